import type { Merchant } from '@/platform/src/context';
import { createJackpotService } from '@/platform/src/modules/jackpot';
import { createLedgerService, type LedgerService } from '@/platform/src/modules/ledger';
import { houseSlotGameId } from '@/platform/src/vendors/house/launch';
import { jackpotValueSchema, winnerBoardValueSchema } from '@/lib/wps/schemas/games';
import { describeEachDb } from '@/tests/support/db';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { gameToken } from '@/tests/support/vendor';
import { wpsCall } from '@/tests/support/wps-client';

interface Spin {
  roundId: string;
  bet: string;
  win: string;
  balance: string | null;
  settled: boolean;
  jackpot: string | null;
}

describeEachDb('jackpot pool of the house slot', (get) => {
  let p: TestPlatform;
  let ledger: LedgerService;
  let demo: Merchant;
  const platform = usePlatform(get);
  beforeAll(async () => {
    p = platform();
    ledger = createLedgerService({ db: p.deps.db });
    demo = (await p.deps.merchants.byCode('demo'))!;
  });

  const ops = (method: 'GET' | 'PATCH', body?: Record<string, unknown>) => p.app.inject({
    method, url: '/bo/jackpot/demo', headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  const minor = (s: string) => BigInt(Math.round(Number(s) * 100));
  const walletMinor = async (memberId: number) => (await ledger.memberWallet(p.deps.db, demo.id, memberId, 'CNY')).balance_minor;
  const jackpot = async () => jackpotValueSchema.parse((await wpsCall(p.app, 'jackpot')).json().value).content;
  const board = async () => winnerBoardValueSchema.parse((await wpsCall(p.app, 'winnerBoard', { query: { gameCategory: 'ALL', limitNum: '50' } })).json().value).content;
  const pool = async () => BigInt(((await ops('GET')).json().value as { amount_minor: string }).amount_minor);
  /** What the rounds of a member's house bucket owe the pool so far, in ten-thousandths of a minor unit. */
  const owedOf = async (memberId: number) => BigInt((await p.deps.db.query<{ owed_bp: string }>(
    'SELECT owed_bp FROM jackpot_owed WHERE merchant_id = $1 AND bucket = $2', [demo.id, ledger.houseBucket(memberId)])).rows[0]?.owed_bp ?? 0);

  /** A funded member with an open house-slot session. */
  async function player(amount: string) {
    const m = await makeMember(p);
    const adjust = await p.app.inject({
      method: 'POST', url: `/bo/wallets/demo/${m.username}/adjust`, headers: { authorization: `Bearer ${p.opsToken}` },
      payload: { amount, note: 'jackpot test', key: `jackpot-${m.id}` },
    });
    expect(adjust.statusCode).toBe(200);
    const token = await gameToken(p, 'house', m.username, { gameId: houseSlotGameId });
    const open = await api('/session', { token, game: houseSlotGameId });
    expect(open.ok).toBe(true);
    return { m, token };
  }
  async function api(path: string, body: Record<string, unknown>) {
    const r = await p.app.inject({
      method: 'POST', url: `/games/house/api/demo${path}`, headers: { 'content-type': 'application/json', merchant: 'demo' }, payload: JSON.stringify(body),
    });
    return r.json() as { ok: boolean; value: Spin; error?: string };
  }
  const spin = async (token: string, coinValue: string) => {
    const r = await api('/spin', { token, coinValue });
    expect(r.ok).toBe(true);
    return r.value;
  };

  it('shows no jackpot while there is no pool, nor while the pool is empty', async () => {
    expect(await jackpot()).toEqual({ active: false, amount: 0, currency: 'CNY', currencySymbol: '¥' });
    const { token } = await player('10');
    await spin(token, '0.01');
    expect(await pool()).toBe(0n);
    // A pool that nobody has funded yet: still nothing to show.
    const set = await ops('PATCH', { share: 333, odds: 1_000_000_000 });
    expect(set.statusCode).toBe(200);
    expect(set.json().value).toMatchObject({ active: false, amount_minor: '0', pool: { share_bp: 333, odds: 1_000_000_000, games: [houseSlotGameId] } });
    expect(await jackpot()).toEqual({ active: false, amount: 0, currency: 'CNY', currencySymbol: '¥' });
    expect((await board()).jackpotList).toEqual([]);
  });

  it('takes stake × share from house_game into the pool for the settled real rounds, exactly', async () => {
    const { m, token } = await player('100');
    expect(await owedOf(m.id)).toBe(0n);
    const game = await ledger.houseAccount(p.deps.db, demo.id, 'house_game', 'CNY', { vendor: 'house', memberIdForBucket: m.id });
    const gameBefore = game.balance_minor;
    const poolBefore = await pool();
    let stakes = 0n;
    let wins = 0n;
    for (let i = 0; i < 5; i++) {
      const r = await spin(token, '0.10');
      expect(r.settled).toBe(true);
      expect(r.jackpot).toBeNull();
      stakes += minor(r.bet);
      wins += minor(r.win);
    }
    expect(stakes).toBe(1000n);
    // Each round owes 200 × 3.33 % = 6.66 minor units; the five owe 33.3, of which the 33 whole
    // units moved (rounded down round by round it would have been 5 × 6 = 30).
    expect(await owedOf(m.id)).toBe(5n * 200n * 333n);
    expect(await pool()).toBe(poolBefore + 33n);
    const gameAfter = (await ledger.houseAccount(p.deps.db, demo.id, 'house_game', 'CNY', { vendor: 'house', memberIdForBucket: m.id })).balance_minor;
    expect(gameAfter - gameBefore).toBe(stakes - wins - 33n);
    expect(await walletMinor(m.id)).toBe(10_000n - stakes + wins);

    const shown = await jackpot();
    expect(shown).toEqual({ active: true, amount: Number(poolBefore + 33n) / 100, currency: 'CNY', currencySymbol: '¥' });
    expect((await board()).jackpotList.map((g) => g.gameId)).toEqual([houseSlotGameId]);
    expect((await ledger.verify(demo.id)).violations).toEqual([]);
  });

  it('pays the whole pool to the member whose round draws it, empties it, and lists the win', async () => {
    const others = await player('100');
    for (let i = 0; i < 3; i++) await spin(others.token, '0.50');
    // Odds of 1: every paid round draws the jackpot (the forced trigger).
    expect((await ops('PATCH', { odds: 1 })).statusCode).toBe(200);
    const { m, token } = await player('50');
    expect(await owedOf(m.id)).toBe(0n);
    const before = await pool();
    expect(before).toBeGreaterThan(0n);
    const r = await spin(token, '0.50');
    // The round's own contribution (10.00 × 3.33 % = 33) is in the pool it wins.
    const won = before + 33n;
    expect(r.jackpot).toBe((Number(won) / 100).toFixed(2));
    expect(minor(r.balance!)).toBe(5000n - minor(r.bet) + minor(r.win) + won);
    expect(await walletMinor(m.id)).toBe(5000n - minor(r.bet) + minor(r.win) + won);
    expect(await pool()).toBe(0n);
    expect(await jackpot()).toEqual({ active: false, amount: 0, currency: 'CNY', currencySymbol: '¥' });
    const b = await board();
    expect(b.jackpotList).toEqual([]);
    expect(b.list.some((e) => e.vo.winAmount === Number(won) / 100 && e.vo.game.gameId === houseSlotGameId)).toBe(true);
    const shown = (await ops('GET')).json().value as { pool: { lastWin_minor: string }; wins: { memberId: number; amount_minor: string }[] };
    expect(shown.pool.lastWin_minor).toBe(won.toString());
    expect(shown.wins[0]).toMatchObject({ memberId: m.id, amount_minor: won.toString() });
    expect((await ledger.verify(demo.id)).violations).toEqual([]);

    // Settling the same round again (a retry after a lost answer) moves nothing.
    const again = await createJackpotService({ db: p.deps.db, ledger, bets: p.deps.vendorWallet, audit: p.deps.audit }).settleRound(demo.id, { vendor: 'house', transactionId: `hr_${r.roundId}`, hit: true, now: new Date() });
    expect(again.paid_minor).toBe(0n);
    expect(await pool()).toBe(0n);
    expect(await walletMinor(m.id)).toBe(5000n - minor(r.bet) + minor(r.win) + won);

    // The next round refills the pool from its own contribution, and wins it again.
    const next = await spin(token, '0.50');
    expect(next.jackpot).toBe('0.33');
    expect(await pool()).toBe(0n);
    expect((await ops('PATCH', { odds: 1_000_000_000 })).statusCode).toBe(200);
    expect((await ledger.verify(demo.id)).violations).toEqual([]);
  });

  it('funds the pool from the smallest stakes too: their shares add up to whole units', async () => {
    expect((await ops('PATCH', { share: 100 })).statusCode).toBe(200);
    const { m, token } = await player('10');
    expect(await owedOf(m.id)).toBe(0n);
    const before = await pool();
    // The smallest bet, 20 lines at 0.01 = 20 minor units, owes 1 % = 0.2 of a unit.
    const rounds: string[] = [];
    for (let i = 0; i < 4; i++) rounds.push((await spin(token, '0.01')).roundId);
    expect(await owedOf(m.id)).toBe(4n * 20n * 100n);
    expect(await pool()).toBe(before);
    // Settling a round again (a retry) counts it once: its share is not owed twice.
    for (let i = 0; i < 3; i++) {
      const again = await createJackpotService({ db: p.deps.db, ledger, bets: p.deps.vendorWallet, audit: p.deps.audit }).settleRound(demo.id, { vendor: 'house', transactionId: `hr_${rounds[3]}`, hit: false, now: new Date() });
      expect(again).toEqual({ contribution_minor: 0n, paid_minor: 0n });
    }
    expect(await owedOf(m.id)).toBe(8_000n);
    expect(await pool()).toBe(before);
    // The fifth round completes the first unit, the tenth the second: 10 × 0.2 = 2.
    for (let i = 0; i < 6; i++) await spin(token, '0.01');
    expect(await owedOf(m.id)).toBe(20_000n);
    expect(await pool()).toBe(before + 2n);
    expect((await ledger.verify(demo.id)).violations).toEqual([]);
  });

  it('replays a contribution without moving money, and ignores rounds that are not settled real bets', async () => {
    const { token } = await player('20');
    const r = await spin(token, '0.10');
    const before = await pool();
    const replay = await createJackpotService({ db: p.deps.db, ledger, bets: p.deps.vendorWallet, audit: p.deps.audit }).settleRound(demo.id, { vendor: 'house', transactionId: `hr_${r.roundId}`, hit: false, now: new Date() });
    expect(replay.paid_minor).toBe(0n);
    expect(await pool()).toBe(before);
    expect(await createJackpotService({ db: p.deps.db, ledger, bets: p.deps.vendorWallet, audit: p.deps.audit }).settleRound(demo.id, { vendor: 'house', transactionId: 'hr_999999999', hit: true, now: new Date() }))
      .toEqual({ contribution_minor: 0n, paid_minor: 0n });
    expect(await pool()).toBe(before);
    const report = await ledger.verify(demo.id);
    expect(report.violations).toEqual([]);
  });
});

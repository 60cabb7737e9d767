import type { Merchant } from '@/platform/src/context';
import { secretBox } from '@/platform/src/crypto/secret-box';
import { createLedgerService, type LedgerService } from '@/platform/src/modules/ledger';
import { createLotteryEngine } from '@/platform/src/vendors/house/lottery-engine/engine';
import { lotteryGameDefs, openDraw } from '@/platform/src/vendors/house/lottery/schedule';
import { manualClock } from '@/tests/support/clock';
import { describeEachDb } from '@/tests/support/db';
import { troubledHouseWallet } from '@/tests/support/house-wallet';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { gameToken } from '@/tests/support/vendor';
import { WpsError } from '@/lib/wps/errors';

describeEachDb('house lottery: the draw engine', (get) => {
  const clock = manualClock(Date.parse('2026-12-02T08:00:05Z'));
  const platform = usePlatform(get, { clock, build: { house: { lottery: { runner: false } } } });
  let p: TestPlatform;
  let demo: Merchant;
  let ledger: LedgerService;
  const failing = new Set<string>();
  const calls: string[] = [];
  const game = lotteryGameDefs.find((g) => g.id === '5d-5m')!;

  beforeAll(async () => {
    p = platform();
    demo = (await p.deps.merchants.byCode('demo'))!;
    ledger = createLedgerService({ db: p.deps.db });
  });
  afterEach(() => failing.clear());

  /** An engine as a (re)started process builds it: nothing in memory carries over. */
  const engine = () => createLotteryEngine({
    db: p.deps.db, box: secretBox(p.config.platformSecret), clock, wallet: troubledHouseWallet(p, { failing, calls }), games: lotteryGameDefs,
    walletGameId: (id) => `house-lottery-${id}`, gameName: (id) => id,
  });

  async function player(amount = '100') {
    const m = await makeMember(p);
    await p.app.inject({
      method: 'POST', url: `/bo/wallets/demo/${m.username}/adjust`, headers: { authorization: `Bearer ${p.opsToken}` },
      payload: { amount, note: 'lottery test', key: `lottery-${m.id}` },
    });
    return { m, playerId: String(m.id), token: await gameToken(p, 'house', m.username, { gameId: `house-lottery-${game.id}` }) };
  }
  const balance = async (memberId: number) => (await ledger.memberWallet(p.deps.db, demo.id, memberId, 'CNY')).balance_minor;
  const order = (numero: string, slips: string, sum: number, extra: { chase?: number; winningStop?: boolean; requestId?: string } = {}) => ({
    gameId: game.id, currentNumero: numero, bettingSlipString: slips, betCartAmountSum: sum, chase: extra.chase ?? 1, winningStop: extra.winningStop ?? true,
    abandoning: false, device: 3, orderType: 0, quickChase: false, prizeModeId: 0, requestId: extra.requestId,
  });
  const drawRow = async (numero: string) => (await p.deps.db.query<{ id: string; status: string; closes_at: Date }>(
    'SELECT id, status, closes_at FROM house_lottery_draws WHERE merchant_id = $1 AND game_id = $2 AND numero = $3', [demo.id, game.id, numero])).rows[0]!;
  const toClose = async (numero: string) => {
    const d = await drawRow(numero);
    const wait = new Date(d.closes_at).getTime() - clock.now().getTime();
    if (wait > 0) clock.advance(wait);
    return String(d.id);
  };
  const statuses = async (playerId: string) => (await p.deps.db.query<{ numero: string; status: string; paid: boolean }>(
    'SELECT numero, status, paid_at IS NOT NULL AS paid FROM house_lottery_orders WHERE merchant_id = $1 AND player_id = $2 ORDER BY id', [demo.id, playerId])).rows;

  it('stops a chase at its first won draw and returns the stakes of its later draws, once', async () => {
    const e = engine();
    const a = await player();
    const slot = openDraw(game, clock.now().getTime());
    // Big and small together: one of them wins every draw (2 unit bets of 1.00, a win pays 1.98).
    const placed = await e.place(demo, a, a.token, order(slot.numero, 'big,small~1~5d.sum~1~1950~1', 6, { chase: 3 }));
    expect(placed).toMatchObject({ orderNumbers: [expect.any(String), expect.any(String), expect.any(String)], chasingOrder: expect.stringMatching(/^LC/), betAmount: 6, balance: 94 });
    expect(await e.advance(demo.id, await toClose(slot.numero))).toBeNull();
    expect(await statuses(a.playerId)).toEqual([
      { numero: slot.numero, status: 'won', paid: true },
      { numero: expect.any(String), status: 'cancelling', paid: false },
      { numero: expect.any(String), status: 'cancelling', paid: false },
    ]);
    expect(await e.finishCancels(100)).toBe(2);
    expect(await e.finishCancels(100)).toBe(0);
    expect((await statuses(a.playerId)).map((o) => o.status)).toEqual(['won', 'cancelled', 'cancelled']);
    expect(await balance(a.m.id)).toBe(100_00n - 6_00n + 1_98n + 4_00n);
    const detail = await e.detail(demo, a, String((await p.deps.db.query<{ id: string }>('SELECT id FROM house_lottery_orders WHERE order_number = $1', [placed.orderNumbers[0]])).rows[0]!.id));
    expect(detail.chase).toEqual({ chasingOrder: placed.chasingOrder, chasingStatus: 'stopped', winningStop: true, draws: 3 });
    expect((await ledger.verify()).violations).toEqual([]);
  });

  it('rolls back an order whose bet got no answer before it draws, and draws without it', async () => {
    const e = engine();
    const a = await player();
    const slot = openDraw(game, clock.now().getTime());
    failing.add('bet');
    failing.add('rollback');
    await expect(e.place(demo, a, a.token, order(slot.numero, '1|2|3~1~5d.front3.straight~1~1950~1', 1))).rejects.toEqual(new WpsError('game.unavailable'));
    expect((await statuses(a.playerId)).map((o) => o.status)).toEqual(['rolling_back']);
    const id = await toClose(slot.numero);
    // The rollback still fails: the draw waits, closed, for the stake to be safe.
    expect(await e.advance(demo.id, id)).toBeInstanceOf(Date);
    expect((await drawRow(slot.numero)).status).toBe('closed');
    failing.clear();
    expect(await e.advance(demo.id, id)).toBeNull();
    expect((await statuses(a.playerId)).map((o) => o.status)).toEqual(['refused']);
    expect(await balance(a.m.id)).toBe(100_00n);
    expect((await ledger.verify()).violations).toEqual([]);
  });

  it('settles a drawn draw after a wallet outage and a restart: every order paid once, two engines racing included', async () => {
    const a = await player();
    const b = await player();
    const slot = openDraw(game, clock.now().getTime());
    const first = engine();
    await first.place(demo, a, a.token, order(slot.numero, 'big,small~1~5d.sum~1~1950~1;1|2|3~1~5d.front3.straight~1~1950~1', 3));
    await first.place(demo, b, b.token, order(slot.numero, 'odd~1~5d.sum~2~1950~2', 0.2));
    const id = await toClose(slot.numero);
    failing.add('win');
    expect(await first.advance(demo.id, id)).toBeInstanceOf(Date);
    expect((await drawRow(slot.numero)).status).toBe('drawn');
    failing.clear();
    // The process died; two fresh ones take the draw up at once.
    const [x, y] = await Promise.all([engine().advance(demo.id, id), engine().advance(demo.id, id)]);
    expect([x, y]).toEqual([null, null]);
    expect((await drawRow(slot.numero)).status).toBe('settled');
    const orders = (await p.deps.db.query<{ id: string; payout_minor: bigint; player_id: string; paid: boolean }>(
      'SELECT id, payout_minor, player_id, paid_at IS NOT NULL AS paid FROM house_lottery_orders WHERE draw_id = $1 AND player_id = ANY($2::text[])',
      [id, [a.playerId, b.playerId]])).rows;
    expect(orders).toHaveLength(3);
    expect(orders.every((o) => o.paid)).toBe(true);
    const paidTo = (pid: string) => orders.filter((o) => o.player_id === pid).reduce((s, o) => s + BigInt(o.payout_minor), 0n);
    expect(await balance(a.m.id)).toBe(100_00n - 3_00n + paidTo(a.playerId));
    expect(await balance(b.m.id)).toBe(100_00n - 20n + paidTo(b.playerId));
    // One settled wallet bet per order: the wins sent twice moved money once.
    const bets = (await p.deps.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bets WHERE merchant_id = $1 AND vendor = 'house' AND transaction_id = ANY($2::text[]) AND status <> 'open'`,
      [demo.id, orders.map((o) => `hlo_${o.id}`)])).rows[0]!.n;
    expect(bets).toBe(3);
    expect((await ledger.verify()).violations).toEqual([]);
  });

  it('keeps every game\'s open draw coming for a merchant that plays, once per numero', async () => {
    const e = engine();
    // The merchant has played (the earlier tests' draws): every game's open draw is made.
    await e.openDraws(100);
    const now = clock.now().getTime();
    for (const g of lotteryGameDefs) {
      const open = openDraw(g, now);
      const row = (await p.deps.db.query<{ status: string; server_seed_hash: string }>(
        'SELECT status, server_seed_hash FROM house_lottery_draws WHERE merchant_id = $1 AND game_id = $2 AND numero = $3', [demo.id, g.id, open.numero])).rows[0];
      expect([g.id, row?.status]).toEqual([g.id, 'open']);
    }
    expect(await e.openDraws(100)).toBe(0);
    clock.advance(60_000);
    // A minute on, the 1-minute games have a new open draw (the 5-minute ones may too).
    expect(await e.openDraws(100)).toBeGreaterThanOrEqual(2);
  });
});

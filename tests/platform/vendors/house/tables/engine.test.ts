import { createHash } from 'node:crypto';
import type { Merchant } from '@/platform/src/context';
import { secretBox, type SecretBox } from '@/platform/src/crypto/secret-box';
import { createLedgerService, type LedgerService } from '@/platform/src/modules/ledger';
import { HouseError } from '@/platform/src/vendors/house/service';
import { roundClientSeed, tableLimits, type TableEvent } from '@/platform/src/vendors/house/tables/engine';
import { dealBaccarat } from '@/platform/src/vendors/house/baccarat/hand';
import { dealFromShoe, shoeFromSeeds, shoeStart } from '@/platform/src/vendors/house/cards/shoe';
import type { TableGame } from '@/platform/src/vendors/house/tables/game';
import { baccaratTable } from '@/platform/src/vendors/house/tables/games';
import { tablesRepo } from '@/platform/src/vendors/house/tables/repo';
import { manualClock } from '@/tests/support/clock';
import { coinTable } from '@/tests/support/coin-table';
import { describeEachDb } from '@/tests/support/db';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { engineTable, seatedPlayer } from '@/tests/support/table-engine';
import { gameToken } from '@/tests/support/vendor';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describeEachDb('house tables: the round engine', (get) => {
  const clock = manualClock(Date.parse('2026-12-01T10:00:00Z'));
  const platform = usePlatform(get, { clock });
  let p: TestPlatform;
  let demo: Merchant;
  let ledger: LedgerService;
  let box: SecretBox;
  /** Wallet actions that fail (HTTP 502, the call not made) while listed. */
  const failing = new Set<string>();
  /** Wallet actions that land and then never answer (the process died waiting) while listed. */
  const hanging = new Set<string>();
  const calls: string[] = [];
  let tables = 0;

  beforeAll(async () => {
    p = platform();
    demo = (await p.deps.merchants.byCode('demo'))!;
    ledger = createLedgerService({ db: p.deps.db });
    box = secretBox(p.config.platformSecret);
  });
  afterEach(() => {
    failing.clear();
    hanging.clear();
  });


  /** A table of its own for a test (a fresh coin game id), its engine, and the events it published. */
  const newTable = (make: (gameId: string) => TableGame = (id) => coinTable(id)) =>
    engineTable({ p, box, clock, trouble: { failing, hanging, calls } }, make(`test-table-${++tables}`));
  const player = (t: ReturnType<typeof newTable>, amount: string) => seatedPlayer(p, demo, t, amount, 'table');
  const balance = async (memberId: number) => (await ledger.memberWallet(p.deps.db, demo.id, memberId, 'CNY')).balance_minor;
  const roundOf = async (t: ReturnType<typeof newTable>, token: string) => (await t.engine.snapshot(demo, token, t.id, false)).round!;
  const rounds = (t: ReturnType<typeof newTable>) => t.events.filter((e) => e.event.type === 'round' && !e.to).map((e) => (e.event as Extract<TableEvent, { type: 'round' }>).round);

  it('plays a round: hash before betting, bets in the window, one draw from the revealed seed, every slip paid once', async () => {
    const t = newTable();
    const a = await player(t, '100');
    const b = await player(t, '100');
    await t.engine.advance(demo.id, t.id);
    const open = await roundOf(t, a.token);
    expect(open).toMatchObject({ no: 1, status: 'open', serverSeed: null, outcome: null });
    expect(rounds(t)[0]).toMatchObject({ status: 'open', serverSeedHash: open.serverSeedHash });

    const slipA = await t.engine.placeBets(demo, a.token, t.id, { roundId: open.id, bets: [{ spot: 'heads', amount: '10' }, { spot: 'heads', amount: '2.50' }] });
    expect(slipA.slip).toMatchObject({ stake: '12.50', status: 'accepted', spots: [{ spot: 'heads', amount: '12.50' }] });
    expect(slipA.balance).toBe('87.50');
    await t.engine.placeBets(demo, b.token, t.id, { roundId: open.id, bets: [{ spot: 'tails', amount: '5' }] });

    clock.advance(10_000);
    await expect(t.engine.placeBets(demo, b.token, t.id, { roundId: open.id, bets: [{ spot: 'tails', amount: '5' }] }))
      .rejects.toEqual(new HouseError('bet.closed'));
    const next = await t.engine.advance(demo.id, t.id);
    // Settled now; the next round opens once the result has been up for result_ms.
    expect(next!.getTime()).toBe(clock.now().getTime() + t.game.timing.result_ms);

    const done = await roundOf(t, a.token);
    expect(done.status).toBe('settled');
    expect(sha256(done.serverSeed!)).toBe(open.serverSeedHash);
    expect(t.game.draw({ serverSeed: done.serverSeed!, clientSeed: done.clientSeed!, nonce: 0 }, null).outcome).toEqual(done.outcome);
    const heads = (done.outcome as { side: string }).side === 'heads';
    expect(await balance(a.m.id)).toBe(heads ? 112_50n : 87_50n);
    expect(await balance(b.m.id)).toBe(heads ? 95_00n : 105_00n);
    expect(rounds(t).map((r) => r.status)).toEqual(['open', 'closed', 'drawn', 'settled']);
    const history = await t.engine.history(demo, a.token, t.id, 10);
    expect(history.slips).toMatchObject([{ stake: '12.50', payout: heads ? '25.00' : '0.00', status: 'settled', round: { no: 1, serverSeed: done.serverSeed } }]);
    // The client seed is the hash of the accepted slips, which anyone holding the list recomputes.
    expect(done.clientSeed).toBe(roundClientSeed([
      { id: slipA.slip.id, stake_minor: 1250n, spots: [{ spot: 'heads', kind: 'side', amount_minor: '1250' }] },
      { id: String(Number(slipA.slip.id) + 1), stake_minor: 500n, spots: [{ spot: 'tails', kind: 'side', amount_minor: '500' }] },
    ]));
    expect((await ledger.verify()).violations).toEqual([]);

    clock.advance(t.game.timing.result_ms);
    await t.engine.advance(demo.id, t.id);
    expect(await roundOf(t, a.token)).toMatchObject({ no: 2, status: 'open' });
  });

  it('refuses a stake outside the limits of its bet kind, counting the slips already placed in the round', async () => {
    const t = newTable();
    const a = await player(t, '500');
    await t.engine.advance(demo.id, t.id);
    const r = await roundOf(t, a.token);
    const bet = (spot: string, amount: string) => t.engine.placeBets(demo, a.token, t.id, { roundId: r.id, bets: [{ spot, amount }] });
    await expect(bet('heads', '0.50')).rejects.toEqual(new HouseError('bet.limit'));
    await expect(bet('heads', '100.01')).rejects.toEqual(new HouseError('bet.limit'));
    await expect(bet('edge', '1')).rejects.toEqual(new HouseError('bet.invalid'));
    await expect(bet('heads', '1.001')).rejects.toEqual(new HouseError('bet.invalid'));
    await bet('heads', '60');
    await expect(bet('heads', '40.01')).rejects.toEqual(new HouseError('bet.limit'));
    await bet('heads', '40');
    await bet('tails', '100');
    expect(await balance(a.m.id)).toBe(300_00n);
  });

  it('refuses a bet the wallet refuses, and nothing of it stays in the round', async () => {
    const t = newTable();
    const a = await player(t, '5');
    await t.engine.advance(demo.id, t.id);
    const r = await roundOf(t, a.token);
    await expect(t.engine.placeBets(demo, a.token, t.id, { roundId: r.id, bets: [{ spot: 'heads', amount: '6' }] }))
      .rejects.toEqual(new HouseError('funds.insufficient', '5.00'));
    clock.advance(10_000);
    await t.engine.advance(demo.id, t.id);
    expect((await t.engine.history(demo, a.token, t.id, 5)).slips.map((s) => s.status)).toEqual(['refused']);
    expect(await balance(a.m.id)).toBe(5_00n);
  });

  it('resumes a round a stopped process left open: another process closes, draws and settles it', async () => {
    const t = newTable();
    const a = await player(t, '100');
    await t.engine.advance(demo.id, t.id);
    const r = await roundOf(t, a.token);
    await t.engine.placeBets(demo, a.token, t.id, { roundId: r.id, bets: [{ spot: 'tails', amount: '20' }] });
    // The first process stops here. Another starts 30 s after the close, within the resume window.
    clock.advance(10_000 + 30_000);
    const other = t.restarted();
    await other.advance(demo.id, t.id);
    const done = await roundOf(t, a.token);
    expect(done.status).toBe('settled');
    expect(await balance(a.m.id)).toBe((done.outcome as { side: string }).side === 'tails' ? 120_00n : 80_00n);
    expect((await ledger.verify()).violations).toEqual([]);
  });

  it('voids a round found long after its close, returning every stake once', async () => {
    const t = newTable();
    const a = await player(t, '100');
    const b = await player(t, '100');
    await t.engine.advance(demo.id, t.id);
    const r = await roundOf(t, a.token);
    await t.engine.placeBets(demo, a.token, t.id, { roundId: r.id, bets: [{ spot: 'tails', amount: '20' }] });
    await t.engine.placeBets(demo, b.token, t.id, { roundId: r.id, bets: [{ spot: 'heads', amount: '30' }, { spot: 'tails', amount: '1' }] });
    clock.advance(10_000 + tableLimits.resume_max_ms + 1);
    // The wallet is down at first: the round stays voiding (never drawn), and finishes later.
    failing.add('rollback');
    const other = t.restarted();
    await other.advance(demo.id, t.id);
    expect((await roundOf(t, a.token)).status).toBe('voiding');
    failing.clear();
    await other.advance(demo.id, t.id);
    await other.advance(demo.id, t.id);
    const done = await roundOf(t, a.token);
    expect(done).toMatchObject({ status: 'voided', serverSeed: null, outcome: null });
    expect(await balance(a.m.id)).toBe(100_00n);
    expect(await balance(b.m.id)).toBe(100_00n);
    expect((await t.engine.history(demo, b.token, t.id, 5)).slips.map((s) => s.status)).toEqual(['rolled_back']);
    expect(rounds(t).map((x) => x.status)).toEqual(['open', 'voiding', 'voided']);
    expect((await ledger.verify()).violations).toEqual([]);
  });

  it('rolls back a slip whose process died waiting for the wallet, then draws without it', async () => {
    const t = newTable();
    const a = await player(t, '100');
    const b = await player(t, '100');
    await t.engine.advance(demo.id, t.id);
    const r = await roundOf(t, a.token);
    await t.engine.placeBets(demo, a.token, t.id, { roundId: r.id, bets: [{ spot: 'heads', amount: '10' }] });
    hanging.add('bet');
    // b's bet lands in the wallet, and its answer never comes back to the process that sent it.
    void t.engine.placeBets(demo, b.token, t.id, { roundId: r.id, bets: [{ spot: 'heads', amount: '50' }] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    hanging.clear();
    expect(await balance(b.m.id)).toBe(50_00n);
    clock.advance(10_000);
    // Too young to give up on: the draw waits for it.
    const wait = await t.engine.advance(demo.id, t.id);
    expect(wait!.getTime()).toBe(clock.now().getTime() + tableLimits.pendingPoll_ms);
    expect((await roundOf(t, a.token)).status).toBe('closed');
    clock.advance(tableLimits.pending_max_ms);
    await t.engine.advance(demo.id, t.id);
    const done = await roundOf(t, a.token);
    expect(done.status).toBe('settled');
    expect(await balance(b.m.id)).toBe(100_00n);
    expect((await t.engine.history(demo, b.token, t.id, 5)).slips.map((s) => s.status)).toEqual(['rolled_back']);
    expect(done.clientSeed).toBe(roundClientSeed([
      { id: (await t.engine.history(demo, a.token, t.id, 1)).slips[0]!.id, stake_minor: 1000n, spots: [{ spot: 'heads', kind: 'side', amount_minor: '1000' }] },
    ]));
    expect((await ledger.verify()).violations).toEqual([]);
  });

  it('keeps a drawn round drawn while the wallet is down, then pays each slip exactly once', async () => {
    const t = newTable();
    const a = await player(t, '100');
    await t.engine.advance(demo.id, t.id);
    const r = await roundOf(t, a.token);
    await t.engine.placeBets(demo, a.token, t.id, { roundId: r.id, bets: [{ spot: 'heads', amount: '10' }, { spot: 'tails', amount: '10' }] });
    clock.advance(10_000);
    failing.add('win');
    await t.engine.advance(demo.id, t.id);
    expect((await roundOf(t, a.token)).status).toBe('drawn');
    expect(await balance(a.m.id)).toBe(80_00n);
    failing.clear();
    // Two processes finish it at once: the slip is paid once.
    await Promise.all([t.engine.advance(demo.id, t.id), t.restarted().advance(demo.id, t.id)]);
    expect((await roundOf(t, a.token)).status).toBe('settled');
    expect(await balance(a.m.id)).toBe(100_00n);
    expect((await ledger.verify()).violations).toEqual([]);
  });

  it('deals a baccarat shoe over its rounds under one committed seed, and reveals it on every round once the cut card ends the shoe', async () => {
    const t = newTable((id) => baccaratTable(id, { betting_ms: 1_000, result_ms: 0 }));
    const a = await player(t, '100');
    await t.engine.advance(demo.id, t.id);
    const first = await roundOf(t, a.token);
    const slip = await t.engine.placeBets(demo, a.token, t.id, { roundId: first.id, bets: [{ spot: 'banker', amount: '10' }] });
    const rows = async () => (await p.deps.db.query<{ round_no: bigint; status: string; server_seed_hash: string; server_seed: string | null; client_seed: string | null; outcome: unknown }>(
      'SELECT round_no, status, server_seed_hash, server_seed, client_seed, outcome FROM house_table_rounds WHERE table_id = $1 ORDER BY round_no', [t.id])).rows;
    const revealed = async () => (await p.deps.db.query('SELECT 1 FROM house_table_rounds WHERE table_id = $1 AND server_seed IS NOT NULL LIMIT 1', [t.id])).rowCount > 0;
    for (let i = 0; i < 120; i++) {
      clock.advance(1_000);
      await t.engine.heartbeat(demo, sha256(a.token), t.id);
      await t.engine.advance(demo.id, t.id);
      if (await revealed()) break;
      if (i === 30) {
        // Until the shoe ends its seed stays sealed, and every round of it publishes the same hash.
        const mid = await rows();
        expect(mid.every((r) => r.server_seed === null && r.server_seed_hash === first.serverSeedHash)).toBe(true);
      }
    }
    const all = await rows();
    const shoe = all.filter((r) => r.server_seed_hash === first.serverSeedHash);
    const seed = shoe[0]!.server_seed!;
    expect(sha256(seed)).toBe(first.serverSeedHash);
    expect(shoe.filter((r) => r.status === 'settled').every((r) => r.server_seed === seed && r.client_seed === shoe[0]!.client_seed)).toBe(true);
    expect(shoe[0]!.client_seed).toBe(roundClientSeed([{ id: slip.slip.id, stake_minor: 1000n, spots: [{ spot: 'banker', kind: 'banker', amount_minor: '1000' }] }]));
    // Replayed from the revealed seed, the shoe deals exactly the hands the table dealt, in order.
    const cards = shoeFromSeeds(seed, shoe[0]!.client_seed!, 0);
    let st = shoeStart(cards);
    for (const r of shoe) {
      const dealt = dealFromShoe(cards, st, dealBaccarat);
      st = dealt.state;
      expect(r.outcome).toMatchObject({ player: dealt.hand.player, banker: dealt.hand.banker, winner: dealt.hand.winner, hand: Number(r.round_no) });
    }
    expect(st.finished).toBe(true);
    // The next round opens on a new shoe with a new committed seed.
    const next = all.at(-1)!;
    expect(next.server_seed_hash).not.toBe(first.serverSeedHash);
    expect(next.status).toBe('open');
    const won = (shoe[0]!.outcome as { winner: string }).winner;
    expect(await balance(a.m.id)).toBe(won === 'banker' ? 109_50n : won === 'tie' ? 100_00n : 90_00n);
  });

  it('seats a trial member beside a real one: the trial’s stake and win are play money, never the house’s real money', async () => {
    const t = newTable();
    const real = await player(t, '100');
    const trial = await makeMember(p, { type: 4 });
    const play = async () => (await ledger.houseAccount(p.deps.db, demo.id, 'house_play_money', 'CNY', { memberIdForBucket: trial.id })).balance_minor;
    await p.deps.db.tx(async (q) => {
      const wallet = await ledger.memberWallet(q, demo.id, trial.id, 'CNY');
      const source = await ledger.houseAccount(q, demo.id, 'house_play_money', 'CNY', { memberIdForBucket: trial.id });
      await ledger.post(q, demo.id, {
        reason: 'deposit', reference: `trial:${trial.id}`, idempotency: { source: 'test.trial', key: `trial:${trial.id}` },
        lines: [{ accountId: wallet.id, amount_minor: 50_00n }, { accountId: source.id, amount_minor: -50_00n }],
      });
    });
    const trialToken = await gameToken(p, 'house', trial.username, { gameId: t.id });
    await t.engine.sit(demo, trialToken, t.id);
    await t.engine.advance(demo.id, t.id);
    const r = await roundOf(t, real.token);
    const before = await play();
    await t.engine.placeBets(demo, real.token, t.id, { roundId: r.id, bets: [{ spot: 'heads', amount: '10' }] });
    await t.engine.placeBets(demo, trialToken, t.id, { roundId: r.id, bets: [{ spot: 'heads', amount: '10' }] });
    clock.advance(10_000);
    await t.engine.advance(demo.id, t.id);
    const heads = ((await roundOf(t, real.token)).outcome as { side: string }).side === 'heads';
    expect(await balance(trial.id)).toBe(heads ? 60_00n : 40_00n);
    // The trial's round moved the play-money account by exactly its result; no real-money bet of theirs exists.
    expect(await play()).toBe(before + (heads ? -10_00n : 10_00n));
    const realBets = async (memberId: number) => Number((await p.deps.db.query<{ n: string }>('SELECT count(*) AS n FROM real_money_bets WHERE member_id = $1', [memberId])).rows[0]!.n);
    expect([await realBets(trial.id), await realBets(real.m.id)]).toEqual([0, 1]);
    expect((await ledger.verify()).violations).toEqual([]);
  });

  it('sleeps when nobody is at the table, and wakes when someone sits', async () => {
    const t = newTable();
    const a = await player(t, '100');
    await t.engine.advance(demo.id, t.id);
    clock.advance(10_000);
    await t.engine.advance(demo.id, t.id);
    clock.advance(tableLimits.awake_ms);
    expect(await t.engine.advance(demo.id, t.id)).toBeNull();
    expect(await tablesRepo.latestRound(p.deps.db, demo.id, t.id)).toMatchObject({ round_no: 1n, status: 'settled' });
    // A heartbeat of the player wakes it: the next round opens.
    expect(await t.engine.heartbeat(demo, sha256(a.token), t.id)).toBe(true);
    await t.engine.advance(demo.id, t.id);
    expect(await roundOf(t, a.token)).toMatchObject({ no: 2, status: 'open' });
  });
});

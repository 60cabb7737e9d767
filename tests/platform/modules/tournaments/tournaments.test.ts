import type { Merchant } from '@/platform/src/context';
import { secretBox } from '@/platform/src/crypto/secret-box';
import { createLedgerService } from '@/platform/src/modules/ledger';
import { createRewardsService } from '@/platform/src/modules/rewards';
import { createTournamentAdminService, settleJobName } from '@/platform/src/modules/tournaments';
import { houseSecret } from '@/platform/src/vendors/house/service';
import { tournamentDetailValueSchema, tournamentsValueSchema, type TournamentDetailValue } from '@/lib/wps/schemas/tournaments';
import { describeEachDb } from '@/tests/support/db';
import { freshIp, manualClock } from '@/tests/support/clock';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { gameToken, vendorClient, type VendorClient } from '@/tests/support/vendor';
import { wpsCall } from '@/tests/support/wps-client';

const t0 = Date.parse('2026-07-01T10:00:00Z');
const slot = 'house-lucky-5';

describeEachDb('tournaments (modules/tournaments)', (get) => {
  let p: TestPlatform;
  let demo: Merchant;
  let house: VendorClient;
  const clock = manualClock(t0 - 60 * 60_000);
  const platform = usePlatform(get, { clock });
  let seq = 0;

  beforeAll(async () => {
    p = platform();
    demo = (await p.deps.merchants.byCode('demo'))!;
    house = vendorClient(p.app, 'house', (await houseSecret(p.deps.db, secretBox(p.config.platformSecret), demo.id))!);
  });

  const bo = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => p.app.inject({
    method, url, headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  const at = (ms: number) => clock.advance(ms - clock.now().getTime());
  const ledger = () => createLedgerService({ db: p.deps.db });
  const wallet_minor = async (memberId: number) => (await ledger().memberWallet(p.deps.db, demo.id, memberId, 'CNY')).balance_minor;
  const bonus_minor = async (memberId: number) => (await createRewardsService({ db: p.deps.db, clock, ledger: ledger(), members: p.deps.members, audit: p.deps.audit, limits: p.deps.limits })
    .bonusPosition(p.deps.db, demo.id, memberId, 'CNY', clock.now())).bonus_minor;

  /** A member with 1,000.00 to bet, a session and a house game token. */
  async function player() {
    const m = await makeMember(p);
    const adjust = await bo('POST', `/bo/wallets/demo/${m.username}/adjust`, { amount: '1000', note: 'tournament test', key: `tour-${m.id}` });
    expect(adjust.statusCode).toBe(200);
    const token = (await p.deps.sessions.issue(p.deps.db, demo.id, m.id, { ip: freshIp(), device: 'H5', remember: false })).token;
    const game = await gameToken(p, 'house', m.username, { gameId: slot, ttlMinutes: 600 });
    return { ...m, token, game };
  }
  type Player = Awaited<ReturnType<typeof player>>;
  /** One settled round: a bet of `stake`, then its win of `win` (0 settles a loss). */
  async function round(who: Player, stake: string, win: string, gameId = slot) {
    seq += 1;
    const tx = `tt-${who.id}-${seq}`;
    const common = { token: who.game, roundId: tx, gameId, currency: 'CNY' };
    const b = await house.call('bet', { ...common, requestId: `${tx}-b`, transactionId: tx, amount: stake });
    expect(b.json.status).toBe('OK');
    const w = await house.call('win', { ...common, requestId: `${tx}-w`, transactionId: `${tx}-w`, referenceTransactionId: tx, amount: win, roundClosed: true });
    expect(w.json.status).toBe('OK');
  }
  const join = (who: Player, tournamentId: number) => wpsCall(p.app, 'tournamentJoin', { token: who.token, body: { tournamentId }, ip: freshIp() });
  const detail = async (who: Player | null, id: number): Promise<TournamentDetailValue> => {
    const r = await wpsCall(p.app, 'tournamentDetail', { token: who?.token ?? null, query: { id }, ip: freshIp() });
    expect(r.statusCode).toBe(200);
    return tournamentDetailValueSchema.parse(r.json().value);
  };
  async function tournament(body: Record<string, unknown>) {
    const r = await bo('POST', '/bo/tournaments/demo', {
      title: 'Summer slots', metric: 'bet_sum', games: [slot], startsAt: new Date(t0).toISOString(), endsAt: new Date(t0 + 60 * 60_000).toISOString(),
      prizes: [{ rank: 1, amount: '100', wagering: 1 }, { rank: 2, amount: '50' }], ...body,
    });
    expect(r.statusCode).toBe(201);
    return r.json().value as { id: number };
  }

  it('refuses a bad tournament with nothing stored, and audits a good one', async () => {
    const before = (await bo('GET', '/bo/tournaments/demo')).json().value.length;
    for (const bad of [
      { metric: 'luck' }, { games: ['nope-game'] }, { prizes: [{ rank: 2, amount: '5' }] }, { prizes: [{ rank: 1, amount: '0' }] },
      { endsAt: new Date(t0 - 1).toISOString() }, { gameType: 'SPORTS' }, { startsAt: 'tomorrow' },
    ]) {
      const r = await bo('POST', '/bo/tournaments/demo', {
        title: 'x', metric: 'rounds', startsAt: new Date(t0).toISOString(), endsAt: new Date(t0 + 1000).toISOString(), prizes: [{ rank: 1, amount: '1' }], ...bad,
      });
      expect([r.statusCode, r.json().errorCode]).toEqual([400, 'request.invalid']);
    }
    expect((await bo('GET', '/bo/tournaments/demo')).json().value).toHaveLength(before);
    const t = await tournament({ title: 'By type', gameType: 'RNG', games: [] });
    const listed = (await bo('GET', '/bo/tournaments/demo')).json().value.find((x: { id: number }) => x.id === t.id);
    expect(listed.games).toContain(slot);
    expect((await p.deps.audit.list({ merchantId: demo.id, limit: 5 })).some((a) => a.action === 'tournament.create' && a.target === `tournament:${t.id}`)).toBe(true);
    expect((await bo('PATCH', `/bo/tournaments/demo/${t.id}`, { enabled: false })).statusCode).toBe(200);
  });

  it('counts only bets after the opt-in and in the window, ranks by bet sum, breaks a tie by who got there first, and pays once', async () => {
    const t = await tournament({});
    const [a, b, c, late] = [await player(), await player(), await player(), await player()];
    // Before the start: joined early, but bets before the start do not count.
    at(t0 - 10 * 60_000);
    expect((await join(a, t.id)).statusCode).toBe(200);
    await round(a, '500', '0');
    at(t0 + 60_000);
    for (const x of [b, c]) expect((await join(x, t.id)).statusCode).toBe(200);
    await round(a, '30', '0');
    clock.advance(1000);
    await round(b, '20', '0');
    clock.advance(1000);
    await round(c, '10', '0');
    await round(c, '20', '5'); // c reaches 30 after a did: a is ahead on the tie
    // late bets before joining: those do not count.
    await round(late, '200', '0');
    clock.advance(1000);
    expect((await join(late, t.id)).statusCode).toBe(200);
    await round(late, '1', '0');
    // Another game's bets do not count in a one-game tournament.
    await round(b, '300', '0', 'house-reef-pearls');

    const d = await detail(a, t.id);
    expect(d.tournament).toMatchObject({ status: 'running', joined: true, entrants: 4, metric: 'bet_sum' });
    expect(d.leaderboard.map((l) => [l.rank, l.score, l.me])).toEqual([[1, '30.00', true], [2, '30.00', false], [3, '20.00', false], [4, '1.00', false]]);
    expect(d.leaderboard[0]!.name).toMatch(/^\w\w\*\*\*\w$/);
    expect(d.leaderboard.map((l) => l.prize?.amount ?? null)).toEqual(['100.00', '50.00', null, null]);
    expect(d.me).toMatchObject({ rank: 1 });
    // A visitor sees the board without a line of their own.
    expect((await detail(null, t.id)).me).toBeNull();

    // Not before the end (and the minute after it), then once, and never again.
    const admin = createTournamentAdminService({
      db: p.deps.db, clock, members: p.deps.members, audit: p.deps.audit,
      rewards: createRewardsService({ db: p.deps.db, clock, ledger: ledger(), members: p.deps.members, audit: p.deps.audit, limits: p.deps.limits }),
    });
    expect((await bo('POST', `/bo/tournaments/demo/${t.id}/settle`)).json().errorCode).toBe('tournament.not.ended');
    at(t0 + 60 * 60_000 + 30_000);
    expect((await join(b, t.id)).json().errorCode).toBe('tournament.ended');
    expect(await admin.settleDue(demo, clock.now())).toEqual([]);
    at(t0 + 62 * 60_000);
    const cWallet = await wallet_minor(c.id);
    const [first, second] = await Promise.all([admin.settleDue(demo, clock.now()), admin.settleDue(demo, clock.now())]);
    const runs = [...first, ...second].filter((s) => s.tournamentId === t.id);
    expect(runs.filter((s) => s.settledNow)).toHaveLength(1);
    expect(runs.find((s) => s.settledNow)!.paid.map((x) => [x.rank, x.memberId, x.amount_minor])).toEqual([[1, a.id, 10000n], [2, c.id, 5000n]]);
    // Rank 1 pays a bonus with 1× wagering, rank 2 cash.
    expect(await bonus_minor(a.id)).toBe(10000n);
    expect(await wallet_minor(c.id)).toBe(cWallet + 5000n);
    const again = await bo('POST', `/bo/tournaments/demo/${t.id}/settle`);
    expect(again.json().value).toMatchObject({ settledNow: false, results: [{ rank: 1, username: a.username, score: '30.00', amount: '100.00' }, { rank: 2, username: c.username }] });
    expect(await wallet_minor(c.id)).toBe(cWallet + 5000n);
    expect((await bo('PATCH', `/bo/tournaments/demo/${t.id}`, { title: 'changed' })).json().errorCode).toBe('tournament.settled');
    // The board of a paid tournament is what was paid.
    expect((await detail(c, t.id)).leaderboard.map((l) => [l.rank, l.me])).toEqual([[1, false], [2, true]]);
    expect((await ledger().verify()).violations).toEqual([]);
  });

  it('scores the best multiplier (first to reach it wins a tie) and rounds played, and lists what a member can join', async () => {
    at(t0 + 2 * 60 * 60_000);
    const start = clock.now().getTime();
    const mult = await tournament({ title: 'Big win', metric: 'best_multiplier', minStake: '1', startsAt: new Date(start).toISOString(), endsAt: new Date(start + 3_600_000).toISOString() });
    const rounds = await tournament({ title: 'Marathon', metric: 'rounds', games: [], startsAt: new Date(start).toISOString(), endsAt: new Date(start + 3_600_000).toISOString() });
    const [a, b] = [await player(), await player()];
    for (const x of [a, b]) for (const t of [mult, rounds]) expect((await join(x, t.id)).statusCode).toBe(200);
    clock.advance(1000);
    await round(a, '0.5', '500'); // below the minimum stake: not counted for the multiplier
    await round(b, '2', '25');    // ×12.5
    clock.advance(1000);
    await round(a, '4', '50');    // ×12.5, later than b
    await round(a, '1', '0');
    const m = await detail(a, mult.id);
    expect(m.leaderboard.map((l) => [l.rank, l.score, l.me])).toEqual([[1, '12.50', false], [2, '12.50', true]]);
    const r = await detail(a, rounds.id);
    expect(r.leaderboard.map((l) => [l.rank, l.score, l.me])).toEqual([[1, '3', true], [2, '1', false]]);

    const list = tournamentsValueSchema.parse((await wpsCall(p.app, 'tournaments', { token: a.token, ip: freshIp() })).json().value);
    expect(list.tournaments.filter((t) => [mult.id, rounds.id].includes(t.id)).map((t) => [t.title, t.status, t.joined])).toEqual([
      ['Big win', 'running', true], ['Marathon', 'running', true],
    ]);
    const trial = await makeMember(p, { type: 4 });
    const trialToken = (await p.deps.sessions.issue(p.deps.db, demo.id, trial.id, { ip: freshIp(), device: 'H5', remember: false })).token;
    expect((await wpsCall(p.app, 'tournamentJoin', { token: trialToken, body: { tournamentId: mult.id }, ip: freshIp() })).json().errorCode).toBe('free_reject');
    expect((await wpsCall(p.app, 'tournamentJoin', { body: { tournamentId: mult.id }, ip: freshIp() })).statusCode).toBe(401);
    expect((await wpsCall(p.app, 'tournamentDetail', { query: { id: 999999 }, ip: freshIp() })).json().errorCode).toBe('tournament.not.found');

    // The periodic run pays both once they have ended: b first on the multiplier, a first on rounds.
    at(start + 3_600_000 + 11 * 60_000);
    const aWallet = await wallet_minor(a.id);
    const bWallet = await wallet_minor(b.id);
    await p.deps.jobs.runDue({ merchantId: demo.id, job: settleJobName });
    await p.deps.jobs.runDue({ merchantId: demo.id, job: settleJobName });
    expect((await detail(a, mult.id)).tournament).toMatchObject({ status: 'ended', settled: true });
    expect(await bonus_minor(b.id)).toBe(10000n);
    expect(await bonus_minor(a.id)).toBe(10000n);
    expect(await wallet_minor(a.id)).toBe(aWallet + 5000n);
    expect(await wallet_minor(b.id)).toBe(bWallet + 5000n);
    const runs = (await bo('GET', `/bo/jobs/demo?job=${settleJobName}`)).json().value as { status: string; result: { tournaments: number } | null }[];
    expect(runs.every((r) => r.status === 'done')).toBe(true);
    expect(runs.reduce((n, r) => n + (r.result?.tournaments ?? 0), 0)).toBe(2);
  });
});

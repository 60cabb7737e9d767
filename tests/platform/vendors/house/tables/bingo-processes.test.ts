import { createHash } from 'node:crypto';
import type { Merchant } from '@/platform/src/context';
import { createLedgerService, type LedgerService } from '@/platform/src/modules/ledger';
import { createTestDb, type TestDb } from '@/tests/support/db';
import { makeMember } from '@/tests/support/members';
import { makePlatform, type TestPlatform } from '@/tests/support/platform';
import { startReplica, stopReplicas, type Replica } from '@/tests/support/replica';
import { gameToken } from '@/tests/support/vendor';

const onPostgres = process.env.WPS_TEST_POSTGRES === '1';
if (!onPostgres) console.log('[bingo, processes] skipped: needs PostgreSQL (WPS_TEST_POSTGRES=1); two platform processes cannot share PGlite.');
const describePg = onPostgres ? describe : describe.skip;

/** 2.5 s of sales, 0.6 s of calls, 0.3 s of result: enough for the test's purchases over loopback, short enough for several rounds. */
const coinEnv = { HOUSE_BINGO_TABLE: '2500,300,600' };
const game = 'test-bingo';

interface SlipRow { id: string; token_hash: string; status: string; stake_minor: bigint; payout_minor: bigint | null; round_id: string }

describePg('bingo, platform processes on one PostgreSQL [postgres]', () => {
  let t: TestDb;
  let p: TestPlatform;
  let ledger: LedgerService;
  let demo: Merchant;
  const replicas: Replica[] = [];

  beforeAll(async () => {
    t = await createTestDb('postgres');
    // The test's own instance seeds and funds; its runner stays off and it seats no bingo of its own.
    p = await makePlatform(t.db, { build: { house: { tables: { runner: false } } } });
    ledger = createLedgerService({ db: t.db });
    demo = (await p.deps.merchants.byCode('demo'))!;
    replicas.push(...(await Promise.all([startReplica(t.location, p.config.platformSecret, coinEnv), startReplica(t.location, p.config.platformSecret, coinEnv)])));
  }, 60_000);
  afterAll(async () => {
    await stopReplicas(replicas);
    await p?.app.close();
    await t?.drop();
  }, 30_000);

  const call = async (r: Replica, path: string, body: Record<string, unknown>) => {
    const res = await fetch(`http://127.0.0.1:${r.port}/games/house/api/demo/table/${path}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game, ...body }),
    });
    return (await res.json()) as { ok: boolean; value: any; error?: string };
  };
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const live = () => replicas.filter((r) => r.child.exitCode === null && r.child.signalCode === null);

  async function players(n: number) {
    const out: { memberId: number; token: string; via: number }[] = [];
    for (let i = 0; i < n; i++) {
      const m = await makeMember(p);
      await p.app.inject({
        method: 'POST', url: `/bo/wallets/demo/${m.username}/adjust`, headers: { authorization: `Bearer ${p.opsToken}` },
        payload: { amount: '1000', note: 'processes test', key: `proc-${m.id}` },
      });
      out.push({ memberId: m.id, token: await gameToken(p, 'house', m.username, { gameId: game }), via: i % 2 });
    }
    return out;
  }

  /** The open round, with more than `room_ms` of betting left, as a replica tells it. */
  async function openRound(r: Replica, token: string, room_ms = 1000): Promise<{ id: string; no: number }> {
    for (let i = 0; i < 200; i++) {
      const s = await call(r, 'state', { token });
      const round = s.value?.round;
      if (round?.status === 'open' && Date.parse(round.closesAt) - Date.now() > room_ms) return round;
      await sleep(100);
    }
    throw new Error('no open round');
  }

  async function roundStatus(id: string): Promise<string> {
    const r = await t.db.query<{ status: string }>('SELECT status FROM house_table_rounds WHERE id = $1', [id]);
    return r.rows[0]!.status;
  }
  async function waitFor(id: string, statuses: string[], timeout_ms = 30_000): Promise<string> {
    const until = Date.now() + timeout_ms;
    for (;;) {
      const s = await roundStatus(id);
      if (statuses.includes(s)) return s;
      if (Date.now() > until) throw new Error(`round ${id} still ${s}`);
      await sleep(200);
    }
  }

  /** Every member's wallet equals their funding less the stakes plus the payouts of their slips; every slip finished. */
  async function expectBooksBalance(ps: { memberId: number; token: string }[]) {
    const slips = (await t.db.query<SlipRow>('SELECT id, token_hash, status, stake_minor, payout_minor, round_id FROM house_table_bets')).rows;
    expect(slips.filter((s) => !['settled', 'rolled_back', 'refused'].includes(s.status))).toEqual([]);
    for (const pl of ps) {
      const hash = createHash('sha256').update(pl.token).digest('hex');
      const mine = slips.filter((s) => s.token_hash === hash && s.status === 'settled');
      const expected = mine.reduce((sum, s) => sum - BigInt(s.stake_minor) + BigInt(s.payout_minor!), 1000_00n);
      expect((await ledger.memberWallet(t.db, demo.id, pl.memberId, 'CNY')).balance_minor).toBe(expected);
    }
    expect((await ledger.verify()).violations).toEqual([]);
  }

  it('draws each round once and pays each purchase once while two processes sell cards and race to drive the game', async () => {
    const ps = await players(6);
    for (const pl of ps) expect((await call(replicas[pl.via]!, 'session', { token: pl.token })).ok).toBe(true);
    const played: string[] = [];
    for (let round = 0; round < 3; round++) {
      const r = await openRound(replicas[0]!, ps[0]!.token);
      const answers = await Promise.all(ps.map((pl, i) => call(replicas[pl.via]!, 'bet', {
        token: pl.token, roundId: r.id, bets: [{ spot: 'card:100', amount: String(1 + i) }, { spot: 'card:50', amount: '1' }],
      })));
      expect(answers.map((a) => a.ok)).toEqual(ps.map(() => true));
      expect(answers.map((a) => a.value.slip.spots.reduce((n: number, s: { tickets: unknown[] }) => n + s.tickets.length, 0))).toEqual(ps.map((_, i) => 3 + i));
      played.push(r.id);
      await waitFor(r.id, ['drawn', 'settled']);
      // A purchase after the close is refused with its code, by the process that did not draw as well.
      const late = await call(replicas[1]!, 'bet', { token: ps[1]!.token, roundId: r.id, bets: [{ spot: 'card:100', amount: '1' }] });
      expect(late).toMatchObject({ ok: false, error: 'bet.closed' });
      await waitFor(r.id, ['settled']);
    }
    const rounds = (await t.db.query<{ id: string; drawn: number }>(
      `SELECT r.id, count(b.*)::int AS drawn FROM house_table_rounds r JOIN house_table_bets b ON b.round_id = r.id
       WHERE r.id = ANY($1::bigint[]) AND b.status = 'settled' GROUP BY r.id`, [played])).rows;
    expect(rounds.map((x) => x.drawn)).toEqual([6, 6, 6]);
    await expectBooksBalance(ps);
  }, 90_000);

  it('finishes a round whose driving process is killed mid-round: the other process draws and pays it', async () => {
    const ps = await players(4);
    for (const pl of ps) expect((await call(replicas[pl.via]!, 'session', { token: pl.token })).ok).toBe(true);
    const r = await openRound(replicas[0]!, ps[0]!.token, 1500);
    await Promise.all(ps.map((pl) => call(replicas[pl.via]!, 'bet', { token: pl.token, roundId: r.id, bets: [{ spot: 'card:200', amount: '10' }] })));
    const owner = (await t.db.query<{ lease_owner: string }>(`SELECT lease_owner FROM house_tables WHERE table_id = $1`, [game])).rows[0]!.lease_owner;
    const holder = replicas.find((x) => owner.startsWith(`p${x.child.pid}_`))!;
    expect(holder).toBeDefined();
    await stopReplicas([holder], 'SIGKILL');
    expect(await waitFor(r.id, ['settled'], 30_000)).toBe('settled');
    await expectBooksBalance(ps);
  }, 90_000);

  it('resumes a round when every process died mid-round and a new one starts: drawn, called and paid', async () => {
    const [survivor] = live();
    const ps = (await players(2)).map((pl) => ({ ...pl, via: 0 }));
    for (const pl of ps) expect((await call(survivor!, 'session', { token: pl.token })).ok).toBe(true);
    const r = await openRound(survivor!, ps[0]!.token, 1500);
    await Promise.all(ps.map((pl) => call(survivor!, 'bet', { token: pl.token, roundId: r.id, bets: [{ spot: 'card:500', amount: '25' }] })));
    await stopReplicas([survivor!], 'SIGKILL');
    expect(await roundStatus(r.id)).toBe('open');
    // A new process finds the round in play at its start (within the resume window): it closes, draws and settles it.
    replicas.push(await startReplica(t.location, p.config.platformSecret, coinEnv));
    expect(await waitFor(r.id, ['settled', 'voided'], 30_000)).toBe('settled');
    await expectBooksBalance(ps);
  }, 90_000);
});

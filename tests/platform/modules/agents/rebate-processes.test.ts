import type { Merchant } from '@/platform/src/context';
import { rebateJobName } from '@/platform/src/modules/agents';
import { dayOf } from '@/platform/src/modules/jobs';
import type { LedgerService } from '@/platform/src/modules/ledger';
import { describeOnPostgres, type TestDb } from '@/tests/support/db';
import { makeMember } from '@/tests/support/members';
import { platformOnPostgres, stopProcessesAndPlatform, type TestPlatform } from '@/tests/support/platform';
import { startReplica, stopReplicas, type Replica } from '@/tests/support/replica';
import { makeVendor } from '@/tests/support/vendor';

const describePg = describeOnPostgres('agents rebate, processes');

/**
 * The rebate payouts with two platform processes on one PostgreSQL: both pay the same settled
 * bets at once (one the hour, the other its day), and a process killed (SIGKILL) in the middle of
 * a run, whose work another process then finishes. A 4-level line A > B > C > 40 members, rates
 * lottery 200 > 150 > 100 > 50 and slots 120 > 100 > 80 > 30 bp: every lottery stake pays 50 bp
 * to each of the four; a slots stake 30 bp to the member, 50 to C, 20 to B and to A. The expected
 * amounts are those sums of the bets' stakes, computed here in SQL apart from the payout code.
 */
describePg('agents\' rebate payouts, platform processes on one PostgreSQL [postgres]', () => {
  let t: TestDb;
  let p: TestPlatform;
  let ledger: LedgerService;
  let demo: Merchant;
  let replicas: Replica[] = [];
  let A: number, B: number, C: number;
  let players: number[] = [];

  const bo = (port: number, body: unknown) => fetch(`http://127.0.0.1:${port}/bo/jobs/demo/rerun`, {
    method: 'POST', headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  beforeAll(async () => {
    ({ t, p, ledger, demo } = await platformOnPostgres({}));
    const inj = (method: 'POST' | 'PATCH', url: string, body: unknown) => p.app.inject({
      method, url, headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' }, payload: JSON.stringify(body),
    });
    await makeVendor(p, { code: 'rbp', name: 'Rebate processes' });
    expect((await inj('POST', '/bo/catalog/import/demo', {
      vendor: { vassalage: 'RBP', displayName: 'Rebate processes' },
      games: [{ gameId: 'rbp-slot', gameType: 'RNG', names: { EN: 'Slot' }, minBet: '1' }, { gameId: 'rbp-lotto', gameType: 'LOTT', names: { EN: 'Lotto' }, minBet: '1' }],
    })).statusCode).toBe(200);
    expect((await inj('PATCH', '/bo/catalog/vendors/demo/RBP', { walletVendor: 'rbp', enabled: true })).statusCode).toBe(200);
    A = (await makeMember(p, { type: 3 })).id;
    B = (await makeMember(p, { type: 3, parentAgentId: A })).id;
    C = (await makeMember(p, { type: 3, parentAgentId: B })).id;
    players = [];
    for (let i = 0; i < 40; i++) players.push((await makeMember(p, { type: 0, parentAgentId: C })).id);
    const rates: [number, number, number][] = [[A, 200, 120], [B, 150, 100], [C, 100, 80], ...players.map((m) => [m, 50, 30] as [number, number, number])];
    for (const [m, lottery, slots] of rates) {
      await t.db.query(
        `INSERT INTO agent_rebates (merchant_id, member_id, product, rate_bp, updated_at) VALUES ($1, $2, 'lottery', $3, now()), ($1, $2, 'slots', $4, now())`,
        [demo.id, m, lottery, slots]);
    }
  }, 120_000);
  afterAll(() => stopProcessesAndPlatform(replicas, p, t), 30_000);

  /** n settled real-money bets in the hour starting at `from`, spread over the players, stakes 1.00 to 99.99, slots and lottery in turn. */
  async function settledBets(prefix: string, from: Date, n: number) {
    await t.db.query(
      `INSERT INTO bets (merchant_id, member_id, vendor, transaction_id, game_id, round_id, stake_minor, payout_minor, status, currency, play_money, created_at, settled_at)
       SELECT $1, ($2::bigint[])[1 + i % cardinality($2::bigint[])], 'rbp', $3 || i, CASE WHEN i % 2 = 0 THEN 'rbp-slot' ELSE 'rbp-lotto' END, $3 || 'r' || i,
              100 + (i * 7919) % 9900, 0, 'settled', 'CNY', false, $4::timestamptz + i * interval '300 ms', $4::timestamptz + i * interval '300 ms' + interval '1 s'
         FROM generate_series(1, $5) AS i`,
      [demo.id, players, prefix, from, n]);
  }

  /** Each beneficiary's expected total in 1/10000 minor units, from the bets alone. */
  async function expected(prefixes: string[]): Promise<Map<number, bigint>> {
    const rows = (await t.db.query<{ member_id: string; lottery: string; slots: string }>(
      `SELECT member_id::text, coalesce(sum(stake_minor) FILTER (WHERE game_id = 'rbp-lotto'), 0)::text AS lottery,
              coalesce(sum(stake_minor) FILTER (WHERE game_id = 'rbp-slot'), 0)::text AS slots
         FROM bets WHERE merchant_id = $1 AND vendor = 'rbp' AND left(transaction_id, 2) = ANY($2::text[]) GROUP BY member_id`,
      [demo.id, prefixes])).rows;
    const out = new Map<number, bigint>();
    const add = (id: number, v: bigint) => out.set(id, (out.get(id) ?? 0n) + v);
    for (const r of rows) {
      const [lottery, slots] = [BigInt(r.lottery), BigInt(r.slots)];
      add(Number(r.member_id), lottery * 50n + slots * 30n);
      add(C, lottery * 50n + slots * 50n);
      add(B, lottery * 50n + slots * 20n);
      add(A, lottery * 50n + slots * 20n);
    }
    return out;
  }

  /** Every beneficiary's account agrees with its share rows, and its wallet got exactly what the account says was paid. */
  async function booksAgree(): Promise<Map<number, bigint>> {
    const rows = (await t.db.query<{ member_id: string; accrued_e4: string; paid_minor: string; carry_e4: number; rows_e4: string | null }>(
      `SELECT b.member_id::text, b.accrued_e4::text, b.paid_minor::text, b.carry_e4,
              (SELECT sum(a.accrued_e4) FROM agent_rebate_accruals a WHERE a.merchant_id = b.merchant_id AND a.beneficiary_id = b.member_id)::text AS rows_e4
         FROM agent_rebate_balances b WHERE b.merchant_id = $1`, [demo.id])).rows;
    const accrued = new Map<number, bigint>();
    for (const r of rows) {
      expect(r.rows_e4).toBe(r.accrued_e4);
      const wallet = await ledger.memberWallet(t.db, demo.id, Number(r.member_id), 'CNY');
      expect((await ledger.balance(t.db, demo.id, wallet.id))!.balance_minor).toBe(BigInt(r.paid_minor));
      expect(BigInt(r.accrued_e4)).toBe(BigInt(r.paid_minor) * 10_000n + BigInt(r.carry_e4));
      accrued.set(Number(r.member_id), BigInt(r.accrued_e4));
    }
    expect((await ledger.verify(demo.id)).violations).toEqual([]);
    return accrued;
  }

  const shareCount = async (prefix: string) => Number((await t.db.query<{ n: string }>(
    'SELECT count(*)::text AS n FROM agent_rebate_accruals WHERE merchant_id = $1 AND left(transaction_id, 2) = $2', [demo.id, prefix])).rows[0]!.n);

  /** Waits until no run of the job is held by a live process. */
  async function settle() {
    for (let i = 0; i < 600; i++) {
      const n = Number((await t.db.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM job_runs WHERE merchant_id = $1 AND job = $2 AND status = 'running' AND lease_expires_at > now()`, [demo.id, rebateJobName])).rows[0]!.n);
      if (n === 0) return;
      await sleep(100);
    }
    throw new Error('a rebate run is still running');
  }

  const hourStart = (hoursAgo: number) => new Date(Math.floor(Date.now() / 3_600_000 - hoursAgo) * 3_600_000);
  const hourOf = (d: Date) => d.toISOString().slice(0, 13);

  it('pays once when two processes pay the same 4 000 bets at the same moment (one the hour, the other its day)', async () => {
    const h = hourStart(3);
    await settledBets('h1', h, 4000);
    replicas = await Promise.all([startReplica(t.location, p.config.platformSecret), startReplica(t.location, p.config.platformSecret)]);
    // The first process starts the hour; once its first shares are in, the second starts the day over the same bets.
    const first = bo(replicas[0]!.port, { job: rebateJobName, period: hourOf(h) });
    for (let i = 0; i < 2000 && (await shareCount('h1')) === 0; i++) await sleep(10);
    const second = bo(replicas[1]!.port, { job: rebateJobName, period: dayOf(h, demo.timeZone) });
    const [one, two] = await Promise.all([first, second]);
    expect([one.status, two.status]).toEqual([200, 200]);
    await settle();
    const shares = Number((await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM agent_rebate_accruals WHERE merchant_id = $1', [demo.id])).rows[0]!.n);
    expect(shares).toBe(4000 * 4);
    const want = await expected(['h1']);
    expect(await booksAgree()).toEqual(want);
    const runs = (await t.db.query<{ period: string; started_at: Date; finished_at: Date; result: { paid_minor: string; bets: number; shares: number } }>(
      `SELECT period, started_at, finished_at, result FROM job_runs WHERE merchant_id = $1 AND job = $2 AND period = ANY($3::text[]) AND status = 'done'`,
      [demo.id, rebateJobName, [hourOf(h), dayOf(h, demo.timeZone)]])).rows;
    expect(runs).toHaveLength(2);
    // The two runs overlapped in time: each started before the other finished.
    expect(runs[0]!.started_at < runs[1]!.finished_at && runs[1]!.started_at < runs[0]!.finished_at).toBe(true);
    // Together the hour's and the day's runs paid each account its whole minor units once: floor(accrued / 10 000).
    expect(runs.reduce((s, r) => s + BigInt(r.result.paid_minor), 0n)).toBe([...want.values()].reduce((s, v) => s + v / 10_000n, 0n));
    console.log(`[agents rebate, processes] 4 000 bets, two processes at once: ${runs.map((r) => `${r.period} ${JSON.stringify(r.result)}`).join('; ')}`);
  }, 180_000);

  it('loses nothing and pays nothing twice when a process is killed in the middle of a run', async () => {
    const h = hourStart(2);
    const dayOfH = dayOf(h, demo.timeZone);
    await settledBets('h2', h, 6000);
    const [doomed] = [await startReplica(t.location, p.config.platformSecret)];
    const count = () => shareCount('h2');
    const running = bo(doomed.port, { job: rebateJobName, period: hourOf(h) }).catch(() => null);
    for (let i = 0; i < 2000 && (await count()) === 0; i++) await sleep(10);
    await stopReplicas([doomed], 'SIGKILL');
    await running;
    const atKill = await count();
    console.log(`[agents rebate, processes] killed after ${atKill} of ${6000 * 4} shares`);
    expect(atKill).toBeGreaterThan(0);
    expect(atKill).toBeLessThan(6000 * 4);
    // What the dead process committed is whole: every account equals its share rows, every wallet its payments.
    await booksAgree();
    // Another process sweeps the day: the rest is paid, nothing twice.
    const sweep = await bo(replicas[1]!.port, { job: rebateJobName, period: dayOfH });
    const swept = await sweep.json();
    console.log(`[agents rebate, processes] the day's sweep after the kill: ${JSON.stringify(swept.value)}`);
    expect(swept.value.status).toBe('done');
    expect(await count()).toBe(6000 * 4);
    const want = await expected(['h1', 'h2']);
    expect(await booksAgree()).toEqual(want);
  }, 180_000);
});

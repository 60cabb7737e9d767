import { randomUUID } from 'node:crypto';
import { agentRebateValueSchema, teamRebateValueSchema } from '@/lib/wps/schemas/agent-rebates';
import type { Merchant } from '@/platform/src/context';
import { createRebatePayoutsService, rebateJobName, type RebatePayoutsService } from '@/platform/src/modules/agents';
import { createJobsService, dayOf, jobLimits } from '@/platform/src/modules/jobs';
import { createLedgerService, type LedgerService } from '@/platform/src/modules/ledger';
import { describeEachDb } from '@/tests/support/db';
import { freshIp, manualClock } from '@/tests/support/clock';
import { fundWallet, makeMember } from '@/tests/support/members';
import { useOpsCli } from '@/tests/support/ops';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { gameToken, makeVendor, type VendorClient } from '@/tests/support/vendor';
import { wpsCall } from '@/tests/support/wps-client';

/**
 * Rebate (返点) payouts on a 4-level tree (modules/agents, the job agents.rebate): A 2.00 % >
 * B 1.50 % > C 1.00 % > member M 0.50 % on lottery, and A 1.20 % > B 1.00 % > C 0.80 % > M 0.30 %
 * on slots, with real bets through the seamless wallet. Every expected amount is computed by hand
 * in the comments, in 1/10000 minor units (e4) where fractions are carried.
 */
describeEachDb('agents\' rebate payouts (modules/agents, agents.rebate)', (get) => {
  // 08:10 UTC; the demo merchant's days are UTC days.
  const clock = manualClock(Date.parse('2026-11-24T08:10:00Z'));
  const platform = usePlatform(get, { clock });
  const { ops } = useOpsCli(platform);
  let p: TestPlatform;
  let demo: Merchant;
  let ledger: LedgerService;
  let vendor: VendorClient;
  const games = { slots: 'rb-slot', lottery: 'rb-lotto' } as const;
  const bo = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => p.app.inject({
    method, url, headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  const txid = () => randomUUID();

  beforeAll(async () => {
    p = platform();
    demo = (await p.deps.merchants.byCode('demo'))!;
    ledger = createLedgerService({ db: p.deps.db });
    vendor = await makeVendor(p, { code: 'rbgames', name: 'Rebate Games' });
    const imported = await bo('POST', '/bo/catalog/import/demo', {
      vendor: { vassalage: 'RBG', displayName: 'Rebate Games' },
      games: [
        { gameId: games.slots, gameType: 'RNG', names: { EN: 'Slot' }, minBet: '1' },
        { gameId: games.lottery, gameType: 'LOTT', names: { EN: 'Lotto' }, minBet: '1' },
      ],
    });
    expect(imported.statusCode).toBe(200);
    expect((await bo('PATCH', '/bo/catalog/vendors/demo/RBG', { walletVendor: 'rbgames', enabled: true })).statusCode).toBe(200);
  });

  afterEach(async () => {
    // ledger:verify's check, after every test: balanced entries, balances equal to their lines.
    expect((await ledger.verify(demo.id)).violations).toEqual([]);
  });

  /** What a member's wallet received as rebate: its ledger lines of reason agent.rebate (the member's own stakes move the wallet too). */
  const received = async (memberId: number) => {
    const wallet = await ledger.memberWallet(p.deps.db, demo.id, memberId, 'CNY');
    const lines = await ledger.accountLines(p.deps.db, demo.id, wallet.id, ['agent.rebate'], { from: new Date(0), to: new Date('2100-01-01'), limit: 1000, offset: 0 });
    return lines.rows.reduce((a, r) => a + BigInt(r.amount_minor), 0n);
  };
  const setRates = async (memberId: number, rates: Record<string, number>) => {
    for (const [product, bp] of Object.entries(rates)) {
      await p.deps.db.query(
        `INSERT INTO agent_rebates (merchant_id, member_id, product, rate_bp, updated_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (merchant_id, member_id, product) DO UPDATE SET rate_bp = $4`, [demo.id, memberId, product, bp, clock.now()]);
    }
  };
  const session = async (memberId: number) => (await p.deps.sessions.issue(p.deps.db, demo.id, memberId, { ip: freshIp(), device: 'H5', remember: false })).token;

  /** A funded member who plays: a settled bet (a stake, then a win closing the round), an open one, a rolled-back one. */
  async function player(parentAgentId: number, type = 0) {
    const m = await makeMember(p, { type, parentAgentId });
    await fundWallet(p.deps.db, demo.id, m.id, 10_000_000n, type === 4 ? 'house_play_money' : 'house_deposit_clearing');
    const stake = async (gameId: string, amount: string) => {
      const id = txid();
      const token = await gameToken(p, vendor.code, m.username, { gameId });
      const r = await vendor.call('bet', { requestId: txid(), token, transactionId: id, roundId: `r-${id}`, gameId, amount, currency: 'CNY' });
      expect(r.json.status).toBe('OK');
      return { id, token };
    };
    return {
      ...m,
      async settled(gameId: string, amount: string) {
        const b = await stake(gameId, amount);
        const r = await vendor.call('win', {
          requestId: txid(), token: b.token, transactionId: txid(), referenceTransactionId: b.id, roundId: `r-${b.id}`, gameId, amount: '0.00', currency: 'CNY', roundClosed: true,
        });
        expect(r.json.status).toBe('OK');
      },
      open: (gameId: string, amount: string) => stake(gameId, amount),
      async rolledBack(gameId: string, amount: string) {
        const b = await stake(gameId, amount);
        const r = await vendor.call('rollback', { requestId: txid(), token: b.token, transactionId: txid(), referenceTransactionId: b.id, roundId: `r-${b.id}`, gameId, currency: 'CNY', roundClosed: true });
        expect(r.json.status).toBe('OK');
      },
    };
  }

  const runs = () => p.deps.jobs.runDue({ merchantId: demo.id, job: rebateJobName });
  const balances = async (ids: number[]) => Object.fromEntries((await p.deps.db.query<{ member_id: string; carry_e4: number; paid_minor: string; accrued_e4: string }>(
    'SELECT member_id::text, carry_e4, paid_minor::text, accrued_e4::text FROM agent_rebate_balances WHERE merchant_id = $1 AND member_id = ANY($2::bigint[])',
    [demo.id, ids])).rows.map((r) => [Number(r.member_id), [r.accrued_e4, r.paid_minor, r.carry_e4]]));

  let A: number, B: number, C: number;
  let M: Awaited<ReturnType<typeof player>>;
  const deltas = async () => Promise.all([A, B, C, M.id].map(received));

  it('pays the member its own rate and each upline the difference to the child below, by hand to the minor unit, the fraction carried', async () => {
    A = (await makeMember(p, { type: 3 })).id;
    B = (await makeMember(p, { type: 3, parentAgentId: A })).id;
    C = (await makeMember(p, { type: 3, parentAgentId: B })).id;
    M = await player(C);
    await setRates(A, { lottery: 200, slots: 120 });
    await setRates(B, { lottery: 150, slots: 100 });
    await setRates(C, { lottery: 100, slots: 80 });
    await setRates(M.id, { lottery: 50, slots: 30 });

    // 08:10-08:30: lottery 123.45 and slots 33.33 settled; an open, a rolled-back and a trial player's bet pay nothing.
    await M.settled(games.lottery, '123.45');
    clock.advance(10 * 60_000);
    await M.settled(games.slots, '33.33');
    await M.open(games.slots, '500.00');
    await M.rolledBack(games.lottery, '700.00');
    const trial = await player(C, 4);
    await trial.settled(games.slots, '900.00');

    clock.advance(45 * 60_000); // 09:05: the 08 hour ended more than 2 minutes ago.
    const out = await runs();
    const hour = out.find((o) => o.period === '2026-11-24T08')!;
    expect(hour).toMatchObject({ outcome: 'done', result: { bets: 2, beneficiaries: 4 } });
    // lottery 12 345 minor: every difference is 50 bp: 12 345 x 50 = 617 250 e4 (61.725) for each of M, C, B, A.
    // slots 3 333 minor: M 30 bp = 99 990 e4, C 80-30 = 50 bp = 166 650, B 100-80 = 20 bp = 66 660, A 120-100 = 20 bp = 66 660.
    // M 717 240 e4 -> 71 paid, 7 240 carried; C 783 900 -> 78, 3 900; B 683 910 -> 68, 3 910; A the same as B.
    expect(await deltas()).toEqual([68n, 68n, 78n, 71n]);
    expect(await balances([A, B, C, M.id])).toEqual({
      [A]: ['683910', '68', 3910], [B]: ['683910', '68', 3910], [C]: ['783900', '78', 3900], [M.id]: ['717240', '71', 7240],
    });
    expect(hour.result!.paid_minor).toBe(String(68 + 68 + 78 + 71));

    // 09:20: lottery 10.01 = 1 001 minor x 50 bp = 50 050 e4 for each: the carry plus it makes one more whole payment of 5 each.
    clock.advance(15 * 60_000);
    await M.settled(games.lottery, '10.01');
    clock.advance(45 * 60_000); // 10:05
    const second = (await runs()).find((o) => o.period === '2026-11-24T09')!;
    expect(second.result).toMatchObject({ bets: 1, beneficiaries: 4, paid_minor: '20' });
    // A and B: 3 910 + 50 050 = 53 960 -> 5, carry 3 960; C: 3 900 + 50 050 -> 5, 3 950; M: 7 240 + 50 050 -> 5, 7 290.
    expect(await deltas()).toEqual([73n, 73n, 83n, 76n]);
    expect(await balances([A, B, C, M.id])).toEqual({
      [A]: ['733960', '73', 3960], [B]: ['733960', '73', 3960], [C]: ['833950', '83', 3950], [M.id]: ['767290', '76', 7290],
    });
    // Nothing lost or invented: the house paid exactly what the members received.
    const house = (await ledger.houseAccountsOfKind(p.deps.db, demo.id, 'house_rebate', 'CNY')).reduce((a, x) => a + x.balance_minor, 0n);
    expect(house).toBe(-(73n + 73n + 83n + 76n));
  });

  it('pays once: a second pass, an operator\'s rerun of the hour and the day\'s sweep over the same bets pay nothing more', async () => {
    expect((await runs()).filter((o) => o.period.startsWith('2026-11-24T0'))).toEqual([]);
    const rerun = await bo('POST', '/bo/jobs/demo/rerun', { job: rebateJobName, period: '2026-11-24T08' });
    expect(rerun.statusCode).toBe(200);
    expect(rerun.json().value).toMatchObject({ status: 'done', attempts: 2, result: { bets: 2, beneficiaries: 0, paid_minor: '0' } });
    const sweep = await bo('POST', '/bo/jobs/demo/rerun', { job: rebateJobName, period: '2026-11-24' });
    expect(sweep.json().value).toMatchObject({ status: 'done', result: { bets: 3, paid_minor: '0' } });
    expect(await deltas()).toEqual([73n, 73n, 83n, 76n]);
    const listed = await bo('GET', `/bo/jobs/demo?job=${rebateJobName}&limit=200`);
    expect(listed.json().value.map((r: { period: string }) => r.period)).toEqual(expect.arrayContaining(['2026-11-24T08', '2026-11-24T09', '2026-11-24']));
  });

  it('pays once when two runners pay the same bets at the same moment (the hour and the day at once, twice each)', async () => {
    await M.settled(games.slots, '77.77'); // 10:05, the 10 hour: 7 777 minor.
    const mk = () => createRebatePayoutsService({ db: p.deps.db, clock, members: p.deps.members, ledger: createLedgerService({ db: p.deps.db }) });
    const [one, two] = [mk(), mk()];
    const all = await Promise.all([one, two, one, two].map((s: RebatePayoutsService, i) => s.payPeriod(demo, i % 2 ? '2026-11-24' : '2026-11-24T10', async () => undefined)));
    // Slots 7 777 minor: M 30 bp = 233 310 e4, C 50 bp = 388 850, B and A 20 bp = 155 540 each.
    // M 7 290 + 233 310 = 240 600 -> 24, 600; C 3 950 + 388 850 = 392 800 -> 39, 2 800; A, B 3 960 + 155 540 = 159 500 -> 15, 9 500.
    expect(all.reduce((a, r) => a + BigInt(r.paid_minor as string), 0n)).toBe(24n + 39n + 15n + 15n);
    expect(await deltas()).toEqual([88n, 88n, 122n, 100n]);
    expect(await balances([A, M.id])).toEqual({ [A]: ['889500', '88', 9500], [M.id]: ['1000600', '100', 600] });
  });

  it('resumes a run that failed after some payments without paying anyone twice', async () => {
    clock.advance(60 * 60_000); // 11:05
    await M.settled(games.lottery, '200.00'); // 20 000 minor x 50 bp = 1 000 000 e4 = 100 minor (1.00) for each of the four.
    clock.advance(60 * 60_000); // 12:05: the 11 hour is due.
    const real = createLedgerService({ db: p.deps.db });
    let posts = 0;
    const crashing = createRebatePayoutsService({
      db: p.deps.db, clock, members: p.deps.members,
      ledger: { ...real, post: async (q, m, input) => { if (++posts === 3) throw new Error('the process died'); return real.post(q, m, input); } },
    });
    const runner = createJobsService({ db: p.deps.db, clock, merchants: p.deps.merchants, audit: p.deps.audit, owner: 'crashing', onError: () => undefined });
    runner.register(crashing.rebateJob());
    const failed = (await runner.runDue({ merchantId: demo.id, job: rebateJobName })).find((o) => o.period === '2026-11-24T11');
    expect(failed).toMatchObject({ outcome: 'failed', error: 'the process died' });
    // Beneficiaries go in id order (A, B, C, M): A and B were paid, C's transaction rolled back whole, M not reached.
    expect(await deltas()).toEqual([188n, 188n, 122n, 100n]);
    clock.advance(jobLimits.retry_first_ms);
    const resumed = (await runs()).find((o) => o.period === '2026-11-24T11');
    expect(resumed).toMatchObject({ outcome: 'done', result: { bets: 1, beneficiaries: 2, paid_minor: '200' } });
    expect(await deltas()).toEqual([188n, 188n, 222n, 200n]);
    expect(Number((await p.deps.db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM agent_rebate_accruals WHERE merchant_id = $1 AND bettor_id = $2', [demo.id, M.id])).rows[0]!.n)).toBe(5 * 4);
  });

  it('shows an agent its rates, its earnings by day and product, and its team\'s per direct downline; refuses members and other lines', async () => {
    const tokenA = await session(A);
    const own = await wpsCall(p.app, 'agentRebate', { token: tokenA, query: { startDate: '2026-11-24', endDate: '2026-11-24' }, ip: freshIp() });
    expect(own.statusCode).toBe(200);
    const v = agentRebateValueSchema.parse(own.json().value);
    // A's accruals: lottery 617 250 + 50 050 + 1 000 000 = 1 667 300 e4 (166.73 minor, shown 1.66); slots 66 660 + 155 540 =
    // 222 200 (22.22 minor, 0.22); in all 1 889 500 e4: 188 minor paid, 9 500 e4 (0.0095) carried.
    expect(v).toMatchObject({
      currency: 'CNY', startDate: '2026-11-24', endDate: '2026-11-24',
      rates: [{ productType: 'slots', rateBp: 120 }, { productType: 'lottery', rateBp: 200 }],
      days: [{ day: '2026-11-24', productType: 'lottery', bets: 3, amount: '1.66' }, { day: '2026-11-24', productType: 'slots', bets: 2, amount: '0.22' }],
      products: [{ productType: 'slots', amount: '0.22' }, { productType: 'lottery', amount: '1.66' }],
      total: '1.88', paid: '1.88', pending: '0.009500',
    });
    const team = await wpsCall(p.app, 'agentTeamRebate', { token: tokenA, query: { startDate: '2026-11-24', endDate: '2026-11-24' }, ip: freshIp() });
    const t = teamRebateValueSchema.parse(team.json().value);
    const bName = (await p.deps.members.byId(p.deps.db, demo.id, B))!.username;
    expect(t).toMatchObject({ total: '1.88', totalCount: 1, list: [{ username: bName, bettors: 1, bets: 5, amount: '1.88' }] });

    const settings = await wpsCall(p.app, 'agentRebateSettings', { token: await session(B), ip: freshIp() });
    expect(settings.json().value).toEqual({ content: [{ productType: 'slots', rateBp: 100 }, { productType: 'lottery', rateBp: 150 }] });

    // Another line: an agent of its own, outside A's team, asks for B's line; and a member asks at all.
    const stranger = (await makeMember(p, { type: 3 })).id;
    const refused = await wpsCall(p.app, 'agentTeamRebate', { token: await session(stranger), query: { username: bName }, ip: freshIp() });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'permission.denied']);
    const upward = await wpsCall(p.app, 'agentTeamRebate', { token: await session(C), query: { username: (await p.deps.members.byId(p.deps.db, demo.id, A))!.username }, ip: freshIp() });
    expect([upward.statusCode, upward.json().errorCode]).toEqual([403, 'permission.denied']);
    const strangerOwn = agentRebateValueSchema.parse((await wpsCall(p.app, 'agentRebate', { token: await session(stranger), ip: freshIp() })).json().value);
    expect(strangerOwn).toMatchObject({ total: '0.00', days: [], paid: '0.00' });
    for (const call of ['agentRebate', 'agentTeamRebate', 'agentRebateSettings'] as const) {
      const r = await wpsCall(p.app, call, { token: await session(M.id), ip: freshIp() });
      expect([r.statusCode, r.json().errorCode]).toEqual([403, 'permission.denied']);
    }
    const narrowed = await wpsCall(p.app, 'agentTeamRebate', { token: tokenA, query: { username: M.username, startDate: '2026-11-24', endDate: '2026-11-24' }, ip: freshIp() });
    expect(teamRebateValueSchema.parse(narrowed.json().value).list).toEqual([{ username: bName, bettors: 1, bets: 5, amount: '1.88' }]);
    const bad = await wpsCall(p.app, 'agentRebate', { token: tokenA, query: { startDate: '2026-11-30', endDate: '2026-11-01' }, ip: freshIp() });
    expect(bad.statusCode).toBe(400);

    // Without dates the range ends on the merchant's day: at 17:30 UTC on the 24th it is the 25th in Asia/Shanghai (the demo's zone).
    clock.advance(Date.parse('2026-11-24T17:30:00Z') - clock.now().getTime());
    const today = dayOf(clock.now(), demo.timeZone);
    expect(demo.timeZone === 'Asia/Shanghai' ? today : '2026-11-25').toBe('2026-11-25');
    const byDefault = agentRebateValueSchema.parse((await wpsCall(p.app, 'agentRebate', { token: await session(A), ip: freshIp() })).json().value);
    expect([byDefault.startDate, byDefault.endDate, byDefault.total]).toEqual(['2026-10-26', '2026-11-25', '1.88']);
    const shown = await bo('GET', `/bo/agents/demo/rebates/${M.username}?startDate=2026-11-24&endDate=2026-11-24`);
    expect(shown.json().value).toMatchObject({ memberId: M.id, accrued: '2.00', paid: '2.00', pending: '0.000600', payments: 4 });
  });

  it('shows operators a member\'s rebates (rebates:show) and keeps the books clean (ledger:verify)', async () => {
    const shown = await ops(`rebates:show demo ${M.username} --from 2026-11-24 --to 2026-11-24`);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain('accrued 2.00, paid 2.00 in 4 payments, carried 0.000600');
    expect(shown.out).toMatch(/2026-11-24\s+lottery\s+3\s+1\.66/);
    // The agents' rules hold for operators too: a raise within the upline's rate minus the gap goes
    // through; a rate on a product the upline has none of, or a product that does not exist, does not.
    const rated = await ops(`rebates:rate demo ${M.username} slots=35`);
    expect(rated.code).toBe(0);
    expect(rated.out).toContain('rates slots 0.35%');
    expect((await ops(`rebates:rate demo ${M.username} live=25`)).code).not.toBe(0);
    expect((await ops(`rebates:rate demo ${M.username} golf=5`)).code).not.toBe(0);
    const audited = await bo('GET', '/bo/audit?merchant=demo&limit=5');
    expect(JSON.stringify(audited.json().value)).toContain(`agents.rates`);
    expect(JSON.stringify(audited.json().value)).toContain(`demo/${M.username}`);
    const verify = await ops('ledger:verify --merchant demo');
    expect([verify.code, verify.err]).toEqual([0, '']);
    expect((await ops('rebates:show demo nobody-here')).code).not.toBe(0);
  });

});

import { randomUUID } from 'node:crypto';
import { rankProgressValueSchema, type RankProgressValue } from '@/lib/wps/schemas/vip';
import type { Merchant, PeriodicJobs } from '@/platform/src/context';
import { createJobsService, jobLimits } from '@/platform/src/modules/jobs';
import { createLedgerService, type LedgerService } from '@/platform/src/modules/ledger';
import { createRewardsService } from '@/platform/src/modules/rewards';
import { createVipService, type VipService } from '@/platform/src/modules/vip';
import { describeEachDb } from '@/tests/support/db';
import { freshIp, manualClock } from '@/tests/support/clock';
import { fundWallet, makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { gameToken, makeVendor, type VendorClient } from '@/tests/support/vendor';
import { wpsCall } from '@/tests/support/wps-client';

/**
 * VIP over the demo merchant's seeded levels (platform/seed/vip.ts: Bronze 0, Silver 5 000,
 * Gold 50 000, ...), with real bets through the seamless wallet on games of several types, and
 * the daily rebate run through the periodic runs (modules/jobs).
 */
describeEachDb('VIP and the daily rebate (modules/vip)', (get) => {
  const clock = manualClock(Date.parse('2026-11-24T08:00:00Z'));
  const platform = usePlatform(get, { clock });
  let p: TestPlatform;
  let demo: Merchant;
  let ledger: LedgerService;
  let vendor: VendorClient;

  const games = { slots: 'vip-slot', live: 'vip-baccarat', sports: 'vip-football', fishing: 'vip-fish', lottery: 'vip-lotto' } as const;
  const bo = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, body?: unknown) => p.app.inject({
    method, url, headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  const txid = () => randomUUID();

  beforeAll(async () => {
    p = platform();
    demo = (await p.deps.merchants.byCode('demo'))!;
    ledger = createLedgerService({ db: p.deps.db });
    vendor = await makeVendor(p, { code: 'vipgames', name: 'VIP Games' });
    const imported = await bo('POST', '/bo/catalog/import/demo', {
      vendor: { vassalage: 'VIPG', displayName: 'VIP Games' },
      games: [
        { gameId: games.slots, gameType: 'RNG', names: { EN: 'Slot' }, minBet: '1' },
        { gameId: games.live, gameType: 'LIVE', names: { EN: 'Baccarat' }, minBet: '1' },
        { gameId: games.sports, gameType: 'SPORTS', names: { EN: 'Football' }, minBet: '1' },
        { gameId: games.fishing, gameType: 'FISH', names: { EN: 'Fish' }, minBet: '1' },
        { gameId: games.lottery, gameType: 'LOTT', names: { EN: 'Lotto' }, minBet: '1' },
      ],
    });
    expect(imported.statusCode).toBe(200);
    expect((await bo('PATCH', '/bo/catalog/vendors/demo/VIPG', { walletVendor: 'vipgames', enabled: true })).statusCode).toBe(200);
  });

  afterEach(async () => {
    expect((await ledger.verify(demo.id)).violations).toEqual([]);
  });

  const walletOf = async (memberId: number) =>
    (await ledger.balance(p.deps.db, demo.id, (await ledger.memberWallet(p.deps.db, demo.id, memberId, 'CNY')).id))!.balance_minor;

  /** A funded member and a way to play: a settled bet (stake, then a win that closes the round), an open one, a rolled-back one. */
  async function player(input: { birthday?: string } = {}) {
    const m = await makeMember(p, { type: 0, ...input });
    await fundWallet(p.deps.db, demo.id, m.id, 10_000_000n);
    const tokens = new Map<string, string>();
    const token = async (gameId: string) => tokens.get(gameId) ?? tokens.set(gameId, await gameToken(p, vendor.code, m.username, { gameId })).get(gameId)!;
    const stake = async (gameId: string, amount: string) => {
      const id = txid();
      const r = await vendor.call('bet', { requestId: txid(), token: await token(gameId), transactionId: id, roundId: `r-${id}`, gameId, amount, currency: 'CNY' });
      expect(r.json.status).toBe('OK');
      return id;
    };
    return {
      ...m,
      async settled(gameId: string, amount: string, won = '0.00') {
        const b = await stake(gameId, amount);
        const r = await vendor.call('win', {
          requestId: txid(), token: await token(gameId), transactionId: txid(), referenceTransactionId: b, roundId: `r-${b}`, gameId, amount: won, currency: 'CNY', roundClosed: true,
        });
        expect(r.json.status).toBe('OK');
      },
      open: (gameId: string, amount: string) => stake(gameId, amount),
      async rolledBack(gameId: string, amount: string) {
        const b = await stake(gameId, amount);
        const r = await vendor.call('rollback', { requestId: txid(), token: await token(gameId), transactionId: txid(), referenceTransactionId: b, roundId: `r-${b}`, gameId, currency: 'CNY', roundClosed: true });
        expect(r.json.status).toBe('OK');
      },
    };
  }

  const session = async (memberId: number) => (await p.deps.sessions.issue(p.deps.db, demo.id, memberId, { ip: freshIp(), device: 'H5', remember: false })).token;
  async function progress(memberId: number): Promise<RankProgressValue> {
    const r = await wpsCall(p.app, 'vipRankProgress', { token: await session(memberId), ip: freshIp() });
    expect(r.statusCode).toBe(200);
    return rankProgressValueSchema.parse(r.json().value);
  }
  const rebateRuns = (job: PeriodicJobs) => job.runDue({ merchantId: demo.id, job: 'vip.rebate' });

  let alice: Awaited<ReturnType<typeof player>>;

  it('pays the day\'s rebate as computed by hand: settled turnover per product × the level\'s rate, rounded down per product', async () => {
    alice = await player({ birthday: '1990-11-05' });
    // 2026-11-24 (UTC, the demo's zone): 6 734.56 settled across four products; a rolled-back and an open bet count for nothing.
    await alice.settled(games.slots, '1000.00', '950.00');
    await alice.settled(games.slots, '2000.00');
    await alice.settled(games.live, '2000.00', '1900.00');
    await alice.settled(games.sports, '1234.56');
    await alice.settled(games.fishing, '500.00');
    await alice.rolledBack(games.slots, '999.00');
    await alice.open(games.lottery, '300.00');
    const before = await walletOf(alice.id);

    clock.advance(17 * 3_600_000 + 60_000); // 2026-11-25 01:01 UTC: the 24th has ended.
    const outcomes = await rebateRuns(p.deps.jobs);
    expect(outcomes.map((o) => [o.period, o.outcome])).toEqual([['2026-11-22', 'done'], ['2026-11-23', 'done'], ['2026-11-24', 'done']]);
    // 6 734.56 in 30 days is Silver (5 000): slots 3 000.00 × 0.40 % = 12.00, live 2 000.00 × 0.20 % = 4.00,
    // sports 1 234.56 × 0.20 % = 2.46912 → 2.46, fishing 500.00 × 0.40 % = 2.00: 20.46, as cash (rebate wagering 0).
    expect(await walletOf(alice.id)).toBe(before + 2046n);
    expect(outcomes[2]!.result).toMatchObject({ members: 1, paid: 1, paid_minor: '2046' });
    const row = (await p.deps.db.query<{ level: number; amount_minor: string; detail: Record<string, unknown> }>(
      `SELECT level, amount_minor::text, detail FROM vip_payouts WHERE merchant_id = $1 AND member_id = $2 AND kind = 'rebate' AND ref = '2026-11-24'`, [demo.id, alice.id])).rows[0]!;
    expect(row).toMatchObject({ level: 1, amount_minor: '2046' });
    expect(row.detail).toEqual({
      fishing: { turnover_minor: '50000', bp: 40 }, live: { turnover_minor: '200000', bp: 20 }, slots: { turnover_minor: '300000', bp: 40 }, sports: { turnover_minor: '123456', bp: 20 },
    });
  });

  it('pays a day once: a second pass, a rerun by an operator and a direct run of the day pay nothing more', async () => {
    const before = await walletOf(alice.id);
    expect(await rebateRuns(p.deps.jobs)).toEqual([]);
    const rerun = await bo('POST', '/bo/jobs/demo/rerun', { job: 'vip.rebate', period: '2026-11-24' });
    expect(rerun.statusCode).toBe(200);
    expect(rerun.json().value).toMatchObject({ status: 'done', attempts: 2, result: { members: 1, paid: 0, paid_minor: '0' } });
    const vip = p.deps.jobs;
    expect(vip.names()).toContain('vip.rebate');
    expect(await walletOf(alice.id)).toBe(before);
  });

  it('shows the member their level, the true numbers to the next one, the benefits and the gifts; the label follows the level', async () => {
    const v = await progress(alice.id);
    expect(v).toMatchObject({
      currency: 'CNY', basis: 'bets', window: 'rolling30', amount: '6734.56', level: 1, levelName: 'Silver',
      next: { level: 2, name: 'Gold', threshold: '50000.00', remaining: '43265.44' },
      // (6 734.56 − 5 000) / (50 000 − 5 000) = 3.85 %, shown rounded down to a tenth.
      progressPercent: 3.8,
      lastRebate: { day: '2026-11-24', amount: '20.46' },
      giftWageringMultiple: 1, rebateWageringMultiple: 0,
    });
    expect(v.levels.map((l) => [l.name, l.threshold, l.upgradePaid])).toEqual([
      ['Bronze', '0.00', false], ['Silver', '5000.00', true], ['Gold', '50000.00', false], ['Platinum', '200000.00', false], ['Diamond', '1000000.00', false],
    ]);
    expect(v.levels[1]!.rebateBp).toEqual({ slots: 40, live: 20, fishing: 40, poker: 20, sports: 20, lottery: 10 });
    expect(v.gifts).toEqual([
      { kind: 'monthly', amount: '8.00', state: 'claimable', period: '2026-11' },
      { kind: 'birthday', amount: '18.00', state: 'claimable', period: '2026' },
    ]);
    expect((await p.deps.members.byId(p.deps.db, demo.id, alice.id))!.vipLabel).toBe('Silver');
    // The upgrade bonus (18.00, wagering x1) was paid once, to the bonus balance: not again on a second look.
    const upgrades = async () => (await p.deps.db.query(`SELECT 1 FROM vip_payouts WHERE merchant_id = $1 AND member_id = $2 AND kind = 'upgrade'`, [demo.id, alice.id])).rows.length;
    expect(await upgrades()).toBe(1);
    await progress(alice.id);
    expect(await upgrades()).toBe(1);
  });

  it('lets a member claim a gift once per period; ten claims at once pay one', async () => {
    const token = await session(alice.id);
    const claim = (kind: string) => wpsCall(p.app, 'vipGiftClaim', { token, body: { kind }, ip: freshIp() });
    const results = await Promise.all(Array.from({ length: 10 }, () => claim('monthly')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().errorCode)).toEqual(Array(9).fill('vip.gift.unavailable'));
    expect((await claim('birthday')).json().value).toEqual({ kind: 'birthday', amount: '18.00', state: 'claimed', period: '2026' });
    expect((await progress(alice.id)).gifts.map((g) => g.state)).toEqual(['claimed', 'claimed']);
    expect((await p.deps.db.query(`SELECT kind FROM vip_payouts WHERE merchant_id = $1 AND member_id = $2 AND kind IN ('monthly', 'birthday')`, [demo.id, alice.id])).rows.length).toBe(2);
    const bob = await makeMember(p, { type: 0 });
    const bobGifts = (await progress(bob.id)).gifts;
    expect(bobGifts).toEqual([
      { kind: 'monthly', amount: '0.00', state: 'none', period: '2026-11' },
      { kind: 'birthday', amount: '8.00', state: 'noBirthday', period: '2026' },
    ]);
    const refused = await wpsCall(p.app, 'vipGiftClaim', { token: await session(bob.id), body: { kind: 'birthday' }, ip: freshIp() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().value).toEqual({ state: 'noBirthday' });
  });

  it('resumes a run that failed after some members without paying anyone twice', async () => {
    const players = [await player(), await player(), await player()];
    for (const [i, pl] of players.entries()) await pl.settled(games.slots, `${100 * (i + 1)}.00`);
    const before = await Promise.all(players.map((pl) => walletOf(pl.id)));
    clock.advance(24 * 3_600_000); // 2026-11-26 01:01: the 25th has ended.
    const rewards = createRewardsService({ db: p.deps.db, clock, ledger, members: p.deps.members, audit: p.deps.audit, limits: p.deps.limits });
    let grants = 0;
    const crashing = createVipService({
      db: p.deps.db, clock, members: p.deps.members, audit: p.deps.audit,
      rewards: { grantIn: async (q, g) => { if (++grants === 2) throw new Error('the process died'); return rewards.grantIn(q, g); } },
    });
    const runner = createJobsService({ db: p.deps.db, clock, merchants: p.deps.merchants, audit: p.deps.audit, owner: 'crashing', onError: () => undefined });
    runner.register(crashing.rebateJob());
    const failed = await rebateRuns(runner);
    expect(failed.find((o) => o.period === '2026-11-25')).toMatchObject({ outcome: 'failed', error: 'the process died' });
    // Bronze (0.20 % on slots): 100.00 → 0.20 paid before the failure; the others not yet.
    expect(await Promise.all(players.map((pl, i) => walletOf(pl.id).then((w) => w - before[i]!)))).toEqual([20n, 0n, 0n]);
    clock.advance(jobLimits.retry_first_ms);
    const resumed = await rebateRuns(p.deps.jobs);
    expect(resumed.find((o) => o.period === '2026-11-25')).toMatchObject({ outcome: 'done', result: { members: 3, paid: 2, paid_minor: '100' } });
    expect(await Promise.all(players.map((pl, i) => walletOf(pl.id).then((w) => w - before[i]!)))).toEqual([20n, 40n, 60n]);
  });

  it('pays once when two runners run the same day at the same moment', async () => {
    const pl = await player();
    await pl.settled(games.live, '777.77');
    const before = await walletOf(pl.id);
    const second = createVipService({ db: p.deps.db, clock, members: p.deps.members, audit: p.deps.audit,
      rewards: createRewardsService({ db: p.deps.db, clock, ledger, members: p.deps.members, audit: p.deps.audit, limits: p.deps.limits }) });
    const first = createVipService({ db: p.deps.db, clock, members: p.deps.members, audit: p.deps.audit,
      rewards: createRewardsService({ db: p.deps.db, clock, ledger, members: p.deps.members, audit: p.deps.audit, limits: p.deps.limits }) });
    const runs = await Promise.all([first, second, first, second].map((v: VipService) => v.payRebateDay(demo, '2026-11-26', async () => undefined)));
    expect(runs.map((r) => r.paid).reduce((a, b) => Number(a) + Number(b), 0)).toBe(1);
    // Bronze live 0.10 %: 777.77 → 0.77777 → 0.77.
    expect(await walletOf(pl.id)).toBe(before + 77n);
  });

  it('answers module.disabled with the VIP switch off, and runs no rebate day for it', async () => {
    expect((await bo('PATCH', '/bo/merchants/demo', { menu: { vip: false } })).statusCode).toBe(200);
    const off = (await p.deps.merchants.byCode('demo'))!;
    const r = await wpsCall(p.app, 'vipRankProgress', { token: await session(alice.id), ip: freshIp() });
    expect(r.statusCode).toBe(403);
    expect(r.json().errorCode).toBe('module.disabled');
    expect(createVipService({ db: p.deps.db, clock, members: p.deps.members, audit: p.deps.audit, rewards: { grantIn: async () => { throw new Error('no'); } } })
      .rebateJob().duePeriods(off, clock.now())).toEqual([]);
    expect((await bo('PATCH', '/bo/merchants/demo', { menu: { vip: true } })).statusCode).toBe(200);
  });

  it('lets operators set the rules and levels, audited, and refuses thresholds out of order', async () => {
    const shown = await bo('GET', '/bo/vip/demo');
    expect(shown.json().value).toMatchObject({ basis: 'bets', window: 'rolling30', giftWagering: 1, rebateWagering: 0 });
    expect(shown.json().value.levels.map((l: { name: string; members: number }) => l.name)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']);
    const set = await bo('PATCH', '/bo/vip/demo', { window: 'month', rebateWagering: 1 });
    expect(set.json().value).toMatchObject({ window: 'month', rebateWagering: 1 });
    const level = await bo('PUT', '/bo/vip/demo/levels/2', { threshold: '40000', rebate: { poker: 35 } });
    expect(level.json().value.levels[2]).toMatchObject({ threshold: '40000.00', rebate: { slots: 60, poker: 35 } });
    const low = await bo('PUT', '/bo/vip/demo/levels/2', { threshold: '4000' });
    expect(low.statusCode).toBe(400);
    expect(low.json().value.fields).toEqual(['threshold']);
    expect((await bo('PUT', '/bo/vip/demo/levels/7', { name: 'Legend', threshold: '9000000' })).json().value.fields).toEqual(['level']);
    expect((await bo('PUT', '/bo/vip/demo/levels/1', { rebate: { slots: 900 } })).statusCode).toBe(400);
    const audit = (await bo('GET', '/bo/audit?merchant=demo&limit=5')).json().value as { action: string; target: string }[];
    expect(audit.slice(0, 2).map((a) => [a.action, a.target])).toEqual([['vip.level', 'demo:2'], ['vip.program', 'demo']]);
    await bo('PATCH', '/bo/vip/demo', { window: 'rolling30', rebateWagering: 0 });
  });
});

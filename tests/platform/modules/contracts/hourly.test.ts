import { randomUUID } from 'node:crypto';
import type { Merchant } from '@/platform/src/context';
import { createLedgerService, type LedgerService } from '@/platform/src/modules/ledger';
import { describeEachDb } from '@/tests/support/db';
import { freshIp, manualClock } from '@/tests/support/clock';
import { fundWallet, makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { gameToken, makeVendor, type VendorClient } from '@/tests/support/vendor';
import { wpsCall } from '@/tests/support/wps-client';

/**
 * Hourly salary contracts (HOURSAL3): the daily salary's shape per merchant hour. Bets of one
 * hour are paid after that hour ends by the job contracts.hourly, once; bets of the next hour
 * belong to the next period.
 */
describeEachDb('hourly salary contracts (modules/contracts)', (get) => {
  const clock = manualClock(Date.parse('2026-11-24T08:10:00Z'));
  const platform = usePlatform(get, { clock });
  let p: TestPlatform;
  let demo: Merchant;
  let ledger: LedgerService;
  let vendor: VendorClient;
  const game = 'hour-slot';
  const bo = (method: 'POST' | 'PATCH', url: string, body: unknown) => p.app.inject({
    method, url, headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' }, payload: JSON.stringify(body),
  });
  const hourLabel = (at: number) => {
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone: demo.timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(at));
    const get = (t: string) => parts.find((x) => x.type === t)!.value;
    return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}`;
  };

  beforeAll(async () => {
    p = platform();
    demo = (await p.deps.merchants.byCode('demo'))!;
    ledger = createLedgerService({ db: p.deps.db });
    vendor = await makeVendor(p, { code: 'hourgames', name: 'Hour Games' });
    expect((await bo('POST', '/bo/catalog/import/demo', {
      vendor: { vassalage: 'HOURG', displayName: 'Hour Games' }, games: [{ gameId: game, gameType: 'RNG', names: { EN: 'Slot' }, minBet: '1' }],
    })).statusCode).toBe(200);
    expect((await bo('PATCH', '/bo/catalog/vendors/demo/HOURG', { walletVendor: 'hourgames', enabled: true })).statusCode).toBe(200);
  });

  afterEach(async () => {
    expect((await ledger.verify(demo.id)).violations).toEqual([]);
  });

  const walletOf = async (memberId: number) =>
    (await ledger.balance(p.deps.db, demo.id, (await ledger.memberWallet(p.deps.db, demo.id, memberId, 'CNY')).id))!.balance_minor;

  it('pays each ended hour\'s team bets at the hour\'s tier, once, and leaves the next hour to its own period', async () => {
    const agent = await makeMember(p, { type: 3 });
    expect((await bo('POST', '/bo/contracts/demo', { member: agent.username, kind: 'hourly', tiers: [{ bets: '0', active: 0, amount: '100' }, { bets: '5000', active: 0, amount: '150' }] })).statusCode).toBe(200);
    const player = await makeMember(p, { type: 0, parentAgentId: agent.id });
    await fundWallet(p.deps.db, demo.id, player.id, 100_000_000n);
    const bet = async (amount: string) => {
      // A launch token of its own each time: the clock moves past a token's life between the hours.
      const token = await gameToken(p, vendor.code, player.username, { gameId: game });
      const id = randomUUID();
      expect((await vendor.call('bet', { requestId: randomUUID(), token, transactionId: id, roundId: `r-${id}`, gameId: game, amount, currency: 'CNY' })).json.status).toBe('OK');
      expect((await vendor.call('win', { requestId: randomUUID(), token, transactionId: randomUUID(), referenceTransactionId: id, roundId: `r-${id}`, gameId: game, amount: '0', currency: 'CNY', roundClosed: true })).json.status).toBe('OK');
    };
    const first = hourLabel(clock.now().getTime());
    await bet('6000.00');
    clock.advance(60 * 60_000); // 09:10: the first hour has ended; these bets are the next hour's.
    await bet('1000.00');
    const before = await walletOf(agent.id);

    const runs = await p.deps.jobs.runDue({ merchantId: demo.id, job: 'contracts.hourly' });
    const mine = runs.find((r) => r.period === first)!;
    // 6 000 in the hour reaches the 5 000 tier: 150 per 10 000 = 90.00.
    expect(mine.result).toMatchObject({ contracts: 1, paid: 1, paid_minor: '9000' });
    expect((await walletOf(agent.id)) - before).toBe(9_000n);
    expect(await p.deps.jobs.runDue({ merchantId: demo.id, job: 'contracts.hourly' })).toEqual([]);

    clock.advance(60 * 60_000); // 10:10: the second hour has ended: 1 000 at 100 per 10 000 = 10.00.
    const next = (await p.deps.jobs.runDue({ merchantId: demo.id, job: 'contracts.hourly' })).find((r) => r.period === hourLabel(clock.now().getTime() - 60 * 60_000))!;
    expect(next.result).toMatchObject({ paid_minor: '1000' });
    expect((await walletOf(agent.id)) - before).toBe(10_000n);
    const view = await wpsCall(p.app, 'agentContracts', {
      token: (await p.deps.sessions.issue(p.deps.db, demo.id, agent.id, { ip: freshIp(), device: 'H5', remember: false })).token, ip: freshIp(), query: { kind: 'hourly' },
    });
    expect(view.json().value.payouts.filter((x: { amount: string }) => x.amount !== '0.00').map((x: { period: string; amount: string }) => [x.period, x.amount]))
      .toEqual([[next.period, '10.00'], [first, '90.00']]);
  });
});

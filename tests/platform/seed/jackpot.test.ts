import { createJackpotService } from '@/platform/src/modules/jackpot';
import { createLedgerService } from '@/platform/src/modules/ledger';
import { seedDemoJackpot } from '@/platform/seed/jackpot';
import { describeEachDb } from '@/tests/support/db';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';

describeEachDb('demo jackpot seed', (get) => {
  let p: TestPlatform;
  const platform = usePlatform(get);
  beforeAll(() => {
    p = platform();
  });

  it('gives the demo merchant an empty pool once and leaves an operator\'s settings alone', async () => {
    const demo = (await p.merchants.byCode('demo'))!;
    const jackpot = createJackpotService({ db: p.deps.db, ledger: createLedgerService({ db: p.deps.db }), bets: p.deps.vendorWallet, audit: p.deps.audit });
    expect((await jackpot.pool(demo.id, 'CNY')).pool).toBeNull();
    await seedDemoJackpot(jackpot, p.deps.merchants);
    const first = await jackpot.pool(demo.id, 'CNY');
    expect(first.pool).not.toBeNull();
    expect(first.amount_minor).toBe(0n);
    await jackpot.set(demo, { share: 250 }, 'op', new Date());
    await seedDemoJackpot(jackpot, p.deps.merchants);
    expect((await jackpot.pool(demo.id, 'CNY')).pool?.share_bp).toBe(250);
    // An empty pool shows no jackpot (SPEC §2: true figures only).
    const r = await p.app.inject({ method: 'GET', url: '/wps/relay/VIS_getJackpot', headers: { merchant: 'demo' } });
    expect(r.json().value.content).toMatchObject({ active: false, amount: 0 });
  });
});

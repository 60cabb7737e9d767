import { describeEachDb } from '@/tests/support/db';
import { testConfig } from '@/tests/support/platform';
import { secretBox } from '@/platform/src/crypto/secret-box';
import type { Clock } from '@/platform/src/context';
import {
  createMerchantService, generateMerchantKeyPair, merchantLabelsByIds, type MerchantService,
} from '@/platform/src/modules/merchants';
import { seedDemo } from '@/platform/seed';
import { createAuditService } from '@/platform/src/modules/audit';
import { MemoryStore } from '@/platform/src/infra';

describeEachDb('MerchantService cache', (get) => {
  let now = 0;
  const clock: Clock = { now: () => new Date(now) };
  let service: MerchantService;
  beforeAll(async () => {
    const config = testConfig();
    await seedDemo(get().db, config);
    service = createMerchantService({
      db: get().db, audit: createAuditService({ db: get().db }), box: secretBox(config.platformSecret), clock, cacheTtl_ms: 5000, store: null, generateKeyPair: generateMerchantKeyPair,
    });
  });

  it('serves a merchant from memory for a few seconds, then reloads it', async () => {
    const a = await service.byCode('demo');
    await get().db.query("UPDATE merchants SET name = 'Changed behind its back' WHERE code = 'demo'");
    expect((await service.byCode('demo'))!.name).toBe(a!.name);
    now += 5001;
    expect((await service.byCode('demo'))!.name).toBe('Changed behind its back');
  });

  it('forgets cached merchants on every change it makes', async () => {
    expect((await service.byHost('LOCALHOST:3000'))!.maintenance).toBe(false);
    await service.update('demo', { maintenance: true }, 'tester');
    expect((await service.byHost('localhost'))!.maintenance).toBe(true);
    expect((await service.byCode('demo'))!.maintenance).toBe(true);
    await service.update('demo', { maintenance: false }, 'tester');
  });

  it('tells other replicas through the store, so their caches forget the merchant too', async () => {
    const store = new MemoryStore();
    const config = testConfig();
    const make = () => createMerchantService({
      db: get().db, audit: createAuditService({ db: get().db }), box: secretBox(config.platformSecret), clock, cacheTtl_ms: 60_000, store, generateKeyPair: generateMerchantKeyPair,
    });
    const [a, b] = [make(), make()];
    await a.listenForChanges();
    await b.listenForChanges();
    expect((await b.byCode('demo'))!.maintenance).toBe(false);
    await a.update('demo', { maintenance: true }, 'tester');
    await new Promise((r) => setTimeout(r, 10));
    expect((await b.byCode('demo'))!.maintenance).toBe(true);
    await a.update('demo', { maintenance: false }, 'tester');
    await store.close();
  });

  it('answers null for codes and hosts that cannot exist without asking the database', async () => {
    expect(await service.byCode('x')).toBeNull();
    expect(await service.byCode("demo'; --")).toBeNull();
    expect(await service.byHost('not a host')).toBeNull();
  });
});

describeEachDb('merchant labels for another module', (get) => {
  beforeAll(async () => {
    await seedDemo(get().db, testConfig());
  });

  it('answers codes and minor digits by id in one query, unknown ids absent', async () => {
    const { rows } = await get().db.query<{ id: number; currency_minor_digits: number }>("SELECT id, currency_minor_digits FROM merchants WHERE code = 'demo'");
    const demo = rows[0]!;
    const labels = await merchantLabelsByIds(get().db, [demo.id, demo.id, demo.id + 1000]);
    expect(labels).toEqual(new Map([[demo.id, { code: 'demo', minorDigits: demo.currency_minor_digits }]]));
    expect(await merchantLabelsByIds(get().db, [])).toEqual(new Map());
  });
});

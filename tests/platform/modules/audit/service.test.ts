import { describeEachDb } from '@/tests/support/db';
import { testConfig } from '@/tests/support/platform';
import { seedDemo } from '@/platform/seed';
import type { AuditRecord } from '@/platform/src/context';
import { auditPageMax, createAuditService } from '@/platform/src/modules/audit';

describeEachDb('AuditService', (get) => {
  let merchantId: number;
  const entry = (action: string, over: Partial<AuditRecord> = {}): AuditRecord => ({
    at: new Date('2026-11-25T00:00:00Z'), operator: 'auditor', merchantId, action, target: `test:${action}`,
    before: null, after: { n: 1 }, ...over,
  });

  beforeAll(async () => {
    await seedDemo(get().db, testConfig());
    merchantId = (await get().db.query<{ id: number }>("SELECT id FROM merchants WHERE code = 'demo'")).rows[0]!.id;
  });

  it('writes a record in the caller\'s transaction: it commits with the change and rolls back with it', async () => {
    const { db } = get();
    const audit = createAuditService({ db });
    await db.tx((q) => audit.record(q, entry('kept')));
    await expect(db.tx(async (q) => {
      await audit.record(q, entry('dropped'));
      throw new Error('the change failed');
    })).rejects.toThrow('the change failed');
    const actions = (await audit.list({ limit: auditPageMax })).map((e) => e.action);
    expect(actions).toContain('kept');
    expect(actions).not.toContain('dropped');
    const [kept] = (await audit.list({ merchantId, limit: 1 }));
    expect(kept).toMatchObject({
      at: '2026-11-25T00:00:00.000Z', operator: 'auditor', merchantId, action: 'kept', target: 'test:kept', before: null, after: { n: 1 },
    });
  });

  it('lists newest first, narrowed to one merchant or to platform-wide rows, paged by beforeId', async () => {
    const { db } = get();
    const audit = createAuditService({ db });
    await db.tx(async (q) => {
      await audit.record(q, entry('platform.one', { merchantId: null }));
      await audit.record(q, entry('merchant.two'));
      await audit.record(q, entry('platform.three', { merchantId: null }));
    });
    const platform = await audit.list({ merchantId: null, limit: 2 });
    expect(platform.map((e) => e.action)).toEqual(['platform.three', 'platform.one']);
    const ofMerchant = await audit.list({ merchantId, limit: 2 });
    expect(ofMerchant.map((e) => e.action)).toEqual(['merchant.two', 'kept']);
    const all = await audit.list({ limit: 3 });
    expect(all.map((e) => e.action)).toEqual(['platform.three', 'merchant.two', 'platform.one']);
    const older = await audit.list({ limit: 1, beforeId: all[0]!.id });
    expect(older.map((e) => e.action)).toEqual(['merchant.two']);
  });

  it('clamps the page to 1..auditPageMax rows', async () => {
    const audit = createAuditService({ db: get().db });
    expect(await audit.list({ limit: 0 })).toHaveLength(1);
    expect((await audit.list({ limit: auditPageMax + 1 })).length).toBeLessThanOrEqual(auditPageMax);
  });
});

import { readFileSync, statSync } from 'node:fs';
import { describeEachDb } from '@/tests/support/db';
import { testConfig } from '@/tests/support/platform';
import { systemClock } from '@/platform/src/context';
import type { PlatformConfig } from '@/platform/src/config';
import type { Db } from '@/platform/src/db';
import { createAuditService } from '@/platform/src/modules/audit';
import { createBackofficeService } from '@/platform/src/modules/backoffice';

/** The service as a boot with this configuration builds it. */
const ensureBootstrapOperator = (db: Db, config: PlatformConfig) => createBackofficeService({ db, clock: systemClock, config, audit: createAuditService({ db }) }).ensureBootstrapOperator();
/** The /bo gate's check (it reads no configuration). */
const authenticateOperator = (db: Db, token: string) => createBackofficeService({ db, clock: systemClock, config: { dataDir: '/nonexistent' }, audit: createAuditService({ db }) }).authenticate(token);

describeEachDb('ensureBootstrapOperator', (get) => {
  it('creates admin with a random token in <dataDir>/ops-token (0600) on first boot, once', async () => {
    const { db } = get();
    const config = testConfig({ opsToken: undefined });
    const first = await ensureBootstrapOperator(db, config);
    expect(first.created).toBe(true);
    expect(first.tokenFile).toBe(`${config.dataDir}/ops-token`);
    expect(statSync(first.tokenFile!).mode & 0o777).toBe(0o600);
    const token = readFileSync(first.tokenFile!, 'utf8').trim();
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(await authenticateOperator(db, token)).toEqual({ name: 'admin' });
    expect(await authenticateOperator(db, `${token}x`)).toBeNull();
    expect(await authenticateOperator(db, '')).toBeNull();

    const again = await ensureBootstrapOperator(db, testConfig({ opsToken: undefined }));
    expect(again).toEqual({ created: false, rotated: false });
    expect(await authenticateOperator(db, token)).toEqual({ name: 'admin' });
    const hashes = (await db.query<{ token_hash: string }>('SELECT token_hash FROM operators')).rows;
    expect(hashes).toHaveLength(1);
    expect(hashes[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashes[0]!.token_hash).not.toContain(token);
  });

  it('gives admin the OPS_TOKEN when it is set, and audits the rotation', async () => {
    const { db } = get();
    const opsToken = 'an-operator-chosen-token-of-enough-length';
    const r = await ensureBootstrapOperator(db, testConfig({ opsToken }));
    expect(r).toEqual({ created: false, rotated: true });
    expect(await authenticateOperator(db, opsToken)).toEqual({ name: 'admin' });
    expect(await ensureBootstrapOperator(db, testConfig({ opsToken }))).toEqual({ created: false, rotated: false });
    const actions = (await db.query<{ action: string }>("SELECT action FROM audit_log WHERE operator = 'system' ORDER BY id")).rows.map((a) => a.action);
    expect(actions).toEqual(['operator.create', 'operator.token.rotate']);
  });
});

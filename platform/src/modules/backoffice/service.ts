import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PlatformConfig } from '../../config';
import type { AuditService, BootstrapResult, Clock, OperatorService } from '../../context';
import type { Db } from '../../db';
import { operatorsRepo } from './repo';

export const bootstrapOperatorName = 'admin';
export const opsTokenFile = 'ops-token';

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface BackofficeDeps {
  db: Db;
  clock: Clock;
  /** OPS_TOKEN (opsToken) and where a generated token is written (dataDir). */
  config: Pick<PlatformConfig, 'opsToken' | 'dataDir'>;
  /** The audit trail (modules/audit): records join this module's transaction. */
  audit: AuditService;
}

/** The operators' service is OperatorService of context.ts, because Deps carries it. */
export type BackofficeService = OperatorService;
export type { BootstrapResult };

export function createBackofficeService(deps: BackofficeDeps): BackofficeService {
  return {
    authenticate: (token) => authenticateOperator(deps.db, token),
    ensureBootstrapOperator: () => ensureBootstrapOperator(deps),
  };
}

/**
 * The operator a bearer token belongs to, or null. Every stored hash is compared in constant
 * time, and all of them, so the answer time says nothing about which (if any) came close.
 */
async function authenticateOperator(db: Db, token: string): Promise<{ name: string } | null> {
  if (!token || token.length > 512) return null;
  const presented = Buffer.from(hashToken(token), 'hex');
  let found: string | null = null;
  for (const op of await operatorsRepo.all(db)) {
    const stored = Buffer.from(op.token_hash, 'hex');
    if (stored.length === presented.length && timingSafeEqual(stored, presented) && found === null) found = op.name;
  }
  return found ? { name: found } : null;
}

/**
 * Makes sure somebody can reach the back office. With no operator yet: creates `admin` with
 * OPS_TOKEN, or with a random token written to <dataDir>/ops-token (0600) for `npm run ops`.
 * When OPS_TOKEN is set and differs from admin's token, admin takes the new one, so an
 * operator who lost the token rotates it by setting the variable and restarting.
 * Call once at boot, after migrations.
 */
async function ensureBootstrapOperator({ db, clock, config, audit }: BackofficeDeps): Promise<BootstrapResult> {
  const now = clock.now();
  if (config.opsToken) {
    const hash = hashToken(config.opsToken);
    return db.tx(async (q) => {
      const existing = await operatorsRepo.byName(q, bootstrapOperatorName);
      if (!existing) {
        if ((await operatorsRepo.count(q)) > 0) return { created: false, rotated: false };
        const created = await operatorsRepo.insertIfAbsent(q, bootstrapOperatorName, hash, now);
        if (created) await audit.record(q, auditOf(now, 'operator.create'));
        return { created, rotated: false };
      }
      if (existing.token_hash === hash) return { created: false, rotated: false };
      await operatorsRepo.setTokenHash(q, bootstrapOperatorName, hash);
      await audit.record(q, auditOf(now, 'operator.token.rotate'));
      return { created: false, rotated: true };
    });
  }
  if ((await operatorsRepo.count(db)) > 0) return { created: false, rotated: false };
  const token = randomBytes(32).toString('base64url');
  const created = await db.tx(async (q) => {
    const made = await operatorsRepo.insertIfAbsent(q, bootstrapOperatorName, hashToken(token), now);
    if (made) await audit.record(q, auditOf(now, 'operator.create'));
    return made;
  });
  if (!created) return { created: false, rotated: false };
  mkdirSync(config.dataDir, { recursive: true });
  const tokenFile = path.join(config.dataDir, opsTokenFile);
  writeFileSync(tokenFile, token + '\n', { mode: 0o600 });
  chmodSync(tokenFile, 0o600);
  return { created: true, rotated: false, tokenFile };
}

function auditOf(at: Date, action: string) {
  return { at, operator: 'system', merchantId: null, action, target: `operator:${bootstrapOperatorName}`, before: null, after: null };
}

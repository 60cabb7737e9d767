import type { RsaKeyPair } from '@/lib/wps/rsa-keys';
import type { SecretBox } from '../../crypto/secret-box';
import type { Db } from '../../db';
import type { AuditService, Clock, MerchantService } from '../../context';
import type { Store } from '../../infra';
import { createMerchantAdmin } from './admin';
import { createMerchantCache } from './lookup';

/**
 * The merchants module composed: the cached lookup every request goes through (lookup.ts) and
 * the back office's list, settings changes and audit trail (admin.ts), which tells the cache of
 * every change. Settings rules are settings.ts, what visitors see status.ts, domains, customer
 * service and keys their own files.
 */

export interface MerchantsDeps {
  db: Db;
  box: SecretBox;
  clock: Clock;
  /** How long a loaded merchant is served from memory (merchantCacheTtl_ms_default); other replicas see a change after this. */
  cacheTtl_ms: number;
  /** Broadcasts changes so every replica's cache forgets the merchant; null on a single process without a store (the seed). */
  store: Store | null;
  /** Makes a new merchant's RSA key pair: generateMerchantKeyPair, or a fixed one in tests. */
  generateKeyPair: () => RsaKeyPair;
  /** The audit trail (modules/audit): records join this module's transaction. */
  audit: AuditService;
}

/** MerchantService is declared in context.ts, because Deps carries it. */
export type { MerchantService };

export const merchantCacheTtl_ms_default = 5000;

export function createMerchantService(deps: MerchantsDeps): MerchantService {
  const cache = createMerchantCache(deps);
  const admin = createMerchantAdmin({ db: deps.db, box: deps.box, clock: deps.clock, generateKeyPair: deps.generateKeyPair, cache, audit: deps.audit });
  return {
    byCode: cache.byCode,
    byHost: cache.byHost,
    invalidate: cache.invalidate,
    listenForChanges: cache.listenForChanges,
    list: admin.list,
    view: admin.view,
    create: admin.create,
    update: admin.update,
    audit: admin.audit,
  };
}

import type { SecretBox } from '../../crypto/secret-box';
import type { Db, Queryable } from '../../db';
import type { Clock, Merchant, MerchantLookup } from '../../context';
import { loadCache, type Store } from '../../infra';
import { merchantsRepo as repo } from './repo';
import { merchantCodeSchema, normaliseHost } from './schema';
import { rowToMerchant } from './settings';

/**
 * The MerchantLookup every request goes through (by code, by host), served from a short
 * in-process cache that every change on this process clears and other replicas clear on the
 * store's broadcast.
 */

export interface MerchantCacheDeps {
  db: Db;
  box: SecretBox;
  clock: Clock;
  /** How long a loaded merchant is served from memory. Other replicas see a change after this. */
  cacheTtl_ms: number;
  /** Broadcasts changes so every replica's cache forgets the merchant, not only this one's. */
  store: Store | null;
}

export interface MerchantCache extends MerchantLookup {
  /** Forgets every cached merchant (this process only). */
  invalidate(): void;
  /** Subscribes to other replicas' changes (call once at boot when there is a store). */
  listenForChanges(): Promise<void>;
  /**
   * After a change commits: this cache forgets at once, other replicas when the broadcast
   * arrives; should the broadcast fail, their TTL still bounds how stale they can be.
   */
  changed(code: string): void;
}

export const merchantsChangedChannel = 'merchants.changed';

/** Merchants (by code, by host) kept per cache: a flood of distinct unknown keys must not grow memory without bound. */
const cacheMax_entries = 10_000;

export function createMerchantCache(d: MerchantCacheDeps): MerchantCache {
  // Loaded once per key and kept a few seconds, unknown merchants (null) too.
  const byCodeCache = loadCache<Merchant | null>({ max: cacheMax_entries, ttl_ms: d.cacheTtl_ms, clock: d.clock });
  const byHostCache = loadCache<Merchant | null>({ max: cacheMax_entries, ttl_ms: d.cacheTtl_ms, clock: d.clock });
  const cache: MerchantCache = {
    invalidate() {
      byCodeCache.clear();
      byHostCache.clear();
    },

    async listenForChanges() {
      await d.store?.subscribe(merchantsChangedChannel, () => cache.invalidate());
    },

    changed(code) {
      cache.invalidate();
      d.store?.publish(merchantsChangedChannel, code).catch(() => undefined);
    },

    byCode(code) {
      const key = code.trim().toLowerCase();
      if (!merchantCodeSchema.safeParse(key).success) return Promise.resolve(null);
      return byCodeCache.get(key, async () => {
        const row = await repo.byCode(d.db, key);
        return row ? rowToMerchant(row, d.box) : null;
      });
    },

    byHost(host) {
      const key = normaliseHost(host);
      if (!key) return Promise.resolve(null);
      return byHostCache.get(key, async () => {
        const row = await repo.byHost(d.db, key);
        return row ? rowToMerchant(row, d.box) : null;
      });
    },
  };
  return cache;
}

/**
 * Code and minor digits of the merchants given, by id, in one query (the back office's payment
 * lists span merchants); unknown ids are absent.
 */
export async function merchantLabelsByIds(q: Queryable, ids: number[]): Promise<Map<number, { code: string; minorDigits: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await repo.labelsByIds(q, [...new Set(ids)]);
  return new Map(rows.map((r) => [Number(r.id), { code: r.code, minorDigits: r.currency_minor_digits }]));
}


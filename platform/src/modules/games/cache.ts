import type { Clock } from '../../context';
import { LRUCache } from 'lru-cache';
import { loadCache, type LoadCache, type Store, type Unsubscribe } from '../../infra';

/** Every replica hears on this channel which merchant's catalog an operator changed (the message is its id). */
export const catalogChangedChannel = 'games.catalog.changed';

export const catalogCacheLimits = {
  /** The backstop: should a broadcast be lost, another replica serves a changed catalog at most this long. */
  ttl_ms: 60_000,
  /** Distinct lists kept per merchant (filters × pages × languages); the least recently used go first. */
  entries_per_merchant_max: 500,
  merchants_max: 1_000,
} as const;

export interface CatalogCacheDeps {
  store: Store;
  clock: Clock;
}

/**
 * The merchant-wide answers of the catalog (game list pages, vendor data) kept in process.
 * Members read them on every lobby screen; operators change them a few times a day
 * (game:set, vendor:set). A change forgets the merchant's entries here at once and on every
 * other replica through the store's broadcast; the TTL bounds staleness should a broadcast
 * be lost. Nothing member-specific goes in here: favourite flags are laid over a cached page
 * per request (service.ts).
 *
 * A load that is still running when its merchant's catalog changes lands in the cache that the
 * change dropped, so a read that began before the change is never served after it.
 *
 * Private to the games module: createGamesService makes one, the routes never see it.
 */
export interface CatalogCache {
  /** The value under key for this merchant, loaded once and shared until it expires or the catalog changes. */
  get<T>(merchantId: number, key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets one merchant's entries on this replica only. */
  forget(merchantId: number): void;
  /**
   * After an operator's change has committed: this replica forgets at once, the others when
   * the broadcast arrives. A failed broadcast is not the operator's failure (the change is
   * stored); the TTL covers it.
   */
  changed(merchantId: number): Promise<void>;
  /** Hears other replicas' changes; call once per process. */
  listen(): Promise<Unsubscribe>;
}

export function createCatalogCache(deps: CatalogCacheDeps): CatalogCache {
  const { store, clock } = deps;
  /** Per merchant its own bounded cache, so a change drops one merchant's entries at once. */
  const merchants = new LRUCache<number, LoadCache<unknown>>({ max: catalogCacheLimits.merchants_max });
  const forget = (merchantId: number) => { merchants.delete(merchantId); };
  return {
    get<T>(merchantId: number, key: string, load: () => Promise<T>): Promise<T> {
      let entries = merchants.get(merchantId);
      if (!entries) {
        entries = loadCache({ max: catalogCacheLimits.entries_per_merchant_max, ttl_ms: catalogCacheLimits.ttl_ms, clock });
        merchants.set(merchantId, entries);
      }
      return entries.get(key, load) as Promise<T>;
    },
    forget,
    async changed(merchantId) {
      forget(merchantId);
      await store.publish(catalogChangedChannel, String(merchantId)).catch(() => undefined);
    },
    listen() {
      return store.subscribe(catalogChangedChannel, (message) => {
        const id = Number(message);
        if (Number.isSafeInteger(id)) forget(id);
      });
    },
  };
}

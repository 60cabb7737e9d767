import type { Clock } from '../clock';
import type { PlatformConfig } from '../config';
import { MemoryStore } from './memory-store';
import { RedisStore } from './redis-store';
import type { Store, StoreErrorSink } from './store';

export interface CreateStoreOptions {
  clock?: Clock;
  /** Bound of the in-process store. */
  maxEntries?: number;
  /** Key and channel prefix in Redis; 'wps:' unless a test isolates itself. */
  prefix?: string;
  connectTimeout_ms?: number;
  onError?: StoreErrorSink;
}

/**
 * Redis when REDIS_URL is set (and then it must answer, or the boot stops with the reason),
 * the in-process store otherwise. Several replicas need Redis: in-process limits, caches and
 * broadcasts are per node.
 */
export async function createStore(config: Pick<PlatformConfig, 'redisUrl'>, opts: CreateStoreOptions = {}): Promise<Store> {
  if (config.redisUrl) {
    return RedisStore.connect({ url: config.redisUrl, prefix: opts.prefix, connectTimeout_ms: opts.connectTimeout_ms, onError: opts.onError });
  }
  return new MemoryStore({ clock: opts.clock, maxEntries: opts.maxEntries, onError: opts.onError });
}

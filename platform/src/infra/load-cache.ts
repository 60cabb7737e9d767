import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock';

export interface LoadCacheOptions {
  /** Most keys kept; the least recently used go first. */
  max: number;
  /** How long a loaded value is served; 0 caches nothing (every get loads). */
  ttl_ms: number;
  clock: Clock;
}

/**
 * Values loaded once per key and shared for ttl_ms, in process: the load's promise is kept, so
 * requests that come while it runs wait for the same load. A failed load is not remembered (the
 * next request tries again), and a load still running when the cache is cleared lands nowhere,
 * so a read that began before a change is never served after it (while its own callers still
 * get their answer). Values may be null (a merchant that does not exist is an answer too).
 */
export interface LoadCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

/**
 * lru-cache reads a start time of 0 as "no TTL", and a test clock may well start at 0: the
 * platform's time is shifted by this much (only differences of it are ever used).
 */
const clockShift_ms = 1e12;

/**
 * An lru-cache of at most max entries whose TTLs run on the platform's Clock (tests move it). Each
 * set gives its own TTL. Callers treat an entry as gone once getRemainingTTL is 0, as Redis does:
 * lru-cache itself still serves it in that last millisecond.
 */
export function clockedLru<K extends {}, V extends {}>(opts: { max: number; clock: Clock }): LRUCache<K, V> {
  const { clock } = opts;
  return new LRUCache<K, V>({
    max: opts.max,
    // Read the clock on every check: a cached "now" (the default 1 ms) would miss a test's jump.
    ttlResolution: 0,
    perf: { now: () => clock.now().getTime() + clockShift_ms },
  });
}

export function loadCache<V>(opts: LoadCacheOptions): LoadCache<V> {
  if (!Number.isInteger(opts.ttl_ms) || opts.ttl_ms < 0) throw new Error(`loadCache ttl_ms must be a whole number >= 0, got ${opts.ttl_ms}`);
  const entries = clockedLru<string, { value: Promise<V> }>(opts);
  return {
    get(key, load) {
      // lru-cache reads a TTL of 0 as "keep for ever"; here it means what it says: keep nothing
      // (the seed reads merchants it is writing, and must never be served an older copy).
      if (opts.ttl_ms === 0) return load();
      const hit = entries.get(key);
      // lru-cache still serves an entry in the millisecond its TTL ends; this cache does not.
      if (hit && entries.getRemainingTTL(key) > 0) return hit.value;
      const entry = { value: load() };
      entries.set(key, entry, { ttl: opts.ttl_ms });
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
    clear: () => entries.clear(),
  };
}

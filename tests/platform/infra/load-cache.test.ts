import { loadCache } from '@/platform/src/infra';
import { manualClock } from '@/tests/support/clock';

/** A load that answers `value` and counts how often it ran. */
function counted<V>(value: V) {
  const load = jest.fn(async () => value);
  return load;
}

describe('loadCache', () => {
  it('loads a key once and serves it until exactly its TTL', async () => {
    const clock = manualClock();
    const cache = loadCache<string>({ max: 10, ttl_ms: 1000, clock });
    const load = counted('v1');
    expect(await cache.get('k', load)).toBe('v1');
    clock.advance(999);
    expect(await cache.get('k', load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
    clock.advance(1);
    expect(await cache.get('k', load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('caches nothing when its TTL is 0', async () => {
    const cache = loadCache<string>({ max: 10, ttl_ms: 0, clock: manualClock() });
    const load = counted('v');
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('expires on a clock that starts at 0', async () => {
    const clock = manualClock(0);
    const cache = loadCache<string>({ max: 10, ttl_ms: 1000, clock });
    const load = counted('v');
    await cache.get('k', load);
    clock.advance(1000);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps null as an answer', async () => {
    const cache = loadCache<string | null>({ max: 10, ttl_ms: 1000, clock: manualClock() });
    const load = counted<string | null>(null);
    expect(await cache.get('missing', load)).toBeNull();
    expect(await cache.get('missing', load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one running load between the requests that come while it runs', async () => {
    const cache = loadCache<string>({ max: 10, ttl_ms: 1000, clock: manualClock() });
    let finish!: (v: string) => void;
    const load = jest.fn(() => new Promise<string>((r) => { finish = r; }));
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    finish('v');
    expect(await both).toEqual(['v', 'v']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not remember a failed load', async () => {
    const cache = loadCache<string>({ max: 10, ttl_ms: 1000, clock: manualClock() });
    await expect(cache.get('k', async () => { throw new Error('db down'); })).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });

  it('answers a load that was running when the cache was cleared, but never serves it afterwards', async () => {
    const cache = loadCache<string>({ max: 10, ttl_ms: 60_000, clock: manualClock() });
    let finish!: (v: string) => void;
    const before = cache.get('k', () => new Promise<string>((r) => { finish = r; }));
    cache.clear();
    const after = cache.get('k', async () => 'new');
    finish('old');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await cache.get('k', async () => 'newer')).toBe('new');
  });

  it('holds at most max keys, dropping the least recently used', async () => {
    const cache = loadCache<string>({ max: 2, ttl_ms: 60_000, clock: manualClock() });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });
});

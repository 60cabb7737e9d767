import { MemoryStore } from '@/platform/src/infra';
import { storeBehaviour } from './store-behaviour';
import { manualClock } from '@/tests/support/clock';

describe('in-process store', () => {
  const clock = manualClock();
  const errors: Error[] = [];
  storeBehaviour({
    make: async () => new MemoryStore({ clock, onError: (e) => errors.push(e) }),
    elapse: async (ms) => clock.advance(ms),
  });

  it('reported the throwing subscriber instead of letting it escape', () => {
    expect(errors.map((e) => e.message)).toContain('subscriber bug');
  });
});

describe('in-process store time', () => {
  it('ends a value and a counter window exactly at their TTL, as Redis does', async () => {
    const clock = manualClock();
    const store = new MemoryStore({ clock });
    await store.set('v', 'x', 1000);
    await store.incr('c', 1000);
    clock.advance(999);
    expect(await store.get('v')).toBe('x');
    expect(await store.incr('c', 1000)).toEqual({ count: 2, resetIn_ms: 1 });
    clock.advance(1);
    expect(await store.get('v')).toBeNull();
    expect(await store.incr('c', 1000)).toEqual({ count: 1, resetIn_ms: 1000 });
    await store.close();
  });
});

describe('in-process store bound', () => {
  it('never holds more than maxEntries, dropping the least recently used first', async () => {
    const store = new MemoryStore({ maxEntries: 3, clock: manualClock() });
    await store.set('a', '1', 60_000);
    await store.set('b', '2', 60_000);
    await store.set('c', '3', 60_000);
    expect(await store.get('a')).toBe('1');
    await store.set('d', '4', 60_000);
    await store.incr('e', 60_000);
    expect(store.size).toBe(3);
    expect(await store.get('b')).toBeNull();
    expect(await store.get('c')).toBeNull();
    expect(await store.get('a')).toBe('1');
    expect(await store.get('d')).toBe('4');
    expect((await store.incr('e', 60_000)).count).toBe(2);
    await store.close();
  });

  it('stays within the bound under many distinct keys', async () => {
    const store = new MemoryStore({ maxEntries: 100, clock: manualClock() });
    for (let i = 0; i < 1000; i++) await store.incr(`ip:${i}`, 60_000);
    expect(store.size).toBe(100);
    expect(await store.get('ip:999')).toBe('1');
    expect(await store.get('ip:0')).toBeNull();
    await store.close();
  });

  it('refuses to be used after close', async () => {
    const store = new MemoryStore();
    await store.close();
    await expect(store.get('k')).rejects.toThrow(/closed/);
  });
});

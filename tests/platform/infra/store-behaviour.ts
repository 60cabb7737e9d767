import type { Store } from '@/platform/src/infra';

/** How a suite drives one store implementation: make stores, let time pass. */
export interface StoreHarness {
  make(): Promise<Store>;
  /** Lets ms pass for every store the harness made (a manual clock, or a real wait). */
  elapse(ms: number): Promise<void>;
}

export const nextTick = () => new Promise<void>((r) => setTimeout(r, 20));

/** Collects the messages a subscriber receives, and waits for a number of them. */
export function inbox() {
  const got: string[] = [];
  const waiters: Array<() => void> = [];
  return {
    got,
    handler: (m: string) => {
      got.push(m);
      for (const w of waiters.splice(0)) w();
    },
    async waitFor(n: number, timeout_ms = 2000): Promise<string[]> {
      const deadline = Date.now() + timeout_ms;
      while (got.length < n) {
        if (Date.now() > deadline) throw new Error(`expected ${n} messages, got ${got.length}: ${JSON.stringify(got)}`);
        await new Promise<void>((r) => { waiters.push(r); setTimeout(r, 50); });
      }
      return got;
    },
  };
}

/**
 * The behaviour both stores promise. TTLs are 1.5 s so the Redis run can use real time and
 * still hold on a loaded 2-core CI machine; the in-process run moves a manual clock.
 */
export function storeBehaviour(h: StoreHarness): void {
  const ttl_ms = 1500;
  let store: Store;
  beforeEach(async () => {
    store = await h.make();
  });
  afterEach(async () => {
    await store.close();
  });

  describe('values', () => {
    it('returns what was set, and null for a key never set', async () => {
      await store.set('greeting', 'hello', 60_000);
      expect(await store.get('greeting')).toBe('hello');
      expect(await store.get('missing')).toBeNull();
    });

    it('replaces a value and its TTL on a second set', async () => {
      await store.set('k', 'one', ttl_ms);
      await store.set('k', 'two', 60_000);
      await h.elapse(ttl_ms + 100);
      expect(await store.get('k')).toBe('two');
    });

    it('forgets a value once its TTL has passed', async () => {
      await store.set('short', 'v', ttl_ms);
      await h.elapse(ttl_ms / 2);
      expect(await store.get('short')).toBe('v');
      await h.elapse(ttl_ms / 2 + 100);
      expect(await store.get('short')).toBeNull();
    });

    it('deletes a value, and deleting a missing key is harmless', async () => {
      await store.set('gone', 'v', 60_000);
      await store.del('gone');
      await store.del('never-there');
      expect(await store.get('gone')).toBeNull();
    });

    it('refuses a value without a positive whole TTL', async () => {
      await expect(store.set('k', 'v', 0)).rejects.toThrow(/ttl_ms/);
      await expect(store.set('k', 'v', 1.5)).rejects.toThrow(/ttl_ms/);
    });
  });

  describe('counters', () => {
    it('counts increments within a window and says when it resets', async () => {
      expect((await store.incr('hits', 60_000)).count).toBe(1);
      expect((await store.incr('hits', 60_000)).count).toBe(2);
      const third = await store.incr('hits', 60_000);
      expect(third.count).toBe(3);
      expect(third.resetIn_ms).toBeGreaterThan(55_000);
      expect(third.resetIn_ms).toBeLessThanOrEqual(60_000);
    });

    it('keeps the window the first increment opened (later increments do not extend it)', async () => {
      await store.incr('w', ttl_ms);
      await h.elapse(ttl_ms / 2);
      const second = await store.incr('w', ttl_ms);
      expect(second.count).toBe(2);
      expect(second.resetIn_ms).toBeLessThanOrEqual(ttl_ms / 2 + 5);
    });

    it('starts again from one when the window has closed', async () => {
      await store.incr('w', ttl_ms);
      await store.incr('w', ttl_ms);
      await h.elapse(ttl_ms + 100);
      expect((await store.incr('w', ttl_ms)).count).toBe(1);
    });

    it('keeps counters of different keys apart', async () => {
      await store.incr('a', 60_000);
      await store.incr('a', 60_000);
      expect((await store.incr('b', 60_000)).count).toBe(1);
    });

    it('counts every one of many concurrent increments', async () => {
      const results = await Promise.all(Array.from({ length: 50 }, () => store.incr('burst', 60_000)));
      expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    });
  });

  describe('publish and subscribe', () => {
    it('delivers a message to every subscriber of the channel, and not to other channels', async () => {
      const a = inbox();
      const b = inbox();
      const other = inbox();
      await store.subscribe('merchant.changed', a.handler);
      await store.subscribe('merchant.changed', b.handler);
      await store.subscribe('something.else', other.handler);
      await store.publish('merchant.changed', 'demo');
      expect(await a.waitFor(1)).toEqual(['demo']);
      expect(await b.waitFor(1)).toEqual(['demo']);
      await nextTick();
      expect(other.got).toEqual([]);
    });

    it('stops delivering after unsubscribe, while other subscribers keep theirs', async () => {
      const a = inbox();
      const b = inbox();
      const stopA = await store.subscribe('ch', a.handler);
      await store.subscribe('ch', b.handler);
      await stopA();
      await stopA();
      await store.publish('ch', 'after');
      expect(await b.waitFor(1)).toEqual(['after']);
      await nextTick();
      expect(a.got).toEqual([]);
    });

    it('keeps delivering when one subscriber throws, and reports the failure', async () => {
      const good = inbox();
      await store.subscribe('ch', () => { throw new Error('subscriber bug'); });
      await store.subscribe('ch', good.handler);
      await store.publish('ch', 'm');
      expect(await good.waitFor(1)).toEqual(['m']);
    });
  });
}

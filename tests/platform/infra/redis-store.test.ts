import { Redis } from 'ioredis';
import { RedisStore, type Store } from '@/platform/src/infra';
import { describeRedis, dropRedisPrefix, subPrefixes, testRedisPrefix } from '@/tests/support/redis';
import { inbox, nextTick, storeBehaviour } from './store-behaviour';

describeRedis('Redis store', (url) => {
  const prefix = testRedisPrefix();
  const fresh = subPrefixes(prefix);
  const errors: Error[] = [];
  const connect = (under = fresh()) => RedisStore.connect({ url, prefix: under, onError: (e) => errors.push(e) });

  afterAll(async () => {
    await dropRedisPrefix(url, prefix);
  });

  describe('behaviour', () => {
    storeBehaviour({
      make: () => connect(),
      elapse: (ms) => new Promise((r) => setTimeout(r, ms)),
    });

    it('reported the throwing subscriber instead of letting it escape', () => {
      expect(errors.map((e) => e.message)).toContain('subscriber bug');
    });
  });

  describe('across replicas', () => {
    let one: Store;
    let two: Store;
    beforeEach(async () => {
      const shared = fresh();
      [one, two] = await Promise.all([connect(shared), connect(shared)]);
    });
    afterEach(async () => {
      await Promise.all([one.close(), two.close()]);
    });

    it('delivers a message published by one replica to the subscribers of both', async () => {
      const atOne = inbox();
      const atTwo = inbox();
      await one.subscribe('merchant.changed', atOne.handler);
      await two.subscribe('merchant.changed', atTwo.handler);
      await one.publish('merchant.changed', 'demo');
      await two.publish('merchant.changed', 'other');
      expect(await atOne.waitFor(2)).toEqual(['demo', 'other']);
      expect(await atTwo.waitFor(2)).toEqual(['demo', 'other']);
    });

    it('shares values and counters between replicas', async () => {
      await one.set('shared', 'v', 60_000);
      expect(await two.get('shared')).toBe('v');
      await one.incr('n', 60_000);
      expect((await two.incr('n', 60_000)).count).toBe(2);
      await two.del('shared');
      expect(await one.get('shared')).toBeNull();
    });

    it('does not deliver to a replica that unsubscribed', async () => {
      const atOne = inbox();
      const atTwo = inbox();
      await one.subscribe('ch', atOne.handler);
      const stop = await two.subscribe('ch', atTwo.handler);
      await stop();
      await one.publish('ch', 'm');
      expect(await atOne.waitFor(1)).toEqual(['m']);
      await nextTick();
      expect(atTwo.got).toEqual([]);
    });
  });

  describe('on the server', () => {
    it('puts the prefix before keys and channels, and every counter has an expiry', async () => {
      const under = fresh();
      const store = await connect(under);
      const raw = new Redis(url);
      try {
        await store.set('k', 'v', 60_000);
        await store.incr('c', 60_000);
        expect(await raw.get(`${under}k`)).toBe('v');
        const ttl = await raw.pttl(`${under}c`);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(60_000);
        await store.subscribe('chan', () => undefined);
        expect(await raw.pubsub('CHANNELS', `${under}*`)).toContain(`${under}chan`);
      } finally {
        await store.close();
        await raw.quit();
      }
    });

    it('repairs a counter left without an expiry', async () => {
      const under = fresh();
      const store = await connect(under);
      const raw = new Redis(url);
      try {
        await raw.set(`${under}stuck`, '7');
        const r = await store.incr('stuck', 5_000);
        expect(r.count).toBe(8);
        expect(r.resetIn_ms).toBe(5_000);
        expect(await raw.pttl(`${under}stuck`)).toBeGreaterThan(0);
      } finally {
        await store.close();
        await raw.quit();
      }
    });
  });
});

describe('Redis store connection', () => {
  it('fails with the address and the cause when the server cannot be reached', async () => {
    const started = Date.now();
    await expect(RedisStore.connect({ url: 'redis://:secret@127.0.0.1:1', connectTimeout_ms: 500 }))
      .rejects.toThrow(/Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1 is not reachable \(.*ECONNREFUSED.*\)/);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

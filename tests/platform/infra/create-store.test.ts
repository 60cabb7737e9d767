import { MemoryStore, RedisStore, createStore } from '@/platform/src/infra';
import { describeRedis, dropRedisPrefix, testRedisPrefix } from '@/tests/support/redis';

describe('createStore', () => {
  it('runs in-process when no REDIS_URL is configured', async () => {
    const store = await createStore({ redisUrl: undefined });
    expect(store).toBeInstanceOf(MemoryStore);
    expect(store.kind).toBe('memory');
    await store.close();
  });

  it('stops the boot with a clear reason when REDIS_URL does not answer', async () => {
    await expect(createStore({ redisUrl: 'redis://127.0.0.1:1' }, { connectTimeout_ms: 500 }))
      .rejects.toThrow(/^Redis at redis:\/\/127\.0\.0\.1:1 is not reachable .*unset it to run on the in-process store/);
  });
});

describeRedis('createStore with Redis', (url) => {
  const prefix = testRedisPrefix();
  afterAll(() => dropRedisPrefix(url, prefix));

  it('connects to Redis when REDIS_URL is configured', async () => {
    const store = await createStore({ redisUrl: url }, { prefix });
    try {
      expect(store).toBeInstanceOf(RedisStore);
      expect(store.kind).toBe('redis');
      await store.set('k', 'v', 60_000);
      expect(await store.get('k')).toBe('v');
    } finally {
      await store.close();
    }
  });

  it('prefixes keys with wps: unless told otherwise', async () => {
    const store = await createStore({ redisUrl: url });
    try {
      expect((store as RedisStore).prefix).toBe('wps:');
    } finally {
      await store.close();
    }
  });
});

import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/platform/src/app';
import type { PlatformConfig } from '@/platform/src/config';
import type { Deps } from '@/platform/src/context';
import type { Db } from '@/platform/src/db';
import {
  MemoryStore, RedisStore, createLimiter, rateLimit, type Store,
} from '@/platform/src/infra';
import { describeRedis, dropRedisPrefix, subPrefixes, testRedisPrefix } from '@/tests/support/redis';
import { manualClock } from '@/tests/support/clock';

interface LimiterHarness {
  make(): Promise<Store>;
  elapse(ms: number): Promise<void>;
}

/** The limiter's promises, on either store; windows are 1.5 s so Redis can use real time, even under load. */
function limiterBehaviour(h: LimiterHarness): void {
  const window_ms = 1500;
  let store: Store;
  beforeEach(async () => {
    store = await h.make();
  });
  afterEach(async () => {
    await store.close();
  });

  it('allows `limit` requests in a window, counting down what remains', async () => {
    const seen = [];
    for (let i = 0; i < 3; i++) seen.push(await rateLimit(store, { key: 'login:1.2.3.4', limit: 3, window_ms: 60_000 }));
    expect(seen).toEqual([
      { allowed: true, remaining: 2, retryAfter_s: 0 },
      { allowed: true, remaining: 1, retryAfter_s: 0 },
      { allowed: true, remaining: 0, retryAfter_s: 0 },
    ]);
  });

  it('refuses the request after the limit and says when to retry', async () => {
    for (let i = 0; i < 2; i++) await rateLimit(store, { key: 'k', limit: 2, window_ms: 60_000 });
    const refused = await rateLimit(store, { key: 'k', limit: 2, window_ms: 60_000 });
    expect(refused.allowed).toBe(false);
    expect(refused.remaining).toBe(0);
    expect(refused.retryAfter_s).toBeGreaterThanOrEqual(59);
    expect(refused.retryAfter_s).toBeLessThanOrEqual(60);
  });

  it('asks for at least one second even when the window is about to close', async () => {
    // A window shorter than a second: whatever is left of it rounds up to one second.
    await rateLimit(store, { key: 'k', limit: 1, window_ms: 900 });
    const refused = await rateLimit(store, { key: 'k', limit: 1, window_ms: 900 });
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfter_s: 1 });
  });

  it('allows again once the window has reset', async () => {
    await rateLimit(store, { key: 'k', limit: 1, window_ms });
    expect((await rateLimit(store, { key: 'k', limit: 1, window_ms })).allowed).toBe(false);
    await h.elapse(window_ms + 100);
    expect(await rateLimit(store, { key: 'k', limit: 1, window_ms })).toEqual({ allowed: true, remaining: 0, retryAfter_s: 0 });
  });

  it('limits each key on its own', async () => {
    await rateLimit(store, { key: 'login:1.1.1.1', limit: 1, window_ms });
    expect((await rateLimit(store, { key: 'login:1.1.1.1', limit: 1, window_ms })).allowed).toBe(false);
    expect((await rateLimit(store, { key: 'login:2.2.2.2', limit: 1, window_ms })).allowed).toBe(true);
  });

  it('refuses a rule without a positive whole limit and window', async () => {
    await expect(rateLimit(store, { key: 'k', limit: 0, window_ms })).rejects.toThrow(/limit/);
    await expect(rateLimit(store, { key: 'k', limit: 1, window_ms: 0 })).rejects.toThrow(/window_ms/);
  });
}

describe('rate limit on the in-process store', () => {
  const clock = manualClock();
  limiterBehaviour({ make: async () => new MemoryStore({ clock }), elapse: async (ms) => clock.advance(ms) });
});

describeRedis('rate limit on Redis', (url) => {
  const prefix = testRedisPrefix();
  const fresh = subPrefixes(prefix);
  afterAll(() => dropRedisPrefix(url, prefix));
  limiterBehaviour({
    make: () => RedisStore.connect({ url, prefix: fresh() }),
    elapse: (ms) => new Promise((r) => setTimeout(r, ms)),
  });

  it('shares one budget between two replicas', async () => {
    const shared = fresh();
    const [one, two] = await Promise.all([RedisStore.connect({ url, prefix: shared }), RedisStore.connect({ url, prefix: shared })]);
    try {
      expect((await rateLimit(one, { key: 'shared', limit: 2, window_ms: 60_000 })).allowed).toBe(true);
      expect((await rateLimit(two, { key: 'shared', limit: 2, window_ms: 60_000 })).allowed).toBe(true);
      expect((await rateLimit(one, { key: 'shared', limit: 2, window_ms: 60_000 })).allowed).toBe(false);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});

const config: PlatformConfig = {
  port: 0,
  host: '127.0.0.1',
  dataDir: '/nonexistent',
  trustedProxies: ['loopback'],
  platformSecret: 'test-platform-secret-0123456789abcdef0123456789',
  logLevel: 'silent',
};

/** Routes here never reach the database or a merchant; the stubs fail loudly if they do. */
function stubDeps(store: MemoryStore): Deps {
  const none = <T extends object>(what: string): T => new Proxy({} as T, { get: () => { throw new Error(`no ${what} in this test`); } });
  const db = none<Db>('database');
  return {
    config,
    db,
    clock: { now: () => new Date() },
    geo: { country: () => null },
    merchants: { byCode: async () => null, byHost: async () => null },
    store,
    operators: { authenticate: async () => null },
    sessions: none<Deps['sessions']>('sessions'),
    verification: none<Deps['verification']>('verification'),
    outbox: none<Deps['outbox']>('outbox'),
  };
}

describe('limits on platform routes', () => {
  let app: FastifyInstance;
  let store: MemoryStore;
  let base: string;

  beforeEach(async () => {
    store = new MemoryStore();
    const deps = stubDeps(store);
    app = await buildApp(deps, { notFoundLimit: { limit: 3, window_ms: 60_000 } });
    const limits = createLimiter(store, {
      login: { limit: 2, window_ms: 60_000 },
      'login.account': { limit: 3, window_ms: 60_000 },
    });
    app.post('/test/login', async (req, reply) => {
      const ip = String(req.headers['x-forwarded-for'] ?? '127.0.0.1');
      await limits.enforce(reply, 'login', ip);
      await limits.enforce(reply, 'login.account', 'alice');
      return { ok: true };
    });
    // Over a real socket rather than app.inject: light-my-request needs cookie 2 (ESM only),
    // which jest's CommonJS runtime cannot load here.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    base = `http://127.0.0.1:${address.port}`;
  });

  afterEach(async () => {
    await app.close();
    await store.close();
  });

  const call = async (method: string, path: string, ip: string) => {
    const res = await fetch(base + path, { method, headers: { 'x-forwarded-for': ip } });
    const body = (await res.json()) as unknown;
    return { statusCode: res.status, headers: res.headers, json: () => body };
  };
  const login = (ip = '203.0.113.1') => call('POST', '/test/login', ip);
  const miss = (ip: string, path = '/no/such/path') => call('GET', path, ip);

  it('answers TOO_MANY_REQUESTS with Retry-After once a named limit is spent', async () => {
    expect((await login()).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
    const refused = await login();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it('applies every named limit a route asks for', async () => {
    expect((await login('198.51.100.1')).statusCode).toBe(200);
    expect((await login('198.51.100.2')).statusCode).toBe(200);
    expect((await login('198.51.100.3')).statusCode).toBe(200);
    const refused = await login('198.51.100.4');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers.get('retry-after')).toBeDefined();
  });

  it('refuses 404s from one IP after the limit, with Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await miss('192.0.2.7', `/scan/${i}`)).statusCode).toBe(404);
    const refused = await miss('192.0.2.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts 404s per client IP, and leaves routes that exist alone', async () => {
    for (let i = 0; i < 4; i++) await miss('192.0.2.8');
    expect((await miss('192.0.2.8')).statusCode).toBe(429);
    expect((await miss('192.0.2.9')).statusCode).toBe(404);
    const health = await call('GET', '/healthz', '192.0.2.8');
    expect(health.statusCode).toBe(200);
  });
});

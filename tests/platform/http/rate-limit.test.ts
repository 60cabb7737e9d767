import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '@/platform/src/app';
import type { PlatformConfig } from '@/platform/src/config';
import type { Deps } from '@/platform/src/context';
import type { Db } from '@/platform/src/db';
import { createLimiter, registerRateLimits, type RateDecision, type RateRule } from '@/platform/src/http/rate-limit';
import { MemoryStore, RedisStore, type Store } from '@/platform/src/infra';
import { describeRedis, dropRedisPrefix, subPrefixes, testRedisPrefix } from '@/tests/support/redis';
import { manualClock } from '@/tests/support/clock';

interface LimiterHarness {
  make(): Promise<Store>;
  elapse(ms: number): Promise<void>;
}

/** An app with the rate-limit plugin over store, as buildApp registers it. */
async function limitedApp(store: Store): Promise<FastifyInstance> {
  const app = Fastify();
  await registerRateLimits(app, store);
  return app;
}

/** One count of key under a rule, through a named-rule limiter (the rule's name is the key). */
function counter(app: FastifyInstance): (input: RateRule & { key: string }) => Promise<RateDecision> {
  return ({ key, limit, window_ms }) => createLimiter(app, { [key]: { limit, window_ms } }).check(key, 'subject');
}

/** The limiter's promises, on either store; windows are 1.5 s so Redis can use real time, even under load. */
function limiterBehaviour(h: LimiterHarness): void {
  const window_ms = 1500;
  let store: Store;
  let app: FastifyInstance;
  let rateLimit: ReturnType<typeof counter>;
  beforeEach(async () => {
    store = await h.make();
    app = await limitedApp(store);
    rateLimit = counter(app);
  });
  afterEach(async () => {
    await app.close();
    await store.close();
  });

  it('allows `limit` requests in a window, counting down what remains', async () => {
    const seen = [];
    for (let i = 0; i < 3; i++) seen.push(await rateLimit({ key: 'login:1.2.3.4', limit: 3, window_ms: 60_000 }));
    expect(seen).toEqual([
      { allowed: true, remaining: 2, retryAfter_s: 0 },
      { allowed: true, remaining: 1, retryAfter_s: 0 },
      { allowed: true, remaining: 0, retryAfter_s: 0 },
    ]);
  });

  it('refuses the request after the limit and says when to retry', async () => {
    for (let i = 0; i < 2; i++) await rateLimit({ key: 'k', limit: 2, window_ms: 60_000 });
    const refused = await rateLimit({ key: 'k', limit: 2, window_ms: 60_000 });
    expect(refused.allowed).toBe(false);
    expect(refused.remaining).toBe(0);
    expect(refused.retryAfter_s).toBeGreaterThanOrEqual(59);
    expect(refused.retryAfter_s).toBeLessThanOrEqual(60);
  });

  it('asks for at least one second even when the window is about to close', async () => {
    // A window shorter than a second: whatever is left of it rounds up to one second.
    await rateLimit({ key: 'k', limit: 1, window_ms: 900 });
    const refused = await rateLimit({ key: 'k', limit: 1, window_ms: 900 });
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfter_s: 1 });
  });

  it('allows again once the window has reset', async () => {
    await rateLimit({ key: 'k', limit: 1, window_ms });
    expect((await rateLimit({ key: 'k', limit: 1, window_ms })).allowed).toBe(false);
    await h.elapse(window_ms + 100);
    expect(await rateLimit({ key: 'k', limit: 1, window_ms })).toEqual({ allowed: true, remaining: 0, retryAfter_s: 0 });
  });

  it('keeps counting refused requests, so hammering does not open a new window sooner', async () => {
    await rateLimit({ key: 'k', limit: 1, window_ms });
    for (let i = 0; i < 3; i++) expect((await rateLimit({ key: 'k', limit: 1, window_ms })).allowed).toBe(false);
    await h.elapse(window_ms / 2);
    expect((await rateLimit({ key: 'k', limit: 1, window_ms })).allowed).toBe(false);
  });

  it('limits each key on its own', async () => {
    const limits = createLimiter(app, { login: { limit: 1, window_ms } });
    await limits.check('login', '1.1.1.1');
    expect((await limits.check('login', '1.1.1.1')).allowed).toBe(false);
    expect((await limits.check('login', '2.2.2.2')).allowed).toBe(true);
  });

  it('counts each named rule on its own, even for one subject', async () => {
    const limits = createLimiter(app, { 'login.ip': { limit: 1, window_ms }, 'freeplay.ip': { limit: 1, window_ms } });
    expect((await limits.check('login.ip', '1.1.1.1')).allowed).toBe(true);
    expect((await limits.check('login.ip', '1.1.1.1')).allowed).toBe(false);
    expect((await limits.check('freeplay.ip', '1.1.1.1')).allowed).toBe(true);
  });

  it('refuses a rule without a positive whole limit and window', async () => {
    expect(() => createLimiter(app, { k: { limit: 0, window_ms } })).toThrow(/limit/);
    expect(() => createLimiter(app, { k: { limit: 1, window_ms: 0 } })).toThrow(/window_ms/);
  });

  it('fails closed: when the store fails, the count fails instead of letting the request through', async () => {
    const limits = createLimiter(app, { login: { limit: 100, window_ms } });
    expect((await limits.check('login', 'alice')).allowed).toBe(true);
    await store.close();
    await expect(limits.check('login', 'alice')).rejects.toThrow();
  });
}

describe('rate limit on the in-process store', () => {
  const clock = manualClock();
  limiterBehaviour({ make: async () => new MemoryStore({ clock }), elapse: async (ms) => clock.advance(ms) });

  it('keeps its counters in the store, under rl:<rule>:<subject>', async () => {
    const store = new MemoryStore({ clock });
    const app = await limitedApp(store);
    try {
      await createLimiter(app, { login: { limit: 5, window_ms: 60_000 } }).check('login', '1:203.0.113.9');
      expect((await store.incr('rl:login:1:203.0.113.9', 60_000)).count).toBe(2);
    } finally {
      await app.close();
      await store.close();
    }
  });
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
    const [appOne, appTwo] = await Promise.all([limitedApp(one), limitedApp(two)]);
    try {
      const rule = { shared: { limit: 2, window_ms: 60_000 } };
      const [a, b] = [createLimiter(appOne, rule), createLimiter(appTwo, rule)];
      expect((await a.check('shared', 'x')).allowed).toBe(true);
      expect((await b.check('shared', 'x')).allowed).toBe(true);
      expect((await a.check('shared', 'x')).allowed).toBe(false);
    } finally {
      await Promise.all([appOne.close(), appTwo.close()]);
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('keeps its counters under the store prefix, so another prefix counts apart', async () => {
    const [one, two] = await Promise.all([RedisStore.connect({ url, prefix: fresh() }), RedisStore.connect({ url, prefix: fresh() })]);
    const [appOne, appTwo] = await Promise.all([limitedApp(one), limitedApp(two)]);
    try {
      const rule = { apart: { limit: 1, window_ms: 60_000 } };
      expect((await createLimiter(appOne, rule).check('apart', 'x')).allowed).toBe(true);
      expect((await createLimiter(appTwo, rule).check('apart', 'x')).allowed).toBe(true);
      // KEYS patterns are not prefixed by ioredis: the full key is asked for.
      const keys = await one.redis.keys(`${one.prefix}*`);
      expect(keys).toHaveLength(1);
      expect(keys[0]!.startsWith(`${one.prefix}rl:`) && keys[0]!.endsWith('apart:x')).toBe(true);
    } finally {
      await Promise.all([appOne.close(), appTwo.close()]);
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

/**
 * Routes here never reach the database or a merchant; the stubs fail loudly if they do. The
 * outbox answers close() alone: closing the app closes it (modules/outbox/routes.ts).
 */
function stubDeps(store: Store): Deps {
  const none = <T extends object>(what: string, given: Partial<T> = {}): T => new Proxy(given as T, {
    get: (t, k) => {
      if (k in t) return (t as Record<PropertyKey, unknown>)[k];
      throw new Error(`no ${what} in this test`);
    },
  });
  const db = none<Db>('database');
  const noAdministration = () => { throw new Error('no merchant administration in this test'); };
  return {
    config,
    db,
    clock: { now: () => new Date() },
    geo: { country: () => null },
    merchants: {
      byCode: async () => null, byHost: async () => null,
      list: noAdministration, view: noAdministration, create: noAdministration, update: noAdministration, audit: noAdministration,
      invalidate: noAdministration, listenForChanges: noAdministration,
    },
    store,
    trialFunding: none('trial funding'),
    operators: { authenticate: async () => null, ensureBootstrapOperator: noAdministration },
    sessions: none<Deps['sessions']>('sessions'),
    verification: none<Deps['verification']>('verification'),
    outbox: none<Deps['outbox']>('outbox', { close: async () => undefined }),
    vendorWallet: none<Deps['vendorWallet']>('vendor wallet'),
    audit: none<Deps['audit']>('audit trail'),
    members: none<Deps['members']>('members'),
    jobs: none<Deps['jobs']>('periodic jobs', { register: () => undefined }),
    limits: none<Deps['limits']>('limits'),
    depositCredited: none<Deps['depositCredited']>('deposit listeners'),
    agentLinks: none<Deps['agentLinks']>('agent links'),
  };
}

interface Served {
  app: FastifyInstance;
  base: string;
}

/** The platform app over store, with a test login route under two named limits, listening. */
async function serve(store: Store): Promise<Served> {
  const app = await buildApp(stubDeps(store), { notFoundLimit: { limit: 3, window_ms: 60_000 } });
  const limits = createLimiter(app, {
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
  return { app, base: `http://127.0.0.1:${address.port}` };
}

const call = async (base: string, method: string, path: string, ip: string) => {
  const res = await fetch(base + path, { method, headers: { 'x-forwarded-for': ip } });
  const body = (await res.json()) as unknown;
  return { statusCode: res.status, headers: res.headers, json: () => body };
};

describe('limits on platform routes', () => {
  let served: Served;
  let store: MemoryStore;

  beforeEach(async () => {
    store = new MemoryStore();
    served = await serve(store);
  });

  afterEach(async () => {
    await served.app.close();
    await store.close();
  });

  const login = (ip = '203.0.113.1') => call(served.base, 'POST', '/test/login', ip);
  const miss = (ip: string, path = '/no/such/path') => call(served.base, 'GET', path, ip);

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

  it('adds none of the plugin\'s own X-RateLimit headers to an answer', async () => {
    const ok = await login();
    expect([...ok.headers.keys()].filter((h) => h.includes('ratelimit'))).toEqual([]);
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
    const health = await call(served.base, 'GET', '/healthz', '192.0.2.8');
    expect(health.statusCode).toBe(200);
  });

  it('answers 500, not 200, when the store fails under a limit (fail closed)', async () => {
    expect((await login()).statusCode).toBe(200);
    await store.close();
    const r = await login();
    expect(r.statusCode).toBe(500);
    expect(r.json()).toMatchObject({ success: false, errorCode: 'unknown.error' });
  });
});

describeRedis('limits on platform routes, two instances on one Redis', (url) => {
  const prefix = testRedisPrefix();
  afterAll(() => dropRedisPrefix(url, prefix));

  it('shares one count: the second instance refuses what the first one spent', async () => {
    const stores = await Promise.all([RedisStore.connect({ url, prefix }), RedisStore.connect({ url, prefix })]);
    const [one, two] = await Promise.all(stores.map(serve));
    try {
      expect((await call(one!.base, 'POST', '/test/login', '203.0.113.50')).statusCode).toBe(200);
      expect((await call(two!.base, 'POST', '/test/login', '203.0.113.50')).statusCode).toBe(200);
      const refused = await call(one!.base, 'POST', '/test/login', '203.0.113.50');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
      for (let i = 0; i < 3; i++) expect((await call(two!.base, 'GET', `/scan/${i}`, '192.0.2.60')).statusCode).toBe(404);
      expect((await call(one!.base, 'GET', '/scan/x', '192.0.2.60')).statusCode).toBe(429);
    } finally {
      await Promise.all([one!.app.close(), two!.app.close()]);
      await Promise.all(stores.map((s) => s.close()));
    }
  });
});

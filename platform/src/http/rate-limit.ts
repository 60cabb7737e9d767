import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WpsError } from '@/lib/wps/errors';
import type { PlatformConfig } from '../config';
import type { Store } from '../infra/store';
import { requestIp } from './request-ip';

/**
 * The platform's rate limits: a table of named rules per module, counted by @fastify/rate-limit.
 * The plugin does the counting, the windows and the storage; this file keeps the platform's face
 * of it, so a route says `limits.enforce(reply, 'login.ip', subject)`, a misspelt name is a type
 * error, and a refusal is the platform's envelope (429 TOO_MANY_REQUESTS with Retry-After).
 *
 * Fixed windows: the first request opens a window of window_ms and the (limit+1)th within it is
 * refused. Refused requests still count, so hammering does not earn a fresh window sooner.
 *
 * A store failure is not skipped (skipOnError false): the call fails with the error instead of
 * being let through, so the limits that guard logins and codes fail closed rather than open.
 */
export interface RateRule {
  /** Requests allowed per window. */
  limit: number;
  window_ms: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Requests still allowed in this window after this one. */
  remaining: number;
  /** Seconds until the window resets; 0 when allowed. */
  retryAfter_s: number;
}

export interface Limiter<N extends string> {
  /**
   * Counts one request of subject (an IP, an account name) under the named rule; refuses with
   * TOO_MANY_REQUESTS and Retry-After when the rule's budget for the window is spent.
   */
  enforce(reply: FastifyReply, name: N, subject: string): Promise<RateDecision>;
  /** The same count without touching the reply or throwing. */
  check(name: N, subject: string): Promise<RateDecision>;
}

/** Where the plugin's Redis keys start, after the store's own prefix (wps:). */
const redisNameSpace = 'rl:';

/**
 * Registers @fastify/rate-limit on the root app, limiting nothing by itself (global false):
 * limits apply where a route asks for them through createLimiter.
 *
 * On Redis the plugin's own store counts (one Lua script per request on the store's ioredis
 * connection), so every replica shares one count. Its keys are the store's prefix, `rl:`, then
 * `undefinedundefined-` (the plugin names a key space after a route's method and URL, and
 * createRateLimit's checkers have neither), then `<rule>:<subject>`. In process the counts live in the platform's
 * MemoryStore (lru-cache, bounded, TTL per window) rather than the plugin's LocalStore, because
 * LocalStore reads Date.now() and the platform's time is its Clock, which tests move.
 */
export async function registerRateLimits(app: FastifyInstance, store: Store): Promise<void> {
  const common = { global: false, skipOnError: false } as const;
  if (store.redis) {
    await app.register(fastifyRateLimit, { ...common, redis: store.redis, nameSpace: redisNameSpace });
    return;
  }
  const counts = store;
  /** The plugin's store interface over Store.incr: one fixed-window counter per key. */
  class StoreCounts {
    incr(key: string, done: (err: Error | null, res?: { current: number; ttl: number }) => void, window_ms: number): void {
      counts.incr(`rl:${key}`, window_ms).then((c) => done(null, { current: c.count, ttl: c.resetIn_ms }), (err: Error) => done(err));
    }
    child(): StoreCounts {
      // Keys carry the rule's name (createLimiter), so every rule can count in one key space.
      return this;
    }
  }
  await app.register(fastifyRateLimit, { ...common, store: StoreCounts });
}

function assertRule(rule: RateRule): void {
  if (!Number.isInteger(rule.limit) || rule.limit < 1) throw new Error(`rate limit must be a positive integer, got ${rule.limit}`);
  if (!Number.isInteger(rule.window_ms) || rule.window_ms < 1) throw new Error(`rate window_ms must be a positive integer, got ${rule.window_ms}`);
}

/**
 * The plugin's checkers key a request through keyGenerator and read only its route config; a
 * named rule is keyed by its subject instead, which is all this carrier holds. It lets a count
 * run where there is no request at hand (a vendor's session, an account name).
 */
interface SubjectCarrier {
  subject: string;
  routeOptions: { config: Record<string, never> };
}

type Checker = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * The platform's named limits in one table, so a route says `limits.enforce(reply, 'login', ip)`
 * and a misspelt name is a type error. Each rule counts in its own key space (`<name>:<subject>`).
 * The app must have had registerRateLimits (buildApp does it before any module registers).
 */
export function createLimiter<N extends string>(app: FastifyInstance, rules: Record<N, RateRule>): Limiter<N> {
  const checkers = new Map<N, Checker>();
  for (const [name, rule] of Object.entries<RateRule>(rules) as [N, RateRule][]) {
    assertRule(rule);
    checkers.set(name, app.createRateLimit({
      max: rule.limit,
      timeWindow: rule.window_ms,
      keyGenerator: (req) => `${name}:${(req as unknown as SubjectCarrier).subject}`,
    }));
  }
  const check = async (name: N, subject: string): Promise<RateDecision> => {
    const carrier: SubjectCarrier = { subject, routeOptions: { config: {} } };
    const r = await checkers.get(name)!(carrier as unknown as FastifyRequest);
    // isAllowed means "on the allow list", which the platform never configures.
    if (r.isAllowed) throw new Error(`rate limit ${name}: an allow list is not supported`);
    if (!r.isExceeded) return { allowed: true, remaining: r.remaining, retryAfter_s: 0 };
    return { allowed: false, remaining: 0, retryAfter_s: Math.max(1, r.ttlInSeconds) };
  };
  return {
    check,
    async enforce(reply, name, subject) {
      const d = await check(name, subject);
      if (!d.allowed) {
        // The error handler keeps headers already on the reply, so Retry-After reaches the client.
        reply.header('Retry-After', String(d.retryAfter_s));
        throw new WpsError('TOO_MANY_REQUESTS');
      }
      return d;
    },
  };
}

export interface NotFoundLimitOptions extends RateRule {
  /** For the client IP (requestIp reads TRUSTED_PROXIES). */
  config: Pick<PlatformConfig, 'trustedProxies'>;
}

/**
 * Limits answers of the not-found handler per client IP: a scanner walking paths gets 429s
 * after `limit` misses in a window, while the routes that exist are not counted or refused.
 * A hook, not a second setNotFoundHandler, so it composes with the handler app.ts sets.
 */
export function limitNotFound(app: FastifyInstance, opts: NotFoundLimitOptions): void {
  const limits = createLimiter(app, { 'not.found': { limit: opts.limit, window_ms: opts.window_ms } });
  app.addHook('onRequest', async (req, reply) => {
    if (!req.is404) return;
    await limits.enforce(reply, 'not.found', requestIp(req, opts));
  });
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import { WpsError } from '@/lib/wps/errors';
import type { Deps } from '../context';
import { requestIp } from '../http/request-ip';
import type { Store } from './store';

export interface RateRule {
  /** Requests allowed per window. */
  limit: number;
  window_ms: number;
}

export interface RateLimitInput extends RateRule {
  /** Who is limited for what, e.g. `login:203.0.113.9`. */
  key: string;
}

export interface RateDecision {
  allowed: boolean;
  /** Requests still allowed in this window after this one. */
  remaining: number;
  /** Seconds until the window resets; 0 when allowed. */
  retryAfter_s: number;
}

const keyPrefix = 'rl:';

function assertRule(rule: RateRule): void {
  if (!Number.isInteger(rule.limit) || rule.limit < 1) throw new Error(`rate limit must be a positive integer, got ${rule.limit}`);
  if (!Number.isInteger(rule.window_ms) || rule.window_ms < 1) throw new Error(`rate window_ms must be a positive integer, got ${rule.window_ms}`);
}

/**
 * Fixed window: the first request opens a window of window_ms, and the (limit+1)th within it
 * is refused. Refused requests still count, so hammering does not earn a fresh window sooner.
 * A store failure propagates: limits that guard logins fail closed rather than open.
 */
export async function rateLimit(store: Store, { key, limit, window_ms }: RateLimitInput): Promise<RateDecision> {
  assertRule({ limit, window_ms });
  const { count, resetIn_ms } = await store.incr(keyPrefix + key, window_ms);
  if (count <= limit) return { allowed: true, remaining: limit - count, retryAfter_s: 0 };
  return { allowed: false, remaining: 0, retryAfter_s: Math.max(1, Math.ceil(resetIn_ms / 1000)) };
}

/** Counts one request against input; on refusal sets Retry-After and throws TOO_MANY_REQUESTS. */
export async function enforceLimit(reply: FastifyReply, store: Store, input: RateLimitInput): Promise<RateDecision> {
  const d = await rateLimit(store, input);
  if (!d.allowed) {
    // The error handler keeps headers already on the reply, so Retry-After reaches the client.
    reply.header('Retry-After', String(d.retryAfter_s));
    throw new WpsError('TOO_MANY_REQUESTS');
  }
  return d;
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

/**
 * The platform's named limits in one table, so a route says `limits.enforce(reply, 'login', ip)`
 * and a misspelt name is a type error. Each rule counts in its own key space.
 */
export function createLimiter<N extends string>(store: Store, rules: Record<N, RateRule>): Limiter<N> {
  for (const rule of Object.values<RateRule>(rules)) assertRule(rule);
  const input = (name: N, subject: string): RateLimitInput => ({ key: `${name}:${subject}`, ...rules[name] });
  return {
    enforce: (reply, name, subject) => enforceLimit(reply, store, input(name, subject)),
    check: (name, subject) => rateLimit(store, input(name, subject)),
  };
}

export interface NotFoundLimitOptions extends RateRule {
  /** For the client IP (requestIp reads TRUSTED_PROXIES from deps.config). */
  deps: Deps;
}

/**
 * Limits answers of the not-found handler per client IP: a scanner walking paths gets 429s
 * after `limit` misses in a window, while the routes that exist are not counted or refused.
 * A hook, not a second setNotFoundHandler, so it composes with the handler app.ts sets.
 */
export function limitNotFound(app: FastifyInstance, store: Store, opts: NotFoundLimitOptions): void {
  const rule: RateRule = { limit: opts.limit, window_ms: opts.window_ms };
  assertRule(rule);
  app.addHook('onRequest', async (req, reply) => {
    if (!req.is404) return;
    await enforceLimit(reply, store, { key: `not.found:${requestIp(req, opts.deps)}`, ...rule });
  });
}

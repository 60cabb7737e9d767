import type { Redis } from 'ioredis';

/**
 * The small shared state the platform keeps outside PostgreSQL: short-lived values, counters
 * for rate limits, and a broadcast channel between replicas. One interface, two backings:
 * in-process for a single node, Redis when several replicas must agree.
 */
export interface Store {
  readonly kind: 'memory' | 'redis';
  /**
   * The Redis connection behind the store (keys prefixed like the store's), null in process.
   * For libraries that keep their own keys next to ours, such as the rate limits' counters.
   */
  readonly redis: Redis | null;
  /** The value under key, or null when it is missing or its TTL has run out. */
  get(key: string): Promise<string | null>;
  /** Every value expires: nothing here is meant to live longer than ttl_ms. */
  set(key: string, value: string, ttl_ms: number): Promise<void>;
  del(key: string): Promise<void>;
  /**
   * Adds one to the counter under key and returns its count in the current window. The first
   * increment opens a window of window_ms; the counter disappears when it closes (fixed window).
   */
  incr(key: string, window_ms: number): Promise<WindowCount>;
  /** Sends message to every subscriber of channel on every replica, this one included. */
  publish(channel: string, message: string): Promise<void>;
  /** Resolves once the subscription is live; the returned function ends it. */
  subscribe(channel: string, handler: MessageHandler): Promise<Unsubscribe>;
  /** Releases connections and timers; the store must not be used afterwards. */
  close(): Promise<void>;
}

export interface WindowCount {
  /** Increments so far in this window, this one included. */
  count: number;
  /** Time until the window closes and the count starts again from zero. */
  resetIn_ms: number;
}

export type MessageHandler = (message: string) => void | Promise<void>;
export type Unsubscribe = () => Promise<void>;

/** Where a store reports failures nobody awaits: a subscriber that throws, a lost connection. */
export type StoreErrorSink = (err: Error) => void;

export const defaultErrorSink: StoreErrorSink = (err) => console.error('[store]', err);

/** Upper bound of live subscriptions per store: a leak of subscribe() calls should fail loudly. */
export const maxSubscriptions = 1000;

export function assertKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > 512) throw new Error(`store key must be 1-512 characters, got ${JSON.stringify(key)}`);
}

export function assertDuration(name: string, ms: number): void {
  if (!Number.isInteger(ms) || ms <= 0) throw new Error(`${name} must be a positive whole number of milliseconds, got ${ms}`);
}

/** Runs a subscriber so that its failure (sync or async) is reported instead of escaping. */
export function deliver(handler: MessageHandler, message: string, onError: StoreErrorSink): void {
  try {
    const r = handler(message);
    if (r && typeof (r as Promise<void>).catch === 'function') (r as Promise<void>).catch((e: unknown) => onError(asError(e)));
  } catch (e) {
    onError(asError(e));
  }
}

function asError(e: unknown): Error {
  return e instanceof Error ? e : new Error(String(e));
}

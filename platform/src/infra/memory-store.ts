import { EventEmitter } from 'node:events';
import type { LRUCache } from 'lru-cache';
import { systemClock, type Clock } from '../clock';
import { clockedLru } from './load-cache';
import {
  assertDuration, assertKey, defaultErrorSink, deliver, maxSubscriptions,
  type MessageHandler, type Store, type StoreErrorSink, type Unsubscribe, type WindowCount,
} from './store';

export interface MemoryStoreOptions {
  /** Most entries (values and counters together) kept; the least recently used go first. */
  maxEntries?: number;
  clock?: Clock;
  onError?: StoreErrorSink;
}

export const defaultMaxEntries = 100_000;

/**
 * The single-node store: values and counters in one lru-cache, bounded by maxEntries (the least
 * recently used go first) and each with its own TTL; expired entries are dropped when touched,
 * and the size bound holds either way.
 */
export class MemoryStore implements Store {
  readonly kind = 'memory' as const;
  readonly redis = null;
  private readonly entries: LRUCache<string, string>;
  private readonly events = new EventEmitter();
  private readonly onError: StoreErrorSink;
  private subscriptions = 0;
  private closed = false;

  constructor(opts: MemoryStoreOptions = {}) {
    const max = opts.maxEntries ?? defaultMaxEntries;
    if (!Number.isInteger(max) || max < 1) throw new Error(`maxEntries must be a positive integer, got ${max}`);
    this.entries = clockedLru<string, string>({ max, clock: opts.clock ?? systemClock });
    this.onError = opts.onError ?? defaultErrorSink;
    this.events.setMaxListeners(maxSubscriptions);
  }

  /** Entries held right now, expired ones not yet swept included (for tests and metrics). */
  get size(): number {
    return this.entries.size;
  }

  async get(key: string): Promise<string | null> {
    this.assertOpen();
    assertKey(key);
    return this.live(key) ?? null;
  }

  async set(key: string, value: string, ttl_ms: number): Promise<void> {
    this.assertOpen();
    assertKey(key);
    assertDuration('ttl_ms', ttl_ms);
    this.entries.set(key, value, { ttl: ttl_ms });
  }

  async del(key: string): Promise<void> {
    this.assertOpen();
    assertKey(key);
    this.entries.delete(key);
  }

  async incr(key: string, window_ms: number): Promise<WindowCount> {
    this.assertOpen();
    assertKey(key);
    assertDuration('window_ms', window_ms);
    const held = this.live(key);
    if (held === undefined) {
      this.entries.set(key, '1', { ttl: window_ms });
      return { count: 1, resetIn_ms: window_ms };
    }
    // Same rule as Redis INCR: a counter key holding something else is a programmer error.
    if (!/^-?\d+$/.test(held)) throw new Error(`store key ${key} does not hold a counter`);
    const count = Number(held) + 1;
    // The window is the one the first increment opened: later ones keep its TTL.
    this.entries.set(key, String(count), { noUpdateTTL: true });
    return { count, resetIn_ms: this.entries.getRemainingTTL(key) };
  }

  async publish(channel: string, message: string): Promise<void> {
    this.assertOpen();
    assertKey(channel);
    // Delivered on a later tick, as Redis does, so a publisher never runs its subscribers inline.
    queueMicrotask(() => this.events.emit(channel, message));
  }

  async subscribe(channel: string, handler: MessageHandler): Promise<Unsubscribe> {
    this.assertOpen();
    assertKey(channel);
    if (this.subscriptions >= maxSubscriptions) throw new Error(`more than ${maxSubscriptions} subscriptions on one store`);
    const listener = (message: string) => deliver(handler, message, this.onError);
    this.events.on(channel, listener);
    this.subscriptions++;
    let active = true;
    return async () => {
      if (!active) return;
      active = false;
      this.subscriptions--;
      this.events.off(channel, listener);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.entries.clear();
    this.events.removeAllListeners();
  }

  /**
   * The entry, unless its TTL has run out. lru-cache still serves an entry in the very
   * millisecond its TTL ends; Redis expires it then, so a window of window_ms is over exactly
   * window_ms after it opened on both backings.
   */
  private live(key: string): string | undefined {
    const value = this.entries.get(key);
    if (value === undefined || this.entries.getRemainingTTL(key) > 0) return value;
    this.entries.delete(key);
    return undefined;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('store is closed');
  }
}

import { EventEmitter } from 'node:events';
import { systemClock, type Clock } from '../clock';
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

interface Entry {
  value: string;
  expiresAt_ms: number;
}

/**
 * The single-node store. A Map keeps insertion order, so re-inserting an entry on use makes
 * the first key the least recently used one, and eviction is O(1). Expired entries are
 * dropped when touched or when they reach the front; the size bound holds either way.
 */
export class MemoryStore implements Store {
  readonly kind = 'memory' as const;
  readonly redis = null;
  private readonly entries = new Map<string, Entry>();
  private readonly events = new EventEmitter();
  private readonly maxEntries: number;
  private readonly clock: Clock;
  private readonly onError: StoreErrorSink;
  private subscriptions = 0;
  private closed = false;

  constructor(opts: MemoryStoreOptions = {}) {
    this.maxEntries = opts.maxEntries ?? defaultMaxEntries;
    if (!Number.isInteger(this.maxEntries) || this.maxEntries < 1) throw new Error(`maxEntries must be a positive integer, got ${this.maxEntries}`);
    this.clock = opts.clock ?? systemClock;
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
    const e = this.live(key);
    if (!e) return null;
    this.touch(key, e);
    return e.value;
  }

  async set(key: string, value: string, ttl_ms: number): Promise<void> {
    this.assertOpen();
    assertKey(key);
    assertDuration('ttl_ms', ttl_ms);
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt_ms: this.now() + ttl_ms });
    this.evict();
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
    const now = this.now();
    const e = this.live(key);
    if (!e) {
      this.entries.set(key, { value: '1', expiresAt_ms: now + window_ms });
      this.evict();
      return { count: 1, resetIn_ms: window_ms };
    }
    // Same rule as Redis INCR: a counter key holding something else is a programmer error.
    if (!/^-?\d+$/.test(e.value)) throw new Error(`store key ${key} does not hold a counter`);
    const count = Number(e.value) + 1;
    e.value = String(count);
    this.touch(key, e);
    return { count, resetIn_ms: e.expiresAt_ms - now };
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

  private now(): number {
    return this.clock.now().getTime();
  }

  private live(key: string): Entry | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expiresAt_ms <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  private touch(key: string, e: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, e);
  }

  private evict(): void {
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('store is closed');
  }
}

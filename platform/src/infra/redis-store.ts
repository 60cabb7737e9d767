import { Redis } from 'ioredis';
import {
  assertDuration, assertKey, defaultErrorSink, deliver, maxSubscriptions,
  type MessageHandler, type Store, type StoreErrorSink, type Unsubscribe, type WindowCount,
} from './store';

export interface RedisStoreOptions {
  url: string;
  /** Put before every key and channel, so several products (or test runs) share one server. */
  prefix?: string;
  connectTimeout_ms?: number;
  onError?: StoreErrorSink;
}

export const defaultRedisPrefix = 'wps:';
const defaultConnectTimeout_ms = 3000;
/** A command waits through at most this many reconnects before it fails, so a request never hangs on Redis. */
const maxRetriesPerRequest = 2;
const maxReconnectDelay_ms = 2000;

// INCR and PEXPIRE must happen together: a crash between them would leave a counter that never
// resets and locks a client out for good. The PTTL check also repairs such a key if one exists.
const incrWindowLua = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

interface Channel {
  handlers: Set<MessageHandler>;
  /** The SUBSCRIBE of this channel, acknowledged or not yet. */
  ready: Promise<unknown>;
}

interface WithIncrWindow {
  wpsIncrWindow(key: string, window_ms: number): Promise<[number, number]>;
}

/** The URL without its password, for messages and logs. */
export function redactRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable REDIS_URL)';
  }
}

interface ClientOptions {
  url: string;
  prefix: string;
  connectTimeout_ms: number;
  onError: StoreErrorSink;
}

/**
 * Opens a connection and waits until it is ready; an unreachable server fails here, with the
 * address and the cause, instead of on the first request. Until the first ready there is no
 * reconnecting (a boot should fail, not wait); afterwards ioredis reconnects with a backoff.
 */
async function openClient(o: ClientOptions): Promise<Redis> {
  let ready = false;
  let cause: Error | undefined;
  const client = new Redis(o.url, {
    lazyConnect: true,
    connectTimeout: o.connectTimeout_ms,
    maxRetriesPerRequest,
    keyPrefix: o.prefix,
    retryStrategy: (times) => (ready ? Math.min(times * 200, maxReconnectDelay_ms) : null),
  });
  // ioredis raises 'error' on every failed reconnect; without a listener it prints them itself.
  client.on('error', (err: Error) => {
    if (ready) o.onError(err);
    else cause ??= err;
  });
  try {
    await client.connect();
    ready = true;
    return client;
  } catch (err) {
    // Without retries the client has usually ended already; disconnecting an ended client
    // would start a 2 s timer on its dead socket and hold the process open.
    if (client.status !== 'end') client.disconnect();
    const why = (cause ?? (err as Error)).message;
    throw new Error(`Redis at ${redactRedisUrl(o.url)} is not reachable (${why}). Check REDIS_URL, or unset it to run on the in-process store (single node only).`);
  }
}

export class RedisStore implements Store {
  readonly kind = 'redis' as const;
  readonly prefix: string;
  readonly redis: Redis;
  private readonly client: Redis;
  private readonly options: ClientOptions;
  private readonly onError: StoreErrorSink;
  /** Subscriber mode takes a connection over, so pub/sub gets its own, opened on first use. */
  private subscriber: Promise<Redis> | null = null;
  private readonly channels = new Map<string, Channel>();
  private subscriptions = 0;

  private constructor(client: Redis, o: ClientOptions) {
    this.client = client;
    this.redis = client;
    this.options = o;
    this.prefix = o.prefix;
    this.onError = o.onError;
  }

  static async connect(opts: RedisStoreOptions): Promise<RedisStore> {
    const prefix = opts.prefix ?? defaultRedisPrefix;
    const onError = opts.onError ?? defaultErrorSink;
    const o: ClientOptions = { url: opts.url, prefix, connectTimeout_ms: opts.connectTimeout_ms ?? defaultConnectTimeout_ms, onError };
    const client = await openClient(o);
    client.defineCommand('wpsIncrWindow', { numberOfKeys: 1, lua: incrWindowLua });
    return new RedisStore(client, o);
  }

  async get(key: string): Promise<string | null> {
    assertKey(key);
    return this.client.get(key);
  }

  async set(key: string, value: string, ttl_ms: number): Promise<void> {
    assertKey(key);
    assertDuration('ttl_ms', ttl_ms);
    await this.client.set(key, value, 'PX', ttl_ms);
  }

  async del(key: string): Promise<void> {
    assertKey(key);
    await this.client.del(key);
  }

  async incr(key: string, window_ms: number): Promise<WindowCount> {
    assertKey(key);
    assertDuration('window_ms', window_ms);
    const [count, ttl_ms] = await (this.client as unknown as WithIncrWindow).wpsIncrWindow(key, window_ms);
    return { count: Number(count), resetIn_ms: Number(ttl_ms) };
  }

  // keyPrefix covers keys only; channels get the prefix here.
  async publish(channel: string, message: string): Promise<void> {
    assertKey(channel);
    await this.client.publish(this.prefix + channel, message);
  }

  async subscribe(channel: string, handler: MessageHandler): Promise<Unsubscribe> {
    assertKey(channel);
    if (this.subscriptions >= maxSubscriptions) throw new Error(`more than ${maxSubscriptions} subscriptions on one store`);
    const sub = await this.subscriberConnection();
    const full = this.prefix + channel;
    let ch = this.channels.get(full);
    if (!ch) {
      ch = { handlers: new Set(), ready: sub.subscribe(full) };
      this.channels.set(full, ch);
    }
    const joined = ch;
    // A wrapper per call, so subscribing the same function twice gives two independent subscriptions.
    const own: MessageHandler = (m) => handler(m);
    joined.handlers.add(own);
    this.subscriptions++;
    const leave = async () => {
      this.subscriptions--;
      joined.handlers.delete(own);
      if (joined.handlers.size === 0 && this.channels.get(full) === joined) {
        this.channels.delete(full);
        await sub.unsubscribe(full);
      }
    };
    try {
      // Every subscriber of a channel waits for the one SUBSCRIBE, so none returns before it is live.
      await joined.ready;
    } catch (err) {
      await leave().catch(() => undefined);
      throw err;
    }
    let active = true;
    return async () => {
      if (!active) return;
      active = false;
      await leave();
    };
  }

  async close(): Promise<void> {
    const sub = this.subscriber;
    this.subscriber = null;
    this.channels.clear();
    await Promise.all([
      quit(this.client),
      sub?.then(quit, () => undefined),
    ]);
  }

  private subscriberConnection(): Promise<Redis> {
    if (!this.subscriber) {
      this.subscriber = openClient(this.options).then((sub) => {
        sub.on('message', (channel: string, message: string) => {
          const ch = this.channels.get(channel);
          if (ch) for (const h of [...ch.handlers]) deliver(h, message, this.onError);
        });
        return sub;
      });
      // A failed open is reported to the caller once; the next subscribe tries again.
      this.subscriber.catch(() => { this.subscriber = null; });
    }
    return this.subscriber;
  }
}

async function quit(client: Redis): Promise<void> {
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}

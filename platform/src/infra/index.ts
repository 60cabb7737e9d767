export type { Store, WindowCount, MessageHandler, Unsubscribe, StoreErrorSink } from './store';
export { MemoryStore, defaultMaxEntries, type MemoryStoreOptions } from './memory-store';
export { RedisStore, defaultRedisPrefix, redactRedisUrl, type RedisStoreOptions } from './redis-store';
export { createStore, type CreateStoreOptions } from './create-store';
export {
  rateLimit, enforceLimit, createLimiter, limitNotFound,
  type RateRule, type RateLimitInput, type RateDecision, type Limiter, type NotFoundLimitOptions,
} from './rate-limit';

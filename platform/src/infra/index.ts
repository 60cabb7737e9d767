export type { Store, WindowCount, MessageHandler, Unsubscribe, StoreErrorSink } from './store';
export { MemoryStore, defaultMaxEntries, type MemoryStoreOptions } from './memory-store';
export { RedisStore, defaultRedisPrefix, redactRedisUrl, type RedisStoreOptions } from './redis-store';
export { createStore, type CreateStoreOptions } from './create-store';
export { loadCache, clockedLru, type LoadCache, type LoadCacheOptions } from './load-cache';

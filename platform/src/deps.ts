import type { PlatformConfig } from './config';
import { systemClock, type Clock, type Deps, type GeoLookup } from './context';
import { secretBox } from './crypto/secret-box';
import type { Db } from './db';
import { MemoryStore, type Store } from './infra';
import { openGeoLookup } from './modules/geo/service';
import { MerchantService } from './modules/merchants/service';

export interface DepsOptions {
  clock?: Clock;
  /** Shared state between replicas (Redis); in-process when absent (one node, and tests). */
  store?: Store;
  geo?: GeoLookup;
  /** How long a merchant is served from memory; other replicas see a change after this. */
  merchantCacheTtl_ms?: number;
}

/** The shared parts every module gets: built once at boot by main.ts, and by tests. */
export async function createDeps(config: PlatformConfig, db: Db, opts: DepsOptions = {}): Promise<Deps> {
  const clock = opts.clock ?? systemClock;
  const geo = opts.geo ?? (await openGeoLookup());
  const store = opts.store ?? new MemoryStore({ clock });
  const merchants = new MerchantService({ db, box: secretBox(config.platformSecret), clock, cacheTtl_ms: opts.merchantCacheTtl_ms, store });
  await merchants.listenForChanges();
  return { config, db, clock, geo, merchants, store };
}

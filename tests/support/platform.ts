import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '@/platform/src/app';
import type { PlatformConfig } from '@/platform/src/config';
import { systemClock, type Clock, type Deps, type GeoLookup, type Merchant } from '@/platform/src/context';
import type { Db } from '@/platform/src/db';
import { createDeps, type DepsOptions } from '@/platform/src/deps';
import { createGeoService, openCountryReader } from '@/platform/src/modules/geo';
import { createLedgerService, type LedgerService } from '@/platform/src/modules/ledger';
import type { MerchantService } from '@/platform/src/modules/merchants';
import { seedDemo } from '@/platform/seed';
import { createTestDb, type TestDb } from '@/tests/support/db';
import { stopReplicas, type Replica } from '@/tests/support/replica';

export interface PlatformOverrides {
  config?: Partial<PlatformConfig>;
  clock?: Clock;
  geo?: GeoLookup;
  /** Seed the demo merchant (default true). */
  seed?: boolean;
  /** Further createDeps options (a predictable random for captchas, stand-in outbox providers, a Redis store). */
  deps?: Pick<DepsOptions, 'random' | 'outboxProviders' | 'store'>;
  /** Options of the app itself (the house vendor's tables). */
  build?: Pick<BuildOptions, 'house'>;
}

export interface TestPlatform {
  app: FastifyInstance;
  deps: Deps;
  merchants: MerchantService;
  /** A bearer token of the `admin` operator for /bo calls. */
  opsToken: string;
  config: PlatformConfig;
}

let sharedGeo: Promise<GeoLookup> | undefined;

export function testConfig(overrides: Partial<PlatformConfig> = {}): PlatformConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'wps-platform-test-')),
    trustedProxies: ['loopback'],
    platformSecret: 'test-platform-secret-0123456789abcdef0123456789',
    opsToken: randomBytes(24).toString('base64url'),
    logLevel: 'silent',
    ...overrides,
  };
}

/**
 * The platform over a test database: config with a temp dataDir, the real country database,
 * the demo merchant seeded and an operator token. Close with `app.close()`.
 */
export async function makePlatform(db: Db, overrides: PlatformOverrides = {}): Promise<TestPlatform> {
  const config = testConfig(overrides.config);
  const clock = overrides.clock ?? systemClock;
  const geo = overrides.geo ?? (await (sharedGeo ??= openCountryReader().then((reader) => createGeoService({ reader }))));
  const deps = await createDeps(config, db, { clock, geo, ...overrides.deps });
  await deps.operators.ensureBootstrapOperator();
  if (overrides.seed !== false) await seedDemo(db, config, clock);
  const app = await buildApp(deps, overrides.build);
  await app.ready();
  return { app, deps, merchants: deps.merchants, opsToken: config.opsToken!, config };
}

/**
 * Registers a beforeAll that builds the platform over the suite's database and an afterAll that
 * closes it; the getter returns it in tests and in hooks registered after this call.
 */
export function usePlatform(get: () => { db: Db }, overrides: PlatformOverrides = {}): () => TestPlatform {
  let p: TestPlatform | undefined;
  beforeAll(async () => {
    p = await makePlatform(get().db, overrides);
  });
  afterAll(async () => {
    await p?.app.close();
  });
  return () => {
    if (!p) throw new Error('test platform not ready');
    return p;
  };
}

/**
 * A fresh PostgreSQL database with the test's own platform over it, the ledger and the demo merchant: the instance a
 * multi-process test seeds and funds through while the processes it starts (`startReplica`) do the work.
 */
export async function platformOnPostgres(build: PlatformOverrides['build']): Promise<{ t: TestDb; p: TestPlatform; ledger: LedgerService; demo: Merchant }> {
  const t = await createTestDb('postgres');
  const p = await makePlatform(t.db, { build });
  return { t, p, ledger: createLedgerService({ db: t.db }), demo: (await p.deps.merchants.byCode('demo'))! };
}

/** The afterAll of a multi-process test: its processes stop first, then its own platform, then its database goes. */
export async function stopProcessesAndPlatform(replicas: Replica[], p: TestPlatform | undefined, t: TestDb | undefined): Promise<void> {
  await stopReplicas(replicas);
  await p?.app.close();
  await t?.drop();
}

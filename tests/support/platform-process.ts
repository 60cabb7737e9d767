// A platform replica for tests that need other processes on one database: `node --import tsx
// tests/support/platform-process.ts` with DATABASE_URL (PostgreSQL) or PGLITE_DIR (an embedded
// database's directory, which only one process may open) and PLATFORM_SECRET set builds the app
// (no seeding, no migrations: the test prepared the database), listens on a free loopback port
// and prints `PORT <n>` on its own line. It stops on SIGTERM. Start it with startReplica
// (replica.ts). With HOUSE_COIN_TABLE=<betting ms>,<result ms> it seats the tests' coin table
// (coin-table.ts) at those times; with HOUSE_BINGO_TABLE=<betting ms>,<result ms>,<calling ms>,
// bingo (house/tables/bingo.ts) as `test-bingo` at those. With REDIS_URL (and REDIS_PREFIX) its
// store is that Redis, so replicas share broadcasts (the tables' and the chat's fan-out) and limits.
// With REWARDS_CLOCK_FILE the rewards' and contracts' clocks run ahead by that file's milliseconds.
import { buildApp } from '@/platform/src/app';
import { openPglite, postgresDb } from '@/platform/src/db';
import { createDeps } from '@/platform/src/deps';
import { RedisStore } from '@/platform/src/infra';
import { bingoTable } from '@/platform/src/vendors/house/tables/bingo';
import type { TableGame } from '@/platform/src/vendors/house/tables/game';
import { coinTable } from './coin-table';
import { testConfig } from './platform';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const dir = process.env.PGLITE_DIR;
  if (!url && !dir) throw new Error('platform-process: DATABASE_URL or PGLITE_DIR is required');
  const db = url ? postgresDb(url, Number(process.env.DB_POOL_MAX ?? 10)) : await openPglite(dir!);
  const config = testConfig({ ...(url ? { databaseUrl: url } : {}), ...(process.env.PLATFORM_SECRET ? { platformSecret: process.env.PLATFORM_SECRET } : {}),
    ...(process.env.REWARDS_CLOCK_FILE ? { rewardsClockFile: process.env.REWARDS_CLOCK_FILE } : {}) });
  const store = process.env.REDIS_URL ? await RedisStore.connect({ url: process.env.REDIS_URL, prefix: process.env.REDIS_PREFIX }) : undefined;
  const deps = await createDeps(config, db, { geo: { country: () => null }, ...(store ? { store } : {}) });
  const coin = process.env.HOUSE_COIN_TABLE?.split(',').map(Number);
  const bingo = process.env.HOUSE_BINGO_TABLE?.split(',').map(Number);
  const games: TableGame[] = [
    ...(coin ? [coinTable('test-coin', { betting_ms: coin[0]!, result_ms: coin[1]! })] : []),
    ...(bingo ? [bingoTable('test-bingo', { betting_ms: bingo[0]!, result_ms: bingo[1]!, calling_ms: bingo[2]! })] : []),
  ];
  const app = await buildApp(deps, games.length ? { house: { tables: { games: Object.fromEntries(games.map((g) => [g.gameId, g])) } } } : {});
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('platform-process: no port');
  console.log(`PORT ${address.port}`);
  const stop = () => void app.close().then(() => store?.close()).then(() => db.close()).finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

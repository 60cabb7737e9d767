import path from 'node:path';
import { buildApp } from './app';
import { loadPlatformConfig } from './config';
import { secretBox } from './crypto/secret-box';
import { openPglite, postgresDb, type Db } from './db';
import { maintainDb, startDbMaintenance } from './db/maintenance';
import { migrate } from './db/migrate';
import { createDeps } from './deps';
import { createStore } from './infra';
import { startOutboxTimer } from './modules/outbox';
import { sealStoredAccountNumbers } from './modules/payments';
import { createSessionSecurityService } from './modules/sessions';
import { seedDemo } from '@/platform/seed';
import { seedDemoJackpot } from '@/platform/seed/jackpot';
import { createJackpotService } from './modules/jackpot';
import { createLedgerService } from './modules/ledger';
import { createRewardsService } from './modules/rewards';

const outboxInterval_ms = 3_000;
const purgeInterval_ms = 60 * 60_000;
/** How often this process looks for due periodic runs (modules/jobs); the first look is soon after boot. */
const jobsInterval_ms = 60_000;
const jobsFirst_ms = 10_000;
const rewardExpiryInterval_ms = 60_000;

/**
 * Starts the platform: reads and checks the configuration, opens the database (PGlite under
 * DATA_DIR unless DATABASE_URL names a PostgreSQL server), migrates, makes sure an operator
 * exists, seeds the demo merchant where asked, and listens. SIGTERM/SIGINT close it cleanly.
 */
async function main() {
  const config = loadPlatformConfig();
  const db: Db = config.databaseUrl ? postgresDb(config.databaseUrl) : await openPglite(path.join(config.dataDir, 'pglite'));
  const applied = await migrate(db);
  const store = await createStore(config);
  const deps = await createDeps(config, db, { store });
  const operator = await deps.operators.ensureBootstrapOperator();
  // Account numbers stored before they were sealed at rest (migration 021) are sealed now.
  const sealedAccounts = await sealStoredAccountNumbers({ db, box: secretBox(config.platformSecret) });
  const seedDemoData = process.env.SEED_DEMO ? process.env.SEED_DEMO === 'true' : db.kind === 'pglite';
  if (seedDemoData) {
    await seedDemo(db, config);
    await seedDemoJackpot(createJackpotService({ db, ledger: createLedgerService({ db }), bets: deps.vendorWallet, audit: deps.audit }), deps.merchants);
  }
  // PGlite has no autovacuum: its tables are analyzed now, after migrations and the seed have
  // filled them, and vacuumed and analyzed on a timer below (db/maintenance.ts).
  const analyzed = await maintainDb(db, { full: false });

  const app = await buildApp(deps, { logger: true });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: db.kind, migrationsApplied: applied.length, store: store.kind, seededDemo: seedDemoData, opsTokenFile: operator.tokenFile ?? null,
      sealedAccounts, analyzed,
    },
    'platform ready',
  );

  // The outbox is also dispatched right after each commit that enqueues; the timer picks up
  // retries and rows a stopped replica left. Expired verification codes, ended sessions and the
  // seamless wallet's old answers and game sessions are purged hourly.
  const outboxTimer = startOutboxTimer(deps.outbox, outboxInterval_ms);
  const loginHistory = createSessionSecurityService({ db: deps.db, clock: deps.clock });
  const purge = () => {
    loginHistory.purgeHistory().catch((e: Error) => app.log.warn({ err: e }, 'purging login history failed'));
    deps.verification.purgeExpired().catch((e: Error) => app.log.warn({ err: e }, 'purging verification codes failed'));
    deps.sessions.purgeEnded().catch((e: Error) => app.log.warn({ err: e }, 'purging ended sessions failed'));
    deps.vendorWallet.purgeHistory().catch((e: Error) => app.log.warn({ err: e }, 'purging vendor wallet history failed'));
  };
  const purgeTimer = setInterval(purge, purgeInterval_ms);
  purgeTimer.unref();
  // Periodic settlement runs (daily rebate, ...): every process looks; a period runs in one of them.
  const jobsTimer = deps.jobs.start(jobsInterval_ms, jobsFirst_ms);
  // Bonuses whose wagering time ran out go back to the house (a member's own reads forfeit theirs at once too).
  const rewards = createRewardsService({ db, clock: deps.clock, ledger: createLedgerService({ db }), members: deps.members, audit: deps.audit, limits: deps.limits });
  const expiryTimer = setInterval(() => {
    rewards.expireDue(deps.clock.now()).catch((e: Error) => app.log.warn({ err: e }, 'forfeiting expired bonuses failed'));
  }, rewardExpiryInterval_ms);
  expiryTimer.unref();
  const maintenance = startDbMaintenance(db, (e) => app.log.warn({ err: e }, 'vacuuming the embedded database failed'));

  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    clearInterval(purgeTimer);
    await jobsTimer.stop();
    clearInterval(expiryTimer);
    await maintenance.stop();
    await outboxTimer.stop();
    await app.close();
    await store.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}

main().catch((e) => {
  process.stderr.write(`platform failed to start: ${(e as Error).message}\n`);
  process.exit(1);
});

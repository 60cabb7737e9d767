import { existsSync, writeFileSync, renameSync } from 'node:fs';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDb, postgresDb } from '@/platform/src/db';
import { migrate } from '@/platform/src/db/migrate';
import { pgliteTemplatePath, postgresAdminUrl, postgresReachable, postgresTemplateName } from './db';

/**
 * Makes the migrated templates once per run (migrations and platform/sql/functions, both in
 * templateKey, so a changed function rebuilds them): a PGlite data-dir dump that every test file
 * loads (opening a dump takes about a second, initdb several), and, when a PostgreSQL server
 * answers, a template database that test files clone with CREATE DATABASE ... TEMPLATE.
 */
export default async function globalSetup(): Promise<void> {
  const file = pgliteTemplatePath();
  if (!existsSync(file)) {
    const pgl = new PGlite();
    await pgl.waitReady;
    await migrate(pgliteDb(pgl));
    const dump = await pgl.dumpDataDir('gzip');
    await pgl.close();
    const tmp = `${file}.${process.pid}`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
  }

  const admin = postgresAdminUrl();
  if (admin && (await postgresReachable(admin))) {
    const name = postgresTemplateName();
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    const exists = (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
    if (!exists) {
      await c.query(`CREATE DATABASE ${name}`);
      const url = new URL(admin);
      url.pathname = `/${name}`;
      const db = postgresDb(url.toString(), 1);
      try {
        await migrate(db);
      } finally {
        await db.close();
      }
    }
    await c.end();
    process.env.WPS_TEST_POSTGRES = '1';
  } else {
    process.env.WPS_TEST_POSTGRES = '0';
    console.log('\n[tests] No PostgreSQL server reachable: platform integration tests run on PGlite only (PostgreSQL runs skipped).\n');
  }
}

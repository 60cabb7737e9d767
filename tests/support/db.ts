import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, postgresDb, type Db } from '@/platform/src/db';
import { functionsDir, migrationsDir } from '@/platform/src/db/migrate';

/**
 * One migrated template per set of migrations and SQL functions: a file for PGlite, a database
 * for PostgreSQL. A changed function file is a new key, so the templates are rebuilt with it.
 */
export function templateKey(): string {
  const h = createHash('sha256');
  for (const dir of [migrationsDir, functionsDir]) {
    h.update(dir.slice(dir.lastIndexOf('platform')));
    for (const f of readdirSync(dir).sort()) h.update(f).update(readFileSync(path.join(dir, f)));
  }
  h.update(readFileSync(path.join(path.dirname(functionsDir), '../src/db/migrate.ts')));
  return h.digest('hex').slice(0, 12);
}

export const pgliteTemplatePath = () => path.join(os.tmpdir(), `wps-pglite-template-${templateKey()}.tar.gz`);
export const postgresTemplateName = () => `wps_template_${templateKey()}`;

/** The admin URL of a PostgreSQL server for tests: TEST_DATABASE_URL, or the local one. */
export function postgresAdminUrl(): string | null {
  if (process.env.TEST_POSTGRES === '0') return null;
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export type DbKind = 'pglite' | 'postgres';

export interface TestDb {
  kind: DbKind;
  db: Db;
  /** Where it lives, for another process to open (a PGlite directory only while db is closed). */
  location: { url: string } | { pgliteDir: string };
  /** Closes db (if still open) and throws the database away. */
  drop(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh migrated database for one test file, dropped by drop(). */
export async function createTestDb(kind: DbKind): Promise<TestDb> {
  if (kind === 'pglite') {
    const file = pgliteTemplatePath();
    if (!existsSync(file)) throw new Error(`PGlite template missing at ${file}: run through jest (globalSetup makes it)`);
    // PGlite 0.5 loses a tarball loaded into an in-memory database; into a data dir it loads whole.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wps-pglite-test-'));
    const db = await openPglite(dir, new Blob([readFileSync(file)]));
    return {
      kind,
      db,
      location: { pgliteDir: dir },
      async drop() {
        await db.close().catch(() => undefined);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const admin = postgresAdminUrl()!;
  const name = `wps_test_${randomBytes(6).toString('hex')}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplateName()}`);
  await c.end();
  const db = postgresDb(withDatabase(admin, name), 5);
  return {
    kind,
    db,
    location: { url: withDatabase(admin, name) },
    async drop() {
      await db.close().catch(() => undefined);
      const d = new pg.Client({ connectionString: admin });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await d.end();
    },
  };
}

/** The kinds this run tests on: PGlite always; PostgreSQL when globalSetup found a server. */
export function dbKinds(): DbKind[] {
  return process.env.WPS_TEST_POSTGRES === '1' ? ['pglite', 'postgres'] : ['pglite'];
}

/** `describe` where the tests run on PostgreSQL, else `describe.skip` with a line that says why: two platform processes cannot share PGlite. */
export function describeOnPostgres(label: string): jest.Describe {
  const onPostgres = process.env.WPS_TEST_POSTGRES === '1';
  if (!onPostgres) console.log(`[${label}] skipped: needs PostgreSQL (WPS_TEST_POSTGRES=1); two platform processes cannot share PGlite.`);
  return onPostgres ? describe : describe.skip;
}

/**
 * describe() once per database kind, with a fresh migrated database per kind for the file.
 * `get()` returns it inside tests.
 */
export function describeEachDb(title: string, body: (get: () => TestDb) => void): void {
  for (const kind of dbKinds()) {
    describe(`${title} [${kind}]`, () => {
      let t: TestDb | undefined;
      beforeAll(async () => {
        t = await createTestDb(kind);
      });
      afterAll(async () => {
        await t?.drop();
      });
      body(() => {
        if (!t) throw new Error('test database not ready');
        return t;
      });
    });
  }
}

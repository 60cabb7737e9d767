import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDb, postgresDb, type Db } from '@/platform/src/db';
import { applySqlFunctions, functionsDir, migrate, migrationsDir, sqlFunctions } from '@/platform/src/db/migrate';
import { createTestDb, dbKinds, postgresAdminUrl, type DbKind } from '@/tests/support/db';

/** Every function of the public schema with its full definition, as PostgreSQL prints it back. */
async function functionDefs(db: Db): Promise<Record<string, string>> {
  const r = await db.query<{ signature: string; def: string }>(
    `SELECT p.oid::regprocedure::text AS signature, pg_get_functiondef(p.oid) AS def
     FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname = 'public' ORDER BY 1`,
  );
  return Object.fromEntries(r.rows.map((x) => [x.signature, x.def]));
}

/**
 * A database as the platform left it before functions had their own folder: migrations up to
 * 015 applied the way migrate() did then (functions created by the migrations), and
 * ledger_post changed by hand since, standing for a body an older release installed.
 */
async function oldDatabase(db: Db): Promise<void> {
  await db.exec('CREATE TABLE schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  for (const file of readdirSync(migrationsDir).filter((f) => /^0(0\d|1[0-5])_.*\.sql$/.test(f)).sort()) {
    const sql = readFileSync(path.join(migrationsDir, file), 'utf8');
    await db.exec(`BEGIN;\n${sql}\n;INSERT INTO schema_migrations (id) VALUES ('${file}');\nCOMMIT;`);
  }
  const post = readFileSync(path.join(functionsDir, 'ledger_post.sql'), 'utf8').replace('v_lines < 2', 'v_lines < 1');
  await db.exec(post);
}

/** An empty database of the kind, and how to throw it away. */
async function emptyDb(kind: DbKind): Promise<{ db: Db; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const pgl = new PGlite();
    await pgl.waitReady;
    const db = pgliteDb(pgl);
    return { db, drop: () => db.close() };
  }
  const admin = postgresAdminUrl()!;
  const name = `wps_test_${randomBytes(6).toString('hex')}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const db = postgresDb(url.toString(), 2);
  return {
    db,
    async drop() {
      await db.close();
      const d = new pg.Client({ connectionString: admin });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await d.end();
    },
  };
}

/** A copy of platform/sql/functions to edit. */
function functionsCopy(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wps-functions-'));
  cpSync(functionsDir, dir, { recursive: true });
  return dir;
}

for (const kind of dbKinds()) {
  describe(`SQL functions at boot [${kind}]`, () => {
    let fresh: Awaited<ReturnType<typeof createTestDb>>;
    let upgraded: Awaited<ReturnType<typeof emptyDb>>;
    const dirs: string[] = [];

    beforeAll(async () => {
      fresh = await createTestDb(kind);
      upgraded = await emptyDb(kind);
      await oldDatabase(upgraded.db);
    }, 120_000);
    afterAll(async () => {
      await fresh?.drop();
      await upgraded?.drop();
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    });

    it('gives an upgraded database the same function bodies as a fresh one, the ones in platform/sql/functions', async () => {
      const before = await functionDefs(upgraded.db);
      expect(before['ledger_post(integer,text,text,text,text,text,timestamp with time zone,bigint[],bigint[])']).toContain('v_lines < 1');

      const applied = await migrate(upgraded.db);
      expect(applied).toEqual(readdirSync(migrationsDir).filter((f) => /^0(1[6-9]|[2-9]\d)_.*\.sql$/.test(f)).sort());

      const want = await functionDefs(fresh.db);
      expect(Object.keys(want).map((s) => s.slice(0, s.indexOf('(')))).toEqual([...sqlFunctions].sort());
      expect(await functionDefs(upgraded.db)).toEqual(want);
      expect(want['ledger_post(integer,text,text,text,text,text,timestamp with time zone,bigint[],bigint[])']).toContain('v_lines < 2');
    });

    it('changes nothing when the platform boots again', async () => {
      const before = await functionDefs(fresh.db);
      expect(await migrate(fresh.db)).toEqual([]);
      expect(await migrate(fresh.db)).toEqual([]);
      expect(await functionDefs(fresh.db)).toEqual(before);
    });

    it('refuses a changed argument list whose old signature is not dropped, and keeps every definition as it was', async () => {
      const dir = functionsCopy();
      dirs.push(dir);
      const file = path.join(dir, 'minor_to_decimal.sql');
      writeFileSync(file, readFileSync(file, 'utf8').replace('p_digits integer)', 'p_digits bigint)').replace("p_digits, '0')", "p_digits::integer, '0')"));
      // The edit stands for a new body too: it must not stay when the boot stops.
      const post = path.join(dir, 'ledger_post.sql');
      writeFileSync(post, readFileSync(post, 'utf8').replace('v_lines < 2', 'v_lines < 3'));
      const before = await functionDefs(upgraded.db);

      await expect(applySqlFunctions(upgraded.db, dir)).rejects.toThrow(
        /minor_to_decimal\(bigint,bigint\).*minor_to_decimal\(bigint,integer\).*droppedSqlFunctions/,
      );
      expect(await functionDefs(upgraded.db)).toEqual(before);

      await applySqlFunctions(upgraded.db, dir, ['minor_to_decimal(bigint, integer)']);
      const after = Object.keys(await functionDefs(upgraded.db)).filter((s) => s.startsWith('minor_to_decimal('));
      expect(after).toEqual(['minor_to_decimal(bigint,bigint)']);
      const answer = await upgraded.db.query<{ a: string }>(`SELECT vendor_wallet_answer('OK', 12345, 'CNY', 2) AS a`);
      expect(answer.rows[0].a).toBe('{"status":"OK","balance":"123.45","currency":"CNY"}');
    });

    it('refuses a function file that is not in the applied order', async () => {
      const dir = functionsCopy();
      dirs.push(dir);
      writeFileSync(path.join(dir, 'stray.sql'), 'CREATE OR REPLACE FUNCTION stray() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$;');
      await expect(applySqlFunctions(fresh.db, dir)).rejects.toThrow('stray.sql is not in sqlFunctions');
      expect(Object.keys(await functionDefs(fresh.db))).not.toContain('stray()');
    });
  });
}

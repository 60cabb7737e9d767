import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './index';

/** Scripts, the service and tests all run from the repository root. */
export const migrationsDir = path.resolve(process.env.APP_ROOT ?? process.cwd(), 'platform/migrations');
export const functionsDir = path.resolve(process.env.APP_ROOT ?? process.cwd(), 'platform/sql/functions');

/**
 * The SQL functions of platform/sql/functions, in the order they are applied. A SQL-language
 * function's body is checked when it is created, so what it calls comes first (minor_to_decimal
 * before vendor_wallet_answer); PL/pgSQL bodies are resolved when they run. Every file of the
 * folder is listed here and every name has its file: applySqlFunctions refuses otherwise.
 */
export const sqlFunctions = [
  'minor_to_decimal',
  'ledger_append_only',
  'ledger_account',
  'ledger_post_lines',
  'ledger_post',
  'member_turnover_wagers',
  'member_turnover_wager',
  'vendor_wallet_answer',
  'reward_wagering',
  'vendor_wallet_batch',
  'agent_tree_sync',
] as const;

/**
 * Signatures of functions that no longer exist in this form, dropped before the files are
 * applied: a function removed from platform/sql/functions, or one whose arguments or result
 * changed (CREATE OR REPLACE cannot change a result type, and different argument types would
 * add a second function beside the old one). Each entry stays once it is here, so a database
 * of any age reaches the same set; DROP ... IF EXISTS makes it a no-op afterwards.
 */
export const droppedSqlFunctions: readonly string[] = [
  // One call per statement, before the wallet's group commit (issue 16) replaced it with vendor_wallet_batch.
  'vendor_wallet_call(text, integer, text, text, timestamptz, text, integer, integer, text, text, text, bigint, boolean, text, text)',
];

/**
 * Applies every numbered SQL file of platform/migrations not yet applied, each in its own
 * transaction, in name order, then the current SQL functions (applySqlFunctions). The same
 * files run on PGlite and PostgreSQL. A migration that landed is never edited: a change is a
 * new file. Migrations hold tables; functions live in platform/sql/functions.
 */
export async function migrate(db: Db, dir = migrationsDir, functions = functionsDir): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const done = new Set((await db.query<{ id: string }>('SELECT id FROM schema_migrations')).rows.map((r) => r.id));
  const files = (await readdir(dir)).filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(path.join(dir, file), 'utf8');
    try {
      await db.exec(`BEGIN;\n${sql}\n;INSERT INTO schema_migrations (id) VALUES ('${file}');\nCOMMIT;`);
    } catch (e) {
      await db.exec('ROLLBACK').catch(() => undefined);
      throw new Error(`migration ${file} failed: ${(e as Error).message}`);
    }
    applied.push(file);
  }
  await applySqlFunctions(db, functions);
  return applied;
}

/** Any advisory key of our own: two processes booting at once apply the functions one after the other. */
const functionsLockKey = 7_140_014;

/**
 * Brings the database's functions to the definitions in platform/sql/functions: drops the
 * retired signatures, then CREATE OR REPLACE of every file in sqlFunctions order, all in one
 * transaction (one statement per file), so a reader never sees half of a change and a failure
 * changes nothing. Running it again with the same files leaves every definition as it was.
 * Afterwards the public schema must hold exactly one function per file and no other: a
 * leftover overload or a function no file defines means a signature changed without its drop,
 * and the boot stops, saying which, with nothing of the run kept.
 */
export async function applySqlFunctions(db: Db, dir = functionsDir, dropped = droppedSqlFunctions): Promise<void> {
  const onDisk = (await readdir(dir)).filter((f) => f.endsWith('.sql')).map((f) => f.slice(0, -'.sql'.length));
  const listed = new Set<string>(sqlFunctions);
  const unlisted = onDisk.filter((n) => !listed.has(n));
  const missing = sqlFunctions.filter((n) => !onDisk.includes(n));
  if (unlisted.length || missing.length) {
    throw new Error(
      `sql functions: ${[...unlisted.map((n) => `${n}.sql is not in sqlFunctions`), ...missing.map((n) => `${n}.sql is missing`)].join('; ')}`,
    );
  }
  const texts = await Promise.all(sqlFunctions.map((n) => readFile(path.join(dir, `${n}.sql`), 'utf8')));
  await db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock($1)', [functionsLockKey]);
    for (const sig of dropped) await q.query(`DROP FUNCTION IF EXISTS ${sig}`);
    for (const [i, text] of texts.entries()) {
      try {
        await q.query(text);
      } catch (e) {
        throw new Error(
          `sql function ${sqlFunctions[i]} failed: ${(e as Error).message} (a changed result type needs its old signature in droppedSqlFunctions)`,
        );
      }
    }
    const present = (
      await q.query<{ name: string; signature: string }>(
        `SELECT p.proname AS name, p.oid::regprocedure::text AS signature
         FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
         WHERE n.nspname = 'public'
           AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
         ORDER BY 1, 2`,
      )
    ).rows;
    const counts = new Map<string, number>();
    for (const p of present) counts.set(p.name, (counts.get(p.name) ?? 0) + 1);
    const extra = present.filter((p) => !listed.has(p.name) || counts.get(p.name)! > 1).map((p) => p.signature);
    if (extra.length) {
      // Thrown inside the transaction: nothing of this run stays.
      throw new Error(
        `sql functions: the database holds functions no file defines alone (${extra.join(', ')}): ` +
          'add each retired signature to droppedSqlFunctions in platform/src/db/migrate.ts',
      );
    }
  });
}

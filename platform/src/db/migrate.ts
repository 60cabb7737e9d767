import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './index';

/** Scripts, the service and tests all run from the repository root. */
export const migrationsDir = path.resolve(process.env.APP_ROOT ?? process.cwd(), 'platform/migrations');

/**
 * Applies every numbered SQL file of platform/migrations not yet applied, each in its own
 * transaction, in name order. The same files run on PGlite and PostgreSQL. A file that
 * landed is never edited: a change is a new file.
 */
export async function migrate(db: Db, dir = migrationsDir): Promise<string[]> {
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
  return applied;
}

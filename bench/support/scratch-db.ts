import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database of a bench's own on a PostgreSQL server: `create()` makes it, `drop()` removes it
 * (unless BENCH_KEEP is set), `admin(sql)` runs one statement on the server's admin database.
 * The server is BENCH_ADMIN_URL, or 127.0.0.1:5432 as user postgres (trust auth).
 */
export function scratchDatabase(prefix: string) {
  const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();

  async function admin(sql: string): Promise<void> {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  }

  return {
    name,
    url,
    admin,
    create: () => admin(`CREATE DATABASE ${name}`),
    drop: async () => {
      if (process.env.BENCH_KEEP) return;
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((e) => console.error('could not drop', name, e));
    },
  };
}

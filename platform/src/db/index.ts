import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * Prepare the statement under this name, once per connection (PostgreSQL): later calls send
   * only its parameters, and the server parses and plans it no more. For a hot statement whose
   * text never changes (the wallet's batch). PGlite ignores it.
   */
  prepare?: string;
}

/** Anything SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], opts?: QueryOptions): Promise<QueryResult<T>>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

// int8 (bigint money) and numeric stay exact: pg hands them over as strings; we parse to BigInt where needed.
pg.types.setTypeParser(20, (v: string) => BigInt(v));

export function pgliteDb(pgl: PGlite): Db {
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await pgl.query<T>(sql, params);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
    async tx<T>(fn: (q: Queryable) => Promise<T>) {
      return pgl.transaction(async (t) =>
        fn({
          async query<R>(sql: string, params: unknown[] = []) {
            const r = await t.query<R>(sql, params);
            return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
          },
        }),
      );
    },
    async exec(sql: string) {
      await pgl.exec(sql);
    },
    async close() {
      await pgl.close();
    },
  };
}

/** Opens PGlite on a data directory (created when missing), or from a dumped tarball. */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Db> {
  const pgl = new PGlite(dataDir ?? undefined, {
    ...(loadDataDir ? { loadDataDir } : {}),
    parsers: { 20: (v: string) => BigInt(v) },
  });
  await pgl.waitReady;
  return pgliteDb(pgl);
}

export function postgresDb(url: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server closes (a restart, an administrator) is dropped from the
  // pool and replaced on demand; without a listener its error would take the process down.
  pool.on('error', (err) => console.error(`[db] an idle connection failed and was dropped: ${err.message}`));
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = [], opts: QueryOptions = {}) {
      const r = await (opts.prepare ? pool.query({ name: opts.prepare, text: sql, values: params }) : pool.query(sql, params));
      return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
    },
    async tx<T>(fn: (q: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn({
          async query<R>(sql: string, params: unknown[] = [], opts: QueryOptions = {}) {
            const r = await (opts.prepare ? client.query({ name: opts.prepare, text: sql, values: params }) : client.query(sql, params));
            return { rows: r.rows as R[], rowCount: r.rowCount ?? 0 };
          },
        });
        await client.query('COMMIT');
        return out;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { PlatformConfig } from '../../platform/src/config';
import { postgresDb, type Db } from '../../platform/src/db';
import { migrate } from '../../platform/src/db/migrate';
import { createDeps } from '../../platform/src/deps';
import { createLedgerService } from '../../platform/src/modules/ledger';
import { createMember } from '../../platform/src/modules/members/service';
import { seedDemo } from '../../platform/seed';

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

export type ScratchDatabase = ReturnType<typeof scratchDatabase>;

/**
 * The demo platform on a scratch database, as the wallet and lottery benches start it: the
 * database made and migrated, the demo seed, the platform's services (no HTTP: the bench
 * serves them as it needs), and members with funded wallets. `beforeSeed` runs on the migrated,
 * empty database (settings a run asks for). `close()` closes the pool, drops the database and
 * removes the data directory.
 */
export async function demoPlatform(prefix: string, opts: { poolMax?: number; beforeSeed?: (db: Db, scratch: ScratchDatabase) => Promise<void> } = {}) {
  const scratch = scratchDatabase(prefix);
  await scratch.create();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${prefix.replace(/_/g, '-')}-`));
  const db = postgresDb(scratch.url, opts.poolMax ?? 20);
  const close = async () => {
    await db.close().catch(() => undefined);
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await migrate(db);
    await opts.beforeSeed?.(db, scratch);
    const config: PlatformConfig = {
      port: 0, host: '127.0.0.1', dataDir, trustedProxies: ['loopback'], databaseUrl: scratch.url,
      platformSecret: randomBytes(24).toString('hex'), logLevel: 'silent',
    };
    await seedDemo(db, config);
    const deps = await createDeps(config, db, { geo: { country: () => null } });
    const merchant = (await deps.merchants.byCode('demo'))!;
    const ledger = createLedgerService({ db });

    /** A new member of the demo merchant whose wallet holds amount_minor, credited as a deposit from the clearing account. */
    const fundedMember = async (username: string, amount_minor: bigint) => {
      const m = await createMember(db, merchant.id, { username, password: 'bench-pass-1' });
      await db.tx(async (q) => {
        const wallet = await ledger.memberWallet(q, merchant.id, m.id, merchant.currency.code);
        const clearing = await ledger.houseAccount(q, merchant.id, 'house_deposit_clearing', merchant.currency.code, { memberIdForBucket: m.id });
        await ledger.post(q, merchant.id, {
          reason: 'deposit', reference: `bench:${m.id}`, idempotency: { source: 'bench', key: `fund:${m.id}` },
          lines: [{ accountId: wallet.id, amount_minor }, { accountId: clearing.id, amount_minor: -amount_minor }],
        });
      });
      return m;
    };

    /**
     * `n` members named `<prefix><i>`, each funded with amount_minor, in the members' order. The
     * first is made by the members module; the others are copies of its row under their own names
     * (one statement: a password hash each would cost the setup minutes of CPU for logins no
     * bench makes). Then each wallet is funded as fundedMember does.
     */
    const fundedMembers = async (prefix: string, n: number, amount_minor: bigint): Promise<{ id: number }[]> => {
      const first = await createMember(db, merchant.id, { username: `${prefix}0`, password: 'bench-pass-1' });
      const cols = (await db.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'members'
           AND is_generated = 'NEVER' AND is_identity = 'NO' AND column_name NOT IN ('merchant_id', 'username') ORDER BY ordinal_position`,
      )).rows.map((r) => r.column_name);
      const copies = (await db.query<{ id: bigint | number; username: string }>(
        `INSERT INTO members (merchant_id, username, ${cols.join(', ')})
         SELECT m.merchant_id, $3 || g, ${cols.map((c) => `m.${c}`).join(', ')}
         FROM members m, generate_series(1, $4::integer - 1) g WHERE m.merchant_id = $1 AND m.id = $2
         RETURNING id, username`, [merchant.id, first.id, prefix, n])).rows;
      const byName = new Map(copies.map((r) => [r.username, Number(r.id)]));
      const members = [{ id: first.id }, ...Array.from({ length: n - 1 }, (_, i) => ({ id: byName.get(`${prefix}${i + 1}`)! }))];
      for (let from = 0; from < n; from += 16) {
        await Promise.all(members.slice(from, from + 16).map((m) => db.tx(async (q) => {
          const wallet = await ledger.memberWallet(q, merchant.id, m.id, merchant.currency.code);
          const clearing = await ledger.houseAccount(q, merchant.id, 'house_deposit_clearing', merchant.currency.code, { memberIdForBucket: m.id });
          await ledger.post(q, merchant.id, {
            reason: 'deposit', reference: `bench:${m.id}`, idempotency: { source: 'bench', key: `fund:${m.id}` },
            lines: [{ accountId: wallet.id, amount_minor }, { accountId: clearing.id, amount_minor: -amount_minor }],
          });
        })));
      }
      return members;
    };

    return { scratch, dataDir, db, config, deps, merchant, ledger, fundedMember, fundedMembers, close };
  } catch (e) {
    await close();
    throw e;
  }
}

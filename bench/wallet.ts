import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../platform/src/app';
import type { PlatformConfig } from '../platform/src/config';
import { secretBox } from '../platform/src/crypto/secret-box';
import { postgresDb } from '../platform/src/db';
import { migrate } from '../platform/src/db/migrate';
import { createDeps } from '../platform/src/deps';
import { createLedgerService, houseBuckets } from '../platform/src/modules/ledger';
import { createMember } from '../platform/src/modules/members/service';
import { createVendorWalletService } from '../platform/src/modules/vendor-wallet';
import { signBody } from '../platform/src/modules/vendor-wallet/signing';
import { seedDemo } from '../platform/seed';

/**
 * The vendor wallet against the database's own speed: 50 players doing bet-then-win pairs
 * over HTTP with real signatures, and, on the same database, 50 workers doing the cheapest
 * transaction there is (BEGIN; UPDATE one row; COMMIT). Prints pairs/s, raw tx/s, their ratio
 * and pair latency. Needs PostgreSQL at 127.0.0.1:5432 (user postgres, trust auth) or
 * BENCH_ADMIN_URL; makes and drops its own database. Usage:
 *   npm run bench:wallet [-- <seconds per phase, default 10>]
 */

const players = Number(process.env.BENCH_PLAYERS ?? 50);
const seconds = Number(process.argv[2] ?? process.env.BENCH_SECONDS ?? 10);
const poolMax = Number(process.env.BENCH_POOL_MAX ?? 20);
const warmup_ms = 2_000;
const admin = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `wps_bench_${randomBytes(5).toString('hex')}`;
const dbUrl = (() => {
  const u = new URL(admin);
  u.pathname = `/${dbName}`;
  return u.toString();
})();

async function adminQuery(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Runs `worker` in `n` loops until the deadline; counts completions after the warm-up. */
async function runLoops(n: number, worker: (i: number) => Promise<void>, onDone: (ms: number) => void): Promise<{ count: number; elapsed_s: number }> {
  const start = performance.now();
  const measureFrom = start + warmup_ms;
  const end = measureFrom + seconds * 1000;
  let count = 0;
  await Promise.all(Array.from({ length: n }, async (_, i) => {
    while (performance.now() < end) {
      const t0 = performance.now();
      await worker(i);
      const t1 = performance.now();
      if (t0 >= measureFrom && t1 <= end) {
        count += 1;
        onDone(t1 - t0);
      }
    }
  }));
  return { count, elapsed_s: seconds };
}

async function main(): Promise<void> {
  await adminQuery(`CREATE DATABASE ${dbName}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wps-bench-'));
  const db = postgresDb(dbUrl, poolMax);
  const ledger = createLedgerService({ db });
  try {
    await migrate(db);
    const config: PlatformConfig = {
      port: 0, host: '127.0.0.1', dataDir, trustedProxies: ['loopback'], databaseUrl: dbUrl,
      platformSecret: randomBytes(24).toString('hex'), logLevel: 'silent',
    };
    await seedDemo(db, config);
    const deps = await createDeps(config, db, { geo: { country: () => null } });
    const merchant = (await deps.merchants.byCode('demo'))!;
    const vendorWallet = createVendorWalletService({ db, clock: deps.clock, merchants: deps.merchants, box: secretBox(config.platformSecret), audit: deps.audit });
    const { secret } = await vendorWallet.createVendor(merchant, { code: 'bench' }, 'bench');

    // Members with funded wallets: a deposit-like entry from the clearing account.
    console.log(`setting up ${players} players on ${dbName} ...`);
    const tokens: string[] = [];
    for (let i = 0; i < players; i++) {
      const m = await createMember(db, merchant.id, { username: `bench${i}`, password: 'bench-pass-1' });
      await db.tx(async (q) => {
        const wallet = await ledger.memberWallet(q, merchant.id, m.id, merchant.currency.code);
        const clearing = await ledger.houseAccount(q, merchant.id, 'house_deposit_clearing', merchant.currency.code, { memberIdForBucket: m.id });
        await ledger.post(q, merchant.id, {
          reason: 'deposit', reference: `bench:${m.id}`, idempotency: { source: 'bench', key: `fund:${m.id}` },
          lines: [{ accountId: wallet.id, amount_minor: 1_000_000n }, { accountId: clearing.id, amount_minor: -1_000_000n }],
        });
      });
      tokens.push(await db.tx((q) => vendorWallet.issueGameSession(q, merchant.id, m.id, 'bench', 'slot', 60 * 60_000)));
    }

    const app = await buildApp(deps);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}/vendor/bench/wallet`;

    let seq = 0;
    // A plain keep-alive HTTP client: the players stand in for vendors' servers, and fetch
    // (undici) tops out near 1,000 requests/s in this process, which would measure the
    // client rather than the wallet.
    const agent = new http.Agent({ keepAlive: true, maxSockets: players });
    const call = (action: 'bet' | 'win', body: Record<string, unknown>) => new Promise<void>((resolve, reject) => {
      const text = JSON.stringify(body);
      const req = http.request(`${base}/${action}`, {
        method: 'POST', agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), 'x-signature': signBody(secret, text) },
      }, (res) => {
        let answer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (answer += chunk));
        res.on('end', () => {
          const status = (JSON.parse(answer) as { status: string }).status;
          if (status === 'OK') resolve();
          else reject(new Error(`${action}: ${answer}`));
        });
      });
      req.on('error', reject);
      req.end(text);
    });

    // Phase 1: bet-then-win pairs; the win pays the stake back, so wallets never run dry.
    console.log(`pairs: ${players} players, ${seconds} s (after ${warmup_ms / 1000} s warm-up), pool ${poolMax} ...`);
    const latencies: number[] = [];
    const pairs = await runLoops(players, async (i) => {
      const n = ++seq;
      const common = { token: tokens[i]!, roundId: `r${n}`, gameId: 'slot', currency: merchant.currency.code, amount: '1.00' };
      await call('bet', { ...common, requestId: `q${n}b`, transactionId: `b${n}`, roundClosed: false });
      await call('win', { ...common, requestId: `q${n}w`, transactionId: `w${n}`, referenceTransactionId: `b${n}`, roundClosed: true });
    }, (ms) => latencies.push(ms));
    agent.destroy();
    await app.close();

    // Phase 1b: the same pairs straight into vendor_wallet_call, no HTTP: what the database
    // side alone allows, so the ratio can be read as database cost vs HTTP and Node cost.
    console.log(`direct: ${players} players calling vendor_wallet_call without HTTP ...`);
    const tokenHashes = tokens.map((t) => createHash('sha256').update(t).digest('hex'));
    const direct = await runLoops(players, async (i) => {
      const n = ++seq;
      const args = (action: string, tx: string, ref: string | null) => [
        action, merchant.id, 'bench', tokenHashes[i], new Date(), merchant.currency.code, merchant.currency.minorDigits, houseBuckets,
        tx, `r${n}`, 'slot', '100', action === 'win', ref, createHash('sha256').update(`${action}:${tx}`).digest('hex'),
      ];
      await db.query('SELECT vendor_wallet_call($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::bigint, $13, $14, $15)', args('bet', `db${n}`, null));
      await db.query('SELECT vendor_wallet_call($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::bigint, $13, $14, $15)', args('win', `dw${n}`, `db${n}`));
    }, () => undefined);

    const report = await ledger.verify(merchant.id);
    if (report.violations.length) throw new Error(`ledger verify found ${report.violations.length} violation(s)`);

    // Phase 2: the raw loop, same concurrency and pool size, each worker on its own row.
    await db.exec(`CREATE TABLE bench_scratch (id integer PRIMARY KEY, n bigint NOT NULL DEFAULT 0);
      INSERT INTO bench_scratch (id) SELECT g FROM generate_series(0, ${players - 1}) g;`);
    const pool = new pg.Pool({ connectionString: dbUrl, max: poolMax });
    // An idle connection that drops must not take the run down with it.
    pool.on('error', (e) => console.error('raw pool:', e.message));
    console.log(`raw: ${players} workers, BEGIN; UPDATE one row; COMMIT ...`);
    const raw = await runLoops(players, async (i) => {
      const c = await pool.connect();
      try {
        await c.query('BEGIN');
        await c.query('UPDATE bench_scratch SET n = n + 1 WHERE id = $1', [i]);
        await c.query('COMMIT');
      } finally {
        c.release();
      }
    }, () => undefined);
    await pool.end();

    latencies.sort((a, b) => a - b);
    const pairsPerS = pairs.count / pairs.elapsed_s;
    const rawPerS = raw.count / raw.elapsed_s;
    console.log('');
    console.log(`pairs/s        ${pairsPerS.toFixed(1)}  (${pairs.count} bet+win pairs, ${(2 * pairsPerS).toFixed(1)} wallet calls/s)`);
    console.log(`direct pairs/s ${(direct.count / direct.elapsed_s).toFixed(1)}  (the same calls without HTTP)`);
    console.log(`raw tx/s       ${rawPerS.toFixed(1)}`);
    console.log(`ratio          ${((100 * pairsPerS) / rawPerS).toFixed(1)} %  (aim: >= 40 %)`);
    console.log(`pair latency   p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`);
    console.log(`ledger verify  clean (${report.entries} entries, ${report.accounts} accounts)`);
  } finally {
    await db.close().catch(() => undefined);
    await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((e) => console.error('could not drop', dbName, e));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(() => process.exit(0), (e) => {
  console.error('bench:wallet failed:', e);
  process.exit(1);
});

import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { scratchDatabase } from './support/scratch-db';
import { buildApp } from '../platform/src/app';
import type { PlatformConfig } from '../platform/src/config';
import { postgresDb } from '../platform/src/db';
import { groupCommitDefaults, type GroupCommitSettings } from '../platform/src/db/group-commit';
import { migrate } from '../platform/src/db/migrate';
import { createDeps } from '../platform/src/deps';
import { createLedgerService } from '../platform/src/modules/ledger';
import { createMember } from '../platform/src/modules/members/service';
import { createVendorWalletService } from '../platform/src/modules/vendor-wallet';
import { signBody } from '../platform/src/modules/vendor-wallet/signing';
import { secretBox } from '../platform/src/crypto/secret-box';
import { seedDemo } from '../platform/seed';

/**
 * The vendor wallet against the database's own speed, side by side in one run, for 1, 50 and
 * 500 concurrent players (BENCH_PLAYERS):
 * - raw: as many workers doing the cheapest transaction there is (BEGIN; UPDATE one row; COMMIT);
 * - batched: bet-then-win pairs over HTTP with real signatures, the wallet's group commit as
 *   configured (groupCommitDefaults, or WALLET_BATCH_MAX / _WINDOW_MS / _CONCURRENCY);
 * - direct: the same pairs handed to the vendor
 *   wallet service in this process, as routes.ts hands them (signed bodies, every check, the
 *   same group commit), without HTTP: what the wallet costs without the players' and the
 *   platform's HTTP stacks, which share this process and its CPU here;
 * - single: the same pairs with batches of one call and as many transactions at once as the
 *   pool allows: one call per transaction, the way calls reached the database before batching.
 * Prints pairs/s, pair latency p50/p99 and the ratio to raw per row, and the mean batch size;
 * and, when PostgreSQL runs on this machine, the CPU time each pair or raw transaction took:
 * this process (players and platform, or the raw workers) plus the bench database's server
 * processes, from /proc. On a machine shared with other work, throughput follows whatever
 * else runs; CPU per operation moves much less, and says what a change saved.
 * BENCH_JOURNAL_FKS=off drops journal_lines' foreign keys first (what they cost, run beside a
 * default run). BENCH_STATEMENTS=1 prints, after each batched phase, the phase's statements from
 * pg_stat_statements (needs it in shared_preload_libraries, pg_stat_statements.track = all, for
 * the statements inside vendor_wallet_batch): calls, time, rows, buffers and WAL per call.
 * Before the phases, BENCH_PRIME_S (default 5) seconds of pairs and an ANALYZE: a wallet in use.
 * BENCH_EXPLAIN=<fraction> logs EXPLAIN (ANALYZE, BUFFERS, WAL) of that fraction of the bench
 * database's statements, nested ones included, to the server's log (auto_explain).
 * Needs PostgreSQL at 127.0.0.1:5432 (user postgres, trust auth) or BENCH_ADMIN_URL; makes and
 * drops its own database. Usage:
 *   npm run bench:wallet [-- <seconds per phase, default 10>]
 */

const playerCounts = (process.env.BENCH_PLAYERS ?? '1,50,500').split(',').map(Number);
const seconds = Number(process.argv[2] ?? process.env.BENCH_SECONDS ?? 10);
const poolMax = Number(process.env.BENCH_POOL_MAX ?? 20);
const modes = (process.env.BENCH_MODES ?? 'raw,batched,direct,single').split(',');
if (modes.some((m) => !['raw', 'batched', 'direct', 'single'].includes(m))) throw new Error('BENCH_MODES: a list of raw, batched, direct, single');
const warmup_ms = 2_000;
const scratch = scratchDatabase('wps_bench');
const dbName = scratch.name;
const dbUrl = scratch.url;

const journalKeys = process.env.BENCH_JOURNAL_FKS !== 'off';
const statements = process.env.BENCH_STATEMENTS === '1';
const primeSeconds = Number(process.env.BENCH_PRIME_S ?? 5);
const explainRate = Number(process.env.BENCH_EXPLAIN ?? 0);
if (!(Number.isFinite(primeSeconds) && primeSeconds >= 0 && primeSeconds <= 600)) throw new Error('BENCH_PRIME_S: seconds from 0 to 600');
if (!(Number.isFinite(explainRate) && explainRate >= 0 && explainRate <= 1)) throw new Error('BENCH_EXPLAIN: a fraction from 0 to 1');
const envNumber = (name: string, fallback: number) => (process.env[name] === undefined ? fallback : Number(process.env[name]));
const batched: GroupCommitSettings = {
  batchMax: envNumber('WALLET_BATCH_MAX', groupCommitDefaults.batchMax),
  window_ms: envNumber('WALLET_BATCH_WINDOW_MS', groupCommitDefaults.window_ms),
  concurrency: envNumber('WALLET_BATCH_CONCURRENCY', groupCommitDefaults.concurrency),
};
const single: GroupCommitSettings = { batchMax: 1, window_ms: 0, concurrency: Math.min(poolMax, 16) };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Runs `worker` in `n` loops until the deadline; counts completions and their latency after the warm-up, and all of them. */
async function runLoops(
  n: number, for_s: number, worker: (i: number) => Promise<void>,
): Promise<{ perS: number; p50: number; p99: number; done: number }> {
  const start = performance.now();
  const measureFrom = start + warmup_ms;
  const end = measureFrom + for_s * 1000;
  const latencies: number[] = [];
  let done = 0;
  await Promise.all(Array.from({ length: n }, async (_, i) => {
    while (performance.now() < end) {
      const t0 = performance.now();
      await worker(i);
      const t1 = performance.now();
      done += 1;
      if (t0 >= measureFrom && t1 <= end) latencies.push(t1 - t0);
    }
  }));
  latencies.sort((a, b) => a - b);
  return { perS: latencies.length / for_s, p50: percentile(latencies, 50), p99: percentile(latencies, 99), done };
}

const clockTick_ms = 10; // USER_HZ is 100 on Linux
/** CPU ms a process has used so far, from /proc (null when it is not on this machine). */
function procCpu_ms(pid: number): number | null {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return null;
  try {
    const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * clockTick_ms;
  } catch {
    return null;
  }
}

interface Row {
  players: number;
  mode: string;
  perS: number;
  p50: number;
  p99: number;
  batch?: number;
  /** CPU ms per pair or raw transaction: this process and the bench database's server processes. */
  cpu?: number;
  /** Of it, the database server's. */
  cpuServer?: number;
}

async function main(): Promise<void> {
  const players_max = Math.max(...playerCounts);
  await scratch.create();
  if (explainRate > 0) {
    const settings: Record<string, string> = {
      session_preload_libraries: 'auto_explain', 'auto_explain.log_min_duration': '0', 'auto_explain.sample_rate': String(explainRate),
      'auto_explain.log_analyze': 'on', 'auto_explain.log_buffers': 'on', 'auto_explain.log_wal': 'on', 'auto_explain.log_nested_statements': 'on',
    };
    for (const [k, v] of Object.entries(settings)) await scratch.admin(`ALTER DATABASE ${dbName} SET ${k} = '${v}'`);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wps-bench-'));
  const db = postgresDb(dbUrl, poolMax);
  const ledger = createLedgerService({ db });
  const rows: Row[] = [];
  try {
    await migrate(db);
    if (!journalKeys) await db.exec('ALTER TABLE journal_lines DROP CONSTRAINT journal_lines_entry_fkey, DROP CONSTRAINT journal_lines_account_fkey');
    if (statements) await db.exec('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
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
    console.log(`setting up ${players_max} players on ${dbName} ...`);
    const tokens: string[] = new Array(players_max);
    for (let from = 0; from < players_max; from += 16) {
      await Promise.all(Array.from({ length: Math.min(16, players_max - from) }, async (_, k) => {
        const i = from + k;
        const m = await createMember(db, merchant.id, { username: `bench${i}`, password: 'bench-pass-1' });
        await db.tx(async (q) => {
          const wallet = await ledger.memberWallet(q, merchant.id, m.id, merchant.currency.code);
          const clearing = await ledger.houseAccount(q, merchant.id, 'house_deposit_clearing', merchant.currency.code, { memberIdForBucket: m.id });
          await ledger.post(q, merchant.id, {
            reason: 'deposit', reference: `bench:${m.id}`, idempotency: { source: 'bench', key: `fund:${m.id}` },
            lines: [{ accountId: wallet.id, amount_minor: 1_000_000n }, { accountId: clearing.id, amount_minor: -1_000_000n }],
          });
        });
        tokens[i] = await db.tx((q) => vendorWallet.issueGameSession(q, merchant.id, m.id, 'bench', 'slot', 60 * 60_000));
      }));
    }
    await db.exec(`CREATE TABLE bench_scratch (id integer PRIMARY KEY, n bigint NOT NULL DEFAULT 0);
      INSERT INTO bench_scratch (id) SELECT g FROM generate_series(0, ${players_max - 1}) g; ANALYZE;`);

    /** The platform's HTTP API with the wallet's group commit set as given, listening on a free port. */
    async function serve(walletBatch: GroupCommitSettings) {
      const app = await buildApp({ ...deps, config: { ...config, walletBatch } });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      return { app, base: `http://127.0.0.1:${address.port}/vendor/bench/wallet` };
    }

    let seq = 0;
    /** Bet-then-win pairs of `n` players over HTTP; the win pays the stake back, so wallets never run dry. */
    async function pairs(n: number, walletBatch: GroupCommitSettings, for_s = seconds): Promise<Omit<Row, 'players' | 'mode'> & { done: number }> {
      const { app, base } = await serve(walletBatch);
      // A plain keep-alive HTTP client: the players stand in for vendors' servers, and fetch
      // (undici) tops out near 1,000 requests/s in this process, which would measure the
      // client rather than the wallet.
      const agent = new http.Agent({ keepAlive: true, maxSockets: n });
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
      const before = await batchCount();
      const r = await runLoops(n, for_s, async (i) => {
        const k = ++seq;
        const common = { token: tokens[i]!, roundId: `r${k}`, gameId: 'slot', currency: merchant.currency.code, amount: '1.00' };
        await call('bet', { ...common, requestId: `q${k}b`, transactionId: `b${k}`, roundClosed: false });
        await call('win', { ...common, requestId: `q${k}w`, transactionId: `w${k}`, referenceTransactionId: `b${k}`, roundClosed: true });
      });
      const after = await batchCount();
      agent.destroy();
      await app.close();
      return { ...r, batch: after.calls === before.calls ? undefined : (after.calls - before.calls) / (after.entries - before.entries) };
    }

    /** The same pairs straight into the wallet service, as routes.ts calls it, without HTTP. */
    async function directPairs(n: number, walletBatch: GroupCommitSettings): Promise<Omit<Row, 'players' | 'mode'> & { done: number }> {
      const wallet = createVendorWalletService(
        { db, clock: deps.clock, merchants: deps.merchants, box: secretBox(config.platformSecret), audit: deps.audit }, walletBatch);
      const call = async (action: 'bet' | 'win', body: Record<string, unknown>) => {
        const text = JSON.stringify(body);
        const answer = await wallet.call('bench', action, Buffer.from(text), signBody(secret, text), (e) => { throw e; });
        const status = (JSON.parse(answer) as { status: string }).status;
        if (status !== 'OK') throw new Error(`${action}: ${answer}`);
      };
      const before = await batchCount();
      const r = await runLoops(n, seconds, async (i) => {
        const k = ++seq;
        const common = { token: tokens[i]!, roundId: `r${k}`, gameId: 'slot', currency: merchant.currency.code, amount: '1.00' };
        await call('bet', { ...common, requestId: `q${k}b`, transactionId: `b${k}`, roundClosed: false });
        await call('win', { ...common, requestId: `q${k}w`, transactionId: `w${k}`, referenceTransactionId: `b${k}`, roundClosed: true });
      });
      const after = await batchCount();
      return { ...r, batch: after.calls === before.calls ? undefined : (after.calls - before.calls) / (after.entries - before.entries) };
    }

    /** Calls and batch entries so far (a batch that moves money writes one entry): the mean batch size between two readings. */
    async function batchCount(): Promise<{ calls: number; entries: number }> {
      const r = await db.query<{ calls: bigint; entries: bigint }>(
        `SELECT (SELECT count(*) FROM vendor_transactions) AS calls,
           (SELECT count(*) FROM journal_entries WHERE idempotency_source = 'vendor.batch') AS entries`);
      return { calls: Number(r.rows[0]!.calls), entries: Number(r.rows[0]!.entries) };
    }

    /** The phase's statements in this database, most time first, per call: what each write costs. */
    async function printStatements(phase: string): Promise<void> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT calls, round(total_exec_time::numeric, 1) AS total_ms, round((total_exec_time / calls)::numeric, 3) AS mean_ms,
           round(rows::numeric / calls, 1) AS rows, round(shared_blks_hit::numeric / calls, 1) AS hit,
           round(shared_blks_read::numeric / calls, 1) AS read, round(shared_blks_dirtied::numeric / calls, 2) AS dirtied,
           round(wal_records::numeric / calls, 1) AS wal_rec, round(wal_bytes::numeric / calls) AS wal_b,
           regexp_replace(left(query, 90), '\\s+', ' ', 'g') AS query
         FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
           AND calls > 0 ORDER BY total_exec_time DESC LIMIT 14`);
      console.log(`\npg_stat_statements, ${phase} (per call: rows, shared buffers hit/read/dirtied, WAL records and bytes)`);
      console.log('   calls  total ms   mean ms    rows    hit   read  dirtied  wal_rec  wal_b  query');
      const cell = (v: unknown, width: number) => String(v).padStart(width);
      for (const x of r.rows) {
        console.log(`${cell(x.calls, 8)} ${cell(x.total_ms, 9)} ${cell(x.mean_ms, 9)} ${cell(x.rows, 7)} ${cell(x.hit, 6)} `
          + `${cell(x.read, 6)} ${cell(x.dirtied, 8)} ${cell(x.wal_rec, 8)} ${cell(x.wal_b, 6)}  ${x.query}`);
      }
    }

    /** CPU used so far by this process and by the server processes of the bench database (null: not on this machine). */
    async function cpuNow(): Promise<Map<number, number> | null> {
      const r = await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
      const m = new Map<number, number>();
      for (const { pid } of r.rows) {
        const ms = procCpu_ms(pid);
        if (ms === null) return null;
        m.set(pid, ms);
      }
      const own = process.cpuUsage();
      m.set(0, (own.user + own.system) / 1000);
      return m;
    }
    /** CPU ms between two readings: this process (players and platform, or raw workers), and the database's server processes. */
    const cpuSpent = (before: Map<number, number> | null, after: Map<number, number> | null) => {
      if (!before || !after) return null;
      let server = 0;
      for (const [pid, v] of after) if (pid !== 0) server += v - (before.get(pid) ?? 0);
      return { node: after.get(0)! - before.get(0)!, server };
    };

    const pool = new pg.Pool({ connectionString: dbUrl, max: poolMax });
    // An idle connection that drops must not take the run down with it.
    pool.on('error', (e) => console.error('raw pool:', e.message));
    const raw = (n: number) => runLoops(n, seconds, async (i) => {
      const c = await pool.connect();
      try {
        await c.query('BEGIN');
        await c.query('UPDATE bench_scratch SET n = n + 1 WHERE id = $1', [i]);
        await c.query('COMMIT');
      } finally {
        c.release();
      }
    });

    // A wallet in use, not an empty one: with the bets and answers tables still as small as the
    // setup left them, the planner reads them whole (its statistics say a few rows), and every
    // batch's scans grow with the run. Some pairs first, then fresh statistics, as autovacuum
    // keeps them on a live database.
    if (primeSeconds > 0 && modes.some((m) => m !== 'raw')) {
      console.log(`priming: ${Math.min(50, players_max)} players, ${primeSeconds} s, then ANALYZE ...`);
      await pairs(Math.min(50, players_max), batched, primeSeconds);
      await db.exec('ANALYZE');
    }

    for (const n of playerCounts) {
      for (const mode of modes) {
        console.log(`${mode}: ${n} player(s), ${seconds} s after ${warmup_ms / 1000} s of warm-up ...`);
        if (statements) await db.query('SELECT pg_stat_statements_reset()');
        // Server processes that end during the phase (a pool's idle ones) are missed: the pools
        // keep theirs open while it runs.
        const cpuBefore = await cpuNow();
        const r = mode === 'raw' ? await raw(n) : mode === 'direct' ? await directPairs(n, batched) : await pairs(n, mode === 'single' ? single : batched);
        const cpu = cpuSpent(cpuBefore, await cpuNow());
        rows.push({
          players: n, mode, ...r,
          ...(cpu === null || r.done === 0 ? {} : { cpu: (cpu.node + cpu.server) / r.done, cpuServer: cpu.server / r.done }),
        });
        if (statements && (mode === 'batched' || mode === 'direct')) await printStatements(`${mode}, ${n} player(s)`);
      }
    }
    await pool.end();

    const report = await ledger.verify(merchant.id);
    if (report.violations.length) throw new Error(`ledger verify found ${report.violations.length} violation(s)`);

    const load = os.loadavg().map((x) => x.toFixed(1)).join(' ');
    console.log('');
    console.log(`PostgreSQL ${dbUrl.replace(/\/\/[^@]*@/, '//')}, pool ${poolMax}, ${os.cpus().length} CPUs, load ${load}`);
    console.log(`journal_lines foreign keys ${journalKeys ? 'on' : 'off (BENCH_JOURNAL_FKS=off)'}`);
    console.log(`batched: batchMax ${batched.batchMax}, window ${batched.window_ms} ms, concurrency ${batched.concurrency}; single: batches of 1, ${single.concurrency} at once`);
    console.log('players  mode     per s (pairs or tx)  p50 ms   p99 ms   vs raw   mean batch  CPU ms each  of it db  vs raw CPU');
    for (const r of rows) {
      const base = rows.find((x) => x.players === r.players && x.mode === 'raw');
      const ratio = base && r.mode !== 'raw' ? `${((100 * r.perS) / base.perS).toFixed(1)} %` : '';
      console.log(
        `${String(r.players).padStart(7)}  ${r.mode.padEnd(7)}  ${r.perS.toFixed(1).padStart(19)}  ${r.p50.toFixed(2).padStart(7)}  ${r.p99.toFixed(2).padStart(7)}`
        + `  ${ratio.padStart(7)}  ${r.batch === undefined ? ''.padStart(10) : r.batch.toFixed(1).padStart(10)}`
        + `  ${r.cpu === undefined ? ''.padStart(11) : r.cpu.toFixed(3).padStart(11)}`
        + `  ${r.cpuServer === undefined ? ''.padStart(8) : r.cpuServer.toFixed(3).padStart(8)}`
        + `  ${base?.cpu !== undefined && r.cpu !== undefined && r.mode !== 'raw' ? `${((100 * base.cpu) / r.cpu).toFixed(1)} %`.padStart(10) : ''}`,
      );
    }
    console.log(`ledger verify  clean (${report.entries} entries, ${report.accounts} accounts)`);
  } finally {
    await db.close().catch(() => undefined);
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(() => process.exit(0), (e) => {
  console.error('bench:wallet failed:', e);
  process.exit(1);
});

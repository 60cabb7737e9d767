import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { procCpu_ms, runLoops, summarise } from './support/load';
import { demoPlatform } from './support/scratch-db';
import type { PlayersPrepare, PlayersResult } from './support/wallet-players';
import { groupCommitDefaults, type GroupCommitSettings } from '../platform/src/db/group-commit';
import { createVendorWalletService } from '../platform/src/modules/vendor-wallet';
import { signBody } from '../platform/src/modules/vendor-wallet/signing';
import { secretBox } from '../platform/src/crypto/secret-box';

/**
 * The vendor wallet against the database's own speed, side by side in one run, for 1, 50 and
 * 500 concurrent players (BENCH_PLAYERS), in the deployed shape: the platform is its own process
 * (`node --import tsx platform/src/main.ts`, as `npm run platform` starts it, on the bench's
 * database, its log at LOG_LEVEL info), and the players, who stand in for vendors' game servers,
 * run in processes of their own (bench/support/wallet-players.ts, BENCH_PLAYER_PROCS, default 1),
 * built like a load tool: each phase's requests are signed before it, and every answer is checked.
 * After each HTTP phase, the pairs answered OK must be exactly the new rows of vendor_transactions.
 * Modes (BENCH_MODES, default raw,batched,direct):
 * - raw: as many workers, in this process, doing the cheapest transaction there is (BEGIN;
 *   UPDATE one row; COMMIT);
 * - batched: bet-then-win pairs over HTTP with real signatures, the wallet's group commit as
 *   configured (groupCommitDefaults, or WALLET_BATCH_MAX / _WINDOW_MS / _CONCURRENCY);
 * - direct: the same signed pairs handed to the vendor wallet service in this process, as
 *   routes.ts hands them (every check, the same group commit), without HTTP;
 * - single (not by default): pairs over HTTP with batches of one call and 10 at once (the
 *   platform's pool): one call per transaction, the way calls reached the database before batching.
 * Prints pairs/s, pair latency p50/p99, the ratio to raw, the mean batch size, and the CPU each
 * pair or raw transaction took, from /proc: the platform's process (for raw, the workers'; for
 * direct, this process, players included), the bench database's server processes, and the
 * players' processes (the load generator, not the wallet). "vs raw CPU" is raw's (workers +
 * database) over the pair's (platform + database). On a machine shared with other work,
 * throughput follows whatever else runs; CPU per operation moves much less.
 * BENCH_PROFILE=<dir>: the platform process runs with --cpu-prof into that directory (one
 * .cpuprofile per platform process, written when it stops; bench/support/cpu-profile.ts sums it).
 * BENCH_JOURNAL_FKS=off drops journal_lines' foreign keys first (what they cost, run beside a
 * default run). BENCH_STATEMENTS=1 prints, after each batched phase, the phase's statements from
 * pg_stat_statements (needs it in shared_preload_libraries, pg_stat_statements.track = all, for
 * the statements inside vendor_wallet_batch): calls, time, rows, buffers and WAL per call.
 * Before the phases, BENCH_PRIME_S (default 5) seconds of pairs and an ANALYZE: a wallet in use.
 * BENCH_EXPLAIN=<fraction> logs EXPLAIN (ANALYZE, BUFFERS, WAL) of that fraction of the bench
 * database's statements (the platform process's sessions), nested ones included, to the
 * server's log (auto_explain).
 * Needs PostgreSQL at 127.0.0.1:5432 (user postgres, trust auth) or BENCH_ADMIN_URL; makes and
 * drops its own database. Usage:
 *   npm run bench:wallet [-- <seconds per phase, default 10>]
 */

const playerCounts = (process.env.BENCH_PLAYERS ?? '1,50,500').split(',').map(Number);
const seconds = Number(process.argv[2] ?? process.env.BENCH_SECONDS ?? 10);
const poolMax = Number(process.env.BENCH_POOL_MAX ?? 20);
const modes = (process.env.BENCH_MODES ?? 'raw,batched,direct').split(',');
if (modes.some((m) => !['raw', 'batched', 'direct', 'single'].includes(m))) throw new Error('BENCH_MODES: a list of raw, batched, direct, single');
const playerProcs = Number(process.env.BENCH_PLAYER_PROCS ?? 1);
if (!(Number.isSafeInteger(playerProcs) && playerProcs >= 1 && playerProcs <= 8)) throw new Error('BENCH_PLAYER_PROCS: 1 to 8');
const warmup_ms = 2_000;
const journalKeys = process.env.BENCH_JOURNAL_FKS !== 'off';
const statements = process.env.BENCH_STATEMENTS === '1';
const primeSeconds = Number(process.env.BENCH_PRIME_S ?? 5);
const explainRate = Number(process.env.BENCH_EXPLAIN ?? 0);
const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : null;
if (!(Number.isFinite(primeSeconds) && primeSeconds >= 0 && primeSeconds <= 600)) throw new Error('BENCH_PRIME_S: seconds from 0 to 600');
if (!(Number.isFinite(explainRate) && explainRate >= 0 && explainRate <= 1)) throw new Error('BENCH_EXPLAIN: a fraction from 0 to 1');
const envNumber = (name: string, fallback: number) => (process.env[name] === undefined ? fallback : Number(process.env[name]));
const batched: GroupCommitSettings = {
  batchMax: envNumber('WALLET_BATCH_MAX', groupCommitDefaults.batchMax),
  window_ms: envNumber('WALLET_BATCH_WINDOW_MS', groupCommitDefaults.window_ms),
  concurrency: envNumber('WALLET_BATCH_CONCURRENCY', groupCommitDefaults.concurrency),
};
/** The platform's pool is 10 connections (postgresDb's default). */
const single: GroupCommitSettings = { batchMax: 1, window_ms: 0, concurrency: 10 };

interface Cpu {
  /** The platform process (raw: the workers, this process; direct: this process, players included). */
  platform: number;
  /** The bench database's server processes. */
  db: number;
  /** The players' processes. */
  players: number;
}

interface Row {
  players: number;
  mode: string;
  perS: number;
  p50: number;
  p99: number;
  batch?: number;
  /** CPU ms per pair or raw transaction. */
  cpu?: Cpu;
}

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (a && typeof a !== 'string' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => {
  if (child.exitCode !== null || child.signalCode !== null) resolve();
  else child.once('exit', () => resolve());
});

/** Resolves once GET url answers, or rejects when the child exits or time runs out. */
async function waitForHealth(url: string, child: ChildProcess, log: () => string, timeout_ms = 120_000): Promise<void> {
  const deadline = Date.now() + timeout_ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the platform exited with ${child.exitCode}:\n${log()}`);
    const up = await new Promise<boolean>((resolve) => {
      http.get(url, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      }).on('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the platform did not answer ${url} in time:\n${log()}`);
}

async function main(): Promise<void> {
  const players_max = Math.max(...playerCounts);
  const bench = await demoPlatform('wps_bench', {
    poolMax,
    beforeSeed: async (db, scratch) => {
      if (explainRate > 0) {
        const settings: Record<string, string> = {
          session_preload_libraries: 'auto_explain', 'auto_explain.log_min_duration': '0', 'auto_explain.sample_rate': String(explainRate),
          'auto_explain.log_analyze': 'on', 'auto_explain.log_buffers': 'on', 'auto_explain.log_wal': 'on', 'auto_explain.log_nested_statements': 'on',
        };
        for (const [k, v] of Object.entries(settings)) await scratch.admin(`ALTER DATABASE ${scratch.name} SET ${k} = '${v}'`);
      }
      if (!journalKeys) await db.exec('ALTER TABLE journal_lines DROP CONSTRAINT journal_lines_entry_fkey, DROP CONSTRAINT journal_lines_account_fkey');
      if (statements) await db.exec('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    },
  });
  const { scratch, db, config, deps, merchant, ledger, fundedMembers } = bench;
  const children: ChildProcess[] = [];
  const rows: Row[] = [];
  try {
    const walletDeps = { db, clock: deps.clock, merchants: deps.merchants, box: secretBox(config.platformSecret), audit: deps.audit };
    const vendorWallet = createVendorWalletService(walletDeps);
    const { secret } = await vendorWallet.createVendor(merchant, { code: 'bench' }, 'bench');

    console.log(`setting up ${players_max} players on ${scratch.name} ...`);
    const members = await fundedMembers('bench', players_max, 1_000_000n);
    const tokens = await db.tx((q) => Promise.all(
      members.map((m) => vendorWallet.issueGameSession(q, merchant.id, m.id, 'bench', 'slot', 60 * 60_000))));
    await db.exec(`CREATE TABLE bench_scratch (id integer PRIMARY KEY, n bigint NOT NULL DEFAULT 0);
      INSERT INTO bench_scratch (id) SELECT g FROM generate_series(0, ${players_max - 1}) g; ANALYZE;`);

    /** The platform as production starts it, on the bench's database, with the wallet's group commit set as given. */
    async function startPlatform(walletBatch: GroupCommitSettings) {
      const port = await freePort();
      const { REDIS_URL: _r, OPS_TOKEN: _o, ...env } = process.env;
      if (profileDir) mkdirSync(profileDir, { recursive: true });
      const child = spawn(process.execPath, [
        '--import', 'tsx', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), 'platform/src/main.ts',
      ], {
        env: {
          ...env, DATABASE_URL: scratch.url, DATA_DIR: config.dataDir, PLATFORM_SECRET: config.platformSecret, PLATFORM_HOST: '127.0.0.1',
          PLATFORM_PORT: String(port), SEED_DEMO: 'false', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
          WALLET_BATCH_MAX: String(walletBatch.batchMax), WALLET_BATCH_WINDOW_MS: String(walletBatch.window_ms),
          WALLET_BATCH_CONCURRENCY: String(walletBatch.concurrency),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let log = '';
      const keep = (d: Buffer) => void (log = (log + d.toString()).slice(-4000));
      child.stdout!.on('data', keep);
      child.stderr!.on('data', keep);
      await waitForHealth(`http://127.0.0.1:${port}/healthz`, child, () => log);
      return {
        pid: child.pid!,
        base: `http://127.0.0.1:${port}/vendor/bench/wallet`,
        async stop() {
          child.kill('SIGTERM');
          await exited(child);
        },
      };
    }

    // The players' processes, started once; each phase splits the players among them.
    const playerProcesses = Array.from({ length: playerProcs }, () => {
      const child = fork('bench/support/wallet-players.ts', [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      children.push(child);
      return child;
    });
    let phase = 0;
    /** The most pairs a second the players sign beforehand, in all and for one player (more are signed as they go, and counted). */
    const prepared_pairs_s = { all: 10_000, one: 600 };
    const playerMessage = <T extends { kind: string }>(child: ChildProcess, kind: T['kind']) => new Promise<T>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`a players' process exited with ${code}`));
      const onMessage = (r: T) => {
        if (r.kind !== kind) return;
        child.off('exit', onExit);
        child.off('message', onMessage);
        resolve(r);
      };
      child.once('exit', onExit);
      child.on('message', onMessage);
    });
    /**
     * Bet-then-win pairs of `n` players over HTTP to `base`, the players split among their
     * processes: every request is signed first (not counted in the phase), then `run` plays them.
     */
    async function pairs(n: number, base: string, for_s = seconds): Promise<{ run(): Promise<{ latencies: number[]; done: number; signedLive: number }> }> {
      phase += 1;
      const procs = playerProcesses.slice(0, Math.min(n, playerProcs));
      const share = Math.ceil(n / procs.length);
      const span_s = for_s + warmup_ms / 1000;
      const pairsEach = Math.ceil(Math.min(prepared_pairs_s.all * span_s / n, prepared_pairs_s.one * span_s));
      await Promise.all(procs.map((child, p) => {
        const ready = playerMessage(child, 'ready');
        const prepare: PlayersPrepare = {
          kind: 'prepare', base, secret, tokens: tokens.slice(p * share, Math.min(n, (p + 1) * share)), currency: merchant.currency.code,
          for_s, warmup_ms, prefix: `h${phase}.${p}.`, pairsEach,
        };
        child.send(prepare);
        return ready;
      }));
      return {
        async run() {
          const results = await Promise.all(procs.map((child) => {
            const result = playerMessage<PlayersResult>(child, 'result');
            child.send({ kind: 'run' });
            return result;
          }));
          const failed = results.find((r) => r.error);
          if (failed) throw new Error(`players: ${failed.error}`);
          return {
            latencies: results.flatMap((r) => r.latencies), done: results.reduce((s, r) => s + r.done, 0),
            signedLive: results.reduce((s, r) => s + r.signedLive, 0),
          };
        },
      };
    }

    /** The same pairs straight into a wallet service in this process, as routes.ts calls it, without HTTP. */
    async function directPairs(n: number, walletBatch: GroupCommitSettings) {
      phase += 1;
      const wallet = createVendorWalletService(walletDeps, walletBatch);
      const call = async (action: 'bet' | 'win', body: Record<string, unknown>) => {
        const text = JSON.stringify(body);
        const answer = await wallet.call('bench', action, Buffer.from(text), signBody(secret, text), (e) => { throw e; });
        if (!answer.startsWith('{"status":"OK"')) throw new Error(`${action}: ${answer}`);
      };
      let seq = 0;
      return runLoops(n, seconds, warmup_ms, async (i) => {
        const k = `d${phase}.${++seq}`;
        const common = { token: tokens[i]!, roundId: `r${k}`, gameId: 'slot', currency: merchant.currency.code, amount: '1.00' };
        await call('bet', { ...common, requestId: `q${k}b`, transactionId: `b${k}`, roundClosed: false });
        await call('win', { ...common, requestId: `q${k}w`, transactionId: `w${k}`, referenceTransactionId: `b${k}`, roundClosed: true });
      });
    }

    /** Calls and batch entries so far (a batch that moves money writes one entry): the mean batch size between two readings. */
    async function batchCount(): Promise<{ calls: number; entries: number }> {
      const r = await db.query<{ calls: bigint; entries: bigint }>(
        `SELECT (SELECT count(*) FROM vendor_transactions) AS calls,
           (SELECT count(*) FROM journal_entries WHERE idempotency_source = 'vendor.batch') AS entries`);
      return { calls: Number(r.rows[0]!.calls), entries: Number(r.rows[0]!.entries) };
    }

    /** The phase's statements in this database, most time first, per call: what each write costs. */
    async function printStatements(phaseName: string): Promise<void> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT calls, round(total_exec_time::numeric, 1) AS total_ms, round((total_exec_time / calls)::numeric, 3) AS mean_ms,
           round(rows::numeric / calls, 1) AS rows, round(shared_blks_hit::numeric / calls, 1) AS hit,
           round(shared_blks_read::numeric / calls, 1) AS read, round(shared_blks_dirtied::numeric / calls, 2) AS dirtied,
           round(wal_records::numeric / calls, 1) AS wal_rec, round(wal_bytes::numeric / calls) AS wal_b,
           regexp_replace(left(query, 90), '\\s+', ' ', 'g') AS query
         FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
           AND calls > 0 ORDER BY total_exec_time DESC LIMIT 14`);
      console.log(`\npg_stat_statements, ${phaseName} (per call: rows, shared buffers hit/read/dirtied, WAL records and bytes)`);
      console.log('   calls  total ms   mean ms    rows    hit   read  dirtied  wal_rec  wal_b  query');
      const cell = (v: unknown, width: number) => String(v).padStart(width);
      for (const x of r.rows) {
        console.log(`${cell(x.calls, 8)} ${cell(x.total_ms, 9)} ${cell(x.mean_ms, 9)} ${cell(x.rows, 7)} ${cell(x.hit, 6)} `
          + `${cell(x.read, 6)} ${cell(x.dirtied, 8)} ${cell(x.wal_rec, 8)} ${cell(x.wal_b, 6)}  ${x.query}`);
      }
    }

    /**
     * CPU ms used so far: the platform's process (or this one), the players' processes, and the
     * bench database's server processes by pid (null when PostgreSQL is not on this machine).
     */
    async function cpuNow(platformPid: number | null) {
      const r = await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
      const server = new Map<number, number>();
      for (const { pid } of r.rows) {
        const ms = procCpu_ms(pid);
        if (ms === null) return null;
        server.set(pid, ms);
      }
      const own = process.cpuUsage();
      const platform = platformPid === null ? (own.user + own.system) / 1000 : procCpu_ms(platformPid);
      const players = playerProcesses.reduce((s, c) => s + (procCpu_ms(c.pid!) ?? NaN), 0);
      return platform === null ? null : { server, platform, players };
    }
    type CpuReading = Awaited<ReturnType<typeof cpuNow>>;
    /** CPU ms between two readings; server processes that started meanwhile count from zero. */
    const cpuSpent = (before: CpuReading, after: CpuReading): Cpu | null => {
      if (!before || !after) return null;
      let server = 0;
      for (const [pid, v] of after.server) server += v - (before.server.get(pid) ?? 0);
      return { platform: after.platform - before.platform, db: server, players: after.players - before.players };
    };

    const pool = new pg.Pool({ connectionString: scratch.url, max: poolMax });
    // An idle connection that drops must not take the run down with it.
    pool.on('error', (e) => console.error('raw pool:', e.message));
    const raw = (n: number) => runLoops(n, seconds, warmup_ms, async (i) => {
      const c = await pool.connect();
      try {
        await c.query('BEGIN');
        await c.query('UPDATE bench_scratch SET n = n + 1 WHERE id = $1', [i]);
        await c.query('COMMIT');
      } finally {
        c.release();
      }
    });

    // The platform processes the modes need, started once (a start takes seconds on a busy machine).
    const platforms = new Map<string, Awaited<ReturnType<typeof startPlatform>>>();
    for (const mode of ['batched', 'single'] as const) {
      if (modes.includes(mode) || (mode === 'batched' && primeSeconds > 0 && modes.some((m) => m !== 'raw'))) {
        console.log(`starting the platform for ${mode} ...`);
        platforms.set(mode, await startPlatform(mode === 'single' ? single : batched));
      }
    }

    // A wallet in use, not an empty one: with the bets and answers tables still as small as the
    // setup left them, the planner reads them whole (its statistics say a few rows), and every
    // batch's scans grow with the run. Some pairs first, then fresh statistics, as autovacuum
    // keeps them on a live database.
    if (primeSeconds > 0 && modes.some((m) => m !== 'raw')) {
      console.log(`priming: ${Math.min(50, players_max)} players, ${primeSeconds} s, then ANALYZE ...`);
      await (await pairs(Math.min(50, players_max), platforms.get('batched')!.base, primeSeconds)).run();
      await db.exec('ANALYZE');
    }

    for (const n of playerCounts) {
      for (const mode of modes) {
        console.log(`${mode}: ${n} player(s), ${seconds} s after ${warmup_ms / 1000} s of warm-up ... (load ${os.loadavg()[0]!.toFixed(1)})`);
        if (statements) await db.query('SELECT pg_stat_statements_reset()');
        // Server processes that end during the phase (a pool's idle ones) are missed: the pools
        // keep theirs open while it runs.
        const platform = platforms.get(mode) ?? null;
        const httpPairs = platform ? await pairs(n, platform.base) : null;
        const before = await batchCount();
        const cpuBefore = await cpuNow(platform?.pid ?? null);
        const r = mode === 'raw' ? await raw(n) : mode === 'direct' ? await directPairs(n, batched) : await httpPairs!.run();
        const cpu = cpuSpent(cpuBefore, await cpuNow(platform?.pid ?? null));
        const after = await batchCount();
        // Every answer the players took for OK is a bet or a win in the database, once: the
        // players checked each answer's bytes, this checks that no acknowledged call is missing.
        if (httpPairs && after.calls - before.calls !== 2 * r.done) {
          throw new Error(`${mode}, ${n} players: ${2 * r.done} calls answered OK, ${after.calls - before.calls} in vendor_transactions`);
        }
        const signedLive = 'signedLive' in r ? Number(r.signedLive) : 0;
        if (signedLive > 0) console.log(`  (the players signed ${signedLive} requests during the phase: more than prepared)`);
        const per = (x: number) => x / r.done;
        rows.push({
          players: n, mode, ...summarise(r.latencies, seconds),
          batch: mode === 'raw' || after.entries === before.entries ? undefined : (after.calls - before.calls) / (after.entries - before.entries),
          ...(cpu === null || r.done === 0 ? {} : {
            cpu: { platform: per(cpu.platform), db: per(cpu.db), players: mode === 'raw' || mode === 'direct' ? 0 : per(cpu.players) },
          }),
        });
        if (statements && mode !== 'raw') await printStatements(`${mode}, ${n} player(s)`);
      }
    }
    await pool.end();
    for (const p of platforms.values()) await p.stop();
    for (const c of playerProcesses) c.send({ kind: 'stop' });

    const report = await ledger.verify(merchant.id);
    if (report.violations.length) throw new Error(`ledger verify found ${report.violations.length} violation(s)`);

    const load = os.loadavg().map((x) => x.toFixed(1)).join(' ');
    console.log('');
    console.log(`PostgreSQL ${scratch.url.replace(/\/\/[^@]*@/, '//')}, ${os.cpus().length} CPUs, load ${load}; `
      + `the platform its own process, players in ${playerProcs} process(es)`);
    console.log(`journal_lines foreign keys ${journalKeys ? 'on' : 'off (BENCH_JOURNAL_FKS=off)'}`);
    console.log(`batched: batchMax ${batched.batchMax}, window ${batched.window_ms} ms, concurrency ${batched.concurrency}; single: batches of 1, ${single.concurrency} at once`);
    console.log('CPU ms each: platform (raw: its workers; direct: this process) + database = wallet; players (load generator) apart');
    console.log('players  mode     per s (pairs or tx)  p50 ms   p99 ms   vs raw   mean batch  CPU ms each  platform        db   players  vs raw CPU');
    const cell = (x: number | undefined, width: number, digits = 3) => (x === undefined ? '' : x.toFixed(digits)).padStart(width);
    for (const r of rows) {
      const base = rows.find((x) => x.players === r.players && x.mode === 'raw');
      const own = (c: Cpu | undefined) => (c === undefined ? undefined : c.platform + c.db);
      const ratio = base && r.mode !== 'raw' ? `${((100 * r.perS) / base.perS).toFixed(1)} %` : '';
      const cpuRatio = base?.cpu && r.cpu && r.mode !== 'raw' ? `${((100 * own(base.cpu)!) / own(r.cpu)!).toFixed(1)} %` : '';
      console.log(
        `${String(r.players).padStart(7)}  ${r.mode.padEnd(7)}  ${cell(r.perS, 19, 1)}  ${cell(r.p50, 7, 2)}  ${cell(r.p99, 7, 2)}`
        + `  ${ratio.padStart(7)}  ${cell(r.batch, 10, 1)}  ${cell(own(r.cpu), 11)}  ${cell(r.cpu?.platform, 8)}  ${cell(r.cpu?.db, 8)}`
        + `  ${cell(r.cpu && r.mode !== 'raw' && r.mode !== 'direct' ? r.cpu.players : undefined, 8)}  ${cpuRatio.padStart(10)}`,
      );
    }
    console.log(`ledger verify  clean (${report.entries} entries, ${report.accounts} accounts)`);
  } finally {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
    await Promise.all(children.map(exited));
    await bench.close();
  }
}

main().then(() => process.exit(0), (e) => {
  console.error('bench:wallet failed:', e);
  process.exit(1);
});

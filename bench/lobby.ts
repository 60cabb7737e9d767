import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { wpsCalls } from '../lib/wps/calls';
import { gameListValueSchema } from '../lib/wps/schemas/games';

/**
 * The lobby's game list through the web BFF against the same call straight on the platform,
 * in one run: starts the product (`scripts/start.ts`, which builds .next when it is missing
 * or stale) on its own ports and data directory, waits until both servers answer, drives
 * each target with keep-alive clients for a fixed time, prints req/s, p50 and p99 for both
 * and the BFF's overhead as ratios, then stops the product. Usage:
 *   npm run bench:lobby [-- <seconds per target, default 8>]
 * Env: BENCH_CLIENTS (20), PORT (3400), PLATFORM_PORT (4400), DATA_DIR (/tmp/wps-bench-lobby).
 */

const seconds = Number(process.argv[2] ?? process.env.BENCH_SECONDS ?? 8);
const clients = Number(process.env.BENCH_CLIENTS ?? 20);
const webPort = Number(process.env.PORT ?? 3400);
const platformPort = Number(process.env.PLATFORM_PORT ?? 4400);
const dataDir = process.env.DATA_DIR ?? path.join(os.tmpdir(), 'wps-bench-lobby');
const warmup_ms = 2_000;
// A first start migrates and seeds the database and may run `next build` (about a minute).
const startTimeout_ms = 5 * 60_000;
const stopTimeout_ms = 15_000;
const pages = [1, 2, 3] as const;

const gameList = wpsCalls.gameList;
const query = (pageNo: number) => `gameType=RNG&pageSize=25&pageNo=${pageNo}`;

interface Target {
  name: string;
  port: number;
  headers: http.OutgoingHttpHeaders;
}

// The BFF resolves the merchant from the Host (the demo seed routes localhost to `demo`) and
// needs no cookie for this call. Connecting to 127.0.0.1 avoids localhost resolving to ::1.
const bff: Target = { name: 'bff', port: webPort, headers: { host: `localhost:${webPort}`, accept: 'application/json' } };
// What lib/wps/client.ts sends upstream for an anonymous, non-encrypted GET, so the direct
// run asks the platform for exactly the work the BFF asks of it.
const direct: Target = {
  name: 'direct',
  port: platformPort,
  headers: {
    host: `127.0.0.1:${platformPort}`,
    Merchant: 'demo',
    'X-Gateway-Version': '3',
    ModuleId: gameList.module,
    Device: 'web',
    Accept: 'application/json',
    'X-Forwarded-For': '127.0.0.1',
    'X-Forwarded-Host': `localhost:${webPort}`,
    'X-Forwarded-Proto': 'http',
  },
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function get(agent: http.Agent, target: Target, pageNo: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1', port: target.port, method: 'GET', agent, headers: target.headers,
      path: `${gameList.path}?${query(pageNo)}`,
    }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => (res.statusCode === 200 ? resolve(body) : reject(new Error(`${target.name}: HTTP ${res.statusCode} ${body.slice(0, 200)}`))));
    });
    req.on('error', reject);
    req.end();
  });
}

/** One answer, checked in full against the contract: a successful envelope with a page of games. */
async function probe(agent: http.Agent, target: Target): Promise<{ games: number; totalCount: number }> {
  const env = JSON.parse(await get(agent, target, 1)) as { success: boolean; errorCode: string | null; value: unknown };
  if (!env.success) throw new Error(`${target.name}: ${env.errorCode}`);
  const { content } = gameListValueSchema.parse(env.value);
  if (content.games.length === 0) throw new Error(`${target.name}: an empty game list would measure nothing; is the demo seeded?`);
  return { games: content.games.length, totalCount: content.totalCount };
}

/** `clients` loops over pages 1..3 until the deadline; counts completions after the warm-up. */
async function drive(target: Target): Promise<{ rps: number; p50_ms: number; p99_ms: number; errors: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const start = performance.now();
  const measureFrom = start + warmup_ms;
  const end = measureFrom + seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  let firstError: Error | null = null;
  await Promise.all(Array.from({ length: clients }, async (_, i) => {
    let n = i;
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        await get(agent, target, pages[n++ % pages.length]!);
      } catch (e) {
        errors += 1;
        firstError ??= e as Error;
        continue;
      }
      const t1 = performance.now();
      if (t0 >= measureFrom && t1 <= end) latencies.push(t1 - t0);
    }
  }));
  agent.destroy();
  if (firstError) console.log(`  ${target.name}: ${errors} errors, first: ${(firstError as Error).message}`);
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / seconds, p50_ms: percentile(latencies, 50), p99_ms: percentile(latencies, 99), errors };
}

async function answers(url: string): Promise<boolean> {
  try {
    const r = await fetch(url, { signal: AbortSignal.timeout(2000), redirect: 'manual' });
    await r.arrayBuffer();
    return r.status < 500;
  } catch {
    return false;
  }
}

async function waitReady(product: ChildProcess): Promise<void> {
  const deadline = Date.now() + startTimeout_ms;
  while (Date.now() < deadline) {
    if (product.exitCode !== null) throw new Error(`the product exited with ${product.exitCode} before it was ready`);
    if (await answers(`http://127.0.0.1:${platformPort}/healthz`) && await answers(`http://127.0.0.1:${webPort}/m/home`)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the product did not answer within ${startTimeout_ms / 1000} s`);
}

/** SIGTERM to scripts/start.ts, which stops platform and web; SIGKILL if it hangs. */
async function stopProduct(product: ChildProcess): Promise<void> {
  if (product.exitCode !== null || product.signalCode !== null) return;
  const exited = new Promise((r) => product.once('exit', r));
  product.kill('SIGTERM');
  const timer = setTimeout(() => product.kill('SIGKILL'), stopTimeout_ms);
  await exited;
  clearTimeout(timer);
}

async function main(): Promise<void> {
  for (const port of [webPort, platformPort]) {
    if (await answers(`http://127.0.0.1:${port}/`)) throw new Error(`port ${port} is already serving; pick other PORT / PLATFORM_PORT`);
  }
  console.log(`starting the product: web :${webPort}, platform :${platformPort}, data ${dataDir} ...`);
  const started_ms = Date.now();
  const product = spawn(process.execPath, ['--import', 'tsx', path.join(process.cwd(), 'scripts/start.ts')], {
    env: { ...process.env, PORT: String(webPort), PLATFORM_PORT: String(platformPort), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The product's own output is noise during the run; kept to show on a failed start.
  let productLog = '';
  const keep = (chunk: Buffer) => (productLog = (productLog + chunk.toString()).slice(-8_000));
  product.stdout!.on('data', keep);
  product.stderr!.on('data', keep);
  const interrupt = () => void stopProduct(product).then(() => process.exit(130));
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);

  try {
    await waitReady(product);
    console.log(`ready in ${((Date.now() - started_ms) / 1000).toFixed(1)} s`);
    const probeAgent = new http.Agent({ keepAlive: true });
    const viaBff = await probe(probeAgent, bff);
    const viaDirect = await probe(probeAgent, direct);
    probeAgent.destroy();
    console.log(`GET ${gameList.path}?${query(1)}: ${viaBff.games} of ${viaBff.totalCount} games via the BFF, ${viaDirect.games} of ${viaDirect.totalCount} direct`);

    console.log(`${clients} keep-alive clients, ${seconds} s per target (after ${warmup_ms / 1000} s warm-up), pages ${pages.join(',')} ...`);
    const d = await drive(direct);
    const b = await drive(bff);
    const line = (name: string, r: typeof d) =>
      `${name.padEnd(7)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50_ms.toFixed(2).padStart(7)} ms   p99 ${r.p99_ms.toFixed(2).padStart(7)} ms   errors ${r.errors}`;
    console.log(line('direct', d));
    console.log(line('bff', b));
    console.log(`BFF/direct: throughput ${(b.rps / d.rps).toFixed(3)}x (direct is ${(d.rps / b.rps).toFixed(2)}x faster), p50 ${(b.p50_ms / d.p50_ms).toFixed(2)}x, p99 ${(b.p99_ms / d.p99_ms).toFixed(2)}x`);
    console.log(`(client, web and platform share ${os.cpus().length} CPUs on this machine)`);
  } catch (e) {
    process.stderr.write(`${productLog}\n`);
    throw e;
  } finally {
    await stopProduct(product);
    console.log('product stopped');
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadPlatformConfig } from '@/platform/src/config';
import { webConfig } from '@/lib/config/web';

/**
 * `npm start`: checks the configuration, builds the web app when a build is missing or
 * older than its sources, starts the platform (which migrates and seeds its database) and
 * the web server, prints the URL, and stops both on Ctrl-C or SIGTERM.
 */
const dev = process.argv.includes('--dev');
const root = process.cwd();
const started_ms = Date.now();

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = 0;
  for (const e of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, e)));
  return newest;
}

function buildIsStale(): boolean {
  const stamp = path.join(root, '.next', 'BUILD_ID');
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  const sources = ['app', 'components', 'lib', 'messages', 'public', 'proxy.ts', 'next.config.mjs', 'package-lock.json'];
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

async function waitFor(url: string, child: ChildProcess, timeout_ms: number): Promise<void> {
  const deadline = Date.now() + timeout_ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} did not come up: its process exited with ${child.exitCode}`);
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(2000), redirect: 'manual' });
      if (r.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeout_ms / 1000} s`);
}

async function main() {
  let platformConfig;
  let web;
  try {
    platformConfig = loadPlatformConfig();
    web = webConfig();
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    process.exit(1);
  }
  if (!dev && buildIsStale()) {
    process.stdout.write('Building the web app (next build)...\n');
    const r = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { stdio: 'inherit', env: process.env });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }

  const children: ChildProcess[] = [];
  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
      process.exit(code);
    }, 10_000);
    force.unref();
    Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() => process.exit(code));
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  const tsx = ['--import', 'tsx'];
  const platform = spawn(process.execPath, [...tsx, path.join(root, 'platform/src/main.ts')], { stdio: 'inherit', env: process.env });
  children.push(platform);
  platform.on('exit', (code) => {
    if (!stopping) {
      process.stderr.write(`platform stopped (exit ${code}); stopping web\n`);
      stop(1);
    }
  });
  try {
    await waitFor(`http://127.0.0.1:${platformConfig.port}/healthz`, platform, 120_000);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return stop(1);
  }

  const webEnv: NodeJS.ProcessEnv = {
    ...process.env,
    SESSION_SECRET: web.sessionSecret,
    NODE_ENV: dev ? 'development' : 'production',
  };
  const webChild = spawn(process.execPath, [...tsx, path.join(root, 'scripts/web-server.ts'), ...(dev ? ['--dev'] : [])], { stdio: 'inherit', env: webEnv });
  children.push(webChild);
  webChild.on('exit', (code) => {
    if (!stopping) {
      process.stderr.write(`web stopped (exit ${code}); stopping platform\n`);
      stop(1);
    }
  });
  try {
    await waitFor(`http://127.0.0.1:${web.port}/m/home`, webChild, 120_000);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return stop(1);
  }
  const seconds = ((Date.now() - started_ms) / 1000).toFixed(1);
  process.stdout.write(`\n  Ready in ${seconds} s:  http://localhost:${web.port}/m/home\n  Operator CLI:  npm run ops -- help   (token in ${path.join(platformConfig.dataDir, 'ops-token')})\n\n`);
}

void main();

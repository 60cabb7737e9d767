import { spawn, type ChildProcess } from 'node:child_process';

export interface Replica {
  child: ChildProcess;
  port: number;
}

/**
 * Starts a platform replica (platform-process.ts) over a database - PostgreSQL by URL, or an
 * embedded PGlite directory no other process has open - and resolves once it listens.
 */
export function startReplica(db: { url: string } | { pgliteDir: string }, secret: string, env: Record<string, string> = {}): Promise<Replica> {
  return new Promise((resolve, reject) => {
    // One process, node itself with tsx's loader: a replica started through npx left tsx and the
    // platform running after the SIGTERM of afterAll reached only npx.
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/platform-process.ts'], {
      env: {
        ...process.env, PLATFORM_SECRET: secret, DB_POOL_MAX: '10', ...env,
        ...('url' in db ? { DATABASE_URL: db.url } : { PGLITE_DIR: db.pgliteDir, DATABASE_URL: '' }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`replica did not start in time: ${err}`)), 60_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /PORT (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, port: Number(m[1]) });
      }
    });
    child.stderr!.on('data', (d: Buffer) => void (err += d.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`replica exited with ${code}: ${err}`));
    });
  });
}

/** Stops replicas: SIGTERM, or SIGKILL when `kill` (a crash), and waits until each has exited. */
export async function stopReplicas(replicas: Replica[], signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  for (const r of replicas) r.child.kill(signal);
  await Promise.all(replicas.map((r) => new Promise((res) => (r.child.exitCode !== null || r.child.signalCode !== null ? res(null) : r.child.once('exit', res)))));
}

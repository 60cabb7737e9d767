import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis server for tests: TEST_REDIS_URL, or the local one; TEST_REDIS=0 turns it off. */
export function testRedisUrl(): string | null {
  if (process.env.TEST_REDIS === '0') return null;
  return process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
}

// jest collects describe() blocks synchronously, so whether to skip must be known at module
// load: a child process tries a TCP connect and a PING, answering within about a second.
const probe = `
const s = require('node:net').connect(+process.argv[2], process.argv[1]);
s.setTimeout(800);
s.on('connect', () => s.write('PING\\r\\n'));
s.on('data', () => process.exit(0));
s.on('error', () => process.exit(1));
s.on('timeout', () => process.exit(1));
`;

let reachable: boolean | undefined;

export function redisReachable(): boolean {
  if (reachable !== undefined) return reachable;
  const url = testRedisUrl();
  if (!url) return (reachable = false);
  const u = new URL(url);
  const r = spawnSync(process.execPath, ['-e', probe, u.hostname, u.port || '6379'], { timeout: 2000 });
  reachable = r.status === 0;
  return reachable;
}

/** A prefix of its own per test file, so runs never see each other's keys. */
export function testRedisPrefix(): string {
  return `wps:test:${randomBytes(6).toString('hex')}:`;
}

/** A fresh prefix under a file's prefix per call, so each test starts from an empty key space. */
export function subPrefixes(prefix: string): () => string {
  let n = 0;
  return () => `${prefix}${++n}:`;
}

/** Deletes every key under prefix (cleanup after a test file). */
export async function dropRedisPrefix(url: string, prefix: string): Promise<void> {
  const raw = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await raw.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await raw.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await raw.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await raw.quit();
  }
}

/** describe() when Redis answers; otherwise describe.skip with a line saying why. */
export function describeRedis(title: string, body: (url: string) => void): void {
  const url = testRedisUrl();
  if (url && redisReachable()) {
    describe(title, () => body(url));
    return;
  }
  console.log(`[tests] No Redis server reachable at ${url ?? '(TEST_REDIS=0)'}: "${title}" skipped.`);
  describe.skip(title, () => body(url ?? 'redis://127.0.0.1:6379'));
}

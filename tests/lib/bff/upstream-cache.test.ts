import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The BFF's host → merchant cache (lib/bff/upstream.ts merchantForHost): a known host is asked
 * once a minute, an unknown one every 10 s, an unreachable upstream is answered with the last
 * good merchant, and the cache holds at most hostCache.entries_max hosts.
 */
let server: Server;
let asked: string[] = [];
/** What the fake platform answers for a host: its merchant, no merchant, or a 5xx. */
let answer: (host: string) => 'merchant' | 'unknown' | 'down' = () => 'merchant';
let upstream: typeof import('@/lib/bff/upstream');

beforeAll(async () => {
  server = createServer((req, res) => {
    const host = new URL(req.url ?? '/', 'http://x').searchParams.get('host') ?? '';
    asked.push(host);
    const a = answer(host);
    if (a === 'down') {
      res.writeHead(503);
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(a === 'merchant'
      ? { success: true, value: { host, merchantCode: `m-${host}`, mainDomain: host }, errorCode: null, message: '' }
      : { success: false, value: null, errorCode: 'merchant.unknown', message: '' }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.WPS_UPSTREAM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SESSION_SECRET = 'bff-upstream-cache-secret-0123456789abcdef';
  delete process.env.MERCHANT_CODE;
  upstream = await import('@/lib/bff/upstream');
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  asked = [];
  answer = () => 'merchant';
});
afterEach(() => jest.restoreAllMocks());

/** Moves Date.now, the web server's clock, to `at_ms`. */
const at = (at_ms: number) => jest.spyOn(Date, 'now').mockReturnValue(at_ms);

describe('merchantForHost', () => {
  it('asks the platform once a minute for a known host', async () => {
    const start = Date.now();
    at(start);
    expect(await upstream.merchantForHost('a.example')).toBe('m-a.example');
    at(start + upstream.hostCache.ttl_ms - 1);
    expect(await upstream.merchantForHost('a.example')).toBe('m-a.example');
    expect(asked).toEqual(['a.example']);
    at(start + upstream.hostCache.ttl_ms);
    expect(await upstream.merchantForHost('a.example')).toBe('m-a.example');
    expect(asked).toEqual(['a.example', 'a.example']);
  });

  it('remembers an unknown host for 10 s only', async () => {
    const start = Date.now();
    at(start);
    answer = () => 'unknown';
    expect(await upstream.merchantForHost('nobody.example')).toBeNull();
    at(start + upstream.hostCache.unknownTtl_ms - 1);
    expect(await upstream.merchantForHost('nobody.example')).toBeNull();
    expect(asked).toEqual(['nobody.example']);
    answer = () => 'merchant';
    at(start + upstream.hostCache.unknownTtl_ms);
    expect(await upstream.merchantForHost('nobody.example')).toBe('m-nobody.example');
  });

  it('answers the last good merchant when the platform is down after the minute', async () => {
    const start = Date.now();
    at(start);
    expect(await upstream.merchantForHost('b.example')).toBe('m-b.example');
    answer = () => 'down';
    at(start + 10 * upstream.hostCache.ttl_ms);
    expect(await upstream.merchantForHost('b.example')).toBe('m-b.example');
    expect(asked).toEqual(['b.example', 'b.example']);
    // A host never seen gets no merchant from a platform that is down, and is not remembered.
    expect(await upstream.merchantForHost('c.example')).toBeNull();
    answer = () => 'merchant';
    expect(await upstream.merchantForHost('c.example')).toBe('m-c.example');
  });

  it('holds at most 1000 hosts, forgetting the least recently used', async () => {
    const start = Date.now();
    at(start);
    await upstream.merchantForHost('first.example');
    for (let i = 0; i < upstream.hostCache.entries_max; i++) await upstream.merchantForHost(`h${i}.example`);
    asked = [];
    await upstream.merchantForHost(`h${upstream.hostCache.entries_max - 1}.example`);
    expect(asked).toEqual([]);
    await upstream.merchantForHost('first.example');
    expect(asked).toEqual(['first.example']);
  });
});

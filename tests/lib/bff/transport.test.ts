import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { upstreamAnswer_bytes_max, upstreamFetch } from '@/lib/bff/transport';

/**
 * The upstream transport of the BFF and SSR (lib/bff/transport.ts): what lib/wps/client.ts
 * needs of fetch, over kept-alive node:http sockets.
 */
let server: Server;
let base: string;
let connections = 0;
let seen: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (req.url === '/slow') return; // never answers
      if (req.url === '/empty') return void res.writeHead(204).end();
      if (req.url === '/huge') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end(Buffer.alloc(upstreamAnswer_bytes_max + 1, 32));
      }
      res.writeHead(201, [['content-type', 'application/json'], ['set-cookie', 'captchaId=abc; Path=/'], ['set-cookie', 'other=1; Path=/']]);
      res.end(JSON.stringify({ success: true, value: '中文', errorCode: null, message: '' }));
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  seen = [];
});

describe('upstreamFetch', () => {
  it('sends the method, headers and body, and answers status, JSON and every Set-Cookie', async () => {
    const res = await upstreamFetch(`${base}/wps/session/login?x=1`, {
      method: 'POST', headers: { Merchant: 'demo', 'Content-Type': 'application/json;charset=UTF-8' }, body: '{"username":"张三"}',
    });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/wps/session/login?x=1', body: '{"username":"张三"}' });
    expect(seen[0]!.headers).toMatchObject({ merchant: 'demo', 'content-type': 'application/json;charset=UTF-8', 'content-length': String(Buffer.byteLength('{"username":"张三"}')) });
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie()).toEqual(['captchaId=abc; Path=/', 'other=1; Path=/']);
    expect(await res.json()).toEqual({ success: true, value: '中文', errorCode: null, message: '' });
  });

  it('keeps one socket open for calls one after another', async () => {
    const before = connections;
    for (let i = 0; i < 5; i++) await (await upstreamFetch(`${base}/wps/x`)).arrayBuffer();
    expect(connections - before).toBeLessThanOrEqual(1);
  });

  it('answers 204 without a body', async () => {
    const res = await upstreamFetch(`${base}/empty`);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
  });

  it('gives up when the signal times out, with the TimeoutError the client maps to upstream.timeout', async () => {
    await expect(upstreamFetch(`${base}/slow`, { signal: AbortSignal.timeout(150) })).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('refuses an answer larger than its bound, and an upstream that is not there', async () => {
    await expect(upstreamFetch(`${base}/huge`)).rejects.toThrow('too large');
    await expect(upstreamFetch('http://127.0.0.1:1/wps/x')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await expect(upstreamFetch('ftp://127.0.0.1/x')).rejects.toThrow('unsupported');
  });
});

import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { allowedMethods, createWebServer } from '@/scripts/web-server-core';
import { rawBody, rawExchange } from '@/tests/support/raw-http';

/**
 * The web server's own edge, around a trivial handler in place of Next's: what reaches the app
 * and what is answered before it.
 */
let server: Server;
let port: number;
let seen: IncomingMessage[] = [];
const requestTimeout_ms = 300;

beforeAll(async () => {
  server = createWebServer((req, res) => {
    seen.push(req);
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => res.end(JSON.stringify({ peer: req.headers['x-wps-peer'], body })));
  }, null, { request_timeout_ms: requestTimeout_ms, timeoutCheck_ms: 50, linger_ms: 200 });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = [];
});

const origin = () => `http://127.0.0.1:${port}`;

describe('the web server', () => {
  it('hands the app the socket peer as x-wps-peer, whatever the client sent', async () => {
    const res = await fetch(`${origin()}/m/home`, { headers: { 'x-wps-peer': '8.8.8.8' } });
    expect(await res.json()).toEqual({ peer: '127.0.0.1', body: '' });
  });

  it.each(['TRACE', 'PATCH', 'PROPFIND', 'CONNECT'])('answers %s with 405 method.not.allowed and Allow, on any path, before the app', async (method) => {
    for (const path of ['/wps/system/status', '/m/home', '/games/house/slot']) {
      const r = await rawExchange(port, `${method} ${method === 'CONNECT' ? '127.0.0.1:1' : path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(r.text).toMatch(/^HTTP\/1\.1 405 /);
      expect(r.text).toMatch(new RegExp(`\r\nAllow: ${allowedMethods.join(', ')}\r\n`, 'i'));
      expect(rawBody(r.text)).toMatchObject({ success: false, status: false, errorCode: 'method.not.allowed', value: null });
    }
    expect(seen).toEqual([]);
  });

  it('lets the allowed methods through to the app', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']) {
      expect((await fetch(`${origin()}/wps/x`, { method })).status).toBe(200);
    }
    expect(seen.map((r) => r.method)).toEqual(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']);
  });

  it('answers a 96 KB URL with a complete 431 request.too.large, not a reset', async () => {
    for (const size of [20_000, 96_000, 300_000]) {
      const r = await rawExchange(port, `GET /wps/system/status?q=${'a'.repeat(size)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      expect([size, r.error]).toEqual([size, null]);
      expect(r.text).toMatch(/^HTTP\/1\.1 431 /);
      expect(rawBody(r.text)).toMatchObject({ success: false, errorCode: 'request.too.large' });
    }
    expect(seen).toEqual([]);
  });

  it('answers a body that stops half-way with 408 request.timeout within the time limit', async () => {
    const r = await rawExchange(port, 'POST /wps/session/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user', 3_000);
    expect(r.error).toBeNull();
    expect(r.elapsed_ms).toBeLessThan(requestTimeout_ms + 500);
    expect(r.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(rawBody(r.text)).toMatchObject({ success: false, errorCode: 'request.timeout' });
  });

  it('closes a connection whose head never ends within the time limit', async () => {
    const r = await rawExchange(port, 'GET /m/home HTTP/1.1\r\nHost: local', 3_000);
    expect(r.error).toBeNull();
    expect(r.elapsed_ms).toBeLessThan(requestTimeout_ms + 500);
    expect(r.text).toMatch(/^HTTP\/1\.1 408 /);
  });
});

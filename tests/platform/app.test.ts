import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { encryptRequestBody } from '@/lib/wps/crypto';
import { requestBody_bytes_max } from '@/lib/wps/limits';
import { createTestDb, type TestDb } from '@/tests/support/db';
import { buildApp } from '@/platform/src/app';
import { createJobsService } from '@/platform/src/modules/jobs';
import { makePlatform, type TestPlatform } from '@/tests/support/platform';
import { rawBody, rawExchange } from '@/tests/support/raw-http';

/**
 * The platform's own edge (platform/src/app.ts): what a direct call gets for a body or a request
 * no route should ever see, whichever route it is sent to. The edge does not depend on the
 * database, so one kind is enough.
 */
let t: TestDb;
let p: TestPlatform;

beforeAll(async () => {
  t = await createTestDb('pglite');
  p = await makePlatform(t.db);
});
afterAll(async () => {
  await p.app.close();
  await t.drop();
});

const deepJson = '['.repeat(20_000) + ']'.repeat(20_000);

describe('the platform edge', () => {
  it('refuses JSON nested 20,000 deep with 400 request.invalid on a member call, the back office and the house vendor', async () => {
    for (const [url, headers] of [
      ['/wps/session/login/freeplay', { merchant: 'demo' }],
      ['/wps/feedback', { merchant: 'demo' }],
      ['/bo/merchants', { authorization: `Bearer ${p.opsToken}` }],
      ['/games/house/api/demo/state', {}],
    ] as const) {
      for (const contentType of ['application/json', 'text/plain']) {
        const res = await p.app.inject({ method: url === '/wps/feedback' ? 'PUT' : 'POST', url, headers: { ...headers, 'content-type': contentType }, payload: deepJson });
        expect([url, res.statusCode]).toEqual([url, 400]);
        expect(res.json()).toMatchObject(url.startsWith('/games/house') ? { ok: false, error: 'request.invalid' } : { success: false, errorCode: 'request.invalid' });
      }
    }
  });

  it('refuses an encrypted body whose plaintext nests too deep like any body it cannot read', async () => {
    const merchant = await p.merchants.byCode('demo');
    const deep = encryptRequestBody(JSON.parse('{"a":' + '['.repeat(100) + ']'.repeat(100) + '}'), merchant!.rsa.n);
    const res = await p.app.inject({
      method: 'POST', url: '/wps/session/login', headers: { merchant: 'demo', 'content-type': 'application/json', ...deep.headers }, payload: JSON.stringify(deep.body),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request_body_required' });
  });

  it('answers a body over the limit with 413 request.too.large, and reads one at the limit', async () => {
    const body = (size: number) => JSON.stringify({ content: 'x'.repeat(size - 14) });
    const over = await p.app.inject({ method: 'POST', url: '/wps/system/announcements/read', headers: { merchant: 'demo', 'content-type': 'application/json' }, payload: body(requestBody_bytes_max + 1) });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ success: false, errorCode: 'request.too.large' });
    const at = await p.app.inject({ method: 'POST', url: '/wps/system/announcements/read', headers: { merchant: 'demo', 'content-type': 'application/json' }, payload: body(requestBody_bytes_max) });
    expect(at.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });

  describe('on a real socket', () => {
    const requestTimeout_ms = 300;
    let edge: FastifyInstance;
    let port: number;
    beforeAll(async () => {
      // A second app of its own process: its routes register the periodic jobs again, which one
      // process's jobs service refuses (a name registered twice is a bug), so it gets its own.
      const { db, clock, merchants, audit } = p.deps;
      const jobs = createJobsService({ db, clock, merchants, audit, owner: 'edge-test', onError: (m) => { throw new Error(m); } });
      edge = await buildApp({ ...p.deps, jobs }, { request_timeout_ms: requestTimeout_ms, timeoutCheck_ms: 50 });
      await edge.listen({ port: 0, host: '127.0.0.1' });
      port = (edge.server.address() as AddressInfo).port;
    });
    afterAll(() => edge.close());

    it('answers a body that stops half-way with 408 request.timeout within the time limit', async () => {
      const r = await rawExchange(port, 'POST /wps/session/login HTTP/1.1\r\nHost: localhost\r\nMerchant: demo\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user', 3_000);
      expect(r.error).toBeNull();
      expect(r.elapsed_ms).toBeLessThan(requestTimeout_ms + 500);
      expect(r.text).toMatch(/^HTTP\/1\.1 408 /);
      expect(rawBody(r.text)).toMatchObject({ success: false, errorCode: 'request.timeout' });
    });

    it('answers a 96 KB URL with a complete 431 request.too.large', async () => {
      const r = await rawExchange(port, `GET /wps/system/status?q=${'a'.repeat(96_000)} HTTP/1.1\r\nHost: localhost\r\nMerchant: demo\r\n\r\n`);
      expect(r.error).toBeNull();
      expect(r.text).toMatch(/^HTTP\/1\.1 431 /);
      expect(rawBody(r.text)).toMatchObject({ success: false, errorCode: 'request.too.large' });
    });
  });
});

import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { createTestDb, type TestDb } from '@/tests/support/db';
import { encryptedPayload_bytes_max, feedbackBody_bytes_max, requestBody_bytes_max } from '@/lib/wps/limits';
import { makePlatform, type TestPlatform } from '@/tests/support/platform';

/**
 * The BFF against a real platform on loopback: what a browser on the web origin gets for
 * each kind of call, with the merchant found by Host and the client IP from trusted proxies.
 */
let t: TestDb;
let platform: TestPlatform;
let bff: typeof import('@/lib/bff/handler').bff;

beforeAll(async () => {
  t = await createTestDb('pglite');
  platform = await makePlatform(t.db);
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (platform.app.server.address() as AddressInfo).port;
  process.env.WPS_UPSTREAM_URL = `http://127.0.0.1:${port}`;
  process.env.SESSION_SECRET = 'bff-test-session-secret-0123456789abcdef';
  ({ bff } = await import('@/lib/bff/handler'));
});

afterAll(async () => {
  await platform.app.close();
  await t.drop();
});

function browser(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new NextRequest(`http://localhost:3000${path}`, {
    method: init.method ?? 'GET',
    headers: { host: 'localhost:3000', 'x-wps-peer': '127.0.0.1', ...init.headers },
    body: init.body,
  });
}

describe('the BFF', () => {
  it('answers the system status of the merchant of the Host, as plain JSON', async () => {
    const res = await bff(browser('/wps/system/status'));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, status: true, errorCode: null, value: { status: 0 } });
    expect(body.value.info.whitelabel.merchantCode).toBe('demo');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('finds the merchant for 127.0.0.1 too, and refuses a host no merchant owns', async () => {
    const ok = await bff(new NextRequest('http://127.0.0.1:3000/wps/system/status', { headers: { host: '127.0.0.1:3000', 'x-wps-peer': '127.0.0.1' } }));
    expect((await ok.json()).value.info.whitelabel.merchantCode).toBe('demo');
    const res = await bff(new NextRequest('http://nobody.example/wps/system/status', { headers: { host: 'nobody.example', 'x-wps-peer': '127.0.0.1' } }));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'merchant.unknown' });
  });

  it('passes the client IP from X-Forwarded-For only when the peer is a trusted proxy', async () => {
    const trusted = await bff(browser('/wps/system/status', { headers: { 'x-forwarded-for': '8.8.8.8' } }));
    expect((await trusted.json()).value.location).toEqual({ ip: '8.8.8.8', country: 'US' });
    const forged = await bff(browser('/wps/system/status', { headers: { 'x-wps-peer': '203.0.113.7', 'x-forwarded-for': '8.8.8.8' } }));
    expect((await forged.json()).value.location.ip).toBe('203.0.113.7');
  });

  it('forwards nothing outside the call table', async () => {
    const res = await bff(browser('/wps/bo/merchants'));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'not.found' });
    const wrongMethod = await bff(browser('/wps/system/status', { method: 'DELETE' }));
    expect(wrongMethod.status).toBe(404);
  });

  it('refuses a cross-site mutating request', async () => {
    const res = await bff(browser('/wps/session/logout', { method: 'DELETE', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } }));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ errorCode: 'cross.site.refused' });
  });

  it('refuses a malformed JSON body before it reaches the upstream', async () => {
    const res = await bff(browser('/wps/feedback', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{not json' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errorCode: 'request.invalid' });
  });

  it('shows maintenance through the status once the operator sets it', async () => {
    await platform.merchants.update('demo', { maintenance: true }, 'test');
    const res = await bff(browser('/wps/system/status'));
    expect((await res.json()).value).toMatchObject({ status: 1, maintenance: true });
    const other = await bff(browser('/wps/system/whitelabel'));
    expect(other.status).toBe(503);
    expect(await other.json()).toMatchObject({ errorCode: 'function.not.available' });
    await platform.merchants.update('demo', { maintenance: false }, 'test');
  });

  it('refuses an encrypted body the platform could not read with 413 request.too.large, and carries the largest it accepts', async () => {
    const login = (pad: number) => browser('/wps/session/login', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'alice', password: 'pw1234', type: 'username', pad: 'x'.repeat(pad) }),
    });
    const big = await bff(login(200_000));
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ success: false, errorCode: 'request.too.large' });

    // Exactly the limit: the ciphertext in the body and again in X-Digest still fits what the platform reads.
    const overhead = JSON.stringify({ username: 'alice', password: 'pw1234', type: 'username', pad: '' }).length;
    const largest = await bff(login(encryptedPayload_bytes_max - overhead));
    // The platform read and decrypted it: alice has no account here.
    expect(await largest.json()).toMatchObject({ success: false, errorCode: 'login.failed' });
    const over = await bff(login(encryptedPayload_bytes_max - overhead + 1));
    expect(over.status).toBe(413);
  });

  it('refuses a plain body over the platform limit with 413 request.too.large and carries one just under it', async () => {
    const markRead = (size: number) => browser('/wps/system/announcements/read', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content: 'x'.repeat(size - 14) }),
    });
    const over = await bff(markRead(requestBody_bytes_max + 1));
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ success: false, errorCode: 'request.too.large' });
    // The platform reads it and answers for itself (no session here).
    const under = await bff(markRead(requestBody_bytes_max));
    expect(await under.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });

  it('carries a feedback body of three 5 MB images in Base64 to the platform, and refuses one byte more', async () => {
    const feedback = (size: number) => browser('/wps/feedback', {
      method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content: 'x'.repeat(size - 14) }),
    });
    const over = await bff(feedback(feedbackBody_bytes_max + 1));
    expect([over.status, (await over.json()).errorCode]).toEqual([413, 'request.too.large']);
    // The platform read all of it (its own limit is the call's too) and answers for itself: no session here.
    const largest = await bff(feedback(feedbackBody_bytes_max));
    expect(await largest.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });

  it('maps an upstream that went away to upstream.unavailable', async () => {
    await platform.app.close();
    const res = await bff(browser('/wps/system/status'));
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'upstream.unavailable' });
  });
});

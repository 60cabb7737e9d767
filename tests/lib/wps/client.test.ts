import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callWps } from '@/lib/wps/client';
import { wpsCalls } from '@/lib/wps/calls';
import { decryptRequestBody } from '@/lib/wps/crypto';
import { generateRsaKeyPair } from '@/lib/wps/rsa-keys';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

let server: Server;
let base: string;
let handler: Handler;
const key = generateRsaKeyPair(1024);

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => handler(req, body, res));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const json = (res: ServerResponse, status: number, value: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
};

describe('callWps', () => {
  it('sends the WPS headers and answers the envelope', async () => {
    let seen: IncomingMessage['headers'] = {};
    handler = (req, _b, res) => {
      seen = req.headers;
      json(res, 200, { success: true, value: { ok: 1 }, errorCode: null, message: '' });
    };
    const r = await callWps(wpsCalls.memberInfo, { baseUrl: base, merchant: 'demo', token: 'tok', ip: '203.0.113.9', language: 'zh', timeout_ms: 2000 });
    expect(r.envelope).toMatchObject({ success: true, value: { ok: 1 } });
    expect(seen).toMatchObject({ merchant: 'demo', authorization: 'tok', 'x-forwarded-for': '203.0.113.9', language: 'ZH', moduleid: 'COMM3', device: 'web' });
  });

  it('relays the browser\'s User-Agent for the login history, printable ASCII only and at most 512 characters', async () => {
    const seen: (string | undefined)[] = [];
    handler = (req, _b, res) => {
      seen.push(req.headers['user-agent']);
      json(res, 200, { success: true, value: null, errorCode: null, message: '' });
    };
    const o = { baseUrl: base, merchant: 'demo', timeout_ms: 2000 };
    await callWps(wpsCalls.sessionTouch, { ...o, userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0' });
    await callWps(wpsCalls.sessionTouch, { ...o, userAgent: `Bad\u0000Agent\u00e9${'x'.repeat(600)}` });
    expect(seen[0]).toBe('Mozilla/5.0 (Linux; Android 14) Chrome/131.0');
    expect(seen[1]).toBe(`BadAgent${'x'.repeat(504)}`);
  });

  it('reads older hosts that answer status instead of success', async () => {
    handler = (_r, _b, res) => json(res, 200, { status: true, value: 5, errorCode: null });
    const r = await callWps(wpsCalls.messageUnreadCount, { baseUrl: base, merchant: 'demo', timeout_ms: 2000 });
    expect(r.envelope.success).toBe(true);
    expect(r.envelope.value).toBe(5);
  });

  it('maps a timeout to upstream.timeout', async () => {
    handler = () => undefined; // never answers
    const r = await callWps(wpsCalls.systemStatus, { baseUrl: base, merchant: 'demo', timeout_ms: 200 });
    expect(r.envelope.errorCode).toBe('upstream.timeout');
    expect(r.httpStatus).toBe(504);
  });

  it('maps a 5xx page to upstream.unavailable without leaking its text', async () => {
    handler = (_r, _b, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>nginx bad gateway stack trace</html>');
    };
    const r = await callWps(wpsCalls.systemStatus, { baseUrl: base, merchant: 'demo', timeout_ms: 2000 });
    expect(r.envelope.errorCode).toBe('upstream.unavailable');
    expect(JSON.stringify(r.envelope)).not.toContain('nginx');
  });

  it('maps an unreachable host to upstream.unavailable', async () => {
    const r = await callWps(wpsCalls.systemStatus, { baseUrl: 'http://127.0.0.1:1', merchant: 'demo', timeout_ms: 2000 });
    expect(r.envelope.errorCode).toBe('upstream.unavailable');
    expect(r.httpStatus).toBe(502);
  });

  it('encrypts the body of an encrypted call with the merchant key', async () => {
    let received: unknown;
    handler = (req, body, res) => {
      if (req.url === '/wps/session/key/rsa') return json(res, 200, { success: true, value: `"${key.n}"`, errorCode: null, message: '' });
      received = decryptRequestBody(body, req.headers['encryption'] as string, key);
      expect(req.headers['x-rsa']).toBe(key.n);
      json(res, 200, { success: true, value: null, errorCode: null, message: '' });
    };
    const r = await callWps(wpsCalls.sessionLogin, { baseUrl: base, merchant: 'enc-test', timeout_ms: 2000, body: { username: 'alice', password: 'secret1' } });
    expect(r.envelope.success).toBe(true);
    expect(received).toEqual({ username: 'alice', password: 'secret1' });
  });
});

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock } from '@/platform/src/context';
import { describeEachDb } from '@/tests/support/db';
import { makePlatform, type TestPlatform } from '@/tests/support/platform';

interface Hit {
  authorization: string | undefined;
  contentType: string | undefined;
  body: { to: string; text: string };
}

/** An SMS gateway on loopback: numbers ending 500 get HTTP 500, ending 400 get 400, the rest 200. */
async function startGateway(): Promise<{ server: Server; url: string; hits: Hit[] }> {
  const hits: Hit[] = [];
  const read = (req: IncomingMessage) => new Promise<string>((resolve) => {
    let s = '';
    req.on('data', (c: Buffer) => (s += c.toString('utf8')));
    req.on('end', () => resolve(s));
  });
  const server = createServer(async (req, res) => {
    const body = JSON.parse(await read(req)) as Hit['body'];
    hits.push({ authorization: req.headers.authorization, contentType: req.headers['content-type'], body });
    res.statusCode = body.to.endsWith('500') ? 500 : body.to.endsWith('400') ? 400 : 200;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`, hits };
}

describeEachDb('SMS over the HTTP provider', (get) => {
  let p: TestPlatform;
  let gw: Awaited<ReturnType<typeof startGateway>>;
  let merchantId: number;
  let now = Date.parse('2026-11-02T10:00:00Z');
  const clock: Clock = { now: () => new Date(now) };
  const outbox = () => p.deps.outbox;

  beforeAll(async () => {
    gw = await startGateway();
    p = await makePlatform(get().db, { clock, config: { smsHttpUrl: gw.url, smsHttpToken: 'gateway-token-123' } });
    merchantId = (await p.deps.merchants.byCode('demo'))!.id;
  });
  afterAll(async () => {
    await p.app.close();
    await new Promise<void>((resolve) => gw.server.close(() => resolve()));
  });

  const row = async (recipient: string) => {
    const r = await p.app.inject({
      method: 'GET', url: `/bo/outbox?merchant=demo&channel=sms&recipient=${encodeURIComponent(recipient)}`,
      headers: { authorization: `Bearer ${p.opsToken}` },
    });
    return r.json().value[0];
  };
  const enqueue = (recipient: string) =>
    p.deps.db.tx((q) => p.deps.outbox!.enqueue(q, { merchantId, channel: 'sms', recipient, body: 'Your code is 123456.', purpose: 'sms.test' }));

  it('posts {to, text} with the bearer token right after the code is issued', async () => {
    const r = await p.app.inject({
      method: 'POST', url: '/wps/verification/sms/register', headers: { merchant: 'demo' }, payload: { mobileNo: '912345678', countryDialingCode: '+351' },
    });
    expect(r.statusCode).toBe(200);
    await outbox().idle();
    const hit = gw.hits.find((h) => h.body.to === '+351912345678')!;
    expect(hit.authorization).toBe('Bearer gateway-token-123');
    expect(hit.contentType).toBe('application/json');
    expect(hit.body.text).toMatch(/Your verification code is \d{6}\./);
    expect(await row('+351912345678')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('retries a 500 with growing waits, then marks the message failed after five attempts', async () => {
    const to = '+8613900000500';
    await enqueue(to);
    const hitsFor = () => gw.hits.filter((h) => h.body.to === to).length;
    expect(await outbox().dispatchPending()).toMatchObject({ retried: 1 });
    expect(await row(to)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'sms-http: SMS provider answered HTTP 500' });
    for (const wait_s of [5, 10, 20]) {
      // Not due yet: nothing is sent before the wait is over.
      now += wait_s * 1000 - 1;
      await outbox().dispatchPending();
      expect(hitsFor()).toBe(wait_s === 5 ? 1 : wait_s === 10 ? 2 : 3);
      now += 1;
      expect(await outbox().dispatchPending()).toMatchObject({ retried: 1 });
    }
    now += 40_000;
    expect(await outbox().dispatchPending()).toMatchObject({ failed: 1 });
    expect(hitsFor()).toBe(5);
    expect(await row(to)).toMatchObject({ status: 'failed', attempts: 5 });
    now += 60 * 60_000;
    await outbox().dispatchPending();
    expect(hitsFor()).toBe(5);
  });

  it('marks a message failed at once on a 4xx the gateway will always refuse', async () => {
    const to = '+8613900000400';
    await enqueue(to);
    expect(await outbox().dispatchPending()).toMatchObject({ failed: 1 });
    expect(await row(to)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'sms-http: SMS provider answered HTTP 400' });
  });

  it('retries when the gateway cannot be reached', async () => {
    const down = await makePlatform(get().db, { clock, seed: false, config: { smsHttpUrl: 'http://127.0.0.1:9/sms' } });
    try {
      await down.deps.db.tx((q) => down.deps.outbox!.enqueue(q, { merchantId, channel: 'sms', recipient: '+8613900000999', body: 'x', purpose: 'sms.test' }));
      expect(await down.deps.outbox.dispatchPending()).toMatchObject({ retried: 1 });
    } finally {
      await down.app.close();
    }
  });
});

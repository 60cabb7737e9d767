import type { AddressInfo } from 'node:net';
import { depositCreatedValueSchema } from '@/lib/wps/schemas/payments';
import { describeEachDb } from '@/tests/support/db';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { startPspSimulator, type PspSimulator } from '@/tests/support/psp-simulator';
import { wpsCall } from '@/tests/support/wps-client';
import { bo, expectBooksSound, memberWithSession, walletOf } from './helpers';

const secret = 'simpay-test-secret-0123456789';

describeEachDb('payment gateway deposits (simpay)', (get) => {
  let p: TestPlatform;
  let sim: PspSimulator;
  let channelId: number;
  let platformUrl: string;
  const platform = usePlatform(get);
  beforeAll(async () => {
    p = platform();
    await p.app.listen({ port: 0, host: '127.0.0.1' });
    platformUrl = `http://127.0.0.1:${(p.app.server.address() as AddressInfo).port}`;
    sim = await startPspSimulator({ M100: secret });
    const r = await bo(p, 'POST', '/bo/deposit-channels/demo', {
      method: 'pg', name: 'SimPay', minAmount: '10', maxAmount: '10000', presets: ['100'],
      psp: { adapter: 'simpay', baseUrl: sim.url, merchantId: 'M100', callbackBaseUrl: platformUrl, secret },
    });
    expect(r.statusCode).toBe(201);
    channelId = r.json().value.id;
    expect(r.body).not.toContain(secret);
  });
  afterAll(async () => {
    await sim.close();
  });

  async function pgDeposit(amount: number | string = 200) {
    const s = await memberWithSession(p);
    const r = await wpsCall(p.app, 'depositPg', { token: s.token, body: { channelId, amount } });
    expect(r.statusCode).toBe(200);
    return { ...s, value: depositCreatedValueSchema.parse(r.json().value) };
  }
  const statusOf = async (id: number) =>
    ((await bo(p, 'GET', '/bo/deposits?merchant=demo')).json().value as { id: number; status: string; paidAmount: string | null }[]).find((d) => d.id === id)!;

  it('lists the gateway channel without its secret', async () => {
    const { token } = await memberWithSession(p);
    const r = await wpsCall(p.app, 'systemDepositBanks', { token });
    expect(r.json().value).toEqual(expect.arrayContaining([{ id: channelId, method: 'pg', name: 'SimPay', minAmount: 10, maxAmount: 10000, presets: [100], bank: null }]));
    expect(r.body).not.toContain(secret);
    expect(r.body).not.toContain('M100');
  });

  it('answers where to pay; a paid callback credits the wallet', async () => {
    const { member, value } = await pgDeposit('200.00');
    expect(value).toMatchObject({ method: 'pg', status: 'pending', amount: 200, bank: null });
    expect(value.payUrl).toMatch(new RegExp(`^${sim.url}/pay/SP`));
    expect(value.qrContent).toMatch(/^simpay:\/\/pay\/SP/);
    expect(sim.payments.get(String(value.depositId))).toMatchObject({ amount_minor: 20_000n, currency: 'CNY' });
    const deliveries = await sim.pay(String(value.depositId));
    expect(deliveries).toEqual([{ status: 200, body: 'OK' }]);
    expect((await walletOf(p, member.id)).balance_minor).toBe(20_000n);
    expect(await statusOf(value.depositId)).toMatchObject({ status: 'approved', settledBy: 'psp:simpay' });
  });

  it('credits once however often the callback comes, answering success each time', async () => {
    const { member, value } = await pgDeposit(300);
    const deliveries = await sim.pay(String(value.depositId), { duplicate: 3 });
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200, 200]);
    expect((await sim.pay(String(value.depositId))).map((d) => d.status)).toEqual([200]);
    expect((await walletOf(p, member.id)).balance_minor).toBe(30_000n);
  });

  it('is retried after a refused delivery and then credits once', async () => {
    const { member, value } = await pgDeposit(150);
    const deliveries = await sim.pay(String(value.depositId), { garbleFirst: 2, retries: 3 });
    expect(deliveries.map((d) => d.status)).toEqual([401, 401, 200]);
    expect((await walletOf(p, member.id)).balance_minor).toBe(15_000n);
  });

  it('refuses a callback with a bad signature and moves nothing', async () => {
    const { member, value } = await pgDeposit(120);
    const deliveries = await sim.pay(String(value.depositId), { secret: 'not-the-secret-0123456789', retries: 1 });
    expect(deliveries.map((d) => d.status)).toEqual([401, 401]);
    expect(JSON.parse(deliveries[0]!.body)).toMatchObject({ success: false, errorCode: 'psp.signature.invalid' });
    expect((await walletOf(p, member.id)).balance_minor).toBe(0n);
    expect((await statusOf(value.depositId)).status).toBe('pending');
    const raw = await p.app.inject({ method: 'POST', url: '/psp/simpay/demo/callback', payload: '{"orderId":"1"}', headers: { 'content-type': 'application/json' } });
    expect(raw.statusCode).toBe(401);
    expect((await p.app.inject({ method: 'POST', url: '/psp/nopay/demo/callback', payload: '{}' })).statusCode).toBe(404);
  });

  it('puts a paid amount other than the deposit\'s in review, credits nothing, and lets an operator approve what was paid', async () => {
    const { member, value } = await pgDeposit(500);
    expect((await sim.pay(String(value.depositId), { amount_minor: 40_000n })).map((d) => d.status)).toEqual([200]);
    expect(await statusOf(value.depositId)).toMatchObject({ status: 'review', paidAmount: '400.00' });
    expect((await walletOf(p, member.id)).balance_minor).toBe(0n);
    // A later callback with the right amount does not settle it behind the operator's back.
    await sim.pay(String(value.depositId));
    expect((await walletOf(p, member.id)).balance_minor).toBe(0n);
    const a = await bo(p, 'POST', `/bo/deposits/demo/${value.depositId}/approve`);
    expect(a.json().value).toMatchObject({ status: 'approved' });
    expect((await walletOf(p, member.id)).balance_minor).toBe(40_000n);
  });

  it('marks a failed payment failed; a later paid callback changes nothing', async () => {
    const { member, value } = await pgDeposit(100);
    expect((await sim.pay(String(value.depositId), { status: 'failed' })).map((d) => d.status)).toEqual([200]);
    expect((await statusOf(value.depositId)).status).toBe('failed');
    await sim.pay(String(value.depositId));
    expect((await walletOf(p, member.id)).balance_minor).toBe(0n);
    expect((await bo(p, 'POST', `/bo/deposits/demo/${value.depositId}/approve`)).statusCode).toBe(409);
  });

  it('answers payment.gateway.unavailable when the PSP refuses or cannot be reached, and fails the deposit', async () => {
    const wrong = await bo(p, 'POST', '/bo/deposit-channels/demo', {
      method: 'pg', name: 'Wrong secret', minAmount: '10', maxAmount: '100',
      psp: { adapter: 'simpay', baseUrl: sim.url, merchantId: 'M100', callbackBaseUrl: platformUrl, secret: 'a-different-secret-0000' },
    });
    const refusedBefore = sim.refused;
    const { token } = await memberWithSession(p);
    const r = await wpsCall(p.app, 'depositPg', { token, body: { channelId: wrong.json().value.id, amount: 50 } });
    expect([r.statusCode, r.json().errorCode]).toEqual([502, 'payment.gateway.unavailable']);
    expect(sim.refused).toBe(refusedBefore + 1);
    const report = (await wpsCall(p.app, 'reportDeposit', { token })).json().value;
    expect(report.list[0]).toMatchObject({ method: 'pg', status: 'failed' });

    const gone = await bo(p, 'POST', '/bo/deposit-channels/demo', {
      method: 'pg', name: 'Gone', minAmount: '10', maxAmount: '100',
      psp: { adapter: 'simpay', baseUrl: 'http://127.0.0.1:9', merchantId: 'M100', callbackBaseUrl: platformUrl, secret },
    });
    const r2 = await wpsCall(p.app, 'depositPg', { token, body: { channelId: gone.json().value.id, amount: 50 } });
    expect(r2.json().errorCode).toBe('payment.gateway.unavailable');
  });

  it('refuses a trial member and amounts outside the channel limits', async () => {
    const trial = await memberWithSession(p, { type: 4 });
    expect((await wpsCall(p.app, 'depositPg', { token: trial.token, body: { channelId, amount: 100 } })).json().errorCode).toBe('account.not.real');
    const { token } = await memberWithSession(p);
    expect((await wpsCall(p.app, 'depositPg', { token, body: { channelId, amount: 5 } })).json().errorCode).toBe('amount.below.min');
  });

  it('leaves the books sound', async () => {
    await expectBooksSound(p);
  });
});

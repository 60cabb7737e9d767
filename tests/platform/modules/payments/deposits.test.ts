import { depositBanksValueSchema, depositCreatedValueSchema } from '@/lib/wps/schemas/payments';
import { describeEachDb } from '@/tests/support/db';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';
import { bo, demo, expectBooksSound, memberWithSession, walletOf } from './helpers';

describeEachDb('manual-transfer deposits', (get) => {
  let p: TestPlatform;
  const platform = usePlatform(get);
  beforeAll(() => {
    p = platform();
  });

  const channelId = async (token: string) => {
    const r = await wpsCall(p.app, 'systemDepositBanks', { token });
    return depositBanksValueSchema.parse(r.json().value).find((c) => c.method === 'mt')!.id;
  };
  const deposit = async (token: string, body: Record<string, unknown>) => wpsCall(p.app, 'depositMt', { token, body });

  it('lists the seeded manual-transfer channel with its bank and decimal amounts, never a secret', async () => {
    const { token } = await memberWithSession(p);
    const r = await wpsCall(p.app, 'systemDepositBanks', { token });
    expect(r.statusCode).toBe(200);
    const list = depositBanksValueSchema.parse(r.json().value);
    expect(list).toEqual([{
      id: expect.any(Number), method: 'mt', name: 'Bank transfer', minAmount: 100, maxAmount: 50000, presets: [100, 500, 1000, 5000],
      bank: { bankName: 'Demo Bank', accountName: 'Demo Casino Ltd', accountNumber: '6222020200112233' },
    }]);
    expect(r.body).not.toMatch(/secret|sealed/i);
  });

  it('needs a session', async () => {
    const r = await wpsCall(p.app, 'systemDepositBanks');
    expect(r.statusCode).toBe(401);
  });

  it('records a pending deposit and moves no money; approving credits once, twice pays once, reject after approve is refused', async () => {
    const { member, token, merchant } = await memberWithSession(p);
    const r = await deposit(token, { channelId: await channelId(token), amount: '250.50', reference: 'TRX-1', depositorName: 'Li Lei' });
    expect(r.statusCode).toBe(200);
    const v = depositCreatedValueSchema.parse(r.json().value);
    expect(v).toMatchObject({ method: 'mt', status: 'pending', amount: 250.5, bank: { bankName: 'Demo Bank' }, payUrl: null, qrContent: null });
    expect((await walletOf(p, member.id)).balance_minor).toBe(0n);

    const list = await bo(p, 'GET', '/bo/deposits?merchant=demo&status=pending');
    expect(list.json().value).toEqual(expect.arrayContaining([expect.objectContaining({
      id: v.depositId, username: member.username, amount: '250.50', reference: 'TRX-1', depositorName: 'Li Lei', status: 'pending',
    })]));

    const a1 = await bo(p, 'POST', `/bo/deposits/demo/${v.depositId}/approve`);
    expect(a1.statusCode).toBe(200);
    expect(a1.json().value).toMatchObject({ status: 'approved', settledBy: 'admin' });
    const a2 = await bo(p, 'POST', `/bo/deposits/demo/${v.depositId}/approve`);
    expect(a2.statusCode).toBe(200);
    expect(a2.json().value.entryId).toBe(a1.json().value.entryId);
    expect((await walletOf(p, member.id)).balance_minor).toBe(25_050n);

    const rej = await bo(p, 'POST', `/bo/deposits/demo/${v.depositId}/reject`, { reason: 'late' });
    expect(rej.statusCode).toBe(409);
    expect(rej.json().errorCode).toBe('transaction.already.processed');
    expect((await walletOf(p, member.id)).balance_minor).toBe(25_050n);

    // The approval added the merchant's turnover multiple of the amount to the wagering requirement.
    const info = await wpsCall(p.app, 'systemWithdrawBanks', { token });
    expect(info.json().value.remainingTurnover).toBe(250.5 * merchant.wallet.turnoverMultiple);

    const audit = await bo(p, 'GET', '/bo/audit?merchant=demo');
    expect(audit.json().value).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'deposit.approve', target: `deposit:${v.depositId}`, operator: 'admin' })]));
  });

  it('rejects without moving money; approve after reject is refused; reject twice answers the rejected deposit', async () => {
    const { member, token } = await memberWithSession(p);
    const v = (await deposit(token, { channelId: await channelId(token), amount: 100, reference: 'R-2' })).json().value;
    const r1 = await bo(p, 'POST', `/bo/deposits/demo/${v.depositId}/reject`, { reason: 'no transfer seen' });
    expect(r1.json().value).toMatchObject({ status: 'rejected', remark: 'no transfer seen' });
    expect((await bo(p, 'POST', `/bo/deposits/demo/${v.depositId}/reject`)).statusCode).toBe(200);
    const a = await bo(p, 'POST', `/bo/deposits/demo/${v.depositId}/approve`);
    expect(a.statusCode).toBe(409);
    expect((await walletOf(p, member.id)).balance_minor).toBe(0n);
  });

  it('refuses amounts outside the channel limits, malformed amounts and unknown channels, recording nothing', async () => {
    const { token } = await memberWithSession(p);
    const id = await channelId(token);
    const cases: [unknown, number, string][] = [
      ['99.99', 400, 'amount.below.min'], [50_000.01, 400, 'amount.above.max'], ['1.001', 400, 'amount.invalid'],
      ['1e3', 400, 'amount.invalid'], ['-100', 400, 'amount.invalid'], ['abc', 400, 'amount.invalid'],
    ];
    for (const [amount, status, code] of cases) {
      const r = await deposit(token, { channelId: id, amount, reference: 'x' });
      expect([amount, r.statusCode, r.json().errorCode]).toEqual([amount, status, code]);
    }
    expect((await deposit(token, { channelId: id, amount: '99.99', reference: 'x' })).json().value).toEqual({ minAmount: 100 });
    expect((await deposit(token, { channelId: 999999, amount: 100, reference: 'x' })).json().errorCode).toBe('deposit.channel.unavailable');
    expect((await deposit(token, { channelId: id, amount: 100 })).json().errorCode).toBe('request.invalid');
    const report = await wpsCall(p.app, 'reportDeposit', { token });
    expect(report.json().value.totalCount).toBe(0);
  });

  it('refuses a trial member: Please login an actual account to use this function', async () => {
    const { token } = await memberWithSession(p, { type: 4 });
    const r = await deposit(token, { channelId: 1, amount: 100, reference: 'x' });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ errorCode: 'account.not.real', message: 'Please login an actual account to use this function' });
  });

  it('limits the deposits a member may have waiting', async () => {
    const { token } = await memberWithSession(p);
    const id = await channelId(token);
    for (let i = 0; i < 5; i++) expect((await deposit(token, { channelId: id, amount: 100, reference: `p${i}` })).statusCode).toBe(200);
    expect((await deposit(token, { channelId: id, amount: 100, reference: 'p6' })).json().errorCode).toBe('deposit.pending.limit');
  });

  it('manages channels from the back office: create, disable (gone from the list), audited', async () => {
    const m = await demo(p);
    const made = await bo(p, 'POST', '/bo/deposit-channels/demo', {
      method: 'mt', name: 'Second bank', minAmount: '50', maxAmount: '1000', presets: ['50', '100'],
      bank: { bankName: 'Other Bank', accountName: 'Demo Casino Ltd', accountNumber: '1234567890' }, sort: 5,
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().value.id;
    const { token } = await memberWithSession(p);
    let list = depositBanksValueSchema.parse((await wpsCall(p.app, 'systemDepositBanks', { token })).json().value);
    expect(list.map((c) => c.name)).toEqual(['Bank transfer', 'Second bank']);
    const off = await bo(p, 'PATCH', `/bo/deposit-channels/demo/${id}`, { enabled: false });
    expect(off.json().value).toMatchObject({ enabled: false, minAmount: 50, maxAmount: 1000 });
    list = depositBanksValueSchema.parse((await wpsCall(p.app, 'systemDepositBanks', { token })).json().value);
    expect(list.map((c) => c.name)).toEqual(['Bank transfer']);
    expect((await deposit(token, { channelId: id, amount: 60, reference: 'x' })).json().errorCode).toBe('deposit.channel.unavailable');
    const all = await bo(p, 'GET', '/bo/deposit-channels/demo');
    expect(all.json().value).toHaveLength(2);
    const bad = await bo(p, 'POST', '/bo/deposit-channels/demo', { method: 'mt', name: 'x', minAmount: '10', maxAmount: '5' , bank: { bankName: 'a', accountName: 'b', accountNumber: 'c' } });
    expect(bad.statusCode).toBe(400);
    expect(m.id).toBeGreaterThan(0);
  });

  it('refuses back-office calls without an operator token', async () => {
    const r = await p.app.inject({ method: 'POST', url: '/bo/deposits/demo/1/approve' });
    expect(r.statusCode).toBe(401);
  });

  it('leaves the books sound', async () => {
    await expectBooksSound(p);
  });
});

import { bankCardListValueSchema, withdrawValueSchema } from '@/lib/wps/schemas/payments';
import { secretBox } from '@/platform/src/crypto/secret-box';
import { sealStoredAccountNumbers } from '@/platform/src/modules/payments';
import { describeEachDb } from '@/tests/support/db';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';
import { bo, expectBooksSound, fund, memberWithSession, walletOf } from './helpers';

describeEachDb('bank cards, payment password and withdrawals', (get) => {
  let p: TestPlatform;
  const platform = usePlatform(get);
  beforeAll(() => {
    p = platform();
  });

  const card = { bankName: 'ICBC', accountNumber: '6222 0202 0011 2233', payeeName: 'Li Lei', branch: 'Shanghai' };
  const addCard = (token: string, body: Record<string, unknown> = card) => wpsCall(p.app, 'memberBankCardPut', { token, body });
  const setPassword = (token: string, paymentPassword = '135790') => wpsCall(p.app, 'memberPaymentPasswordPut', { token, body: { paymentPassword } });

  /** A member with a card, a payment password and money (no turnover requirement). */
  async function ready(balance_minor = 1_000_000n) {
    const s = await memberWithSession(p);
    const c = await addCard(s.token);
    expect(c.statusCode).toBe(200);
    expect((await setPassword(s.token)).statusCode).toBe(200);
    if (balance_minor > 0n) await fund(p, s.member.id, balance_minor, `fund-${s.member.id}`);
    return { ...s, cardId: c.json().value.id as number };
  }
  const withdraw = (token: string, body: Record<string, unknown>) => wpsCall(p.app, 'withdraw', { token, body });

  describe('bank cards', () => {
    it('binds a card, names the payee with the first card and masks the number but the last 4', async () => {
      const { token } = await memberWithSession(p);
      const r = await addCard(token);
      expect(r.statusCode).toBe(200);
      expect(r.json().value).toMatchObject({ bankName: 'ICBC', accountNumber: '**** **** 2233', payeeName: 'Li Lei', branch: 'Shanghai' });
      const list = bankCardListValueSchema.parse((await wpsCall(p.app, 'memberBankCard', { token })).json().value);
      expect(list).toHaveLength(1);
      expect(JSON.stringify(list)).not.toContain('62220202');
      // The payee is now named: another name is refused, the same name in other case and spacing is not.
      const other = await addCard(token, { ...card, accountNumber: '6222020200119999', payeeName: 'Han Meimei' });
      expect(other.json().errorCode).toBe('bankcard.payee.mismatch');
      expect((await addCard(token, { ...card, accountNumber: '6222020200119999', payeeName: ' li  LEI ' })).statusCode).toBe(200);
    });

    it('refuses a payee name other than the registered one', async () => {
      const { token } = await memberWithSession(p, { payeeName: 'Wang Wu' });
      const r = await addCard(token);
      expect(r.statusCode).toBe(400);
      expect(r.json().errorCode).toBe('bankcard.payee.mismatch');
      expect((await wpsCall(p.app, 'memberBankCard', { token })).json().value).toEqual([]);
    });

    it('refuses a bad number, a card bound twice and a sixth card', async () => {
      const { token } = await memberWithSession(p);
      expect((await addCard(token, { ...card, accountNumber: '12ab' })).json().errorCode).toBe('bankcard.invalid');
      expect((await addCard(token, { ...card, bankName: '' })).json().errorCode).toBe('request.invalid');
      for (let i = 0; i < 5; i++) expect((await addCard(token, { ...card, accountNumber: `622202020011000${i}` })).statusCode).toBe(200);
      expect((await addCard(token, { ...card, accountNumber: '6222020200110000' })).json().errorCode).toBe('bankcard.exists');
      expect((await addCard(token, { ...card, accountNumber: '6222020200110009' })).json().errorCode).toBe('bankcard.limit');
    });

    it('refuses a trial member', async () => {
      const { token } = await memberWithSession(p, { type: 4 });
      expect((await addCard(token)).json().errorCode).toBe('account.not.real');
    });

    it('keeps the account number sealed at rest, on the card and on the withdrawal, and shows it whole only to the operator', async () => {
      const { token, member, cardId } = await ready();
      const v = withdrawValueSchema.parse((await withdraw(token, { bankCardId: cardId, amount: '300.00', paymentPassword: '135790' })).json().value);
      const db = get().db;
      const stored = [
        ...(await db.query('SELECT * FROM member_bank_cards WHERE member_id = $1', [member.id])).rows,
        ...(await db.query('SELECT * FROM withdrawals WHERE member_id = $1', [member.id])).rows,
      ];
      expect(stored).toHaveLength(2);
      for (const row of stored) {
        expect(row).toMatchObject({ account_number: null, account_last4: '2233' });
        expect(Object.values(row).map(String).join(' ')).not.toContain('62220202');
      }
      const listed = await bo(p, 'GET', '/bo/withdrawals?merchant=demo&status=pending');
      expect(listed.json().value.find((w: { id: number }) => w.id === v.withdrawalId)).toMatchObject({ accountNumber: '6222020200112233' });
    });

    it('seals account numbers stored in plain before sealing existed, and still finds them as duplicates', async () => {
      const { token, member } = await memberWithSession(p, { payeeName: 'Li Lei' });
      const db = get().db;
      const merchantId = (await p.deps.merchants.byCode('demo'))!.id;
      await db.query(
        `INSERT INTO member_bank_cards (merchant_id, member_id, bank_name, account_number, payee_name) VALUES ($1, $2, 'ICBC', '6222020200112233', 'Li Lei')`,
        [merchantId, member.id]);
      expect((await addCard(token)).json().errorCode).toBe('bankcard.exists');
      expect(await sealStoredAccountNumbers({ db, box: secretBox(p.deps.config.platformSecret) })).toBeGreaterThanOrEqual(1);
      const row = (await db.query('SELECT * FROM member_bank_cards WHERE member_id = $1', [member.id])).rows[0];
      expect(row).toMatchObject({ account_number: null, account_last4: '2233' });
      expect((await addCard(token)).json().errorCode).toBe('bankcard.exists');
      expect((await wpsCall(p.app, 'memberBankCard', { token })).json().value).toMatchObject([{ accountNumber: '**** **** 2233' }]);
      expect(await sealStoredAccountNumbers({ db, box: secretBox(p.deps.config.platformSecret) })).toBe(0);
    });
  });

  describe('payment password', () => {
    it('sets it once (6 digits), changes it with the old one, and says whether there is one', async () => {
      const { token } = await memberWithSession(p);
      expect((await wpsCall(p.app, 'memberHasWithdrawalPassword', { token })).json().value).toBe(false);
      expect((await setPassword(token, '12345')).json().errorCode).toBe('payment.password.format.invalid');
      expect((await setPassword(token, 'abcdef')).json().errorCode).toBe('payment.password.format.invalid');
      expect((await setPassword(token, '123456')).statusCode).toBe(200);
      expect((await wpsCall(p.app, 'memberHasWithdrawalPassword', { token })).json().value).toBe(true);
      expect((await setPassword(token, '654321')).json().errorCode).toBe('payment.password.exists');
      const change = (body: Record<string, unknown>) => wpsCall(p.app, 'memberPaymentPasswordPost', { token, body });
      expect((await change({ oldPassword: '000000', newPassword: '654321' })).json().errorCode).toBe('payment.password.invalid');
      expect((await change({ oldPassword: '123456', newPassword: '123456' })).json().errorCode).toBe('modify.new.old.same');
      expect((await change({ oldPassword: '123456', newPassword: '654321', confirmNewPassword: '654320' })).json().errorCode).toBe('password.confirm.mismatch');
      expect((await change({ oldPassword: '123456', newPassword: '654321', confirmNewPassword: '654321' })).statusCode).toBe(200);
      expect((await change({ oldPassword: '123456', newPassword: '111111' })).json().errorCode).toBe('payment.password.invalid');
    });

    it('pauses after 5 wrong attempts, even for the right one', async () => {
      const { token } = await memberWithSession(p);
      await setPassword(token, '123456');
      const change = (oldPassword: string) => wpsCall(p.app, 'memberPaymentPasswordPost', { token, body: { oldPassword, newPassword: '222222' } });
      for (let i = 0; i < 5; i++) expect((await change('999999')).json().errorCode).toBe('payment.password.invalid');
      const r = await change('123456');
      expect(r.statusCode).toBe(429);
      expect(r.json().errorCode).toBe('TOO_MANY_REQUESTS');
    });
  });

  describe('withdrawals', () => {
    it('holds the amount at once: available drops, the balance stays; approve pays once and releases the hold', async () => {
      const { member, token, cardId } = await ready();
      const r = await withdraw(token, { amount: '300.00', bankCardId: cardId, paymentPassword: '135790' });
      expect(r.statusCode).toBe(200);
      const v = withdrawValueSchema.parse(r.json().value);
      expect(v).toMatchObject({ status: 'pending', amount: 300 });
      let w = await walletOf(p, member.id);
      expect([w.balance_minor, w.locked_minor, w.available_minor]).toEqual([1_000_000n, 30_000n, 970_000n]);

      const listed = await bo(p, 'GET', '/bo/withdrawals?merchant=demo&status=pending');
      expect(listed.json().value).toEqual(expect.arrayContaining([expect.objectContaining({
        id: v.withdrawalId, accountNumber: '6222020200112233', payeeName: 'Li Lei', amount: '300.00',
      })]));

      const a1 = await bo(p, 'POST', `/bo/withdrawals/demo/${v.withdrawalId}/approve`);
      expect(a1.json().value).toMatchObject({ status: 'approved', settledBy: 'admin' });
      expect((await bo(p, 'POST', `/bo/withdrawals/demo/${v.withdrawalId}/approve`)).statusCode).toBe(200);
      w = await walletOf(p, member.id);
      expect([w.balance_minor, w.locked_minor, w.available_minor]).toEqual([970_000n, 0n, 970_000n]);
      expect((await bo(p, 'POST', `/bo/withdrawals/demo/${v.withdrawalId}/reject`)).json().errorCode).toBe('transaction.already.processed');
    });

    it('reject releases the hold and moves nothing; approve after reject is refused', async () => {
      const { member, token, cardId } = await ready();
      const v = (await withdraw(token, { amount: 500, bankCardId: cardId, paymentPassword: '135790' })).json().value;
      const r = await bo(p, 'POST', `/bo/withdrawals/demo/${v.withdrawalId}/reject`, { reason: 'name mismatch at bank' });
      expect(r.json().value).toMatchObject({ status: 'rejected', remark: 'name mismatch at bank' });
      expect((await bo(p, 'POST', `/bo/withdrawals/demo/${v.withdrawalId}/approve`)).statusCode).toBe(409);
      const w = await walletOf(p, member.id);
      expect([w.balance_minor, w.locked_minor]).toEqual([1_000_000n, 0n]);
      const report = (await wpsCall(p.app, 'reportWithdraw', { token })).json().value;
      expect(report.list[0]).toMatchObject({ id: v.withdrawalId, status: 'rejected', remark: 'name mismatch at bank', accountNumber: '**** **** 2233' });
    });

    it('lets only one of a concurrent approve and reject win', async () => {
      const { member, token, cardId } = await ready();
      const v = (await withdraw(token, { amount: 400, bankCardId: cardId, paymentPassword: '135790' })).json().value;
      const [a, r] = await Promise.all([
        bo(p, 'POST', `/bo/withdrawals/demo/${v.withdrawalId}/approve`),
        bo(p, 'POST', `/bo/withdrawals/demo/${v.withdrawalId}/reject`),
      ]);
      expect([a.statusCode, r.statusCode].sort()).toEqual([200, 409]);
      const w = await walletOf(p, member.id);
      expect(w.locked_minor).toBe(0n);
      expect(w.balance_minor).toBe(a.statusCode === 200 ? 960_000n : 1_000_000n);
    });

    it('refuses below the minimum, above the maximum, and past the daily count', async () => {
      const { token, cardId } = await ready(100_000_000n);
      const body = (amount: unknown) => ({ amount, bankCardId: cardId, paymentPassword: '135790' });
      const below = await withdraw(token, body('99.99'));
      expect([below.json().errorCode, below.json().value]).toEqual(['amount.below.min', { minAmount: 100 }]);
      expect((await withdraw(token, body('50000.01'))).json().errorCode).toBe('amount.above.max');
      for (let i = 0; i < 5; i++) expect((await withdraw(token, body(100))).statusCode).toBe(200);
      expect((await withdraw(token, body(100))).json().errorCode).toBe('withdraw.daily.limit');
      const info = (await wpsCall(p.app, 'systemWithdrawBanks', { token })).json().value;
      expect(info).toMatchObject({ minAmount: 100, maxAmount: 50000, dailyCount: 5, todayCount: 5, remainingTurnover: 0 });
    });

    it('refuses a wrong payment password, a card of someone else, and more than is available, holding nothing', async () => {
      const { member, token, cardId } = await ready(20_000n);
      const other = await ready(0n);
      expect((await withdraw(token, { amount: 100, bankCardId: cardId, paymentPassword: '000000' })).json().errorCode).toBe('payment.password.invalid');
      expect((await withdraw(token, { amount: 100, bankCardId: other.cardId, paymentPassword: '135790' })).json().errorCode).toBe('bankcard.not.found');
      const r = await withdraw(token, { amount: 300, bankCardId: cardId, paymentPassword: '135790' });
      expect(r.json().errorCode).toBe('ledger.insufficient.funds');
      const w = await walletOf(p, member.id);
      expect([w.balance_minor, w.locked_minor]).toEqual([20_000n, 0n]);
      expect((await wpsCall(p.app, 'reportWithdraw', { token })).json().value.totalCount).toBe(0);
    });

    it('refuses while the turnover requirement is not met, saying what remains', async () => {
      const { member, token, cardId } = await ready(0n);
      const banks = (await wpsCall(p.app, 'systemDepositBanks', { token })).json().value;
      const dep = (await wpsCall(p.app, 'depositMt', { token, body: { channelId: banks[0].id, amount: 1000, reference: 't' } })).json().value;
      await bo(p, 'POST', `/bo/deposits/demo/${dep.depositId}/approve`);
      const r = await withdraw(token, { amount: 100, bankCardId: cardId, paymentPassword: '135790' });
      expect(r.json().errorCode).toBe('withdraw.turnover.required');
      expect(r.json().value.remainingTurnover).toBeGreaterThan(0);
      expect((await walletOf(p, member.id)).locked_minor).toBe(0n);
    });

    it('refuses a withdrawal without a payment password, and a trial member', async () => {
      const s = await memberWithSession(p);
      const c = (await addCard(s.token)).json().value;
      expect((await withdraw(s.token, { amount: 100, bankCardId: c.id, paymentPassword: '123456' })).json().errorCode).toBe('payment.password.not.set');
      const trial = await memberWithSession(p, { type: 4 });
      expect((await withdraw(trial.token, { amount: 100, bankCardId: 1, paymentPassword: '123456' })).json().errorCode).toBe('account.not.real');
    });
  });

  it('leaves the books sound', async () => {
    await expectBooksSound(p);
  });
});

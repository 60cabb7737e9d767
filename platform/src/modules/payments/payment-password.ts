import { paymentPasswordPattern } from '@/lib/wps/schemas/payments';
import { WpsError } from '@/lib/wps/errors';
import type { Clock, MembersService, Merchant } from '../../context';
import type { Db } from '../../db';
import type { Store } from '../../infra';
import { hashPassword, verifyPassword } from '../members';
import { paymentLimits } from './schema';
import { requireReal, type MemberSession } from './common';

/** The member's payment password (6 digits): set, change, and the check withdrawals make. */

export interface PaymentPasswordDeps {
  members: MembersService;
  db: Db;
  clock: Clock;
  /** Counts wrong attempts per member across instances. */
  store: Store;
}

export interface PaymentPasswordService {
  hasPaymentPassword(merchant: Merchant, session: MemberSession): Promise<boolean>;
  /** PUT /wps/member/paymentPassword: the first payment password (6 digits). */
  setPaymentPassword(merchant: Merchant, session: MemberSession, body: { paymentPassword: string; confirmPaymentPassword?: string }): Promise<void>;
  /** POST /wps/member/paymentPassword: changes it; the old one is checked under the wrong-attempt limit. */
  changePaymentPassword(
    merchant: Merchant, session: MemberSession, body: { oldPassword: string; newPassword: string; confirmNewPassword?: string },
  ): Promise<void>;
  /**
   * Checks a payment password. After 5 wrong ones in 15 minutes every attempt is refused with
   * TOO_MANY_REQUESTS until the window ends, right or wrong, so 6 digits cannot be walked.
   */
  checkPaymentPassword(merchant: Merchant, memberId: number, password: string): Promise<void>;
}

const failureKey = (merchantId: number, memberId: number) => `payment-password-failures:${merchantId}:${memberId}`;

function checkNewPaymentPassword(password: string, confirm: string | undefined): void {
  if (!paymentPasswordPattern.test(password)) throw new WpsError('payment.password.format.invalid');
  if (confirm !== undefined && confirm !== password) throw new WpsError('password.confirm.mismatch');
}

export function createPaymentPasswordService(d: PaymentPasswordDeps): PaymentPasswordService {
  const service: PaymentPasswordService = {
    async hasPaymentPassword(merchant, session) {
      return (await d.members.paymentPasswordHash(d.db, merchant.id, session.memberId)) !== null;
    },

    async checkPaymentPassword(merchant, memberId, password) {
      const key = failureKey(merchant.id, memberId);
      const failures = Number((await d.store.get(key)) ?? 0);
      if (failures >= paymentLimits.paymentPasswordFailures_max) throw new WpsError('TOO_MANY_REQUESTS');
      const hash = await d.members.paymentPasswordHash(d.db, merchant.id, memberId);
      if (!hash) throw new WpsError('payment.password.not.set');
      if (await verifyPassword(password, hash)) return;
      const { count } = await d.store.incr(key, paymentLimits.paymentPasswordWindow_ms);
      throw new WpsError('payment.password.invalid', { remainingAttempts: Math.max(0, paymentLimits.paymentPasswordFailures_max - count) });
    },

    async setPaymentPassword(merchant, session, body) {
      requireReal(session);
      checkNewPaymentPassword(body.paymentPassword, body.confirmPaymentPassword);
      const hash = await hashPassword(body.paymentPassword);
      if (!(await d.members.setPaymentPasswordHash(d.db, merchant.id, session.memberId, hash, true, d.clock.now()))) {
        throw new WpsError('payment.password.exists');
      }
    },

    async changePaymentPassword(merchant, session, body) {
      requireReal(session);
      checkNewPaymentPassword(body.newPassword, body.confirmNewPassword);
      if (body.newPassword === body.oldPassword) throw new WpsError('modify.new.old.same');
      await service.checkPaymentPassword(merchant, session.memberId, body.oldPassword);
      const hash = await hashPassword(body.newPassword);
      await d.members.setPaymentPasswordHash(d.db, merchant.id, session.memberId, hash, false, d.clock.now());
      await d.store.del(failureKey(merchant.id, session.memberId));
    },
  };
  return service;
}

import { minorToDecimalString, minorToWireNumber } from '@/lib/format/money';
import type { WithdrawBanksValue, WithdrawValue } from '@/lib/wps/schemas/payments';
import { WpsError } from '@/lib/wps/errors';
import type { AuditService, Clock, MembersService, Merchant } from '../../context';
import type { SecretBox } from '../../crypto/secret-box';
import type { Db, Queryable } from '../../db';
import type { LedgerService } from '../ledger';
import type { WalletTurnover } from '../wallet';
import { paymentsRepo as repo, type WithdrawalRow } from './repo';
import { paymentLimits, suggestedBanks } from './schema';
import type { PaymentPasswordService } from './payment-password';
import {
  accountNumberOf, big, checkRange, iso, isoOrNull, pageLabels, requireReal, startOfUtcDay, toMinor,
  type MemberSession, type PaymentsDirectory,
} from './common';

/** Withdrawals: the member's request (the amount held at once) and the operator's decisions. */

export interface WithdrawalsDeps {
  members: MembersService;
  db: Db;
  clock: Clock;
  box: SecretBox;
  /** Merchant codes and usernames for the back office's list. */
  directory: PaymentsDirectory;
  /** A withdrawal is authorised by the payment password. */
  paymentPassword: PaymentPasswordService;
  /** Locks, releases and pays out the amount (the only writer of money tables). */
  ledger: LedgerService;
  /** What the member must still wager before a withdrawal. */
  turnover: WalletTurnover;
  /** The audit trail (modules/audit): records join this module's transaction. */
  audit: AuditService;
  /** Bonuses a withdrawal forfeits by their terms (modules/rewards). */
  bonuses: WithdrawalBonuses;
}

/**
 * What withdrawals ask of the rewards (modules/rewards implements it): a bonus still in wagering
 * whose promotion's terms say so is forfeited by a withdrawal, which the member confirms first.
 */
export interface WithdrawalBonuses {
  /** What a withdrawal requested now would forfeit, in minor units (0: nothing). */
  forfeitAmount(q: Queryable, merchantId: number, memberId: number, currency: string, now: Date): Promise<bigint>;
  /** Forfeits them, in the withdrawal's transaction (after its amount is held). */
  forfeitIn(q: Queryable, merchantId: number, memberId: number, now: Date): Promise<void>;
}

export interface WithdrawalView {
  merchant: string;
  id: number;
  username: string | null;
  memberId: number;
  currency: string;
  amount: string;
  status: WithdrawalRow['status'];
  bankName: string;
  /** In full: the operator pays to it. */
  accountNumber: string;
  payeeName: string;
  settledBy: string | null;
  remark: string | null;
  entryId: number | null;
  createdAt: string;
  completedAt: string | null;
}

export interface WithdrawalsService {
  /** GET /wps/system/withdrawBanks: limits, today's count, the wagering still required, bank name suggestions. */
  withdrawInfo(merchant: Merchant, session: MemberSession): Promise<WithdrawBanksValue>;
  /**
   * POST /wps/transaction/withdraw: checks, cheapest and least telling first (member type,
   * amount, payment password, card, limits, today's count, turnover), then in one transaction
   * with the member row locked (so two requests cannot both pass the daily count) locks the
   * amount in the wallet at once (available drops, the balance stays) and records the pending
   * withdrawal. Not enough available is ledger.insufficient.funds and nothing is recorded.
   */
  withdraw(merchant: Merchant, session: MemberSession, body: { amount: string; bankCardId: number; paymentPassword: string; forfeitBonus?: boolean }): Promise<WithdrawValue>;
  /**
   * An operator marks a withdrawal paid: the hold is released and the amount leaves the wallet
   * (member wallet −amount, house withdrawal clearing +amount, key withdrawal/<id>) in the same
   * transaction, with the row locked. Approving again answers it as it is; a rejected one is refused.
   */
  approveWithdrawal(merchant: Merchant, id: number, operator: string): Promise<WithdrawalView>;
  /** An operator rejects a withdrawal: the hold is released, no money moves. Rejecting again answers it as it is. */
  rejectWithdrawal(merchant: Merchant, id: number, operator: string, reason?: string): Promise<WithdrawalView>;
  /** Withdrawals newest first, of one merchant or all; usernames and merchant codes asked for once per page. */
  listWithdrawals(filter: { merchant: Merchant | null; status?: string; limit?: number }): Promise<WithdrawalView[]>;
}

function withdrawLimits(merchant: Merchant): { min: bigint; max: bigint; dailyCount: number } {
  const w = merchant.wallet.withdraw;
  return { min: BigInt(w.min_minor), max: BigInt(w.max_minor), dailyCount: w.dailyCount };
}

function withdrawalView(r: WithdrawalRow, merchantCode: string, digits: number, box: SecretBox, username: string | null): WithdrawalView {
  return {
    merchant: merchantCode,
    id: Number(r.id),
    username,
    memberId: Number(r.member_id),
    currency: r.currency,
    amount: minorToDecimalString(big(r.amount_minor), digits),
    status: r.status,
    bankName: r.bank_name,
    accountNumber: accountNumberOf(r, box),
    payeeName: r.payee_name,
    settledBy: r.settled_by,
    remark: r.remark,
    entryId: r.entry_id === null ? null : Number(r.entry_id),
    createdAt: iso(r.created_at),
    completedAt: isoOrNull(r.completed_at),
  };
}

export function createWithdrawalsService(d: WithdrawalsDeps): WithdrawalsService {
  return {
    async withdrawInfo(merchant, session) {
      const limits = withdrawLimits(merchant);
      const digits = merchant.currency.minorDigits;
      const todayCount = await repo.countWithdrawalsSince(d.db, merchant.id, session.memberId, startOfUtcDay(d.clock.now()));
      const remaining = await d.turnover.remainingTurnover(d.db, merchant.id, session.memberId, merchant.currency.code);
      const forfeit = await d.bonuses.forfeitAmount(d.db, merchant.id, session.memberId, merchant.currency.code, d.clock.now());
      return {
        minAmount: minorToWireNumber(limits.min, digits), maxAmount: minorToWireNumber(limits.max, digits), dailyCount: limits.dailyCount, todayCount,
        remainingTurnover: minorToWireNumber(remaining, digits), banks: [...suggestedBanks], bonusForfeit: minorToWireNumber(forfeit, digits),
      };
    },

    async withdraw(merchant, session, body) {
      requireReal(session);
      const amount = toMinor(body.amount, merchant);
      await d.paymentPassword.checkPaymentPassword(merchant, session.memberId, body.paymentPassword);
      const limits = withdrawLimits(merchant);
      const now = d.clock.now();
      return d.db.tx(async (q) => {
        if (!(await d.members.lockMember(q, merchant.id, session.memberId))) throw new WpsError('login.not.session');
        const card = await repo.bankCard(q, merchant.id, session.memberId, body.bankCardId);
        if (!card) throw new WpsError('bankcard.not.found');
        checkRange(amount, limits.min, limits.max, merchant);
        const today = await repo.countWithdrawalsSince(q, merchant.id, session.memberId, startOfUtcDay(now));
        if (today >= limits.dailyCount) throw new WpsError('withdraw.daily.limit', { dailyCount: limits.dailyCount });
        const remaining = await d.turnover.remainingTurnover(q, merchant.id, session.memberId, merchant.currency.code);
        if (remaining > 0n) throw new WpsError('withdraw.turnover.required', { remainingTurnover: minorToWireNumber(remaining, merchant.currency.minorDigits) });
        // A bonus the withdrawal forfeits is given up only with the member's explicit confirmation (the screen showed it).
        const forfeit = await d.bonuses.forfeitAmount(q, merchant.id, session.memberId, merchant.currency.code, now);
        if (forfeit > 0n && body.forfeitBonus !== true) throw new WpsError('withdraw.bonus.forfeit', { bonusForfeit: minorToWireNumber(forfeit, merchant.currency.minorDigits) });
        const wallet = await d.ledger.memberWallet(q, merchant.id, session.memberId, merchant.currency.code);
        await d.ledger.lock(q, merchant.id, wallet.id, amount);
        await d.bonuses.forfeitIn(q, merchant.id, session.memberId, now);
        const row = await repo.insertWithdrawal(q, merchant.id, { member_id: session.memberId, card, currency: merchant.currency.code, amount_minor: amount }, now);
        return { withdrawalId: Number(row.id), status: row.status, amount: minorToWireNumber(amount, merchant.currency.minorDigits), createdAt: iso(row.created_at) };
      });
    },

    async approveWithdrawal(merchant, id, operator) {
      const now = d.clock.now();
      const digits = merchant.currency.minorDigits;
      return d.db.tx(async (q) => {
        const r = await repo.lockWithdrawal(q, merchant.id, id);
        if (!r) throw new WpsError('transaction.not.found');
        if (r.status === 'approved') return withdrawalView(r, merchant.code, digits, d.box, null);
        if (r.status !== 'pending') throw new WpsError('transaction.already.processed', { status: r.status });
        const memberId = Number(r.member_id);
        const amount = big(r.amount_minor);
        const wallet = await d.ledger.memberWallet(q, merchant.id, memberId, r.currency);
        const house = await d.ledger.houseAccount(q, merchant.id, 'house_withdrawal_clearing', r.currency, { memberIdForBucket: memberId });
        await d.ledger.unlock(q, merchant.id, wallet.id, amount);
        const { entry } = await d.ledger.post(q, merchant.id, {
          reason: 'withdrawal', reference: `withdrawal:${id}`, idempotency: { source: 'withdrawal', key: String(id) }, now,
          lines: [{ accountId: wallet.id, amount_minor: -amount }, { accountId: house.id, amount_minor: amount }],
        });
        const after = await repo.settleWithdrawal(q, merchant.id, id, { status: 'approved', settled_by: operator, remark: null, entry_id: entry.id }, now);
        await d.audit.record(q, {
          at: now, operator, merchantId: merchant.id, action: 'withdrawal.approve', target: `withdrawal:${id}`,
          before: { status: r.status }, after: { status: after.status, amount: minorToDecimalString(amount, digits), entryId: entry.id },
        });
        return withdrawalView(after, merchant.code, digits, d.box, null);
      });
    },

    async rejectWithdrawal(merchant, id, operator, reason) {
      const now = d.clock.now();
      const digits = merchant.currency.minorDigits;
      return d.db.tx(async (q) => {
        const r = await repo.lockWithdrawal(q, merchant.id, id);
        if (!r) throw new WpsError('transaction.not.found');
        if (r.status === 'rejected') return withdrawalView(r, merchant.code, digits, d.box, null);
        if (r.status !== 'pending') throw new WpsError('transaction.already.processed', { status: r.status });
        const wallet = await d.ledger.memberWallet(q, merchant.id, Number(r.member_id), r.currency);
        await d.ledger.unlock(q, merchant.id, wallet.id, big(r.amount_minor));
        const after = await repo.settleWithdrawal(q, merchant.id, id, { status: 'rejected', settled_by: operator, remark: reason ?? null, entry_id: null }, now);
        await d.audit.record(q, {
          at: now, operator, merchantId: merchant.id, action: 'withdrawal.reject', target: `withdrawal:${id}`,
          before: { status: r.status }, after: { status: after.status, reason: reason ?? null },
        });
        return withdrawalView(after, merchant.code, digits, d.box, null);
      });
    },

    async listWithdrawals(filter) {
      const rows = await repo.listWithdrawals(d.db, filter.merchant?.id ?? null, filter.status ?? null, filter.limit ?? paymentLimits.boPageDefault);
      const labels = await pageLabels(d.directory, rows, filter.merchant);
      return rows.map((r) => {
        const m = labels.merchantOf(r.merchant_id);
        return withdrawalView(r, m.code, m.minorDigits, d.box, labels.usernameOf(r.merchant_id, Number(r.member_id)));
      });
    },
  };
}

import { minorToDecimalString, minorToWireNumber } from '@/lib/format/money';
import type { DepositCreatedValue } from '@/lib/wps/schemas/payments';
import { WpsError } from '@/lib/wps/errors';
import type { AuditService, Clock, DepositCreditListener, MemberLimits, MembersService, Merchant } from '../../context';
import type { SecretBox } from '../../crypto/secret-box';
import type { Db, Queryable } from '../../db';
import type { LedgerService } from '../ledger';
import type { WalletTurnover } from '../wallet';
import { PspError } from './psp/adapter';
import { paymentsRepo as repo, type ChannelRow, type DepositRow } from './repo';
import { paymentLimits } from './schema';
import { callbackPath, channelValue, openAdapter } from './channels';
import { big, checkRange, iso, isoOrNull, pageLabels, requireReal, toMinor, type MemberSession, type PaymentsDirectory } from './common';

/** Deposits: a member's manual transfers and gateway payments, and the operator's decisions. */

export interface DepositsDeps {
  members: MembersService;
  db: Db;
  clock: Clock;
  box: SecretBox;
  /** Merchant codes and usernames for the back office's list. */
  directory: PaymentsDirectory;
  /** Posts the credit (the only writer of money tables). */
  ledger: LedgerService;
  /** Adds a credited deposit to the member's turnover requirement. */
  turnover: WalletTurnover;
  /** Told of each credited deposit inside its transaction (refer a friend pays on a friend's first deposit). */
  credited: DepositCreditListener;
  /** The audit trail (modules/audit): records join this module's transaction. */
  audit: AuditService;
  /** The member's own deposit limits and breaks (modules/limits), checked where a deposit is created. */
  limits: Pick<MemberLimits, 'checkDeposit'>;
}

/** A deposit as the back office sees it. */
export interface DepositView {
  merchant: string;
  id: number;
  username: string | null;
  memberId: number;
  method: 'mt' | 'pg';
  channelId: number;
  channelName: string | null;
  currency: string;
  amount: string;
  paidAmount: string | null;
  status: DepositRow['status'];
  reference: string | null;
  depositorName: string | null;
  pspReference: string | null;
  settledBy: string | null;
  remark: string | null;
  entryId: number | null;
  createdAt: string;
  completedAt: string | null;
}

export interface DepositsService {
  /** POST /wps/transaction/deposit/mt: a pending manual transfer, answered with the account to pay into. */
  createMtDeposit(
    merchant: Merchant, session: MemberSession, body: { channelId: number; amount: string; reference: string; depositorName?: string },
  ): Promise<DepositCreatedValue>;
  /**
   * POST /wps/transaction/deposit/pg: a pending deposit, then the PSP is asked for a payment
   * after commit (an external call never runs inside a transaction). When the PSP cannot be
   * reached the deposit is marked failed and the member is told payment.gateway.unavailable.
   */
  createPgDeposit(merchant: Merchant, session: MemberSession, body: { channelId: number; amount: string }): Promise<DepositCreatedValue>;
  /**
   * An operator approves a deposit (pending, or in review after a PSP reported another amount:
   * then what was paid is credited). Approving an approved deposit pays nothing more and answers
   * it as it is; a rejected or failed one is transaction.already.processed. One transaction with
   * the row locked, so a concurrent reject waits and then sees the outcome.
   */
  approveDeposit(merchant: Merchant, id: number, operator: string): Promise<DepositView>;
  /** An operator rejects a deposit: no money moves. Rejecting twice answers the rejected deposit; an approved one is refused. */
  rejectDeposit(merchant: Merchant, id: number, operator: string, reason?: string): Promise<DepositView>;
  /** Deposits newest first, of one merchant or all; usernames and merchant codes asked for once per page. */
  listDeposits(filter: { merchant: Merchant | null; status?: string; limit?: number }): Promise<DepositView[]>;
}

function createdValue(r: DepositRow, c: ChannelRow, m: Merchant): DepositCreatedValue {
  return {
    depositId: Number(r.id),
    method: r.method,
    status: r.status,
    amount: minorToWireNumber(big(r.amount_minor), m.currency.minorDigits),
    createdAt: iso(r.created_at),
    bank: channelValue(c, m).bank,
    payUrl: r.pay_url,
    qrContent: r.qr_content,
  };
}

function depositView(r: DepositRow, merchantCode: string, digits: number, username: string | null): DepositView {
  return {
    merchant: merchantCode,
    id: Number(r.id),
    username,
    memberId: Number(r.member_id),
    method: r.method,
    channelId: Number(r.channel_id),
    channelName: r.channel_name ?? null,
    currency: r.currency,
    amount: minorToDecimalString(big(r.amount_minor), digits),
    paidAmount: r.paid_minor === null ? null : minorToDecimalString(big(r.paid_minor), digits),
    status: r.status,
    reference: r.reference,
    depositorName: r.depositor_name,
    pspReference: r.psp_reference,
    settledBy: r.settled_by,
    remark: r.remark,
    entryId: r.entry_id === null ? null : Number(r.entry_id),
    createdAt: iso(r.created_at),
    completedAt: isoOrNull(r.completed_at),
  };
}

/**
 * Credits a deposit in the caller's transaction (the row locked by the caller): house deposit
 * clearing −credit, member wallet +credit under the idempotency key deposit/<id>, so whatever
 * path approves it (operator or PSP) and however often, it is paid once. Adds the credit to the
 * member's turnover requirement.
 */
export async function creditDeposit(
  money: { ledger: LedgerService; turnover: WalletTurnover; credited: DepositCreditListener },
  q: Queryable, merchant: Merchant, r: DepositRow, credit: bigint, settledBy: string, now: Date,
): Promise<DepositRow> {
  const { ledger, turnover } = money;
  const memberId = Number(r.member_id);
  const wallet = await ledger.memberWallet(q, merchant.id, memberId, r.currency);
  const house = await ledger.houseAccount(q, merchant.id, 'house_deposit_clearing', r.currency, { memberIdForBucket: memberId });
  const { entry } = await ledger.post(q, merchant.id, {
    reason: 'deposit', reference: `deposit:${r.id}`, idempotency: { source: 'deposit', key: String(r.id) }, now,
    lines: [{ accountId: house.id, amount_minor: -credit }, { accountId: wallet.id, amount_minor: credit }],
  });
  await turnover.requireTurnover(q, merchant, memberId, credit, now);
  const settled = await repo.settleDeposit(q, merchant.id, Number(r.id), {
    status: 'approved', settled_by: settledBy, remark: r.remark, entry_id: entry.id, paid_minor: null, completed: true,
  }, now);
  // In the same transaction: what a credited deposit earns others (a referrer) commits with it or not at all.
  await money.credited.depositCreditedIn(q, merchant, { memberId, depositId: Number(r.id), credited_minor: credit, currency: r.currency, now });
  return settled;
}

/** A member's deposits since a time as a limit counts them (modules/limits reads it through payments' index). */
export function depositedSince(q: Queryable, merchantId: number, memberId: number, since: Date): Promise<bigint> {
  return repo.depositedSince(q, merchantId, memberId, since);
}

export function createDepositsService(d: DepositsDeps): DepositsService {
  async function openChannel(q: Queryable, merchant: Merchant, channelId: number, method: 'mt' | 'pg'): Promise<ChannelRow> {
    const c = await repo.channel(q, merchant.id, channelId);
    if (!c || !c.enabled || c.method !== method) throw new WpsError('deposit.channel.unavailable');
    return c;
  }

  /** Checks and inserts a pending deposit in one transaction: no money moves yet. */
  async function insertPending(
    merchant: Merchant, session: MemberSession, method: 'mt' | 'pg',
    body: { channelId: number; amount: string; reference?: string; depositorName?: string },
  ): Promise<{ row: DepositRow; channel: ChannelRow }> {
    requireReal(session);
    const amount = toMinor(body.amount, merchant);
    const now = d.clock.now();
    return d.db.tx(async (q) => {
      const channel = await openChannel(q, merchant, body.channelId, method);
      checkRange(amount, big(channel.min_minor), big(channel.max_minor), merchant);
      // The member row serialises a member's requests, so the pending count cannot be overrun by a burst.
      if (!(await d.members.lockMember(q, merchant.id, session.memberId))) throw new WpsError('login.not.session');
      if ((await repo.countOpenDeposits(q, merchant.id, session.memberId)) >= paymentLimits.pendingDepositsPerMember_max) {
        throw new WpsError('deposit.pending.limit');
      }
      // The member's own limits are checked here, where the deposit is asked for, under the member's
      // lock (so two deposits at once cannot pass a limit together), and never where it is credited:
      // by then the member has paid, and refusing the credit would keep their money. A waiting
      // deposit counts against the limit from the moment it is created.
      await d.limits.checkDeposit(q, merchant, session.memberId, amount, now);
      const row = await repo.insertDeposit(q, merchant.id, {
        member_id: session.memberId, channel_id: Number(channel.id), method, currency: merchant.currency.code, amount_minor: amount,
        reference: body.reference ?? null, depositor_name: body.depositorName ?? null,
      }, now);
      return { row, channel };
    });
  }

  return {
    async createMtDeposit(merchant, session, body) {
      const { row, channel } = await insertPending(merchant, session, 'mt', body);
      return createdValue(row, channel, merchant);
    },

    async createPgDeposit(merchant, session, body) {
      const { row, channel } = await insertPending(merchant, session, 'pg', body);
      const id = Number(row.id);
      const cfg = channel.psp_config as { callbackBaseUrl?: string };
      let payment;
      try {
        const adapter = openAdapter(d.box, channel);
        payment = await adapter.createPayment({
          orderId: String(id), amount_minor: big(row.amount_minor), currency: row.currency,
          notifyUrl: `${(cfg.callbackBaseUrl ?? '').replace(/\/+$/, '')}${callbackPath(channel.psp_adapter!, merchant.code)}`,
        });
      } catch (e) {
        if (!(e instanceof PspError)) throw e;
        await d.db.tx(async (q) => {
          const cur = await repo.lockDeposit(q, merchant.id, id);
          if (cur?.status === 'pending') {
            await repo.settleDeposit(q, merchant.id, id, {
              status: 'failed', settled_by: `psp:${channel.psp_adapter}`, remark: 'payment gateway unavailable', entry_id: null, paid_minor: null, completed: true,
            }, d.clock.now());
          }
        });
        throw new WpsError('payment.gateway.unavailable');
      }
      const updated = await repo.setDepositPsp(d.db, merchant.id, id, {
        psp_reference: payment.pspReference, pay_url: payment.payUrl ?? null, qr_content: payment.qrContent ?? null,
      }, d.clock.now());
      return createdValue(updated ?? row, channel, merchant);
    },

    async approveDeposit(merchant, id, operator) {
      const now = d.clock.now();
      return d.db.tx(async (q) => {
        const r = await repo.lockDeposit(q, merchant.id, id);
        if (!r) throw new WpsError('transaction.not.found');
        if (r.status === 'approved') return depositView(r, merchant.code, merchant.currency.minorDigits, null);
        if (r.status !== 'pending' && r.status !== 'review') throw new WpsError('transaction.already.processed', { status: r.status });
        const credit = r.status === 'review' && r.paid_minor !== null ? big(r.paid_minor) : big(r.amount_minor);
        const after = await creditDeposit(d, q, merchant, r, credit, operator, now);
        await d.audit.record(q, {
          at: now, operator, merchantId: merchant.id, action: 'deposit.approve', target: `deposit:${id}`,
          before: { status: r.status }, after: { status: after.status, credited: minorToDecimalString(credit, merchant.currency.minorDigits), entryId: Number(after.entry_id) },
        });
        return depositView(after, merchant.code, merchant.currency.minorDigits, null);
      });
    },

    async rejectDeposit(merchant, id, operator, reason) {
      const now = d.clock.now();
      return d.db.tx(async (q) => {
        const r = await repo.lockDeposit(q, merchant.id, id);
        if (!r) throw new WpsError('transaction.not.found');
        if (r.status === 'rejected') return depositView(r, merchant.code, merchant.currency.minorDigits, null);
        if (r.status !== 'pending' && r.status !== 'review') throw new WpsError('transaction.already.processed', { status: r.status });
        const after = await repo.settleDeposit(q, merchant.id, id, {
          status: 'rejected', settled_by: operator, remark: reason ?? null, entry_id: null, paid_minor: null, completed: true,
        }, now);
        await d.audit.record(q, {
          at: now, operator, merchantId: merchant.id, action: 'deposit.reject', target: `deposit:${id}`,
          before: { status: r.status }, after: { status: after.status, reason: reason ?? null },
        });
        return depositView(after, merchant.code, merchant.currency.minorDigits, null);
      });
    },

    async listDeposits(filter) {
      const rows = await repo.listDeposits(d.db, filter.merchant?.id ?? null, filter.status ?? null, filter.limit ?? paymentLimits.boPageDefault);
      const labels = await pageLabels(d.directory, rows, filter.merchant);
      return rows.map((r) => {
        const m = labels.merchantOf(r.merchant_id);
        return depositView(r, m.code, m.minorDigits, labels.usernameOf(r.merchant_id, Number(r.member_id)));
      });
    },
  };
}

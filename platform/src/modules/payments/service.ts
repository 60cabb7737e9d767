import { createHash } from 'node:crypto';
import { decimalStringToMinor, minorToDecimalString, minorToWireNumber } from '@/lib/format/money';
import {
  paymentPasswordPattern, reportDateBounds, reportRangeDaysMax,
  type BankCard, type DepositChannel, type DepositCreatedValue, type DepositReportValue, type WithdrawBanksValue,
  type WithdrawReportValue, type WithdrawValue,
} from '@/lib/wps/schemas/payments';
import { WpsError } from '@/lib/wps/errors';
import type { Clock, Merchant, MerchantLookup } from '../../context';
import type { SecretBox } from '../../crypto/secret-box';
import type { Db, Queryable } from '../../db';
import type { Store } from '../../infra';
import { recordAudit } from '../audit/service';
import { houseAccount, lock, memberWallet, post, unlock } from '../ledger/service';
import { lockMember, paymentPasswordHash, setPaymentPasswordHash, setPayeeNameIfUnset } from '../members/service';
import { hashPassword, verifyPassword } from '../members/password';
import { remainingTurnover, requireTurnover } from '../wallet/turnover';
import { PspError, PspSignatureError, type PspAdapter, type PspCallback } from './psp/adapter';
import { pspAdapters } from './psp/registry';
import { paymentsRepo as repo, type BankCardRow, type ChannelInsert, type ChannelRow, type DepositRow, type WithdrawalRow } from './repo';
import {
  paymentLimits, realMemberTypes, suggestedBanks,
  type ChannelCreate, type ChannelPatch,
} from './schema';

export interface PaymentsDeps {
  db: Db;
  clock: Clock;
  store: Store;
  merchants: MerchantLookup;
  /** Seals PSP secrets at rest (crypto/secret-box under PLATFORM_SECRET). */
  box: SecretBox;
}

export interface MemberSession {
  memberId: number;
  type: number;
}

// ---------------------------------------------------------------------------------------------
// Edges: money, ids, members

const big = (v: string | number | bigint) => BigInt(String(v));
const iso = (v: Date | string) => new Date(v).toISOString();
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

/** A positive amount from the wire in minor units; amount.invalid for anything else (never rounded). */
export function toMinor(text: string, m: Merchant): bigint {
  let minor: bigint;
  try {
    minor = decimalStringToMinor(text.trim(), m.currency.minorDigits);
  } catch {
    throw new WpsError('amount.invalid');
  }
  if (minor <= 0n) throw new WpsError('amount.invalid');
  return minor;
}

/** Deposits and withdrawals are for real members only (SPEC §5: types 0, 1, 2). */
function requireReal(session: MemberSession): void {
  if (!realMemberTypes.includes(session.type)) throw new WpsError('account.not.real');
}

function checkRange(minor: bigint, min: bigint, max: bigint, m: Merchant): void {
  if (minor < min) throw new WpsError('amount.below.min', { minAmount: minorToWireNumber(min, m.currency.minorDigits) });
  if (minor > max) throw new WpsError('amount.above.max', { maxAmount: minorToWireNumber(max, m.currency.minorDigits) });
}

/** '**** **** 1234': only the last 4 digits of an account number leave the platform towards a member. */
export function maskAccountNumber(last4: string): string {
  return `**** **** ${last4}`;
}

/** A card's or withdrawal's account number, opened (the operator's payout view, duplicate checks). */
function accountNumberOf(r: Pick<BankCardRow, 'account_number' | 'account_sealed'>, box: SecretBox): string {
  return r.account_sealed !== null ? box.open(r.account_sealed) : r.account_number!;
}

/** What a member's screens show of an account number. */
const maskedAccount = (r: Pick<BankCardRow, 'account_number' | 'account_last4'>) => maskAccountNumber(r.account_last4 ?? r.account_number!.slice(-4));

/** Rows sealed per batch by sealStoredAccountNumbers. */
const sealBatch = 500;

/**
 * Seals the account numbers of rows written before migration 021 (at start, main.ts), in
 * batches until none is left; returns how many it sealed. New rows are sealed when written.
 */
export async function sealStoredAccountNumbers(d: Pick<PaymentsDeps, 'db' | 'box'>): Promise<number> {
  let sealed = 0;
  for (const table of ['member_bank_cards', 'withdrawals'] as const) {
    for (;;) {
      const rows = await repo.plainAccountNumbers(d.db, table, sealBatch);
      for (const r of rows) await repo.sealAccountNumber(d.db, table, r.merchant_id, r.id, d.box.seal(r.account_number), r.account_number.slice(-4));
      sealed += rows.length;
      if (rows.length < sealBatch) break;
    }
  }
  return sealed;
}

/** Payee names compare without case, surrounding or repeated spaces. */
export function samePayee(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) === norm(b);
}

const startOfUtcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

// ---------------------------------------------------------------------------------------------
// Channels

function channelValue(c: ChannelRow, m: Merchant): DepositChannel {
  return {
    id: Number(c.id),
    method: c.method,
    name: c.name,
    minAmount: minorToWireNumber(big(c.min_minor), m.currency.minorDigits),
    maxAmount: minorToWireNumber(big(c.max_minor), m.currency.minorDigits),
    presets: (c.presets_minor ?? []).map((p) => minorToWireNumber(big(p), m.currency.minorDigits)),
    bank: c.method === 'mt' ? { bankName: c.bank_name ?? '', accountName: c.account_name ?? '', accountNumber: c.account_number ?? '' } : null,
  };
}

/** A channel as the back office sees it: everything but the PSP secret, of which only a fingerprint. */
export interface ChannelView extends DepositChannel {
  enabled: boolean;
  sort: number;
  psp: { adapter: string; baseUrl: string; merchantId: string; callbackBaseUrl: string; secretFingerprint: string } | null;
}

function fingerprint(sealed: string | null, box: SecretBox): string {
  if (!sealed) return '';
  try {
    return `sha256:${createHash('sha256').update(box.open(sealed)).digest('hex').slice(0, 12)}`;
  } catch {
    return 'unreadable';
  }
}

function channelView(c: ChannelRow, m: Merchant, box: SecretBox): ChannelView {
  const cfg = c.psp_config as { baseUrl?: string; merchantId?: string; callbackBaseUrl?: string };
  return {
    ...channelValue(c, m),
    enabled: c.enabled,
    sort: c.sort,
    psp: c.method === 'pg'
      ? {
        adapter: c.psp_adapter ?? '', baseUrl: cfg.baseUrl ?? '', merchantId: cfg.merchantId ?? '', callbackBaseUrl: cfg.callbackBaseUrl ?? '',
        secretFingerprint: fingerprint(c.psp_secret_sealed, box),
      }
      : null,
  };
}

/** GET /wps/system/depositBanks: the enabled channels in display order; never a secret. */
export async function depositBanks(d: PaymentsDeps, merchant: Merchant): Promise<DepositChannel[]> {
  const rows = await repo.channels(d.db, merchant.id, true, paymentLimits.channelsPerMerchant_max);
  return rows.map((c) => channelValue(c, merchant));
}

function channelInsert(d: PaymentsDeps, m: Merchant, method: 'mt' | 'pg', input: Required<Omit<ChannelPatch, 'bank' | 'psp'>> & {
  bank: { bankName?: string; accountName?: string; accountNumber?: string } | null;
  psp: { adapter: string; baseUrl: string; merchantId: string; callbackBaseUrl: string; secret?: string } | null;
}, existingSealed: string | null): ChannelInsert {
  const min = toMinor(input.minAmount, m);
  const max = toMinor(input.maxAmount, m);
  if (max < min) throw new WpsError('request.invalid', { fields: ['maxAmount'], issues: [{ field: 'maxAmount', message: 'below minAmount' }] });
  const presets = input.presets.map((p) => toMinor(p, m));
  return {
    method, name: input.name, min_minor: min, max_minor: max, presets_minor: presets, enabled: input.enabled, sort: input.sort,
    bank_name: method === 'mt' ? input.bank?.bankName ?? null : null,
    account_name: method === 'mt' ? input.bank?.accountName ?? null : null,
    account_number: method === 'mt' ? input.bank?.accountNumber ?? null : null,
    psp_adapter: method === 'pg' ? input.psp?.adapter ?? null : null,
    psp_config: method === 'pg' && input.psp
      ? { baseUrl: input.psp.baseUrl, merchantId: input.psp.merchantId, callbackBaseUrl: input.psp.callbackBaseUrl }
      : {},
    psp_secret_sealed: method === 'pg' ? (input.psp?.secret ? d.box.seal(input.psp.secret) : existingSealed) : null,
  };
}

/** A new deposit channel (audited; the audit shows the secret's fingerprint, never the secret). */
export async function createChannel(d: PaymentsDeps, merchant: Merchant, input: ChannelCreate, operator: string): Promise<ChannelView> {
  const row = channelInsert(d, merchant, input.method, {
    name: input.name, minAmount: input.minAmount, maxAmount: input.maxAmount, presets: input.presets, enabled: input.enabled, sort: input.sort,
    bank: input.bank ?? null, psp: input.psp ?? null,
  }, null);
  const now = d.clock.now();
  return d.db.tx(async (q) => {
    if ((await repo.countChannels(q, merchant.id)) >= paymentLimits.channelsPerMerchant_max) {
      throw new WpsError('request.invalid', { fields: [], issues: [{ field: '', message: `at most ${paymentLimits.channelsPerMerchant_max} channels` }] });
    }
    const made = channelView(await repo.insertChannel(q, merchant.id, row, now), merchant, d.box);
    await recordAudit(q, { at: now, operator, merchantId: merchant.id, action: 'deposit.channel.create', target: `channel:${made.id}`, before: null, after: made });
    return made;
  });
}

/** Changes a channel's settings (audited); a PSP secret left out is kept. */
export async function patchChannel(d: PaymentsDeps, merchant: Merchant, id: number, patch: ChannelPatch, operator: string): Promise<ChannelView> {
  const now = d.clock.now();
  return d.db.tx(async (q) => {
    const cur = await repo.channel(q, merchant.id, id, true);
    if (!cur) throw new WpsError('not.found');
    const before = channelView(cur, merchant, d.box);
    const digits = merchant.currency.minorDigits;
    const cfg = cur.psp_config as { baseUrl?: string; merchantId?: string; callbackBaseUrl?: string };
    const row = channelInsert(d, merchant, cur.method, {
      name: patch.name ?? cur.name,
      minAmount: patch.minAmount ?? minorToDecimalString(big(cur.min_minor), digits),
      maxAmount: patch.maxAmount ?? minorToDecimalString(big(cur.max_minor), digits),
      presets: patch.presets ?? cur.presets_minor.map((p) => minorToDecimalString(big(p), digits)),
      enabled: patch.enabled ?? cur.enabled,
      sort: patch.sort ?? cur.sort,
      bank: cur.method === 'mt'
        ? { bankName: cur.bank_name ?? undefined, accountName: cur.account_name ?? undefined, accountNumber: cur.account_number ?? undefined, ...patch.bank }
        : null,
      psp: cur.method === 'pg'
        ? {
          adapter: cur.psp_adapter ?? '', baseUrl: patch.psp?.baseUrl ?? cfg.baseUrl ?? '', merchantId: patch.psp?.merchantId ?? cfg.merchantId ?? '',
          callbackBaseUrl: patch.psp?.callbackBaseUrl ?? cfg.callbackBaseUrl ?? '', secret: patch.psp?.secret,
        }
        : null,
    }, cur.psp_secret_sealed);
    const after = channelView((await repo.updateChannel(q, merchant.id, id, row, now))!, merchant, d.box);
    await recordAudit(q, { at: now, operator, merchantId: merchant.id, action: 'deposit.channel.update', target: `channel:${id}`, before, after });
    return after;
  });
}

export async function listChannels(d: PaymentsDeps, merchant: Merchant): Promise<ChannelView[]> {
  const rows = await repo.channels(d.db, merchant.id, false, paymentLimits.channelsPerMerchant_max);
  return rows.map((c) => channelView(c, merchant, d.box));
}

// ---------------------------------------------------------------------------------------------
// Deposits

async function openChannel(q: Queryable, merchant: Merchant, channelId: number, method: 'mt' | 'pg'): Promise<ChannelRow> {
  const c = await repo.channel(q, merchant.id, channelId);
  if (!c || !c.enabled || c.method !== method) throw new WpsError('deposit.channel.unavailable');
  return c;
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

/** Checks and inserts a pending deposit in one transaction: no money moves yet. */
async function insertPending(
  d: PaymentsDeps, merchant: Merchant, session: MemberSession, method: 'mt' | 'pg',
  body: { channelId: number; amount: string; reference?: string; depositorName?: string },
): Promise<{ row: DepositRow; channel: ChannelRow }> {
  requireReal(session);
  const amount = toMinor(body.amount, merchant);
  const now = d.clock.now();
  return d.db.tx(async (q) => {
    const channel = await openChannel(q, merchant, body.channelId, method);
    checkRange(amount, big(channel.min_minor), big(channel.max_minor), merchant);
    // The member row serialises a member's requests, so the pending count cannot be overrun by a burst.
    if (!(await lockMember(q, merchant.id, session.memberId))) throw new WpsError('login.not.session');
    if ((await repo.countOpenDeposits(q, merchant.id, session.memberId)) >= paymentLimits.pendingDepositsPerMember_max) {
      throw new WpsError('deposit.pending.limit');
    }
    const row = await repo.insertDeposit(q, merchant.id, {
      member_id: session.memberId, channel_id: Number(channel.id), method, currency: merchant.currency.code, amount_minor: amount,
      reference: body.reference ?? null, depositor_name: body.depositorName ?? null,
    }, now);
    return { row, channel };
  });
}

/** POST /wps/transaction/deposit/mt: a pending manual transfer, answered with the account to pay into. */
export async function createMtDeposit(
  d: PaymentsDeps, merchant: Merchant, session: MemberSession,
  body: { channelId: number; amount: string; reference: string; depositorName?: string },
): Promise<DepositCreatedValue> {
  const { row, channel } = await insertPending(d, merchant, session, 'mt', body);
  return createdValue(row, channel, merchant);
}

function openAdapter(d: PaymentsDeps, c: ChannelRow): PspAdapter {
  const factory = c.psp_adapter ? pspAdapters[c.psp_adapter] : undefined;
  if (!factory || !c.psp_secret_sealed) throw new WpsError('deposit.channel.unavailable');
  const cfg = c.psp_config as { baseUrl?: string; merchantId?: string; callbackBaseUrl?: string };
  return factory({
    baseUrl: cfg.baseUrl ?? '', merchantId: cfg.merchantId ?? '', callbackBaseUrl: cfg.callbackBaseUrl ?? '',
    secret: d.box.open(c.psp_secret_sealed), timeout_ms: paymentLimits.pspTimeout_ms,
  });
}

export function callbackPath(adapter: string, merchantCode: string): string {
  return `/psp/${adapter}/${encodeURIComponent(merchantCode)}/callback`;
}

/**
 * POST /wps/transaction/deposit/pg: a pending deposit, then the PSP is asked for a payment
 * after commit (an external call never runs inside a transaction). When the PSP cannot be
 * reached the deposit is marked failed and the member is told payment.gateway.unavailable.
 */
export async function createPgDeposit(
  d: PaymentsDeps, merchant: Merchant, session: MemberSession, body: { channelId: number; amount: string },
): Promise<DepositCreatedValue> {
  const { row, channel } = await insertPending(d, merchant, session, 'pg', body);
  const id = Number(row.id);
  const cfg = channel.psp_config as { callbackBaseUrl?: string };
  let payment;
  try {
    const adapter = openAdapter(d, channel);
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
}

/**
 * Credits a deposit in the caller's transaction (the row locked by the caller): house deposit
 * clearing −credit, member wallet +credit under the idempotency key deposit/<id>, so whatever
 * path approves it (operator or PSP) and however often, it is paid once. Adds the credit to the
 * member's turnover requirement.
 */
async function creditDeposit(q: Queryable, merchant: Merchant, r: DepositRow, credit: bigint, settledBy: string, now: Date): Promise<DepositRow> {
  const memberId = Number(r.member_id);
  const wallet = await memberWallet(q, merchant.id, memberId, r.currency);
  const house = await houseAccount(q, merchant.id, 'house_deposit_clearing', r.currency, { memberIdForBucket: memberId });
  const { entry } = await post(q, merchant.id, {
    reason: 'deposit', reference: `deposit:${r.id}`, idempotency: { source: 'deposit', key: String(r.id) }, now,
    lines: [{ accountId: house.id, amount_minor: -credit }, { accountId: wallet.id, amount_minor: credit }],
  });
  await requireTurnover(q, merchant, memberId, credit, now);
  return repo.settleDeposit(q, merchant.id, Number(r.id), {
    status: 'approved', settled_by: settledBy, remark: r.remark, entry_id: entry.id, paid_minor: null, completed: true,
  }, now);
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

function depositView(r: DepositRow, merchantCode: string, digits: number): DepositView {
  return {
    merchant: r.merchant_code ?? merchantCode,
    id: Number(r.id),
    username: r.username ?? null,
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
 * An operator approves a deposit (pending, or in review after a PSP reported another amount:
 * then what was paid is credited). Approving an approved deposit pays nothing more and answers
 * it as it is; a rejected or failed one is transaction.already.processed. One transaction with
 * the row locked, so a concurrent reject waits and then sees the outcome.
 */
export async function approveDeposit(d: PaymentsDeps, merchant: Merchant, id: number, operator: string): Promise<DepositView> {
  const now = d.clock.now();
  return d.db.tx(async (q) => {
    const r = await repo.lockDeposit(q, merchant.id, id);
    if (!r) throw new WpsError('transaction.not.found');
    if (r.status === 'approved') return depositView(r, merchant.code, merchant.currency.minorDigits);
    if (r.status !== 'pending' && r.status !== 'review') throw new WpsError('transaction.already.processed', { status: r.status });
    const credit = r.status === 'review' && r.paid_minor !== null ? big(r.paid_minor) : big(r.amount_minor);
    const after = await creditDeposit(q, merchant, r, credit, operator, now);
    await recordAudit(q, {
      at: now, operator, merchantId: merchant.id, action: 'deposit.approve', target: `deposit:${id}`,
      before: { status: r.status }, after: { status: after.status, credited: minorToDecimalString(credit, merchant.currency.minorDigits), entryId: Number(after.entry_id) },
    });
    return depositView(after, merchant.code, merchant.currency.minorDigits);
  });
}

/** An operator rejects a deposit: no money moves. Rejecting twice answers the rejected deposit; an approved one is refused. */
export async function rejectDeposit(d: PaymentsDeps, merchant: Merchant, id: number, operator: string, reason?: string): Promise<DepositView> {
  const now = d.clock.now();
  return d.db.tx(async (q) => {
    const r = await repo.lockDeposit(q, merchant.id, id);
    if (!r) throw new WpsError('transaction.not.found');
    if (r.status === 'rejected') return depositView(r, merchant.code, merchant.currency.minorDigits);
    if (r.status !== 'pending' && r.status !== 'review') throw new WpsError('transaction.already.processed', { status: r.status });
    const after = await repo.settleDeposit(q, merchant.id, id, {
      status: 'rejected', settled_by: operator, remark: reason ?? null, entry_id: null, paid_minor: null, completed: true,
    }, now);
    await recordAudit(q, {
      at: now, operator, merchantId: merchant.id, action: 'deposit.reject', target: `deposit:${id}`,
      before: { status: r.status }, after: { status: after.status, reason: reason ?? null },
    });
    return depositView(after, merchant.code, merchant.currency.minorDigits);
  });
}

export async function listDeposits(
  d: PaymentsDeps, filter: { merchant: Merchant | null; status?: string; limit?: number },
): Promise<DepositView[]> {
  const rows = await repo.listDeposits(d.db, filter.merchant?.id ?? null, filter.status ?? null, filter.limit ?? paymentLimits.boPageDefault);
  const digits = new Map<string, number>();
  const out: DepositView[] = [];
  for (const r of rows) {
    const code = r.merchant_code!;
    if (!digits.has(code)) digits.set(code, (await d.merchants.byCode(code))?.currency.minorDigits ?? 2);
    out.push(depositView(r, code, digits.get(code)!));
  }
  return out;
}

export interface CallbackAnswer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * POST /psp/<adapter>/<merchantCode>/callback: the PSP's word on a payment. The signature is
 * checked against each pg channel of the merchant with that adapter (a handful at most); none
 * matching is psp.signature.invalid and nothing moves. Then, with the deposit locked:
 * - not pending any more (a duplicate or a retry): the PSP's acknowledgement, nothing moves;
 * - failed: the deposit is failed;
 * - paid with the deposit's amount (and its PSP reference): credited as an approval would;
 * - paid with another amount or reference: status review for an operator, nothing credited.
 */
export async function pspCallback(
  d: PaymentsDeps, adapterName: string, merchantCode: string, rawBody: string, headers: Record<string, string | string[] | undefined>,
): Promise<CallbackAnswer> {
  if (!Object.prototype.hasOwnProperty.call(pspAdapters, adapterName)) throw new WpsError('not.found');
  const merchant = await d.merchants.byCode(merchantCode);
  if (!merchant) throw new WpsError('not.found');
  const channels = await repo.pspChannels(d.db, merchant.id, adapterName, paymentLimits.channelsPerMerchant_max);
  let verified: { cb: PspCallback; channel: ChannelRow; adapter: PspAdapter } | null = null;
  for (const channel of channels) {
    let adapter: PspAdapter;
    try {
      adapter = openAdapter(d, channel);
    } catch {
      continue;
    }
    try {
      verified = { cb: adapter.verifyCallback(rawBody, headers), channel, adapter };
      break;
    } catch (e) {
      if (!(e instanceof PspSignatureError)) throw e;
    }
  }
  if (!verified) throw new WpsError('psp.signature.invalid');
  const { cb, channel, adapter } = verified;
  const ack = { status: 200, contentType: adapter.callbackAck.contentType, body: adapter.callbackAck.body };
  const id = Number(cb.orderId);
  const now = d.clock.now();
  return d.db.tx(async (q) => {
    const r = await repo.lockDeposit(q, merchant.id, id);
    if (!r || r.method !== 'pg' || big(r.channel_id) !== big(channel.id)) throw new WpsError('transaction.not.found');
    if (r.status !== 'pending') return ack;
    const by = `psp:${adapterName}`;
    if (cb.status === 'failed') {
      await repo.settleDeposit(q, merchant.id, id, { status: 'failed', settled_by: by, remark: 'payment failed at the gateway', entry_id: null, paid_minor: null, completed: true }, now);
      return ack;
    }
    const referenceMatches = r.psp_reference === null || r.psp_reference === cb.pspReference;
    if (cb.amount_minor !== big(r.amount_minor) || !referenceMatches) {
      await repo.settleDeposit(q, merchant.id, id, {
        status: 'review', settled_by: by,
        remark: referenceMatches ? 'the gateway reported another amount' : `the gateway reported reference ${cb.pspReference.slice(0, 64)}`,
        entry_id: null, paid_minor: cb.amount_minor, completed: false,
      }, now);
      return ack;
    }
    await creditDeposit(q, merchant, { ...r, remark: null }, cb.amount_minor, by, now);
    return ack;
  });
}

// ---------------------------------------------------------------------------------------------
// Bank cards and the payment password

function bankCardValue(c: BankCardRow): BankCard {
  return {
    id: Number(c.id), bankName: c.bank_name, accountNumber: maskedAccount(c), payeeName: c.payee_name,
    branch: c.branch, createdAt: iso(c.created_at),
  };
}

export async function bankCards(d: PaymentsDeps, merchant: Merchant, session: MemberSession): Promise<BankCard[]> {
  return (await repo.bankCards(d.db, merchant.id, session.memberId)).map(bankCardValue);
}

/**
 * PUT /wps/member/bankCard: binds a card. The payee name must be the member's registered one;
 * a member without one names it with the first card. At most 5 cards, each number once.
 */
export async function addBankCard(
  d: PaymentsDeps, merchant: Merchant, session: MemberSession,
  body: { bankName: string; accountNumber: string; payeeName: string; branch?: string },
): Promise<BankCard> {
  requireReal(session);
  const accountNumber = body.accountNumber.replace(/[\s-]/g, '');
  if (!/^[0-9]{8,30}$/.test(accountNumber)) throw new WpsError('bankcard.invalid');
  const now = d.clock.now();
  return d.db.tx(async (q) => {
    const member = await lockMember(q, merchant.id, session.memberId);
    if (!member) throw new WpsError('login.not.session');
    if (member.payeeName && !samePayee(member.payeeName, body.payeeName)) throw new WpsError('bankcard.payee.mismatch');
    const cards = await repo.bankCards(q, merchant.id, session.memberId);
    if (cards.some((c) => accountNumberOf(c, d.box) === accountNumber)) throw new WpsError('bankcard.exists');
    if (cards.length >= paymentLimits.bankCardsPerMember_max) throw new WpsError('bankcard.limit', { max: paymentLimits.bankCardsPerMember_max });
    const payeeName = member.payeeName ?? body.payeeName.trim().replace(/\s+/g, ' ');
    if (!member.payeeName) await setPayeeNameIfUnset(q, merchant.id, session.memberId, payeeName, now);
    const card = await repo.insertBankCard(q, merchant.id, session.memberId, {
      bank_name: body.bankName, account_sealed: d.box.seal(accountNumber), account_last4: accountNumber.slice(-4), payee_name: payeeName,
      branch: body.branch ?? null,
    }, now);
    return bankCardValue(card);
  });
}

export async function hasPaymentPassword(d: PaymentsDeps, merchant: Merchant, session: MemberSession): Promise<boolean> {
  return (await paymentPasswordHash(d.db, merchant.id, session.memberId)) !== null;
}

const failureKey = (merchantId: number, memberId: number) => `payment-password-failures:${merchantId}:${memberId}`;

/**
 * Checks a payment password. After 5 wrong ones in 15 minutes every attempt is refused with
 * TOO_MANY_REQUESTS until the window ends, right or wrong, so 6 digits cannot be walked.
 */
async function checkPaymentPassword(d: PaymentsDeps, merchant: Merchant, memberId: number, password: string): Promise<void> {
  const key = failureKey(merchant.id, memberId);
  const failures = Number((await d.store.get(key)) ?? 0);
  if (failures >= paymentLimits.paymentPasswordFailures_max) throw new WpsError('TOO_MANY_REQUESTS');
  const hash = await paymentPasswordHash(d.db, merchant.id, memberId);
  if (!hash) throw new WpsError('payment.password.not.set');
  if (await verifyPassword(password, hash)) return;
  const { count } = await d.store.incr(key, paymentLimits.paymentPasswordWindow_ms);
  throw new WpsError('payment.password.invalid', { remainingAttempts: Math.max(0, paymentLimits.paymentPasswordFailures_max - count) });
}

function checkNewPaymentPassword(password: string, confirm: string | undefined): void {
  if (!paymentPasswordPattern.test(password)) throw new WpsError('payment.password.format.invalid');
  if (confirm !== undefined && confirm !== password) throw new WpsError('password.confirm.mismatch');
}

/** PUT /wps/member/paymentPassword: the first payment password (6 digits). */
export async function setPaymentPassword(
  d: PaymentsDeps, merchant: Merchant, session: MemberSession, body: { paymentPassword: string; confirmPaymentPassword?: string },
): Promise<void> {
  requireReal(session);
  checkNewPaymentPassword(body.paymentPassword, body.confirmPaymentPassword);
  const hash = await hashPassword(body.paymentPassword);
  if (!(await setPaymentPasswordHash(d.db, merchant.id, session.memberId, hash, true, d.clock.now()))) {
    throw new WpsError('payment.password.exists');
  }
}

/** POST /wps/member/paymentPassword: changes it; the old one is checked under the wrong-attempt limit. */
export async function changePaymentPassword(
  d: PaymentsDeps, merchant: Merchant, session: MemberSession, body: { oldPassword: string; newPassword: string; confirmNewPassword?: string },
): Promise<void> {
  requireReal(session);
  checkNewPaymentPassword(body.newPassword, body.confirmNewPassword);
  if (body.newPassword === body.oldPassword) throw new WpsError('modify.new.old.same');
  await checkPaymentPassword(d, merchant, session.memberId, body.oldPassword);
  const hash = await hashPassword(body.newPassword);
  await setPaymentPasswordHash(d.db, merchant.id, session.memberId, hash, false, d.clock.now());
  await d.store.del(failureKey(merchant.id, session.memberId));
}

// ---------------------------------------------------------------------------------------------
// Withdrawals

function withdrawLimits(merchant: Merchant): { min: bigint; max: bigint; dailyCount: number } {
  const w = merchant.wallet.withdraw;
  return { min: BigInt(w.min_minor), max: BigInt(w.max_minor), dailyCount: w.dailyCount };
}

/** GET /wps/system/withdrawBanks: limits, today's count, the wagering still required, bank name suggestions. */
export async function withdrawInfo(d: PaymentsDeps, merchant: Merchant, session: MemberSession): Promise<WithdrawBanksValue> {
  const limits = withdrawLimits(merchant);
  const todayCount = await repo.countWithdrawalsSince(d.db, merchant.id, session.memberId, startOfUtcDay(d.clock.now()));
  const remaining = await remainingTurnover(d.db, merchant.id, session.memberId, merchant.currency.code);
  return {
    minAmount: minorToWireNumber(limits.min, merchant.currency.minorDigits), maxAmount: minorToWireNumber(limits.max, merchant.currency.minorDigits), dailyCount: limits.dailyCount, todayCount,
    remainingTurnover: minorToWireNumber(remaining, merchant.currency.minorDigits), banks: [...suggestedBanks],
  };
}

/**
 * POST /wps/transaction/withdraw: checks, cheapest and least telling first (member type,
 * amount, payment password, card, limits, today's count, turnover), then in one transaction
 * with the member row locked (so two requests cannot both pass the daily count) locks the
 * amount in the wallet at once (available drops, the balance stays) and records the pending
 * withdrawal. Not enough available is ledger.insufficient.funds and nothing is recorded.
 */
export async function withdraw(
  d: PaymentsDeps, merchant: Merchant, session: MemberSession, body: { amount: string; bankCardId: number; paymentPassword: string },
): Promise<WithdrawValue> {
  requireReal(session);
  const amount = toMinor(body.amount, merchant);
  await checkPaymentPassword(d, merchant, session.memberId, body.paymentPassword);
  const limits = withdrawLimits(merchant);
  const now = d.clock.now();
  return d.db.tx(async (q) => {
    if (!(await lockMember(q, merchant.id, session.memberId))) throw new WpsError('login.not.session');
    const card = await repo.bankCard(q, merchant.id, session.memberId, body.bankCardId);
    if (!card) throw new WpsError('bankcard.not.found');
    checkRange(amount, limits.min, limits.max, merchant);
    const today = await repo.countWithdrawalsSince(q, merchant.id, session.memberId, startOfUtcDay(now));
    if (today >= limits.dailyCount) throw new WpsError('withdraw.daily.limit', { dailyCount: limits.dailyCount });
    const remaining = await remainingTurnover(q, merchant.id, session.memberId, merchant.currency.code);
    if (remaining > 0n) throw new WpsError('withdraw.turnover.required', { remainingTurnover: minorToWireNumber(remaining, merchant.currency.minorDigits) });
    const wallet = await memberWallet(q, merchant.id, session.memberId, merchant.currency.code);
    await lock(q, merchant.id, wallet.id, amount);
    const row = await repo.insertWithdrawal(q, merchant.id, { member_id: session.memberId, card, currency: merchant.currency.code, amount_minor: amount }, now);
    return { withdrawalId: Number(row.id), status: row.status, amount: minorToWireNumber(amount, merchant.currency.minorDigits), createdAt: iso(row.created_at) };
  });
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

function withdrawalView(r: WithdrawalRow, merchantCode: string, digits: number, box: SecretBox): WithdrawalView {
  return {
    merchant: r.merchant_code ?? merchantCode,
    id: Number(r.id),
    username: r.username ?? null,
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

/**
 * An operator marks a withdrawal paid: the hold is released and the amount leaves the wallet
 * (member wallet −amount, house withdrawal clearing +amount, key withdrawal/<id>) in the same
 * transaction, with the row locked. Approving again answers it as it is; a rejected one is refused.
 */
export async function approveWithdrawal(d: PaymentsDeps, merchant: Merchant, id: number, operator: string): Promise<WithdrawalView> {
  const now = d.clock.now();
  return d.db.tx(async (q) => {
    const r = await repo.lockWithdrawal(q, merchant.id, id);
    if (!r) throw new WpsError('transaction.not.found');
    if (r.status === 'approved') return withdrawalView(r, merchant.code, merchant.currency.minorDigits, d.box);
    if (r.status !== 'pending') throw new WpsError('transaction.already.processed', { status: r.status });
    const memberId = Number(r.member_id);
    const amount = big(r.amount_minor);
    const wallet = await memberWallet(q, merchant.id, memberId, r.currency);
    const house = await houseAccount(q, merchant.id, 'house_withdrawal_clearing', r.currency, { memberIdForBucket: memberId });
    await unlock(q, merchant.id, wallet.id, amount);
    const { entry } = await post(q, merchant.id, {
      reason: 'withdrawal', reference: `withdrawal:${id}`, idempotency: { source: 'withdrawal', key: String(id) }, now,
      lines: [{ accountId: wallet.id, amount_minor: -amount }, { accountId: house.id, amount_minor: amount }],
    });
    const after = await repo.settleWithdrawal(q, merchant.id, id, { status: 'approved', settled_by: operator, remark: null, entry_id: entry.id }, now);
    await recordAudit(q, {
      at: now, operator, merchantId: merchant.id, action: 'withdrawal.approve', target: `withdrawal:${id}`,
      before: { status: r.status }, after: { status: after.status, amount: minorToDecimalString(amount, merchant.currency.minorDigits), entryId: entry.id },
    });
    return withdrawalView(after, merchant.code, merchant.currency.minorDigits, d.box);
  });
}

/** An operator rejects a withdrawal: the hold is released, no money moves. Rejecting again answers it as it is. */
export async function rejectWithdrawal(d: PaymentsDeps, merchant: Merchant, id: number, operator: string, reason?: string): Promise<WithdrawalView> {
  const now = d.clock.now();
  return d.db.tx(async (q) => {
    const r = await repo.lockWithdrawal(q, merchant.id, id);
    if (!r) throw new WpsError('transaction.not.found');
    if (r.status === 'rejected') return withdrawalView(r, merchant.code, merchant.currency.minorDigits, d.box);
    if (r.status !== 'pending') throw new WpsError('transaction.already.processed', { status: r.status });
    const wallet = await memberWallet(q, merchant.id, Number(r.member_id), r.currency);
    await unlock(q, merchant.id, wallet.id, big(r.amount_minor));
    const after = await repo.settleWithdrawal(q, merchant.id, id, { status: 'rejected', settled_by: operator, remark: reason ?? null, entry_id: null }, now);
    await recordAudit(q, {
      at: now, operator, merchantId: merchant.id, action: 'withdrawal.reject', target: `withdrawal:${id}`,
      before: { status: r.status }, after: { status: after.status, reason: reason ?? null },
    });
    return withdrawalView(after, merchant.code, merchant.currency.minorDigits, d.box);
  });
}

export async function listWithdrawals(
  d: PaymentsDeps, filter: { merchant: Merchant | null; status?: string; limit?: number },
): Promise<WithdrawalView[]> {
  const rows = await repo.listWithdrawals(d.db, filter.merchant?.id ?? null, filter.status ?? null, filter.limit ?? paymentLimits.boPageDefault);
  const digits = new Map<string, number>();
  const out: WithdrawalView[] = [];
  for (const r of rows) {
    const code = r.merchant_code!;
    if (!digits.has(code)) digits.set(code, (await d.merchants.byCode(code))?.currency.minorDigits ?? 2);
    out.push(withdrawalView(r, code, digits.get(code)!, d.box));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Reports

const day_ms = 86_400_000;

function parseDay(s: string): number {
  const t = Date.parse(`${s}T00:00:00Z`);
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== s) throw new WpsError('request.invalid', { fields: ['date'] });
  return t;
}
const dayText = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * The days a report covers: endDate defaults to today, startDate to 30 days before it; both
 * are clipped to the date picker's bounds (SPEC §5); start after end, or more than 31 days,
 * is date.range.invalid.
 */
export function reportRange(now: Date, startDate?: string, endDate?: string): { start: string; end: string; from: Date; to: Date } {
  const lo = parseDay(reportDateBounds.min);
  const hi = parseDay(reportDateBounds.max);
  const clip = (t: number) => Math.min(hi, Math.max(lo, t));
  const end = clip(endDate ? parseDay(endDate) : startOfUtcDay(now).getTime());
  const start = clip(startDate ? parseDay(startDate) : end - (reportRangeDaysMax - 1) * day_ms);
  if (start > end || (end - start) / day_ms + 1 > reportRangeDaysMax) throw new WpsError('date.range.invalid', { maxDays: reportRangeDaysMax });
  return { start: dayText(start), end: dayText(end), from: new Date(start), to: new Date(end + day_ms) };
}

interface ReportQuery {
  status?: string;
  startDate?: string;
  endDate?: string;
  pageNo: number;
  pageSize: number;
}

export async function depositReport(d: PaymentsDeps, merchant: Merchant, session: MemberSession, query: ReportQuery): Promise<DepositReportValue> {
  const range = reportRange(d.clock.now(), query.startDate, query.endDate);
  const { rows, total } = await repo.depositReport(d.db, merchant.id, {
    memberId: session.memberId, status: query.status ?? null, from: range.from, to: range.to,
    limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize,
  });
  return {
    list: rows.map((r) => ({
      id: Number(r.id), method: r.method, channelName: r.channel_name ?? '', amount: minorToWireNumber(big(r.amount_minor), merchant.currency.minorDigits), status: r.status,
      reference: r.reference, createdAt: iso(r.created_at), completedAt: isoOrNull(r.completed_at),
    })),
    pageNo: query.pageNo, pageSize: query.pageSize, totalCount: total, totalPages: Math.ceil(total / query.pageSize),
    startDate: range.start, endDate: range.end,
  };
}

export async function withdrawReport(d: PaymentsDeps, merchant: Merchant, session: MemberSession, query: ReportQuery): Promise<WithdrawReportValue> {
  const range = reportRange(d.clock.now(), query.startDate, query.endDate);
  const { rows, total } = await repo.withdrawalReport(d.db, merchant.id, {
    memberId: session.memberId, status: query.status ?? null, from: range.from, to: range.to,
    limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize,
  });
  return {
    list: rows.map((r) => ({
      id: Number(r.id), amount: minorToWireNumber(big(r.amount_minor), merchant.currency.minorDigits), status: r.status, bankName: r.bank_name,
      accountNumber: maskedAccount(r), createdAt: iso(r.created_at), completedAt: isoOrNull(r.completed_at),
      remark: r.remark,
    })),
    pageNo: query.pageNo, pageSize: query.pageSize, totalCount: total, totalPages: Math.ceil(total / query.pageSize),
    startDate: range.start, endDate: range.end,
  };
}

// ---------------------------------------------------------------------------------------------
// Seed

/**
 * The demo merchant's manual-transfer channel (a made-up bank account; 100.00 to 50,000.00),
 * added when the merchant has no channel at all, so a second seed run changes nothing. No pg
 * channel is seeded: it needs a running PSP (README.md says how to add one).
 */
export async function seedDemoChannel(db: Db, merchantId: number, now: Date): Promise<void> {
  await db.tx(async (q) => {
    if ((await repo.countChannels(q, merchantId)) > 0) return;
    await repo.insertChannel(q, merchantId, {
      method: 'mt', name: 'Bank transfer', min_minor: 10_000n, max_minor: 5_000_000n, presets_minor: [10_000n, 50_000n, 100_000n, 500_000n],
      enabled: true, sort: 0, bank_name: 'Demo Bank', account_name: 'Demo Casino Ltd', account_number: '6222020200112233',
      psp_adapter: null, psp_config: {}, psp_secret_sealed: null,
    }, now);
  });
}

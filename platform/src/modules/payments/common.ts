import { decimalStringToMinor, minorToWireNumber } from '@/lib/format/money';
import { WpsError } from '@/lib/wps/errors';
import type { Merchant } from '../../context';
import type { SecretBox } from '../../crypto/secret-box';
import type { BankCardRow } from './repo';
import { realMemberTypes } from './schema';

/** The member a call is made for (from the session). */
export interface MemberSession {
  memberId: number;
  type: number;
}

/** A member across merchants: the back office lists span merchants. */
export interface MemberKey {
  merchantId: number;
  memberId: number;
}

export const big = (v: string | number | bigint) => BigInt(String(v));
export const iso = (v: Date | string) => new Date(v).toISOString();
export const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));
export const startOfUtcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

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
export function requireReal(session: MemberSession): void {
  if (!realMemberTypes.includes(session.type)) throw new WpsError('account.not.real');
}

export function checkRange(minor: bigint, min: bigint, max: bigint, m: Merchant): void {
  if (minor < min) throw new WpsError('amount.below.min', { minAmount: minorToWireNumber(min, m.currency.minorDigits) });
  if (minor > max) throw new WpsError('amount.above.max', { maxAmount: minorToWireNumber(max, m.currency.minorDigits) });
}

/** '**** **** 1234': only the last 4 digits of an account number leave the platform towards a member. */
export function maskAccountNumber(last4: string): string {
  return `**** **** ${last4}`;
}

/** A card's or withdrawal's account number, opened (the operator's payout view, duplicate checks). */
export function accountNumberOf(r: Pick<BankCardRow, 'account_number' | 'account_sealed'>, box: SecretBox): string {
  return r.account_sealed !== null ? box.open(r.account_sealed) : r.account_number!;
}

/** What a member's screens show of an account number. */
export const maskedAccount = (r: Pick<BankCardRow, 'account_number' | 'account_last4'>) =>
  maskAccountNumber(r.account_last4 ?? r.account_number!.slice(-4));

/** Payee names compare without case, surrounding or repeated spaces. */
export function samePayee(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) === norm(b);
}

/**
 * What the back office's lists show of other modules' rows, asked for once per page: merchant
 * codes and members' usernames come from their owning modules (merchants, members), never from
 * a join on their tables.
 */
export interface PaymentsDirectory {
  /** Merchant code and minor digits by merchant id, for the ids given (one query). */
  merchantsByIds(ids: number[]): Promise<Map<number, { code: string; minorDigits: number }>>;
  /** Usernames keyed `${merchantId}:${memberId}`, for the members given (one query). */
  usernames(keys: MemberKey[]): Promise<Map<string, string>>;
}

export const memberKey = (k: MemberKey) => `${k.merchantId}:${k.memberId}`;

/**
 * Merchant code, minor digits and username of each row of a back-office page: two batched
 * questions whatever the page's length. The merchant a list is filtered to is known already.
 */
export async function pageLabels(
  dir: PaymentsDirectory, rows: { merchant_id: number; member_id: string | number | bigint }[], merchant: Merchant | null,
): Promise<{ merchantOf(id: number): { code: string; minorDigits: number }; usernameOf(merchantId: number, memberId: number): string | null }> {
  const ids = merchant ? [] : [...new Set(rows.map((r) => r.merchant_id))];
  const [merchants, names] = await Promise.all([
    ids.length ? dir.merchantsByIds(ids) : Promise.resolve(new Map<number, { code: string; minorDigits: number }>()),
    rows.length ? dir.usernames(rows.map((r) => ({ merchantId: r.merchant_id, memberId: Number(r.member_id) }))) : Promise.resolve(new Map<string, string>()),
  ]);
  if (merchant) merchants.set(merchant.id, { code: merchant.code, minorDigits: merchant.currency.minorDigits });
  return {
    merchantOf: (id) => merchants.get(id) ?? { code: '', minorDigits: 2 },
    usernameOf: (merchantId, memberId) => names.get(memberKey({ merchantId, memberId })) ?? null,
  };
}

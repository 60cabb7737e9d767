import { decimalStringToMinor, formatMoney, minorToDecimalString, wireNumberToMinor, type MoneyFormat } from '@/lib/format';
import { callUrl } from '@/lib/net/wps-fetch';
import type { WpsCallName } from '@/lib/wps/call-table';
import { paymentPasswordPattern } from '@/lib/wps/words';

/**
 * Pure rules of the money screens (deposit, withdraw, records) and the wallet widget of
 * SPEC §2. Amounts typed by a member are read as text and converted to minor units exactly.
 */

/** The header balance is re-read this often while the page is visible, so an operator's approval shows up. */
export const balancePoll_ms = 10_000;

/** What the wallet widget shows in place of the balance while it is hidden or refreshing. */
export const hiddenBalance = '****';

/** The cookie that remembers the member's choice to hide every balance ('1') in this browser. */
export const balanceHiddenCookie = 'balanceHidden';

/**
 * SPEC §2 wallet widget: the balance hidden (stars) or shown, hidden while refreshing, shown
 * without decimals. Decimals are cut, not rounded: the widget never shows more than there is.
 */
export function walletWidgetText(sumBalance: number | null, symbol: string, s: { hidden: boolean; refreshing: boolean }): string {
  if (s.hidden || s.refreshing || sumBalance === null || !Number.isFinite(sumBalance)) return hiddenBalance;
  return formatMoney(Math.trunc(sumBalance), { symbol, pattern: '#,##0', minorDigits: 0 });
}

/** A wire amount (a decimal number in currency units) in minor units, exactly (lib/format's conversion). */
export function toMinor(amount: number, minorDigits: number): bigint {
  return wireNumberToMinor(amount, minorDigits);
}

export type AmountProblem = 'required' | 'format' | 'decimals' | 'belowMin' | 'aboveMax';

/**
 * An amount a member typed, checked against a channel's or the merchant's limits (decimals
 * from the wire): the exact minor units, or what is wrong with it.
 */
export function checkAmount(
  text: string, minorDigits: number, limits: { min: number; max: number },
): { minor: bigint; problem: null } | { minor: null; problem: AmountProblem } {
  const s = text.trim().replace(/,/g, '');
  if (!s) return { minor: null, problem: 'required' };
  if (!/^\d{1,15}(\.\d+)?$/.test(s)) return { minor: null, problem: 'format' };
  let minor: bigint;
  try {
    minor = decimalStringToMinor(s, minorDigits);
  } catch {
    return { minor: null, problem: 'decimals' };
  }
  if (minor <= 0n) return { minor: null, problem: 'format' };
  if (minor < toMinor(limits.min, minorDigits)) return { minor: null, problem: 'belowMin' };
  if (minor > toMinor(limits.max, minorDigits)) return { minor: null, problem: 'aboveMax' };
  return { minor, problem: null };
}

/**
 * The wagering (turnover) a withdrawal still waits for, as the member reads it, or null when
 * none remains (or the figure is unknown: the platform still refuses then). The figure is the
 * platform's, shown to the currency's minor unit whatever the display pattern's decimals, so a
 * remainder never reads as zero beside a withdrawal that is refused.
 */
export function wageringLeftText(remainingTurnover: number | null | undefined, currency: MoneyFormat): string | null {
  if (remainingTurnover === null || remainingTurnover === undefined || !Number.isFinite(remainingTurnover) || remainingTurnover <= 0) return null;
  return formatMoney(remainingTurnover, currency, { decimals: currency.minorDigits });
}

export type PinProblem = 'pinFormat' | 'pinMismatch';

/**
 * A payment password as it is set (typed twice) or used (confirm left out): 6 digits
 * (lib/wps paymentPasswordPattern), and the second typing equal to the first.
 */
export function paymentPasswordProblems(pin: string, confirm?: string): { pin?: PinProblem; confirm?: PinProblem } {
  const out: { pin?: PinProblem; confirm?: PinProblem } = {};
  if (!paymentPasswordPattern.test(pin)) out.pin = 'pinFormat';
  if (confirm !== undefined && confirm !== pin) out.confirm = 'pinMismatch';
  return out;
}

export const bankCardRequired = ['bankName', 'accountNumber', 'payeeName'] as const;
export type BankCardField = (typeof bankCardRequired)[number] | 'branch';

/** A bank card to bind: bank, account number and payee name filled in (the branch is optional). */
export function bankCardProblems(card: Readonly<Record<BankCardField, string>>): Partial<Record<BankCardField, 'required'>> {
  const out: Partial<Record<BankCardField, 'required'>> = {};
  for (const k of bankCardRequired) if (!card[k].trim()) out[k] = 'required';
  return out;
}

/** The amount as the wire wants it: an exact decimal string. */
export function amountText(minor: bigint, minorDigits: number): string {
  return minorToDecimalString(minor, minorDigits);
}

/** The tabs of /m/gameRecord (SPEC §2 betting record; the side menu's bonus entry opens it too). */
export const recordTabs = ['bet', 'transaction', 'deposit', 'withdraw'] as const;
export type RecordTab = (typeof recordTabs)[number];

/** ?tab= of /m/gameRecord: a known tab, else the betting record; `bonus` opens the transactions filtered to bonuses. */
export function recordTabOf(tab: string | undefined): { tab: RecordTab; filter: string } {
  if (tab === 'bonus') return { tab: 'transaction', filter: 'bonus' };
  return { tab: (recordTabs as readonly string[]).includes(tab ?? '') ? (tab as RecordTab) : 'bet', filter: '' };
}

/** The report calls behind each tab. */
/** The report call of each records tab. */
export const recordCalls = {
  bet: 'reportBetHistory',
  transaction: 'reportTransaction',
  deposit: 'reportDeposit',
  withdraw: 'reportWithdraw',
} as const satisfies Record<RecordTab, WpsCallName>;
export type RecordCall = (typeof recordCalls)[RecordTab];

/** Day text (YYYY-MM-DD, UTC as the reports count days) of a time. */
export const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The records' default range: the last 31 days, today included (the reports' longest range). */
export function defaultRecordRange(now: Date): { startDate: string; endDate: string } {
  return { startDate: dayOf(new Date(now.getTime() - 30 * 86_400_000)), endDate: dayOf(now) };
}

/** The query of one page of a tab: dates, the tab's filter (type for transactions, status otherwise), page. */
export function recordRequest(
  tab: RecordTab, f: { startDate: string; endDate: string; filter: string }, pageNo: number, pageSize: number,
): { call: RecordCall; query: Record<string, string> } {
  const query: Record<string, string> = { startDate: f.startDate, endDate: f.endDate, pageNo: String(pageNo), pageSize: String(pageSize) };
  if (f.filter) query[tab === 'transaction' ? 'type' : 'status'] = f.filter;
  return { call: recordCalls[tab], query };
}

/** The URL of one page of a tab, as the browser fetches it. */
export function recordQuery(tab: RecordTab, f: { startDate: string; endDate: string; filter: string }, pageNo: number, pageSize: number): string {
  const r = recordRequest(tab, f, pageNo, pageSize);
  return callUrl(r.call, r.query);
}

/** SPEC §2 register social-proof counter: it moves every 3 to 5 s; we re-read the real total at that pace. */
export const paidOutPoll_ms = 4_000;

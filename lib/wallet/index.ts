import { decimalStringToMinor, formatMoney, minorToDecimalString } from '@/lib/format';

/**
 * Pure rules of the money screens (deposit, withdraw, records) and the wallet widget of
 * SPEC §2. Amounts typed by a member are read as text and converted to minor units exactly.
 */

/** The header balance is re-read this often while the page is visible, so an operator's approval shows up. */
export const balancePoll_ms = 10_000;

/** What the wallet widget shows in place of the balance while it is hidden or refreshing. */
export const hiddenBalance = '****';

/**
 * SPEC §2 wallet widget: the balance hidden (stars) or shown, hidden while refreshing, shown
 * without decimals. Decimals are cut, not rounded: the widget never shows more than there is.
 */
export function walletWidgetText(sumBalance: number | null, symbol: string, s: { hidden: boolean; refreshing: boolean }): string {
  if (s.hidden || s.refreshing || sumBalance === null || !Number.isFinite(sumBalance)) return hiddenBalance;
  return formatMoney(Math.trunc(sumBalance), { symbol, pattern: '#,##0', minorDigits: 0 });
}

/** A wire amount (a decimal number in currency units) in minor units. */
export function toMinor(amount: number, minorDigits: number): bigint {
  return BigInt(Math.round(amount * 10 ** minorDigits));
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

/** The amount as the wire wants it: an exact decimal string. */
export function amountText(minor: bigint, minorDigits: number): string {
  return minorToDecimalString(minor, minorDigits);
}

import { formatMoney, type MoneyFormat } from '@/lib/format';

/** SPEC §1/§9 default currency: CNY with pattern #,##0.00. */
export const defaultCurrency: MoneyFormat = { symbol: '¥', pattern: '#,##0.00', minorDigits: 2 };

/**
 * A member's balance for the header and side menu: the wallet's own currency symbol when it
 * has one, the merchant's pattern; '' when there is no balance to show.
 */
export function balanceText(
  balance: { sumBalance: number; currencySymbol: string } | null | undefined,
  currency: MoneyFormat | null | undefined,
): string {
  if (!balance || !Number.isFinite(balance.sumBalance)) return '';
  const c = currency ?? defaultCurrency;
  try {
    return formatMoney(balance.sumBalance, { ...c, symbol: balance.currencySymbol || c.symbol });
  } catch {
    return formatMoney(balance.sumBalance, { ...defaultCurrency, symbol: balance.currencySymbol || c.symbol });
  }
}

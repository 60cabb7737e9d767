import { defaultCurrency, formatMoney, type MoneyFormat } from '@/lib/format';

/**
 * A member's balance for the header and side menu, in the merchant's money (the one currency
 * display of lobby, header, wallet and games); the wallet's own symbol stands in only while the
 * merchant's format is unknown. '' when there is no balance to show.
 */
export function balanceText(
  balance: { sumBalance: number; currencySymbol: string } | null | undefined,
  currency: MoneyFormat | null | undefined,
): string {
  if (!balance || !Number.isFinite(balance.sumBalance)) return '';
  const c = currency ?? { ...defaultCurrency, symbol: balance.currencySymbol || defaultCurrency.symbol };
  try {
    return formatMoney(balance.sumBalance, c);
  } catch {
    // A pattern this formatter cannot read: the SPEC default pattern, still with the merchant's symbol.
    return formatMoney(balance.sumBalance, { ...defaultCurrency, symbol: c.symbol });
  }
}

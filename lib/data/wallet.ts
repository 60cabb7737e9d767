import 'server-only';
import { defaultCurrency, type MoneyFormat } from '@/lib/format';
import type { BankCard, DepositChannel, WithdrawBanksValue } from '@/lib/wps/schemas/payments';
import type { PaidOutValue, WalletsValue } from '@/lib/wps/schemas/wallet';
import { readValue as read } from './request';
import { getSystemStatus } from './system';

/** The merchant's money format (symbol, pattern, minor digits); CNY's when the status is unknown. */
export async function getCurrency(): Promise<MoneyFormat & { code: string }> {
  const c = (await getSystemStatus())?.info.whitelabel.currency;
  return c ? { code: c.code, symbol: c.symbol, pattern: c.pattern, minorDigits: c.minorDigits } : { code: 'CNY', ...defaultCurrency };
}

export const getWallet = (): Promise<WalletsValue | null> => read('wallets');
export const getDepositChannels = async (): Promise<DepositChannel[]> => (await read('systemDepositBanks')) ?? [];
export const getWithdrawInfo = (): Promise<WithdrawBanksValue | null> => read('systemWithdrawBanks');
export const getBankCards = async (): Promise<BankCard[]> => (await read('memberBankCard')) ?? [];
export const hasPaymentPassword = async (): Promise<boolean> => (await read('memberHasWithdrawalPassword')) === true;

/** The register screen's social-proof figure: real winnings paid to members; null when unknown. */
export const getPaidOut = (): Promise<PaidOutValue | null> => read('statsPaidOut');

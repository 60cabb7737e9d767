import 'server-only';
import { wpsCalls } from '@/lib/wps/calls';
import type { MoneyFormat } from '@/lib/format';
import {
  bankCardListValueSchema, depositBanksValueSchema, hasWithdrawalPasswordValueSchema, withdrawBanksValueSchema,
  type BankCard, type DepositChannel, type WithdrawBanksValue,
} from '@/lib/wps/schemas/payments';
import { paidOutValueSchema, walletsValueSchema, type PaidOutValue, type WalletsValue } from '@/lib/wps/schemas/wallet';
import { readValue as read } from './request';
import { getSystemStatus } from './system';

/** The merchant's money format (symbol, pattern, minor digits); CNY's when the status is unknown. */
export async function getCurrency(): Promise<MoneyFormat & { code: string }> {
  const c = (await getSystemStatus())?.info.whitelabel.currency;
  return c ? { code: c.code, symbol: c.symbol, pattern: c.pattern, minorDigits: c.minorDigits } : { code: 'CNY', symbol: '¥', pattern: '#,##0.00', minorDigits: 2 };
}

export const getWallet = (): Promise<WalletsValue | null> => read(wpsCalls.wallets, walletsValueSchema);
export const getDepositChannels = async (): Promise<DepositChannel[]> => (await read(wpsCalls.systemDepositBanks, depositBanksValueSchema)) ?? [];
export const getWithdrawInfo = (): Promise<WithdrawBanksValue | null> => read(wpsCalls.systemWithdrawBanks, withdrawBanksValueSchema);
export const getBankCards = async (): Promise<BankCard[]> => (await read(wpsCalls.memberBankCard, bankCardListValueSchema)) ?? [];
export const hasPaymentPassword = async (): Promise<boolean> => (await read(wpsCalls.memberHasWithdrawalPassword, hasWithdrawalPasswordValueSchema)) === true;

/** The register screen's social-proof figure: real winnings paid to members; null when unknown. */
export const getPaidOut = (): Promise<PaidOutValue | null> => read(wpsCalls.statsPaidOut, paidOutValueSchema);

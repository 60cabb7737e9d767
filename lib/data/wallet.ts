import 'server-only';
import { call } from '@/lib/bff/upstream';
import { wpsCalls } from '@/lib/wps/calls';
import type { MoneyFormat } from '@/lib/format';
import {
  bankCardListValueSchema, depositBanksValueSchema, hasWithdrawalPasswordValueSchema, withdrawBanksValueSchema,
  type BankCard, type DepositChannel, type WithdrawBanksValue,
} from '@/lib/wps/schemas/payments';
import { paidOutValueSchema, walletsValueSchema, type PaidOutValue, type WalletsValue } from '@/lib/wps/schemas/wallet';
import type { z } from 'zod';
import { currentCaller } from './request';
import { getSystemStatus } from './system';

/** One logged-in call, its value checked against the wire schema; null when it failed or does not fit. */
async function read<S extends z.ZodType>(c: (typeof wpsCalls)[keyof typeof wpsCalls], schema: S): Promise<z.infer<S> | null> {
  const r = await call(c, await currentCaller());
  if (!r.envelope.success) return null;
  const parsed = schema.safeParse(r.envelope.value);
  return parsed.success ? parsed.data : null;
}

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

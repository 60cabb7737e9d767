import type { Queryable } from '../../db';
import type { Merchant } from '../../context';
import { walletRepo as repo } from './repo';

/**
 * The turnover (wagering) requirement of a member: what they must still stake in settled bets
 * before a withdrawal. A deposit adds amount x the merchant's multiple (rounded up to the
 * minor unit), a settled bet takes its stake off, never below zero. Runs in the caller's
 * transaction, beside the ledger entry that caused it.
 */

/** amount x multiple in minor units, rounded up: the multiple has at most two decimals. */
export function turnoverFor(amount_minor: bigint, multiple: number): bigint {
  const hundredths = BigInt(Math.round(multiple * 100));
  return (amount_minor * hundredths + 99n) / 100n;
}

/** A credited deposit: adds amount x the merchant's turnover multiple. Answers the new requirement. */
export async function requireTurnover(q: Queryable, merchant: Merchant, memberId: number, amount_minor: bigint, now = new Date()): Promise<bigint> {
  const add = turnoverFor(amount_minor, merchant.wallet.turnoverMultiple);
  if (add <= 0n) return remainingTurnover(q, merchant.id, memberId, merchant.currency.code);
  return BigInt((await repo.addTurnover(q, merchant.id, memberId, merchant.currency.code, add, now)).required_minor);
}

/** A settled bet: its stake counts towards the requirement. Answers what remains. */
export async function settleTurnover(q: Queryable, merchantId: number, memberId: number, currency: string, stake_minor: bigint, now = new Date()): Promise<bigint> {
  if (stake_minor <= 0n) return remainingTurnover(q, merchantId, memberId, currency);
  return BigInt(await repo.wager(q, merchantId, memberId, currency, stake_minor, now));
}

/** What the member must still wager before a withdrawal; 0n when nothing is required. */
export async function remainingTurnover(q: Queryable, merchantId: number, memberId: number, currency: string): Promise<bigint> {
  const row = await repo.turnover(q, merchantId, memberId, currency);
  return row ? BigInt(row.required_minor) : 0n;
}

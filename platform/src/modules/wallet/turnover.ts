import type { Queryable } from '../../db';
import type { Clock, Merchant } from '../../context';
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

export interface WalletTurnoverDeps {
  /** When a change is stamped if the caller gives no time. */
  clock: Clock;
}

/** The turnover requirement as deposits, withdrawals and settled bets reach it; each call joins the caller's transaction q. */
export interface WalletTurnover {
  /** A credited deposit: adds amount x the merchant's turnover multiple. Answers the new requirement. */
  requireTurnover(q: Queryable, merchant: Merchant, memberId: number, amount_minor: bigint, now?: Date): Promise<bigint>;
  /** A settled bet: its stake counts towards the requirement. Answers what remains. */
  settleTurnover(q: Queryable, merchantId: number, memberId: number, currency: string, stake_minor: bigint, now?: Date): Promise<bigint>;
  /** What the member must still wager before a withdrawal; 0n when nothing is required. */
  remainingTurnover(q: Queryable, merchantId: number, memberId: number, currency: string): Promise<bigint>;
}

export function createWalletTurnoverService(deps: WalletTurnoverDeps): WalletTurnover {
  async function remainingTurnover(q: Queryable, merchantId: number, memberId: number, currency: string): Promise<bigint> {
    const row = await repo.turnover(q, merchantId, memberId, currency);
    return row ? BigInt(row.required_minor) : 0n;
  }
  return {
    async requireTurnover(q, merchant, memberId, amount_minor, now = deps.clock.now()) {
      const add = turnoverFor(amount_minor, merchant.wallet.turnoverMultiple);
      if (add <= 0n) return remainingTurnover(q, merchant.id, memberId, merchant.currency.code);
      return BigInt((await repo.addTurnover(q, merchant.id, memberId, merchant.currency.code, add, now)).required_minor);
    },
    async settleTurnover(q, merchantId, memberId, currency, stake_minor, now = deps.clock.now()) {
      if (stake_minor <= 0n) return remainingTurnover(q, merchantId, memberId, currency);
      return BigInt(await repo.wager(q, merchantId, memberId, currency, stake_minor, now));
    },
    remainingTurnover,
  };
}

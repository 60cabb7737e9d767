import type { AgentTransactionType } from '@/lib/wps/schemas/agent-reports';
import { rewardSources } from '../rewards';

/**
 * The ledger reasons (journal_entries.reason, or a batch line's own) behind each figure of the
 * agents' reports. One table, so a new reason is classified in one place; a reason listed nowhere
 * is `other` on the transaction record and enters no team figure.
 *
 * Rebates: the agents' rebate (返点, the rebates slice: `agent.rebate` from house_rebate) and the
 * VIP daily rebate (`reward.rebate`: modules/vip grants it through rewards with source rebate).
 * Promotions: every other reward grant (`reward.<source>`), its conversion from the bonus
 * account to the wallet (`reward.convert`, which nets to zero over a member's two accounts) and
 * a forfeited bonus going back (`reward.forfeit`, negative): the rewards the team kept.
 */
export const rebateReasons = ['agent.rebate', 'reward.rebate'];
export const promotionReasons = [
  ...rewardSources.filter((s) => s !== 'rebate').map((s) => `reward.${s}`), 'reward.convert', 'reward.forfeit',
];
export const depositReasons = ['deposit'];
export const withdrawalReasons = ['withdrawal'];
/** A progressive jackpot won (modules/jackpot) is paid from the house's pool, not as a bet's payout: a win of the team's all the same. */
export const jackpotReasons = ['jackpot'];

/** The reasons each type of the agent's transaction record shows (types=A). */
export const agentReasonsOf: Record<AgentTransactionType, string[]> = {
  deposit: depositReasons,
  withdrawal: withdrawalReasons,
  // Transfers to (and, from the downline's side, from) downlines: the agents slice's FUNDTRANS3.
  transfer: ['agent.transfer'],
  rebate: rebateReasons,
  // The contracts slice's payouts: daily, hourly and real-time salaries; dividends.
  salary: ['contract.salary', 'contract.hour_salary', 'contract.realtime'],
  dividend: ['contract.dividend'],
  bonus: ['trial.funding', ...promotionReasons.filter((r) => r !== 'reward.forfeit')],
  game: ['bet', 'win', 'rollback', 'jackpot'],
  adjustment: ['adjustment.credit', 'adjustment.debit', 'reward.forfeit'],
};

export const agentTypeOfReason = new Map(
  Object.entries(agentReasonsOf).flatMap(([type, reasons]) => reasons.map((r) => [r, type as AgentTransactionType])),
);

/** Which team figure a money line counts in, by its reason; null: none (an adjustment, a transfer, a salary). */
export function figureOfReason(reason: string): 'deposits' | 'withdrawals' | 'wins' | 'rebates' | 'promotions' | null {
  if (depositReasons.includes(reason)) return 'deposits';
  if (jackpotReasons.includes(reason)) return 'wins';
  if (withdrawalReasons.includes(reason)) return 'withdrawals';
  if (rebateReasons.includes(reason)) return 'rebates';
  if (promotionReasons.includes(reason)) return 'promotions';
  return null;
}

/** Every reason a team figure reads (the money query's filter). */
export const teamMoneyReasons = [...depositReasons, ...withdrawalReasons, ...jackpotReasons, ...rebateReasons, ...promotionReasons];

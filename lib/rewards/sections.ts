import type { AvailablePromotion, RewardItem } from '@/lib/wps/schemas/rewards';

/**
 * The reward centre's sections (issue 19): what the member may claim now, the bonuses in
 * wagering, what was paid or converted, what was forfeited, and the promotions the member cannot
 * claim (each with its reason). A promotion named by a promotion's claim button (`?claim=`) comes
 * first in its section.
 */
export function rewardSections(promotions: readonly AvailablePromotion[], rewards: readonly RewardItem[], highlight: string | null) {
  const first = <T extends { id: string }>(xs: T[]) => [...xs.filter((x) => x.id === highlight), ...xs.filter((x) => x.id !== highlight)];
  return {
    claimable: first(promotions.filter((p) => p.claimable)),
    // A promotion claimed up to its limit shows among the rewards, not again as unavailable.
    unavailable: first(promotions.filter((p) => !p.claimable && p.reason !== 'claimed' && p.reason !== 'trial')),
    wagering: rewards.filter((r) => r.status === 'wagering'),
    claimed: rewards.filter((r) => r.status === 'paid' || r.status === 'converted'),
    expired: rewards.filter((r) => r.status === 'forfeited'),
  };
}

/** How far a bonus's wagering is, in whole percent (0-100), rounded down so 100 means done. */
export function wageringPercent(r: Pick<RewardItem, 'wagered' | 'required'>): number {
  if (r.required <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((r.wagered / r.required) * 100)));
}

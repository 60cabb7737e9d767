/**
 * How loudly a house game celebrates a round's win: by its size against the stake, so the
 * player reads at a glance whether the round was a small return or a rare one. The game
 * server puts the tier in the spin's answer; the client page only shows it.
 */

export type WinTier = 'win' | 'big' | 'mega';

/**
 * The tiers from the loudest down, each from a multiple of the total bet. 10× is where
 * players and most studios start to call a win big; 50× is rare enough to stop autoplay so
 * the player sees it. On the slot (200 000 fair rounds): a win 1 round in 2.1, big 1 in 67,
 * mega 1 in 690.
 */
export const winTiers: readonly { tier: WinTier; fromBets: number }[] = [
  { tier: 'mega', fromBets: 50 },
  { tier: 'big', fromBets: 10 },
  { tier: 'win', fromBets: 0 },
];

/** The tier of a round that paid `win` for a stake of `bet` (same unit, e.g. coins); null when it paid nothing. */
export function winTier(win: number, bet: number): WinTier | null {
  if (!(bet > 0)) throw new Error(`winTier: the bet must be positive, got ${bet}`);
  if (!(win > 0)) return null;
  return winTiers.find((t) => win >= t.fromBets * bet)!.tier;
}

/**
 * Bets of the card tables (baccarat, dragon tiger): a kind and a stake. Their checks and their
 * settlement have one shape, kept here; each game brings its kinds, limits and returns.
 */
export interface KindBet<K extends string> {
  kind: K;
  stake_minor: number;
}

export interface KindLimit {
  min_minor: number;
  max_minor: number;
  /** Stakes must be a multiple of this (banker 20, so 19/20 of it is whole; dragon and tiger 2, so half is). */
  step_minor: number;
}

export type KindBetError<G extends string> = `${G}.badKind` | `${G}.badStake` | `${G}.belowMin` | `${G}.aboveMax`;

/**
 * One member's bets of a hand, stakes on one kind added up as stacked chips are: the first
 * problem (error codes prefixed with the game, `baccarat.belowMin`), or null when they may stand.
 */
export function checkKindBets<G extends string, K extends string>(
  game: G,
  kinds: readonly K[],
  limits: Readonly<Record<K, KindLimit>>,
  bets: readonly KindBet<K>[],
): { error: KindBetError<G>; kind?: string } | null {
  const perKind = new Map<K, number>();
  for (const bet of bets) {
    if (!kinds.includes(bet.kind)) return { error: `${game}.badKind`, kind: String(bet.kind) };
    if (!Number.isSafeInteger(bet.stake_minor) || bet.stake_minor <= 0) return { error: `${game}.badStake`, kind: bet.kind };
    perKind.set(bet.kind, (perKind.get(bet.kind) ?? 0) + bet.stake_minor);
  }
  for (const [kind, stake] of perKind) {
    const limit = limits[kind];
    if (stake % limit.step_minor !== 0) return { error: `${game}.badStake`, kind };
    if (stake < limit.min_minor) return { error: `${game}.belowMin`, kind };
    if (stake > limit.max_minor) return { error: `${game}.aboveMax`, kind };
  }
  return null;
}

export interface KindSettlement<B> {
  lines: { bet: B; paid_minor: number }[];
  stake_minor: number;
  paid_minor: number;
}

/** Settles a member's bets against a hand with the game's return of one bet. */
export function settleKindBets<B extends KindBet<string>, H>(bets: readonly B[], hand: H, returnOf: (bet: B, hand: H) => number): KindSettlement<B> {
  const lines = bets.map((bet) => ({ bet, paid_minor: returnOf(bet, hand) }));
  return {
    lines,
    stake_minor: bets.reduce((s, b) => s + b.stake_minor, 0),
    paid_minor: lines.reduce((s, l) => s + l.paid_minor, 0),
  };
}

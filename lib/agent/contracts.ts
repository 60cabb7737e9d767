/**
 * The pure rules of agents' salary contracts (issue 20; platform/src/modules/contracts applies
 * them). A contract's terms are tiers: from a team's effective bets (`minBets_minor`) and active
 * members (`minActive`) on, `amount_minor` per 10,000 currency units of the team's effective
 * bets. The tier that applies is the best one whose thresholds the team reaches, so the salary
 * is a function of (bets, active) that never falls when either rises.
 */

export interface ContractTier {
  minBets_minor: bigint;
  minActive: number;
  /** Minor units paid per 10,000 currency units of the team's effective bets. */
  amount_minor: bigint;
}

/** A limit on everything: a contract holds 1 to 10 tiers. */
export const contractTiers_max = 10;

/** The amount per 10,000 that a team with these figures reaches under the terms (0: no tier). */
export function tierAmount(tiers: readonly ContractTier[], bets_minor: bigint, active: number): bigint {
  let best = 0n;
  for (const t of tiers) {
    if (bets_minor >= t.minBets_minor && active >= t.minActive && t.amount_minor > best) best = t.amount_minor;
  }
  return best;
}

/**
 * The team's salary at a tier amount: bets × amount / (10,000 × 10^digits), rounded down to
 * the minor unit. Every agent's gross is rounded on its own, so the chain's payouts (each the
 * difference of two rounded grosses) add up exactly to the top's gross.
 */
export function grossSalary(bets_minor: bigint, amount_minor: bigint, minorDigits: number): bigint {
  return (bets_minor * amount_minor) / (10_000n * 10n ** BigInt(minorDigits));
}

/** Why an offer is refused: the code the platform answers with, and the tier that breaks the rule. */
export type OfferBreach =
  | { code: 'contract.offer.invalid'; tier: number; reason: 'empty' | 'tooMany' | 'notRising' | 'zero' | 'duplicate' }
  | { code: 'contract.offer.above.upline'; tier: number }
  | { code: 'contract.offer.below.downline'; tier: number };

/**
 * The checks of an offer (SPEC issue 20): 1 to 10 tiers, thresholds strictly rising (bets or
 * active members), amounts above 0 and not falling; never above the offering upline's own terms
 * (at each tier's thresholds, the upline's own terms pay at least as much: since the upline's
 * team holds the downline's, its figures are always at least the downline's, so the upline
 * never earns less than it hands down), and never below what the downline already grants its
 * own downlines (signed or offered), tier by tier in the same sense. `upline` is null when the
 * merchant offers (the top of a chain): no ceiling.
 */
export function checkOffer(
  offer: readonly ContractTier[], upline: readonly ContractTier[] | null, grantedBelow: readonly (readonly ContractTier[])[],
): OfferBreach | null {
  if (offer.length === 0) return { code: 'contract.offer.invalid', tier: 0, reason: 'empty' };
  if (offer.length > contractTiers_max) return { code: 'contract.offer.invalid', tier: contractTiers_max, reason: 'tooMany' };
  for (let i = 0; i < offer.length; i += 1) {
    const t = offer[i]!;
    if (t.amount_minor <= 0n) return { code: 'contract.offer.invalid', tier: i, reason: 'zero' };
    if (i > 0) {
      const p = offer[i - 1]!;
      if (t.minBets_minor < p.minBets_minor || t.minActive < p.minActive) return { code: 'contract.offer.invalid', tier: i, reason: 'notRising' };
      if (t.minBets_minor === p.minBets_minor && t.minActive === p.minActive) return { code: 'contract.offer.invalid', tier: i, reason: 'duplicate' };
      if (t.amount_minor < p.amount_minor) return { code: 'contract.offer.invalid', tier: i, reason: 'notRising' };
    }
  }
  if (upline) {
    for (let i = 0; i < offer.length; i += 1) {
      const t = offer[i]!;
      if (t.amount_minor > tierAmount(upline, t.minBets_minor, t.minActive)) return { code: 'contract.offer.above.upline', tier: i };
    }
  }
  for (const granted of grantedBelow) {
    for (const g of granted) {
      if (tierAmount(offer, g.minBets_minor, g.minActive) < g.amount_minor) {
        return { code: 'contract.offer.below.downline', tier: offer.findIndex((t) => t.minBets_minor >= g.minBets_minor) };
      }
    }
  }
  return null;
}

/** One contract in force at a period's end, with its team's figures for the period. */
export interface SettleInput {
  contractId: string;
  memberId: number;
  /** The contract's upline agent (null: the merchant's contract at the top of a chain). */
  uplineId: number | null;
  tiers: readonly ContractTier[];
  teamBets_minor: bigint;
  teamActive: number;
}

export interface SettleLine {
  contractId: string;
  memberId: number;
  tierAmount_minor: bigint;
  gross_minor: bigint;
  /** What the agent's direct downlines' contracts earn (their grosses). */
  downline_minor: bigint;
  /** gross − downline, never below 0: what the agent is paid. */
  amount_minor: bigint;
}

/**
 * A period's salaries of a merchant's chains: each agent's gross is its team's bets at its own
 * tier; its pay is that gross less its direct downlines' grosses (the downlines are paid their
 * own shares the same way), so a chain costs the merchant exactly its top's gross. A downline
 * counts toward its upline's deduction only when its contract was offered by that upline; a
 * contract below a chain the merchant does not fund (its upline holds none in force) earns 0.
 * The offer rules keep every difference at or above 0; should an old contract break them (an
 * upline's terms replaced by lower ones), the difference is paid as 0, never as a debit.
 */
export function settleSalaries(inputs: readonly SettleInput[], minorDigits: number): SettleLine[] {
  // Only a chain the merchant funds pays: a contract whose upline has no contract in force at the
  // period's end (itself funded) earns nothing, since nobody above it agreed to pay its share.
  const byMember = new Map(inputs.map((c) => [c.memberId, c]));
  const funded = new Map<number, boolean>();
  const isFunded = (memberId: number, seen: Set<number> = new Set()): boolean => {
    const known = funded.get(memberId);
    if (known !== undefined) return known;
    const c = byMember.get(memberId);
    const ok = !!c && !seen.has(memberId) && (c.uplineId === null || isFunded(c.uplineId, seen.add(memberId)));
    funded.set(memberId, ok);
    return ok;
  };
  const grossOf = new Map<number, bigint>();
  const tierOf = new Map<number, bigint>();
  for (const c of inputs) {
    const amount = isFunded(c.memberId) ? tierAmount(c.tiers, c.teamBets_minor, c.teamActive) : 0n;
    tierOf.set(c.memberId, amount);
    grossOf.set(c.memberId, grossSalary(c.teamBets_minor, amount, minorDigits));
  }
  const downline = new Map<number, bigint>();
  for (const c of inputs) {
    if (c.uplineId === null || !grossOf.has(c.uplineId)) continue;
    downline.set(c.uplineId, (downline.get(c.uplineId) ?? 0n) + grossOf.get(c.memberId)!);
  }
  return inputs.map((c) => {
    const gross = grossOf.get(c.memberId)!;
    const below = downline.get(c.memberId) ?? 0n;
    const rest = gross - below;
    return { contractId: c.contractId, memberId: c.memberId, tierAmount_minor: tierOf.get(c.memberId)!, gross_minor: gross, downline_minor: below, amount_minor: rest > 0n ? rest : 0n };
  });
}

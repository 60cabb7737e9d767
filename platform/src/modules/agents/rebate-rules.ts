/**
 * How one settled bet's rebate (返点) is shared along its member's line (issue 20; the agents
 * module's README, "Rebate payouts"). Pure: the payout job uses it, tests/platform/modules/agents/rebate-rules.test.ts checks it by hand.
 *
 * The bettor earns its own rate; each ancestor earns its rate minus the rate of the child below it
 * on the line (nearest first). A difference of zero or less earns nothing: the agents' rules keep
 * rates falling down the line, but a payout never assumes it, so an inverted pair never takes money
 * back from anyone. Amounts are exact, in 1/10000 minor units (a rate is in basis points, 1/10000
 * of the stake): stake_minor x diff_bp. Nothing is rounded here; whole minor units are paid per
 * beneficiary and run, and the remainder carried (`payOut`).
 */

/** One member of the line: the bettor first (depth 0), then its parent agent, and so up. */
export interface LineRate {
  memberId: number;
  /** The member's rate for the bet's product in basis points; 0 when it has none. */
  rateBp: number;
}

export interface RebateShare {
  beneficiaryId: number;
  /** How far above the bettor (0: the bettor itself). */
  depth: number;
  /** The beneficiary's direct downline on this line (null for the bettor's own share). */
  viaMemberId: number | null;
  rateBp: number;
  diffBp: number;
  /** stake_minor x diffBp: the share in 1/10000 minor units. */
  accrued_e4: bigint;
}

/** 1/10000 minor units per minor unit (basis points are ten-thousandths). */
export const e4PerMinor = 10_000n;

/** The shares of a bet of `stake_minor` along `line` (the bettor first); only those above zero. */
export function rebateShares(stake_minor: bigint, line: readonly LineRate[]): RebateShare[] {
  if (stake_minor <= 0n) return [];
  const out: RebateShare[] = [];
  line.forEach((m, depth) => {
    const below = depth === 0 ? 0 : line[depth - 1]!.rateBp;
    const diffBp = m.rateBp - below;
    if (diffBp <= 0) return;
    out.push({
      beneficiaryId: m.memberId, depth, viaMemberId: depth === 0 ? null : line[depth - 1]!.memberId,
      rateBp: m.rateBp, diffBp, accrued_e4: stake_minor * BigInt(diffBp),
    });
  });
  return out;
}

/**
 * A beneficiary's payment of one run: what it carried (below one minor unit) plus what it newly
 * accrued, paid in whole minor units, the rest carried on. carry_e4 + added_e4 = pay x 10000 +
 * carry: no fraction is lost or invented, and over time the paid total trails the exact total
 * by less than one minor unit.
 */
export function payOut(carry_e4: bigint, added_e4: bigint): { pay_minor: bigint; carry_e4: bigint } {
  const total = carry_e4 + added_e4;
  return { pay_minor: total / e4PerMinor, carry_e4: total % e4PerMinor };
}

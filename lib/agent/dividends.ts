/**
 * The pure rules of agents' dividend contracts (issue 20, SIGNCONDIV3; the settlement and the
 * screens are not built yet: platform/src/modules/contracts/README.md). Terms are tiers: from a
 * team's net loss of the period (its bets − wins − rebates − promotions, from the ledger) and
 * active members on, a rate in basis points of that loss. Periods are a half month (1st-15th,
 * 16th-end) or a month in the merchant's time zone.
 *
 * Carry rule (the spec is silent): a period in which the team won (a negative net loss) carries
 * its profit into the next period as a negative loss, added to that period's loss; the carry is
 * used up by losses and never expires. A period whose loss after the carry is not above 0 pays
 * no dividend and carries the rest.
 */

export interface DividendTier {
  minLoss_minor: bigint;
  minActive: number;
  /** Basis points of the team's net loss (1000 = 10 %). */
  rate_bp: number;
}

export type DividendPeriodKind = 'half-month' | 'month';

/** The best rate the team's loss and active members reach (0: no tier). */
export function dividendRate(tiers: readonly DividendTier[], loss_minor: bigint, active: number): number {
  let best = 0;
  for (const t of tiers) if (loss_minor >= t.minLoss_minor && active >= t.minActive && t.rate_bp > best) best = t.rate_bp;
  return best;
}

/** A team's net loss of a period: bets − wins − rebates − promotions (negative: the team won). */
export const netLoss = (f: { bets_minor: bigint; wins_minor: bigint; rebates_minor: bigint; promotions_minor: bigint }): bigint =>
  f.bets_minor - f.wins_minor - f.rebates_minor - f.promotions_minor;

/** The loss a period's dividend is computed on, and the carry it leaves to the next period (0 or negative). */
export function withCarry(loss_minor: bigint, carry_minor: bigint): { base_minor: bigint; nextCarry_minor: bigint } {
  if (carry_minor > 0n) throw new Error('dividends: a carry is a team profit, never positive');
  const base = loss_minor + carry_minor;
  return base > 0n ? { base_minor: base, nextCarry_minor: 0n } : { base_minor: 0n, nextCarry_minor: base };
}

/** The period a merchant day belongs to: 'YYYY-MM' for a month, 'YYYY-MM-H1' (1st-15th) or 'YYYY-MM-H2' for a half month. */
export function dividendPeriodOf(day: string, kind: DividendPeriodKind): string {
  const month = day.slice(0, 7);
  if (kind === 'month') return month;
  return `${month}-${Number(day.slice(8, 10)) <= 15 ? 'H1' : 'H2'}`;
}

/** The first day and the day after the last of a period (merchant days, [from, to)). */
export function dividendPeriodDays(period: string): { from: string; to: string } {
  const m = /^(\d{4})-(\d{2})(?:-(H1|H2))?$/.exec(period);
  if (!m) throw new Error(`dividends: not a period ${period}`);
  const [y, mo] = [Number(m[1]), Number(m[2])];
  const next = mo === 12 ? `${y + 1}-01-01` : `${y}-${String(mo + 1).padStart(2, '0')}-01`;
  if (!m[3]) return { from: `${m[1]}-${m[2]}-01`, to: next };
  return m[3] === 'H1' ? { from: `${m[1]}-${m[2]}-01`, to: `${m[1]}-${m[2]}-16` } : { from: `${m[1]}-${m[2]}-16`, to: next };
}

export interface DividendInput {
  memberId: number;
  uplineId: number | null;
  tiers: readonly DividendTier[];
  loss_minor: bigint;
  carry_minor: bigint;
  active: number;
}

export interface DividendLine {
  memberId: number;
  rate_bp: number;
  base_minor: bigint;
  nextCarry_minor: bigint;
  /** The team's dividend at the agent's rate: what its upline (the merchant at the top) owes it. */
  dividend_minor: bigint;
  /** What the agent owes its direct downlines (their dividends). */
  downline_minor: bigint;
  /** dividend − downline, never below 0: what the agent keeps. */
  remainder_minor: bigint;
}

/**
 * A period's dividends of a merchant's chains: each agent's dividend is its team's loss (after
 * its carry) at its own rate, rounded down; it owes its direct downlines their dividends and
 * keeps the remainder. The merchant pays each top its dividend; each upline pays its downlines.
 */
export function settleDividends(inputs: readonly DividendInput[]): DividendLine[] {
  const lines = inputs.map((c) => {
    const { base_minor, nextCarry_minor } = withCarry(c.loss_minor, c.carry_minor);
    const rate = dividendRate(c.tiers, base_minor, c.active);
    return { memberId: c.memberId, uplineId: c.uplineId, rate_bp: rate, base_minor, nextCarry_minor, dividend_minor: (base_minor * BigInt(rate)) / 10_000n };
  });
  const owed = new Map<number, bigint>();
  for (const l of lines) if (l.uplineId !== null) owed.set(l.uplineId, (owed.get(l.uplineId) ?? 0n) + l.dividend_minor);
  return lines.map(({ uplineId: _upline, ...l }) => {
    const downline = owed.get(l.memberId) ?? 0n;
    const rest = l.dividend_minor - downline;
    return { ...l, downline_minor: downline, remainder_minor: rest > 0n ? rest : 0n };
  });
}

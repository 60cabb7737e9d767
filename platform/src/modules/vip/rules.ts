import { vipLimits, vipProductOfGameType, type LevelRule, type VipProduct, type VipWindow } from './schema';

/**
 * VIP's pure rules (README.md): which level an amount reaches, the progress to the next, the
 * window a level counts over, and the rebate of a day's turnover. Amounts in minor units.
 */

/** The highest level whose threshold the amount reaches (levels ordered by level; level 0 reaches from 0). */
export function levelFor(levels: readonly LevelRule[], amount_minor: bigint): LevelRule | null {
  let best: LevelRule | null = null;
  for (const l of levels) if (amount_minor >= l.threshold_minor && (!best || l.level > best.level)) best = l;
  return best;
}

/** The level after `current`, what it needs and what is still missing, and the progress towards it in percent (100 at the top). */
export function progressOf(levels: readonly LevelRule[], current: LevelRule, amount_minor: bigint): {
  next: LevelRule | null; remaining_minor: bigint; percent: number;
} {
  const next = levels.filter((l) => l.level > current.level).sort((a, b) => a.level - b.level)[0] ?? null;
  if (!next) return { next: null, remaining_minor: 0n, percent: 100 };
  const span = next.threshold_minor - current.threshold_minor;
  const done = amount_minor - current.threshold_minor;
  const remaining_minor = next.threshold_minor > amount_minor ? next.threshold_minor - amount_minor : 0n;
  // Whole tenths of a percent, rounded down: the bar never shows the next level reached before it is.
  const tenths = span > 0n ? Number((done * 1000n) / span) : 1000;
  return { next, remaining_minor, percent: Math.max(0, Math.min(1000, tenths)) / 10 };
}

/**
 * The time whose amount counts for the level at `at`. rolling30: the 30 days up to `at`. month:
 * two windows, this calendar month so far and the last full one; the level takes the better, so a
 * level reached in a month holds through the next. `monthStart` gives a month's first instant.
 */
export function qualifyingWindows(
  window: VipWindow, at: Date, month: { thisStart: Date; lastStart: Date },
): { from: Date; to: Date }[] {
  if (window === 'rolling30') return [{ from: new Date(at.getTime() - vipLimits.rolling_ms), to: at }];
  return [{ from: month.thisStart, to: at }, { from: month.lastStart, to: month.thisStart }];
}

/**
 * A day's rebate: per product, the settled turnover × the level's rate in basis points, each
 * rounded down to a whole minor unit, then added. Game types without a product earn nothing.
 */
export function rebateOf(
  turnoverByGameType: readonly { gameType: string; turnover_minor: bigint }[], rebateBp: Partial<Record<VipProduct, number>>,
): { amount_minor: bigint; products: Partial<Record<VipProduct, { turnover_minor: bigint; bp: number; rebate_minor: bigint }>> } {
  const turnover = new Map<VipProduct, bigint>();
  for (const t of turnoverByGameType) {
    const product = vipProductOfGameType[t.gameType];
    if (product) turnover.set(product, (turnover.get(product) ?? 0n) + t.turnover_minor);
  }
  const products: Partial<Record<VipProduct, { turnover_minor: bigint; bp: number; rebate_minor: bigint }>> = {};
  let amount_minor = 0n;
  for (const [product, t] of [...turnover].sort(([a], [b]) => a.localeCompare(b))) {
    const bp = rebateBp[product] ?? 0;
    const rebate_minor = (t * BigInt(bp)) / 10_000n;
    products[product] = { turnover_minor: t, bp, rebate_minor };
    amount_minor += rebate_minor;
  }
  return { amount_minor, products };
}

import type { PrizeMode } from '@/lib/games/prize-mode';
import { fraction, type Fraction } from '../fair/fraction';
import type { Outcome, PlayType } from './play-types';

/**
 * Prices. A Tradition play is priced by the prize series s (the prize of a two-unit bet with one
 * chance in 1000): a winning unit bet returns s / (2000 × chance) per unit staked, so each
 * Tradition play returns exactly s / 2000 (97.5 % at 1950). A member may choose a series below
 * the merchant's maximum and take the difference as a rebate on the stake,
 * (max − s) / 2000, paid whatever the draw: the return stays max / 2000 in all.
 * Entertainment plays have fixed odds.
 *
 * Prize mode (SPEC §4, lib/games/prize-mode.ts) changes how prices are shown, not what they are:
 * NORMAL shows a Tradition play's prize per two-unit bet at the member's series (1950 for a
 * front-three straight), ELOTT shows every play as decimal odds (975); see `shownPrice`.
 */
export const seriesBand = { min: 1700, max: 1980, default: 1950 } as const;

export function checkSeries(series: number, max: number = seriesBand.max): boolean {
  return Number.isInteger(series) && series >= seriesBand.min && series <= max;
}

/** Decimal odds of one winning unit bet (return per unit staked, stake included), by prize name. */
export function oddsOf(play: PlayType, prizeName: string, series: number = seriesBand.default): Fraction {
  if (play.category === 'entertainment') {
    const o = play.odds[prizeName];
    if (!o) throw new Error(`lottery: ${play.id} has no option ${prizeName}`);
    return o;
  }
  return fraction(BigInt(series) * play.chance.den, 2000n * play.chance.num);
}

/** The rebate of choosing `series` below the merchant's maximum, as a share of the stake. */
export const rebateRate = (series: number, max: number = seriesBand.max): Fraction => fraction(max - series, 2000);

/**
 * What a settled selection returns, minor units: each winning unit bet returns
 * floor(unit_minor × odds) (so at most one minor unit per winning bet is lost to rounding), a
 * pushed one its stake. `unit_minor` is the stake of one unit bet (the slip's unit × multiple).
 */
export function payout_minor(play: PlayType, outcome: Outcome, unit_minor: number, series: number = seriesBand.default): number {
  let paid = outcome.pushed * unit_minor;
  for (const [name, count] of Object.entries(outcome.won)) {
    if (!count) continue;
    const o = oddsOf(play, name, series);
    paid += count * Number((BigInt(unit_minor) * o.num) / o.den);
  }
  return paid;
}

/**
 * The price a screen shows for a play's prize: in NORMAL mode a Tradition play shows the prize of a
 * two-unit bet (series / (1000 × chance)); in ELOTT mode, and for Entertainment plays always, the
 * decimal odds.
 */
export function shownPrice(play: PlayType, prizeName: string, mode: PrizeMode, series: number = seriesBand.default): { as: 'prizePerTwoUnits' | 'odds'; value: Fraction } {
  const o = oddsOf(play, prizeName, series);
  if (mode === 'NORMAL' && play.category === 'tradition') return { as: 'prizePerTwoUnits', value: fraction(2n * o.num, o.den) };
  return { as: 'odds', value: o };
}

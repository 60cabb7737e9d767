import type { ErrorCode } from '@/lib/wps/errors';
import { parseBettingSlips, slipModeUnitHundredths } from '@/lib/wps/schemas/lottery';
import { playTypeById, type PlayType, type Selection } from './play-types';
import { checkSeries, payout_minor, rebateRate, seriesBand } from './prize';
import { drawOf, drawsFrom, type DrawSlot, type LotteryGameDef } from './schedule';

/**
 * An order's rules before any money moves: the slips of `bettingSlipString` checked against the
 * game's play types and priced in minor units, the draws it covers (a chase), and its refusal
 * codes, stable for screens to translate:
 *
 * - `lottery.slip.invalid`: the string is not slips of `<balls>~1~<playId>~<mode>~<series>~<multiple>`,
 *   or a mode's unit is not a whole minor unit of the currency;
 * - `lottery.play.unknown`: a playId that is not a play of this game's format;
 * - `lottery.balls.invalid`: balls that are no selection of the play (or above 100 000 unit bets);
 * - `lottery.series.invalid`: a Tradition series outside 1700 … the merchant's maximum;
 * - `lottery.numero.unknown`: a numero that is not a draw of the game;
 * - `lottery.draw.closed`: the first draw's close has passed (a bet at the close is late);
 * - `lottery.amount.mismatch`: the cart's sum differs from the stake the platform computes.
 */
export type OrderRefusal =
  | 'lottery.slip.invalid'
  | 'lottery.play.unknown'
  | 'lottery.balls.invalid'
  | 'lottery.series.invalid'
  | 'lottery.numero.unknown'
  | 'lottery.draw.closed'
  | 'lottery.amount.mismatch';
// Every refusal is a code of the error catalogue (translated in messages/), or this fails to compile.
const refusalsAreErrorCodes: OrderRefusal extends ErrorCode ? true : never = true;
void refusalsAreErrorCodes;

export interface PricedSlip {
  play: PlayType;
  balls: string;
  selection: Selection;
  series: number;
  multiple: number;
  /** Unit bets the selection makes. */
  bets: number;
  /** The stake of one unit bet: the mode's unit × multiple, minor units. */
  unit_minor: number;
  /** bets × unit_minor: what the slip costs a draw. */
  stake_minor: number;
}

export interface PricedOrder {
  slips: PricedSlip[];
  /** The draws it is placed on: the current draw, then the chase's. */
  draws: DrawSlot[];
  /** What one draw costs. */
  stakePerDraw_minor: number;
  /** What the whole order costs (every draw of the chase), debited at once. */
  total_minor: number;
}

export interface OrderRequest {
  currentNumero: string;
  bettingSlipString: string;
  betCartAmountSum: number;
  chase: number;
}

export interface OrderTerms {
  now: number;
  /** Digits of the currency's minor unit (2 for 1.00 = 100). */
  minorDigits: number;
  seriesMax?: number;
}

export function priceOrder(game: LotteryGameDef, req: OrderRequest, terms: OrderTerms): { ok: true; order: PricedOrder } | { ok: false; code: OrderRefusal } {
  const raw = parseBettingSlips(req.bettingSlipString);
  if (!raw) return { ok: false, code: 'lottery.slip.invalid' };
  const slips: PricedSlip[] = [];
  for (const s of raw) {
    const hundredths = slipModeUnitHundredths[s.mode]! * 10 ** terms.minorDigits;
    if (hundredths % 100 !== 0) return { ok: false, code: 'lottery.slip.invalid' };
    const play = playTypeById.get(s.playId);
    if (!play || play.format !== game.format) return { ok: false, code: 'lottery.play.unknown' };
    const selection = play.parse(s.balls);
    if (!selection) return { ok: false, code: 'lottery.balls.invalid' };
    const bets = play.bets(selection);
    if (bets < 1) return { ok: false, code: 'lottery.balls.invalid' };
    // Entertainment plays have fixed odds; their series is meaningless and kept at the default.
    const series = play.category === 'tradition' ? s.series : seriesBand.default;
    if (play.category === 'tradition' && !checkSeries(series, terms.seriesMax)) return { ok: false, code: 'lottery.series.invalid' };
    const unit_minor = (hundredths / 100) * s.multiple;
    slips.push({ play, balls: s.balls, selection, series, multiple: s.multiple, bets, unit_minor, stake_minor: bets * unit_minor });
  }
  const first = drawOf(game, req.currentNumero);
  if (!first) return { ok: false, code: 'lottery.numero.unknown' };
  if (terms.now >= first.closeAt) return { ok: false, code: 'lottery.draw.closed' };
  const stakePerDraw_minor = slips.reduce((a, s) => a + s.stake_minor, 0);
  const total_minor = stakePerDraw_minor * req.chase;
  if (!Number.isSafeInteger(total_minor)) return { ok: false, code: 'lottery.slip.invalid' };
  if (Math.round(req.betCartAmountSum * 10 ** terms.minorDigits) !== total_minor) return { ok: false, code: 'lottery.amount.mismatch' };
  return { ok: true, order: { slips, draws: drawsFrom(game, first, req.chase), stakePerDraw_minor, total_minor } };
}

export interface SlipSettlement {
  /** What the draw pays the slip (wins and pushes), minor units. */
  payout_minor: number;
  /** The rebate of a series below the maximum, paid whatever the draw. */
  rebate_minor: number;
  won: boolean;
}

/** Settles one slip against a draw: the play's outcome priced at the slip's series, and its rebate. */
export function settleSlip(slip: PricedSlip, draw: readonly number[], seriesMax: number = seriesBand.max): SlipSettlement {
  const outcome = slip.play.settle(slip.selection, draw);
  const paid = payout_minor(slip.play, outcome, slip.unit_minor, slip.series);
  const rate = rebateRate(slip.series, seriesMax);
  const rebate_minor = slip.play.category === 'tradition' ? Number((BigInt(slip.stake_minor) * rate.num) / rate.den) : 0;
  const won = Object.values(outcome.won).some((n) => n > 0);
  return { payout_minor: paid, rebate_minor, won };
}

/**
 * Whether a chase goes on to its next draw: a chase with `winningStop` stops at the first draw
 * any of its slips wins, and its later draws are cancelled with their stakes returned.
 */
export const chaseContinues = (winningStop: boolean, drawWon: boolean): boolean => !(winningStop && drawWon);

import { formatBettingSlips, slipModeUnitHundredths, type BettingSlip } from '../../wps/words';
import { betCount, lotteryPlayRuleById, selectionText, type LotterySelection } from './plays';

/**
 * The bet cart's arithmetic, the same the platform prices an order with
 * (platform/src/vendors/house/lottery/order.ts): a slip costs unit bets × the mode's unit ×
 * multiple, a draw costs the sum of its slips, a chase of N draws N times that. Everything in
 * minor units (integers), so the total the member confirms is the platform's to the unit.
 */

/** A slip's multiple: 1–10 000 (the gateway's bounds). */
export const multipleBounds = { min: 1, max: 10_000 } as const;
/** A chase covers 1–120 draws in a row (1 = this draw only). */
export const chaseBounds = { min: 1, max: 120 } as const;
/** A cart holds at most this many slips (the gateway refuses more). */
export const cartSlips_max = 100;

/** The unit modes a currency can take: a mode whose unit is not a whole minor unit (0.01 in a currency without cents) is left out. */
export function slipModesFor(minorDigits: number): number[] {
  return Object.keys(slipModeUnitHundredths).map(Number).filter((m) => (slipModeUnitHundredths[m]! * 10 ** minorDigits) % 100 === 0);
}

/** One unit bet of a mode, minor units (mode 1 in a two-digit currency: 100). */
export const unitMinor = (mode: number, minorDigits: number): number => (slipModeUnitHundredths[mode]! * 10 ** minorDigits) / 100;

export interface CartSlip extends BettingSlip {
  /** Unit bets the balls make. */
  bets: number;
}

/** A slip from the screen's pick, or null when the pick is not a valid selection yet. */
export function cartSlip(playId: string, pick: LotterySelection, mode: number, series: number, multiple: number): CartSlip | null {
  const rule = lotteryPlayRuleById.get(playId);
  if (!rule || !Number.isInteger(multiple) || multiple < multipleBounds.min || multiple > multipleBounds.max) return null;
  const bets = betCount(rule, pick);
  if (!bets) return null;
  return { balls: selectionText(rule, pick), playId, mode, series, multiple, bets };
}

/** What a slip costs one draw, minor units. */
export const slipStake_minor = (slip: Pick<CartSlip, 'bets' | 'mode' | 'multiple'>, minorDigits: number): number =>
  slip.bets * unitMinor(slip.mode, minorDigits) * slip.multiple;

/** What the cart costs: per draw, and in all over the chase's draws (the order's betCartAmountSum). */
export function cartTotal_minor(slips: readonly CartSlip[], chase: number, minorDigits: number): { perDraw_minor: number; total_minor: number } {
  const perDraw_minor = slips.reduce((a, s) => a + slipStake_minor(s, minorDigits), 0);
  return { perDraw_minor, total_minor: perDraw_minor * chase };
}

export interface BettingInput {
  gameId: string;
  currentNumero: string;
  slips: readonly CartSlip[];
  chase: number;
  winningStop: boolean;
  minorDigits: number;
  requestId: string;
}

/** The body of POST /lgw/orders/betting for a cart (device 3 = MOBILE, SPEC §9). */
export function bettingBody(input: BettingInput) {
  const { total_minor } = cartTotal_minor(input.slips, input.chase, input.minorDigits);
  return {
    gameId: input.gameId,
    currentNumero: input.currentNumero,
    winningStop: input.chase > 1 && input.winningStop,
    abandoning: false,
    betCartAmountSum: total_minor / 10 ** input.minorDigits,
    chase: input.chase,
    device: 3,
    orderType: 0,
    quickChase: false,
    prizeModeId: 0,
    bettingSlipString: formatBettingSlips(input.slips),
    requestId: input.requestId,
  };
}

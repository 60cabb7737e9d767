import { checkKindBets, settleKindBets, type KindBet, type KindLimit, type KindSettlement } from '../cards/bets';
import type { BaccaratHand } from './hand';

export const baccaratBetKinds = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratBetKind = (typeof baccaratBetKinds)[number];

export type BaccaratBet = KindBet<BaccaratBetKind>;

/**
 * Payouts to one, as fractions so the banker's 0.95 stays exact: player 1, banker 19/20 (5 %
 * commission on its wins), tie 8, either pair 11. On a tie, player and banker bets push.
 */
export const baccaratPayouts: Readonly<Record<BaccaratBetKind, { num: number; den: number }>> = {
  player: { num: 1, den: 1 },
  banker: { num: 19, den: 20 },
  tie: { num: 8, den: 1 },
  playerPair: { num: 11, den: 1 },
  bankerPair: { num: 11, den: 1 },
};

/** Table limits per bet kind, in minor units of a currency with cents (the engine scales them). */
export const baccaratLimits: Readonly<Record<BaccaratBetKind, KindLimit>> = {
  player: { min_minor: 100, max_minor: 500_000, step_minor: 1 },
  banker: { min_minor: 100, max_minor: 500_000, step_minor: 20 },
  tie: { min_minor: 100, max_minor: 50_000, step_minor: 1 },
  playerPair: { min_minor: 100, max_minor: 50_000, step_minor: 1 },
  bankerPair: { min_minor: 100, max_minor: 50_000, step_minor: 1 },
};

/** One member's bets of a hand against the layout and the limits: the first problem, or null. */
export const checkBaccaratBets = (bets: readonly BaccaratBet[], limits: Readonly<Record<BaccaratBetKind, KindLimit>> = baccaratLimits) =>
  checkKindBets('baccarat', baccaratBetKinds, limits, bets);

/** What a bet returns after the hand: stake + winnings, the stake alone on a push, else 0. */
export function baccaratReturn(bet: BaccaratBet, hand: BaccaratHand): number {
  const pay = baccaratPayouts[bet.kind];
  const win = (): number => {
    const winnings = (bet.stake_minor * pay.num) / pay.den;
    if (!Number.isInteger(winnings)) throw new Error(`baccarat: ${bet.kind} stake ${bet.stake_minor} is not a multiple of ${pay.den}`);
    return bet.stake_minor + winnings;
  };
  switch (bet.kind) {
    case 'player':
    case 'banker':
      if (hand.winner === 'tie') return bet.stake_minor;
      return hand.winner === bet.kind ? win() : 0;
    case 'tie': return hand.winner === 'tie' ? win() : 0;
    case 'playerPair': return hand.playerPair ? win() : 0;
    case 'bankerPair': return hand.bankerPair ? win() : 0;
  }
}

/** Settles a member's bets against a hand. */
export const settleBaccarat = (bets: readonly BaccaratBet[], hand: BaccaratHand): KindSettlement<BaccaratBet> =>
  settleKindBets(bets, hand, baccaratReturn);

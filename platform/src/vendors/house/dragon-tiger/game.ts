import { checkKindBets, settleKindBets, type KindBet, type KindLimit, type KindSettlement } from '../cards/bets';
import { rankOf, suitOf, type Card } from '../cards/shoe';

/**
 * Dragon tiger: one card to the dragon, one to the tiger, from the same 8-deck shoe as
 * baccarat (shuffled, burned and cut the same way). The higher rank wins, ace low (1) to king
 * high (13); suits do not rank. Equal ranks are a tie; equal rank and suit a suited tie.
 */
export const dragonTigerRank = (card: Card): number => rankOf(card) + 1;

export type DragonTigerWinner = 'dragon' | 'tiger' | 'tie';

export interface DragonTigerHand {
  dragon: Card;
  tiger: Card;
  winner: DragonTigerWinner;
  suitedTie: boolean;
}

/** Deals one hand: the dragon's card first, then the tiger's. */
export function dealDragonTiger(draw: () => Card): DragonTigerHand {
  const dragon = draw();
  const tiger = draw();
  const d = dragonTigerRank(dragon);
  const t = dragonTigerRank(tiger);
  return { dragon, tiger, winner: d > t ? 'dragon' : t > d ? 'tiger' : 'tie', suitedTie: d === t && suitOf(dragon) === suitOf(tiger) };
}

export const dragonTigerBetKinds = ['dragon', 'tiger', 'tie', 'suitedTie'] as const;
export type DragonTigerBetKind = (typeof dragonTigerBetKinds)[number];

export type DragonTigerBet = KindBet<DragonTigerBetKind>;

/**
 * Payouts to one: dragon and tiger 1 (on a tie they lose half the stake: the other half comes
 * back), tie 11, suited tie 50 (a suited tie is a tie too, so it also wins the tie bet).
 */
export const dragonTigerPayouts: Readonly<Record<DragonTigerBetKind, number>> = { dragon: 1, tiger: 1, tie: 11, suitedTie: 50 };

/** Table limits per bet kind, minor units of a currency with cents (the engine scales them). */
export const dragonTigerLimits: Readonly<Record<DragonTigerBetKind, KindLimit>> = {
  dragon: { min_minor: 100, max_minor: 500_000, step_minor: 2 },
  tiger: { min_minor: 100, max_minor: 500_000, step_minor: 2 },
  tie: { min_minor: 100, max_minor: 50_000, step_minor: 1 },
  suitedTie: { min_minor: 100, max_minor: 10_000, step_minor: 1 },
};

/** One member's bets of a hand against the limits (dragon and tiger stakes even): the first problem, or null. */
export const checkDragonTigerBets = (bets: readonly DragonTigerBet[], limits: Readonly<Record<DragonTigerBetKind, KindLimit>> = dragonTigerLimits) =>
  checkKindBets('dragonTiger', dragonTigerBetKinds, limits, bets);

/** What a bet returns after the hand: stake + winnings, half the stake for dragon or tiger on a tie, else 0. */
export function dragonTigerReturn(bet: DragonTigerBet, hand: DragonTigerHand): number {
  const win = bet.stake_minor * (dragonTigerPayouts[bet.kind] + 1);
  switch (bet.kind) {
    case 'dragon':
    case 'tiger':
      if (hand.winner === 'tie') {
        if (bet.stake_minor % 2 !== 0) throw new Error(`dragonTiger: an odd stake ${bet.stake_minor} cannot lose half`);
        return bet.stake_minor / 2;
      }
      return hand.winner === bet.kind ? win : 0;
    case 'tie': return hand.winner === 'tie' ? win : 0;
    case 'suitedTie': return hand.suitedTie ? win : 0;
  }
}

/** Settles a member's bets against a hand. */
export const settleDragonTiger = (bets: readonly DragonTigerBet[], hand: DragonTigerHand): KindSettlement<DragonTigerBet> =>
  settleKindBets(bets, hand, dragonTigerReturn);

import { decks_default, type Card } from '../cards/shoe';
import { complement, fraction, type Fraction } from '../fair/fraction';
import { dealDragonTiger, dragonTigerBetKinds, dragonTigerReturn, type DragonTigerBetKind } from './game';

export interface DragonTigerCounts {
  /** Ordered deals of two cards off the top of the shoe: N(N−1) (416 × 415 = 172 640 for 8 decks). */
  total: bigint;
  dragon: bigint;
  tiger: bigint;
  tie: bigint;
  suitedTie: bigint;
}

/**
 * Every ordered pair of the 52 kinds of card, weighted by how many real deals give it (d × d
 * for two different cards, d × (d − 1) for the same card twice, d cards of each kind), dealt
 * through dealDragonTiger and settled through dragonTigerReturn: 2 704 pairs, exact.
 */
export function dragonTigerExact(decks = decks_default): { counts: DragonTigerCounts; edges: Record<DragonTigerBetKind, Fraction> } {
  const counts: DragonTigerCounts = { total: 0n, dragon: 0n, tiger: 0n, tie: 0n, suitedTie: 0n };
  // Returns of a stake of 2 (so dragon's half back on a tie is whole), summed over all deals.
  const returned = Object.fromEntries(dragonTigerBetKinds.map((k) => [k, 0n])) as Record<DragonTigerBetKind, bigint>;
  for (let a: Card = 0; a < 52; a++) {
    for (let b: Card = 0; b < 52; b++) {
      const ways = BigInt(decks * (a === b ? decks - 1 : decks));
      if (ways === 0n) continue;
      const cards = [a, b];
      const hand = dealDragonTiger(() => cards.shift()!);
      counts.total += ways;
      counts[hand.winner] += ways;
      if (hand.suitedTie) counts.suitedTie += ways;
      for (const kind of dragonTigerBetKinds) returned[kind] += ways * BigInt(dragonTigerReturn({ kind, stake_minor: 2 }, hand));
    }
  }
  const edges = Object.fromEntries(
    dragonTigerBetKinds.map((k) => [k, complement(fraction(returned[k], 2n * counts.total))]),
  ) as Record<DragonTigerBetKind, Fraction>;
  return { counts, edges };
}

import { decks_default } from '../cards/shoe';
import { complement, fraction, type Fraction } from '../fair/fraction';
import { baccaratReturn, type BaccaratBetKind } from './bets';
import { bankerDraws, isNatural, playerDraws, type BaccaratHand, type BaccaratWinner } from './hand';

/**
 * Baccarat's exact odds off the top of a full shoe, by composition counting: the deal walks
 * every sequence of card *values* (0–9) a hand can take, each weighted by how many ordered
 * deals of real cards give it (the count of that value left in the shoe, decreasing as cards
 * are dealt). Every hand is counted as ordered deals of six cards, the unused places filled
 * by any of the remaining cards, so all outcomes share one denominator, N(N−1)…(N−5), and the
 * counts compare to the unit with the published tables (Wizard of Odds, "Baccarat basics").
 * About 10^4 four-card prefixes and 10^6 leaves: milliseconds, not a deal of every shoe.
 *
 * The rules come from hand.ts (isNatural, playerDraws, bankerDraws), the same functions that
 * deal real hands; a test checks this count against dealing every ordered six-card sequence of a
 * small shoe through dealBaccarat.
 */

export interface BaccaratCounts {
  banker: bigint;
  player: bigint;
  tie: bigint;
  /** Ordered six-card deals: N(N−1)(N−2)(N−3)(N−4)(N−5). */
  total: bigint;
}

/** Cards of each value 0–9 in a shoe: tens and faces are 0 (16 a deck), the others 4 a deck. */
export const valueComposition = (decks: number): number[] => [16 * decks, ...new Array<number>(9).fill(4 * decks)];

const winnerOf = (player: number, banker: number): BaccaratWinner => (player > banker ? 'player' : banker > player ? 'banker' : 'tie');

/** Outcome counts of one hand dealt from a shoe holding `composition[v]` cards of value v. */
export function countOutcomes(composition: readonly number[]): BaccaratCounts {
  if (composition.length !== 10) throw new Error('baccarat: a composition has 10 values');
  const c = [...composition];
  const n = c.reduce((s, x) => s + x, 0);
  if (n < 6) throw new Error('baccarat: a hand needs six cards in the shoe');
  const acc = { banker: 0n, player: 0n, tie: 0n };
  // Per four-card prefix, the ways to fill places five and six, by winner (fits a double exactly).
  const inner = { banker: 0, player: 0, tie: 0 };
  const rest = n - 4;

  for (let p1 = 0; p1 < 10; p1++) {
    const w1 = c[p1]!;
    if (!w1) continue;
    c[p1]--;
    for (let b1 = 0; b1 < 10; b1++) {
      const w2 = c[b1]!;
      if (!w2) continue;
      c[b1]--;
      for (let p2 = 0; p2 < 10; p2++) {
        const w3 = c[p2]!;
        if (!w3) continue;
        c[p2]--;
        for (let b2 = 0; b2 < 10; b2++) {
          const w4 = c[b2]!;
          if (!w4) continue;
          c[b2]--;
          inner.banker = 0;
          inner.player = 0;
          inner.tie = 0;
          const pt = (p1 + p2) % 10;
          const bt = (b1 + b2) % 10;
          if (isNatural(pt) || isNatural(bt)) {
            inner[winnerOf(pt, bt)] += rest * (rest - 1);
          } else if (playerDraws(pt)) {
            for (let p3 = 0; p3 < 10; p3++) {
              const w5 = c[p3]!;
              if (!w5) continue;
              const pt3 = (pt + p3) % 10;
              if (bankerDraws(bt, p3)) {
                c[p3]--;
                for (let b3 = 0; b3 < 10; b3++) if (c[b3]) inner[winnerOf(pt3, (bt + b3) % 10)] += w5 * c[b3]!;
                c[p3]++;
              } else {
                inner[winnerOf(pt3, bt)] += w5 * (rest - 1);
              }
            }
          } else if (bankerDraws(bt, null)) {
            for (let b3 = 0; b3 < 10; b3++) if (c[b3]) inner[winnerOf(pt, (bt + b3) % 10)] += c[b3]! * (rest - 1);
          } else {
            inner[winnerOf(pt, bt)] += rest * (rest - 1);
          }
          const w = BigInt(w1 * w2 * w3 * w4);
          acc.banker += w * BigInt(inner.banker);
          acc.player += w * BigInt(inner.player);
          acc.tie += w * BigInt(inner.tie);
          c[b2]++;
        }
        c[p2]++;
      }
      c[b1]++;
    }
    c[p1]++;
  }
  let total = 1n;
  for (let i = 0; i < 6; i++) total *= BigInt(n - i);
  return { ...acc, total };
}

export interface PairCounts {
  /** Ordered deals of the first four cards (player, banker, player, banker): N(N−1)(N−2)(N−3). */
  total: bigint;
  /** Of them, the player's two cards share a rank. */
  playerPair: bigint;
  bankerPair: bigint;
}

/** Pair counts off the top of a shoe of `decks` decks, by rank (13 ranks, 4 × decks cards each), the same way. */
export function countPairs(decks: number): PairCounts {
  const c = new Array<number>(13).fill(4 * decks);
  let playerPair = 0n;
  let bankerPair = 0n;
  let total = 0n;
  for (let p1 = 0; p1 < 13; p1++) {
    const w1 = c[p1]!;
    c[p1]--;
    for (let b1 = 0; b1 < 13; b1++) {
      const w2 = c[b1]!;
      if (!w2) continue;
      c[b1]--;
      for (let p2 = 0; p2 < 13; p2++) {
        const w3 = c[p2]!;
        if (!w3) continue;
        c[p2]--;
        for (let b2 = 0; b2 < 13; b2++) {
          const w4 = c[b2]!;
          if (!w4) continue;
          const w = BigInt(w1 * w2 * w3 * w4);
          total += w;
          if (p1 === p2) playerPair += w;
          if (b1 === b2) bankerPair += w;
        }
        c[p2]++;
      }
      c[b1]++;
    }
    c[p1]++;
  }
  return { total, playerPair, bankerPair };
}

/** A hand standing for all hands of one winner and pair flags: the bets read nothing else. */
const handLike = (winner: BaccaratWinner, playerPair: boolean, bankerPair: boolean): BaccaratHand => ({
  player: [], banker: [], playerTotal: 0, bankerTotal: 0, winner, playerPair, bankerPair, natural: false,
});

/**
 * The house edge of each bet, per bet made (a push counts as a bet returned): each outcome's
 * count times what baccaratReturn pays a stake of 20 on it (20 so the banker's 19/20 is whole),
 * against 20 × the deals. Banker (P − 0.95 B) / T, player (B − P) / T, tie at 8 to 1
 * (T − 9 × ties) / T, a pair at 11 to 1 (deals − 12 × pairs) / deals.
 */
export function baccaratEdges(decks = decks_default): Record<BaccaratBetKind, Fraction> {
  const o = countOutcomes(valueComposition(decks));
  const p = countPairs(decks);
  const stake = 20;
  const edgeOf = (kind: BaccaratBetKind, weighted: [bigint, BaccaratHand][], deals: bigint): Fraction => {
    const returned = weighted.reduce((s, [ways, hand]) => s + ways * BigInt(baccaratReturn({ kind, stake_minor: stake }, hand)), 0n);
    return complement(fraction(returned, BigInt(stake) * deals));
  };
  const byWinner: [bigint, BaccaratHand][] = [
    [o.banker, handLike('banker', false, false)], [o.player, handLike('player', false, false)], [o.tie, handLike('tie', false, false)],
  ];
  const playerPairs: [bigint, BaccaratHand][] = [[p.playerPair, handLike('tie', true, false)], [p.total - p.playerPair, handLike('tie', false, false)]];
  const bankerPairs: [bigint, BaccaratHand][] = [[p.bankerPair, handLike('tie', false, true)], [p.total - p.bankerPair, handLike('tie', false, false)]];
  return {
    banker: edgeOf('banker', byWinner, o.total),
    player: edgeOf('player', byWinner, o.total),
    tie: edgeOf('tie', byWinner, o.total),
    playerPair: edgeOf('playerPair', playerPairs, p.total),
    bankerPair: edgeOf('bankerPair', bankerPairs, p.total),
  };
}

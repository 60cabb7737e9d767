import { complement, fraction, type Fraction } from '../fair/fraction';
import { RunningMean, type MeanEstimate } from '../fair/stats';
import { FastSource } from '../fair/stream';
import { ball_count, drawOrder, generateCard } from './card';
import { bestTableOf, bingoPaytable, callTimes, playCard, type BingoPaytable } from './paytable';
import { fourCornersMask, fullHouseMask, lineMasks, patternNames, xMask, type PatternName } from './patterns';

/**
 * Bingo's exact RTP. Which of a card's 24 numbers are among the round's n called balls is, by
 * symmetry, a uniformly random subset: its size h is hypergeometric (C(24,h) C(51,n−h) / C(75,n))
 * and, given h, every h-subset of the 24 cells is equally likely. So
 *   RTP = Σ_h C(51, n−h) × S_h / C(75, n),   S_h = Σ over the h-subsets of the pay of that daub,
 * and E[pay²] the same way. All 2^24 daubs are walked once: the RTP is a fraction of integers.
 *
 * The walk is fast because a daub splits into its low 12 cells (rows 0–1 and the first two of
 * row 2) and its high 12 (after the free centre). Each pattern part (12 lines, the corners, the
 * X, the full house) is complete in a daub when its low part is complete in the low half and its
 * high part in the high half: two tables of 4 096 give, per half, which parts are complete, and
 * their AND gives the daub's. bestOfParts then reads patternFlags's rule off those parts; a test
 * checks it against bestPattern on daubs it draws.
 */

const numbers_per_card = 24;
const half = 12;

const binomial = (n: number, k: number): bigint => {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};

/** The 15 parts: the 12 lines, then four corners, X, full house (bits 0–11, 12, 13, 14). */
const partMasks = [...lineMasks, fourCornersMask, xMask, fullHouseMask];
const lowOf = (mask: number): number => mask & 0xfff;
const highOf = (mask: number): number => (mask >>> 13) & 0xfff;

/** For each 12-bit half, which parts have that half complete. */
function halfTable(partHalf: (mask: number) => number): Uint16Array {
  const table = new Uint16Array(1 << half);
  const halves = partMasks.map(partHalf);
  for (let bits = 0; bits < table.length; bits++) {
    let parts = 0;
    halves.forEach((h, i) => { if ((bits & h) === h) parts |= 1 << i; });
    table[bits] = parts;
  }
  return table;
}

/** patternFlags (line, two lines, corners, X, full house) of a daub whose complete parts are `parts`. */
function flagsOfParts(parts: number): number {
  let lines = 0;
  for (let i = 0; i < 12; i++) if (parts & (1 << i)) lines++;
  return (lines >= 1 ? 1 : 0) | (lines >= 2 ? 2 : 0) | ((parts >> 12) & 1 ? 4 : 0) | ((parts >> 13) & 1 ? 8 : 0) | ((parts >> 14) & 1 ? 16 : 0);
}

/** The best pattern's index (−1 for none) for every set of complete parts, under a paytable. */
export function bestOfParts(paytable: BingoPaytable): Int8Array {
  const best = bestTableOf(paytable);
  const table = new Int8Array(1 << partMasks.length);
  for (let parts = 0; parts < table.length; parts++) table[parts] = best[flagsOfParts(parts)]!;
  return table;
}

const lowParts = halfTable(lowOf);
const highParts = halfTable(highOf);

/** The best pattern index of a daub through the half tables, as the walk finds it (for the test beside bestPattern). */
export function bestIndexByParts(daubed: number, best: Int8Array): number {
  return best[lowParts[lowOf(daubed)]! & highParts[highOf(daubed)]!]!;
}

export interface BingoExact {
  rtp: Fraction;
  edge: Fraction;
  /** The chance a card pays anything. */
  hitFrequency: Fraction;
  /** Standard deviation of one card's return, in card prices. */
  sd: number;
  /** By pattern: the chance it is the card's best (what it is paid for). */
  bestChance: Record<PatternName, Fraction>;
}

export function exactBingo(paytable: BingoPaytable = bingoPaytable): BingoExact {
  const names = patternNames;
  // perH[h × 6 + best pattern index + 1] = how many h-subsets have that best pattern (index 0: none).
  const width = names.length + 1;
  const perH = new Float64Array((numbers_per_card + 1) * width);
  const popcount = new Uint8Array(1 << half);
  for (let i = 1; i < popcount.length; i++) popcount[i] = popcount[i >> 1]! + (i & 1);
  const best = bestOfParts(paytable);
  for (let hi = 0; hi < 1 << half; hi++) {
    const high = highParts[hi]!;
    const highCount = popcount[hi]!;
    for (let lo = 0; lo < 1 << half; lo++) perH[(popcount[lo]! + highCount) * width + best[lowParts[lo]! & high]! + 1]++;
  }
  const n = paytable.balls_drawn;
  const others = ball_count - numbers_per_card;
  const den = binomial(ball_count, n);
  let sum = 0n;
  let sumSquares = 0n;
  let hits = 0n;
  const bestWays = names.map(() => 0n);
  for (let h = 0; h <= numbers_per_card; h++) {
    const weight = binomial(others, n - h);
    names.forEach((name, i) => {
      const ways = weight * BigInt(perH[h * width + i + 1]!);
      const pay = BigInt(paytable.pays[name]);
      sum += ways * pay;
      sumSquares += ways * pay * pay;
      hits += ways;
      bestWays[i]! += ways;
    });
  }
  const rtp = fraction(sum, den);
  const mean = Number(sum) / Number(den);
  return {
    rtp,
    edge: complement(rtp),
    hitFrequency: fraction(hits, den),
    sd: Math.sqrt(Number(sumSquares) / Number(den) - mean * mean),
    bestChance: Object.fromEntries(names.map((name, i) => [name, fraction(bestWays[i]!, den)])) as Record<PatternName, Fraction>,
  };
}

export interface BingoSimulation {
  rounds: number;
  cardsPerRound: number;
  /** The RTP over all cards, with its standard error from the spread of round returns. */
  rtp: MeanEstimate;
}

/**
 * Seeded simulation through the play code (drawOrder, generateCard, playCard) on the fast
 * source: each round one draw and `cardsPerRound` fresh cards. The cards of a round share its
 * draw, so their returns are not independent; the standard error is taken from the spread of
 * the rounds' mean returns (one sample per round), which carries that correlation.
 */
export function simulateBingo(rounds: number, cardsPerRound: number, seed: number, paytable: BingoPaytable = bingoPaytable): BingoSimulation {
  const source = new FastSource(seed);
  const perRound = new RunningMean();
  for (let r = 0; r < rounds; r++) {
    const calledAt = callTimes(drawOrder(source));
    let pays = 0;
    for (let c = 0; c < cardsPerRound; c++) pays += playCard(generateCard(source), calledAt, paytable).pays;
    perRound.add(pays / cardsPerRound);
  }
  return { rounds, cardsPerRound, rtp: perRound.estimate };
}

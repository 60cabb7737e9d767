import { ball_count, free_cell, type BingoCard } from './card';
import { patternFlags, patternNames, patternTimes, type PatternName } from './patterns';

/**
 * The published rules of the house's 75-ball game. Each round calls `balls_drawn` balls; every
 * card then pays the best pattern it shows (one pattern per card, the highest pay), as a
 * multiple of the card's price. The pay does not depend on how many cards are in play: a card
 * bought alone pays as it would among a thousand.
 */
export interface BingoPaytable {
  balls_drawn: number;
  /** Multiples of the card price, by pattern. */
  pays: Readonly<Record<PatternName, number>>;
  /** Card prices a member may choose, minor units of a currency with cents. */
  cardPrices_minor: readonly number[];
  /** Cards one member may buy for one round. */
  cards_per_member_max: number;
}

export const bingoPaytable: BingoPaytable = {
  balls_drawn: 40,
  pays: { line: 1, twoLines: 2, fourCorners: 5, x: 25, fullHouse: 10_000 },
  cardPrices_minor: [10, 20, 50, 100, 200, 500],
  cards_per_member_max: 12,
};

/** For each set of pattern flags (0–31), the best pattern's index in patternNames, or -1. */
function bestByFlags(paytable: BingoPaytable): Int8Array {
  const table = new Int8Array(1 << patternNames.length).fill(-1);
  for (let flags = 1; flags < table.length; flags++) {
    patternNames.forEach((p, i) => {
      const best = table[flags]!;
      if (flags & (1 << i) && (best < 0 || paytable.pays[p] > paytable.pays[patternNames[best]!])) table[flags] = i;
    });
  }
  return table;
}

const bestTables = new WeakMap<BingoPaytable, Int8Array>();
/** bestByFlags of a paytable, made once: index it with patternFlags(daubed). */
export const bestTableOf = (paytable: BingoPaytable): Int8Array => {
  let t = bestTables.get(paytable);
  if (!t) bestTables.set(paytable, (t = bestByFlags(paytable)));
  return t;
};

/** The best pattern of a daubed mask under a paytable (the highest pay; null when none shows). */
export function bestPattern(daubed: number, paytable: BingoPaytable = bingoPaytable): PatternName | null {
  const i = bestTableOf(paytable)[patternFlags(daubed)]!;
  return i < 0 ? null : patternNames[i]!;
}

export interface CardResult {
  daubed: number;
  /** For each pattern, how many balls had been called when it first showed (1-based), or null if not by the last. */
  completedAt: Record<PatternName, number | null>;
  best: PatternName | null;
  /** Multiple of the card price it pays. */
  pays: number;
}

/**
 * A card's round, the balls daubed automatically: when each pattern first showed (what the
 * table announces live) and what the card pays at the end. `calledAt[ball]` is the 1-based
 * place of the ball in the round's order (callTimes makes it once per round for all cards).
 */
export function playCard(card: BingoCard, calledAt: ArrayLike<number>, paytable: BingoPaytable = bingoPaytable): CardResult {
  const cellTime = new Array<number>(25);
  let daubed = 0;
  for (let cell = 0; cell < 25; cell++) {
    const t = cell === free_cell ? 0 : calledAt[card[cell]!]!;
    cellTime[cell] = t <= paytable.balls_drawn ? t : Infinity;
    if (cellTime[cell] !== Infinity) daubed |= 1 << cell;
  }
  const t = patternTimes(cellTime);
  const shown = (time: number): number | null => (time === Infinity ? null : time);
  const completedAt = { line: shown(t.line), twoLines: shown(t.twoLines), fourCorners: shown(t.fourCorners), x: shown(t.x), fullHouse: shown(t.fullHouse) };
  const best = bestPattern(daubed, paytable);
  return { daubed, completedAt, best, pays: best === null ? 0 : paytable.pays[best] };
}

/** calledAt for a round: calledAt[ball] = its 1-based place in the order (index 0 unused). */
export function callTimes(order: readonly number[]): Uint8Array {
  if (order.length !== ball_count) throw new Error('bingo: an order holds all 75 balls');
  const at = new Uint8Array(ball_count + 1);
  order.forEach((ball, i) => (at[ball] = i + 1));
  return at;
}

/** What a card returns, minor units. */
export const cardReturn_minor = (result: CardResult, price_minor: number): number => result.pays * price_minor;

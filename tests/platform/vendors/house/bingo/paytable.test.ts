import type { BingoCard } from '@/platform/src/vendors/house/bingo/card';
import { bestPattern, bingoPaytable, callTimes, playCard } from '@/platform/src/vendors/house/bingo/paytable';
import { free_bit } from '@/platform/src/vendors/house/bingo/patterns';

const cellBit = (row: number, col: number) => 1 << (row * 5 + col);
const cells = (...rc: [number, number][]) => rc.reduce((m, [r, c]) => m | cellBit(r, c), free_bit);

/** A fixed card: B 1-5, I 16-20, N 31 32 _ 33 34, G 46-50, O 61-65 top to bottom. */
const card: BingoCard = [
  1, 16, 31, 46, 61,
  2, 17, 32, 47, 62,
  3, 18, 0, 48, 63,
  4, 19, 33, 49, 64,
  5, 20, 34, 50, 65,
];
/** An order calling the given balls first, then the balls not on the card, then the card's other numbers. */
const orderStarting = (...first: number[]) => {
  const rest = Array.from({ length: 75 }, (_, i) => i + 1).filter((b) => !first.includes(b));
  return [...first, ...rest.filter((b) => !card.includes(b)), ...rest.filter((b) => card.includes(b))];
};

describe('bestPattern', () => {
  it('pays only the best pattern a card shows', () => {
    const x = cells(...[0, 1, 3, 4].flatMap((i) => [[i, i], [i, 4 - i]] as [number, number][]));
    expect(bestPattern(x)).toBe('x');
    expect(bestPattern(cells([0, 0], [0, 1], [0, 2], [0, 3], [0, 4], [4, 0], [4, 4]))).toBe('fourCorners');
    expect(bestPattern(free_bit)).toBeNull();
  });
});

describe('playCard', () => {
  it('tells when each pattern first showed and pays the best at the last ball', () => {
    // Top row 1 16 31 46 61 by ball 5, then the bottom corners 5 and 65 by ball 7, the rest never.
    const result = playCard(card, callTimes(orderStarting(1, 16, 31, 46, 61, 5, 65)));
    expect(result.completedAt).toEqual({ line: 5, twoLines: null, fourCorners: 7, x: null, fullHouse: null });
    expect(result.best).toBe('fourCorners');
    expect(result.pays).toBe(bingoPaytable.pays.fourCorners);
  });

  it('only counts the balls the round calls (the first 40)', () => {
    // The card's numbers come after 40 other balls: nothing is daubed but the centre.
    const others = Array.from({ length: 75 }, (_, i) => i + 1).filter((b) => !card.includes(b));
    const order = [...others, ...card.filter((n) => n > 0)];
    const result = playCard(card, callTimes(order));
    expect(result).toMatchObject({ daubed: free_bit, best: null, pays: 0 });
    expect(Object.values(result.completedAt).every((t) => t === null)).toBe(true);
  });

  it('reaches the full house when all 24 numbers are among the balls called', () => {
    const result = playCard(card, callTimes(orderStarting(...card.filter((n) => n > 0))));
    expect(result.completedAt.fullHouse).toBe(24);
    expect(result.pays).toBe(10_000);
  });
});

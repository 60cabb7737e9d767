import {
  ballName, cardFromSeeds, drawOrder, drawOrderFromSeeds, generateCard, isValidCard,
} from '@/platform/src/vendors/house/bingo/card';
import { chiSquareUniform } from '@/platform/src/vendors/house/fair/stats';
import { FastSource } from '@/platform/src/vendors/house/fair/stream';

const seed = 'f'.repeat(64);

describe('bingo cards', () => {
  it('put 1–15 under B, 16–30 under I, four of 31–45 and the free centre under N, 46–60 under G, 61–75 under O', () => {
    const card = cardFromSeeds(seed, 'member-seed', 0);
    expect(isValidCard(card)).toBe(true);
    for (let cell = 0; cell < 25; cell++) {
      if (cell === 12) expect(card[cell]).toBe(0);
      else expect(Math.floor((card[cell]! - 1) / 15)).toBe(cell % 5);
    }
  });

  it('are the same card for the same seeds and nonce, another for the next nonce', () => {
    expect(cardFromSeeds(seed, 'member-seed', 0)).toEqual(cardFromSeeds(seed, 'member-seed', 0));
    expect(cardFromSeeds(seed, 'member-seed', 1)).not.toEqual(cardFromSeeds(seed, 'member-seed', 0));
  });

  it('use every number of a column equally often (chi-square over 3 000 cards)', () => {
    const source = new FastSource(5);
    const counts = new Array<number>(15).fill(0);
    for (let i = 0; i < 3000; i++) for (const cell of [0, 5, 10, 15, 20]) counts[generateCard(source)[cell]! - 1]++;
    expect(chiSquareUniform(counts).pValue).toBeGreaterThan(0.001);
  });

  it('are refused when a number sits in the wrong column, repeats, or the centre is not free', () => {
    const good = cardFromSeeds(seed, 'member-seed', 2);
    const swap = [...good];
    [swap[0], swap[1]] = [swap[1]!, swap[0]!];
    expect(isValidCard(swap)).toBe(false);
    const repeat = [...good];
    repeat[5] = repeat[0]!;
    expect(isValidCard(repeat)).toBe(false);
    const centre = [...good];
    centre[12] = 40;
    expect(isValidCard(centre)).toBe(false);
    expect(isValidCard(good.slice(0, 24))).toBe(false);
  });
});

describe('the round\'s draw', () => {
  it('orders all 75 balls, from the round\'s seeds', () => {
    const order = drawOrderFromSeeds(seed, 'bets-hash', 0);
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 75 }, (_, i) => i + 1));
    expect(drawOrderFromSeeds(seed, 'bets-hash', 0)).toEqual(order);
    expect(drawOrder(new FastSource(1))).not.toEqual(order);
  });

  it('calls balls by column letter', () => {
    expect([1, 15, 16, 45, 46, 75].map(ballName)).toEqual(['B1', 'B15', 'I16', 'N45', 'G46', 'O75']);
  });
});

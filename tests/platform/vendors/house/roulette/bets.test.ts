import {
  allSpots, checkBets, coveredNumbers, payouts, settleBets, spotCode, tableLimits, type RouletteBet,
} from '@/platform/src/vendors/house/roulette/bets';
import { pocketColour } from '@/platform/src/vendors/house/roulette/wheel';

const count = (kind: string) => allSpots().filter((s) => s.kind === kind).length;

describe('the European layout', () => {
  it('has 37 straights, 60 splits, 14 streets (with the two trios), 23 corners (with the first four), 11 six lines', () => {
    expect([count('straight'), count('split'), count('street'), count('corner'), count('sixLine')]).toEqual([37, 60, 14, 23, 11]);
    expect([count('dozen'), count('column'), count('red'), count('high')]).toEqual([3, 3, 1, 1]);
  });

  it('accepts numbers that touch on the layout, in any order', () => {
    expect(coveredNumbers({ kind: 'split', numbers: [20, 17] })).toEqual([17, 20]);
    expect(coveredNumbers({ kind: 'split', numbers: [5, 6] })).toEqual([5, 6]);
    expect(coveredNumbers({ kind: 'split', numbers: [0, 2] })).toEqual([0, 2]);
    expect(coveredNumbers({ kind: 'street', numbers: [34, 35, 36] })).toEqual([34, 35, 36]);
    expect(coveredNumbers({ kind: 'street', numbers: [0, 2, 3] })).toEqual([0, 2, 3]);
    expect(coveredNumbers({ kind: 'corner', numbers: [32, 36, 33, 35] })).toEqual([32, 33, 35, 36]);
    expect(coveredNumbers({ kind: 'corner', numbers: [0, 1, 2, 3] })).toEqual([0, 1, 2, 3]);
    expect(coveredNumbers({ kind: 'sixLine', numbers: [31, 32, 33, 34, 35, 36] })).toHaveLength(6);
  });

  it('refuses spots that are not on the layout', () => {
    const bad = [
      { kind: 'split', numbers: [3, 4] }, // 3 ends its row, 4 starts the next
      { kind: 'split', numbers: [1, 5] },
      { kind: 'split', numbers: [0, 4] },
      { kind: 'split', numbers: [34, 37] },
      { kind: 'split', numbers: [7, 7] },
      { kind: 'straight', numbers: [37] },
      { kind: 'straight', numbers: [1.5] },
      { kind: 'street', numbers: [2, 3, 4] },
      { kind: 'street', numbers: [0, 1, 3] },
      { kind: 'corner', numbers: [3, 4, 6, 7] },
      { kind: 'corner', numbers: [0, 1, 2] },
      { kind: 'sixLine', numbers: [2, 3, 4, 5, 6, 7] },
      { kind: 'sixLine', numbers: [34, 35, 36, 37, 38, 39] },
      { kind: 'dozen', index: 4 },
      { kind: 'column', index: 0 },
    ];
    for (const spot of bad) expect([spot, coveredNumbers(spot as never)]).toEqual([spot, null]);
  });

  it('covers 12 numbers per dozen and column and 18 per even-money bet, never zero', () => {
    expect(coveredNumbers({ kind: 'dozen', index: 3 })).toEqual(Array.from({ length: 12 }, (_, i) => 25 + i));
    expect(coveredNumbers({ kind: 'column', index: 1 })).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    expect(coveredNumbers({ kind: 'column', index: 3 })?.at(-1)).toBe(36);
    for (const kind of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) {
      const covered = coveredNumbers({ kind })!;
      expect(covered).toHaveLength(18);
      expect(covered).not.toContain(0);
    }
    expect(coveredNumbers({ kind: 'red' })!.every((n) => pocketColour(n) === 'red')).toBe(true);
    expect(pocketColour(0)).toBe('green');
  });

  it('writes a spot the same way whatever order its numbers came in', () => {
    expect(spotCode({ kind: 'split', numbers: [20, 17] })).toBe('split:17-20');
    expect(spotCode({ kind: 'dozen', index: 2 })).toBe('dozen:2');
    expect(spotCode({ kind: 'red' })).toBe('red');
  });
});

describe('settleBets', () => {
  const bets: RouletteBet[] = [
    { kind: 'straight', numbers: [17], stake_minor: 100 },
    { kind: 'split', numbers: [17, 20], stake_minor: 200 },
    { kind: 'corner', numbers: [13, 14, 16, 17], stake_minor: 100 },
    { kind: 'column', index: 2, stake_minor: 500 },
    { kind: 'red', stake_minor: 1000 },
    { kind: 'odd', stake_minor: 700 },
    { kind: 'dozen', index: 1, stake_minor: 500 },
  ];

  it('pays stake × (payout + 1) on every winning spot when 17 (black, odd, second dozen) comes', () => {
    const s = settleBets(bets, 17);
    expect(s.lines.map((l) => l.paid_minor)).toEqual([100 * 36, 200 * 18, 100 * 9, 500 * 3, 0, 700 * 2, 0]);
    expect(s.stake_minor).toBe(3100);
    expect(s.paid_minor).toBe(3600 + 3600 + 900 + 1500 + 1400);
  });

  it('loses every outside bet on zero, and pays the first four', () => {
    const s = settleBets([...bets, { kind: 'corner', numbers: [0, 1, 2, 3], stake_minor: 100 }], 0);
    expect(s.paid_minor).toBe(900);
    expect(s.lines.filter((l) => l.won).map((l) => l.bet.kind)).toEqual(['corner']);
  });

  it('uses the standard payouts', () => {
    expect(payouts).toEqual({
      straight: 35, split: 17, street: 11, corner: 8, sixLine: 5, dozen: 2, column: 2, red: 1, black: 1, odd: 1, even: 1, low: 1, high: 1,
    });
  });

  it('refuses a pocket that is not on the wheel', () => {
    expect(() => settleBets(bets, 37)).toThrow('no pocket 37');
  });
});

describe('checkBets', () => {
  it('lets bets within the limits stand', () => {
    expect(checkBets([{ kind: 'straight', numbers: [7], stake_minor: 100 }, { kind: 'red', stake_minor: 500 }])).toBeNull();
  });

  it('refuses a spot off the layout and a stake that is not a positive whole number of minor units', () => {
    expect(checkBets([{ kind: 'split', numbers: [3, 4], stake_minor: 100 }])).toEqual({ error: 'roulette.badSpot', spot: 'split' });
    expect(checkBets([{ kind: 'red', stake_minor: 0 }])).toEqual({ error: 'roulette.badStake', spot: 'red' });
    expect(checkBets([{ kind: 'red', stake_minor: 10.5 }])).toEqual({ error: 'roulette.badStake', spot: 'red' });
  });

  it('applies the limits of each kind to all chips on one spot together', () => {
    const max = tableLimits.straight.max_minor;
    expect(checkBets([{ kind: 'straight', numbers: [7], stake_minor: max }])).toBeNull();
    expect(checkBets([
      { kind: 'straight', numbers: [7], stake_minor: max },
      { kind: 'straight', numbers: [7], stake_minor: 100 },
    ])).toEqual({ error: 'roulette.aboveMax', spot: 'straight:7' });
    expect(checkBets([{ kind: 'dozen', index: 1, stake_minor: 100 }])).toEqual({ error: 'roulette.belowMin', spot: 'dozen:1' });
  });

  it('refuses a spin whose stakes add up above the round maximum', () => {
    const spots = (['red', 'black', 'odd', 'even'] as const).map((kind) => ({ kind, stake_minor: 300_000 }));
    expect(checkBets(spots)).toEqual({ error: 'roulette.aboveRoundMax' });
    expect(checkBets(spots.slice(0, 3))).toBeNull();
  });
});

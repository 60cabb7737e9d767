import { free_bit, fullHouseMask, lineMasks, patternsShown, patternTimes } from '@/platform/src/vendors/house/bingo/patterns';

const cellBit = (row: number, col: number) => 1 << (row * 5 + col);
const cells = (...rc: [number, number][]) => rc.reduce((m, [r, c]) => m | cellBit(r, c), free_bit);

describe('bingo patterns', () => {
  it('has 12 lines, the middle row and column and both diagonals needing four numbers', () => {
    expect(lineMasks).toHaveLength(12);
    expect(patternsShown(cells([2, 0], [2, 1], [2, 3], [2, 4]))).toMatchObject({ line: true, twoLines: false });
    expect(patternsShown(cells([0, 0], [1, 1], [3, 3], [4, 4]))).toMatchObject({ line: true, x: false });
  });

  it('sees four corners, an X, two lines and the full house', () => {
    expect(patternsShown(cells([0, 0], [0, 4], [4, 0], [4, 4]))).toEqual({ line: false, twoLines: false, fourCorners: true, x: false, fullHouse: false });
    const x = cells(...[0, 1, 3, 4].flatMap((i) => [[i, i], [i, 4 - i]] as [number, number][]));
    expect(patternsShown(x)).toEqual({ line: true, twoLines: true, fourCorners: true, x: true, fullHouse: false });
    expect(patternsShown(fullHouseMask).fullHouse).toBe(true);
  });

  it('times a pattern by its last cell: a line by the first of the twelve, two lines by the second', () => {
    // Cells daubed in reading order, one per ball; the centre at 0.
    const cellTime = Array.from({ length: 25 }, (_, c) => (c === 12 ? 0 : c + 1));
    expect(patternTimes(cellTime)).toEqual({ line: 5, twoLines: 10, fourCorners: 25, x: 25, fullHouse: 25 });
  });
});


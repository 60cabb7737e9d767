import { free_cell } from './card';

/**
 * Patterns are sets of cells as 25-bit masks (bit = row × 5 + column). The free centre is
 * always daubed. A card wins the best pattern it shows when the round's last ball is called.
 */
export const patternNames = ['line', 'twoLines', 'fourCorners', 'x', 'fullHouse'] as const;
export type PatternName = (typeof patternNames)[number];

const bit = (row: number, col: number): number => 1 << (row * 5 + col);
const maskOf = (cells: [number, number][]): number => cells.reduce((m, [r, c]) => m | bit(r, c), 0);
const five = [0, 1, 2, 3, 4];

/** The 12 lines: five rows, five columns, two diagonals (the ones through the centre need four numbers). */
export const lineMasks: readonly number[] = [
  ...five.map((r) => maskOf(five.map((c) => [r, c]))),
  ...five.map((c) => maskOf(five.map((r) => [r, c]))),
  maskOf(five.map((i) => [i, i])),
  maskOf(five.map((i) => [i, 4 - i])),
];
export const fourCornersMask = maskOf([[0, 0], [0, 4], [4, 0], [4, 4]]);
export const xMask = lineMasks[10]! | lineMasks[11]!;
export const fullHouseMask = (1 << 25) - 1;
export const free_bit = 1 << free_cell;

/**
 * The patterns a daubed mask shows, as flags: bit i set when patternNames[i] shows. Allocates
 * nothing: the exact RTP calls it for each of the 2^24 daubs.
 */
export function patternFlags(daubed: number): number {
  let lines = 0;
  for (let i = 0; i < 12; i++) if ((daubed & lineMasks[i]!) === lineMasks[i]) lines++;
  return (lines >= 1 ? 1 : 0)
    | (lines >= 2 ? 2 : 0)
    | ((daubed & fourCornersMask) === fourCornersMask ? 4 : 0)
    | ((daubed & xMask) === xMask ? 8 : 0)
    | (daubed === fullHouseMask ? 16 : 0);
}

/** The patterns as a record of booleans, for reading. */
export function patternsShown(daubed: number): Record<PatternName, boolean> {
  const flags = patternFlags(daubed);
  return Object.fromEntries(patternNames.map((p, i) => [p, (flags & (1 << i)) !== 0])) as Record<PatternName, boolean>;
}

const cellsOf = (mask: number): number[] => Array.from({ length: 25 }, (_, c) => c).filter((c) => mask & (1 << c));
const lineCells = lineMasks.map(cellsOf);
const fourCornersCells = cellsOf(fourCornersMask);
const xCells = cellsOf(xMask);
const allCells = cellsOf(fullHouseMask);

/** The latest time among some cells: when the last of them was daubed. */
function latest(cells: readonly number[], cellTime: ArrayLike<number>): number {
  let t = 0;
  for (const cell of cells) if (cellTime[cell]! > t) t = cellTime[cell]!;
  return t;
}

/**
 * When each pattern first shows, from the time each cell was daubed (cellTime[cell]: the
 * 1-based number of the ball that daubed it, 0 for the free centre, Infinity if never): a
 * pattern shows once its last cell is daubed, so its time is the latest of its cells'; a line,
 * the earliest of the twelve lines' times; two lines, the second earliest.
 */
export function patternTimes(cellTime: ArrayLike<number>): Record<PatternName, number> {
  let first = Infinity;
  let second = Infinity;
  for (const cells of lineCells) {
    const t = latest(cells, cellTime);
    if (t < first) [first, second] = [t, first];
    else if (t < second) second = t;
  }
  return {
    line: first,
    twoLines: second,
    fourCorners: latest(fourCornersCells, cellTime),
    x: latest(xCells, cellTime),
    fullHouse: latest(allCells, cellTime),
  };
}

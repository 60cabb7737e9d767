/**
 * The roads players of baccarat and dragon tiger expect, from the results of a shoe in order.
 * Generic over the two sides' names ('banker'/'player', 'dragon'/'tiger'); a tie is 'tie'.
 * Pure: the client draws the cells, the table recomputes them from the shoe's hands.
 */
export interface RoadResult<W extends string> {
  winner: W | 'tie';
}

export const road_rows = 6;

export interface BeadCell<R> {
  col: number;
  row: number;
  result: R;
}

/** Bead plate: every result, ties included, one cell each, down a column of six, then the next column. */
export function beadPlate<R>(results: readonly R[], rows = road_rows): BeadCell<R>[] {
  return results.map((result, i) => ({ col: Math.floor(i / rows), row: i % rows, result }));
}

export interface BigRoadCell<R> {
  col: number;
  row: number;
  /** The result that made this cell (pairs and naturals ride along for the marks). */
  result: R;
  /** Ties that came after it, before the next cell (drawn as a slash with a count). */
  ties: number;
  /** The streak (logical column) this cell belongs to, counted from 0. */
  streak: number;
}

export interface BigRoad<W extends string, R extends RoadResult<W>> {
  cells: BigRoadCell<R>[];
  /** Each streak: its winner and length, the logical columns the derived roads read. */
  streaks: { winner: W; length: number }[];
  /** Ties before the shoe's first non-tie result (shown on the first cell). */
  leadingTies: number;
}

/**
 * Big road: a streak of one side goes down a column; a change of side starts the next column at
 * the top. A tie adds a mark to the last cell instead of a cell of its own. A streak that reaches
 * the bottom row, or finds the cell below taken by an earlier streak, turns right and runs along
 * its row (the "dragon tail"). A new streak starts one column right of the previous streak's
 * start, or further right if a tail already took that top cell.
 */
export function bigRoad<W extends string, R extends RoadResult<W>>(results: readonly R[], rows = road_rows): BigRoad<W, R> {
  const cells: BigRoadCell<R>[] = [];
  const streaks: { winner: W; length: number }[] = [];
  const taken = new Set<string>();
  const key = (col: number, row: number) => `${col},${row}`;
  let leadingTies = 0;
  let startCol = -1;
  for (const result of results) {
    if (result.winner === 'tie') {
      const last = cells.at(-1);
      if (last) last.ties++;
      else leadingTies++;
      continue;
    }
    const winner = result.winner as W;
    const last = cells.at(-1);
    let col: number;
    let row: number;
    if (!last || streaks.at(-1)!.winner !== winner) {
      col = startCol + 1;
      while (taken.has(key(col, 0))) col++;
      row = 0;
      startCol = col;
      streaks.push({ winner, length: 1 });
    } else {
      const down = last.row + 1 < rows && !taken.has(key(last.col, last.row + 1));
      col = down ? last.col : last.col + 1;
      row = down ? last.row + 1 : last.row;
      streaks.at(-1)!.length++;
    }
    taken.add(key(col, row));
    cells.push({ col, row, result, ties: 0, streak: streaks.length - 1 });
  }
  return { cells, streaks, leadingTies };
}

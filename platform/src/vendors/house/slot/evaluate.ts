import {
  bet_coins, cell_count, line_count, linePays, paylines, reel_count, reels, row_count, SCATTER, scatterPays, symbol_count,
  symbols, WILD,
} from './game';

/**
 * Evaluation of a window: what one spin pays, in coins. Written for the million-spin
 * simulation as much as for play: line pays come from a table over every 5-symbol sequence,
 * and nothing here allocates per spin.
 */

/** Index of a 5-symbol sequence (reel 1 first) in linePayTable. */
export const lineIndex = (a: number, b: number, c: number, d: number, e: number): number =>
  (((a * symbol_count + b) * symbol_count + c) * symbol_count + d) * symbol_count + e;

/** The pay in coins of a line showing these symbols (reel 1 first), by the rules of game.ts. */
export function linePayOf(seq: ArrayLike<number>): number {
  let wildRun = 0;
  while (wildRun < reel_count && seq[wildRun] === WILD) wildRun++;
  const wildPay = wildRun >= 3 ? linePays.WILD[wildRun - 3]! : 0;
  if (wildRun === reel_count) return wildPay;
  const first = seq[wildRun]!;
  if (first === SCATTER) return wildPay;
  let run = wildRun + 1;
  while (run < reel_count && (seq[run] === first || seq[run] === WILD)) run++;
  const id = symbols[first]!.id as Exclude<(typeof symbols)[number]['id'], 'SCATTER'>;
  const pay = run >= 3 ? linePays[id][run - 3]! : 0;
  return Math.max(pay, wildPay);
}

/** The pay of every 5-symbol sequence: symbol_count^5 entries, built once. */
export const linePayTable: Int32Array = (() => {
  const table = new Int32Array(symbol_count ** reel_count);
  const seq = new Uint8Array(reel_count);
  for (let i = 0; i < table.length; i++) {
    let rest = i;
    for (let r = reel_count - 1; r >= 0; r--) {
      seq[r] = rest % symbol_count;
      rest = Math.floor(rest / symbol_count);
    }
    table[i] = linePayOf(seq);
  }
  return table;
})();

/** Scatter pay in coins by the number of scatters in the window (0 to 15). */
const scatterPayTable = Int32Array.from({ length: cell_count + 1 }, (_, k) => (k < 3 ? 0 : scatterPays[Math.min(k, 5) - 3]! * bet_coins));

/** The scatter pay in coins for a number of scatters in the window. */
export function scatterPayOf(scatters: number): number {
  return scatterPayTable[scatters]!;
}

/** Fills window (cell = reel * 3 + row) with the symbols the stops show (on game.ts's strips unless told). */
export function fillWindow(stops: ArrayLike<number>, window: Uint8Array, strips: readonly Uint8Array[] = reels): void {
  for (let r = 0; r < reel_count; r++) {
    const strip = strips[r]!;
    const len = strip.length;
    const s = stops[r]!;
    if (!(s >= 0 && s < len)) throw new Error(`slot: stop ${s} is off reel ${r + 1}`);
    for (let row = 0; row < row_count; row++) window[r * row_count + row] = strip[(s + row) % len]!;
  }
}

/** The cells of each line, flattened: line l's cell on reel r is lineCells[l * 5 + r]. */
const lineCells = Int32Array.from(paylines.flatMap((rows) => rows.map((row, r) => r * row_count + row)));

/**
 * Scratch space for evaluating spins without allocating: the window, each line's pay, and
 * the scatter count of the last evaluation.
 */
export class SpinScratch {
  readonly stops = new Int32Array(reel_count);
  readonly window = new Uint8Array(cell_count);
  readonly linePay = new Int32Array(line_count);
  scatters = 0;
}

/**
 * Evaluates the window in scratch: fills scratch.linePay and scratch.scatters, and answers
 * the spin's pay in coins before any free-spin multiplier (lines plus scatters).
 */
export function evaluateWindow(scratch: SpinScratch): number {
  const w = scratch.window;
  let total = 0;
  for (let l = 0, c = 0; l < line_count; l++, c += reel_count) {
    const pay = linePayTable[lineIndex(w[lineCells[c]!]!, w[lineCells[c + 1]!]!, w[lineCells[c + 2]!]!, w[lineCells[c + 3]!]!, w[lineCells[c + 4]!]!)]!;
    scratch.linePay[l] = pay;
    total += pay;
  }
  let scatters = 0;
  for (let i = 0; i < cell_count; i++) if (w[i] === SCATTER) scatters++;
  scratch.scatters = scatters;
  return total + scatterPayOf(scatters);
}

/** The run a paying line makes: its symbol and how many reels from the left it covers. */
export function lineRun(window: ArrayLike<number>, line: number): { symbol: number; count: number } {
  const seq = paylines[line]!.map((row, r) => window[r * row_count + row]!);
  const pay = linePayOf(seq);
  let wildRun = 0;
  while (wildRun < reel_count && seq[wildRun] === WILD) wildRun++;
  const wildPay = wildRun >= 3 ? linePays.WILD[wildRun - 3]! : 0;
  if (wildRun === reel_count || (wildPay === pay && wildPay > 0)) return { symbol: WILD, count: wildRun };
  const first = seq[wildRun]!;
  let run = wildRun + 1;
  while (run < reel_count && (seq[run] === first || seq[run] === WILD)) run++;
  return { symbol: first, count: pay > 0 ? run : 0 };
}

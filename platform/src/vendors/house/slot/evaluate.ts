import {
  bet_coins, cell_count, line_count, linePays, parseStrips, paylines, reel_count, reels, reelStrips, row_count, SCATTER, scatterPays,
  symbol_count, symbols, WILD, type LinePays,
} from './game';
import { slotTitle } from './titles';

/**
 * Evaluation of a window: what one spin pays, in coins. Written for the million-spin
 * simulation as much as for play: line pays come from a table over every 5-symbol sequence,
 * and nothing here allocates per spin. Every slot title (titles.ts) shares the symbols,
 * window, paylines and free-spin rules of game.ts and brings its own strips and pays, compiled
 * once into a SlotMath; Lucky 5's (game.ts) is the default everywhere.
 */

/** One slot title's mathematics, compiled: its strips as indices and its pay tables. */
export interface SlotMath {
  reels: readonly Uint8Array[];
  reelLengths: readonly number[];
  linePays: LinePays;
  scatterPays: readonly [number, number, number];
  /** The pay of every 5-symbol sequence: symbol_count^5 entries. */
  linePayTable: Int32Array;
  /** Scatter pay in coins by the number of scatters in the window (0 to 15). */
  scatterPayTable: Int32Array;
}

/** Index of a 5-symbol sequence (reel 1 first) in a linePayTable. */
export const lineIndex = (a: number, b: number, c: number, d: number, e: number): number =>
  (((a * symbol_count + b) * symbol_count + c) * symbol_count + d) * symbol_count + e;

/** The pay in coins of a line showing these symbols (reel 1 first), by the rules of game.ts and these pays. */
export function linePayOf(seq: ArrayLike<number>, pays: LinePays = linePays): number {
  let wildRun = 0;
  while (wildRun < reel_count && seq[wildRun] === WILD) wildRun++;
  const wildPay = wildRun >= 3 ? pays.WILD[wildRun - 3]! : 0;
  if (wildRun === reel_count) return wildPay;
  const first = seq[wildRun]!;
  if (first === SCATTER) return wildPay;
  let run = wildRun + 1;
  while (run < reel_count && (seq[run] === first || seq[run] === WILD)) run++;
  const id = symbols[first]!.id as Exclude<(typeof symbols)[number]['id'], 'SCATTER'>;
  const pay = run >= 3 ? pays[id][run - 3]! : 0;
  return Math.max(pay, wildPay);
}

function buildLinePayTable(pays: LinePays): Int32Array {
  const table = new Int32Array(symbol_count ** reel_count);
  const seq = new Uint8Array(reel_count);
  for (let i = 0; i < table.length; i++) {
    let rest = i;
    for (let r = reel_count - 1; r >= 0; r--) {
      seq[r] = rest % symbol_count;
      rest = Math.floor(rest / symbol_count);
    }
    table[i] = linePayOf(seq, pays);
  }
  return table;
}

/** Compiles a title's strips (as indices) and pays; about 10 ms (the line table has 10^5 entries). */
export function compileSlot(strips: readonly Uint8Array[], pays: LinePays, scatters: readonly [number, number, number]): SlotMath {
  return {
    reels: strips,
    reelLengths: strips.map((r) => r.length),
    linePays: pays,
    scatterPays: scatters,
    linePayTable: buildLinePayTable(pays),
    scatterPayTable: Int32Array.from({ length: cell_count + 1 }, (_, k) => (k < 3 ? 0 : scatters[Math.min(k, 5) - 3]! * bet_coins)),
  };
}

/** Lucky 5, the first title: the default of every function here. */
export const luckyFiveMath: SlotMath = compileSlot(reels, linePays, scatterPays);

/** Lucky 5's line pays by sequence. */
export const linePayTable: Int32Array = luckyFiveMath.linePayTable;

/** The scatter pay in coins for a number of scatters in the window. */
export function scatterPayOf(scatters: number, math: SlotMath = luckyFiveMath): number {
  return math.scatterPayTable[scatters]!;
}

/** Fills window (cell = reel * 3 + row) with the symbols the stops show (on Lucky 5's strips unless told). */
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
export function evaluateWindow(scratch: SpinScratch, math: SlotMath = luckyFiveMath): number {
  const w = scratch.window;
  const table = math.linePayTable;
  let total = 0;
  for (let l = 0, c = 0; l < line_count; l++, c += reel_count) {
    const pay = table[lineIndex(w[lineCells[c]!]!, w[lineCells[c + 1]!]!, w[lineCells[c + 2]!]!, w[lineCells[c + 3]!]!, w[lineCells[c + 4]!]!)]!;
    scratch.linePay[l] = pay;
    total += pay;
  }
  let scatters = 0;
  for (let i = 0; i < cell_count; i++) if (w[i] === SCATTER) scatters++;
  scratch.scatters = scatters;
  return total + scatterPayOf(scatters, math);
}

/** The run a paying line makes: its symbol and how many reels from the left it covers. */
export function lineRun(window: ArrayLike<number>, line: number, pays: LinePays = linePays): { symbol: number; count: number } {
  const seq = paylines[line]!.map((row, r) => window[r * row_count + row]!);
  const pay = linePayOf(seq, pays);
  let wildRun = 0;
  while (wildRun < reel_count && seq[wildRun] === WILD) wildRun++;
  const wildPay = wildRun >= 3 ? pays.WILD[wildRun - 3]! : 0;
  if (wildRun === reel_count || (wildPay === pay && wildPay > 0)) return { symbol: WILD, count: wildRun };
  const first = seq[wildRun]!;
  let run = wildRun + 1;
  while (run < reel_count && (seq[run] === first || seq[run] === WILD)) run++;
  return { symbol: first, count: pay > 0 ? run : 0 };
}

const compiled = new Map<string, SlotMath>();

/**
 * The mathematics of a title by game id (compiled once, then kept), Lucky 5's for any id that
 * is not a slot title: every round of a session plays the title its game id names.
 */
export function slotMathOf(gameId: string): SlotMath {
  const t = slotTitle(gameId);
  if (!t) return luckyFiveMath;
  let m = compiled.get(gameId);
  if (!m) {
    m = t.reelStrips === reelStrips ? luckyFiveMath : compileSlot(parseStrips(t.reelStrips, t.names.EN), t.linePays, t.scatterPays);
    compiled.set(gameId, m);
  }
  return m;
}

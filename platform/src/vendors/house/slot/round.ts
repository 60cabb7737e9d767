import { evaluateWindow, fillWindow, lineRun, luckyFiveMath, SpinScratch, type SlotMath } from './evaluate';
import { freeSpinRules, reel_count, reelLengths, symbols } from './game';
import { FairStream, uniformBelow, type Uint32Source } from '../fair/stream';

/**
 * One paid round: a spin, and when it shows three or more scatters, the free spins it
 * awards (retriggering), all drawn from the same source in order. playRound is the only
 * place that says what a round is; the simulation and play both go through it.
 */

/** Draws the five stops of a spin: reel by reel, each uniform over its strip. */
export function drawStops(source: Uint32Source, stops: Int32Array, lengths: readonly number[] = reelLengths): void {
  for (let r = 0; r < reel_count; r++) stops[r] = uniformBelow(source, lengths[r]!);
}

/** Called after each spin is evaluated (the scratch holds it) with the multiplier its pay takes. */
export type SpinObserver = (scratch: SpinScratch, multiplier: number, coins: number) => void;

/**
 * Plays a round and answers its total pay in coins (free spins multiplied). Allocates
 * nothing itself; an observer sees each spin (the base spin first) to record it.
 */
export function playRound(source: Uint32Source, scratch: SpinScratch, observe?: SpinObserver, math: SlotMath = luckyFiveMath): number {
  drawStops(source, scratch.stops, math.reelLengths);
  fillWindow(scratch.stops, scratch.window, math.reels);
  let win = evaluateWindow(scratch, math);
  observe?.(scratch, 1, win);
  if (scratch.scatters < freeSpinRules.scatters_min) return win;
  let remaining: number = freeSpinRules.award;
  for (let played = 0; remaining > 0 && played < freeSpinRules.spins_max; played++) {
    remaining--;
    drawStops(source, scratch.stops, math.reelLengths);
    fillWindow(scratch.stops, scratch.window, math.reels);
    const coins = evaluateWindow(scratch, math) * freeSpinRules.multiplier;
    win += coins;
    observe?.(scratch, freeSpinRules.multiplier, coins);
    if (scratch.scatters >= freeSpinRules.scatters_min) remaining += freeSpinRules.award;
  }
  return win;
}

export interface LineWin {
  /** Payline number, 1 to 20. */
  line: number;
  symbol: string;
  count: number;
  coins: number;
}

export interface SpinRecord {
  /** Stop of each reel (0-based index into its strip). */
  stops: number[];
  /** The window's symbols reel by reel, top row first: window[reel][row]. */
  window: string[][];
  lines: LineWin[];
  scatters: number;
  multiplier: number;
  /** This spin's pay in coins, multiplier applied. */
  coins: number;
  /** Free spins this spin awarded (10 when it showed three or more scatters). */
  awards: number;
}

export interface RoundRecord {
  base: SpinRecord;
  freeSpins: SpinRecord[];
  /** The round's pay in coins (base spin plus free spins). */
  coins: number;
}

function record(scratch: SpinScratch, multiplier: number, coins: number, math: SlotMath): SpinRecord {
  const window: string[][] = [];
  for (let r = 0; r < reel_count; r++) window.push([0, 1, 2].map((row) => symbols[scratch.window[r * 3 + row]!]!.id));
  const lines: LineWin[] = [];
  scratch.linePay.forEach((pay, l) => {
    if (pay === 0) return;
    const run = lineRun(scratch.window, l, math.linePays);
    lines.push({ line: l + 1, symbol: symbols[run.symbol]!.id, count: run.count, coins: pay * multiplier });
  });
  return {
    stops: Array.from(scratch.stops), window, lines, scatters: scratch.scatters, multiplier, coins,
    awards: scratch.scatters >= freeSpinRules.scatters_min ? freeSpinRules.award : 0,
  };
}

/** Plays a round and keeps every spin of it, for the player and the history. */
export function playRoundRecorded(source: Uint32Source, math: SlotMath = luckyFiveMath): RoundRecord {
  const spins: SpinRecord[] = [];
  const coins = playRound(source, new SpinScratch(), (scratch, multiplier, c) => spins.push(record(scratch, multiplier, c, math)), math);
  return { base: spins[0]!, freeSpins: spins.slice(1), coins };
}

/**
 * The round that (serverSeed, clientSeed, nonce) decide. This is the verification: anyone
 * with the revealed server seed recomputes it and compares it with what was played.
 */
export function fairRound(serverSeed: string, clientSeed: string, nonce: number, math: SlotMath = luckyFiveMath): RoundRecord {
  return playRoundRecorded(new FairStream(serverSeed, clientSeed, nonce), math);
}

/**
 * The jackpot draw of a round: the next integer of the round's own stream after its last spin
 * (so the base game's draws, and its RTP, are untouched), uniform below odds; the jackpot is
 * won when it is 0, a chance of exactly 1 / odds. Odds of 1 win every round.
 */
export function jackpotDraw(source: Uint32Source, odds: number): boolean {
  return uniformBelow(source, odds) === 0;
}

/** The round and, when a pool is in play (odds not null), whether it won the jackpot. */
export function fairPlay(
  serverSeed: string, clientSeed: string, nonce: number, jackpotOdds: number | null, math: SlotMath = luckyFiveMath,
): { round: RoundRecord; jackpotHit: boolean } {
  const source = new FairStream(serverSeed, clientSeed, nonce);
  const round = playRoundRecorded(source, math);
  return { round, jackpotHit: jackpotOdds !== null && jackpotDraw(source, jackpotOdds) };
}

/** True when the recorded stops of a round are the ones its seeds decide (and so its pays). */
export function verifyRound(
  serverSeed: string, clientSeed: string, nonce: number, played: { stops: number[][]; coins: number }, math: SlotMath = luckyFiveMath,
): boolean {
  const again = fairRound(serverSeed, clientSeed, nonce, math);
  const stops = [again.base, ...again.freeSpins].map((s) => s.stops);
  return again.coins === played.coins && JSON.stringify(stops) === JSON.stringify(played.stops);
}

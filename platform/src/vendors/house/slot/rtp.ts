import { luckyFiveMath, scatterPayOf, SpinScratch, type SlotMath } from './evaluate';
import {
  bet_coins, freeSpinRules, line_count, paylines, reel_count, reels, row_count, SCATTER, symbol_count,
} from './game';
import { fraction, type Fraction } from '../fair/fraction';
import { FastSource } from '../fair/stream';
import { playRound } from './round';

/**
 * The slot's return to player, exactly, from the reel strips.
 *
 * Every stop of a reel is equally likely and the reels are independent, so the symbol a
 * payline takes from a reel is distributed like the strip itself, whatever its row. The
 * expected pay of a line is then a sum over the symbol_count^5 sequences weighted by
 * symbol counts, the same for all 20 lines; scatters are counted per stop and convolved
 * over the reels. Free spins are base spins times the multiplier; with retriggers the
 * number of free spins is a branching process whose mean solves E[N] = 10 + 10 p E[N]:
 * E[N] = 10 / (1 - 10 p), p the chance a spin shows three or more scatters. By Wald's
 * identity the feature is worth E[N] x multiplier x E[base spin]. All of it in bigint
 * fractions: the RTP below is a ratio of integers, not a float.
 *
 * The hit frequency and the standard deviation need the joint pay of all lines, so
 * enumerateSpins walks every combination of stops (about 10^8), cheaply: after three reels
 * most lines are already decided, and only the others are looked up per reel 4 and 5 stop.
 */

/** How many stops of each reel show each symbol count: counts[reel][symbol]. */
export function symbolCounts(strips: readonly Uint8Array[] = reels): number[][] {
  return strips.map((strip) => {
    const c = new Array<number>(symbol_count).fill(0);
    for (const s of strip) c[s]++;
    return c;
  });
}

/** Scatters each stop of a reel shows in the window (0 to 3). */
function scattersPerStop(strip: Uint8Array): Uint8Array {
  const out = new Uint8Array(strip.length);
  for (let s = 0; s < strip.length; s++) {
    for (let row = 0; row < row_count; row++) if (strip[(s + row) % strip.length] === SCATTER) out[s]++;
  }
  return out;
}

/** How many stop combinations show k scatters in the window, k = 0 .. 15. */
export function scatterDistribution(strips: readonly Uint8Array[] = reels): number[] {
  let dist = [1];
  for (const strip of strips) {
    const perStop = scattersPerStop(strip);
    const reelDist = [0, 0, 0, 0];
    for (const k of perStop) reelDist[k]++;
    const next = new Array<number>(dist.length + 3).fill(0);
    dist.forEach((a, i) => reelDist.forEach((b, k) => (next[i + k] += a * b)));
    dist = next;
  }
  return dist;
}

export interface ExactRtp {
  /** Stop combinations of a spin: the product of the strip lengths. */
  combinations: bigint;
  rtp: Fraction;
  /** Parts of the RTP: line pays and scatter pays of the paid spin, and the free-spin feature. */
  lines: Fraction;
  scatters: Fraction;
  feature: Fraction;
  /** Chance that a spin shows three or more scatters (the feature, and a retrigger). */
  trigger: Fraction;
  /** Expected free spins of a feature, retriggers included. */
  freeSpinsExpected: Fraction;
  /** Expected pay of one base spin, in coins. */
  spinCoins: Fraction;
}

/**
 * The exact RTP of Lucky 5 as defined in game.ts, of other strips with its pays (tuning and
 * tests), or of another title (`exactRtp(math.reels, math)`). Milliseconds.
 */
export function exactRtp(strips: readonly Uint8Array[] = reels, math: SlotMath = luckyFiveMath): ExactRtp {
  const linePayTable = math.linePayTable;
  const counts = symbolCounts(strips);
  const S = symbol_count;
  // Sum over sequences of pay x (combinations showing that sequence on one line).
  let lineSum = 0n;
  for (let a = 0; a < S; a++) for (let b = 0; b < S; b++) for (let c = 0; c < S; c++) {
    const w3 = counts[0]![a]! * counts[1]![b]! * counts[2]![c]!;
    if (w3 === 0) continue;
    let inner = 0;
    const base = ((a * S + b) * S + c) * S * S;
    for (let d = 0; d < S; d++) for (let e = 0; e < S; e++) inner += linePayTable[base + d * S + e]! * counts[3]![d]! * counts[4]![e]!;
    lineSum += BigInt(w3) * BigInt(inner);
  }
  const N = strips.reduce((n, r) => n * BigInt(r.length), 1n);
  const dist = scatterDistribution(strips);
  let scatterSum = 0n;
  let triggers = 0n;
  dist.forEach((ways, k) => {
    scatterSum += BigInt(ways) * BigInt(scatterPayOf(k, math));
    if (k >= freeSpinRules.scatters_min) triggers += BigInt(ways);
  });
  const bet = BigInt(bet_coins);
  const award = BigInt(freeSpinRules.award);
  const m = BigInt(freeSpinRules.multiplier);
  if (award * triggers >= N) throw new Error('slot: free spins retrigger too often for the feature to end');
  // E[X] = A / N coins per base spin; p = T / N; E[N_free] = award N / (N - award T).
  const A = BigInt(line_count) * lineSum + scatterSum;
  const featureNum = A * triggers * award * m; // p x E[N_free] x m x E[X] = A T award m / (N (N - award T))
  const featureDen = N * (N - award * triggers);
  return {
    combinations: N,
    rtp: fraction(A * (N - award * triggers) + featureNum, featureDen * bet),
    lines: fraction(BigInt(line_count) * lineSum, N * bet),
    scatters: fraction(scatterSum, N * bet),
    feature: fraction(featureNum, featureDen * bet),
    trigger: fraction(triggers, N),
    freeSpinsExpected: fraction(award * N, N - award * triggers),
    spinCoins: fraction(A, N),
  };
}

export interface SpinDistribution {
  combinations: number;
  /** ways[t][coins]: stop combinations whose base spin pays `coins`, t = 1 when it triggers free spins. */
  ways: [Float64Array, Float64Array];
}


/**
 * Every stop combination's base spin pay, counted: the full distribution the hit frequency
 * and the variance need. About a second for 10^8 combinations.
 */
export function enumerateSpins(strips: readonly Uint8Array[] = reels, math: SlotMath = luckyFiveMath): SpinDistribution {
  const linePayTable = math.linePayTable;
  // The largest pay of one spin before the multiplier: every line five wilds, five scatters.
  const spinCoins_max = line_count * Math.max(...Object.values(math.linePays).map((p) => p[2])) + math.scatterPays[2] * bet_coins;
  const S = symbol_count;
  const lens = strips.map((r) => r.length);
  // col[r][s * 3 + row]: the symbol at a row for a stop.
  const col = strips.map((strip) => {
    const out = new Uint8Array(strip.length * row_count);
    for (let s = 0; s < strip.length; s++) for (let row = 0; row < row_count; row++) out[s * row_count + row] = strip[(s + row) % strip.length]!;
    return out;
  });
  const scat = strips.map(scattersPerStop);
  const scatterCoins = Int32Array.from({ length: reel_count * row_count + 1 }, (_, k) => scatterPayOf(k, math));
  // For a prefix (3 symbols), the pay when reels 4 and 5 cannot change it, else -1.
  const prefixPay = new Int32Array(S * S * S);
  for (let p = 0; p < prefixPay.length; p++) {
    const first = linePayTable[p * S * S]!;
    let fixed = true;
    for (let i = 1; i < S * S && fixed; i++) fixed = linePayTable[p * S * S + i] === first;
    prefixPay[p] = fixed ? first : -1;
  }
  const rows = paylines.map((l) => Int32Array.from(l));
  const ways: [Float64Array, Float64Array] = [new Float64Array(spinCoins_max + 1), new Float64Array(spinCoins_max + 1)];
  const livePrefix = new Int32Array(line_count);
  const liveLine = new Int32Array(line_count);
  const live4 = new Int32Array(line_count);
  const [c1, c2, c3, c4, c5] = col as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  const [k1, k2, k3, k4, k5] = scat as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  for (let s1 = 0; s1 < lens[0]!; s1++) for (let s2 = 0; s2 < lens[1]!; s2++) for (let s3 = 0; s3 < lens[2]!; s3++) {
    let fixedPay = 0;
    let live = 0;
    for (let l = 0; l < line_count; l++) {
      const r = rows[l]!;
      const p = (c1[s1 * 3 + r[0]!]! * S + c2[s2 * 3 + r[1]!]!) * S + c3[s3 * 3 + r[2]!]!;
      const pay = prefixPay[p]!;
      if (pay >= 0) fixedPay += pay;
      else {
        livePrefix[live] = p * S * S;
        liveLine[live++] = l;
      }
    }
    const sc3 = k1[s1]! + k2[s2]! + k3[s3]!;
    for (let s4 = 0; s4 < lens[3]!; s4++) {
      for (let i = 0; i < live; i++) live4[i] = livePrefix[i]! + c4[s4 * 3 + rows[liveLine[i]!]![3]!]! * S;
      const sc4 = sc3 + k4[s4]!;
      for (let s5 = 0; s5 < lens[4]!; s5++) {
        let pay = fixedPay;
        for (let i = 0; i < live; i++) pay += linePayTable[live4[i]! + c5[s5 * 3 + rows[liveLine[i]!]![4]!]!]!;
        const sc = sc4 + k5[s5]!;
        pay += scatterCoins[sc]!;
        ways[sc >= freeSpinRules.scatters_min ? 1 : 0][pay]++;
      }
    }
  }
  return { combinations: lens.reduce((a, b) => a * b, 1), ways };
}

export interface SpinStats {
  /** Exact mean pay of a base spin in coins, from the enumeration (must equal exactRtp's). */
  spinCoins: Fraction;
  /** Chance that a paid spin pays anything (a trigger always pays: three scatters pay). */
  hitFrequency: Fraction;
  /** Standard deviation of a paid round's pay (free spins included), in total bets. */
  sd_bets: number;
}

/**
 * The hit frequency and the standard deviation of a paid round from the distribution. The
 * feature's total F is, per first-batch free spin, m X + T F' (F' an independent feature: a
 * retrigger's 10 spins), so E[F] and E[F^2] solve two linear equations; a round is X + T F.
 */
export function spinStats(d: SpinDistribution): SpinStats {
  let ways = 0n, sum = 0n, hits = 0n;
  let ex = 0, ex2 = 0, ext = 0, p = 0;
  const n = d.combinations;
  d.ways.forEach((byCoins, t) => byCoins.forEach((w, coins) => {
    if (w === 0) return;
    ways += BigInt(w);
    sum += BigInt(w) * BigInt(coins);
    if (coins > 0) hits += BigInt(w);
    ex += (w * coins) / n;
    ex2 += (w * coins * coins) / n;
    if (t === 1) {
      ext += (w * coins) / n;
      p += w / n;
    }
  }));
  if (ways !== BigInt(n)) throw new Error('slot: the enumeration missed combinations');
  const m = freeSpinRules.multiplier;
  const k = freeSpinRules.award;
  const eY = (m * ex) / (1 - k * p);
  const eF = k * eY;
  const eF2 = (k * (m * m * ex2 + 2 * m * ext * eF) + k * (k - 1) * eY * eY) / (1 - k * p);
  const eW = ex + p * eF;
  const eW2 = ex2 + 2 * ext * eF + p * eF2;
  return {
    spinCoins: fraction(sum, BigInt(n)),
    hitFrequency: fraction(hits, BigInt(n)),
    sd_bets: Math.sqrt(eW2 - eW * eW) / bet_coins,
  };
}

export interface Simulation {
  rounds: number;
  /** Total pay over total stake. */
  rtp: number;
  /** Sample standard deviation of a round's pay, in total bets. */
  sd_bets: number;
  /** Share of rounds that paid anything. */
  hitFrequency: number;
  features: number;
}

/**
 * Plays `rounds` paid rounds through playRound, as play does, on the seeded fast source
 * instead of HMAC blocks (which would make a million rounds take a minute). No allocation
 * per round.
 */
export function simulate(rounds: number, seed: number, math: SlotMath = luckyFiveMath): Simulation {
  const source = new FastSource(seed);
  const scratch = new SpinScratch();
  let sum = 0, sum2 = 0, hits = 0, features = 0;
  let spins = 0;
  const countSpins = () => void spins++;
  for (let i = 0; i < rounds; i++) {
    spins = 0;
    const win = playRound(source, scratch, countSpins, math);
    sum += win;
    sum2 += win * win;
    if (win > 0) hits++;
    if (spins > 1) features++;
  }
  const mean = sum / rounds;
  return {
    rounds,
    rtp: mean / bet_coins,
    sd_bets: Math.sqrt((sum2 - rounds * mean * mean) / (rounds - 1)) / bet_coins,
    hitFrequency: hits / rounds,
    features,
  };
}

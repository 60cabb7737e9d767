import { fraction, toNumber, type Fraction } from '../fair/fraction';
import { RunningMean, type MeanEstimate } from '../fair/stats';
import { FairStream } from '../fair/stream';
import { allDraws, drawLottery, type FormatId } from './formats';
import { oddsOf, seriesBand } from './prize';
import { playTypes, type PlayType } from './play-types';

/**
 * Exact RTP of each play type by enumeration: every result of the format (10^5 for 5d, 55 440
 * for 11x5, each equally likely) settles the play's `everything` selections through `settle`,
 * and the returns, priced by `oddsOf`, are summed against the unit bets staked. For a Tradition
 * play this also counts the chance of a unit bet, which must equal the one it declares (else its
 * RTP would not be series / 2000); for an Entertainment play each option gets its own line.
 */

export interface PlayRtp {
  play: string;
  /** The selection settled: the whole play (Tradition) or one option (Entertainment). */
  selection: string;
  rtp: Fraction;
  /** Tradition: the chance of a unit bet, as counted. */
  chance?: Fraction;
}

/** What an outcome returns per unit staked, from counts of winning bets by prize name and pushes. */
function returnOf(play: PlayType, won: ReadonlyMap<string, number>, pushed: number, series: number): Fraction {
  let num = BigInt(pushed);
  let den = 1n;
  for (const [name, count] of won) {
    const o = oddsOf(play, name, series);
    num = num * o.den + BigInt(count) * o.num * den;
    den *= o.den;
  }
  return fraction(num, den);
}

export function exactRtp(play: PlayType, series: number = seriesBand.default, draws: number[][] = allDraws(play.format)): PlayRtp[] {
  return play.everything.map((text) => {
    const selection = play.parse(text);
    if (!selection) throw new Error(`lottery: ${play.id} refuses its own selection ${text}`);
    // Counts, not money: winning unit bets by prize name over all draws, and pushes; priced once at the end.
    const won = new Map<string, number>();
    let pushed = 0;
    for (const draw of draws) {
      const outcome = play.settle(selection, draw);
      for (const name in outcome.won) if (outcome.won[name]) won.set(name, (won.get(name) ?? 0) + outcome.won[name]!);
      pushed += outcome.pushed;
    }
    const total = BigInt(draws.length) * BigInt(play.bets(selection));
    const r = returnOf(play, won, pushed, series);
    const wins = [...won.values()].reduce((a, b) => a + b, 0);
    return {
      play: play.id,
      selection: text,
      rtp: fraction(r.num, r.den * total),
      ...(play.category === 'tradition' ? { chance: fraction(wins, total) } : {}),
    };
  });
}

/** exactRtp of every play type, formats enumerated once each. */
export function exactRtps(series: number = seriesBand.default): PlayRtp[] {
  const draws = new Map<FormatId, number[][]>();
  return playTypes.flatMap((play) => {
    if (!draws.has(play.format)) draws.set(play.format, allDraws(play.format));
    return exactRtp(play, series, draws.get(play.format));
  });
}

export interface SimulatedRtp {
  play: string;
  selection: string;
  rtp: MeanEstimate;
}

/**
 * Seeded simulation over the fair stream itself: draw n of a format is drawn from
 * FairStream(serverSeed, clientSeed, n), and every play of the format settles its `samples`
 * selections on it. One sample per draw and selection: its return per unit staked.
 */
export function simulateRtps(format: FormatId, draws: number, serverSeed: string, clientSeed: string, series: number = seriesBand.default): SimulatedRtp[] {
  const lines = playTypes.filter((p) => p.format === format).flatMap((play) => play.samples.map((text) => {
    const selection = play.parse(text)!;
    const odds = new Map<string, number>();
    const price = (name: string) => odds.get(name) ?? odds.set(name, toNumber(oddsOf(play, name, series))).get(name)!;
    return { play, text, selection, bets: play.bets(selection), price, mean: new RunningMean() };
  }));
  for (let n = 0; n < draws; n++) {
    const draw = drawLottery(format, new FairStream(serverSeed, clientSeed, n));
    for (const line of lines) {
      const outcome = line.play.settle(line.selection, draw);
      let r = outcome.pushed;
      for (const name in outcome.won) r += outcome.won[name]! * line.price(name);
      line.mean.add(r / line.bets);
    }
  }
  return lines.map((l) => ({ play: l.play.id, selection: l.text, rtp: l.mean.estimate }));
}

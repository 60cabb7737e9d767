import { lotteryFormatIds, lotteryFormats, type LotteryFormatId, type LotteryFormatLayout } from '@/lib/games/lottery/plays';
import { drawDistinct } from '../fair/shuffle';
import { FairStream, uniformBelow, type Uint32Source } from '../fair/stream';

/**
 * The two fast-lottery formats of the house, both classic draws of five:
 *
 * - `5d` (like the "time-time" lotteries): five positions, each a digit 0–9 from its own machine
 *   of ten balls, drawn independently: 10^5 equally likely results, repeats allowed (3 3 0 9 3).
 * - `11x5` ("11 choose 5"): five different balls of 01–11 from one machine, in the order drawn:
 *   11 × 10 × 9 × 8 × 7 = 55 440 equally likely ordered results.
 *
 * A draw is the five numbers in order. Both come from the draw's fair stream (server seed
 * committed when the draw opens, client seed from the orders accepted at its close).
 */
// The layouts (balls, positions, how a ball is written) are shared with the betting screen: lib/games/lottery/plays.ts.
export const formatIds = lotteryFormatIds;
export type FormatId = LotteryFormatId;
export type LotteryFormat = LotteryFormatLayout;
export const formats = lotteryFormats;

/** A draw of a format from the stream: 5d one uniformBelow(10) per position; 11x5 the first five of a Fisher–Yates draw of 11. */
export function drawLottery(format: FormatId, source: Uint32Source): number[] {
  const f = formats[format];
  if (f.distinct) return drawDistinct(source, f.balls.length, f.positions).map((i) => f.balls[i]!);
  return Array.from({ length: f.positions }, () => f.balls[uniformBelow(source, f.balls.length)]!);
}

/** A draw from its seeds: what the verification page recomputes. */
export function lotteryDrawFromSeeds(format: FormatId, serverSeed: string, clientSeed: string, nonce: number): number[] {
  return drawLottery(format, new FairStream(serverSeed, clientSeed, nonce));
}

/** Every result of a format, each once (they are equally likely): the enumerations run over these. */
export function allDraws(format: FormatId): number[][] {
  const f = formats[format];
  const out: number[][] = [];
  const draw: number[] = [];
  const walk = (): void => {
    if (draw.length === f.positions) {
      out.push([...draw]);
      return;
    }
    for (const b of f.balls) {
      if (f.distinct && draw.includes(b)) continue;
      draw.push(b);
      walk();
      draw.pop();
    }
  };
  walk();
  return out;
}

import { FairStream, uniformBelow } from '@/platform/src/vendors/house/fair/stream';
import type { TableGame } from '@/platform/src/vendors/house/tables';

/**
 * A table game for the engine's tests, so they need none of the real games' mathematics:
 * heads or tails, an even-money bet paying 1:1, drawn from the fair stream like any house game.
 * Stakes from 1 to 100 units per spot and round.
 */
export function coinTable(gameId = 'test-coin', timing = { betting_ms: 10_000, result_ms: 3_000 }): TableGame {
  const sides = ['heads', 'tails'];
  const unit = (digits: number) => 10n ** BigInt(digits);
  return {
    gameId,
    timing,
    seedSpan: 'round',
    spot: (name) => (sides.includes(name) ? { spot: name, kind: 'side' } : null),
    limits: (digits) => ({ side: { min_minor: unit(digits), max_minor: 100n * unit(digits), step_minor: 1n } }),
    check: (stakes, digits) => {
      const totals = new Map<string, bigint>();
      for (const s of stakes) totals.set(s.spot, (totals.get(s.spot) ?? 0n) + s.amount_minor);
      return [...totals.values()].every((t) => t >= unit(digits) && t <= 100n * unit(digits)) ? null : 'bet.limit';
    },
    draw: (seeds, state) => {
      const side = sides[uniformBelow(new FairStream(seeds.serverSeed, seeds.clientSeed, seeds.nonce), 2)]!;
      // The state counts the rounds drawn, so the tests see it carried from draw to draw.
      return { outcome: { side }, state: { drawn: ((state as { drawn?: number } | null)?.drawn ?? 0) + 1 }, spanEnds: false };
    },
    payout: (spot, stake, outcome) => ((outcome as { side: string }).side === spot ? stake * 2n : 0n),
    board: () => null,
  };
}

import { FairStream, uniformBelow, type Uint32Source } from '../fair/stream';

/** European roulette: one zero, pockets 0 to 36. */
export const pocket_count = 37;

/** The red numbers of the European layout; the other numbers of 1–36 are black, 0 is green. */
export const redNumbers: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type PocketColour = 'green' | 'red' | 'black';

export function pocketColour(pocket: number): PocketColour {
  if (pocket === 0) return 'green';
  return redNumbers.has(pocket) ? 'red' : 'black';
}

/** The pockets clockwise round the European wheel from zero, for drawing it; the draw itself ignores this order. */
export const wheelOrder: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

/** The winning pocket: the first integer of the round's stream, uniform below 37. */
export function spinPocket(source: Uint32Source): number {
  return uniformBelow(source, pocket_count);
}

/** The pocket of a round from its seeds: what the verification page recomputes. */
export function pocketFromSeeds(serverSeed: string, clientSeed: string, nonce: number): number {
  return spinPocket(new FairStream(serverSeed, clientSeed, nonce));
}

import { uniformBelow, type Uint32Source } from './stream';

/** A writable array of anything: plain arrays and typed arrays both shuffle in place. */
export interface Shuffleable<T> {
  readonly length: number;
  [index: number]: T;
}

/**
 * Fisher–Yates (Durstenfeld) in place, run from the front: position i takes the item at a
 * uniform position j of [i, n). Every one of the n! orders is equally likely when the source
 * is uniform, and since position i is settled by the i-th draw, the first k positions of a
 * shuffle are the k items drawDistinct gives for the same stream: a lottery's k balls and a
 * bingo round's first k balls are prefixes of one well-known algorithm.
 */
export function shuffleInPlace<T>(source: Uint32Source, items: Shuffleable<T>): void {
  const n = items.length;
  for (let i = 0; i < n - 1; i++) {
    const j = i + uniformBelow(source, n - i);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
}

/** k distinct integers of [0, n) in the order drawn: the first k steps of shuffleInPlace over 0..n-1. */
export function drawDistinct(source: Uint32Source, n: number, k: number): number[] {
  if (!(k >= 0 && k <= n && k % 1 === 0)) throw new Error(`fair: cannot draw ${k} of ${n}`);
  // A plain loop, not Array.from: bingo simulations call this millions of times.
  const pool = new Array<number>(n);
  for (let i = 0; i < n; i++) pool[i] = i;
  for (let i = 0; i < k; i++) {
    const j = i + uniformBelow(source, n - i);
    const t = pool[i]!;
    pool[i] = pool[j]!;
    pool[j] = t;
  }
  pool.length = k;
  return pool;
}

import { drawDistinct, shuffleInPlace } from '@/platform/src/vendors/house/fair/shuffle';
import { chiSquareUniform } from '@/platform/src/vendors/house/fair/stats';
import { FairStream, FastSource, type Uint32Source } from '@/platform/src/vendors/house/fair/stream';

const seed = 'c'.repeat(64);

/** A source handing out the given values in order. */
const scripted = (values: number[]): Uint32Source => {
  let i = 0;
  return { nextUint32: () => values[i++] ?? 0 };
};

describe('shuffleInPlace', () => {
  it('swaps position i with i + (draw mod (n - i)), from the front', () => {
    // n = 4: draws 2, 0, 1 give j = 0+2, 1+0, 2+1: [a,b,c,d] → [c,b,a,d] → [c,b,a,d] → [c,b,d,a].
    const items = ['a', 'b', 'c', 'd'];
    shuffleInPlace(scripted([2, 0, 1]), items);
    expect(items).toEqual(['c', 'b', 'd', 'a']);
  });

  it('keeps every item exactly once and repeats itself for the same stream', () => {
    const a = Array.from({ length: 416 }, (_, i) => i);
    const b = [...a];
    shuffleInPlace(new FairStream(seed, 'shoe', 1), a);
    shuffleInPlace(new FairStream(seed, 'shoe', 1), b);
    expect(a).toEqual(b);
    expect([...a].sort((x, y) => x - y)).toEqual(Array.from({ length: 416 }, (_, i) => i));
    expect(a).not.toEqual(Array.from({ length: 416 }, (_, i) => i));
  });

  it('shuffles typed arrays in place too', () => {
    const cards = Uint8Array.from([0, 1, 2, 3, 4, 5]);
    shuffleInPlace(new FairStream(seed, 'typed', 0), cards);
    expect([...cards].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('makes all 24 orders of four items equally likely (chi-square, 240 000 shuffles)', () => {
    const src = new FastSource(17);
    const counts = new Array<number>(24).fill(0);
    const index = (p: number[]) => {
      // Lehmer code of the permutation: a number in 0..23.
      let code = 0;
      for (let i = 0; i < 4; i++) code = code * (4 - i) + p.slice(i + 1).filter((x) => x < p[i]!).length;
      return code;
    };
    for (let r = 0; r < 240_000; r++) {
      const p = [0, 1, 2, 3];
      shuffleInPlace(src, p);
      counts[index(p)]++;
    }
    const chi = chiSquareUniform(counts);
    expect(chi.degreesOfFreedom).toBe(23);
    expect(chi.pValue).toBeGreaterThan(0.001);
  });
});

describe('drawDistinct', () => {
  it('is the prefix of a shuffle of 0..n-1 on the same stream', () => {
    const order = Array.from({ length: 75 }, (_, i) => i);
    shuffleInPlace(new FairStream(seed, 'bingo', 3), order);
    expect(drawDistinct(new FairStream(seed, 'bingo', 3), 75, 30)).toEqual(order.slice(0, 30));
    expect(drawDistinct(new FairStream(seed, 'bingo', 3), 75, 75)).toEqual(order);
  });

  it('draws k different values below n', () => {
    const balls = drawDistinct(new FairStream(seed, 'lottery', 9), 11, 5);
    expect(new Set(balls).size).toBe(5);
    expect(balls.every((b) => b >= 0 && b < 11)).toBe(true);
    expect(drawDistinct(new FairStream(seed, 'lottery', 9), 11, 0)).toEqual([]);
  });

  it('refuses to draw more than there are', () => {
    expect(() => drawDistinct(new FairStream(seed, 'x', 0), 5, 6)).toThrow('cannot draw 6 of 5');
  });
});

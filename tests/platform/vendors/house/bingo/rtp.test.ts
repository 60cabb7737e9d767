import { bestPattern, bingoPaytable } from '@/platform/src/vendors/house/bingo/paytable';
import { free_bit, patternNames } from '@/platform/src/vendors/house/bingo/patterns';
import { bestIndexByParts, bestOfParts, exactBingo, simulateBingo } from '@/platform/src/vendors/house/bingo/rtp';
import { FastSource } from '@/platform/src/vendors/house/fair/stream';
import { fraction, fractionToDecimal, toNumber } from '@/platform/src/vendors/house/fair/fraction';

const binomial = (n: number, k: number): bigint => {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};

describe('bingo RTP', () => {
  const exact = exactBingo();

  it('is exactly 95.75 % for the published paytable (40 balls; 1, 2, 5, 25, 10 000)', () => {
    expect(exact.rtp).toEqual({ num: 131290524056383n, den: 137114717511690n });
    expect(fractionToDecimal(exact.rtp, 6)).toBe('0.957523');
    expect(fractionToDecimal(exact.hitFrequency, 4)).toBe('0.4653');
    expect(exact.sd).toBeCloseTo(2.1523, 3);
  });

  it('finds every daub\'s best pattern as bestPattern, which play uses, does', () => {
    const best = bestOfParts(bingoPaytable);
    const source = new FastSource(3);
    const differing: number[] = [];
    const seen = new Set<number>();
    for (let i = 0; i < 10_000; i++) {
      // Daubs of every density: each cell daubed with a chance that varies from draw to draw.
      const density = (i % 25) / 24;
      let daubed = free_bit;
      for (let cell = 0; cell < 25; cell++) if (source.nextUint32() / 2 ** 32 < density) daubed |= 1 << cell;
      const want = bestPattern(daubed);
      seen.add(want === null ? -1 : patternNames.indexOf(want));
      if (bestIndexByParts(daubed, best) !== (want === null ? -1 : patternNames.indexOf(want))) differing.push(daubed);
    }
    expect(differing).toEqual([]);
    expect(seen.size).toBe(6); // every pattern and none were among them
  });

  it('counts the chance of a pattern as the hypergeometric formula does', () => {
    // Four corners alone: its 4 numbers among the 40 called of 75: C(71, 36) / C(75, 40).
    const corners = exactBingo({ ...bingoPaytable, pays: { line: 0, twoLines: 0, fourCorners: 1, x: 0, fullHouse: 0 } });
    expect(corners.rtp).toEqual(fraction(binomial(71, 36), binomial(75, 40)));
  });

  it('comes out of a seeded simulation within four standard errors (400 rounds of 100 cards)', () => {
    // The bench (npm run bench:fair) runs 20 000 rounds; this keeps the suite quick.
    const sim = simulateBingo(400, 100, 20261125);
    const off = (sim.rtp.mean - toNumber(exact.rtp)) / sim.rtp.standardError;
    // The standard error comes from the spread of round means, so the shared draw is in it:
    // with independent cards it would be 2.152 / √40 000 = 0.011.
    expect(sim.rtp.standardError).toBeGreaterThan(0.008);
    expect(sim.rtp.standardError).toBeLessThan(0.05);
    expect(Math.abs(off)).toBeLessThan(4);
  });
});

import { createHash, createHmac } from 'node:crypto';
import {
  FairStream, FastSource, fairBlock, newServerSeed, serverSeedHash, uniformBelow, type Uint32Source,
} from '@/platform/src/vendors/house/fair/stream';

/** A source that hands out the given values in order, and counts what was drawn. */
function scripted(values: number[]): Uint32Source & { drawn: number } {
  let i = 0;
  return {
    drawn: 0,
    nextUint32() {
      if (i >= values.length) throw new Error('scripted source ran out');
      this.drawn++;
      return values[i++]!;
    },
  };
}

const seed = 'a'.repeat(64);

describe('uniformBelow', () => {
  it('redraws a value in the rejected zone at the top of the 32-bit range', () => {
    // 2^32 mod 40 = 16: the 16 values from 2^32 - 16 up would favour residues 0..15.
    const top = 2 ** 32 - 16;
    const src = scripted([top, 2 ** 32 - 1, 2 ** 32 - 17]);
    expect(uniformBelow(src, 40)).toBe((2 ** 32 - 17) % 40);
    expect(src.drawn).toBe(3);
  });

  it('accepts every value below the largest multiple of n', () => {
    for (const n of [1, 3, 7, 40, 44, 1000, 2 ** 31]) {
      const limit = 2 ** 32 - (2 ** 32 % n);
      expect(limit % n).toBe(0);
      expect(uniformBelow(scripted([limit - 1]), n)).toBe((limit - 1) % n);
      expect(uniformBelow(scripted([0]), n)).toBe(0);
      if (limit < 2 ** 32) expect(() => uniformBelow(scripted([limit]), n)).toThrow('ran out');
    }
  });

  it('gives every residue the same number of accepted values (no modulo bias)', () => {
    // Accepted values are 0 .. limit-1, and limit is a multiple of n: each residue has limit / n of them.
    for (const n of [3, 40, 41, 44]) {
      const limit = 2 ** 32 - (2 ** 32 % n);
      const perResidue = limit / n;
      expect(Number.isInteger(perResidue)).toBe(true);
      expect(perResidue * n).toBe(limit);
    }
  });

  it('gives up after 64 rejected draws in a row instead of looping', () => {
    const stuck = { nextUint32: () => 2 ** 32 - 1 };
    expect(() => uniformBelow(stuck, 3)).toThrow('64 draws');
  });

  it('refuses a range it cannot draw from', () => {
    for (const n of [0, -1, 1.5, 2 ** 31 + 1]) expect(() => uniformBelow(scripted([0]), n)).toThrow('cannot draw');
  });

  it('draws uniformly from the fair stream (chi-square, 40 stops, 200 000 draws)', () => {
    const n = 40;
    const draws = 200_000;
    const counts = new Array<number>(n).fill(0);
    const stream = new FairStream(seed, 'uniformity', 7);
    for (let i = 0; i < draws; i++) counts[uniformBelow(stream, n)]++;
    const expected = draws / n;
    const chi2 = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    // 39 degrees of freedom: 72.05 is the 0.1 % critical value. The inputs are fixed, so this is deterministic.
    expect(chi2).toBeLessThan(72.05);
  });

  it('draws uniformly from the fast source too', () => {
    const n = 44;
    const counts = new Array<number>(n).fill(0);
    const src = new FastSource(99);
    for (let i = 0; i < 440_000; i++) counts[uniformBelow(src, n)]++;
    const chi2 = counts.reduce((s, c) => s + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi2).toBeLessThan(73.4); // 43 degrees of freedom, 0.1 %
  });
});

describe('the provably fair stream', () => {
  it('is HMAC-SHA256(serverSeed, "clientSeed:nonce:block") read as big-endian 32-bit integers', () => {
    const stream = new FairStream(seed, 'lucky', 12);
    const block0 = createHmac('sha256', seed).update('lucky:12:0').digest();
    const block1 = createHmac('sha256', seed).update('lucky:12:1').digest();
    const got = Array.from({ length: 10 }, () => stream.nextUint32());
    const want = [...Array.from({ length: 8 }, (_, i) => block0.readUInt32BE(i * 4)), block1.readUInt32BE(0), block1.readUInt32BE(4)];
    expect(got).toEqual(want);
    expect(stream.blocksUsed).toBe(2);
    expect(fairBlock(seed, 'lucky', 12, 1)).toEqual(block1);
  });

  it('repeats itself for the same inputs and differs when any input changes', () => {
    const take = (s: FairStream) => Array.from({ length: 8 }, () => s.nextUint32());
    const a = take(new FairStream(seed, 'c', 1));
    expect(take(new FairStream(seed, 'c', 1))).toEqual(a);
    expect(take(new FairStream(seed, 'c', 2))).not.toEqual(a);
    expect(take(new FairStream(seed, 'd', 1))).not.toEqual(a);
    expect(take(new FairStream('b'.repeat(64), 'c', 1))).not.toEqual(a);
  });

  it('refuses a malformed server seed or nonce', () => {
    expect(() => new FairStream('abc', 'c', 0)).toThrow('64 hex');
    expect(() => new FairStream(seed, 'c', -1)).toThrow('nonce');
  });

  it('makes 32-byte server seeds and shows their sha256', () => {
    const s = newServerSeed();
    expect(s).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(s);
    expect(serverSeedHash(s)).toBe(createHash('sha256').update(s).digest('hex'));
  });
});

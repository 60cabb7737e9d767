import { createHmac } from 'node:crypto';
import { chiSquareUniform } from '@/platform/src/vendors/house/fair/stats';
import { allDraws, drawLottery, formats, lotteryDrawFromSeeds } from '@/platform/src/vendors/house/lottery/formats';
import { FastSource } from '@/platform/src/vendors/house/fair/stream';

const seed = '1'.repeat(64);

describe('lottery formats', () => {
  it('draws five digits 0–9 for 5d, repeats allowed, each from its own uniformBelow(10)', () => {
    const block = createHmac('sha256', seed).update('orders:42:0').digest();
    const words = Array.from({ length: 5 }, (_, i) => block.readUInt32BE(4 * i));
    // None of these five words falls in the rejected top zone (above 2^32 − 6), so each is one digit.
    expect(words.every((w) => w < 2 ** 32 - (2 ** 32 % 10))).toBe(true);
    expect(lotteryDrawFromSeeds('5d', seed, 'orders', 42)).toEqual(words.map((w) => w % 10));
  });

  it('draws five different balls of 1–11 for 11x5, in the order drawn', () => {
    for (let n = 0; n < 200; n++) {
      const draw = lotteryDrawFromSeeds('11x5', seed, 'orders', n);
      expect(draw).toHaveLength(5);
      expect(new Set(draw).size).toBe(5);
      expect(draw.every((b) => b >= 1 && b <= 11)).toBe(true);
    }
    expect(lotteryDrawFromSeeds('11x5', seed, 'orders', 7)).toEqual(lotteryDrawFromSeeds('11x5', seed, 'orders', 7));
  });

  it('lists every result once: 100 000 for 5d, 55 440 ordered for 11x5', () => {
    const five = allDraws('5d');
    expect(five).toHaveLength(100_000);
    expect(new Set(five.map((d) => d.join(''))).size).toBe(100_000);
    const eleven = allDraws('11x5');
    expect(eleven).toHaveLength(11 * 10 * 9 * 8 * 7);
    expect(eleven.every((d) => new Set(d).size === 5)).toBe(true);
  });

  it('gives every 11x5 ball the same chance in the first place (chi-square, 22 000 draws)', () => {
    const source = new FastSource(11);
    const counts = new Array<number>(11).fill(0);
    for (let i = 0; i < 22_000; i++) counts[drawLottery('11x5', source)[0]! - 1]++;
    expect(chiSquareUniform(counts).pValue).toBeGreaterThan(0.001);
  });

  it('writes 11x5 balls with two digits and 5d digits with one', () => {
    expect([1, 11].map(formats['11x5'].ballText)).toEqual(['01', '11']);
    expect(formats['5d'].ballText(7)).toBe('7');
  });
});

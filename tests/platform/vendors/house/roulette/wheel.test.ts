import { createHmac } from 'node:crypto';
import { FairStream } from '@/platform/src/vendors/house/fair/stream';
import { chiSquareUniform } from '@/platform/src/vendors/house/fair/stats';
import { pocketColour, pocketFromSeeds, spinPocket, wheelOrder } from '@/platform/src/vendors/house/roulette/wheel';

const seed = 'd'.repeat(64);

describe('the wheel', () => {
  it('holds each of the 37 pockets once, 18 red and 18 black', () => {
    expect([...wheelOrder].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    const colours = wheelOrder.map(pocketColour);
    expect(colours.filter((c) => c === 'red')).toHaveLength(18);
    expect(colours.filter((c) => c === 'black')).toHaveLength(18);
    // Colours alternate round the wheel after zero.
    for (let i = 1; i < 36; i++) expect(colours[i]).not.toBe(colours[i + 1]);
  });

  it('takes the pocket from the first stream integer below 2^32 - (2^32 mod 37)', () => {
    const u = createHmac('sha256', seed).update('table-1:4:0').digest().readUInt32BE(0);
    expect(u).toBeLessThan(2 ** 32 - (2 ** 32 % 37)); // this input needs no redraw
    expect(pocketFromSeeds(seed, 'table-1', 4)).toBe(u % 37);
  });

  it('lands on every pocket equally often (chi-square, 74 000 spins)', () => {
    const counts = new Array<number>(37).fill(0);
    for (let n = 0; n < 74_000; n++) counts[spinPocket(new FairStream(seed, 'uniform', n))]++;
    expect(chiSquareUniform(counts).pValue).toBeGreaterThan(0.001);
  });
});

import { evaluateWindow, fillWindow, SpinScratch } from '@/platform/src/vendors/house/slot/evaluate';
import { letterToSymbol } from '@/platform/src/vendors/house/slot/game';
import { fractionToDecimal, toNumber } from '@/platform/src/vendors/house/fair/fraction';
import { enumerateSpins, exactRtp, simulate, spinStats } from '@/platform/src/vendors/house/slot/rtp';

const toReels = (strips: string[]) => strips.map((s) => Uint8Array.from([...s].map((c) => letterToSymbol.get(c)!)));

describe('the exact RTP', () => {
  it('is the documented 96.0485 %: 544565382879 / 566969344000', () => {
    const e = exactRtp();
    expect(e.combinations).toBe(40n ** 5n);
    expect(e.rtp).toEqual({ num: 544565382879n, den: 566969344000n });
    expect(fractionToDecimal(e.rtp, 10)).toBe('0.9604847045');
    expect(Math.abs(toNumber(e.rtp) - 0.96)).toBeLessThan(0.005);
    // Lines, scatters and the feature add up to it.
    const parts = toNumber(e.lines) + toNumber(e.scatters) + toNumber(e.feature);
    expect(parts).toBeCloseTo(toNumber(e.rtp), 12);
    expect(fractionToDecimal(e.trigger, 8)).toBe('0.01348734'); // 1 in 74.14 spins
    expect(e.trigger).toEqual({ num: 86319n, den: 6400000n });
  });

  it('agrees with brute force over every stop of a small game', () => {
    const strips = toReels(['WASKQCTJGB', 'CAWKQTGBJA', 'AKSQWJCTBG', 'WAKQTBTGAC', 'ASKWQJCBTA']);
    const e = exactRtp(strips);
    const scratch = new SpinScratch();
    let total = 0n, n = 0n, triggers = 0n;
    const lens = strips.map((s) => s.length);
    const stops = new Int32Array(5);
    for (let i = 0; i < lens.reduce((a, b) => a * b, 1); i++) {
      let rest = i;
      for (let r = 0; r < 5; r++) {
        stops[r] = rest % lens[r]!;
        rest = Math.floor(rest / lens[r]!);
      }
      fillWindow(stops, scratch.window, strips);
      total += BigInt(evaluateWindow(scratch));
      if (scratch.scatters >= 3) triggers++;
      n++;
    }
    expect(toNumber(e.rtp)).toBeGreaterThan(0);
    expect(e.spinCoins.num * n).toBe(total * e.spinCoins.den);
    expect(e.trigger.num * n).toBe(triggers * e.trigger.den);
    const d = spinStats(enumerateSpins(strips));
    expect(d.spinCoins).toEqual(e.spinCoins);
  });
});

describe('the full enumeration', () => {
  it('gives the same mean as the exact RTP, a hit frequency of 48.78 % and a standard deviation of 4.157 bets', () => {
    const stats = spinStats(enumerateSpins());
    expect(stats.spinCoins).toEqual(exactRtp().spinCoins);
    expect(stats.hitFrequency).toEqual({ num: 12488179n, den: 25600000n });
    expect(stats.sd_bets).toBeCloseTo(4.1569, 4);
  });
});

describe('a simulation of a million rounds', () => {
  it('lands within 4 standard errors of the exact RTP', () => {
    const rounds = 1_000_000;
    const sim = simulate(rounds, 20260601);
    const rtp = toNumber(exactRtp().rtp);
    const se = 4.1569 / Math.sqrt(rounds); // 0.0042: the tolerance is ±1.66 points of RTP
    expect(Math.abs(sim.rtp - rtp)).toBeLessThan(4 * se);
    expect(Math.abs(sim.hitFrequency - 0.487819)).toBeLessThan(4 * Math.sqrt(0.25 / rounds));
    expect(sim.features / rounds).toBeCloseTo(0.01349, 3);
  });
});

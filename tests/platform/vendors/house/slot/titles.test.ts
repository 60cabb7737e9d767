import { fractionToDecimal, toNumber } from '@/platform/src/vendors/house/fair/fraction';
import { houseCatalog } from '@/platform/src/vendors/house/catalog';
import { luckyFiveMath, slotMathOf } from '@/platform/src/vendors/house/slot/evaluate';
import { fairRound } from '@/platform/src/vendors/house/slot/round';
import { enumerateSpins, exactRtp, simulate, spinStats } from '@/platform/src/vendors/house/slot/rtp';
import { slotTitles } from '@/platform/src/vendors/house/slot/titles';

/** Each title's exact RTP (rtp-report.ts prints them; README.md lists them). */
const published: Record<string, { num: bigint; den: bigint; decimal: string }> = {
  'house-lucky-5': { num: 544565382879n, den: 566969344000n, decimal: '0.9604847045' },
  'house-reef-pearls': { num: 3404413222049n, den: 3543558400000n, decimal: '0.9607329237' },
  'house-comet-forge': { num: 3176322264304979n, den: 3302633823391232n, decimal: '0.9617542949' },
  'house-orchard-bells': { num: 1284046133n, den: 1335014784n, decimal: '0.9618216579' },
};

describe('the slot titles', () => {
  it('are four, each in the lobby with its own strips and pays', () => {
    expect(slotTitles.map((t) => t.gameId)).toEqual(Object.keys(published));
    const slots = houseCatalog.filter((g) => g.gameType === 'RNG' && g.page === '/games/house/slot');
    expect(slots.map((g) => g.gameId)).toEqual(Object.keys(published));
    expect(new Set(slotTitles.map((t) => t.reelStrips.join())).size).toBe(slotTitles.length);
    expect(new Set(slotTitles.map((t) => JSON.stringify(t.linePays))).size).toBe(slotTitles.length);
    expect(new Set(slotTitles.map((t) => t.theme.motif)).size).toBe(slotTitles.length);
    expect(slotMathOf('house-lucky-5')).toBe(luckyFiveMath);
    expect(slotMathOf('no-such-title')).toBe(luckyFiveMath);
  });

  for (const t of slotTitles) {
    it(`${t.names.EN}: exact RTP ${published[t.gameId]!.decimal}, between 95 and 97 %`, () => {
      const m = slotMathOf(t.gameId);
      const e = exactRtp(m.reels, m);
      const p = published[t.gameId]!;
      expect(e.rtp).toEqual({ num: p.num, den: p.den });
      expect(fractionToDecimal(e.rtp, 10)).toBe(p.decimal);
      expect(toNumber(e.rtp)).toBeGreaterThan(0.95);
      expect(toNumber(e.rtp)).toBeLessThan(0.97);
      expect(toNumber(e.lines) + toNumber(e.scatters) + toNumber(e.feature)).toBeCloseTo(toNumber(e.rtp), 12);
    });
  }

  // Lucky 5's enumeration and million-round simulation are in rtp.test.ts.
  for (const t of slotTitles.slice(1)) {
    it(`${t.names.EN}: the walk over every stop combination has the exact mean, and 300 000 simulated rounds land within 4 standard errors`, () => {
      const m = slotMathOf(t.gameId);
      const e = exactRtp(m.reels, m);
      const stats = spinStats(enumerateSpins(m.reels, m));
      expect(stats.spinCoins).toEqual(e.spinCoins);
      const rounds = 300_000;
      const sim = simulate(rounds, 20260601, m);
      expect(Math.abs(sim.rtp - toNumber(e.rtp))).toBeLessThan((4 * stats.sd_bets) / Math.sqrt(rounds));
    });
  }

  it('plays a round by the title\'s strips: the same seeds give different rounds on different titles', () => {
    const seeds = ['a'.repeat(64), 'client', 7] as const;
    const rounds = slotTitles.map((t) => fairRound(...seeds, slotMathOf(t.gameId)));
    const windows = rounds.map((r) => JSON.stringify(r.base.window));
    expect(new Set(windows).size).toBe(slotTitles.length);
    // The stops are the same draws (same stream), read on each title's strips.
    slotTitles.forEach((t, i) => {
      const stops = rounds[i]!.base.stops;
      expect(rounds[i]!.base.window.map((col) => col[0])).toEqual(stops.map((s, r) => {
        const letter = t.reelStrips[r]![s]!;
        return { W: 'WILD', S: 'SCATTER', C: 'CROWN', G: 'GEM', B: 'BELL', A: 'ACE', K: 'KING', Q: 'QUEEN', J: 'JACK', T: 'TEN' }[letter];
      }));
    });
  });
});

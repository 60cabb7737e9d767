import { fraction, fractionToDecimal, toNumber } from '@/platform/src/vendors/house/fair/fraction';
import { exactRtp, exactRtps, simulateRtps } from '@/platform/src/vendors/house/lottery/rtp';
import { playTypeById, playTypes } from '@/platform/src/vendors/house/lottery/play-types';

const all = exactRtps(1950);

describe('lottery RTP by enumeration of every draw', () => {
  const rtpOf = (play: string, selection?: string) => all.find((r) => r.play === play && (selection === undefined || r.selection === selection))!.rtp;

  it('returns exactly series / 2000 = 97.5 % on every Tradition play, each at the chance it declares', () => {
    for (const play of playTypes.filter((p) => p.category === 'tradition')) {
      const [line] = all.filter((r) => r.play === play.id);
      expect([play.id, line!.rtp, line!.chance]).toEqual([play.id, fraction(39, 40), play.chance]);
    }
  });

  it('follows the series: 90 % at 1800', () => {
    expect(exactRtp(playTypeById.get('11x5.front3.group')!, 1800)[0]!.rtp).toEqual(fraction(9, 10));
  });

  it('gives each Entertainment option its exact return', () => {
    expect(['big', 'small', 'odd', 'even'].map((o) => rtpOf('5d.sum', o))).toEqual(new Array(4).fill(fraction(99, 100)));
    expect(rtpOf('5d.dragonTiger', 'dragon')).toEqual(fraction(99, 100)); // 45 % × 2.2
    expect(rtpOf('5d.dragonTiger', 'tie')).toEqual(fraction(19, 20)); // 10 % × 9.5
    expect(rtpOf('11x5.sum', 'big')).toEqual(fraction(4577, 4620)); // 46.54 % × 1.98 + 6.93 % pushed
    expect(rtpOf('11x5.sum', 'odd')).toEqual(fraction(1888, 1925)); // 51.08 % × 1.92
    expect(rtpOf('11x5.sum', 'even')).toEqual(fraction(226, 231)); // 48.92 % × 2
    expect(rtpOf('11x5.dragonTiger', 'tiger')).toEqual(fraction(99, 100));
    for (const r of all) expect([r.play, r.selection, toNumber(r.rtp) < 1]).toEqual([r.play, r.selection, true]);
    expect(fractionToDecimal(rtpOf('11x5.sum', 'big'), 4)).toBe('0.9906');
  });
});

describe('lottery RTP by seeded simulation on the fair stream', () => {
  it('lands within four standard errors of the exact RTP for every sample bet with enough wins to measure', () => {
    for (const format of ['5d', '11x5'] as const) {
      // The bench (npm run bench:fair) runs 10^6 draws; this keeps the suite quick.
      const draws = 10_000;
      for (const sim of simulateRtps(format, draws, 'b'.repeat(64), 'simulation', 1950)) {
        const play = playTypeById.get(sim.play)!;
        // A bet that wins less than 30 times in the sample has no useful standard error (the five-star straight: 0.2 times).
        if (play.category === 'tradition' && draws * toNumber(play.chance) < 30) continue;
        const want = toNumber(all.find((r) => r.play === sim.play && (play.category === 'tradition' || r.selection === sim.selection))!.rtp);
        expect([sim.play, sim.selection, Math.abs(sim.rtp.mean - want) / sim.rtp.standardError < 4]).toEqual([sim.play, sim.selection, true]);
      }
    }
  });
});

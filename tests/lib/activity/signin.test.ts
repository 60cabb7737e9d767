import { currentStreak, cycleDay, nextStreak, requirementMet, signinStrip } from '@/lib/activity/signin';

describe('daily sign-in rules', () => {
  it('counts a streak of consecutive days and resets it after a missed day', () => {
    expect(nextStreak(null, '2026-11-25')).toBe(1);
    expect(nextStreak({ day: '2026-11-24', streak: 3 }, '2026-11-25')).toBe(4);
    expect(nextStreak({ day: '2026-11-23', streak: 3 }, '2026-11-25')).toBe(1);
    expect(currentStreak({ day: '2026-11-23', streak: 3 }, '2026-11-25')).toBe(0);
    expect(currentStreak({ day: '2026-11-24', streak: 3 }, '2026-11-25')).toBe(3);
  });

  it('pays day 7 on the seventh day running and starts the strip again on the eighth', () => {
    expect([1, 6, 7, 8, 14, 15].map(cycleDay)).toEqual([1, 6, 7, 1, 7, 1]);
  });

  it('draws the strip: claimed days, the one today pays, the days ahead', () => {
    expect(signinStrip({ day: '2026-11-24', streak: 2 }, '2026-11-25')).toEqual({
      signedToday: false, days: ['claimed', 'claimed', 'today', 'upcoming', 'upcoming', 'upcoming', 'upcoming'],
    });
    expect(signinStrip({ day: '2026-11-25', streak: 3 }, '2026-11-25')).toEqual({
      signedToday: true, days: ['claimed', 'claimed', 'claimed', 'upcoming', 'upcoming', 'upcoming', 'upcoming'],
    });
    // A missed day: the strip starts again at day 1.
    expect(signinStrip({ day: '2026-11-20', streak: 5 }, '2026-11-25').days[0]).toBe('today');
  });

  it('asks for the day requirement only when there is one', () => {
    expect(requirementMet('none', 0n, 0n)).toBe(true);
    expect(requirementMet('deposit', 10_000n, 9_999n)).toBe(false);
    expect(requirementMet('turnover', 10_000n, 10_000n)).toBe(true);
  });
});

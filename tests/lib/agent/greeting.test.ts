import { greetingOf, localHour } from '@/lib/agent/greeting';

describe('the agent home\'s greeting (lib/agent/greeting.ts, SPEC §9)', () => {
  it('greets by the local hour: 0-10 morning, 11-14 early afternoon, 15-18 late afternoon, 19-24 evening', () => {
    expect([0, 10, 11, 14, 15, 18, 19, 23, 24].map(greetingOf)).toEqual([
      'morning', 'morning', 'earlyAfternoon', 'earlyAfternoon', 'lateAfternoon', 'lateAfternoon', 'evening', 'evening', 'evening',
    ]);
    expect(() => greetingOf(25)).toThrow();
  });

  it('reads the hour on the zone\'s wall clock', () => {
    const at = new Date('2026-11-20T02:30:00Z');
    expect(localHour(at, 'Asia/Shanghai')).toBe(10);
    expect(localHour(at, 'UTC')).toBe(2);
    expect(greetingOf(localHour(new Date('2026-11-20T03:00:00Z'), 'Asia/Shanghai'))).toBe('earlyAfternoon');
  });
});

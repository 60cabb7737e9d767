import { dayOf, dayRange, endedDays, isDay, isMonth, monthOf, monthRange } from '@/platform/src/modules/jobs';

describe('merchant calendar periods (modules/jobs/periods.ts)', () => {
  it('names the day of an instant in the merchant\'s time zone', () => {
    const at = new Date('2026-11-24T17:30:00Z');
    expect(dayOf(at, 'UTC')).toBe('2026-11-24');
    expect(dayOf(at, 'Asia/Shanghai')).toBe('2026-11-25');
    expect(dayOf(at, 'America/New_York')).toBe('2026-11-24');
  });

  it('bounds a day by its local midnights, 23 or 25 hours across a change of daylight saving time', () => {
    expect(dayRange('2026-11-24', 'Asia/Shanghai')).toEqual({ from: new Date('2026-11-23T16:00:00Z'), to: new Date('2026-11-24T16:00:00Z') });
    expect(dayRange('2026-11-24', 'UTC')).toEqual({ from: new Date('2026-11-24T00:00:00Z'), to: new Date('2026-11-25T00:00:00Z') });
    const spring = dayRange('2026-03-08', 'America/New_York');
    expect(spring.from).toEqual(new Date('2026-03-08T05:00:00Z'));
    expect(spring.to.getTime() - spring.from.getTime()).toBe(23 * 3_600_000);
    const autumn = dayRange('2026-11-01', 'America/New_York');
    expect(autumn.to.getTime() - autumn.from.getTime()).toBe(25 * 3_600_000);
  });

  it('lists the days that have ended, oldest first, across a month\'s end', () => {
    expect(endedDays(new Date('2026-12-01T01:00:00Z'), 'UTC', 3)).toEqual(['2026-11-28', '2026-11-29', '2026-11-30']);
    expect(endedDays(new Date('2026-11-30T17:00:00Z'), 'Asia/Shanghai', 1)).toEqual(['2026-11-30']);
  });

  it('knows a day and a month when it sees one', () => {
    expect(['2026-11-24', '2024-02-29'].every(isDay)).toBe(true);
    expect(['2026-02-29', '2026-13-01', '2026-11-24x', '24-11-2026'].some(isDay)).toBe(false);
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-00')).toBe(false);
    expect(monthOf(new Date('2026-11-30T17:00:00Z'), 'Asia/Shanghai')).toBe('2026-12');
    expect(monthRange('2026-12', 'UTC')).toEqual({ from: new Date('2026-12-01T00:00:00Z'), to: new Date('2027-01-01T00:00:00Z') });
  });
});

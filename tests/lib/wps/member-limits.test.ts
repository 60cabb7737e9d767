import { breakEnd, merchantTimeZone, periodEnd, periodStart } from '@/lib/wps/member-limits';

describe('the periods of a deposit limit', () => {
  const at = new Date('2026-11-25T12:34:56Z'); // a Wednesday

  it('starts the day at midnight, the week on Monday and the month on the 1st (UTC)', () => {
    expect(periodStart(at, 'day', 'UTC').toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(periodStart(at, 'week', 'UTC').toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(periodStart(at, 'month', 'UTC').toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(periodEnd(at, 'day', 'UTC').toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(periodEnd(at, 'week', 'UTC').toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(periodEnd(at, 'month', 'UTC').toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('keeps a Sunday in the week that began the Monday before', () => {
    expect(periodStart(new Date('2026-11-29T23:59:59Z'), 'week', 'UTC').toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(periodStart(new Date('2026-11-30T00:00:00Z'), 'week', 'UTC').toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });

  it('follows a time zone, its daylight saving included', () => {
    // 02:00 UTC on the 25th is still the 24th in New York (UTC−5).
    expect(periodStart(new Date('2026-11-25T02:00:00Z'), 'day', 'America/New_York').toISOString()).toBe('2026-11-24T05:00:00.000Z');
    expect(periodStart(at, 'day', 'Asia/Shanghai').toISOString()).toBe('2026-11-24T16:00:00.000Z');
    // The day the clocks go back (1 November 2026 in New York) lasts 25 hours.
    const start = periodStart(new Date('2026-11-01T12:00:00Z'), 'day', 'America/New_York');
    const end = periodEnd(new Date('2026-11-01T12:00:00Z'), 'day', 'America/New_York');
    expect(start.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(end.getTime() - start.getTime()).toBe(25 * 3600_000);
  });

  it('is the merchant\'s time zone, UTC when none is set', () => {
    expect(merchantTimeZone({ timeZone: '' })).toBe('UTC');
    expect(merchantTimeZone({ timeZone: 'Asia/Bangkok' })).toBe('Asia/Bangkok');
  });
});

describe('the end of a break', () => {
  it('lasts whole days for a time-out and calendar months for a self-exclusion', () => {
    const from = new Date('2026-08-31T10:00:00Z');
    expect(breakEnd(from, { kind: 'timeout', days: 42 }).toISOString()).toBe('2026-10-12T10:00:00.000Z');
    // 31 August + 6 months is the last day of February, not early March.
    expect(breakEnd(from, { kind: 'selfExclusion', months: 6 }).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(breakEnd(from, { kind: 'selfExclusion', months: 12 }).toISOString()).toBe('2027-08-31T10:00:00.000Z');
    expect(breakEnd(new Date('2027-02-28T00:00:00Z'), { kind: 'selfExclusion', months: 60 }).toISOString()).toBe('2032-02-28T00:00:00.000Z');
  });
});

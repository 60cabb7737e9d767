import { addDays, dayStart, dayWindow, daysBetween, isTimeZone, merchantDay } from '@/lib/time/merchant-day';

describe('the merchant day', () => {
  it('is the calendar day in the merchant time zone, not in UTC', () => {
    const at = new Date('2026-11-24T17:30:00Z'); // 01:30 on the 25th in Shanghai
    expect(merchantDay(at, 'UTC')).toBe('2026-11-24');
    expect(merchantDay(at, 'Asia/Shanghai')).toBe('2026-11-25');
    expect(merchantDay(at, 'America/Sao_Paulo')).toBe('2026-11-24');
  });

  it('starts at local midnight', () => {
    expect(dayStart('2026-11-25', 'Asia/Shanghai').toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(dayStart('2026-11-25', 'UTC').toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(dayWindow('2026-11-25', 'Asia/Kolkata')).toEqual({
      from: new Date('2026-11-24T18:30:00Z'), to: new Date('2026-11-25T18:30:00Z'),
    });
  });

  it('is 23 or 25 hours long across a daylight-saving change', () => {
    const spring = dayWindow('2026-03-29', 'Europe/Berlin');
    expect(spring.to.getTime() - spring.from.getTime()).toBe(23 * 3600_000);
    const autumn = dayWindow('2026-10-25', 'Europe/Berlin');
    expect(autumn.to.getTime() - autumn.from.getTime()).toBe(25 * 3600_000);
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-24', '2026-11-25')).toBe(1);
  });

  it('knows IANA zone names and refuses others', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

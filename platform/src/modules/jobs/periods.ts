import { addDays, dayStart, dayWindow, merchantDay } from '@/lib/time/merchant-day';

/**
 * Periods of a merchant's calendar for the jobs that settle by day or month: a day is
 * 'YYYY-MM-DD', a month 'YYYY-MM', both in the merchant's time zone (`merchant.timeZone`). The
 * day arithmetic is lib/time's (the sign-in counts the same days); this adds what a job needs:
 * the days that have ended, months, and checks of an operator's period. Pure functions of an
 * instant, so a test's clock decides what is due.
 */

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const monthPattern = /^(\d{4})-(\d{2})$/;

/** The zone's calendar day of an instant. */
export const dayOf = (at: Date, timeZone: string): string => merchantDay(at, timeZone);

export function isDay(period: string): boolean {
  const m = dayPattern.exec(period);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return d.getUTCFullYear() === +m[1]! && d.getUTCMonth() === +m[2]! - 1 && d.getUTCDate() === +m[3]!;
}

/** When a day starts and the next one starts, in the zone: [from, to). */
export function dayRange(day: string, timeZone: string): { from: Date; to: Date } {
  if (!isDay(day)) throw new Error(`not a day: ${day}`);
  return dayWindow(day, timeZone);
}

/** The `count` days that have ended before the day of `now`, oldest first (yesterday last). */
export function endedDays(now: Date, timeZone: string, count: number): string[] {
  const today = merchantDay(now, timeZone);
  return Array.from({ length: count }, (_, i) => addDays(today, i - count));
}

export function monthOf(at: Date, timeZone: string): string {
  return merchantDay(at, timeZone).slice(0, 7);
}

export function isMonth(period: string): boolean {
  const m = monthPattern.exec(period);
  return Boolean(m && +m[2]! >= 1 && +m[2]! <= 12);
}

/** When a month starts and the next one starts, in the zone: [from, to). */
export function monthRange(month: string, timeZone: string): { from: Date; to: Date } {
  const m = monthPattern.exec(month);
  if (!m || !isMonth(month)) throw new Error(`not a month: ${month}`);
  const next = +m[2]! === 12 ? `${+m[1]! + 1}-01` : `${m[1]}-${String(+m[2]! + 1).padStart(2, '0')}`;
  return { from: dayStart(`${month}-01`, timeZone), to: dayStart(`${next}-01`, timeZone) };
}

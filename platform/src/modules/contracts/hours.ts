import { dayRange, isDay } from '../jobs';

/**
 * Merchant hours for the hourly salary: a period 'YYYY-MM-DDTHH' is the hour starting at that
 * local time in the merchant's zone: [day start + HH hours, + 1 hour). On the day a zone moves
 * its clocks the local labels and the instants part ways; the label is then the one of the
 * hour's first instant, and a label that names no instant (a skipped hour) is refused.
 */

const hourPattern = /^(\d{4}-\d{2}-\d{2})T(\d{2})$/;
const hour_ms = 3_600_000;

function localLabel(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23',
  }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}`;
}

export function hourRange(period: string, timeZone: string): { from: Date; to: Date } | null {
  const m = hourPattern.exec(period);
  if (!m || !isDay(m[1]!) || +m[2]! > 23) return null;
  const from = new Date(dayRange(m[1]!, timeZone).from.getTime() + +m[2]! * hour_ms);
  if (localLabel(from, timeZone) !== period) return null;
  return { from, to: new Date(from.getTime() + hour_ms) };
}

export const isHour = (period: string, timeZone: string): boolean => hourRange(period, timeZone) !== null;

/** The `count` whole hours that ended before `now`, oldest first. */
export function endedHours(now: Date, timeZone: string, count: number): string[] {
  const out: string[] = [];
  for (let k = 1; out.length < count && k <= count + 3; k += 1) {
    const label = localLabel(new Date(now.getTime() - k * hour_ms), timeZone);
    const range = hourRange(label, timeZone);
    if (range && range.to.getTime() <= now.getTime() && !out.includes(label)) out.push(label);
  }
  return out.reverse();
}

/** The hour an instant falls in. */
export const hourOf = (at: Date, timeZone: string): string => localLabel(at, timeZone);

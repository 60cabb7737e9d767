/**
 * Periods of a merchant's calendar for the jobs that settle by day or month: a day is
 * 'YYYY-MM-DD', a month 'YYYY-MM', both in the merchant's time zone (an IANA name; 'UTC' when the
 * merchant has none). Pure functions of an instant, so a test's clock decides what is due.
 */

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const monthPattern = /^(\d{4})-(\d{2})$/;
const day_ms = 86_400_000;

/** The zone's offset from UTC at `at`, in ms (UTC+8: 28 800 000). */
function offset_ms(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(at);
  const n = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The UTC instant at which the local wall time `wall_ms` (as if it were UTC) happens in the zone. */
function localToInstant(wall_ms: number, timeZone: string): Date {
  // Two rounds settle the offset across a change of daylight saving time.
  let guess = wall_ms - offset_ms(new Date(wall_ms), timeZone);
  guess = wall_ms - offset_ms(new Date(guess), timeZone);
  return new Date(guess);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The zone's calendar day of an instant. */
export function dayOf(at: Date, timeZone: string): string {
  const local = new Date(at.getTime() + offset_ms(at, timeZone));
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
}

export function isDay(period: string): boolean {
  const m = dayPattern.exec(period);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return d.getUTCFullYear() === +m[1]! && d.getUTCMonth() === +m[2]! - 1 && d.getUTCDate() === +m[3]!;
}

/** When a day starts and the next one starts, in the zone: [from, to). */
export function dayRange(day: string, timeZone: string): { from: Date; to: Date } {
  const m = dayPattern.exec(day);
  if (!m || !isDay(day)) throw new Error(`not a day: ${day}`);
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!);
  return { from: localToInstant(wall, timeZone), to: localToInstant(wall + day_ms, timeZone) };
}

/** The `count` days that have ended before the day of `now`, oldest first (yesterday last). */
export function endedDays(now: Date, timeZone: string, count: number): string[] {
  const today = dayOf(now, timeZone);
  const m = dayPattern.exec(today)!;
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!);
  const out: string[] = [];
  for (let i = count; i >= 1; i--) {
    const d = new Date(wall - i * day_ms);
    out.push(`${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`);
  }
  return out;
}

export function monthOf(at: Date, timeZone: string): string {
  return dayOf(at, timeZone).slice(0, 7);
}

export function isMonth(period: string): boolean {
  const m = monthPattern.exec(period);
  return Boolean(m && +m[2]! >= 1 && +m[2]! <= 12);
}

/** When a month starts and the next one starts, in the zone: [from, to). */
export function monthRange(month: string, timeZone: string): { from: Date; to: Date } {
  const m = monthPattern.exec(month);
  if (!m || !isMonth(month)) throw new Error(`not a month: ${month}`);
  return { from: localToInstant(Date.UTC(+m[1]!, +m[2]! - 1, 1), timeZone), to: localToInstant(Date.UTC(+m[1]!, +m[2]!, 1), timeZone) };
}

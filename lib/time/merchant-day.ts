/**
 * A merchant's day: the calendar day in the merchant's time zone (an IANA name such as
 * 'Asia/Shanghai', the merchant's `timeZone` setting, 'UTC' by default). Daily rewards (sign-in,
 * rebates) count in these days, so a member in Shanghai signs in again at local midnight, not at
 * 08:00. Days are 'YYYY-MM-DD' strings: they compare, sort and key rows as text.
 */

/** An IANA time zone this runtime knows (Intl), e.g. 'UTC', 'Asia/Shanghai', 'America/Sao_Paulo'. */
export function isTimeZone(tz: string): boolean {
  if (tz.length < 1 || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    // A handful of zones per process: the map cannot grow past what operators configured.
    if (formatters.size < 512) formatters.set(tz, f);
  }
  return f;
}

function parts(at: Date, tz: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const out = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const p of formatter(tz).formatToParts(at)) if (p.type in out) out[p.type as keyof typeof out] = Number(p.value);
  return out;
}

/** The day of `at` in the time zone, 'YYYY-MM-DD'. */
export function merchantDay(at: Date, tz: string): string {
  const p = parts(at, tz);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** How far the zone's wall clock is ahead of UTC at `at`, in ms (Shanghai: +8 h). */
function offset_ms(at: Date, tz: string): number {
  const p = parts(at, tz);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

function dayUtc(day: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) throw new Error(`lib/time: not a day: ${JSON.stringify(day)}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** The day n days after (n < 0: before) `day`. */
export function addDays(day: string, n: number): string {
  return new Date(dayUtc(day) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Days from `a` to `b` (b − a): 1 when b is the day after a. */
export function daysBetween(a: string, b: string): number {
  return Math.round((dayUtc(b) - dayUtc(a)) / 86_400_000);
}

/**
 * The instant the day starts in the zone (its local midnight). Where a zone skips midnight
 * (a DST change at 00:00), the first instant that belongs to the day.
 */
export function dayStart(day: string, tz: string): Date {
  const midnight = dayUtc(day);
  let guess = midnight - offset_ms(new Date(midnight), tz);
  // The offset at the guess may differ from the one at UTC midnight (a DST change between): once more.
  guess = midnight - offset_ms(new Date(guess), tz);
  while (merchantDay(new Date(guess), tz) < day) guess += 15 * 60_000;
  while (merchantDay(new Date(guess - 1), tz) === day) guess -= 15 * 60_000;
  return new Date(guess);
}

/** The day's span [from, to) as instants: what a query over the merchant's day reads. */
export function dayWindow(day: string, tz: string): { from: Date; to: Date } {
  return { from: dayStart(day, tz), to: dayStart(addDays(day, 1), tz) };
}

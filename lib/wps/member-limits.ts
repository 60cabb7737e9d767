/**
 * The member's own limits and breaks (issue 19), as rules both the platform and the screens read:
 * pure, no zod, no I/O (a client component may import this file).
 *
 * - Deposit limits per period (day, week from Monday, calendar month), in the merchant's time
 *   zone. A lower limit (or a first one) applies at once; a higher one, or removing one, only
 *   after `depositLimitIncreaseDelay_ms` (the change waits, shown as pending).
 * - A time-out of 1 day to 6 weeks, or a self-exclusion of 6 months, 1 year or 5 years: both end
 *   the member's sessions and game sessions at once, refuse login until they end, and stop
 *   bonuses and deposits. Only the member sets them; nobody shortens them.
 * - A reality check every 15, 30 or 60 minutes of a session on the game pages (0: off).
 */

export const depositLimitPeriods = ['day', 'week', 'month'] as const;
export type DepositLimitPeriod = (typeof depositLimitPeriods)[number];

/** A raised or removed deposit limit waits this long before it applies. */
export const depositLimitIncreaseDelay_ms = 24 * 60 * 60 * 1000;

export const breakKinds = ['timeout', 'selfExclusion'] as const;
export type BreakKind = (typeof breakKinds)[number];

/** A time-out lasts whole days, 1 to 42 (6 weeks). The screen offers these. */
export const timeoutDays = { min: 1, max: 42, offered: [1, 3, 7, 14, 28, 42] } as const;
/** A self-exclusion lasts 6, 12 or 60 calendar months. */
export const selfExclusionMonths = [6, 12, 60] as const;
export type SelfExclusionMonths = (typeof selfExclusionMonths)[number];

/** The reality check's intervals in minutes; 0 is off. */
export const realityCheckMinutes = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof realityCheckMinutes)[number];

const day_ms = 24 * 60 * 60 * 1000;

/** When a break taken at `from` ends: days later for a time-out, calendar months later (UTC) for a self-exclusion. */
export function breakEnd(from: Date, b: { kind: 'timeout'; days: number } | { kind: 'selfExclusion'; months: number }): Date {
  if (b.kind === 'timeout') return new Date(from.getTime() + b.days * day_ms);
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + b.months);
  // 31 August + 6 months is the last day of February, not 3 March.
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** Wall-clock fields of an instant in a time zone. */
function wall(at: Date, timeZone: string): { y: number; m: number; d: number; weekday: number; offset_ms: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', weekday: 'short',
  }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  const n = (t: string) => Number(get(t));
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday'));
  return { y: n('year'), m: n('month'), d: n('day'), weekday, offset_ms: asUtc - Math.floor(at.getTime() / 1000) * 1000 };
}

/** The instant a wall-clock midnight of the zone falls on (the offset taken at that midnight, so a DST day is right). */
function zonedMidnight(y: number, m: number, d: number, timeZone: string): Date {
  const guess = Date.UTC(y, m - 1, d);
  const first = guess - wall(new Date(guess), timeZone).offset_ms;
  return new Date(guess - wall(new Date(first), timeZone).offset_ms);
}

/**
 * The start of the period that holds `at`, in the time zone: the day's midnight, the week's
 * Monday midnight (ISO weeks), the month's first midnight. The next start is where it ends.
 */
export function periodStart(at: Date, period: DepositLimitPeriod, timeZone: string): Date {
  const w = wall(at, timeZone);
  if (period === 'day') return zonedMidnight(w.y, w.m, w.d, timeZone);
  if (period === 'month') return zonedMidnight(w.y, w.m, 1, timeZone);
  const monday = new Date(Date.UTC(w.y, w.m - 1, w.d - w.weekday));
  return zonedMidnight(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate(), timeZone);
}

/** The end of the period that holds `at` (the next period's start). */
export function periodEnd(at: Date, period: DepositLimitPeriod, timeZone: string): Date {
  const start = periodStart(at, period, timeZone);
  const w = wall(new Date(start.getTime() + 12 * 60 * 60 * 1000), timeZone);
  if (period === 'day') {
    const next = new Date(Date.UTC(w.y, w.m - 1, w.d + 1));
    return zonedMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone);
  }
  if (period === 'week') {
    const next = new Date(Date.UTC(w.y, w.m - 1, w.d + 7));
    return zonedMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone);
  }
  const next = new Date(Date.UTC(w.y, w.m, 1));
  return zonedMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, 1, timeZone);
}

/** The time zone of a merchant's days, weeks and months: its `timeZone` setting (an IANA name, 'UTC' by default). */
export function merchantTimeZone(merchant: { timeZone: string }): string {
  return merchant.timeZone || 'UTC';
}

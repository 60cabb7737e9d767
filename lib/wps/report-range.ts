import { WpsError } from './errors';
import { reportDateBounds, reportRangeDaysMax } from './schemas/payments';

/**
 * The days a record report covers (deposit and withdrawal records of modules/payments, bet and
 * transaction records of modules/wallet): one rule of the contract, beside its bounds in
 * schemas/payments.ts, so two modules use it without importing each other.
 */

const day_ms = 86_400_000;

function parseDay(s: string): number {
  const t = Date.parse(`${s}T00:00:00Z`);
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== s) throw new WpsError('request.invalid', { fields: ['date'] });
  return t;
}

const dayText = (t: number) => new Date(t).toISOString().slice(0, 10);
const startOfUtcDay = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

/**
 * endDate defaults to today, startDate to 30 days before it; both are clipped to the date
 * picker's bounds (SPEC §5); start after end, or more than 31 days, is date.range.invalid.
 * `from` and `to` are the half-open instant range [start day 00:00, day after end 00:00) UTC.
 */
export function reportRange(now: Date, startDate?: string, endDate?: string): { start: string; end: string; from: Date; to: Date } {
  const lo = parseDay(reportDateBounds.min);
  const hi = parseDay(reportDateBounds.max);
  const clip = (t: number) => Math.min(hi, Math.max(lo, t));
  const end = clip(endDate ? parseDay(endDate) : startOfUtcDay(now));
  const start = clip(startDate ? parseDay(startDate) : end - (reportRangeDaysMax - 1) * day_ms);
  if (start > end || (end - start) / day_ms + 1 > reportRangeDaysMax) throw new WpsError('date.range.invalid', { maxDays: reportRangeDaysMax });
  return { start: dayText(start), end: dayText(end), from: new Date(start), to: new Date(end + day_ms) };
}

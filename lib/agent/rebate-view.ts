import { decimalStringToMinor, minorToDecimalString } from '@/lib/format/money';
import { reportDateBounds } from '@/lib/wps/words';

/**
 * Pure rules of the agent's rebate screens (/m/member/agent/agentRebeat, /m/member/teamRebate):
 * the date range read from the address, rates as percentages, the days' rows grouped, and how
 * many team pages the load-more link asks for. Amounts stay decimal strings, summed exactly.
 */

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A day from the address, or undefined when missing, malformed or outside the date picker's bounds (SPEC §5). */
export function dayParam(v: string | string[] | undefined): string | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  if (!s || !dayPattern.test(s) || Number.isNaN(Date.parse(`${s}T00:00:00Z`))) return undefined;
  if (new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) !== s) return undefined;
  return s >= reportDateBounds.min && s <= reportDateBounds.max ? s : undefined;
}

/** Basis points as a percentage with two decimals: 150 → "1.50%". */
export function percentOfBp(bp: number): string {
  return `${(bp / 100).toFixed(2)}%`;
}

export interface DayItem<P extends string> {
  day: string;
  productType: P;
  bets: number;
  amount: string;
}

/** The days' rows, newest first, each with its products and their exact sum. */
export function groupByDay<P extends string>(items: readonly DayItem<P>[], minorDigits: number): { day: string; items: DayItem<P>[]; total: string }[] {
  const out = new Map<string, DayItem<P>[]>();
  for (const i of items) out.set(i.day, [...(out.get(i.day) ?? []), i]);
  return [...out.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([day, rows]) => ({
      day, items: rows,
      total: minorToDecimalString(rows.reduce((s, r) => s + decimalStringToMinor(r.amount, minorDigits), 0n), minorDigits),
    }));
}

/** The team rebate's page size, and the most pages one load asks for (a phone screen's list, not a report export). */
export const teamPageSize = 20;
export const teamPagesMax = 10;

/** How many pages the address asks for: 1 by default, at most teamPagesMax. */
export function pagesParam(v: string | string[] | undefined): number {
  const n = Number(Array.isArray(v) ? v[0] : v);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, teamPagesMax) : 1;
}

/** The load-more link's pages, or null when every downline is shown or the cap is reached. */
export function nextPages(pages: number, shown: number, totalCount: number): number | null {
  return shown < totalCount && pages < teamPagesMax ? pages + 1 : null;
}

import type { AgentProduct } from '@/lib/wps/schemas/agent';

/**
 * The rules of who may set which rebate (返点) rate (issue 20), as pure functions over basis
 * points (50 = 0.50 % of the settled stake). The agents module applies them inside a transaction
 * that holds the rows involved, so two edits at once cannot slip past them.
 *
 * - A downline's rate never exceeds its upline's rate minus the merchant's minimum gap. A rate of
 *   0 (no rebate) is always allowed, even under an upline whose own rate is 0.
 * - An upline may raise a downline's rate, never lower it (what was promised stays).
 * - A new downline's rate is never above the merchant's ceiling nor above the opener's rate
 *   minus the gap.
 * - A promotion link's rate is never above the merchant's link cap (nor above what the agent
 *   could give a downline it opened directly).
 */

/** Rates per product; a product missing is 0 (no rebate on it). */
export type Rates = Partial<Record<AgentProduct, number>>;

export type RebateViolation =
  | { product: AgentProduct; rule: 'aboveUpline'; max_bp: number }
  | { product: AgentProduct; rule: 'aboveCeiling'; max_bp: number }
  | { product: AgentProduct; rule: 'aboveLinkCap'; max_bp: number }
  | { product: AgentProduct; rule: 'lowered'; min_bp: number };

const rate = (r: Rates, p: AgentProduct) => r[p] ?? 0;

/** The highest rate a downline may hold under an upline of `upline_bp`: the upline's minus the gap, never below 0. */
export function downlineMax_bp(upline_bp: number, gap_bp: number): number {
  return Math.max(0, upline_bp - gap_bp);
}

function products(...rs: Rates[]): AgentProduct[] {
  const out = new Set<AgentProduct>();
  for (const r of rs) for (const p of Object.keys(r) as AgentProduct[]) out.add(p);
  return [...out].sort();
}

/** The violations of a new downline's rates, opened directly by `opener` (empty: allowed). */
export function checkNewDownline(a: { opener: Rates; requested: Rates; ceiling: Rates; gap_bp: number }): RebateViolation[] {
  const out: RebateViolation[] = [];
  for (const p of products(a.requested)) {
    const want = rate(a.requested, p);
    if (want === 0) continue;
    const ceiling = rate(a.ceiling, p);
    if (want > ceiling) { out.push({ product: p, rule: 'aboveCeiling', max_bp: ceiling }); continue; }
    const max = downlineMax_bp(rate(a.opener, p), a.gap_bp);
    if (want > max) out.push({ product: p, rule: 'aboveUpline', max_bp: max });
  }
  return out;
}

/**
 * The violations of an upline's edit of a downline's rates: products not named keep their rate;
 * a named one may stay or rise, up to the upline's rate minus the gap and the ceiling.
 */
export function checkRaise(a: { upline: Rates; current: Rates; requested: Rates; ceiling: Rates; gap_bp: number }): RebateViolation[] {
  const out: RebateViolation[] = [];
  for (const p of products(a.requested)) {
    const want = rate(a.requested, p);
    const now = rate(a.current, p);
    if (want < now) { out.push({ product: p, rule: 'lowered', min_bp: now }); continue; }
    if (want === now) continue;
    const ceiling = rate(a.ceiling, p);
    if (want > ceiling) { out.push({ product: p, rule: 'aboveCeiling', max_bp: ceiling }); continue; }
    const max = downlineMax_bp(rate(a.upline, p), a.gap_bp);
    if (want > max) out.push({ product: p, rule: 'aboveUpline', max_bp: max });
  }
  return out;
}

/** The violations of a promotion link's rates: the link cap first, then what a direct opening allows. */
export function checkLink(a: { opener: Rates; requested: Rates; ceiling: Rates; linkCap: Rates; gap_bp: number }): RebateViolation[] {
  const out: RebateViolation[] = [];
  for (const p of products(a.requested)) {
    const want = rate(a.requested, p);
    if (want === 0) continue;
    const cap = rate(a.linkCap, p);
    if (want > cap) out.push({ product: p, rule: 'aboveLinkCap', max_bp: cap });
  }
  if (out.length) return out;
  return checkNewDownline(a);
}

/** One band of the opening quota: at most `quota` direct downlines at or above `minRate_bp` on the quota product. */
export interface QuotaBand {
  minRate_bp: number;
  quota: number;
}

/**
 * The first band a new direct downline at `newRate_bp` would overfill, given the rates of the
 * agent's direct downlines now (on the quota product), or null when every band has room. Bands
 * nest: a downline at 790 counts in a band from 780 and in one from 750 alike.
 */
export function quotaBandFull(bands: readonly QuotaBand[], direct_bp: readonly number[], newRate_bp: number): QuotaBand | null {
  for (const b of [...bands].sort((x, y) => y.minRate_bp - x.minRate_bp)) {
    if (newRate_bp < b.minRate_bp) continue;
    const used = direct_bp.filter((r) => r >= b.minRate_bp).length;
    if (used + 1 > b.quota) return b;
  }
  return null;
}

/** Each band with what is used and left of it, for the agent's screen. */
export function quotaUsage(bands: readonly QuotaBand[], direct_bp: readonly number[]): (QuotaBand & { used: number; left: number })[] {
  return [...bands].sort((x, y) => y.minRate_bp - x.minRate_bp).map((b) => {
    const used = direct_bp.filter((r) => r >= b.minRate_bp).length;
    return { ...b, used, left: Math.max(0, b.quota - used) };
  });
}

import { addDays } from '../time/merchant-day';

/**
 * Refer a friend (SPEC §2 /m/inviteFriends; issue 19): a member's code brings a friend; the
 * friend's first deposit and turnover thresholds pay the member by tiers, within a limit per
 * friend and per period. Pure rules: the platform (modules/referral) decides with them.
 */

/** A member's referral code: 8 letters and digits, upper case, without 0/O and 1/I, which read alike. */
export const referralCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const referralCodePattern = /^[A-HJ-NP-Z2-9]{8}$/;

/** The code of a register link (?ref=), upper-cased; '' when there is none or it cannot be a code. */
export function referralFromQuery(query: Readonly<Record<string, string | string[] | undefined>>): string {
  const raw = query.ref;
  const v = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase() ?? '';
  return referralCodePattern.test(v) ? v : '';
}

/** The register link a member shares: /m/register with their code. */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/m/register?ref=${encodeURIComponent(code)}`;
}

/** A tier paid on the friend's first deposit: the deposit must reach minDeposit. */
export interface FirstDepositTier {
  minDeposit_minor: bigint;
  reward_minor: bigint;
}

/** A tier paid once the friend's settled stakes since they joined reach turnover. */
export interface TurnoverTier {
  turnover_minor: bigint;
  reward_minor: bigint;
}

/** The reward of a first deposit: the highest tier it reaches, 0 below every tier. */
export function firstDepositReward(tiers: readonly FirstDepositTier[], deposit_minor: bigint): bigint {
  let best: FirstDepositTier | null = null;
  for (const t of tiers) if (deposit_minor >= t.minDeposit_minor && (!best || t.minDeposit_minor > best.minDeposit_minor)) best = t;
  return best?.reward_minor ?? 0n;
}

/** The turnover tiers the friend's stakes have reached, lowest first; each pays once. */
export function turnoverTiersReached(tiers: readonly TurnoverTier[], turnover_minor: bigint): TurnoverTier[] {
  return tiers.filter((t) => turnover_minor >= t.turnover_minor).sort((a, b) => (a.turnover_minor < b.turnover_minor ? -1 : 1));
}

export type ReferralPeriod = 'day' | 'week' | 'month';

/** The first merchant day of the period the day falls in (weeks start on Monday). */
export function periodStart(day: string, period: ReferralPeriod): string {
  if (period === 'day') return day;
  if (period === 'month') return `${day.slice(0, 8)}01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** Limits of what referral pays: per friend (ever) and per referrer per period; 0 means no limit. */
export interface ReferralLimits {
  inviteeMax_minor: bigint;
  periodMax_minor: bigint;
}

/**
 * What may be paid of `amount` given what was paid already for this friend and to this referrer
 * in the period: the amount cut to the room left, and which limit cut it (null when none did).
 */
export function cappedReward(
  amount_minor: bigint, paid: { invitee_minor: bigint; period_minor: bigint }, limits: ReferralLimits,
): { amount_minor: bigint; limitedBy: 'invitee' | 'period' | null } {
  let out = amount_minor;
  let limitedBy: 'invitee' | 'period' | null = null;
  if (limits.inviteeMax_minor > 0n) {
    const room = limits.inviteeMax_minor - paid.invitee_minor;
    if (room < out) {
      out = room > 0n ? room : 0n;
      limitedBy = 'invitee';
    }
  }
  if (limits.periodMax_minor > 0n) {
    const room = limits.periodMax_minor - paid.period_minor;
    if (room < out) {
      out = room > 0n ? room : 0n;
      limitedBy = 'period';
    }
  }
  return { amount_minor: out, limitedBy };
}

import { z } from 'zod';
import {
  breakKinds, depositLimitPeriods, realityCheckMinutes, selfExclusionMonths, timeoutDays,
} from '../member-limits';
import { amountInputSchema } from './payments';

/**
 * The member's own limits and breaks and the reality check (issue 19; all paths ours, the field
 * showed none): platform/src/modules/limits/README.md. Amounts in answers are decimal numbers in
 * currency units, times ISO 8601 (UTC); a request's amount is a decimal number or string.
 */

export { breakKinds, depositLimitPeriods, realityCheckMinutes, selfExclusionMonths, timeoutDays };

const amount = z.number();
const iso = z.string();

/** One period's deposit limit as it stands: what applies now, what waits, what is used and left. */
export const depositLimitSchema = z.object({
  period: z.enum(depositLimitPeriods),
  /** The limit that applies now; null: none. */
  amount: amount.nullable(),
  /** A raise or removal waiting for its 24 hours: pendingFrom is when it applies (pendingAmount null with pendingFrom: a removal). */
  pendingAmount: amount.nullable(),
  pendingFrom: iso.nullable(),
  /** Deposits of this period that count (waiting, in review or credited). */
  used: amount,
  /** What may still be deposited this period; null without a limit. */
  remaining: amount.nullable(),
  /** When this period ends (the next one starts). */
  periodEndsAt: iso,
});
export type DepositLimit = z.infer<typeof depositLimitSchema>;

export const memberBreakSchema = z.object({ kind: z.enum(breakKinds), endsAt: iso });
export type MemberBreakValue = z.infer<typeof memberBreakSchema>;

/** GET /wps/member/limits: the member's deposit limits, the break they are on (null), the reality check interval. */
export const memberLimitsValueSchema = z.object({
  /** The time zone of the periods' boundaries. */
  timeZone: z.string(),
  deposit: z.array(depositLimitSchema),
  break: memberBreakSchema.nullable(),
  realityCheckMinutes: z.number().int(),
});
export type MemberLimitsValue = z.infer<typeof memberLimitsValueSchema>;

/** PUT /wps/member/limits/deposit: a period's limit; amount null (or absent) removes it. */
export const depositLimitSetSchema = z.object({
  period: z.enum(depositLimitPeriods),
  amount: amountInputSchema.nullable().optional(),
}).strict();
export type DepositLimitSet = z.infer<typeof depositLimitSetSchema>;

/** POST /wps/member/limits/break: a time-out of days, or a self-exclusion of months. Cannot be undone. */
export const breakTakeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('timeout'), days: z.number().int().min(timeoutDays.min).max(timeoutDays.max) }).strict(),
  z.object({ kind: z.literal('selfExclusion'), months: z.literal(selfExclusionMonths) }).strict(),
]);
export type BreakTake = z.infer<typeof breakTakeSchema>;

/** PUT /wps/member/limits/realityCheck: the interval in minutes (0 off, 15, 30, 60). */
export const realityCheckSetSchema = z.object({
  minutes: z.literal(realityCheckMinutes),
}).strict();
export type RealityCheckSet = z.infer<typeof realityCheckSetSchema>;

/**
 * GET /wps/member/limits/realityCheck: the session's figures for the dialog. The session is the
 * login session; its bets are the member's bets placed since it began (open ones count their
 * stake with nothing paid yet).
 */
export const realityCheckValueSchema = z.object({
  minutes: z.number().int(),
  sessionStartedAt: iso,
  playedSeconds: z.number().int().min(0),
  bets: z.number().int().min(0),
  stake: amount,
  payout: amount,
  /** payout − stake: what the member is up (positive) or down. */
  net: amount,
});
export type RealityCheckValue = z.infer<typeof realityCheckValueSchema>;

/** The value of deposit.limit.exceeded: the period that refused, its limit and what is left of it. */
export const depositLimitExceededValueSchema = z.object({
  period: z.enum(depositLimitPeriods), limitAmount: amount, remainingAmount: amount,
});

/** The value of member.timeout and member.self.excluded (a login, a deposit or a bonus refused during a break). */
export const breakRefusedValueSchema = memberBreakSchema;

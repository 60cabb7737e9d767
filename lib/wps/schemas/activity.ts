import { z } from 'zod';

/**
 * The member's activities (issue 19), shapes ours (the field showed the screens, not the calls):
 * daily sign-in (/m/activity/signIn) and refer a friend (/m/inviteFriends). Amounts are wire
 * decimals in the merchant's currency, as everywhere (WPS-PROTOCOL.md); days are the merchant's
 * ('YYYY-MM-DD' in its time zone). platform/src/modules/signin and referral/README.md.
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const amount = z.number().min(0);

/** What the member must do on the day before signing in, and how far they are (deposit or settled stakes that day). */
export const signinRequirementSchema = z.object({
  type: z.enum(['none', 'deposit', 'turnover']),
  amount,
  progress: amount,
  met: z.boolean(),
});

/** GET /wps/activity/signIn (ours): the 7-day strip, today's state, the streak, the requirement. */
export const signinValueSchema = z.object({
  /** Off: the merchant has no sign-in; the screen says so and shows no button. */
  enabled: z.boolean(),
  today: day,
  /** Consecutive days signed up to today (or yesterday, when today is still open); 0 after a missed day. */
  streak: z.number().int().min(0),
  signedToday: z.boolean(),
  /** The strip: day 1..7 of the cycle, its reward, and whether it is claimed, today's, or ahead. */
  days: z.array(z.object({ day: z.number().int().min(1).max(7), amount, state: z.enum(['claimed', 'today', 'upcoming']) })).max(7),
  /** The wagering multiple of the rewards (0: paid as cash). */
  wageringMultiple: z.number().min(0),
  requirement: signinRequirementSchema,
});
export type SigninValue = z.infer<typeof signinValueSchema>;

/** POST /wps/activity/signIn (ours): the state after signing, and what today's sign-in paid (a replay answers the same). */
export const signinClaimValueSchema = signinValueSchema.extend({
  claimed: z.object({ day: z.number().int().min(1).max(7), amount, streak: z.number().int().min(1) }),
});
export type SigninClaimValue = z.infer<typeof signinClaimValueSchema>;

/** A refused sign-in for an unmet requirement (signin.requirement.unmet) carries the requirement. */
export const signinFailureValueSchema = signinRequirementSchema.nullable();

/** GET /wps/referral/details (ours; the field's getReferralDetails): the member's code, the rules, the friends and what each earned. */
export const referralDetailsValueSchema = z.object({
  /** The merchant's REFERRAL promotion (menu switch `referral`); off: the screen shows 'coming soon' and nothing else. */
  enabled: z.boolean(),
  code: z.string(),
  /** Where a friend registers with the code: the web makes the full link and its QR code of it. */
  registerPath: z.string(),
  rules: z.object({
    firstDeposit: z.array(z.object({ minDeposit: amount, reward: amount })),
    turnover: z.array(z.object({ turnover: amount, reward: amount })),
    wageringMultiple: z.number().min(0),
    /** 0: no limit. */
    inviteeMax: amount,
    period: z.enum(['day', 'week', 'month']),
    periodMax: amount,
  }),
  totals: z.object({ invited: z.number().int().min(0), earned: amount }),
  /** Newest first, at most 100; names masked. */
  friends: z.array(z.object({
    name: z.string(),
    joinedAt: z.string(),
    firstDeposit: amount,
    turnover: amount,
    earned: amount,
    /** A reward refused because the friend's device, address or card already paid for another friend. */
    blocked: z.boolean(),
  })),
});
export type ReferralDetailsValue = z.infer<typeof referralDetailsValueSchema>;

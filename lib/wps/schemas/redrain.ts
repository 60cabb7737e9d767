import { z } from 'zod';

/**
 * Red envelope rain (/m/redRain; platform/src/modules/redrain/README.md). The shapes are ours:
 * the field showed the screen's path only. Amounts are decimal strings in the merchant's
 * currency (exact), times ISO instants; the screen counts down against `now`, the platform's
 * clock, not the phone's.
 */

const decimal = z.string().regex(/^-?\d+(?:\.\d+)?$/);

/** One envelope a member opened: what they got, and the draw that decided it. */
export const redRainClaimViewSchema = z.object({
  slotId: z.number().int().positive(),
  title: z.string(),
  day: z.string(),
  amount: decimal,
  /** The wagering multiple on it (0: cash). */
  wageringMultiple: z.number().min(0),
  nonce: z.number().int().positive(),
  createdAt: z.string(),
  serverSeedHash: z.string(),
  /** Revealed once the rain has closed: sha256 of it is serverSeedHash, and with the nonce it recomputes the amount. */
  serverSeed: z.string().nullable(),
});
export type RedRainClaimView = z.infer<typeof redRainClaimViewSchema>;

/** A slot's rain as the member sees it: the one open now, or else the next to open. */
export const redRainViewSchema = z.object({
  slotId: z.number().int().positive(),
  title: z.string(),
  /** The rain's local day (the slot's time zone), YYYY-MM-DD. */
  day: z.string(),
  status: z.enum(['open', 'upcoming']),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The rain's budget and what is left of it (the whole budget until its first envelope). */
  budget: decimal,
  left: decimal,
  wageringMultiple: z.number().min(0),
  /** What the member's day must reach (either one is enough); null: not required. */
  requirement: z.object({ turnover: decimal.nullable(), deposit: decimal.nullable() }),
  /** The member's settled turnover and approved deposits of the rain's day so far. */
  progress: z.object({ turnover: decimal, deposit: decimal }),
  eligible: z.boolean(),
  /** The committed hash of the rain's server seed; null before its first envelope is drawn. */
  serverSeedHash: z.string().nullable(),
  /** The member's envelope of this rain, once opened. */
  claim: redRainClaimViewSchema.nullable(),
});
export type RedRainView = z.infer<typeof redRainViewSchema>;

/** GET /wps/redRain/state: the platform's time, each enabled slot's rain (open ones first, then by start), and the member's last envelopes. */
export const redRainStateValueSchema = z.object({
  now: z.string(),
  currency: z.string(),
  rains: z.array(redRainViewSchema).max(50),
  recent: z.array(redRainClaimViewSchema).max(10),
});
export type RedRainStateValue = z.infer<typeof redRainStateValueSchema>;

/** POST /wps/redRain/claim {slotId}: opens the member's envelope of the slot's open rain. */
export const redRainClaimSchema = z.object({ slotId: z.number().int().positive().max(2 ** 53) }).strict();
export type RedRainClaim = z.infer<typeof redRainClaimSchema>;

export const redRainClaimValueSchema = redRainClaimViewSchema.extend({ left: decimal });
export type RedRainClaimValue = z.infer<typeof redRainClaimValueSchema>;

/** redrain.not.eligible carries what the day needs and what it has. */
export const redRainNotEligibleSchema = z.object({ requirement: redRainViewSchema.shape.requirement, progress: redRainViewSchema.shape.progress });

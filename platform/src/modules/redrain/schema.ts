import { z } from 'zod';

export { redRainClaimSchema, type RedRainClaim, type RedRainClaimValue, type RedRainStateValue } from '@/lib/wps/schemas/redrain';

/** Limits of the rain (TigerStyle: a bound on everything). */
export const redrainLimits = {
  /** Slots one merchant may have (enabled or not). */
  slots_max: 50,
  /** The member's last envelopes the screen shows. */
  recent_max: 10,
  /** A wagering envelope not wagered within this long is forfeited by the rewards module. */
  wageringExpiry_ms: 7 * 24 * 60 * 60_000,
} as const;

// ---- back office (npm run ops -- redrain:*) ----

export const boMerchantParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64) }).strict();
export const boSlotParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64), id: z.coerce.number().int().positive().max(2 ** 53) }).strict();

/** A money amount as an operator types it: a positive decimal of the merchant's currency ("500", "0.88"). */
const money = z.string().trim().regex(/^\d{1,12}(?:\.\d{1,4})?$/, 'a positive amount such as 500 or 0.88');
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time such as 12:00');

export const boBandSchema = z.object({ min: money, max: money, weight: z.coerce.number().int().min(1).max(1_000_000) }).strict();

/**
 * POST /bo/redrain/:merchant: a slot. `start` is the time of day in the merchant's time zone,
 * `minutes` how long it rains, `budget` what a day's rain may pay in all, `bands` the amounts
 * (weighted), `wagering` the multiple on each envelope (0: cash), `minTurnover`/`minDeposit` what
 * the member's day must reach (either is enough; neither: everyone).
 */
const slotFields = {
  title: z.string().trim().min(1).max(100),
  start: hhmm,
  minutes: z.coerce.number().int().min(1).max(240),
  budget: money,
  bands: z.array(boBandSchema).min(1).max(10),
  wagering: z.coerce.number().min(0).max(1000).multipleOf(0.01),
  minTurnover: money.nullable(),
  minDeposit: money.nullable(),
  enabled: z.boolean(),
};
export const boSlotCreateSchema = z.object({
  ...slotFields,
  wagering: slotFields.wagering.default(1),
  minTurnover: slotFields.minTurnover.default(null),
  minDeposit: slotFields.minDeposit.default(null),
  enabled: slotFields.enabled.default(true),
}).strict();
export type BoSlotCreate = z.infer<typeof boSlotCreateSchema>;

/** PATCH /bo/redrain/:merchant/:id: any of the create fields; today's rain keeps the budget it opened with. */
export const boSlotPatchSchema = z.object(slotFields).partial().strict();
export type BoSlotPatch = z.infer<typeof boSlotPatchSchema>;

/** A slot as the operator sees it, amounts as decimal strings. */
export interface SlotView {
  id: number;
  title: string;
  /** The merchant's time zone, in which `start` is read. */
  timeZone: string;
  start: string;
  minutes: number;
  currency: string;
  budget: string;
  bands: { min: string; max: string; weight: number }[];
  wagering: number;
  minTurnover: string | null;
  minDeposit: string | null;
  enabled: boolean;
  /** Today's (or the open) rain: budget, paid, claims; null before its first envelope. */
  today: { day: string; paid: string; claims: number; serverSeedHash: string } | null;
  next: { startsAt: string; endsAt: string };
}

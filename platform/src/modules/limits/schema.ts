import { z } from 'zod';
import type { MemberLimitsValue } from '@/lib/wps/schemas/limits';

export {
  breakTakeSchema, depositLimitSetSchema, memberLimitsValueSchema, realityCheckSetSchema, realityCheckValueSchema,
} from '@/lib/wps/schemas/limits';

/** Bounds of the limits module (TigerStyle: a limit on everything). */
export const limitsLimits = {
  /** The largest deposit limit a member may set: 10^13 minor units (100 billion in a two-digit currency). */
  depositLimit_minor_max: 10_000_000_000_000n,
  /** Breaks the back office lists per member, newest first. */
  boBreaks_max: 50,
} as const;

/** GET /bo/limits/:merchant/:username params. */
export const boMemberParamsSchema = z.object({
  merchant: z.string().min(1).max(32),
  username: z.string().min(1).max(64),
}).strict();

/** What an operator sees of a member's limits and breaks: the member's own view and every break taken. */
export type OperatorLimitsView = MemberLimitsValue & {
  merchant: string;
  username: string;
  breaks: { kind: 'timeout' | 'selfExclusion'; startsAt: string; endsAt: string }[];
};

import { z } from 'zod';
import { feedbackStatuses, type FeedbackStatus } from '@/lib/wps/schemas/feedback';

export { feedbackRequestSchema, feedbackStatuses, feedbackTypeValues, type FeedbackRequest, type FeedbackStatus } from '@/lib/wps/schemas/feedback';

const minute_ms = 60_000;

/** Limits of the feedback module (TigerStyle: a bound on everything). */
export const feedbackLimits = {
  answer_chars_max: 2000,
  /** An operator's list answers at most this many (and 50 without a limit). */
  bo_list_max: 200,
  bo_list_default: 50,
} as const;

/**
 * A submission costs its sender little (a captcha) and the platform a decode of up to three
 * images and a row an operator must read: a member sends at most 5 in 10 minutes and 20 a day.
 */
export const feedbackRateRules = {
  'feedback.member': { limit: 5, window_ms: 10 * minute_ms },
  'feedback.member.day': { limit: 20, window_ms: 24 * 60 * minute_ms },
} as const;

/**
 * Where an operator may move a feedback from each status. An answer is given once (the member
 * gets it once, in the inbox); closed is final.
 */
export const feedbackMoves: Record<FeedbackStatus, readonly FeedbackStatus[]> = {
  new: ['in_progress', 'answered', 'closed'],
  in_progress: ['answered', 'closed'],
  answered: ['closed'],
  closed: [],
};

export function canMove(from: FeedbackStatus, to: FeedbackStatus): boolean {
  return feedbackMoves[from].includes(to);
}

/** One feedback as an operator sees it (list and show). */
export interface FeedbackView {
  id: number;
  memberId: number;
  username: string | null;
  type: number;
  content: string;
  sender: string;
  status: FeedbackStatus;
  answer: string | null;
  answeredBy: string | null;
  answeredAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Its images (bytes at GET /bo/feedback/:merchant/:id/images/:sequence). */
  images: { sequence: number; mime: string; width: number; height: number; size_bytes: number }[];
}

// ---- back office (npm run ops -- feedback:*) ----

const merchantCode = z.string().trim().regex(/^[A-Za-z0-9_-]{2,32}$/, 'a merchant code');
const id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const boMerchantParamsSchema = z.object({ merchant: merchantCode });
export const boFeedbackParamsSchema = z.object({ merchant: merchantCode, id });
export const boImageParamsSchema = z.object({ merchant: merchantCode, id, sequence: z.coerce.number().int().min(1).max(3) });

export const boListQuerySchema = z.object({
  status: z.enum(feedbackStatuses).optional(),
  username: z.string().trim().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(feedbackLimits.bo_list_max).optional(),
  beforeId: id.optional(),
}).strict();
export type BoListQuery = z.infer<typeof boListQuerySchema>;

export const boAnswerSchema = z.object({ answer: z.string().trim().min(1).max(feedbackLimits.answer_chars_max) }).strict();
/** The moves an operator makes without an answer: take it up, or close it. */
export const boStatusSchema = z.object({ status: z.enum(['in_progress', 'closed']) }).strict();

import { z } from 'zod';
import { base64Length, uploadMax_bytes, uploadMax_files } from '../limits';

export { feedbackTypeInitial, feedbackTypes, feedbackTypeValues, type FeedbackTypeName } from '../words';

/**
 * The feedback call (SPEC §3 Feedback, §7 `PUT /wps/feedback`, FEEDBACK3): content, sender, type
 * and captcha as the spec names them; `images` is ours (SPEC §5 uploads: png or jpg, 5 MB each,
 * 3 at most), each the file's name and its bytes as Base64, accepted only where the merchant's
 * menu switch `feedbackImages` is on. The answer is "success only" (value null). Served by
 * platform/src/modules/feedback, which checks what the schema cannot (the text's rule, the type,
 * each image's real content) and answers a stable code for each.
 */

/** One image: its file name (png, jpg or jpeg) and its bytes in Base64, no data: prefix. */
export const feedbackImageSchema = z.object({
  name: z.string().max(255),
  // A string longer than 5 MB of Base64 is answered image.too.large by the module, not a
  // bare request.invalid; this bound only stops a body's worth of one field.
  data: z.string().max(base64Length(uploadMax_bytes) + 8),
}).strict();

export const feedbackRequestSchema = z.object({
  content: z.string().max(2000),
  sender: z.string().max(64).optional().default(''),
  type: z.union([z.number().int(), z.string().regex(/^-?\d{1,3}$/).transform(Number)]),
  captcha: z.string().max(64).optional().default(''),
  // Up to one more than the limit reaches the module, which answers feedback.image.too.many.
  images: z.array(feedbackImageSchema).max(uploadMax_files + 1).optional().default([]),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
export type FeedbackRequestInput = z.input<typeof feedbackRequestSchema>;

/** Where a feedback stands; operators move it (platform/src/modules/feedback/README.md). */
export const feedbackStatuses = ['new', 'in_progress', 'answered', 'closed'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

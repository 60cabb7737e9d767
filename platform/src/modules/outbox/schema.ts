import { z } from 'zod';
import { merchantCodeSchema } from '../merchants';
import { outboxLimits } from './service';

/** GET /bo/outbox: one merchant's messages, newest first, optionally one channel or recipient. */
export const outboxQuerySchema = z
  .object({
    merchant: merchantCodeSchema,
    channel: z.enum(['sms', 'email']).optional(),
    recipient: z.string().trim().min(1).max(320).optional(),
    limit: z.coerce.number().int().min(1).max(outboxLimits.listMax).optional(),
  })
  .strict();
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

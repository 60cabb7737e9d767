import { z } from 'zod';
import { auditPageMax } from '../audit/service';
import { merchantCodeSchema } from '../merchants/schema';

export { merchantCreateSchema, merchantPatchSchema } from '../merchants/schema';

export const merchantParamsSchema = z.object({ code: merchantCodeSchema });

export const auditQuerySchema = z
  .object({
    merchant: merchantCodeSchema.optional(),
    limit: z.coerce.number().int().min(1).max(auditPageMax).optional(),
    before: z.coerce.number().int().positive().optional(),
  })
  .strict();

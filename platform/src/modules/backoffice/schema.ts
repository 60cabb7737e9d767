import { z } from 'zod';
import { auditPageMax } from '../audit';
import { merchantCodeSchema } from '../merchants';

export { merchantCreateSchema, merchantPatchSchema } from '../merchants';

export const merchantParamsSchema = z.object({ code: merchantCodeSchema });

export const auditQuerySchema = z
  .object({
    merchant: merchantCodeSchema.optional(),
    limit: z.coerce.number().int().min(1).max(auditPageMax).optional(),
    before: z.coerce.number().int().positive().optional(),
  })
  .strict();

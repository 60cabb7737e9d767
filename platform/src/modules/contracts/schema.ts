import { z } from 'zod';
import { contractKindSchema, contractStatuses, contractTierSchema } from '@/lib/wps/schemas/contracts';

export {
  agentContractsQuerySchema, contractActionRequestSchema, contractProposeRequestSchema, fundsConsolidatedQuerySchema,
  type AgentContractsValue, type ContractView, type FundsConsolidatedValue,
} from '@/lib/wps/schemas/contracts';

/** The /bo routes' shapes (the operator CLI loads this file for --help without the services). */
export const boContractsParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64) }).strict();
export const boContractParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64), id: z.string().regex(/^\d{1,18}$/) }).strict();

export const boContractsQuerySchema = z.object({
  kind: contractKindSchema.optional(),
  status: z.enum(contractStatuses).optional(),
  member: z.string().trim().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
}).strict();
export type BoContractsQuery = z.infer<typeof boContractsQuerySchema>;

/** POST /bo/contracts/:merchant: the merchant's terms for an agent (the top of a chain), signed at once. */
export const boContractGrantSchema = z.object({
  member: z.string().trim().min(1).max(64),
  kind: z.enum(['daily', 'hourly']),
  tiers: z.array(contractTierSchema).min(1).max(10),
}).strict();
export type BoContractGrant = z.infer<typeof boContractGrantSchema>;

/** POST /bo/contracts/:merchant/settle: a period of a kind settled (or settled again) now through modules/jobs. */
export const boContractSettleSchema = z.object({
  kind: z.enum(['daily', 'hourly']),
  period: z.string().trim().min(7).max(13),
}).strict();
export type BoContractSettle = z.infer<typeof boContractSettleSchema>;

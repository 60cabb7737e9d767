import { z } from 'zod';
import { agentRatesSchema } from '@/lib/wps/schemas/agent-team';

/**
 * Zod shapes of the agents' /bo routes (the operator CLI imports this file for --help). The
 * member calls' shapes are in lib/wps/schemas/agent-team.ts.
 */
export { agentSettingsPutSchema, agentSettingsSchema, agentSettingsDefaults } from '@/lib/wps/schemas/agent-team';

export const boAgentsParamsSchema = z.object({ merchant: z.string().min(1).max(32) });
export const boAgentRatesParamsSchema = z.object({ merchant: z.string().min(1).max(32), username: z.string().min(1).max(64) });
export const boAgentRatesSchema = z.object({ rebates: agentRatesSchema }).strict();

import { z } from 'zod';

/**
 * Zod shapes of the agents' /bo routes (the operator CLI imports this file for --help). The
 * member calls' shapes are in lib/wps/schemas/agent-team.ts.
 */
export { agentSettingsPutSchema, agentSettingsSchema, agentSettingsDefaults } from '@/lib/wps/schemas/agent-team';

export const boAgentsParamsSchema = z.object({ merchant: z.string().min(1).max(32) });

import { z } from 'zod';
import { inboxKinds, type InboxKind } from '@/lib/wps/schemas/messages';

/** Limits of the inbox (TigerStyle: a bound on everything). */
export const inboxLimits = {
  title_chars_max: 200,
  content_chars_max: 20_000,
  /** Members one personal message may name (a larger group is a VIP level, an agent line or everyone). */
  recipients_max: 500,
  /** Agents above a member that an agent-line message may come from (the chain is walked upwards). */
  agent_depth_max: 10,
  /** Messages an operator's list answers at most. */
  bo_list_max: 200,
  bo_list_default: 50,
} as const;

/**
 * A group of members a message can go to without naming them: every member of the merchant,
 * the members of one VIP label, or an agent's line (their downlines, direct or not).
 */
export type InboxAudience = { everyone: true } | { vipLabel: string } | { agentId: number };

/**
 * What `InboxService.send` takes: either `memberIds` (one member or a list, all of the merchant,
 * none a trial account) or an `audience`. `html` passes the content allow-list (scripts, frames,
 * handlers go); `sentBy` is the operator (or the module) the audit trail names.
 */
export type InboxSend = {
  merchantId: number;
  title: string;
  html: string;
  kind: InboxKind;
  sentBy: string;
} & ({ memberIds: number[]; audience?: never } | { audience: InboxAudience; memberIds?: never });

/** A sent message as the operator sees it. */
export interface SentMessage {
  id: number;
  audience: 'members' | 'everyone' | 'vip' | 'agent_line';
  vipLabel: string | null;
  agentId: number | null;
  kind: InboxKind;
  title: string;
  content: string;
  sentBy: string;
  recipientCount: number;
  /** Members who have read it. */
  reads: number;
  createdAt: string;
}

// ---- back office (npm run ops -- inbox:*) ----

export const boMerchantParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64) }).strict();

const username = z.string().trim().min(1).max(64);

/**
 * POST /bo/inbox/:merchant: exactly one target, `usernames` (one or a list), `everyone`,
 * `vipLabel` or `agent` (the agent's username: their whole line).
 */
export const boSendSchema = z.object({
  usernames: z.array(username).min(1).max(inboxLimits.recipients_max).optional(),
  everyone: z.literal(true).optional(),
  vipLabel: z.string().trim().min(1).max(64).optional(),
  agent: username.optional(),
  title: z.string().trim().min(1).max(inboxLimits.title_chars_max),
  content: z.string().max(inboxLimits.content_chars_max).default(''),
  kind: z.enum(inboxKinds).default('notice'),
}).strict().refine((b) => [b.usernames, b.everyone, b.vipLabel, b.agent].filter((x) => x !== undefined).length === 1, {
  message: 'name exactly one target: usernames, everyone, vipLabel or agent', path: ['usernames'],
});
export type BoSend = z.infer<typeof boSendSchema>;

/** GET /bo/inbox/:merchant?limit=&beforeId= */
export const boListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(inboxLimits.bo_list_max).optional(),
  beforeId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
}).strict();

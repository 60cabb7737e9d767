import { z } from 'zod';

/**
 * Agents' contracts (issue 20, the contracts slice; SPEC §3 contract info, §6 contract prompts,
 * §7 "contract daily salary and dividend requests GET with token via the member funds
 * consolidated path"). SPEC shows no shape: everything here is ours, documented in
 * lib/wps/README.md and platform/src/modules/contracts/README.md. Amounts are decimal strings in
 * currency units (exact); a tier's `amount` is paid per 10,000 currency units of the team's
 * effective bets; times are ISO 8601 (UTC).
 */

/** daily: DAILYSALCONT3; hourly: HOURSAL3; dividend: SIGNCONDIV3 (not built yet). */
export const contractKinds = ['daily', 'hourly', 'dividend'] as const;
export type ContractKind = (typeof contractKinds)[number];
export const contractKindSchema = z.enum(contractKinds);

export const contractStatuses = ['pending', 'signed', 'termination_requested', 'cancelled'] as const;
export type ContractStatus = (typeof contractStatuses)[number];

/** A decimal amount as a request sends it: digits with at most 8 decimals (the merchant's currency narrows it). */
const decimalText = z.string().regex(/^\d{1,15}(\.\d{1,8})?$/);

export const contractTierSchema = z.object({
  /** From this much team effective bets in the period on (currency units). */
  bets: decimalText,
  /** And at least this many active members in the team. */
  active: z.number().int().min(0).max(1_000_000),
  /** Paid per 10,000 currency units of the team's effective bets. */
  amount: decimalText,
});
export type ContractTierWire = z.infer<typeof contractTierSchema>;

export const contractViewSchema = z.object({
  id: z.string().regex(/^\d+$/),
  kind: contractKindSchema,
  status: z.enum(contractStatuses),
  /** Who asked to end a signed contract; null unless termination_requested. */
  terminationBy: z.enum(['upline', 'downline']).nullable(),
  endReason: z.enum(['rejected', 'withdrawn', 'terminated', 'replaced', 'operator']).nullable(),
  /** The agent who earns under the contract. */
  member: z.string(),
  /** The upline who offered it; null when the merchant did. */
  upline: z.string().nullable(),
  /** The viewer's side of it: the earning agent (downline) or the offering upline. */
  role: z.enum(['downline', 'upline']),
  tiers: z.array(contractTierSchema).min(1).max(10),
  proposedAt: z.string(),
  signedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type ContractView = z.infer<typeof contractViewSchema>;

export const contractPayoutSchema = z.object({
  /** A merchant day (2026-11-24) or hour (2026-11-24T13). */
  period: z.string(),
  teamBets: z.string(),
  activeMembers: z.number().int().min(0),
  /** The tier reached: paid per 10,000 of bets. */
  tierAmount: z.string(),
  gross: z.string(),
  /** What the agent's direct downlines' contracts earned of the gross. */
  downline: z.string(),
  amount: z.string(),
  paidAt: z.string(),
});
export type ContractPayout = z.infer<typeof contractPayoutSchema>;

/** GET /wps/agent/contracts?kind=daily (ours): the agent's contract, its pending offer, what it offered its downlines, its last payouts. */
export const agentContractsQuerySchema = z.object({ kind: contractKindSchema });
export const agentContractsValueSchema = z.object({
  kind: contractKindSchema,
  currency: z.string(),
  /** The contract in force (signed or termination requested), if any. */
  own: contractViewSchema.nullable(),
  /** An offer waiting for the agent's answer, if any. */
  pending: contractViewSchema.nullable(),
  /** Contracts the agent offered its direct downlines (pending and in force), newest first, at most 50. */
  offered: z.array(contractViewSchema).max(50),
  /** The agent's newest payouts under this kind, at most 30. */
  payouts: z.array(contractPayoutSchema).max(30),
});
export type AgentContractsValue = z.infer<typeof agentContractsValueSchema>;

/** POST /wps/agent/contracts/propose (ours): an upline offers terms to a direct downline agent (by username). */
export const contractProposeRequestSchema = z.object({
  kind: contractKindSchema,
  downline: z.string().min(1).max(64),
  tiers: z.array(contractTierSchema).min(1).max(10),
});
export type ContractProposeRequest = z.infer<typeof contractProposeRequestSchema>;

/**
 * POST /wps/agent/contracts/action (ours): accept or reject an offer (the downline), withdraw it
 * (the upline), ask to end a signed contract or confirm the other party's ask (terminate, either
 * party), take one's own ask back or refuse the other's (keep).
 */
export const contractActions = ['accept', 'reject', 'withdraw', 'terminate', 'keep'] as const;
export type ContractAction = (typeof contractActions)[number];
export const contractActionRequestSchema = z.object({
  id: z.string().regex(/^\d{1,18}$/),
  action: z.enum(contractActions),
});
export type ContractActionRequest = z.infer<typeof contractActionRequestSchema>;

/** A refusal of an offer names the tier (0-based) that breaks the rule. */
export const contractOfferFailureValueSchema = z.object({ tier: z.number().int().min(0) }).nullable();

/**
 * GET /wps/member/info/funds/consolidated (COMM3, token): the contract requests of SPEC §3/§7.
 * Each flag set to 1 asks for that kind's state: dailysalreqtype (daily salary), divtypereq and
 * divtypecompperiodreq (dividend and its period), contracthoursalreq (hourly salary),
 * realtimesalreqtype (real-time salary). SPEC §6: the checks run only for types other than 4,
 * 40, 41, 42; those get every kind as null.
 */
const flag = z.enum(['0', '1']).optional();
export const fundsConsolidatedQuerySchema = z.object({
  dailysalreqtype: flag,
  divtypereq: flag,
  divtypecompperiodreq: flag,
  contracthoursalreq: flag,
  realtimesalreqtype: flag,
});
export type FundsConsolidatedQuery = z.infer<typeof fundsConsolidatedQuerySchema>;

/** One kind's state for the prompt: what waits for the agent's answer, and whether a contract is in force. */
export const contractRequestStateSchema = z.object({
  /** Offers and termination asks waiting for this agent's answer. */
  toAnswer: z.number().int().min(0),
  /** The agent's contract is in force (signed or termination requested). */
  signed: z.boolean(),
  /** The kind's module is on for the merchant. */
  enabled: z.boolean(),
});
export type ContractRequestState = z.infer<typeof contractRequestStateSchema>;

export const fundsConsolidatedValueSchema = z.object({
  dailySalary: contractRequestStateSchema.nullable(),
  hourSalary: contractRequestStateSchema.nullable(),
  /** Dividend contracts are not built yet: always null. */
  dividend: contractRequestStateSchema.nullable(),
  /** Dividend period of the dividend contract (divtypecompperiodreq): 'half-month' | 'month'; null while dividends are not built. */
  dividendPeriod: z.string().nullable(),
  /** Real-time salary (RTSALARY3) is not built yet: always null. */
  realtimeSalary: contractRequestStateSchema.nullable(),
});
export type FundsConsolidatedValue = z.infer<typeof fundsConsolidatedValueSchema>;

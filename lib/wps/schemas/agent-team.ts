import { z } from 'zod';
import { agentProducts } from './agent';

/**
 * The agents slice of issue 20 (platform/src/modules/agents, README "Settings, rebates, team"):
 * the merchant's agent settings, opening downlines, promotion links, rebate edits, transfers to
 * downlines, the team overview and the downline list. SPEC shows none of these shapes; they are
 * ours in the field's style. Rates are basis points of the settled stake (50 = 0.50 %); amounts
 * are decimal strings in currency units.
 */

const bp = z.number().int().min(0).max(10_000);
/** A rate per product; a product left out is 0 (no rebate on it). */
export const agentRatesSchema = z.partialRecord(z.enum(agentProducts), bp);
export type AgentRates = z.infer<typeof agentRatesSchema>;
/** A rate for every product (the merchant's ceilings and caps). */
export const agentFullRatesSchema = z.object(
  Object.fromEntries(agentProducts.map((p) => [p, bp])) as Record<(typeof agentProducts)[number], typeof bp>,
).strict();

const decimalText = z.string().regex(/^\d{1,12}(\.\d{1,8})?$/, 'a decimal amount such as 100 or 99.50');

/** Member types an agent opens: an agent (type 3) or a member (type 0). */
export const agentDownlineKinds = ['agent', 'member'] as const;
export type AgentDownlineKind = (typeof agentDownlineKinds)[number];

/**
 * The merchant's agent settings (agent_settings.settings; GET/PUT /bo/agents/:merchant/settings,
 * `npm run ops -- agents:settings|agents:set`). A PUT names the top-level keys it changes; each
 * one it names is replaced whole.
 */
export const agentSettingsSchema = z.object({
  /** The highest rate any member may hold per product (an operator's ceiling over the whole tree). */
  rebateCeiling_bp: agentFullRatesSchema,
  /** How far below its upline a downline's rate stays at least, on every product. */
  minGap_bp: z.number().int().min(0).max(1_000),
  /** Promotion links: how many an agent may hold (at most 3) and the highest rate per product a link may give. */
  links: z.object({ max: z.number().int().min(0).max(3), rebateCap_bp: agentFullRatesSchema }).strict(),
  /**
   * The opening quota: direct downlines at or above a band's rate on `product` are rationed to
   * the band's quota per agent (bands nest: a downline at 790 counts in a band from 780 and one
   * from 750). No bands: no rationing.
   */
  openingQuota: z.object({
    product: z.enum(agentProducts),
    bands: z.array(z.object({ minRate_bp: bp, quota: z.number().int().min(0).max(100_000) }).strict()).max(10),
  }).strict(),
  /** Transfers from an agent to its downlines (FUNDTRANS3): off unless the merchant turns them on. */
  transfersEnabled: z.boolean(),
  /**
   * An active member (team overview, contracts): in the period, effective (settled, real-money)
   * bets of at least `minEffectiveBets` and/or deposits of at least `minDeposits` ('both' needs
   * the two, 'either' one of them); a member with neither a bet nor a deposit in the period is
   * never active, whatever the thresholds.
   */
  activeMember: z.object({
    period: z.enum(['day', 'week', 'month']),
    minEffectiveBets: decimalText,
    minDeposits: decimalText,
    rule: z.enum(['both', 'either']),
  }).strict(),
}).strict();
export type AgentSettings = z.infer<typeof agentSettingsSchema>;
export const agentSettingsPutSchema = agentSettingsSchema.partial().strict();
export type AgentSettingsPut = z.infer<typeof agentSettingsPutSchema>;

/** The defaults a merchant without settings has (documented in the module's README). */
export const agentSettingsDefaults: AgentSettings = {
  rebateCeiling_bp: { lottery: 800, slots: 200, live: 150, sports: 150, fishing: 200, poker: 150 },
  minGap_bp: 10,
  links: { max: 3, rebateCap_bp: { lottery: 700, slots: 150, live: 100, sports: 100, fishing: 150, poker: 100 } },
  openingQuota: { product: 'lottery', bands: [{ minRate_bp: 780, quota: 2 }, { minRate_bp: 750, quota: 5 }] },
  transfersEnabled: false,
  activeMember: { period: 'month', minEffectiveBets: '100', minDeposits: '100', rule: 'either' },
};

// ---------------------------------------------------------------------------------------
// Member calls

/** POST /wps/agent/downline (AGEDOWNMAN3, encrypted like registration): opens a direct downline. */
export const agentDownlineCreateSchema = z.object({
  username: z.string().max(64),
  password: z.string().max(128),
  type: z.enum(agentDownlineKinds),
  rebates: agentRatesSchema,
});
export type AgentDownlineCreate = z.infer<typeof agentDownlineCreateSchema>;

/** One downline as the agent sees it (team management). */
export const agentDownlineSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  kind: z.enum(agentDownlineKinds),
  type: z.number().int(),
  /** 1: a direct downline; more: deeper in the team (a search answers any depth). */
  depth: z.number().int().min(1),
  rebates: agentRatesSchema,
  /** Members below this one (0 for a member). */
  teamSize: z.number().int().min(0),
  lastLoginAt: z.string().nullable(),
  balance: z.string(),
  createdAt: z.string(),
});
export type AgentDownline = z.infer<typeof agentDownlineSchema>;
export const agentDownlineCreateValueSchema = agentDownlineSchema;

/** GET /wps/agent/downlines ?username=&cursor=&size=: direct downlines, or a username search over the whole team. */
export const agentDownlinesQuerySchema = z.object({
  username: z.string().trim().max(64).optional(),
  /** The id of the last row already shown (load-more); rows come newest first. */
  cursor: z.coerce.number().int().min(1).optional(),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export const agentDownlinesValueSchema = z.object({
  list: z.array(agentDownlineSchema),
  /** The cursor of the next page, null at the end. */
  nextCursor: z.number().int().nullable(),
});
export type AgentDownlinesValue = z.infer<typeof agentDownlinesValueSchema>;

/** GET /wps/agent/downlineRebates ?memberId=: one downline's rates, with what the agent may raise them to. */
export const agentDownlineRebatesQuerySchema = z.object({ memberId: z.coerce.number().int().min(1) });
export const agentDownlineRebatesValueSchema = z.object({
  memberId: z.number().int(),
  userName: z.string(),
  rebates: agentRatesSchema,
  /** The highest each rate may go: the caller's rate minus the gap, and the merchant's ceiling. */
  max: agentRatesSchema,
});
/** PUT /wps/agent/downlineRebates (ours): raises a direct downline's rates (never lowers). */
export const agentDownlineRebatesPutSchema = z.object({ memberId: z.number().int().min(1), rebates: agentRatesSchema });

/** GET /wps/agent/globalRebateSettings: the caller's own rates, the gap, the ceiling, the link cap and the quota left. */
export const agentGlobalRebateSettingsValueSchema = z.object({
  own: agentRatesSchema,
  minGap_bp: z.number().int(),
  /** What the caller may give a new downline per product. */
  downlineMax: agentRatesSchema,
  linkCap: agentRatesSchema,
  linksMax: z.number().int(),
  quota: z.object({
    product: z.enum(agentProducts),
    bands: z.array(z.object({ minRate_bp: z.number().int(), quota: z.number().int(), used: z.number().int(), left: z.number().int() })),
  }),
  transfersEnabled: z.boolean(),
});
export type AgentGlobalRebateSettings = z.infer<typeof agentGlobalRebateSettingsValueSchema>;

/** A promotion link: its affiliate code (register with ?affiliateCode=), the member type and rates it gives. */
export const agentLinkSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(agentDownlineKinds),
  rebates: agentRatesSchema,
  /** Members registered through it. */
  registered: z.number().int().min(0),
  createdAt: z.string(),
});
export type AgentLink = z.infer<typeof agentLinkSchema>;
export const agentAffiliateUrlsValueSchema = z.object({ list: z.array(agentLinkSchema), max: z.number().int() });
/** POST /wps/agent/affiliateUrls (ours): a new link; the platform picks the code. */
export const agentLinkCreateSchema = z.object({ kind: z.enum(agentDownlineKinds), rebates: agentRatesSchema });
/** DELETE /wps/agent/affiliateUrls {id} (ours): removes a link; members it brought keep their place. */
export const agentLinkDeleteSchema = z.object({ id: z.number().int().min(1) });

/** POST /wps/agent/transfer (FUNDTRANS3, encrypted, ours): from the agent's wallet to a downline's. */
export const agentTransferSchema = z.object({
  memberId: z.number().int().min(1),
  amount: decimalText,
  /** The caller's idempotency key: the same key moves the money once. */
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  /** The agent's payment password, when it has set one (then required). */
  paymentPassword: z.string().max(32).optional(),
});
export type AgentTransfer = z.infer<typeof agentTransferSchema>;
export const agentTransferValueSchema = z.object({ memberId: z.number().int(), amount: z.string(), balance: z.string(), replayed: z.boolean() });

/** GET /wps/agent/team/overview (AGEINFO3, ours): the team below the agent. */
export const agentTeamOverviewValueSchema = z.object({
  teamSize: z.number().int(),
  agents: z.number().int(),
  members: z.number().int(),
  direct: z.number().int(),
  newToday: z.number().int(),
  newThisMonth: z.number().int(),
  /** The team's wallets added up (the agent's own not counted). */
  teamBalance: z.string(),
  /** Members meeting the merchant's active-member rule in the current period. */
  activeMembers: z.number().int(),
  activePeriod: z.object({ period: z.enum(['day', 'week', 'month']), from: z.string(), to: z.string() }),
  today: z.string(),
});
export type AgentTeamOverview = z.infer<typeof agentTeamOverviewValueSchema>;

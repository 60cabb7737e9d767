import { z } from 'zod';
import { agentProducts } from './agent';
import { reportPageSizeDefault, reportPageSizeMax } from './payments';

/**
 * Agents' team reports (issue 20, the reports slice; SPEC §2 /m/agent/team/pnl, /m/teamBetting,
 * /m/transaction/record). SPEC shows none of these shapes: they are ours, documented here and in
 * lib/wps/README.md (agent section), served by platform/src/modules/agents (report-*.ts).
 * Amounts are decimal strings in currency units (exact); days are UTC days, as every record
 * report's (lib/wps/report-range.ts: at most 31 days, inside the date picker's bounds).
 *
 * The team is everyone below the agent, the agent itself left out: its own money is its
 * transaction record's, and a team report answers "what did my downlines do".
 */

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const dateText = z.preprocess(blankToUndefined, z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional());
const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

/** A bet's product: the VIP/rebate products, and `other` for a game the catalog gives no type. */
export const reportProducts = [...agentProducts, 'other'] as const;
export type ReportProduct = (typeof reportProducts)[number];

// ---------------------------------------------------------------------------------------------
// Team P&L: GET /wps/agent/team/pnl?startDate=&endDate=&product=

export const teamPnlQuerySchema = z.object({
  startDate: dateText,
  endDate: dateText,
  /** Only this product's bets and wins (money movements carry no product and are then left out). */
  product: z.preprocess(blankToUndefined, z.enum(reportProducts).optional()),
});
export type TeamPnlQuery = z.input<typeof teamPnlQuerySchema>;

/**
 * The figures of a period. pnl = wins + rebates + promotions − bets: what the team came out
 * with against the house (negative: the team lost). Deposits and withdrawals are shown beside it
 * and do not enter it.
 */
export const teamPnlFiguresSchema = z.object({
  /** Credited deposits into the members' wallets. */
  deposits: decimal,
  /** Paid-out withdrawals from the members' wallets (positive). */
  withdrawals: decimal,
  /** Stakes of the real-money bets settled in the period (effective bets). */
  bets: decimal,
  /** Payouts of those bets. */
  wins: decimal,
  /** Rebates credited to the members (the agents' rebate and the VIP daily rebate). */
  rebates: decimal,
  /** Rewards granted, net of bonuses forfeited. */
  promotions: decimal,
  pnl: decimal,
  /** How many bets settled. */
  betCount: z.number().int().min(0),
});
export type TeamPnlFigures = z.infer<typeof teamPnlFiguresSchema>;

export const teamPnlValueSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  product: z.enum(reportProducts).nullable(),
  /** How many members the team holds below the agent (every depth). */
  teamSize: z.number().int().min(0),
  totals: teamPnlFiguresSchema,
  /** Per product with settled bets: bets, wins and their result (wins − bets); money movements carry no product. */
  products: z.array(z.object({ product: z.enum(reportProducts), bets: decimal, wins: decimal, pnl: decimal, betCount: z.number().int().min(0) })),
  /** Every day of the range, oldest first, zeros included (the chart's points). */
  days: z.array(teamPnlFiguresSchema.extend({ date: z.string() })),
});
export type TeamPnlValue = z.infer<typeof teamPnlValueSchema>;

// ---------------------------------------------------------------------------------------------
// Team betting records: GET /wps/report/teamPVPRNGBetting?startDate=&endDate=&username=&product=&cursor=&pageSize=

export const teamBetsQuerySchema = z.object({
  startDate: dateText,
  endDate: dateText,
  /** A member of the team (below the agent); anyone else is agent.member.not.in.team. */
  username: z.preprocess(blankToUndefined, z.string().trim().min(1).max(64).optional()),
  product: z.preprocess(blankToUndefined, z.enum(reportProducts).optional()),
  /** The previous page's nextCursor: the page after it (load more). */
  cursor: z.preprocess(blankToUndefined, z.string().max(400).optional()),
  pageSize: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(reportPageSizeMax).default(reportPageSizeDefault)),
});
export type TeamBetsQuery = z.input<typeof teamBetsQuerySchema>;

export const teamBetItemSchema = z.object({
  /** `<vendor>:<transaction id>`: the bet's key. */
  id: z.string(),
  username: z.string(),
  gameName: z.string(),
  vendorName: z.string(),
  product: z.enum(reportProducts),
  stake: decimal,
  payout: decimal,
  /** payout − stake once settled; 0 while open or rolled back. */
  winLoss: decimal,
  status: z.enum(['open', 'settled', 'rolled_back']),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TeamBetItem = z.infer<typeof teamBetItemSchema>;

export const teamBetsValueSchema = z.object({
  list: z.array(teamBetItemSchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
});
export type TeamBetsValue = z.infer<typeof teamBetsValueSchema>;

// ---------------------------------------------------------------------------------------------
// The agent's own transaction record: GET /wps/agent/transactions?type=&startDate=&endDate=&pageNo=&pageSize=

/** What an agent's money movements are, each from its ledger reasons (platform/src/modules/agents/report-reasons.ts). */
export const agentTransactionTypes = ['deposit', 'withdrawal', 'transfer', 'rebate', 'salary', 'dividend', 'bonus', 'game', 'adjustment'] as const;
export type AgentTransactionType = (typeof agentTransactionTypes)[number];

export const agentTransactionsQuerySchema = z.object({
  startDate: dateText,
  endDate: dateText,
  type: z.preprocess(blankToUndefined, z.enum(agentTransactionTypes).optional()),
  pageNo: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
  pageSize: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(reportPageSizeMax).default(reportPageSizeDefault)),
});
export type AgentTransactionsQuery = z.input<typeof agentTransactionsQuerySchema>;

export const agentTransactionItemSchema = z.object({
  /** The ledger entry. */
  id: z.number().int(),
  type: z.enum([...agentTransactionTypes, 'other']),
  /** Signed: positive came into the wallet. */
  amount: decimal,
  balanceAfter: decimal,
  createdAt: z.string(),
});
export type AgentTransactionItem = z.infer<typeof agentTransactionItemSchema>;

export const agentTransactionsValueSchema = z.object({
  list: z.array(agentTransactionItemSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
});
export type AgentTransactionsValue = z.infer<typeof agentTransactionsValueSchema>;

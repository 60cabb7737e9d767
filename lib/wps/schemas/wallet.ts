import { z } from 'zod';
import { betStatuses, transactionTypes } from '../words';

export { betStatuses, transactionTypes } from '../words';
import { reportPage, reportQueryBase } from './payments';

/**
 * Money settings of a merchant (platform/src/modules/wallet, migration 010). Amounts are in
 * minor units of the merchant's currency, kept as JSON integers (safe up to 2^53 - 1).
 */
const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const walletSettingsSchema = z
  .object({
    /**
     * A deposit adds amount x this to the member's turnover (wagering) requirement; 0 turns
     * the requirement off. Two decimals at most (1.5 is a 150% requirement).
     */
    turnoverMultiple: z.number().min(0).max(100).refine((x) => Math.abs(Math.round(x * 100) - x * 100) < 1e-9, 'at most two decimals'),
    /** Play money a new trial (type 4) account starts with. */
    trialBalance_minor: minor,
    withdraw: z
      .object({
        min_minor: minor,
        max_minor: minor,
        /** Withdrawal requests a member may make per day (the merchant's day, UTC). */
        dailyCount: z.number().int().min(0).max(1000),
      })
      .refine((w) => w.min_minor <= w.max_minor, { message: 'min above max', path: ['min_minor'] }),
  })
  .strict();
export type WalletSettings = z.infer<typeof walletSettingsSchema>;

/** What a merchant starts with (two-digit currencies: 2,000.00 of play money, withdraw 100.00 to 50,000.00, 5 a day). */
export function defaultWalletSettings(): WalletSettings {
  return { turnoverMultiple: 1, trialBalance_minor: 200_000, withdraw: { min_minor: 10_000, max_minor: 5_000_000, dailyCount: 5 } };
}

/** The account type of the main wallet in balance[] (WPS-PROTOCOL.md: accountTypeId, availBalance). */
export const mainAccountTypeId = 0;

/**
 * GET /wps/v2/wallets/balance value (SPEC §3 wallet: currencySymbol, sumBalance;
 * WPS-PROTOCOL.md: balance[] of {accountTypeId, availBalance}). Decimals in currency units,
 * converted once from minor units at the edge. sumBalance is the whole balance, locked
 * funds (a pending withdrawal) included; availBalance is what may be bet or withdrawn.
 */
export const walletsBalanceValueSchema = z.object({
  sumBalance: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
  balance: z.array(
    z.object({
      accountTypeId: z.number().int(),
      accountTypeName: z.string(),
      availBalance: z.number(),
      lockedBalance: z.number(),
    }),
  ),
});
export type WalletsBalanceValue = z.infer<typeof walletsBalanceValueSchema>;

/**
 * GET /wps/wallets value: the main wallet in detail for the deposit and withdraw screens,
 * amounts as decimal strings (exact), with what the member still has to wager before a
 * withdrawal and whether the account holds play money (a trial).
 */
export const walletsValueSchema = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  balance: z.string(),
  available: z.string(),
  locked: z.string(),
  turnoverRemaining: z.string(),
  playMoney: z.boolean(),
});
export type WalletsValue = z.infer<typeof walletsValueSchema>;

// ---------------------------------------------------------------------------------------------
// Reports over the ledger and the bets (modules/wallet); paging and dates as the payment reports.

export type TransactionType = (typeof transactionTypes)[number];

/** GET /wps/report/transaction?type=&startDate=&endDate=&pageNo=&pageSize= */
export const transactionReportQuerySchema = z.object({
  ...reportQueryBase,
  type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(transactionTypes).optional()),
});
export type TransactionReportQuery = z.input<typeof transactionReportQuerySchema>;

export const transactionReportItemSchema = z.object({
  /** The ledger entry. */
  id: z.number().int(),
  type: z.enum([...transactionTypes, 'other']),
  /** Signed, in currency units: positive came into the wallet. */
  amount: z.number(),
  /** The wallet balance right after this movement. */
  balanceAfter: z.number(),
  createdAt: z.string(),
});
export type TransactionReportItem = z.infer<typeof transactionReportItemSchema>;
export const transactionReportValueSchema = reportPage(transactionReportItemSchema);
export type TransactionReportValue = z.infer<typeof transactionReportValueSchema>;


/** GET /wps/report/accountGameBetHistory?status=&vassalage=&startDate=&endDate=&pageNo=&pageSize= */
export const betHistoryQuerySchema = z.object({
  ...reportQueryBase,
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(betStatuses).optional()),
  vassalage: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).max(32).optional()),
});
export type BetHistoryQuery = z.input<typeof betHistoryQuerySchema>;

export const betHistoryItemSchema = z.object({
  /** The vendor's bet transaction id. */
  id: z.string(),
  vassalage: z.string(),
  gameId: z.string(),
  /** The game's name in the caller's language (Language header; else English, else the catalog's canonical name); gameId when the catalog does not know the game. */
  gameName: z.string(),
  /** The vendor's name as the lobby shows it; vassalage when the catalog does not know the vendor. */
  vendorName: z.string(),
  roundId: z.string(),
  stake: z.number(),
  payout: z.number(),
  /** payout - stake: what the member won (positive) or lost. */
  winLoss: z.number(),
  status: z.enum(betStatuses),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type BetHistoryItem = z.infer<typeof betHistoryItemSchema>;
export const betHistoryValueSchema = reportPage(betHistoryItemSchema).extend({
  /** Over every bet of the range and filters, not just this page. */
  totals: z.object({ stake: z.number(), payout: z.number(), winLoss: z.number() }),
});
export type BetHistoryValue = z.infer<typeof betHistoryValueSchema>;

/**
 * GET /wps/stats/paidOut value: the register screen's social-proof figure (SPEC §2), the real
 * total of winnings paid to the merchant's members (settled bets, play money left out), in
 * currency units. Zero until a bet has paid: the screen then shows no figure at all.
 */
export const paidOutValueSchema = z.object({
  totalPaidOut: z.number(),
  currencySymbol: z.string(),
});
export type PaidOutValue = z.infer<typeof paidOutValueSchema>;

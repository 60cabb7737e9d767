import { z } from 'zod';
import { merchantCodeSchema } from '../merchants';

/** The four calls a vendor makes: POST /vendor/<vendorCode>/wallet/<action>. */
export const walletActions = ['balance', 'bet', 'win', 'rollback'] as const;
export type WalletAction = (typeof walletActions)[number];
export type MoneyAction = Exclude<WalletAction, 'balance'>;

/** Every status an answer may carry (README.md says when each comes). */
export const walletStatuses = [
  'OK', 'INVALID_SIGNATURE', 'INVALID_TOKEN', 'TOKEN_EXPIRED', 'INSUFFICIENT_FUNDS', 'DUPLICATE_TRANSACTION',
  'TRANSACTION_NOT_FOUND', 'BET_ALREADY_SETTLED', 'GAME_DISABLED', 'USER_DISABLED', 'LIMIT_REACHED', 'INVALID_REQUEST',
  'INTERNAL_ERROR',
] as const;
export type WalletStatus = (typeof walletStatuses)[number];

/** Limits of the vendor API (TigerStyle: a limit on everything). */
export const vendorWalletLimits = {
  /** A wallet call is a few hundred bytes; anything far larger is not one. */
  body_bytes_max: 16 * 1024,
  /** No single stake or payout above this many minor units (10^13 of a 2-digit currency). */
  amount_minor_max: 10n ** 15n,
  /** Integer digits an amount may have, before its value is even looked at. */
  amount_integer_digits_max: 16,
  id_length_max: 128,
  game_id_length_max: 64,
  /** A game session lives at most a day; launchGame picks less. */
  session_ttl_ms_max: 24 * 60 * 60_000,
  /** How long a vendor's opened secret is served from memory. */
  secret_cache_ttl_ms: 60_000,
  vendors_per_merchant_max: 200,
  /**
   * A stored answer serves replays this long (README "Replays and retries"), then is purged; a
   * game session is kept as long after its expiry (a replay names its token), and beyond that
   * while its member has an open bet with the vendor.
   */
  history_retention_ms: 90 * 24 * 60 * 60_000,
  /** Rows one purge deletes at most per table, so it never holds locks long. */
  purge_batch: 5_000,
} as const;

/** The vendor code in the path and the house_game accounts: lower case, 2 to 32 characters. */
export const vendorCodeSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{1,31}$/, 'lower-case letters, digits, _ or -, 2 to 32 characters');

const idSchema = z.string().min(1).max(vendorWalletLimits.id_length_max).regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces');
const gameIdSchema = z.string().min(1).max(vendorWalletLimits.game_id_length_max).regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces');
/** Plain decimal notation only: digits, at most one point; the currency's digits are checked later. */
const amountTextSchema = z.string().regex(new RegExp(`^\\d{1,${vendorWalletLimits.amount_integer_digits_max}}(\\.\\d{1,18})?$`), 'a decimal string such as "12.50"');
const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/);

const base = {
  requestId: idSchema,
  token: z.string().min(1).max(256),
};
const money = {
  ...base,
  transactionId: idSchema,
  roundId: idSchema,
  gameId: gameIdSchema,
  currency: currencyCodeSchema,
  roundClosed: z.boolean().default(false),
};

/**
 * The bodies of the four calls. Unknown keys are allowed (vendors add their own fields) and
 * ignored; they are still covered by the signature, which is over the raw bytes.
 */
export const walletRequestSchemas = {
  balance: z.object({ ...base, currency: currencyCodeSchema.optional(), gameId: gameIdSchema.optional() }),
  bet: z.object({ ...money, amount: amountTextSchema }),
  win: z.object({ ...money, amount: amountTextSchema, referenceTransactionId: idSchema }),
  // A rollback reverses what the bet staked; an amount, when sent, must be that stake.
  rollback: z.object({ ...money, amount: amountTextSchema.optional(), referenceTransactionId: idSchema }),
} as const;
export type BalanceRequest = z.infer<typeof walletRequestSchemas.balance>;
export type BetRequest = z.infer<typeof walletRequestSchemas.bet>;
export type WinRequest = z.infer<typeof walletRequestSchemas.win>;
export type RollbackRequest = z.infer<typeof walletRequestSchemas.rollback>;

/** The answer of every call; balance is the member's available balance, null when no member is known. */
export interface WalletAnswer {
  status: WalletStatus;
  balance: string | null;
  currency: string | null;
}

// A bet as other modules read it is context.ts's Bet (the seamless wallet's VendorBets).
export type { Bet, BetStatus } from '../../context';

/** A vendor as the back office sees it: never its secret. */
export interface VendorView {
  merchant: string;
  code: string;
  name: string;
  enabled: boolean;
  /** The largest stake of one bet as a decimal string, null when unlimited. */
  maxStake: string | null;
  createdAt: string;
  updatedAt: string;
}

/** POST /bo/vendors */
export const boVendorCreateSchema = z
  .object({
    merchant: merchantCodeSchema,
    code: vendorCodeSchema,
    name: z.string().trim().min(1).max(100).optional(),
    maxStake: amountTextSchema.nullable().optional(),
    enabled: z.boolean().optional(),
  })
  .strict();
export type BoVendorCreate = z.infer<typeof boVendorCreateSchema>;

/** GET /bo/vendors?merchant= */
export const boVendorListQuerySchema = z.object({ merchant: merchantCodeSchema }).strict();

/** POST /bo/vendors/:merchant/:code/token */
export const boVendorParamsSchema = z.object({ merchant: merchantCodeSchema, code: vendorCodeSchema }).strict();
export const boVendorTokenSchema = z
  .object({
    username: z.string().trim().min(1).max(64),
    gameId: gameIdSchema.optional(),
    /** Minutes the session lives; one hour unless told. */
    ttlMinutes: z.number().int().min(1).max(vendorWalletLimits.session_ttl_ms_max / 60_000).optional(),
  })
  .strict();

/** PATCH /bo/vendors/:merchant/:code */
export const boVendorPatchSchema = z.object({ enabled: z.boolean() }).strict();

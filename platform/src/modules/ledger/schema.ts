import { z } from 'zod';

/** What an account is for; member_wallet and member_bonus belong to a member and may never go below zero. */
export const accountKinds = [
  'member_wallet', 'house_deposit_clearing', 'house_withdrawal_clearing', 'house_game', 'house_bonus', 'house_adjustment',
  // Trial players' play money comes from and goes to this account (migration 010), never the real ones.
  'house_play_money',
  // The jackpot pool (migration 018, modules/jackpot): funded from house_game, paid to the winner.
  'house_jackpot',
  // A member's bonus held until its wagering completes (migration 037, modules/rewards): like the
  // wallet it belongs to a member and never goes below zero; bets never draw on it.
  'member_bonus',
  // Agents' rebates (返点, migration 051, modules/agents): the merchant's cost of the rebate payouts.
  'house_rebate',
] as const;
export type AccountKind = (typeof accountKinds)[number];
export type HouseAccountKind = Exclude<AccountKind, 'member_wallet' | 'member_bonus'>;

/** House accounts are spread over this many buckets (DESIGN.md: a bet must not lock one hot row). */
export const houseBuckets = 8;

/** Limits on what one entry may hold (TigerStyle: a limit on everything). */
export const ledgerLimits = {
  lines_max: 64,
  reference_length_max: 200,
  idempotency_key_length_max: 200,
  idempotency_source_length_max: 64,
  /** verify lists at most this many violations of each kind. */
  violations_per_check_max: 1000,
} as const;

export const currencySchema = z.string().regex(/^[A-Z]{3}$/);
export const reasonSchema = z.string().regex(/^[a-z][a-z0-9_.]{0,63}$/);

export interface LedgerAccount {
  merchantId: number;
  id: number;
  kind: AccountKind;
  memberId: number | null;
  vendor: string | null;
  bucket: number;
  currency: string;
  allowNegative: boolean;
  balance_minor: bigint;
  locked_minor: bigint;
  /** balance_minor - locked_minor: what a member may bet or withdraw. */
  available_minor: bigint;
  version: bigint;
  createdAt: Date;
}

export interface PostingLine {
  accountId: number;
  /** Signed: positive credits the account, negative debits it. */
  amount_minor: bigint;
}

export interface PostingInput {
  /** A reason code: deposit, withdrawal, bet, win, rollback, adjustment, ... */
  reason: string;
  /** The caller's handle on what moved (a deposit id, a vendor round), for tracing. */
  reference: string;
  /** Who caused the movement and its own id for it: unique per merchant and source. */
  idempotency: { source: string; key: string };
  lines: PostingLine[];
  /** When it happened; the database clock when absent. */
  now?: Date;
}

export interface JournalEntry {
  merchantId: number;
  id: number;
  reason: string;
  reference: string;
  idempotency: { source: string; key: string };
  createdAt: Date;
  lines: PostingLine[];
}

export interface PostResult {
  entry: JournalEntry;
  /** True when the idempotency key had been posted with the same parameters: nothing moved now. */
  replayed: boolean;
}

export type ViolationKind =
  | 'entry.unbalanced'
  | 'entry.too.few.lines'
  | 'line.orphan'
  | 'account.balance.mismatch'
  | 'wallet.negative'
  | 'wallet.locked.exceeds.balance'
  | 'idempotency.key.duplicate';

export interface LedgerViolation {
  kind: ViolationKind;
  merchantId: number;
  /** The entry or account at fault (entry ids for duplicate keys; the entry of an orphan line). */
  ids: number[];
  detail: string;
}

export interface VerifyReport {
  entries: number;
  accounts: number;
  violations: LedgerViolation[];
}

/** GET /bo/ledger/verify?merchant= */
export const boLedgerVerifyQuerySchema = z
  .object({ merchant: z.string().trim().min(1).max(64).optional() })
  .strict();

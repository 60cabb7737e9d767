import { createHash } from 'node:crypto';
import { WpsError } from '@/lib/wps/errors';
import type { Db, Queryable } from '../../db';
import {
  ledgerRepo as repo, type AccountRow, type EntryRow, type LinePage, type LineRow, type StatementRow, type TransactionRow,
} from './repo';

export type { LinePage, StatementRow, TransactionRow };
import {
  currencySchema, houseBuckets, ledgerLimits, reasonSchema,
  type HouseAccountKind, type JournalEntry, type LedgerAccount, type LedgerViolation, type PostingInput, type PostingLine,
  type PostResult, type VerifyReport,
} from './schema';

function toAccount(r: AccountRow): LedgerAccount {
  const balance = BigInt(r.balance_minor);
  const locked = BigInt(r.locked_minor);
  return {
    merchantId: r.merchant_id,
    id: Number(r.id),
    kind: r.kind,
    memberId: r.member_id === null ? null : Number(r.member_id),
    vendor: r.vendor,
    bucket: r.bucket,
    currency: r.currency,
    allowNegative: r.allow_negative,
    balance_minor: balance,
    locked_minor: locked,
    available_minor: balance - locked,
    version: BigInt(r.version),
    createdAt: new Date(r.created_at),
  };
}

function toEntry(r: EntryRow, lines: PostingLine[]): JournalEntry {
  return {
    merchantId: r.merchant_id,
    id: Number(r.id),
    reason: r.reason,
    reference: r.reference,
    idempotency: { source: r.idempotency_source, key: r.idempotency_key },
    createdAt: new Date(r.created_at),
    lines,
  };
}

const toLines = (rows: LineRow[]): PostingLine[] => rows.map((l) => ({ accountId: Number(l.account_id), amount_minor: BigInt(l.amount_minor) }));

/** A programmer error: the caller broke the ledger's contract. Crash loudly, never answer a member with it. */
function assert(cond: unknown, message: string): asserts cond {
  if (!cond) throw new Error(`ledger: ${message}`);
}

/**
 * sha256 of what an entry means: reason, reference and its lines in account order. A replay
 * must carry the same; the order the caller listed the lines in does not matter.
 */
export function paramsHash(input: Pick<PostingInput, 'reason' | 'reference' | 'lines'>): string {
  const lines = [...input.lines]
    .sort((a, b) => a.accountId - b.accountId || (a.amount_minor < b.amount_minor ? -1 : a.amount_minor > b.amount_minor ? 1 : 0))
    .map((l) => [l.accountId, l.amount_minor.toString()]);
  return createHash('sha256').update(JSON.stringify([input.reason, input.reference, lines])).digest('hex');
}

function checkPosting(input: PostingInput): void {
  assert(reasonSchema.safeParse(input.reason).success, `bad reason code ${JSON.stringify(input.reason)}`);
  assert(typeof input.reference === 'string' && input.reference.length <= ledgerLimits.reference_length_max, 'reference too long');
  const { source, key } = input.idempotency ?? {};
  assert(typeof source === 'string' && source.length >= 1 && source.length <= ledgerLimits.idempotency_source_length_max, 'bad idempotency source');
  assert(typeof key === 'string' && key.length >= 1 && key.length <= ledgerLimits.idempotency_key_length_max, 'bad idempotency key');
  assert(Array.isArray(input.lines) && input.lines.length >= 2, 'an entry needs at least two lines');
  assert(input.lines.length <= ledgerLimits.lines_max, `an entry holds at most ${ledgerLimits.lines_max} lines`);
  let sum = 0n;
  for (const l of input.lines) {
    assert(Number.isSafeInteger(l.accountId) && l.accountId > 0, `bad account id ${l.accountId}`);
    assert(typeof l.amount_minor === 'bigint', 'amount_minor must be a bigint');
    assert(l.amount_minor !== 0n, 'a line of zero moves nothing');
    sum += l.amount_minor;
  }
  assert(sum === 0n, `lines sum to ${sum}, not zero`);
}

/**
 * Posts one journal entry in the caller's transaction (q should be one when the caller does
 * more than post; a refusal writes nothing, so the transaction stays usable).
 *
 * The work runs in the database as ledger_post (platform/sql/functions/ledger_post.sql), in one round trip: the
 * touched accounts are row-locked (member wallets first, then house accounts, each in id
 * order, as every caller does, so postings never deadlock); the idempotency key is looked
 * up: the same parameters return the first entry and move nothing, different ones throw
 * ledger.duplicate.key; a member wallet whose available amount (balance - locked) would go
 * below zero throws ledger.insufficient.funds; then the entry, its lines and the cached
 * balances and versions are written.
 */
async function post(q: Queryable, merchantId: number, input: PostingInput): Promise<PostResult> {
  checkPosting(input);
  const { source, key } = input.idempotency;
  const r = await repo.post(q, merchantId, {
    reason: input.reason, reference: input.reference, source, key, paramsHash: paramsHash(input), now: input.now ?? null, lines: input.lines,
  });
  switch (r.status) {
    case 'insufficient':
      throw new WpsError('ledger.insufficient.funds', { accountId: Number(r.account_id), available_minor: String(r.available_minor) });
    case 'duplicate':
      throw new WpsError('ledger.duplicate.key', { source, key, entryId: Number(r.entry_id) });
    case 'replayed': {
      const first = await repo.entryById(q, merchantId, Number(r.entry_id));
      assert(first, `replayed entry ${r.entry_id} is not visible`);
      // A replay has the first posting's parameters, so its accounts are the first entry's.
      const lines = await repo.linesOf(q, merchantId, Number(first.id), [...new Set(input.lines.map((l) => l.accountId))]);
      return { entry: toEntry(first, toLines(lines)), replayed: true };
    }
    case 'posted': {
      const entry: EntryRow = {
        merchant_id: merchantId, id: r.entry_id!, reason: input.reason, reference: input.reference, idempotency_source: source,
        idempotency_key: key, params_hash: '', created_at: r.created_at!,
      };
      return { entry: toEntry(entry, input.lines.map((l) => ({ accountId: l.accountId, amount_minor: l.amount_minor }))), replayed: false };
    }
  }
}

/** Looks first (an account is made once and read ever after), inserts when missing. */
async function getOrCreate(
  q: Queryable, merchantId: number,
  identity: { kind: LedgerAccount['kind']; memberId: number | null; vendor: string | null; bucket: number; currency: string; allowNegative: boolean },
): Promise<LedgerAccount> {
  const existing = await repo.accountByIdentity(q, merchantId, identity);
  if (existing) return toAccount(existing);
  const made = await repo.insertAccount(q, merchantId, identity);
  if (made) return toAccount(made);
  const found = await repo.accountByIdentity(q, merchantId, identity);
  assert(found, `account ${identity.kind} of merchant ${merchantId} neither inserted nor found`);
  return toAccount(found);
}

/** The member's wallet in a currency, opened at zero the first time. */
async function memberWallet(q: Queryable, merchantId: number, memberId: number, currency: string): Promise<LedgerAccount> {
  assert(currencySchema.safeParse(currency).success, `bad currency ${currency}`);
  assert(Number.isSafeInteger(memberId) && memberId > 0, `bad member id ${memberId}`);
  return getOrCreate(q, merchantId, { kind: 'member_wallet', memberId, vendor: null, bucket: 0, currency, allowNegative: false });
}

/**
 * The member's bonus account in a currency (modules/rewards: bonuses held until wagered), opened
 * at zero the first time. Opened after the member's wallet (which this opens first when missing),
 * so its id is higher: a posting that touches both locks the wallet first, as the wallet's group
 * commit does.
 */
async function memberBonus(q: Queryable, merchantId: number, memberId: number, currency: string): Promise<LedgerAccount> {
  await memberWallet(q, merchantId, memberId, currency);
  return getOrCreate(q, merchantId, { kind: 'member_bonus', memberId, vendor: null, bucket: 0, currency, allowNegative: false });
}

/**
 * A house account, opened at zero the first time. Its bucket is chosen by the member the
 * movement is for (memberId mod 8), so bets of different members lock different house rows
 * (DESIGN.md, Money). house_game accounts are per vendor.
 */
async function houseAccount(
  q: Queryable, merchantId: number, kind: HouseAccountKind, currency: string,
  opts: { vendor?: string; memberIdForBucket: number },
): Promise<LedgerAccount> {
  assert((kind as string) !== 'member_wallet' && (kind as string) !== 'member_bonus', 'a member account is not a house account');
  assert(currencySchema.safeParse(currency).success, `bad currency ${currency}`);
  assert(kind !== 'house_game' || opts.vendor, 'a house_game account needs its vendor');
  return getOrCreate(q, merchantId, { kind, memberId: null, vendor: opts.vendor ?? null, bucket: houseBucket(opts.memberIdForBucket), currency, allowNegative: true });
}

/** The house bucket a member's movements use (memberId mod houseBuckets), for tables spread the same way. */
function houseBucket(memberId: number): number {
  assert(Number.isSafeInteger(memberId) && memberId >= 0, 'bad memberIdForBucket');
  return memberId % houseBuckets;
}

/** An account with its balance, locked and available amounts; null when there is none. */
async function balance(q: Queryable, merchantId: number, accountId: number): Promise<LedgerAccount | null> {
  const r = await repo.accountById(q, merchantId, accountId);
  return r ? toAccount(r) : null;
}

/** Holds amount of the available balance (a pending withdrawal); ledger.insufficient.funds when less is available. */
async function lock(q: Queryable, merchantId: number, accountId: number, amount_minor: bigint): Promise<LedgerAccount> {
  assert(typeof amount_minor === 'bigint' && amount_minor > 0n, 'lock needs a positive bigint amount');
  const r = await repo.lock(q, merchantId, accountId, amount_minor);
  if (r) return toAccount(r);
  const a = await repo.accountById(q, merchantId, accountId);
  assert(a, `unknown account ${accountId} of merchant ${merchantId}`);
  throw new WpsError('ledger.insufficient.funds', { accountId, available_minor: (BigInt(a.balance_minor) - BigInt(a.locked_minor)).toString() });
}

/** Releases amount of what lock held; releasing more than is locked is a programmer error. */
async function unlock(q: Queryable, merchantId: number, accountId: number, amount_minor: bigint): Promise<LedgerAccount> {
  assert(typeof amount_minor === 'bigint' && amount_minor > 0n, 'unlock needs a positive bigint amount');
  const r = await repo.unlock(q, merchantId, accountId, amount_minor);
  assert(r, `account ${accountId} of merchant ${merchantId} does not hold ${amount_minor} locked`);
  return toAccount(r);
}

/**
 * An account's lines in [from, to), newest first, each with the balance right after it, and how
 * many there are (a wallet's transaction report); reasons narrows to those entry reasons.
 */
function accountLines(
  q: Queryable, merchantId: number, accountId: number, reasons: string[] | null, page: LinePage,
): Promise<{ rows: TransactionRow[]; total: number }> {
  return repo.accountLines(q, merchantId, accountId, reasons, page);
}

/** The newest lines of an account with their entries: how its balance came about (ops wallet:statement). */
function accountStatement(q: Queryable, merchantId: number, accountId: number, limit: number): Promise<StatementRow[]> {
  return repo.accountStatement(q, merchantId, accountId, limit);
}

/** The house accounts of a kind in a currency (one per bucket) with their balances, in id order. */
async function houseAccountsOfKind(
  q: Queryable, merchantId: number, kind: HouseAccountKind, currency: string,
): Promise<{ accountId: number; balance_minor: bigint }[]> {
  return (await repo.accountsOfKind(q, merchantId, kind, currency)).map((a) => ({ accountId: Number(a.id), balance_minor: BigInt(a.balance_minor) }));
}

/**
 * Checks every invariant of the money tables, of one merchant or all: each entry's lines sum
 * to zero (and there are at least two), each line's entry and account exist, each cached
 * balance equals the sum of its lines, no
 * member wallet is below zero or holds more locked than it has, no idempotency key was used
 * twice. An empty list means the books are sound.
 */
async function verify(q: Queryable, merchantId?: number): Promise<VerifyReport> {
  const m = merchantId ?? null;
  const limit = ledgerLimits.violations_per_check_max;
  const violations: LedgerViolation[] = [];
  for (const r of await repo.unbalancedEntries(q, m, limit)) {
    const lines = Number(r.lines);
    violations.push(lines < 2 && BigInt(r.sum_minor) === 0n
      ? { kind: 'entry.too.few.lines', merchantId: r.merchant_id, ids: [Number(r.id)], detail: `entry ${r.id} has ${lines} line(s)` }
      : { kind: 'entry.unbalanced', merchantId: r.merchant_id, ids: [Number(r.id)], detail: `lines of entry ${r.id} sum to ${r.sum_minor}` });
  }
  for (const r of await repo.orphanLines(q, m, limit)) {
    violations.push({
      kind: 'line.orphan', merchantId: r.merchant_id, ids: [Number(r.entry_id)],
      detail: `line ${r.line_no} of entry ${r.entry_id} names an entry or account ${r.account_id} that does not exist`,
    });
  }
  for (const r of await repo.balanceMismatches(q, m, limit)) {
    violations.push({
      kind: 'account.balance.mismatch', merchantId: r.merchant_id, ids: [Number(r.id)],
      detail: `account ${r.id} caches ${r.balance_minor} but its lines sum to ${r.lines_minor}`,
    });
  }
  for (const r of await repo.overdrawnAccounts(q, m, limit)) {
    const negative = BigInt(r.balance_minor) < 0n;
    violations.push({
      kind: negative ? 'wallet.negative' : 'wallet.locked.exceeds.balance', merchantId: r.merchant_id, ids: [Number(r.id)],
      detail: `account ${r.id} has balance ${r.balance_minor}, locked ${r.locked_minor}`,
    });
  }
  for (const r of await repo.duplicateKeys(q, m, limit)) {
    violations.push({
      kind: 'idempotency.key.duplicate', merchantId: r.merchant_id, ids: r.ids.map(Number),
      detail: `key ${r.idempotency_source}/${r.idempotency_key} used by entries ${r.ids.join(', ')}`,
    });
  }
  return { ...(await repo.countEntriesAndAccounts(q, m)), violations };
}

export interface LedgerDeps {
  /** The pool verify reads; every other method runs on the caller's transaction. */
  db: Db;
}

/**
 * The ledger as other modules reach it: the only writer of money tables. A posting, a lock and
 * the get-or-create of an account join the caller's transaction (q), because they belong to the
 * caller's unit of work (a deposit's approval and its entry commit together); the ledger checks
 * its input before it touches q and never opens a transaction of its own for them.
 */
export interface LedgerService {
  post(q: Queryable, merchantId: number, input: PostingInput): Promise<PostResult>;
  memberWallet(q: Queryable, merchantId: number, memberId: number, currency: string): Promise<LedgerAccount>;
  /** The member's bonus account (member_bonus), opened after the wallet so it always sorts after it in lock order. */
  memberBonus(q: Queryable, merchantId: number, memberId: number, currency: string): Promise<LedgerAccount>;
  houseAccount(
    q: Queryable, merchantId: number, kind: HouseAccountKind, currency: string, opts: { vendor?: string; memberIdForBucket: number },
  ): Promise<LedgerAccount>;
  /** The house bucket a member's movements use (memberId mod houseBuckets), for tables spread the same way. */
  houseBucket(memberId: number): number;
  balance(q: Queryable, merchantId: number, accountId: number): Promise<LedgerAccount | null>;
  lock(q: Queryable, merchantId: number, accountId: number, amount_minor: bigint): Promise<LedgerAccount>;
  unlock(q: Queryable, merchantId: number, accountId: number, amount_minor: bigint): Promise<LedgerAccount>;
  accountLines(
    q: Queryable, merchantId: number, accountId: number, reasons: string[] | null, page: LinePage,
  ): Promise<{ rows: TransactionRow[]; total: number }>;
  accountStatement(q: Queryable, merchantId: number, accountId: number, limit: number): Promise<StatementRow[]>;
  houseAccountsOfKind(q: Queryable, merchantId: number, kind: HouseAccountKind, currency: string): Promise<{ accountId: number; balance_minor: bigint }[]>;
  /** Every invariant of the money tables, of one merchant or all (GET /bo/ledger/verify). */
  verify(merchantId?: number): Promise<VerifyReport>;
}

export function createLedgerService(deps: LedgerDeps): LedgerService {
  return {
    post, memberWallet, memberBonus, houseAccount, houseBucket, balance, lock, unlock, accountLines, accountStatement, houseAccountsOfKind,
    verify: (merchantId) => verify(deps.db, merchantId),
  };
}

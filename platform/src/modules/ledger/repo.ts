import type { Queryable } from '../../db';
import type { AccountKind } from './schema';

type Id = bigint | number | string;

export interface AccountRow {
  merchant_id: number;
  id: Id;
  kind: AccountKind;
  member_id: Id | null;
  vendor: string | null;
  bucket: number;
  currency: string;
  allow_negative: boolean;
  balance_minor: Id;
  locked_minor: Id;
  version: Id;
  created_at: Date;
}

export interface StatementRow {
  entry_id: Id;
  reason: string;
  reference: string;
  idempotency_source: string;
  idempotency_key: string;
  amount_minor: Id;
  created_at: Date;
}

export interface TransactionRow {
  entry_id: Id;
  reason: string;
  amount_minor: Id;
  balance_after_minor: Id;
  created_at: Date;
}

/** A window of an account's lines: [from, to), newest first. */
export interface LinePage {
  from: Date;
  to: Date;
  limit: number;
  offset: number;
}

export interface EntryRow {
  merchant_id: number;
  id: Id;
  reason: string;
  reference: string;
  idempotency_source: string;
  idempotency_key: string;
  params_hash: string;
  created_at: Date;
}

export interface PostRow {
  status: 'posted' | 'replayed' | 'duplicate' | 'insufficient';
  entry_id: Id | null;
  created_at: Date | null;
  account_id: Id | null;
  available_minor: Id | null;
}

export interface LineRow {
  account_id: Id;
  amount_minor: Id;
}

export interface AccountIdentity {
  kind: AccountKind;
  memberId: number | null;
  vendor: string | null;
  bucket: number;
  currency: string;
  allowNegative: boolean;
}

const accountColumns = `merchant_id, id, kind, member_id, vendor, bucket, currency, allow_negative, balance_minor, locked_minor,
  version, created_at`;
const entryColumns = 'merchant_id, id, reason, reference, idempotency_source, idempotency_key, params_hash, created_at';

/**
 * Plain SQL over the money tables; only the ledger service calls it. Journal rows are only
 * ever inserted (a trigger refuses UPDATE and DELETE); balances change only inside
 * ledger_post (platform/sql/functions/ledger_post.sql), locked amounts through lock and unlock.
 */
export const ledgerRepo = {
  /** Inserts the account unless it exists (then null, also when a concurrent insert won). */
  async insertAccount(q: Queryable, merchantId: number, a: AccountIdentity): Promise<AccountRow | null> {
    const r = await q.query<AccountRow>(
      `INSERT INTO ledger_accounts (merchant_id, kind, member_id, vendor, bucket, currency, allow_negative)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (merchant_id, kind, member_id, vendor, bucket, currency) DO NOTHING
       RETURNING ${accountColumns}`,
      [merchantId, a.kind, a.memberId, a.vendor, a.bucket, a.currency, a.allowNegative]);
    return r.rows[0] ?? null;
  },

  /**
   * The account of an identity. NULL member and vendor are matched with IS NULL, not IS NOT
   * DISTINCT FROM, which no index serves: this runs on every balance read, over every wallet.
   */
  async accountByIdentity(q: Queryable, merchantId: number, a: Omit<AccountIdentity, 'allowNegative'>): Promise<AccountRow | null> {
    const args: unknown[] = [merchantId, a.kind, a.bucket, a.currency];
    const member = a.memberId === null ? 'member_id IS NULL' : `member_id = $${args.push(a.memberId)}`;
    const vendor = a.vendor === null ? 'vendor IS NULL' : `vendor = $${args.push(a.vendor)}`;
    const r = await q.query<AccountRow>(
      `SELECT ${accountColumns} FROM ledger_accounts
       WHERE merchant_id = $1 AND kind = $2 AND ${member} AND ${vendor} AND bucket = $3 AND currency = $4`,
      args);
    return r.rows[0] ?? null;
  },

  async accountById(q: Queryable, merchantId: number, id: number): Promise<AccountRow | null> {
    const r = await q.query<AccountRow>(`SELECT ${accountColumns} FROM ledger_accounts WHERE merchant_id = $1 AND id = $2`, [merchantId, id]);
    return r.rows[0] ?? null;
  },

  /**
   * One posting through the ledger_post function (platform/sql/functions/ledger_post.sql): locks, idempotency claim,
   * funds check, lines and cached balances in one round trip. Answers its outcome row.
   */
  async post(
    q: Queryable, merchantId: number,
    e: { reason: string; reference: string; source: string; key: string; paramsHash: string; now: Date | null; lines: { accountId: number; amount_minor: bigint }[] },
  ): Promise<PostRow> {
    const r = await q.query<PostRow>(
      'SELECT status, entry_id, created_at, account_id, available_minor FROM ledger_post($1, $2, $3, $4, $5, $6, $7, $8::bigint[], $9::bigint[])',
      [merchantId, e.reason, e.reference, e.source, e.key, e.paramsHash, e.now,
        e.lines.map((l) => String(l.accountId)), e.lines.map((l) => l.amount_minor.toString())]);
    return r.rows[0]!;
  },

  /** An entry's lines on the given accounts (the key of journal_lines leads with the account), in line order. */
  async linesOf(q: Queryable, merchantId: number, entryId: number, accountIds: number[]): Promise<LineRow[]> {
    const r = await q.query<LineRow>(
      'SELECT account_id, amount_minor FROM journal_lines WHERE merchant_id = $1 AND account_id = ANY($3::bigint[]) AND entry_id = $2 ORDER BY line_no',
      [merchantId, entryId, accountIds]);
    return r.rows;
  },

  async entryById(q: Queryable, merchantId: number, id: number): Promise<EntryRow | null> {
    const r = await q.query<EntryRow>(`SELECT ${entryColumns} FROM journal_entries WHERE merchant_id = $1 AND id = $2`, [merchantId, id]);
    return r.rows[0] ?? null;
  },

  /** Moves amount from available to locked when that much is available; null otherwise. */
  async lock(q: Queryable, merchantId: number, id: number, amount_minor: bigint): Promise<AccountRow | null> {
    const r = await q.query<AccountRow>(
      `UPDATE ledger_accounts SET locked_minor = locked_minor + $3::bigint, version = version + 1
       WHERE merchant_id = $1 AND id = $2 AND balance_minor - locked_minor >= $3::bigint
       RETURNING ${accountColumns}`,
      [merchantId, id, amount_minor.toString()]);
    return r.rows[0] ?? null;
  },

  /** Moves amount from locked back to available when that much is locked; null otherwise. */
  async unlock(q: Queryable, merchantId: number, id: number, amount_minor: bigint): Promise<AccountRow | null> {
    const r = await q.query<AccountRow>(
      `UPDATE ledger_accounts SET locked_minor = locked_minor - $3::bigint, version = version + 1
       WHERE merchant_id = $1 AND id = $2 AND locked_minor >= $3::bigint
       RETURNING ${accountColumns}`,
      [merchantId, id, amount_minor.toString()]);
    return r.rows[0] ?? null;
  },

  // ---- verify: read-only checks of every invariant, each bounded by limit ----

  async countEntriesAndAccounts(q: Queryable, merchantId: number | null): Promise<{ entries: number; accounts: number }> {
    const r = await q.query<{ entries: Id; accounts: Id }>(
      `SELECT (SELECT count(*) FROM journal_entries WHERE $1::int IS NULL OR merchant_id = $1) AS entries,
              (SELECT count(*) FROM ledger_accounts WHERE $1::int IS NULL OR merchant_id = $1) AS accounts`,
      [merchantId]);
    return { entries: Number(r.rows[0]!.entries), accounts: Number(r.rows[0]!.accounts) };
  },

  /** Entries whose lines do not sum to zero, or that have fewer than two lines. */
  async unbalancedEntries(q: Queryable, merchantId: number | null, limit: number) {
    const r = await q.query<{ merchant_id: number; id: Id; sum_minor: Id; lines: Id }>(
      `SELECT e.merchant_id, e.id, coalesce(sum(l.amount_minor), 0) AS sum_minor, count(l.entry_id) AS lines
       FROM journal_entries e
       LEFT JOIN journal_lines l ON l.merchant_id = e.merchant_id AND l.entry_id = e.id
       WHERE $1::int IS NULL OR e.merchant_id = $1
       GROUP BY e.merchant_id, e.id
       HAVING coalesce(sum(l.amount_minor), 0) <> 0 OR count(l.entry_id) < 2
       ORDER BY e.merchant_id, e.id
       LIMIT $2`,
      [merchantId, limit]);
    return r.rows;
  },

  /**
   * Lines whose entry or account does not exist: no foreign key checks it on insert (migration
   * 026 dropped them from the bets' path), ledger_post_lines writes lines only for both.
   */
  async orphanLines(q: Queryable, merchantId: number | null, limit: number) {
    const r = await q.query<{ merchant_id: number; entry_id: Id; line_no: number; account_id: Id }>(
      `SELECT l.merchant_id, l.entry_id, l.line_no, l.account_id FROM journal_lines l
       WHERE ($1::int IS NULL OR l.merchant_id = $1)
         AND (NOT EXISTS (SELECT 1 FROM journal_entries e WHERE e.merchant_id = l.merchant_id AND e.id = l.entry_id)
           OR NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.merchant_id = l.merchant_id AND a.id = l.account_id))
       ORDER BY l.merchant_id, l.entry_id, l.line_no
       LIMIT $2`,
      [merchantId, limit]);
    return r.rows;
  },

  /** Accounts whose cached balance differs from the sum of their lines. */
  async balanceMismatches(q: Queryable, merchantId: number | null, limit: number) {
    const r = await q.query<{ merchant_id: number; id: Id; balance_minor: Id; lines_minor: Id }>(
      `SELECT a.merchant_id, a.id, a.balance_minor, coalesce(s.total, 0) AS lines_minor
       FROM ledger_accounts a
       LEFT JOIN (
         SELECT merchant_id, account_id, sum(amount_minor) AS total FROM journal_lines
         WHERE $1::int IS NULL OR merchant_id = $1
         GROUP BY merchant_id, account_id
       ) s ON s.merchant_id = a.merchant_id AND s.account_id = a.id
       WHERE ($1::int IS NULL OR a.merchant_id = $1) AND a.balance_minor <> coalesce(s.total, 0)
       ORDER BY a.merchant_id, a.id
       LIMIT $2`,
      [merchantId, limit]);
    return r.rows;
  },

  /** Accounts that may not go negative but are below zero, or hold more locked than they have. */
  async overdrawnAccounts(q: Queryable, merchantId: number | null, limit: number) {
    const r = await q.query<{ merchant_id: number; id: Id; balance_minor: Id; locked_minor: Id }>(
      `SELECT merchant_id, id, balance_minor, locked_minor FROM ledger_accounts
       WHERE ($1::int IS NULL OR merchant_id = $1) AND NOT allow_negative
         AND (balance_minor < 0 OR locked_minor > balance_minor OR locked_minor < 0)
       ORDER BY merchant_id, id
       LIMIT $2`,
      [merchantId, limit]);
    return r.rows;
  },

  /** Idempotency keys used by more than one entry (the unique constraint should make this impossible). */
  async duplicateKeys(q: Queryable, merchantId: number | null, limit: number) {
    const r = await q.query<{ merchant_id: number; idempotency_source: string; idempotency_key: string; ids: Id[] }>(
      `SELECT merchant_id, idempotency_source, idempotency_key, array_agg(id ORDER BY id) AS ids
       FROM journal_entries
       WHERE $1::int IS NULL OR merchant_id = $1
       GROUP BY merchant_id, idempotency_source, idempotency_key
       HAVING count(*) > 1
       ORDER BY merchant_id, idempotency_source, idempotency_key
       LIMIT $2`,
      [merchantId, limit]);
    return r.rows;
  },

  /**
   * An account's lines in [from, to), newest first, each with the balance right after it: the
   * balance now less every later line, read in one statement so both see the same snapshot.
   */
  async accountLines(q: Queryable, merchantId: number, accountId: number, reasons: string[] | null, p: LinePage): Promise<{ rows: TransactionRow[]; total: number }> {
    // A line of a batch entry carries its own call's reason; others take their entry's.
    const where = `l.merchant_id = $1 AND l.account_id = $2 AND l.created_at >= $3 AND l.created_at < $4
      AND ($5::text[] IS NULL OR coalesce(l.reason, e.reason) = ANY($5::text[]))`;
    const args = [merchantId, accountId, p.from, p.to, reasons];
    const count = await q.query<{ n: Id }>(
      `SELECT count(*) AS n FROM journal_lines l JOIN journal_entries e ON e.merchant_id = l.merchant_id AND e.id = l.entry_id WHERE ${where}`, args);
    // Lines are ordered by (entry, line): a batch entry may hold several lines of one wallet.
    const r = await q.query<TransactionRow>(
      `SELECT l.entry_id, coalesce(l.reason, e.reason) AS reason, l.amount_minor, l.created_at,
         a.balance_minor - coalesce((SELECT sum(later.amount_minor) FROM journal_lines later
           WHERE later.merchant_id = l.merchant_id AND later.account_id = l.account_id
             AND (later.entry_id, later.line_no) > (l.entry_id, l.line_no)), 0) AS balance_after_minor
       FROM journal_lines l
       JOIN journal_entries e ON e.merchant_id = l.merchant_id AND e.id = l.entry_id
       JOIN ledger_accounts a ON a.merchant_id = l.merchant_id AND a.id = l.account_id
       WHERE ${where}
       ORDER BY l.entry_id DESC, l.line_no DESC LIMIT $6 OFFSET $7`,
      [...args, p.limit, p.offset]);
    return { rows: r.rows, total: Number(count.rows[0]!.n) };
  },

  /** The newest lines of an account with the calls they belong to (a batch line's own, else its entry's): how its balance came about. */
  async accountStatement(q: Queryable, merchantId: number, accountId: number, limit: number): Promise<StatementRow[]> {
    const r = await q.query<StatementRow>(
      `SELECT l.entry_id, coalesce(l.reason, e.reason) AS reason, coalesce(l.reference, e.reference) AS reference,
         coalesce(l.idempotency_source, e.idempotency_source) AS idempotency_source,
         coalesce(l.idempotency_key, e.idempotency_key) AS idempotency_key, l.amount_minor, l.created_at
       FROM journal_lines l
       JOIN journal_entries e ON e.merchant_id = l.merchant_id AND e.id = l.entry_id
       WHERE l.merchant_id = $1 AND l.account_id = $2
       ORDER BY l.entry_id DESC, l.line_no DESC
       LIMIT $3`,
      [merchantId, accountId, limit]);
    return r.rows;
  },

  /** The accounts of a kind in a currency with their balances (a jackpot pool's house buckets), in id order. */
  async accountsOfKind(q: Queryable, merchantId: number, kind: AccountKind, currency: string): Promise<{ id: Id; balance_minor: Id }[]> {
    const r = await q.query<{ id: Id; balance_minor: Id }>(
      `SELECT id, balance_minor FROM ledger_accounts WHERE merchant_id = $1 AND kind = $2 AND currency = $3 ORDER BY id`,
      [merchantId, kind, currency]);
    return r.rows;
  },
};

import type { Queryable } from '../../db';

/**
 * Plain SQL of the payments tables (migration 012), one statement per method, every one scoped
 * by merchant (and member where a member asks). Money never moves here: the ledger does that.
 */

type Big = string | number | bigint;

export interface ChannelRow {
  merchant_id: number;
  id: Big;
  method: 'mt' | 'pg';
  name: string;
  min_minor: Big;
  max_minor: Big;
  presets_minor: Big[];
  enabled: boolean;
  sort: number;
  bank_name: string | null;
  account_name: string | null;
  account_number: string | null;
  psp_adapter: string | null;
  psp_config: Record<string, unknown>;
  psp_secret_sealed: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface DepositRow {
  merchant_id: number;
  id: Big;
  member_id: Big;
  channel_id: Big;
  method: 'mt' | 'pg';
  currency: string;
  amount_minor: Big;
  status: 'pending' | 'approved' | 'rejected' | 'failed' | 'review';
  reference: string | null;
  depositor_name: string | null;
  psp_reference: string | null;
  pay_url: string | null;
  qr_content: string | null;
  paid_minor: Big | null;
  settled_by: string | null;
  remark: string | null;
  entry_id: Big | null;
  created_at: Date | string;
  updated_at: Date | string;
  completed_at: Date | string | null;
  /** Joined for lists and reports. */
  channel_name?: string;
}

export interface BankCardRow {
  merchant_id: number;
  id: Big;
  member_id: Big;
  bank_name: string;
  /** Plain only on rows written before migration 021, until the next start seals them. */
  account_number: string | null;
  account_sealed: string | null;
  account_last4: string | null;
  payee_name: string;
  branch: string | null;
  created_at: Date | string;
}

export interface WithdrawalRow {
  merchant_id: number;
  id: Big;
  member_id: Big;
  bank_card_id: Big;
  currency: string;
  amount_minor: Big;
  status: 'pending' | 'approved' | 'rejected';
  bank_name: string;
  /** As on the card: sealed, plain only until the next start seals rows older than migration 021. */
  account_number: string | null;
  account_sealed: string | null;
  account_last4: string | null;
  payee_name: string;
  settled_by: string | null;
  remark: string | null;
  entry_id: Big | null;
  created_at: Date | string;
  updated_at: Date | string;
  completed_at: Date | string | null;
}

export interface ChannelInsert {
  method: 'mt' | 'pg';
  name: string;
  min_minor: bigint;
  max_minor: bigint;
  presets_minor: bigint[];
  enabled: boolean;
  sort: number;
  bank_name: string | null;
  account_name: string | null;
  account_number: string | null;
  psp_adapter: string | null;
  psp_config: Record<string, unknown>;
  psp_secret_sealed: string | null;
}

export interface DepositInsert {
  member_id: number;
  channel_id: number;
  method: 'mt' | 'pg';
  currency: string;
  amount_minor: bigint;
  reference: string | null;
  depositor_name: string | null;
}

export interface DepositSettle {
  status: DepositRow['status'];
  settled_by: string | null;
  remark: string | null;
  entry_id: number | null;
  paid_minor: bigint | null;
  completed: boolean;
}

export interface ReportFilter {
  memberId: number;
  status: string | null;
  from: Date;
  /** Exclusive. */
  to: Date;
  limit: number;
  offset: number;
}

const presets = (v: bigint[]) => `{${v.map(String).join(',')}}`;

export const paymentsRepo = {
  // ---- channels
  async insertChannel(q: Queryable, merchantId: number, c: ChannelInsert, now: Date): Promise<ChannelRow> {
    const r = await q.query<ChannelRow>(
      `INSERT INTO deposit_channels (merchant_id, method, name, min_minor, max_minor, presets_minor, enabled, sort,
         bank_name, account_name, account_number, psp_adapter, psp_config, psp_secret_sealed, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6::bigint[], $7, $8, $9, $10, $11, $12, $13::jsonb, $14, $15, $15)
       RETURNING *`,
      [merchantId, c.method, c.name, c.min_minor.toString(), c.max_minor.toString(), presets(c.presets_minor), c.enabled, c.sort,
        c.bank_name, c.account_name, c.account_number, c.psp_adapter, JSON.stringify(c.psp_config), c.psp_secret_sealed, now],
    );
    return r.rows[0]!;
  },

  async updateChannel(q: Queryable, merchantId: number, id: number, c: ChannelInsert, now: Date): Promise<ChannelRow | null> {
    const r = await q.query<ChannelRow>(
      `UPDATE deposit_channels SET name = $3, min_minor = $4, max_minor = $5, presets_minor = $6::bigint[], enabled = $7, sort = $8,
         bank_name = $9, account_name = $10, account_number = $11, psp_config = $12::jsonb, psp_secret_sealed = $13, updated_at = $14
       WHERE merchant_id = $1 AND id = $2
       RETURNING *`,
      [merchantId, id, c.name, c.min_minor.toString(), c.max_minor.toString(), presets(c.presets_minor), c.enabled, c.sort,
        c.bank_name, c.account_name, c.account_number, JSON.stringify(c.psp_config), c.psp_secret_sealed, now],
    );
    return r.rows[0] ?? null;
  },

  async channel(q: Queryable, merchantId: number, id: number, forUpdate = false): Promise<ChannelRow | null> {
    const r = await q.query<ChannelRow>(
      `SELECT * FROM deposit_channels WHERE merchant_id = $1 AND id = $2${forUpdate ? ' FOR UPDATE' : ''}`, [merchantId, id]);
    return r.rows[0] ?? null;
  },

  async channels(q: Queryable, merchantId: number, onlyEnabled: boolean, limit: number): Promise<ChannelRow[]> {
    const r = await q.query<ChannelRow>(
      `SELECT * FROM deposit_channels WHERE merchant_id = $1 AND ($2::boolean IS FALSE OR enabled)
       ORDER BY sort, id LIMIT $3`,
      [merchantId, onlyEnabled, limit],
    );
    return r.rows;
  },

  async pspChannels(q: Queryable, merchantId: number, adapter: string, limit: number): Promise<ChannelRow[]> {
    const r = await q.query<ChannelRow>(
      `SELECT * FROM deposit_channels WHERE merchant_id = $1 AND method = 'pg' AND psp_adapter = $2 ORDER BY id LIMIT $3`,
      [merchantId, adapter, limit],
    );
    return r.rows;
  },

  async countChannels(q: Queryable, merchantId: number): Promise<number> {
    const r = await q.query<{ n: Big }>('SELECT count(*) AS n FROM deposit_channels WHERE merchant_id = $1', [merchantId]);
    return Number(r.rows[0]!.n);
  },

  // ---- deposits
  async insertDeposit(q: Queryable, merchantId: number, d: DepositInsert, now: Date): Promise<DepositRow> {
    const r = await q.query<DepositRow>(
      `INSERT INTO deposits (merchant_id, member_id, channel_id, method, currency, amount_minor, status, reference, depositor_name,
         created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $8, $9, $9)
       RETURNING *`,
      [merchantId, d.member_id, d.channel_id, d.method, d.currency, d.amount_minor.toString(), d.reference, d.depositor_name, now],
    );
    return r.rows[0]!;
  },

  async countOpenDeposits(q: Queryable, merchantId: number, memberId: number): Promise<number> {
    const r = await q.query<{ n: Big }>(
      `SELECT count(*) AS n FROM deposits WHERE merchant_id = $1 AND member_id = $2 AND status IN ('pending', 'review')`,
      [merchantId, memberId],
    );
    return Number(r.rows[0]!.n);
  },

  /**
   * What a member's deposits created since `since` count against a deposit limit: waiting,
   * in review and credited ones (the larger of asked and paid), never rejected or failed ones.
   */
  async depositedSince(q: Queryable, merchantId: number, memberId: number, since: Date): Promise<bigint> {
    const r = await q.query<{ s: Big | null }>(
      `SELECT sum(GREATEST(amount_minor, coalesce(paid_minor, 0))) AS s FROM deposits
       WHERE merchant_id = $1 AND member_id = $2 AND created_at >= $3 AND status IN ('pending', 'review', 'approved')`,
      [merchantId, memberId, since],
    );
    const s = r.rows[0]?.s;
    return s === null || s === undefined ? 0n : BigInt(s);
  },

  async lockDeposit(q: Queryable, merchantId: number, id: number): Promise<DepositRow | null> {
    const r = await q.query<DepositRow>('SELECT * FROM deposits WHERE merchant_id = $1 AND id = $2 FOR UPDATE', [merchantId, id]);
    return r.rows[0] ?? null;
  },

  async setDepositPsp(q: Queryable, merchantId: number, id: number, p: { psp_reference: string; pay_url: string | null; qr_content: string | null }, now: Date): Promise<DepositRow | null> {
    const r = await q.query<DepositRow>(
      `UPDATE deposits SET psp_reference = $3, pay_url = $4, qr_content = $5, updated_at = $6
       WHERE merchant_id = $1 AND id = $2 RETURNING *`,
      [merchantId, id, p.psp_reference, p.pay_url, p.qr_content, now],
    );
    return r.rows[0] ?? null;
  },

  async settleDeposit(q: Queryable, merchantId: number, id: number, s: DepositSettle, now: Date): Promise<DepositRow> {
    const r = await q.query<DepositRow>(
      `UPDATE deposits SET status = $3, settled_by = $4, remark = $5, entry_id = $6, paid_minor = coalesce($7, paid_minor),
         updated_at = $8, completed_at = CASE WHEN $9::boolean THEN $8 ELSE completed_at END
       WHERE merchant_id = $1 AND id = $2 RETURNING *`,
      [merchantId, id, s.status, s.settled_by, s.remark, s.entry_id, s.paid_minor === null ? null : s.paid_minor.toString(), now, s.completed],
    );
    return r.rows[0]!;
  },

  async listDeposits(q: Queryable, merchantId: number | null, status: string | null, limit: number): Promise<DepositRow[]> {
    const r = await q.query<DepositRow>(
      `SELECT d.*, c.name AS channel_name
       FROM deposits d
       JOIN deposit_channels c ON c.merchant_id = d.merchant_id AND c.id = d.channel_id
       WHERE ($1::integer IS NULL OR d.merchant_id = $1) AND ($2::text IS NULL OR d.status = $2)
       ORDER BY d.created_at DESC, d.id DESC LIMIT $3`,
      [merchantId, status, limit],
    );
    return r.rows;
  },

  async depositReport(q: Queryable, merchantId: number, f: ReportFilter): Promise<{ rows: DepositRow[]; total: number }> {
    const where = `d.merchant_id = $1 AND d.member_id = $2 AND ($3::text IS NULL OR d.status = $3)
       AND d.created_at >= $4 AND d.created_at < $5`;
    const args = [merchantId, f.memberId, f.status, f.from, f.to];
    const count = await q.query<{ n: Big }>(`SELECT count(*) AS n FROM deposits d WHERE ${where}`, args);
    const r = await q.query<DepositRow>(
      `SELECT d.*, c.name AS channel_name FROM deposits d
       JOIN deposit_channels c ON c.merchant_id = d.merchant_id AND c.id = d.channel_id
       WHERE ${where} ORDER BY d.created_at DESC, d.id DESC LIMIT $6 OFFSET $7`,
      [...args, f.limit, f.offset],
    );
    return { rows: r.rows, total: Number(count.rows[0]!.n) };
  },

  // ---- bank cards
  async bankCards(q: Queryable, merchantId: number, memberId: number): Promise<BankCardRow[]> {
    const r = await q.query<BankCardRow>(
      'SELECT * FROM member_bank_cards WHERE merchant_id = $1 AND member_id = $2 ORDER BY id LIMIT 100', [merchantId, memberId]);
    return r.rows;
  },

  async bankCard(q: Queryable, merchantId: number, memberId: number, id: number): Promise<BankCardRow | null> {
    const r = await q.query<BankCardRow>(
      'SELECT * FROM member_bank_cards WHERE merchant_id = $1 AND member_id = $2 AND id = $3', [merchantId, memberId, id]);
    return r.rows[0] ?? null;
  },

  /** The caller holds the member's row lock and has checked the number is not among the member's cards. */
  async insertBankCard(
    q: Queryable, merchantId: number, memberId: number,
    c: { bank_name: string; account_sealed: string; account_last4: string; payee_name: string; branch: string | null }, now: Date,
  ): Promise<BankCardRow> {
    const r = await q.query<BankCardRow>(
      `INSERT INTO member_bank_cards (merchant_id, member_id, bank_name, account_sealed, account_last4, payee_name, branch, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [merchantId, memberId, c.bank_name, c.account_sealed, c.account_last4, c.payee_name, c.branch, now],
    );
    return r.rows[0]!;
  },

  /** Rows still holding a plain account number (written before migration 021), a batch at a time. */
  async plainAccountNumbers(q: Queryable, table: 'member_bank_cards' | 'withdrawals', limit: number): Promise<{ merchant_id: number; id: Big; account_number: string }[]> {
    const r = await q.query<{ merchant_id: number; id: Big; account_number: string }>(
      `SELECT merchant_id, id, account_number FROM ${table} WHERE account_sealed IS NULL ORDER BY merchant_id, id LIMIT $1`, [limit]);
    return r.rows;
  },

  async sealAccountNumber(q: Queryable, table: 'member_bank_cards' | 'withdrawals', merchantId: number, id: Big, sealed: string, last4: string): Promise<void> {
    await q.query(
      `UPDATE ${table} SET account_sealed = $3, account_last4 = $4, account_number = NULL WHERE merchant_id = $1 AND id = $2 AND account_sealed IS NULL`,
      [merchantId, id, sealed, last4]);
  },

  // ---- withdrawals
  async insertWithdrawal(q: Queryable, merchantId: number, w: { member_id: number; card: BankCardRow; currency: string; amount_minor: bigint }, now: Date): Promise<WithdrawalRow> {
    const r = await q.query<WithdrawalRow>(
      `INSERT INTO withdrawals (merchant_id, member_id, bank_card_id, currency, amount_minor, status, bank_name, account_number,
         account_sealed, account_last4, payee_name, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7, $8, $9, $10, $11, $11) RETURNING *`,
      [merchantId, w.member_id, Number(w.card.id), w.currency, w.amount_minor.toString(), w.card.bank_name, w.card.account_number,
        w.card.account_sealed, w.card.account_last4, w.card.payee_name, now],
    );
    return r.rows[0]!;
  },

  /** Withdrawals asked for since `since` that were not rejected: they count against the daily number. */
  async countWithdrawalsSince(q: Queryable, merchantId: number, memberId: number, since: Date): Promise<number> {
    const r = await q.query<{ n: Big }>(
      `SELECT count(*) AS n FROM withdrawals WHERE merchant_id = $1 AND member_id = $2 AND created_at >= $3 AND status <> 'rejected'`,
      [merchantId, memberId, since],
    );
    return Number(r.rows[0]!.n);
  },

  async lockWithdrawal(q: Queryable, merchantId: number, id: number): Promise<WithdrawalRow | null> {
    const r = await q.query<WithdrawalRow>('SELECT * FROM withdrawals WHERE merchant_id = $1 AND id = $2 FOR UPDATE', [merchantId, id]);
    return r.rows[0] ?? null;
  },

  async settleWithdrawal(q: Queryable, merchantId: number, id: number, s: { status: 'approved' | 'rejected'; settled_by: string; remark: string | null; entry_id: number | null }, now: Date): Promise<WithdrawalRow> {
    const r = await q.query<WithdrawalRow>(
      `UPDATE withdrawals SET status = $3, settled_by = $4, remark = $5, entry_id = $6, updated_at = $7, completed_at = $7
       WHERE merchant_id = $1 AND id = $2 RETURNING *`,
      [merchantId, id, s.status, s.settled_by, s.remark, s.entry_id, now],
    );
    return r.rows[0]!;
  },

  async listWithdrawals(q: Queryable, merchantId: number | null, status: string | null, limit: number): Promise<WithdrawalRow[]> {
    const r = await q.query<WithdrawalRow>(
      `SELECT w.*
       FROM withdrawals w
       WHERE ($1::integer IS NULL OR w.merchant_id = $1) AND ($2::text IS NULL OR w.status = $2)
       ORDER BY w.created_at DESC, w.id DESC LIMIT $3`,
      [merchantId, status, limit],
    );
    return r.rows;
  },

  async withdrawalReport(q: Queryable, merchantId: number, f: ReportFilter): Promise<{ rows: WithdrawalRow[]; total: number }> {
    const where = `merchant_id = $1 AND member_id = $2 AND ($3::text IS NULL OR status = $3) AND created_at >= $4 AND created_at < $5`;
    const args = [merchantId, f.memberId, f.status, f.from, f.to];
    const count = await q.query<{ n: Big }>(`SELECT count(*) AS n FROM withdrawals WHERE ${where}`, args);
    const r = await q.query<WithdrawalRow>(
      `SELECT * FROM withdrawals WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $6 OFFSET $7`, [...args, f.limit, f.offset]);
    return { rows: r.rows, total: Number(count.rows[0]!.n) };
  },
};

import type { Queryable } from '../../db';

/**
 * SQL of the rebate payouts (migration 051): agent_rebate_accruals and agent_rebate_balances,
 * with agent_tree and agent_rebates (migration 048) of the same module. Settled bets come from the
 * vendor wallet's read view `real_money_bets` (migrations 023 and 051), their game type from the
 * games' read view `game_types` (migration 037). One statement per method.
 */

type Id = bigint | number | string;

export interface SettledBetRow {
  vendor: string;
  transaction_id: string;
  member_id: Id;
  stake_minor: Id;
  settled_at: Date | string;
  game_type: string;
}

export interface AccrualInsert {
  vendor: string;
  transactionId: string;
  bettorId: number;
  depth: number;
  viaMemberId: number | null;
  product: string;
  stake_minor: bigint;
  rateBp: number;
  diffBp: number;
  accrued_e4: bigint;
  day: string;
  settledAt: Date;
}

export interface BalanceRow {
  accrued_e4: string;
  paid_minor: string;
  carry_e4: number;
  payments: string;
}

export const rebateRepo = {
  /**
   * A chunk of the real-money bets settled in [from, to) (placed since `placedSince`, so the
   * bets' time index bounds the scan), after the key `after` in (vendor, transaction_id) order.
   * Bets of games the catalog does not know have no product and are left out, like zero stakes.
   */
  async settledBets(
    q: Queryable, merchantId: number, from: Date, to: Date, placedSince: Date, after: { vendor: string; transactionId: string } | null, limit: number,
  ): Promise<SettledBetRow[]> {
    const r = await q.query<SettledBetRow>(
      `SELECT DISTINCT ON (b.vendor, b.transaction_id) b.vendor, b.transaction_id, b.member_id, b.stake_minor, b.settled_at, t.game_type
         FROM real_money_bets b
         JOIN game_types t ON t.merchant_id = b.merchant_id AND t.vendor = b.vendor AND t.game_id = b.game_id
        WHERE b.merchant_id = $1 AND b.created_at >= $4 AND b.created_at < $3
          AND b.status = 'settled' AND b.settled_at >= $2 AND b.settled_at < $3 AND b.stake_minor > 0
          AND ($5::text IS NULL OR (b.vendor, b.transaction_id) > ($5::text, $6::text))
        ORDER BY b.vendor, b.transaction_id
        LIMIT $7`,
      [merchantId, from, to, placedSince, after?.vendor ?? null, after?.transactionId ?? null, limit]);
    return r.rows;
  },

  /** The lines of these members: each member's ancestors with their depth (0: itself), in one read. */
  async lines(q: Queryable, merchantId: number, memberIds: number[]): Promise<{ member_id: Id; ancestor_id: Id; depth: number }[]> {
    const r = await q.query<{ member_id: Id; ancestor_id: Id; depth: number }>(
      `SELECT member_id, ancestor_id, depth FROM agent_tree
        WHERE merchant_id = $1 AND member_id = ANY($2::bigint[]) ORDER BY member_id, depth`,
      [merchantId, memberIds]);
    return r.rows;
  },

  /** The rebate rates of these members, every product they have one for. */
  async rates(q: Queryable, merchantId: number, memberIds: number[]): Promise<{ member_id: Id; product: string; rate_bp: number }[]> {
    const r = await q.query<{ member_id: Id; product: string; rate_bp: number }>(
      'SELECT member_id, product, rate_bp FROM agent_rebates WHERE merchant_id = $1 AND member_id = ANY($2::bigint[])',
      [merchantId, memberIds]);
    return r.rows;
  },

  /**
   * Records a beneficiary's shares of these bets unless recorded already, and answers the
   * amounts this call recorded (a share recorded by another run, even one still in its
   * transaction, waits for it and is then left out): only those are paid.
   */
  async insertAccruals(q: Queryable, merchantId: number, beneficiaryId: number, rows: AccrualInsert[], now: Date): Promise<bigint[]> {
    const r = await q.query<{ accrued_e4: string }>(
      `INSERT INTO agent_rebate_accruals (merchant_id, vendor, transaction_id, beneficiary_id, bettor_id, depth, via_member_id, product,
         stake_minor, rate_bp, diff_bp, accrued_e4, day, settled_at, created_at)
       SELECT $1, x.vendor, x.transaction_id, $2, x.bettor_id, x.depth, x.via_member_id, x.product,
         x.stake_minor, x.rate_bp, x.diff_bp, x.accrued_e4, x.day, x.settled_at, $3
         FROM unnest($4::text[], $5::text[], $6::bigint[], $7::int[], $8::bigint[], $9::text[], $10::bigint[], $11::int[], $12::int[],
                     $13::numeric[], $14::date[], $15::timestamptz[])
           AS x (vendor, transaction_id, bettor_id, depth, via_member_id, product, stake_minor, rate_bp, diff_bp, accrued_e4, day, settled_at)
        ORDER BY x.vendor, x.transaction_id
       ON CONFLICT DO NOTHING
       RETURNING accrued_e4::text`,
      [merchantId, beneficiaryId, now,
        rows.map((x) => x.vendor), rows.map((x) => x.transactionId), rows.map((x) => x.bettorId), rows.map((x) => x.depth),
        rows.map((x) => x.viaMemberId), rows.map((x) => x.product), rows.map((x) => x.stake_minor.toString()), rows.map((x) => x.rateBp),
        rows.map((x) => x.diffBp), rows.map((x) => x.accrued_e4.toString()), rows.map((x) => x.day), rows.map((x) => x.settledAt)]);
    return r.rows.map((x) => BigInt(x.accrued_e4));
  },

  /** The beneficiary's running account, locked for the rest of the transaction (made empty when it has none). */
  async lockBalance(q: Queryable, merchantId: number, memberId: number, now: Date): Promise<BalanceRow> {
    await q.query(
      `INSERT INTO agent_rebate_balances (merchant_id, member_id, accrued_e4, paid_minor, carry_e4, payments, updated_at)
       VALUES ($1, $2, 0, 0, 0, 0, $3) ON CONFLICT DO NOTHING`, [merchantId, memberId, now]);
    const r = await q.query<BalanceRow>(
      `SELECT accrued_e4::text AS accrued_e4, paid_minor::text AS paid_minor, carry_e4, payments::text AS payments
         FROM agent_rebate_balances WHERE merchant_id = $1 AND member_id = $2 FOR UPDATE`, [merchantId, memberId]);
    return r.rows[0]!;
  },

  /** Adds a run's accrual and payment to the beneficiary's account (locked by lockBalance). */
  async addToBalance(q: Queryable, merchantId: number, memberId: number, added_e4: bigint, pay_minor: bigint, carry_e4: bigint, now: Date): Promise<void> {
    await q.query(
      `UPDATE agent_rebate_balances SET accrued_e4 = accrued_e4 + $3::numeric, paid_minor = paid_minor + $4::bigint, carry_e4 = $5,
         payments = payments + CASE WHEN $4::bigint > 0 THEN 1 ELSE 0 END, updated_at = $6
        WHERE merchant_id = $1 AND member_id = $2`,
      [merchantId, memberId, added_e4.toString(), pay_minor.toString(), Number(carry_e4), now]);
  },

  async balance(q: Queryable, merchantId: number, memberId: number): Promise<BalanceRow | null> {
    const r = await q.query<BalanceRow>(
      `SELECT accrued_e4::text AS accrued_e4, paid_minor::text AS paid_minor, carry_e4, payments::text AS payments
         FROM agent_rebate_balances WHERE merchant_id = $1 AND member_id = $2`, [merchantId, memberId]);
    return r.rows[0] ?? null;
  },

  /** A member's rebate earned per merchant day and product in [fromDay, toDay] (1/10000 minor units), newest day first. */
  async earnedByDay(q: Queryable, merchantId: number, memberId: number, fromDay: string, toDay: string): Promise<{ day: string; product: string; accrued_e4: string; bets: string }[]> {
    const r = await q.query<{ day: string; product: string; accrued_e4: string; bets: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, product, sum(accrued_e4)::text AS accrued_e4, count(*)::text AS bets
         FROM agent_rebate_accruals
        WHERE merchant_id = $1 AND beneficiary_id = $2 AND day >= $3::date AND day <= $4::date
        GROUP BY day, product ORDER BY day DESC, product`,
      [merchantId, memberId, fromDay, toDay]);
    return r.rows;
  },

  /**
   * What the agent's team generated for it in [fromDay, toDay], per direct downline (its line
   * summed, every depth below), largest first; `via` narrows to one downline's line (any depth:
   * the rows whose bettor is in its team). Answers a page and the count of downlines.
   */
  async teamByDownline(
    q: Queryable, merchantId: number, agentId: number, fromDay: string, toDay: string, via: number | null, limit: number, offset: number,
  ): Promise<{ rows: { via_member_id: string; accrued_e4: string; bets: string; bettors: string }[]; total: number; total_e4: string }> {
    const where = `a.merchant_id = $1 AND a.beneficiary_id = $2 AND a.day >= $3::date AND a.day <= $4::date AND a.depth > 0
      AND ($5::bigint IS NULL OR EXISTS (SELECT 1 FROM agent_tree t WHERE t.merchant_id = $1 AND t.ancestor_id = $5 AND t.member_id = a.bettor_id))`;
    const rows = await q.query<{ via_member_id: string; accrued_e4: string; bets: string; bettors: string }>(
      `SELECT a.via_member_id::text AS via_member_id, sum(a.accrued_e4)::text AS accrued_e4, count(*)::text AS bets,
              count(DISTINCT a.bettor_id)::text AS bettors
         FROM agent_rebate_accruals a WHERE ${where}
        GROUP BY a.via_member_id ORDER BY sum(a.accrued_e4) DESC, a.via_member_id LIMIT $6 OFFSET $7`,
      [merchantId, agentId, fromDay, toDay, via, limit, offset]);
    const totals = await q.query<{ n: string; total_e4: string | null }>(
      `SELECT count(DISTINCT a.via_member_id)::text AS n, sum(a.accrued_e4)::text AS total_e4 FROM agent_rebate_accruals a WHERE ${where}`,
      [merchantId, agentId, fromDay, toDay, via]);
    return { rows: rows.rows, total: Number(totals.rows[0]!.n), total_e4: totals.rows[0]!.total_e4 ?? '0' };
  },

  /** Whether `memberId` is in the agent's team (the agent itself included). */
  async below(q: Queryable, merchantId: number, agentId: number, memberId: number): Promise<boolean> {
    const r = await q.query('SELECT 1 FROM agent_tree WHERE merchant_id = $1 AND ancestor_id = $2 AND member_id = $3', [merchantId, agentId, memberId]);
    return r.rows.length > 0;
  },

  /** The member's own rates, every product it has one for. */
  async ownRates(q: Queryable, merchantId: number, memberId: number): Promise<{ product: string; rate_bp: number }[]> {
    const r = await q.query<{ product: string; rate_bp: number }>(
      'SELECT product, rate_bp FROM agent_rebates WHERE merchant_id = $1 AND member_id = $2', [merchantId, memberId]);
    return r.rows;
  },

  /** Sets a member's rate for a product (the demo seed and tests; the agents' own rules live in their slice). */
  async setRate(q: Queryable, merchantId: number, memberId: number, product: string, rateBp: number, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO agent_rebates (merchant_id, member_id, product, rate_bp, updated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (merchant_id, member_id, product) DO UPDATE SET rate_bp = $4, updated_at = $5`,
      [merchantId, memberId, product, rateBp, now]);
  },
};

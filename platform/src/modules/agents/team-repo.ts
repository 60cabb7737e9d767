import type { Queryable } from '../../db';

/**
 * SQL of the agents slice (issue 20): settings, rates, links, transfers, and the team reads over
 * agent_tree joined to other modules' read views (member_directory, member_login_times,
 * member_open_sessions, member_wallet_balances, real_money_bets, credited_deposits).
 */

export interface RateRow { member_id: string; product: string; rate_bp: number }
export interface LinkRow { id: string; agent_id: string; code: string; kind: 'agent' | 'member'; rates: Record<string, number>; registered: number; created_at: Date }
export interface DownlineRow {
  member_id: string; username: string; type: number; depth: number; created_at: Date;
  team_size: string; last_login_at: Date | null; balance_minor: string | null;
}

export const teamRepo = {
  async settings(q: Queryable, merchantId: number): Promise<{ settings: unknown; updated_at: Date } | null> {
    const r = await q.query<{ settings: unknown; updated_at: Date }>('SELECT settings, updated_at FROM agent_settings WHERE merchant_id = $1', [merchantId]);
    return r.rows[0] ?? null;
  },

  async lockSettings(q: Queryable, merchantId: number): Promise<void> {
    await q.query('SELECT 1 FROM agent_settings WHERE merchant_id = $1 FOR UPDATE', [merchantId]);
  },

  async saveSettings(q: Queryable, merchantId: number, settings: unknown, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO agent_settings (merchant_id, settings, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (merchant_id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = EXCLUDED.updated_at`,
      [merchantId, JSON.stringify(settings), now]);
  },

  async rates(q: Queryable, merchantId: number, memberIds: number[]): Promise<RateRow[]> {
    if (memberIds.length === 0) return [];
    const r = await q.query<RateRow>(
      `SELECT member_id::text AS member_id, product, rate_bp FROM agent_rebates
        WHERE merchant_id = $1 AND member_id = ANY($2::bigint[])`, [merchantId, memberIds]);
    return r.rows;
  },

  async setRate(q: Queryable, merchantId: number, memberId: number, product: string, rate_bp: number, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO agent_rebates (merchant_id, member_id, product, rate_bp, updated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (merchant_id, member_id, product) DO UPDATE SET rate_bp = EXCLUDED.rate_bp, updated_at = EXCLUDED.updated_at`,
      [merchantId, memberId, product, rate_bp, now]);
  },

  /** The rates on one product of the agent's direct downlines (the opening quota counts them). */
  async directRates(q: Queryable, merchantId: number, agentId: number, product: string): Promise<number[]> {
    const r = await q.query<{ rate_bp: number }>(
      `SELECT r.rate_bp FROM agent_tree t
         JOIN agent_rebates r ON r.merchant_id = t.merchant_id AND r.member_id = t.member_id AND r.product = $3
        WHERE t.merchant_id = $1 AND t.ancestor_id = $2 AND t.depth = 1`, [merchantId, agentId, product]);
    return r.rows.map((x) => x.rate_bp);
  },

  async links(q: Queryable, merchantId: number, agentId: number): Promise<LinkRow[]> {
    const r = await q.query<LinkRow>(
      `SELECT id::text AS id, agent_id::text AS agent_id, code, kind, rates, registered, created_at FROM agent_links
        WHERE merchant_id = $1 AND agent_id = $2 ORDER BY id`, [merchantId, agentId]);
    return r.rows;
  },

  async linkByCode(q: Queryable, merchantId: number, code: string): Promise<LinkRow | null> {
    const r = await q.query<LinkRow>(
      `SELECT id::text AS id, agent_id::text AS agent_id, code, kind, rates, registered, created_at FROM agent_links
        WHERE merchant_id = $1 AND lower(code) = lower($2)`, [merchantId, code]);
    return r.rows[0] ?? null;
  },

  async insertLink(q: Queryable, merchantId: number, agentId: number, code: string, kind: string, rates: Record<string, number>, now: Date): Promise<LinkRow> {
    const r = await q.query<LinkRow>(
      `INSERT INTO agent_links (merchant_id, agent_id, code, kind, rates, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING id::text AS id, agent_id::text AS agent_id, code, kind, rates, registered, created_at`,
      [merchantId, agentId, code, kind, JSON.stringify(rates), now]);
    return r.rows[0]!;
  },

  async deleteLink(q: Queryable, merchantId: number, agentId: number, id: number): Promise<LinkRow | null> {
    const r = await q.query<LinkRow>(
      `DELETE FROM agent_links WHERE merchant_id = $1 AND agent_id = $2 AND id = $3
       RETURNING id::text AS id, agent_id::text AS agent_id, code, kind, rates, registered, created_at`, [merchantId, agentId, id]);
    return r.rows[0] ?? null;
  },

  async countRegistered(q: Queryable, merchantId: number, linkId: number): Promise<void> {
    await q.query('UPDATE agent_links SET registered = registered + 1 WHERE merchant_id = $1 AND id = $2', [merchantId, linkId]);
  },

  async transfer(q: Queryable, merchantId: number, agentId: number, requestId: string): Promise<{ member_id: string; amount_minor: string } | null> {
    const r = await q.query<{ member_id: string; amount_minor: string }>(
      `SELECT member_id::text AS member_id, amount_minor::text AS amount_minor FROM agent_transfers
        WHERE merchant_id = $1 AND agent_id = $2 AND request_id = $3`, [merchantId, agentId, requestId]);
    return r.rows[0] ?? null;
  },

  async insertTransfer(
    q: Queryable, t: { merchantId: number; agentId: number; requestId: string; memberId: number; amount_minor: bigint; entryId: number; now: Date },
  ): Promise<void> {
    await q.query(
      `INSERT INTO agent_transfers (merchant_id, agent_id, request_id, member_id, amount_minor, entry_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [t.merchantId, t.agentId, t.requestId, t.memberId, t.amount_minor.toString(), t.entryId, t.now]);
  },

  /**
   * A page of the agent's downlines, newest first: the direct ones, or (with `username`) any in
   * the team whose username contains it. Each with its team size, last login and balance.
   */
  async downlines(
    q: Queryable, a: { merchantId: number; agentId: number; username: string | null; beforeId: number | null; limit: number; currency: string },
  ): Promise<DownlineRow[]> {
    const r = await q.query<DownlineRow>(
      `SELECT t.member_id::text AS member_id, d.username, d.type, t.depth, d.created_at,
              (SELECT count(*) FROM agent_tree s WHERE s.merchant_id = t.merchant_id AND s.ancestor_id = t.member_id AND s.depth > 0)::text AS team_size,
              (SELECT max(l.logged_in_at) FROM member_login_times l WHERE l.merchant_id = t.merchant_id AND l.member_id = t.member_id) AS last_login_at,
              (SELECT b.balance_minor::text FROM member_wallet_balances b
                WHERE b.merchant_id = t.merchant_id AND b.member_id = t.member_id AND b.currency = $6) AS balance_minor
         FROM agent_tree t
         JOIN member_directory d ON d.merchant_id = t.merchant_id AND d.member_id = t.member_id
        WHERE t.merchant_id = $1 AND t.ancestor_id = $2
          AND (CASE WHEN $3::text IS NULL THEN t.depth = 1 ELSE t.depth > 0 AND strpos(lower(d.username), lower($3::text)) > 0 END)
          AND ($4::bigint IS NULL OR t.member_id < $4::bigint)
        ORDER BY t.member_id DESC
        LIMIT $5`,
      [a.merchantId, a.agentId, a.username, a.beforeId, a.limit, a.currency]);
    return r.rows;
  },

  /** The four counters of the team KPI over [from, to) (SPEC §7; the agent itself not counted). */
  async kpi(q: Queryable, a: { merchantId: number; agentId: number; from: Date; to: Date; now: Date }): Promise<Record<'logins' | 'bettors' | 'registered' | 'online', string>> {
    const r = await q.query<Record<'logins' | 'bettors' | 'registered' | 'online', string>>(
      `WITH team AS (SELECT member_id FROM agent_tree WHERE merchant_id = $1 AND ancestor_id = $2 AND depth > 0)
       SELECT
         (SELECT count(*) FROM team t WHERE EXISTS (SELECT 1 FROM member_login_times l
            WHERE l.merchant_id = $1 AND l.member_id = t.member_id AND l.logged_in_at >= $3 AND l.logged_in_at < $4))::text AS logins,
         (SELECT count(*) FROM team t WHERE EXISTS (SELECT 1 FROM real_money_bets b
            WHERE b.merchant_id = $1 AND b.member_id = t.member_id AND b.created_at < $4
              AND b.status = 'settled' AND b.settled_at >= $3 AND b.settled_at < $4 AND b.stake_minor > 0))::text AS bettors,
         (SELECT count(*) FROM team t JOIN member_directory d ON d.merchant_id = $1 AND d.member_id = t.member_id
            WHERE d.created_at >= $3 AND d.created_at < $4)::text AS registered,
         (SELECT count(*) FROM team t WHERE EXISTS (SELECT 1 FROM member_open_sessions s
            WHERE s.merchant_id = $1 AND s.member_id = t.member_id AND s.expires_at > $5
              AND s.last_seen_at > $5 - make_interval(secs => s.idle_timeout_s)))::text AS online`,
      [a.merchantId, a.agentId, a.from, a.to, a.now]);
    return r.rows[0]!;
  },

  /** The team overview's counts and sums (the agent itself not counted). */
  async overview(
    q: Queryable, a: { merchantId: number; agentId: number; dayFrom: Date; monthFrom: Date; to: Date; currency: string },
  ): Promise<Record<'team' | 'agents' | 'direct' | 'new_today' | 'new_month' | 'balance_minor', string>> {
    const r = await q.query<Record<'team' | 'agents' | 'direct' | 'new_today' | 'new_month' | 'balance_minor', string>>(
      `SELECT count(*)::text AS team,
              count(*) FILTER (WHERE d.type NOT IN (0, 1, 2, 4, 40, 41, 42))::text AS agents,
              count(*) FILTER (WHERE t.depth = 1)::text AS direct,
              count(*) FILTER (WHERE d.created_at >= $3 AND d.created_at < $5)::text AS new_today,
              count(*) FILTER (WHERE d.created_at >= $4 AND d.created_at < $5)::text AS new_month,
              COALESCE(sum((SELECT b.balance_minor FROM member_wallet_balances b
                 WHERE b.merchant_id = $1 AND b.member_id = t.member_id AND b.currency = $6)), 0)::text AS balance_minor
         FROM agent_tree t JOIN member_directory d ON d.merchant_id = t.merchant_id AND d.member_id = t.member_id
        WHERE t.merchant_id = $1 AND t.ancestor_id = $2 AND t.depth > 0`,
      [a.merchantId, a.agentId, a.dayFrom, a.monthFrom, a.to, a.currency]);
    return r.rows[0]!;
  },

  /** Members of the team meeting the active-member rule over [from, to). */
  async activeMembers(
    q: Queryable, a: { merchantId: number; agentId: number; from: Date; to: Date; minBets_minor: bigint; minDeposits_minor: bigint; both: boolean },
  ): Promise<number> {
    const r = await q.query<{ n: string }>(
      `WITH team AS (SELECT member_id FROM agent_tree WHERE merchant_id = $1 AND ancestor_id = $2 AND depth > 0),
       figures AS (
         SELECT t.member_id,
                (SELECT COALESCE(sum(b.stake_minor), 0) FROM real_money_bets b WHERE b.merchant_id = $1 AND b.member_id = t.member_id
                   AND b.status = 'settled' AND b.created_at < $4 AND b.settled_at >= $3 AND b.settled_at < $4) AS bets,
                (SELECT COALESCE(sum(c.credited_minor), 0) FROM credited_deposits c WHERE c.merchant_id = $1 AND c.member_id = t.member_id
                   AND c.credited_at >= $3 AND c.credited_at < $4) AS deposits
           FROM team t)
       SELECT count(*)::text AS n FROM figures
        WHERE CASE WHEN $7 THEN bets >= $5 AND deposits >= $6 ELSE bets >= $5 OR deposits >= $6 END
          AND (bets > 0 OR deposits > 0)`,
      [a.merchantId, a.agentId, a.from, a.to, a.minBets_minor.toString(), a.minDeposits_minor.toString(), a.both]);
    return Number(r.rows[0]!.n);
  },
};

import type { Queryable } from '../../db';

/** SQL of refer a friend: its own tables, and the read views it counts a friend's activity in. */

export interface ReferralSettingsRow {
  first_deposit_tiers: { minDeposit_minor: string; reward_minor: string }[];
  turnover_tiers: { turnover_minor: string; reward_minor: string }[];
  wagering_multiple: string;
  invitee_max_minor: string;
  period: 'day' | 'week' | 'month';
  period_max_minor: string;
  updated_at: Date;
}

export interface ReferralRow {
  invitee_id: string;
  referrer_id: string;
  register_ip: string | null;
  device_id: string | null;
  created_at: Date;
}

export interface ReferralRewardRow {
  invitee_id: string;
  milestone: string;
  amount_minor: string;
  status: 'paid' | 'capped' | 'blocked';
  reason: string | null;
}

export const referralRepo = {
  async codeOf(q: Queryable, merchantId: number, memberId: number): Promise<string | null> {
    const r = await q.query<{ code: string }>('SELECT code FROM referral_codes WHERE merchant_id = $1 AND member_id = $2', [merchantId, memberId]);
    return r.rows[0]?.code ?? null;
  },

  /** The member's code, made now unless they have one; null when the code is another member's (try another). */
  async insertCode(q: Queryable, merchantId: number, memberId: number, code: string, now: Date): Promise<string | null> {
    const r = await q.query<{ code: string }>(
      `INSERT INTO referral_codes (merchant_id, member_id, code, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING code`, [merchantId, memberId, code, now]);
    return r.rows[0]?.code ?? null;
  },

  async memberByCode(q: Queryable, merchantId: number, code: string): Promise<number | null> {
    const r = await q.query<{ member_id: string }>('SELECT member_id FROM referral_codes WHERE merchant_id = $1 AND code = $2', [merchantId, code]);
    return r.rows[0] ? Number(r.rows[0].member_id) : null;
  },

  /** Locks the referrer's code row: rewards to one referrer are decided one at a time (the period limit). */
  async lockReferrer(q: Queryable, merchantId: number, referrerId: number): Promise<void> {
    await q.query('SELECT 1 FROM referral_codes WHERE merchant_id = $1 AND member_id = $2 FOR UPDATE', [merchantId, referrerId]);
  },

  async insertReferral(
    q: Queryable, merchantId: number, r: { inviteeId: number; referrerId: number; ip: string | null; deviceId: string | null }, now: Date,
  ): Promise<void> {
    await q.query(
      `INSERT INTO referrals (merchant_id, invitee_id, referrer_id, register_ip, device_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT DO NOTHING`, [merchantId, r.inviteeId, r.referrerId, r.ip, r.deviceId, now]);
  },

  /** The friend's referral, locked: one decision at a time per friend. */
  async lockReferral(q: Queryable, merchantId: number, inviteeId: number): Promise<ReferralRow | null> {
    const r = await q.query<ReferralRow>(
      'SELECT invitee_id, referrer_id, register_ip, device_id, created_at FROM referrals WHERE merchant_id = $1 AND invitee_id = $2 FOR UPDATE',
      [merchantId, inviteeId]);
    return r.rows[0] ?? null;
  },

  /** The referrer's friends, newest first (a page of at most `limit`). */
  async friendsOf(q: Queryable, merchantId: number, referrerId: number, limit: number): Promise<ReferralRow[]> {
    const r = await q.query<ReferralRow>(
      `SELECT invitee_id, referrer_id, register_ip, device_id, created_at FROM referrals
       WHERE merchant_id = $1 AND referrer_id = $2 ORDER BY created_at DESC, invitee_id DESC LIMIT $3`, [merchantId, referrerId, limit]);
    return r.rows;
  },

  async countFriends(q: Queryable, merchantId: number, referrerId: number): Promise<number> {
    const r = await q.query<{ n: string }>('SELECT count(*)::text AS n FROM referrals WHERE merchant_id = $1 AND referrer_id = $2', [merchantId, referrerId]);
    return Number(r.rows[0]!.n);
  },

  async rewardsOfFriends(q: Queryable, merchantId: number, inviteeIds: number[]): Promise<ReferralRewardRow[]> {
    const r = await q.query<ReferralRewardRow>(
      `SELECT invitee_id, milestone, amount_minor::text AS amount_minor, status, reason FROM referral_rewards
       WHERE merchant_id = $1 AND invitee_id = ANY($2::bigint[])`, [merchantId, inviteeIds]);
    return r.rows;
  },

  async earnedBy(q: Queryable, merchantId: number, referrerId: number): Promise<bigint> {
    const r = await q.query<{ s: string }>(
      `SELECT COALESCE(sum(amount_minor), 0)::text AS s FROM referral_rewards WHERE merchant_id = $1 AND referrer_id = $2 AND status <> 'blocked'`,
      [merchantId, referrerId]);
    return BigInt(r.rows[0]!.s);
  },

  async milestoneDecided(q: Queryable, merchantId: number, inviteeId: number, milestone: string): Promise<boolean> {
    const r = await q.query('SELECT 1 FROM referral_rewards WHERE merchant_id = $1 AND invitee_id = $2 AND milestone = $3', [merchantId, inviteeId, milestone]);
    return r.rows.length > 0;
  },

  async paidForInvitee(q: Queryable, merchantId: number, inviteeId: number): Promise<bigint> {
    const r = await q.query<{ s: string }>(
      'SELECT COALESCE(sum(amount_minor), 0)::text AS s FROM referral_rewards WHERE merchant_id = $1 AND invitee_id = $2', [merchantId, inviteeId]);
    return BigInt(r.rows[0]!.s);
  },

  async paidToReferrerSince(q: Queryable, merchantId: number, referrerId: number, fromDay: string): Promise<bigint> {
    const r = await q.query<{ s: string }>(
      `SELECT COALESCE(sum(amount_minor), 0)::text AS s FROM referral_rewards WHERE merchant_id = $1 AND referrer_id = $2 AND day >= $3::date`,
      [merchantId, referrerId, fromDay]);
    return BigInt(r.rows[0]!.s);
  },

  async insertReward(
    q: Queryable, merchantId: number,
    w: { inviteeId: number; milestone: string; referrerId: number; amount_minor: bigint; status: 'paid' | 'capped' | 'blocked'; reason: string | null; day: string },
    now: Date,
  ): Promise<void> {
    await q.query(
      `INSERT INTO referral_rewards (merchant_id, invitee_id, milestone, referrer_id, amount_minor, status, reason, day, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $9)`,
      [merchantId, w.inviteeId, w.milestone, w.referrerId, String(w.amount_minor), w.status, w.reason, w.day, now]);
  },

  async setRewardGrant(q: Queryable, merchantId: number, inviteeId: number, milestone: string, grantId: string): Promise<void> {
    await q.query('UPDATE referral_rewards SET grant_id = $4 WHERE merchant_id = $1 AND invitee_id = $2 AND milestone = $3', [merchantId, inviteeId, milestone, grantId]);
  },

  /** Who owns each mark (kind, value hash) already; marks of nobody are absent. */
  async markOwners(q: Queryable, merchantId: number, marks: { kind: string; hash: string }[]): Promise<{ kind: string; invitee_id: string }[]> {
    if (marks.length === 0) return [];
    const r = await q.query<{ kind: string; invitee_id: string }>(
      `SELECT m.kind, m.invitee_id FROM referral_marks m
       JOIN unnest($2::text[], $3::text[]) AS x(kind, hash) ON m.kind = x.kind AND m.value_hash = x.hash
       WHERE m.merchant_id = $1`, [merchantId, marks.map((m) => m.kind), marks.map((m) => m.hash)]);
    return r.rows;
  },

  /** Claims the marks for the friend; a mark another friend claimed first stays theirs (a racing insert waits and finds it). */
  async claimMarks(q: Queryable, merchantId: number, inviteeId: number, marks: { kind: string; hash: string }[], now: Date): Promise<void> {
    if (marks.length === 0) return;
    await q.query(
      `INSERT INTO referral_marks (merchant_id, kind, value_hash, invitee_id, created_at)
       SELECT $1, x.kind, x.hash, $4, $5 FROM unnest($2::text[], $3::text[]) AS x(kind, hash)
       ON CONFLICT DO NOTHING`, [merchantId, marks.map((m) => m.kind), marks.map((m) => m.hash), inviteeId, now]);
  },

  async settings(q: Queryable, merchantId: number): Promise<ReferralSettingsRow | null> {
    const r = await q.query<ReferralSettingsRow>(
      `SELECT first_deposit_tiers, turnover_tiers, wagering_multiple::text AS wagering_multiple, invitee_max_minor::text AS invitee_max_minor,
         period, period_max_minor::text AS period_max_minor, updated_at FROM referral_settings WHERE merchant_id = $1`, [merchantId]);
    return r.rows[0] ?? null;
  },

  async lockSettings(q: Queryable, merchantId: number): Promise<void> {
    await q.query('SELECT 1 FROM referral_settings WHERE merchant_id = $1 FOR UPDATE', [merchantId]);
  },

  async saveSettings(q: Queryable, merchantId: number, s: Omit<ReferralSettingsRow, 'updated_at'>, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO referral_settings (merchant_id, first_deposit_tiers, turnover_tiers, wagering_multiple, invitee_max_minor, period, period_max_minor, updated_at)
       VALUES ($1, $2::jsonb, $3::jsonb, $4, $5, $6, $7, $8)
       ON CONFLICT (merchant_id) DO UPDATE SET first_deposit_tiers = EXCLUDED.first_deposit_tiers, turnover_tiers = EXCLUDED.turnover_tiers,
         wagering_multiple = EXCLUDED.wagering_multiple, invitee_max_minor = EXCLUDED.invitee_max_minor, period = EXCLUDED.period,
         period_max_minor = EXCLUDED.period_max_minor, updated_at = EXCLUDED.updated_at`,
      [merchantId, JSON.stringify(s.first_deposit_tiers), JSON.stringify(s.turnover_tiers), s.wagering_multiple, s.invitee_max_minor, s.period,
        s.period_max_minor, now]);
  },

  /** How many deposits were credited to the member (payments' read view credited_deposits). */
  async creditedDeposits(q: Queryable, merchantId: number, memberId: number): Promise<number> {
    const r = await q.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM credited_deposits WHERE merchant_id = $1 AND member_id = $2', [merchantId, memberId]);
    return Number(r.rows[0]!.n);
  },

  /** Settled real-money stakes of each friend since they joined (the vendor wallet's read view real_money_bets). */
  async stakesSince(q: Queryable, merchantId: number, friends: { memberId: number; since: Date }[]): Promise<Map<number, bigint>> {
    if (friends.length === 0) return new Map();
    const r = await q.query<{ member_id: string; s: string }>(
      `SELECT f.member_id::text AS member_id, COALESCE(sum(b.stake_minor), 0)::text AS s
       FROM unnest($2::bigint[], $3::timestamptz[]) AS f(member_id, since)
       LEFT JOIN real_money_bets b ON b.merchant_id = $1 AND b.member_id = f.member_id AND b.created_at >= f.since AND b.status = 'settled'
       GROUP BY f.member_id`, [merchantId, friends.map((f) => f.memberId), friends.map((f) => f.since)]);
    return new Map(r.rows.map((x) => [Number(x.member_id), BigInt(x.s)]));
  },
};

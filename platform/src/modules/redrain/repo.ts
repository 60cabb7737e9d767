import type { Queryable } from '../../db';

/**
 * Plain SQL over the rain's tables (migration 043), one statement per method, every one scoped by
 * merchant; and the two read views of other modules the eligibility needs: the vendor wallet's
 * real_money_bets and the payments' credited_deposits.
 */

type Id = bigint | string | number;
type Minor = bigint | string | number;

export interface SlotRow {
  merchant_id: number;
  id: Id;
  title: string;
  start_minute: number;
  duration_minutes: number;
  currency: string;
  budget_minor: Minor;
  bands: { min_minor: string; max_minor: string; weight: number }[];
  wagering_centi: number;
  min_turnover_minor: Minor | null;
  min_deposit_minor: Minor | null;
  enabled: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface RainRow {
  slot_id: Id;
  day: string;
  starts_at: Date;
  ends_at: Date;
  budget_minor: Minor;
  paid_minor: Minor;
  claims: number;
  server_seed: string;
  server_seed_hash: string;
}

export interface ClaimRow {
  slot_id: Id;
  day: string;
  member_id: Id;
  nonce: number;
  amount_minor: Minor;
  created_at: Date;
  title: string;
  wagering_centi: number;
  server_seed: string;
  server_seed_hash: string;
  ends_at: Date;
}

export interface SlotWrite {
  title: string;
  startMinute: number;
  durationMinutes: number;
  currency: string;
  budget_minor: bigint;
  bands: { min_minor: string; max_minor: string; weight: number }[];
  wageringCenti: number;
  minTurnover_minor: bigint | null;
  minDeposit_minor: bigint | null;
  enabled: boolean;
}

// `day` comes back as text: a date column read as a JS Date would shift by the server's zone.
const rainCols = 'slot_id, day::text AS day, starts_at, ends_at, budget_minor, paid_minor, claims, server_seed, server_seed_hash';
const str = (v: bigint | null) => (v === null ? null : v.toString());

export const redrainRepo = {
  async slots(q: Queryable, merchantId: number, onlyEnabled: boolean): Promise<SlotRow[]> {
    const r = await q.query<SlotRow>(
      `SELECT * FROM redrain_slots WHERE merchant_id = $1 AND (enabled OR NOT $2) ORDER BY start_minute, id LIMIT 50`,
      [merchantId, onlyEnabled],
    );
    return r.rows;
  },

  async slot(q: Queryable, merchantId: number, id: number): Promise<SlotRow | null> {
    const r = await q.query<SlotRow>(`SELECT * FROM redrain_slots WHERE merchant_id = $1 AND id = $2`, [merchantId, id]);
    return r.rows[0] ?? null;
  },

  async insertSlot(q: Queryable, merchantId: number, s: SlotWrite, now: Date): Promise<SlotRow> {
    const r = await q.query<SlotRow>(
      `INSERT INTO redrain_slots (merchant_id, title, start_minute, duration_minutes, currency, budget_minor, bands,
         wagering_centi, min_turnover_minor, min_deposit_minor, enabled, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $12) RETURNING *`,
      [merchantId, s.title, s.startMinute, s.durationMinutes, s.currency, s.budget_minor.toString(), JSON.stringify(s.bands),
        s.wageringCenti, str(s.minTurnover_minor), str(s.minDeposit_minor), s.enabled, now],
    );
    return r.rows[0]!;
  },

  async updateSlot(q: Queryable, merchantId: number, id: number, s: SlotWrite, now: Date): Promise<SlotRow> {
    const r = await q.query<SlotRow>(
      `UPDATE redrain_slots SET title = $3, start_minute = $4, duration_minutes = $5, currency = $6, budget_minor = $7,
         bands = $8::jsonb, wagering_centi = $9, min_turnover_minor = $10, min_deposit_minor = $11, enabled = $12, updated_at = $13
       WHERE merchant_id = $1 AND id = $2 RETURNING *`,
      [merchantId, id, s.title, s.startMinute, s.durationMinutes, s.currency, s.budget_minor.toString(), JSON.stringify(s.bands),
        s.wageringCenti, str(s.minTurnover_minor), str(s.minDeposit_minor), s.enabled, now],
    );
    return r.rows[0]!;
  },

  /** The rains of these (slot, day) pairs that exist, in one query. */
  async rains(q: Queryable, merchantId: number, keys: { slotId: number; day: string }[]): Promise<RainRow[]> {
    if (keys.length === 0) return [];
    const r = await q.query<RainRow>(
      `SELECT ${rainCols} FROM redrain_rains
        WHERE merchant_id = $1 AND (slot_id, day) IN (SELECT * FROM unnest($2::bigint[], $3::date[]))`,
      [merchantId, keys.map((k) => k.slotId), keys.map((k) => k.day)],
    );
    return r.rows;
  },

  /** Makes the rain when it is the first claim (a concurrent first claim finds it made). */
  async ensureRain(
    q: Queryable, merchantId: number, r: { slotId: number; day: string; startsAt: Date; endsAt: Date; budget_minor: bigint; serverSeed: string; serverSeedHash: string },
  ): Promise<void> {
    await q.query(
      `INSERT INTO redrain_rains (merchant_id, slot_id, day, starts_at, ends_at, budget_minor, server_seed, server_seed_hash)
       VALUES ($1, $2, $3::date, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
      [merchantId, r.slotId, r.day, r.startsAt, r.endsAt, r.budget_minor.toString(), r.serverSeed, r.serverSeedHash],
    );
  },

  /** Locks the rain until the transaction ends: claims of one rain take their turn here. */
  async lockRain(q: Queryable, merchantId: number, slotId: number, day: string): Promise<RainRow> {
    const r = await q.query<RainRow>(
      `SELECT ${rainCols} FROM redrain_rains WHERE merchant_id = $1 AND slot_id = $2 AND day = $3::date FOR UPDATE`,
      [merchantId, slotId, day],
    );
    return r.rows[0]!;
  },

  /** Who already holds an envelope of the rain: this member, this address, or nobody. */
  async holder(q: Queryable, merchantId: number, slotId: number, day: string, memberId: number, ip: string): Promise<'member' | 'address' | null> {
    const r = await q.query<{ member_id: Id }>(
      `SELECT member_id FROM redrain_claims WHERE merchant_id = $1 AND slot_id = $2 AND day = $3::date AND (member_id = $4 OR ip = $5) LIMIT 2`,
      [merchantId, slotId, day, memberId, ip],
    );
    if (r.rows.some((x) => Number(x.member_id) === memberId)) return 'member';
    return r.rows.length ? 'address' : null;
  },

  async insertClaim(
    q: Queryable, merchantId: number, c: { slotId: number; day: string; memberId: number; ip: string; nonce: number; amount_minor: bigint; grantId: string; now: Date },
  ): Promise<void> {
    await q.query(
      `INSERT INTO redrain_claims (merchant_id, slot_id, day, member_id, ip, nonce, amount_minor, grant_id, created_at)
       VALUES ($1, $2, $3::date, $4, $5, $6, $7, $8, $9)`,
      [merchantId, c.slotId, c.day, c.memberId, c.ip, c.nonce, c.amount_minor.toString(), c.grantId, c.now],
    );
  },

  /** Adds a claim to the rain; the table's CHECK refuses a total past the budget. */
  async addPaid(q: Queryable, merchantId: number, slotId: number, day: string, amount_minor: bigint): Promise<void> {
    await q.query(
      `UPDATE redrain_rains SET paid_minor = paid_minor + $4, claims = claims + 1 WHERE merchant_id = $1 AND slot_id = $2 AND day = $3::date`,
      [merchantId, slotId, day, amount_minor.toString()],
    );
  },

  /** The member's envelopes, newest first, with their rain's seed and slot title. */
  async memberClaims(q: Queryable, merchantId: number, memberId: number, limit: number): Promise<ClaimRow[]> {
    const r = await q.query<ClaimRow>(
      `SELECT c.slot_id, c.day::text AS day, c.member_id, c.nonce, c.amount_minor, c.created_at, s.title, s.wagering_centi,
              r.server_seed, r.server_seed_hash, r.ends_at
         FROM redrain_claims c
         JOIN redrain_rains r ON r.merchant_id = c.merchant_id AND r.slot_id = c.slot_id AND r.day = c.day
         JOIN redrain_slots s ON s.merchant_id = c.merchant_id AND s.id = c.slot_id
        WHERE c.merchant_id = $1 AND c.member_id = $2
        ORDER BY c.created_at DESC LIMIT $3`,
      [merchantId, memberId, limit],
    );
    return r.rows;
  },

  /** The member's settled real-money stakes on bets placed in [from, to) (the vendor wallet's read view). */
  async turnover(q: Queryable, merchantId: number, memberId: number, from: Date, to: Date): Promise<bigint> {
    const r = await q.query<{ s: Minor }>(
      `SELECT COALESCE(sum(stake_minor), 0) AS s FROM real_money_bets
        WHERE merchant_id = $1 AND member_id = $2 AND created_at >= $3 AND created_at < $4 AND status = 'settled'`,
      [merchantId, memberId, from, to],
    );
    return BigInt(r.rows[0]!.s);
  },

  /** The member's deposits credited in [from, to) (the payments' read view credited_deposits). */
  async deposits(q: Queryable, merchantId: number, memberId: number, currency: string, from: Date, to: Date): Promise<bigint> {
    const r = await q.query<{ s: Minor }>(
      `SELECT COALESCE(sum(credited_minor), 0) AS s FROM credited_deposits
        WHERE merchant_id = $1 AND member_id = $2 AND currency = $3 AND credited_at >= $4 AND credited_at < $5`,
      [merchantId, memberId, currency, from, to],
    );
    return BigInt(r.rows[0]!.s);
  },
};

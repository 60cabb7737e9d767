import type { Queryable } from '../../db';

/** SQL of the contracts module's own tables (migration 055): agent_contracts, agent_contract_payouts. */

export type ContractKind = 'daily' | 'hourly' | 'dividend';
export type ContractStatus = 'pending' | 'signed' | 'termination_requested' | 'cancelled';
export type EndReason = 'rejected' | 'withdrawn' | 'terminated' | 'replaced' | 'operator';

/** A tier as jsonb keeps it: bigint amounts as decimal text of minor units. */
export interface TierJson {
  minBets: string;
  minActive: number;
  amount: string;
}

export interface ContractRow {
  id: string;
  kind: ContractKind;
  member_id: string;
  upline_id: string | null;
  tiers: TierJson[];
  status: ContractStatus;
  termination_by: 'upline' | 'downline' | null;
  end_reason: EndReason | null;
  proposed_at: Date;
  signed_at: Date | null;
  ended_at: Date | null;
  updated_at: Date;
}

export interface PayoutRow {
  contract_id: string;
  period: string;
  kind: ContractKind;
  member_id: string;
  team_bets_minor: string;
  active_members: number;
  tier_amount_minor: string;
  gross_minor: string;
  downline_minor: string;
  amount_minor: string;
  ledger_entry_id: string | null;
  created_at: Date;
}

const cols = `id::text AS id, kind, member_id::text AS member_id, upline_id::text AS upline_id, tiers, status, termination_by, end_reason,
  proposed_at, signed_at, ended_at, updated_at`;
const payoutCols = `contract_id::text AS contract_id, period, kind, member_id::text AS member_id, team_bets_minor::text AS team_bets_minor,
  active_members, tier_amount_minor::text AS tier_amount_minor, gross_minor::text AS gross_minor, downline_minor::text AS downline_minor,
  amount_minor::text AS amount_minor, ledger_entry_id::text AS ledger_entry_id, created_at`;

export const contractsRepo = {
  async byId(q: Queryable, merchantId: number, id: string, lock = false): Promise<ContractRow | null> {
    const r = await q.query<ContractRow>(`SELECT ${cols} FROM agent_contracts WHERE merchant_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`, [merchantId, id]);
    return r.rows[0] ?? null;
  },

  /** The agent's contract in force (signed or termination requested) of a kind. */
  async inForce(q: Queryable, merchantId: number, memberId: number, kind: ContractKind): Promise<ContractRow | null> {
    const r = await q.query<ContractRow>(
      `SELECT ${cols} FROM agent_contracts WHERE merchant_id = $1 AND member_id = $2 AND kind = $3 AND status IN ('signed', 'termination_requested')`,
      [merchantId, memberId, kind]);
    return r.rows[0] ?? null;
  },

  /** The agent's offer waiting for an answer, of a kind. */
  async pendingOf(q: Queryable, merchantId: number, memberId: number, kind: ContractKind): Promise<ContractRow | null> {
    const r = await q.query<ContractRow>(
      `SELECT ${cols} FROM agent_contracts WHERE merchant_id = $1 AND member_id = $2 AND kind = $3 AND status = 'pending'`, [merchantId, memberId, kind]);
    return r.rows[0] ?? null;
  },

  /** Contracts the upline offered (pending) or granted (in force) of a kind, newest first. */
  async offeredBy(q: Queryable, merchantId: number, uplineId: number, kind: ContractKind, limit: number): Promise<ContractRow[]> {
    const r = await q.query<ContractRow>(
      `SELECT ${cols} FROM agent_contracts WHERE merchant_id = $1 AND upline_id = $2 AND kind = $3 AND status <> 'cancelled'
        ORDER BY id DESC LIMIT $4`, [merchantId, uplineId, kind, limit]);
    return r.rows;
  },

  /** Per kind, how many offers and termination asks wait for this agent's answer, and whether one is in force. */
  async requestStates(q: Queryable, merchantId: number, memberId: number): Promise<{ kind: ContractKind; to_answer: string; signed: string }[]> {
    const r = await q.query<{ kind: ContractKind; to_answer: string; signed: string }>(
      `SELECT kind,
              count(*) FILTER (WHERE (member_id = $2 AND status = 'pending')
                                  OR (status = 'termination_requested' AND ((member_id = $2 AND termination_by = 'upline') OR (upline_id = $2 AND termination_by = 'downline'))))::text AS to_answer,
              count(*) FILTER (WHERE member_id = $2 AND status IN ('signed', 'termination_requested'))::text AS signed
         FROM agent_contracts WHERE merchant_id = $1 AND (member_id = $2 OR upline_id = $2) AND status <> 'cancelled'
        GROUP BY kind`, [merchantId, memberId]);
    return r.rows;
  },

  async insert(q: Queryable, merchantId: number, c: {
    kind: ContractKind; memberId: number; uplineId: number | null; tiers: TierJson[]; status: 'pending' | 'signed'; now: Date;
  }): Promise<ContractRow> {
    const r = await q.query<ContractRow>(
      `INSERT INTO agent_contracts (merchant_id, kind, member_id, upline_id, tiers, status, proposed_at, signed_at, updated_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, CASE WHEN $6 = 'signed' THEN $7::timestamptz END, $7)
       RETURNING ${cols}`,
      [merchantId, c.kind, c.memberId, c.uplineId, JSON.stringify(c.tiers), c.status, c.now]);
    return r.rows[0]!;
  },

  async setStatus(q: Queryable, merchantId: number, id: string, s: {
    status: ContractStatus; terminationBy?: 'upline' | 'downline' | null; endReason?: EndReason | null; signedAt?: Date; endedAt?: Date; now: Date;
  }): Promise<ContractRow> {
    const r = await q.query<ContractRow>(
      `UPDATE agent_contracts SET status = $3, termination_by = $4, end_reason = $5, signed_at = COALESCE($6, signed_at), ended_at = COALESCE($7, ended_at), updated_at = $8
        WHERE merchant_id = $1 AND id = $2 RETURNING ${cols}`,
      [merchantId, id, s.status, s.terminationBy ?? null, s.endReason ?? null, s.signedAt ?? null, s.endedAt ?? null, s.now]);
    return r.rows[0]!;
  },

  /** Serialises offers and answers about one agent's contracts of a kind (a transaction-scoped advisory lock). */
  async lockAgent(q: Queryable, merchantId: number, memberId: number, kind: ContractKind): Promise<void> {
    await q.query(`SELECT pg_advisory_xact_lock(hashtext('agent_contracts:' || $1 || ':' || $2 || ':' || $3))`, [merchantId, memberId, kind]);
  },

  /** The contracts of a kind in force at an instant: signed before it, not ended by it. */
  async inForceAt(q: Queryable, merchantId: number, kind: ContractKind, at: Date): Promise<ContractRow[]> {
    const r = await q.query<ContractRow>(
      `SELECT ${cols} FROM agent_contracts
        WHERE merchant_id = $1 AND kind = $2 AND signed_at IS NOT NULL AND signed_at < $3 AND (ended_at IS NULL OR ended_at >= $3)
        ORDER BY id`, [merchantId, kind, at]);
    return r.rows;
  },

  /** Writes a period's payout row once; null when it was there already (a second run waits for the first and finds it). */
  async insertPayout(q: Queryable, merchantId: number, p: {
    contractId: string; period: string; kind: ContractKind; memberId: number; teamBets_minor: bigint; activeMembers: number;
    tierAmount_minor: bigint; gross_minor: bigint; downline_minor: bigint; amount_minor: bigint; now: Date;
  }): Promise<PayoutRow | null> {
    const r = await q.query<PayoutRow>(
      `INSERT INTO agent_contract_payouts (merchant_id, contract_id, period, kind, member_id, team_bets_minor, active_members, tier_amount_minor,
              gross_minor, downline_minor, amount_minor, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (merchant_id, contract_id, period) DO NOTHING RETURNING ${payoutCols}`,
      [merchantId, p.contractId, p.period, p.kind, p.memberId, p.teamBets_minor.toString(), p.activeMembers, p.tierAmount_minor.toString(),
        p.gross_minor.toString(), p.downline_minor.toString(), p.amount_minor.toString(), p.now]);
    return r.rows[0] ?? null;
  },

  async setPayoutEntry(q: Queryable, merchantId: number, contractId: string, period: string, entryId: number): Promise<void> {
    await q.query('UPDATE agent_contract_payouts SET ledger_entry_id = $4 WHERE merchant_id = $1 AND contract_id = $2 AND period = $3',
      [merchantId, contractId, period, entryId]);
  },

  async payoutsOf(q: Queryable, merchantId: number, memberId: number, kind: ContractKind, limit: number): Promise<PayoutRow[]> {
    const r = await q.query<PayoutRow>(
      `SELECT ${payoutCols} FROM agent_contract_payouts WHERE merchant_id = $1 AND member_id = $2 AND kind = $3 ORDER BY period DESC LIMIT $4`,
      [merchantId, memberId, kind, limit]);
    return r.rows;
  },

  async payoutsOfContract(q: Queryable, merchantId: number, contractId: string, limit: number): Promise<PayoutRow[]> {
    const r = await q.query<PayoutRow>(
      `SELECT ${payoutCols} FROM agent_contract_payouts WHERE merchant_id = $1 AND contract_id = $2 ORDER BY period DESC LIMIT $3`,
      [merchantId, contractId, limit]);
    return r.rows;
  },

  async payoutsOfPeriod(q: Queryable, merchantId: number, kind: ContractKind, period: string): Promise<PayoutRow[]> {
    const r = await q.query<PayoutRow>(
      `SELECT ${payoutCols} FROM agent_contract_payouts WHERE merchant_id = $1 AND kind = $2 AND period = $3 ORDER BY contract_id`,
      [merchantId, kind, period]);
    return r.rows;
  },

  /** The back office's list: a merchant's contracts, newest first, optionally of a kind and status. */
  async list(q: Queryable, merchantId: number, f: { kind?: ContractKind; status?: ContractStatus; memberId?: number; limit: number }): Promise<ContractRow[]> {
    const r = await q.query<ContractRow>(
      `SELECT ${cols} FROM agent_contracts WHERE merchant_id = $1 AND ($2::text IS NULL OR kind = $2) AND ($3::text IS NULL OR status = $3)
          AND ($4::bigint IS NULL OR member_id = $4 OR upline_id = $4)
        ORDER BY id DESC LIMIT $5`, [merchantId, f.kind ?? null, f.status ?? null, f.memberId ?? null, f.limit]);
    return r.rows;
  },
};

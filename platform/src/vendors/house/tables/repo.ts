import type { Queryable } from '../../../db';

/** Plain SQL over the tables' own tables (migration 027), one query per method. */

export type RoundStatus = 'open' | 'closed' | 'drawn' | 'settled' | 'voiding' | 'voided';
export type BetStatus = 'pending' | 'accepted' | 'refused' | 'settled' | 'rolling_back' | 'rolled_back';

type Id = bigint | string | number;
type When = Date | string;

export interface TableRow {
  merchant_id: number;
  table_id: string;
  currency: string;
  minor_digits: number;
  awake_until: When;
  lease_owner: string | null;
  lease_until: When | null;
  last_round_no: Id;
  state: unknown;
  seed_enc: string | null;
  seed_hash: string | null;
  seed_client: string | null;
}

export interface RoundRow {
  merchant_id: number;
  id: Id;
  table_id: string;
  round_no: Id;
  status: RoundStatus;
  server_seed_enc: string;
  server_seed_hash: string;
  server_seed: string | null;
  client_seed: string | null;
  outcome: unknown;
  opens_at: When;
  closes_at: When;
  drawn_at: When | null;
  finished_at: When | null;
}

export interface PlayerRow {
  merchant_id: number;
  token_hash: string;
  table_id: string;
  token_enc: string;
  expires_at: When;
}

/** A spot of a slip as stored: amounts as text, so JSON never carries a float of money. */
export interface StoredSpot {
  spot: string;
  kind: string;
  amount_minor: string;
  /** What the spot holds besides its stake (bingo's cards: TableGame.tickets), written in the slip's own transaction. */
  tickets?: unknown;
}

export interface BetRow {
  id: Id;
  round_id: Id;
  token_hash: string;
  spots: StoredSpot[];
  stake_minor: Id;
  payout_minor: Id | null;
  currency: string;
  status: BetStatus;
  created_at: When;
}

/** A bet with the sealed token of its player: what a wallet call for it needs. */
export interface BetToFinish extends BetRow {
  token_enc: string;
}

/** A player's slip with its round, for the history. */
export type HistoryRow = BetRow & Pick<RoundRow, 'round_no' | 'server_seed_hash' | 'server_seed' | 'client_seed' | 'outcome' | 'opens_at' | 'closes_at'> & {
  round_status: RoundStatus;
};

const tableColumns = 'merchant_id, table_id, currency, minor_digits, awake_until, lease_owner, lease_until, last_round_no, state, seed_enc, seed_hash, seed_client';
const roundColumns = `merchant_id, id, table_id, round_no, status, server_seed_enc, server_seed_hash, server_seed, client_seed, outcome,
  opens_at, closes_at, drawn_at, finished_at`;
const betColumns = 'b.id, b.round_id, b.token_hash, b.spots, b.stake_minor, b.payout_minor, b.currency, b.status, b.created_at';
/** Rounds that are not over: a table has at most one (house_table_rounds_in_play). */
const inPlay = `('open', 'closed', 'drawn', 'voiding')`;

export const tablesRepo = {
  /** Creates the table when it is new, and keeps it awake at least until awakeUntil either way. */
  async wake(q: Queryable, merchantId: number, t: { tableId: string; currency: string; minorDigits: number; awakeUntil: Date; now: Date }): Promise<TableRow> {
    const r = await q.query<TableRow>(
      `INSERT INTO house_tables (merchant_id, table_id, currency, minor_digits, awake_until, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (merchant_id, table_id) DO UPDATE SET awake_until = GREATEST(house_tables.awake_until, EXCLUDED.awake_until)
       RETURNING ${tableColumns}`, [merchantId, t.tableId, t.currency, t.minorDigits, t.awakeUntil, t.now]);
    return r.rows[0]!;
  },

  /** A table with its round in play (null when none): what every step of its timer starts from, in one query. */
  async tableInPlay(q: Queryable, merchantId: number, tableId: string): Promise<{ table: TableRow; round: RoundRow | null } | null> {
    const r = await q.query<TableRow & { round: RoundRow | null }>(
      `SELECT ${tableColumns.split(', ').map((c) => `t.${c}`).join(', ')}, to_jsonb(r) AS round FROM house_tables t
       LEFT JOIN house_table_rounds r ON r.merchant_id = t.merchant_id AND r.table_id = t.table_id AND r.status IN ${inPlay}
       WHERE t.merchant_id = $1 AND t.table_id = $2`, [merchantId, tableId]);
    const row = r.rows[0];
    if (!row) return null;
    const { round, ...table } = row;
    return { table, round };
  },

  /** Takes or renews the lease of a table unless another process holds one that has not run out; the row when it is ours. */
  async claimLease(q: Queryable, merchantId: number, tableId: string, owner: string, until: Date, now: Date): Promise<TableRow | null> {
    const r = await q.query<TableRow>(
      `UPDATE house_tables SET lease_owner = $3, lease_until = $4
       WHERE merchant_id = $1 AND table_id = $2 AND (lease_owner IS NULL OR lease_owner = $3 OR lease_until < $5)
       RETURNING ${tableColumns}`, [merchantId, tableId, owner, until, now]);
    return r.rows[0] ?? null;
  },

  /** Lets go of a table (or of every table when tableId is null) this owner holds. */
  async releaseLease(q: Queryable, owner: string, table: { merchantId: number; tableId: string } | null): Promise<void> {
    await q.query(
      `UPDATE house_tables SET lease_owner = NULL, lease_until = NULL
       WHERE lease_owner = $1 AND ($2::integer IS NULL OR (merchant_id = $2 AND table_id = $3))`,
      [owner, table?.merchantId ?? null, table?.tableId ?? null]);
  },

  /**
   * Tables in use (awake, with a round in play, or held by this owner), and whether this owner
   * may drive each now: no other process holds a lease on it that has not run out.
   */
  async activeTables(q: Queryable, owner: string, now: Date, limit: number): Promise<{ merchant_id: number; table_id: string; drivable: boolean }[]> {
    const r = await q.query<{ merchant_id: number; table_id: string; drivable: boolean }>(
      `SELECT t.merchant_id, t.table_id, (t.lease_owner IS NULL OR t.lease_owner = $1 OR t.lease_until < $2) AS drivable FROM house_tables t
       WHERE t.awake_until > $2 OR t.lease_owner = $1 OR EXISTS (
         SELECT 1 FROM house_table_rounds r WHERE r.merchant_id = t.merchant_id AND r.table_id = t.table_id AND r.status IN ${inPlay})
       ORDER BY t.merchant_id, t.table_id LIMIT $3`, [owner, now, limit]);
    return r.rows;
  },

  async setLastRound(q: Queryable, merchantId: number, tableId: string, lastRoundNo: number): Promise<void> {
    await q.query('UPDATE house_tables SET last_round_no = $3 WHERE merchant_id = $1 AND table_id = $2', [merchantId, tableId, lastRoundNo]);
  },

  /** What the table carries to its next round: the game's state and the seed in play across rounds (null: none). */
  async setCarried(
    q: Queryable, merchantId: number, tableId: string, c: { state: unknown; seed: { enc: string; hash: string; client: string | null } | null },
  ): Promise<void> {
    await q.query(
      'UPDATE house_tables SET state = $3, seed_enc = $4, seed_hash = $5, seed_client = $6 WHERE merchant_id = $1 AND table_id = $2',
      [merchantId, tableId, c.state === undefined ? null : JSON.stringify(c.state), c.seed?.enc ?? null, c.seed?.hash ?? null, c.seed?.client ?? null]);
  },

  /** Opens a round; null when the table already has one in play (another process was first). */
  async insertRound(
    q: Queryable, merchantId: number,
    r: { tableId: string; roundNo: number; serverSeedEnc: string; serverSeedHash: string; opensAt: Date; closesAt: Date },
  ): Promise<RoundRow | null> {
    const out = await q.query<RoundRow>(
      `INSERT INTO house_table_rounds (merchant_id, table_id, round_no, status, server_seed_enc, server_seed_hash, opens_at, closes_at)
       VALUES ($1, $2, $3, 'open', $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING ${roundColumns}`,
      [merchantId, r.tableId, r.roundNo, r.serverSeedEnc, r.serverSeedHash, r.opensAt, r.closesAt]);
    return out.rows[0] ?? null;
  },

  /** The table's round in play (open, closed, drawn or voiding), if any. */
  async roundInPlay(q: Queryable, merchantId: number, tableId: string): Promise<RoundRow | null> {
    const r = await q.query<RoundRow>(
      `SELECT ${roundColumns} FROM house_table_rounds WHERE merchant_id = $1 AND table_id = $2 AND status IN ${inPlay}`, [merchantId, tableId]);
    return r.rows[0] ?? null;
  },

  /** The table's newest round, whatever its status. */
  async latestRound(q: Queryable, merchantId: number, tableId: string): Promise<RoundRow | null> {
    const r = await q.query<RoundRow>(
      `SELECT ${roundColumns} FROM house_table_rounds WHERE merchant_id = $1 AND table_id = $2 ORDER BY round_no DESC LIMIT 1`, [merchantId, tableId]);
    return r.rows[0] ?? null;
  },

  /**
   * A round, share-locked when a bet is being placed in it: closing it (an UPDATE) then waits
   * for the bets already inside their transaction, and no bet gets in after the close.
   */
  async round(q: Queryable, merchantId: number, id: string, lock: 'share' | null): Promise<RoundRow | null> {
    const r = await q.query<RoundRow>(
      `SELECT ${roundColumns} FROM house_table_rounds WHERE merchant_id = $1 AND id = $2${lock ? ' FOR SHARE' : ''}`, [merchantId, id]);
    return r.rows[0] ?? null;
  },

  /** Moves a round on from one of the statuses it may leave; false when it was not in one (another process moved it). */
  async setRoundStatus(q: Queryable, merchantId: number, id: string, from: RoundStatus[], to: RoundStatus, now: Date): Promise<boolean> {
    const r = await q.query(
      `UPDATE house_table_rounds SET status = $4, finished_at = CASE WHEN $4 IN ('settled', 'voided') THEN $5::timestamptz ELSE finished_at END
       WHERE merchant_id = $1 AND id = $2 AND status = ANY($3::text[])`, [merchantId, id, from, to, now]);
    return r.rowCount === 1;
  },

  /** Fixes a closed round's outcome (and reveals its seed unless a shoe goes on with it); false when it was no longer closed. */
  async drawRound(q: Queryable, merchantId: number, id: string, d: { serverSeed: string | null; clientSeed: string; outcome: unknown; now: Date }): Promise<boolean> {
    const r = await q.query(
      `UPDATE house_table_rounds SET status = 'drawn', server_seed = $3, client_seed = $4, outcome = $5, drawn_at = $6
       WHERE merchant_id = $1 AND id = $2 AND status = 'closed'`, [merchantId, id, d.serverSeed, d.clientSeed, JSON.stringify(d.outcome), d.now]);
    return r.rowCount === 1;
  },

  /** Reveals a seed on every drawn round it decided (a shoe's, once the shoe ended). */
  async revealSeed(q: Queryable, merchantId: number, seedHash: string, serverSeed: string): Promise<void> {
    await q.query(
      `UPDATE house_table_rounds SET server_seed = $3
       WHERE merchant_id = $1 AND server_seed_hash = $2 AND status IN ('drawn', 'settled') AND server_seed IS NULL`, [merchantId, seedHash, serverSeed]);
  },

  /** The outcomes a seed drew at a table, oldest first (a shoe's hands, for its roads). */
  async outcomesOfSeed(q: Queryable, merchantId: number, tableId: string, seedHash: string, limit: number): Promise<unknown[]> {
    const r = await q.query<{ outcome: unknown }>(
      `SELECT outcome FROM house_table_rounds WHERE merchant_id = $1 AND server_seed_hash = $2 AND table_id = $3 AND status IN ('drawn', 'settled')
       ORDER BY round_no LIMIT $4`, [merchantId, seedHash, tableId, limit]);
    return r.rows.map((x) => x.outcome);
  },

  /** The table's last drawn rounds, newest first (results, roads). */
  async results(q: Queryable, merchantId: number, tableId: string, limit: number): Promise<RoundRow[]> {
    const r = await q.query<RoundRow>(
      `SELECT ${roundColumns} FROM house_table_rounds WHERE merchant_id = $1 AND table_id = $2 AND status IN ('drawn', 'settled')
       ORDER BY round_no DESC LIMIT $3`, [merchantId, tableId, limit]);
    return r.rows;
  },

  /** Seats a player (once per token); the row either way. */
  async seat(q: Queryable, merchantId: number, p: { tokenHash: string; tableId: string; tokenEnc: string; expiresAt: Date; now: Date }): Promise<PlayerRow> {
    const r = await q.query<PlayerRow>(
      `INSERT INTO house_table_players (merchant_id, token_hash, table_id, token_enc, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (merchant_id, token_hash) DO UPDATE SET token_hash = EXCLUDED.token_hash
       RETURNING merchant_id, token_hash, table_id, token_enc, expires_at`, [merchantId, p.tokenHash, p.tableId, p.tokenEnc, p.expiresAt, p.now]);
    return r.rows[0]!;
  },

  /** A player; locked when a slip is being placed, so one player's slips of a round are checked against each other in turn. */
  async player(q: Queryable, merchantId: number, tokenHash: string, lock: boolean): Promise<PlayerRow | null> {
    const r = await q.query<PlayerRow>(
      `SELECT merchant_id, token_hash, table_id, token_enc, expires_at FROM house_table_players
       WHERE merchant_id = $1 AND token_hash = $2${lock ? ' FOR UPDATE' : ''}`, [merchantId, tokenHash]);
    return r.rows[0] ?? null;
  },

  async insertBet(
    q: Queryable, merchantId: number,
    b: { roundId: string; tokenHash: string; spots: StoredSpot[]; stake_minor: bigint; currency: string; now: Date },
  ): Promise<string> {
    const r = await q.query<{ id: Id }>(
      `INSERT INTO house_table_bets (merchant_id, round_id, token_hash, spots, stake_minor, currency, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7) RETURNING id`,
      [merchantId, b.roundId, b.tokenHash, JSON.stringify(b.spots), b.stake_minor.toString(), b.currency, b.now]);
    return String(r.rows[0]!.id);
  },

  /** A new slip's spots with their tickets (TableGame.tickets needs the slip's id, so they follow the insert in its transaction). */
  async setSpots(q: Queryable, merchantId: number, id: string, spots: StoredSpot[]): Promise<void> {
    await q.query(`UPDATE house_table_bets SET spots = $3 WHERE merchant_id = $1 AND id = $2 AND status = 'pending'`, [merchantId, id, JSON.stringify(spots)]);
  },

  /** A player's slips of a round that hold or may hold a stake (for the per-kind limits). */
  async playerSlips(q: Queryable, merchantId: number, roundId: string, tokenHash: string): Promise<StoredSpot[][]> {
    const r = await q.query<{ spots: StoredSpot[] }>(
      `SELECT spots FROM house_table_bets WHERE merchant_id = $1 AND round_id = $2 AND token_hash = $3
         AND status IN ('pending', 'accepted', 'settled')`, [merchantId, roundId, tokenHash]);
    return r.rows.map((x) => x.spots);
  },

  /** Moves a slip on from one of the statuses it may leave; false when it was not in one. */
  async setBetStatus(q: Queryable, merchantId: number, id: string, from: BetStatus[], to: BetStatus, now: Date): Promise<boolean> {
    const r = await q.query(
      `UPDATE house_table_bets SET status = $4,
         finished_at = CASE WHEN $4 IN ('refused', 'settled', 'rolled_back') THEN $5::timestamptz ELSE finished_at END
       WHERE merchant_id = $1 AND id = $2 AND status = ANY($3::text[])`, [merchantId, id, from, to, now]);
    return r.rowCount === 1;
  },

  /** Every slip of a round, oldest first, with its player's sealed token. */
  async roundBets(q: Queryable, merchantId: number, roundId: string): Promise<BetToFinish[]> {
    const r = await q.query<BetToFinish>(
      `SELECT ${betColumns}, p.token_enc FROM house_table_bets b
       JOIN house_table_players p ON p.merchant_id = b.merchant_id AND p.token_hash = b.token_hash
       WHERE b.merchant_id = $1 AND b.round_id = $2 ORDER BY b.id`, [merchantId, roundId]);
    return r.rows;
  },

  /** Writes what each accepted slip of a round returns (fixed at the draw). */
  async setPayouts(q: Queryable, merchantId: number, payouts: { id: string; payout_minor: bigint }[]): Promise<void> {
    if (payouts.length === 0) return;
    await q.query(
      `UPDATE house_table_bets b SET payout_minor = v.payout FROM unnest($2::bigint[], $3::bigint[]) AS v(id, payout)
       WHERE b.merchant_id = $1 AND b.id = v.id AND b.status = 'accepted'`,
      [merchantId, payouts.map((p) => p.id), payouts.map((p) => p.payout_minor.toString())]);
  },

  /** A player's slips, newest first, with their rounds (seeds revealed once drawn). */
  async history(q: Queryable, merchantId: number, tokenHash: string, limit: number): Promise<HistoryRow[]> {
    const r = await q.query<HistoryRow>(
      `SELECT ${betColumns}, r.round_no, r.status AS round_status, r.server_seed_hash, r.server_seed, r.client_seed, r.outcome,
         r.opens_at, r.closes_at
       FROM house_table_bets b JOIN house_table_rounds r ON r.merchant_id = b.merchant_id AND r.id = b.round_id
       WHERE b.merchant_id = $1 AND b.token_hash = $2 ORDER BY b.id DESC LIMIT $3`, [merchantId, tokenHash, limit]);
    return r.rows;
  },
};

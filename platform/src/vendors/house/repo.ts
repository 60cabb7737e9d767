import type { Queryable } from '../../db';

/** Plain SQL over the house vendor's tables (migration 017), one query per method. */

export interface SessionRow {
  merchant_id: number;
  token_hash: string;
  game_id: string;
  free_play: boolean;
  play_balance_minor: bigint | string | null;
  server_seed_enc: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: bigint | string | number;
  expires_at: Date | string;
  /** The player of the launch (migration 025), null for free play and tokens issued by hand. */
  player_id: string | null;
}

/** What launchGame told the house of a token (launch.ts; migrations 025 and 058). */
export interface LaunchRow {
  player_id: string;
  /** When the member's login session began; null for launches recorded before migration 058. */
  session_started_at: Date | string | null;
  created_at: Date | string;
}

export interface RoundRow {
  id: bigint | string | number;
  game_id: string;
  free_play: boolean;
  server_seed_hash: string;
  client_seed: string;
  nonce: bigint | string | number;
  coin_minor: bigint | string;
  bet_minor: bigint | string;
  win_minor: bigint | string;
  currency: string;
  stops: number[][] | string;
  free_spins: number;
  status: RoundStatus;
  created_at: Date | string;
  /** The jackpot's odds when the round was decided (null: no pool, or free play), its draw, and whether it is still to settle. */
  jackpot_odds: number | null;
  jackpot_hit: boolean;
  jackpot_due: boolean;
  /** Joined from house_revealed_seeds: null while the seed is still in play. */
  server_seed: string | null;
}

/** Whose rounds a history shows: one session's (free play, tokens issued by hand), or a player's in one game. */
export type HistoryScope = { tokenHash: string } | { playerId: string; gameId: string };

export type RoundStatus = 'pending' | 'open' | 'settled' | 'refused' | 'rolled_back';

export interface NewSession {
  tokenHash: string;
  playerId: string | null;
  gameId: string;
  freePlay: boolean;
  playBalance_minor: bigint | null;
  serverSeedEnc: string;
  serverSeedHash: string;
  clientSeed: string;
  expiresAt: Date;
  now: Date;
}

export interface NewRound {
  tokenHash: string;
  playerId: string | null;
  gameId: string;
  freePlay: boolean;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  coin_minor: bigint;
  bet_minor: bigint;
  win_minor: bigint;
  currency: string;
  stops: number[][];
  freeSpins: number;
  status: RoundStatus;
  /** The pool's odds when one is in play (the round's jackpot is then due until settled), and the draw. */
  jackpotOdds: number | null;
  jackpotHit: boolean;
  now: Date;
}

const roundColumns = `r.id, r.game_id, r.free_play, r.server_seed_hash, r.client_seed, r.nonce, r.coin_minor, r.bet_minor, r.win_minor,
  r.currency, r.stops, r.free_spins, r.status, r.created_at, r.jackpot_odds, r.jackpot_hit, r.jackpot_due`;

export const houseRepo = {
  async vendorKey(q: Queryable, merchantId: number, vendorCode: string): Promise<string | null> {
    const r = await q.query<{ secret_enc: string }>(
      'SELECT secret_enc FROM house_vendor_keys WHERE merchant_id = $1 AND vendor_code = $2', [merchantId, vendorCode]);
    return r.rows[0]?.secret_enc ?? null;
  },

  async insertVendorKey(q: Queryable, merchantId: number, vendorCode: string, secretEnc: string, now: Date): Promise<boolean> {
    const r = await q.query(
      `INSERT INTO house_vendor_keys (merchant_id, vendor_code, secret_enc, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`, [merchantId, vendorCode, secretEnc, now]);
    return r.rowCount === 1;
  },

  /** Creates the session unless one exists for this token; answers the row either way. */
  async openSession(q: Queryable, merchantId: number, s: NewSession): Promise<SessionRow> {
    await q.query(
      `INSERT INTO house_sessions (merchant_id, token_hash, game_id, free_play, play_balance_minor, server_seed_enc, server_seed_hash,
         client_seed, nonce, expires_at, created_at, player_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, $9, $10, $11) ON CONFLICT DO NOTHING`,
      [merchantId, s.tokenHash, s.gameId, s.freePlay, s.playBalance_minor?.toString() ?? null, s.serverSeedEnc, s.serverSeedHash,
        s.clientSeed, s.expiresAt, s.now, s.playerId]);
    return (await houseRepo.session(q, merchantId, s.tokenHash, false))!;
  },

  async session(q: Queryable, merchantId: number, tokenHash: string, forUpdate: boolean): Promise<SessionRow | null> {
    const r = await q.query<SessionRow>(
      `SELECT merchant_id, token_hash, game_id, free_play, play_balance_minor, server_seed_enc, server_seed_hash, client_seed, nonce, expires_at,
         player_id
       FROM house_sessions WHERE merchant_id = $1 AND token_hash = $2${forUpdate ? ' FOR UPDATE' : ''}`, [merchantId, tokenHash]);
    return r.rows[0] ?? null;
  },

  async advanceSession(q: Queryable, merchantId: number, tokenHash: string, nonce: number, playBalance_minor: bigint | null): Promise<void> {
    await q.query('UPDATE house_sessions SET nonce = $3, play_balance_minor = $4 WHERE merchant_id = $1 AND token_hash = $2',
      [merchantId, tokenHash, nonce, playBalance_minor?.toString() ?? null]);
  },

  async rotateSeed(q: Queryable, merchantId: number, tokenHash: string, next: { serverSeedEnc: string; serverSeedHash: string; clientSeed: string }): Promise<void> {
    await q.query(
      `UPDATE house_sessions SET server_seed_enc = $3, server_seed_hash = $4, client_seed = $5, nonce = 0
       WHERE merchant_id = $1 AND token_hash = $2`, [merchantId, tokenHash, next.serverSeedEnc, next.serverSeedHash, next.clientSeed]);
  },

  async insertRevealed(
    q: Queryable, merchantId: number, tokenHash: string, s: { serverSeedHash: string; serverSeed: string; clientSeed: string; rounds: number; now: Date },
  ): Promise<void> {
    await q.query(
      `INSERT INTO house_revealed_seeds (merchant_id, token_hash, server_seed_hash, server_seed, client_seed, rounds, revealed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`, [merchantId, tokenHash, s.serverSeedHash, s.serverSeed, s.clientSeed, s.rounds, s.now]);
  },

  /** The seeds revealed in a session, or in every session of a player's game; the newest first. */
  async revealedSeeds(q: Queryable, merchantId: number, scope: HistoryScope, limit: number) {
    const r = await q.query<{ server_seed_hash: string; server_seed: string; client_seed: string; rounds: bigint | string; revealed_at: Date | string }>(
      'playerId' in scope
        ? `SELECT v.server_seed_hash, v.server_seed, v.client_seed, v.rounds, v.revealed_at FROM house_revealed_seeds v
           JOIN house_sessions s ON s.merchant_id = v.merchant_id AND s.token_hash = v.token_hash
           WHERE v.merchant_id = $1 AND s.player_id = $2 AND s.game_id = $3 ORDER BY v.revealed_at DESC LIMIT $4`
        : `SELECT server_seed_hash, server_seed, client_seed, rounds, revealed_at FROM house_revealed_seeds
           WHERE merchant_id = $1 AND token_hash = $2 ORDER BY revealed_at DESC LIMIT $3`,
      'playerId' in scope ? [merchantId, scope.playerId, scope.gameId, limit] : [merchantId, scope.tokenHash, limit]);
    return r.rows;
  },

  /**
   * Records whose launch a token is and when the member's login session began (launch.ts); a
   * token is launched once, so a second record changes nothing.
   */
  async insertLaunch(q: Queryable, merchantId: number, tokenHash: string, playerId: string, sessionStartedAt: Date | null, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO house_launches (merchant_id, token_hash, player_id, session_started_at, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [merchantId, tokenHash, playerId, sessionStartedAt, now]);
  },

  /** A launch token's record of this merchant (the reality check reads its player and session start), or null. */
  async launch(q: Queryable, merchantId: number, tokenHash: string): Promise<LaunchRow | null> {
    const r = await q.query<LaunchRow>(
      'SELECT player_id, session_started_at, created_at FROM house_launches WHERE merchant_id = $1 AND token_hash = $2', [merchantId, tokenHash]);
    return r.rows[0] ?? null;
  },

  /** The player a launch token was issued for, or null (free play, a token issued by hand). */
  async launchPlayer(q: Queryable, merchantId: number, tokenHash: string): Promise<string | null> {
    const r = await q.query<{ player_id: string }>(
      'SELECT player_id FROM house_launches WHERE merchant_id = $1 AND token_hash = $2', [merchantId, tokenHash]);
    return r.rows[0]?.player_id ?? null;
  },

  async insertRound(q: Queryable, merchantId: number, r: NewRound): Promise<string> {
    const out = await q.query<{ id: bigint | string }>(
      `INSERT INTO house_rounds (merchant_id, token_hash, game_id, free_play, server_seed_hash, client_seed, nonce, coin_minor, bet_minor,
         win_minor, currency, stops, free_spins, status, created_at, settled_at, jackpot_odds, jackpot_hit, jackpot_due, player_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, CASE WHEN $14 = 'settled' THEN $15::timestamptz END, $16, $17,
         $16::integer IS NOT NULL, $18)
       RETURNING id`,
      [merchantId, r.tokenHash, r.gameId, r.freePlay, r.serverSeedHash, r.clientSeed, r.nonce, r.coin_minor.toString(), r.bet_minor.toString(),
        r.win_minor.toString(), r.currency, JSON.stringify(r.stops), r.freeSpins, r.status, r.now, r.jackpotOdds, r.jackpotHit, r.playerId]);
    return String(out.rows[0]!.id);
  },

  /** Moves a round on from one of the statuses it may leave; false when it was not in one. */
  async setRoundStatus(q: Queryable, merchantId: number, id: string, from: RoundStatus[], to: RoundStatus, now: Date): Promise<boolean> {
    const r = await q.query(
      `UPDATE house_rounds SET status = $4, settled_at = CASE WHEN $4 IN ('settled', 'refused', 'rolled_back') THEN $5::timestamptz END,
         jackpot_due = jackpot_due AND $4 NOT IN ('refused', 'rolled_back')
       WHERE merchant_id = $1 AND id = $2 AND status = ANY($3::text[])`, [merchantId, id, from, to, now]);
    return r.rowCount === 1;
  },

  /** The jackpot side of a round is settled (or there was none to settle). */
  async clearJackpotDue(q: Queryable, merchantId: number, id: string): Promise<void> {
    await q.query('UPDATE house_rounds SET jackpot_due = false WHERE merchant_id = $1 AND id = $2 AND jackpot_due', [merchantId, id]);
  },

  /**
   * Rounds of a session left pending or open before `before` (a crash or a wallet outage), or
   * settled with their jackpot side still due: the oldest first.
   */
  async unfinished(q: Queryable, merchantId: number, tokenHash: string, before: Date, limit: number): Promise<RoundRow[]> {
    const r = await q.query<RoundRow>(
      `SELECT ${roundColumns}, NULL AS server_seed FROM house_rounds r
       WHERE r.merchant_id = $1 AND r.token_hash = $2 AND (r.status IN ('pending', 'open') OR (r.status = 'settled' AND r.jackpot_due))
         AND r.created_at < $3
       ORDER BY r.id LIMIT $4`, [merchantId, tokenHash, before, limit]);
    return r.rows;
  },

  /**
   * Rounds of a session, or of a player's game across their sessions; newest first, those
   * older than round `beforeId` when given (the next page); with their server seed once revealed.
   */
  async history(q: Queryable, merchantId: number, scope: HistoryScope, limit: number, beforeId: string | null): Promise<RoundRow[]> {
    const byPlayer = 'playerId' in scope;
    const r = await q.query<RoundRow>(
      `SELECT ${roundColumns}, s.server_seed FROM house_rounds r
       LEFT JOIN house_revealed_seeds s ON s.merchant_id = r.merchant_id AND s.server_seed_hash = r.server_seed_hash
       WHERE r.merchant_id = $1 AND ${byPlayer ? 'r.player_id = $2 AND r.game_id = $5' : 'r.token_hash = $2'}
         AND ($4::bigint IS NULL OR r.id < $4::bigint)
       ORDER BY r.id DESC LIMIT $3`,
      byPlayer ? [merchantId, scope.playerId, limit, beforeId, scope.gameId] : [merchantId, scope.tokenHash, limit, beforeId]);
    return r.rows;
  },
};

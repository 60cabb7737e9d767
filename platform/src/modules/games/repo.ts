import type { Queryable } from '../../db';
import type { CatalogGame, CatalogVendor } from './schema';

type Id = bigint | number | string;

/** A game row as the lists read it: names already resolved to one language. */
export interface GameRow {
  node_id: Id;
  vassalage: string;
  game_id: string;
  node_name: string;
  game_type: string;
  game_classify: string | null;
  game_classify_new: string[];
  min_bet_minor: Id;
  mobile_large_icon: string;
  show_icon: string;
  icon_url: string;
  room_id: string | null;
  support_play: boolean;
  game_name: string;
  display_name: string;
  favourite: boolean;
}

export interface VendorRow {
  vassalage: string;
  display_name: string;
  account_type_name: string;
  icon_color: string;
  icon_white: string;
  mobile_large_icon: string;
  wallet_vendor: string | null;
  launch_url: string | null;
  enabled: boolean;
  sort: number;
}

/** A launchable game with its vendor's wallet link, enabled or not. */
export interface LaunchRow extends GameRow {
  enabled: boolean;
  vendor_enabled: boolean;
  wallet_vendor: string | null;
  launch_url: string | null;
}

export interface GameFilter {
  gameType?: string;
  vassalage?: string;
  gameClassify?: string;
  maxMinBet_minor?: bigint;
  /** A LIKE pattern, already escaped and wrapped in %. */
  namePattern?: string;
}

/** Positional parameters built as the SQL is written. */
class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/**
 * The SELECT of a game as every list shows it: names in `language`, else English, else the
 * canonical name; whether it is among the member's favourites. Only enabled games of enabled
 * vendors, always of one merchant.
 */
function gameSelect(p: Params, merchantId: number, language: string, memberId: number | null): string {
  const m = p.add(merchantId);
  const lang = p.add(language);
  const member = p.add(memberId);
  return `SELECT g.node_id, g.vassalage, g.game_id, g.node_name, g.game_type, g.game_classify, g.game_classify_new, g.min_bet_minor,
      g.mobile_large_icon, g.show_icon, g.icon_url, g.room_id, g.support_play,
      coalesce(ln.game_name, en.game_name, g.node_name) AS game_name,
      coalesce(ln.display_name, en.display_name, g.node_name) AS display_name,
      (${member}::bigint IS NOT NULL AND EXISTS (SELECT 1 FROM game_favourites f
        WHERE f.merchant_id = g.merchant_id AND f.member_id = ${member}::bigint AND f.node_id = g.node_id)) AS favourite
    FROM games g
    JOIN game_vendors v ON v.merchant_id = g.merchant_id AND v.vassalage = g.vassalage
    LEFT JOIN game_names ln ON ln.merchant_id = g.merchant_id AND ln.node_id = g.node_id AND ln.language = ${lang}
    LEFT JOIN game_names en ON en.merchant_id = g.merchant_id AND en.node_id = g.node_id AND en.language = 'EN'
    WHERE g.merchant_id = ${m} AND g.enabled AND v.enabled`;
}

function filterSql(p: Params, f: GameFilter): string {
  const parts: string[] = [];
  if (f.gameType) parts.push(`g.game_type = ${p.add(f.gameType)}`);
  if (f.vassalage) parts.push(`g.vassalage = ${p.add(f.vassalage)}`);
  if (f.gameClassify) {
    const c = p.add(f.gameClassify);
    parts.push(`(g.game_classify = ${c} OR ${c} = ANY(g.game_classify_new))`);
  }
  if (f.maxMinBet_minor !== undefined) parts.push(`g.min_bet_minor <= ${p.add(f.maxMinBet_minor.toString())}::bigint`);
  if (f.namePattern) {
    const n = p.add(f.namePattern);
    parts.push(`(g.node_name ILIKE ${n} OR EXISTS (SELECT 1 FROM game_names s WHERE s.merchant_id = g.merchant_id AND s.node_id = g.node_id
      AND (s.game_name ILIKE ${n} OR s.display_name ILIKE ${n})))`);
  }
  return parts.map((s) => ` AND ${s}`).join('');
}

/** Plain SQL of the games module, one statement per method, every one scoped by merchant. */
/**
 * A member's own list of games (favourites or recent), newest first: the enabled games of
 * enabled vendors, of one type when given, paged, with the total. The table and its time
 * column are fixed names, never input.
 */
async function memberGameIds(
  q: Queryable, list: { table: 'game_favourites' | 'game_recent'; newest: 'created_at' | 'played_at' },
  merchantId: number, memberId: number, gameType: string | null, page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const where = `l.merchant_id = $1 AND l.member_id = $2 AND g.enabled AND v.enabled AND ($3::text IS NULL OR g.game_type = $3::text)`;
  const from = `${list.table} l
    JOIN games g ON g.merchant_id = l.merchant_id AND g.node_id = l.node_id
    JOIN game_vendors v ON v.merchant_id = g.merchant_id AND v.vassalage = g.vassalage`;
  const count = await q.query<{ n: Id }>(`SELECT count(*) AS n FROM ${from} WHERE ${where}`, [merchantId, memberId, gameType]);
  const r = await q.query<{ node_id: Id }>(
    `SELECT l.node_id FROM ${from} WHERE ${where} ORDER BY l.${list.newest} DESC, l.node_id DESC LIMIT $4 OFFSET $5`,
    [merchantId, memberId, gameType, page.limit, page.offset]);
  return { ids: r.rows.map((row) => Number(row.node_id)), total: Number(count.rows[0]!.n) };
}

export const gamesRepo = {
  async list(
    q: Queryable, merchantId: number, language: string, memberId: number | null, f: GameFilter, page: { limit: number; offset: number },
  ): Promise<{ rows: GameRow[]; total: number }> {
    const cp = new Params();
    const count = await q.query<{ n: Id }>(`SELECT count(*) AS n FROM (${gameSelect(cp, merchantId, language, null)}${filterSql(cp, f)}) x`, cp.values);
    const p = new Params();
    const sql = `${gameSelect(p, merchantId, language, memberId)}${filterSql(p, f)}
      ORDER BY g.sort, v.sort, g.node_id LIMIT ${p.add(page.limit)} OFFSET ${p.add(page.offset)}`;
    const r = await q.query<GameRow>(sql, p.values);
    return { rows: r.rows, total: Number(count.rows[0]!.n) };
  },

  /** Games by node id, in the order of the ids given. */
  async byNodeIds(q: Queryable, merchantId: number, language: string, memberId: number | null, nodeIds: number[]): Promise<GameRow[]> {
    if (!nodeIds.length) return [];
    const p = new Params();
    const sql = `${gameSelect(p, merchantId, language, memberId)} AND g.node_id = ANY(${p.add(nodeIds)}::bigint[])`;
    const r = await q.query<GameRow>(sql, p.values);
    const byId = new Map(r.rows.map((row) => [Number(row.node_id), row]));
    return nodeIds.map((id) => byId.get(id)).filter((row): row is GameRow => row !== undefined);
  },

  /** A game for launchGame, by node id or by vendor and game id, enabled or not (the service decides). */
  async forLaunch(q: Queryable, merchantId: number, language: string, by: { nodeId: number } | { vassalage: string; gameId: string }): Promise<LaunchRow | null> {
    const r = await q.query<LaunchRow>(
      `SELECT g.node_id, g.vassalage, g.game_id, g.node_name, g.game_type, g.game_classify, g.game_classify_new, g.min_bet_minor,
         g.mobile_large_icon, g.show_icon, g.icon_url, g.room_id, g.support_play, g.enabled,
         coalesce(ln.game_name, en.game_name, g.node_name) AS game_name,
         coalesce(ln.display_name, en.display_name, g.node_name) AS display_name, false AS favourite,
         v.enabled AS vendor_enabled, v.wallet_vendor, v.launch_url
       FROM games g
       JOIN game_vendors v ON v.merchant_id = g.merchant_id AND v.vassalage = g.vassalage
       LEFT JOIN game_names ln ON ln.merchant_id = g.merchant_id AND ln.node_id = g.node_id AND ln.language = $2
       LEFT JOIN game_names en ON en.merchant_id = g.merchant_id AND en.node_id = g.node_id AND en.language = 'EN'
       WHERE g.merchant_id = $1 AND (($3::bigint IS NOT NULL AND g.node_id = $3::bigint) OR ($3::bigint IS NULL AND g.vassalage = $4 AND g.game_id = $5))`,
      [merchantId, language, 'nodeId' in by ? by.nodeId : null, 'nodeId' in by ? null : by.vassalage, 'nodeId' in by ? null : by.gameId]);
    return r.rows[0] ?? null;
  },

  /** Enabled vendors with their enabled games' types and counts, and each type's first game (for lobby tiles). */
  async vendorTypes(q: Queryable, merchantId: number): Promise<(VendorRow & { game_type: string; game_count: Id; first_node_id: Id; first_game_id: string })[]> {
    const r = await q.query<VendorRow & { game_type: string; game_count: Id; first_node_id: Id; first_game_id: string }>(
      `SELECT v.vassalage, v.display_name, v.account_type_name, v.icon_color, v.icon_white, v.mobile_large_icon, v.wallet_vendor, v.launch_url,
         v.enabled, v.sort, t.game_type, t.game_count, t.first_node_id, t.first_game_id
       FROM game_vendors v
       JOIN LATERAL (
         SELECT g.game_type, count(*) AS game_count,
           (array_agg(g.node_id ORDER BY g.sort, g.node_id))[1] AS first_node_id,
           (array_agg(g.game_id ORDER BY g.sort, g.node_id))[1] AS first_game_id
         FROM games g WHERE g.merchant_id = v.merchant_id AND g.vassalage = v.vassalage AND g.enabled
         GROUP BY g.game_type
       ) t ON true
       WHERE v.merchant_id = $1 AND v.enabled
       ORDER BY v.sort, v.vassalage`,
      [merchantId]);
    return r.rows;
  },

  /**
   * Catalog games by real-money bets placed since `since`, most first (hot games, rank list).
   * Reads the vendor wallet's read view `real_money_bets` (migration 023): the bet's vendor is
   * the catalog vendor's wallet_vendor, its game_id the catalog's game_id. Rollback tombstones
   * (stake 0) are left out.
   */
  async mostBet(
    q: Queryable, merchantId: number, language: string, memberId: number | null, since: Date, gameType: string | null, limit: number,
  ): Promise<(GameRow & { bet_count: Id })[]> {
    const p = new Params();
    const select = gameSelect(p, merchantId, language, memberId);
    const sinceP = p.add(since);
    const typeP = p.add(gameType);
    const sql = `WITH counts AS (
        SELECT vv.vassalage, b.game_id, count(*) AS bet_count, max(b.created_at) AS last_bet
        FROM real_money_bets b
        JOIN game_vendors vv ON vv.merchant_id = b.merchant_id AND vv.wallet_vendor = b.vendor
        WHERE b.merchant_id = $1 AND b.created_at >= ${sinceP} AND b.stake_minor > 0 AND b.status <> 'rolled_back'
        GROUP BY vv.vassalage, b.game_id
      )
      SELECT x.*, c.bet_count FROM (${select}) x
      JOIN counts c ON c.vassalage = x.vassalage AND c.game_id = x.game_id
      WHERE (${typeP}::text IS NULL OR x.game_type = ${typeP}::text)
      ORDER BY c.bet_count DESC, c.last_bet DESC, x.node_id
      LIMIT ${p.add(limit)}`;
    const r = await q.query<GameRow & { bet_count: Id }>(sql, p.values);
    return r.rows;
  },

  /** The biggest payouts of settled real-money bets since `since` on catalog games, biggest first. */
  async biggestWins(
    q: Queryable, merchantId: number, language: string, since: Date, gameType: string | null, limit: number,
  ): Promise<(GameRow & { member_id: Id; payout_minor: Id; settled_at: Date })[]> {
    const p = new Params();
    const select = gameSelect(p, merchantId, language, null);
    const sinceP = p.add(since);
    const typeP = p.add(gameType);
    const sql = `SELECT x.*, b.member_id, b.payout_minor, b.settled_at
      FROM real_money_bets b
      JOIN game_vendors vv ON vv.merchant_id = b.merchant_id AND vv.wallet_vendor = b.vendor
      JOIN (${select}) x ON x.vassalage = vv.vassalage AND x.game_id = b.game_id
      WHERE b.merchant_id = $1 AND b.status = 'settled' AND b.payout_minor > 0 AND b.settled_at >= ${sinceP}
        AND (${typeP}::text IS NULL OR x.game_type = ${typeP}::text)
      ORDER BY b.payout_minor DESC, b.settled_at DESC
      LIMIT ${p.add(limit)}`;
    const r = await q.query<GameRow & { member_id: Id; payout_minor: Id; settled_at: Date }>(sql, p.values);
    return r.rows;
  },

  /**
   * The biggest jackpots paid since `since` on catalog games, biggest first: modules/jackpot's
   * read view `jackpot_payouts` (migration 024; its vendor is the catalog vendor's wallet_vendor).
   */
  async biggestJackpotWins(
    q: Queryable, merchantId: number, language: string, since: Date, gameType: string | null, limit: number,
  ): Promise<(GameRow & { member_id: Id; payout_minor: Id; settled_at: Date })[]> {
    const p = new Params();
    const select = gameSelect(p, merchantId, language, null);
    const sinceP = p.add(since);
    const typeP = p.add(gameType);
    const sql = `SELECT x.*, w.member_id, w.amount_minor AS payout_minor, w.created_at AS settled_at
      FROM jackpot_payouts w
      JOIN game_vendors vv ON vv.merchant_id = w.merchant_id AND vv.wallet_vendor = w.vendor
      JOIN (${select}) x ON x.vassalage = vv.vassalage AND x.game_id = w.game_id
      WHERE w.merchant_id = $1 AND w.created_at >= ${sinceP} AND (${typeP}::text IS NULL OR x.game_type = ${typeP}::text)
      ORDER BY w.amount_minor DESC, w.created_at DESC
      LIMIT ${p.add(limit)}`;
    const r = await q.query<GameRow & { member_id: Id; payout_minor: Id; settled_at: Date }>(sql, p.values);
    return r.rows;
  },

  /** Enabled catalog games of a wallet vendor by their game ids (the games a jackpot pool pays), in catalog order. */
  async byWalletGames(q: Queryable, merchantId: number, language: string, walletVendor: string, gameIds: string[]): Promise<GameRow[]> {
    if (!gameIds.length) return [];
    const p = new Params();
    const sql = `${gameSelect(p, merchantId, language, null)} AND v.wallet_vendor = ${p.add(walletVendor)} AND g.game_id = ANY(${p.add(gameIds)}::text[])
      ORDER BY g.sort, g.node_id`;
    const r = await q.query<GameRow>(sql, p.values);
    return r.rows;
  },

  /**
   * The names of bets' games, one row per key in the keys' order (null names where the catalog
   * has no such vendor or game): a bet's vendor is a catalog vendor's wallet_vendor, its game id
   * the catalog's. Disabled games and vendors count: a record keeps its names.
   */
  async betGameNames(
    q: Queryable, merchantId: number, language: string, keys: readonly { vendor: string; gameId: string }[],
  ): Promise<{ game_name: string | null; vendor_name: string | null }[]> {
    const r = await q.query<{ i: Id; game_name: string | null; vendor_name: string | null }>(
      `SELECT DISTINCT ON (k.i) k.i, v.display_name AS vendor_name, coalesce(ln.game_name, en.game_name, g.node_name) AS game_name
       FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS k(vendor, game_id, i)
       LEFT JOIN game_vendors v ON v.merchant_id = $1 AND v.wallet_vendor = k.vendor
       LEFT JOIN games g ON g.merchant_id = $1 AND g.vassalage = v.vassalage AND g.game_id = k.game_id
       LEFT JOIN game_names ln ON ln.merchant_id = $1 AND ln.node_id = g.node_id AND ln.language = $4
       LEFT JOIN game_names en ON en.merchant_id = $1 AND en.node_id = g.node_id AND en.language = 'EN'
       ORDER BY k.i, g.node_id IS NULL, v.sort, v.vassalage`,
      [merchantId, keys.map((k) => k.vendor), keys.map((k) => k.gameId), language]);
    return r.rows;
  },

  // ---- favourites and recent games (per member) ----

  async addFavourite(q: Queryable, merchantId: number, memberId: number, nodeId: number, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO game_favourites (merchant_id, member_id, node_id, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (merchant_id, member_id, node_id) DO NOTHING`,
      [merchantId, memberId, nodeId, now]);
  },

  async removeFavourite(q: Queryable, merchantId: number, memberId: number, nodeId: number): Promise<void> {
    await q.query('DELETE FROM game_favourites WHERE merchant_id = $1 AND member_id = $2 AND node_id = $3', [merchantId, memberId, nodeId]);
  },

  /** Which of these games are among the member's favourites (the flags laid over a cached list page). */
  async favouritesAmong(q: Queryable, merchantId: number, memberId: number, nodeIds: number[]): Promise<Set<number>> {
    if (!nodeIds.length) return new Set();
    const r = await q.query<{ node_id: Id }>(
      'SELECT node_id FROM game_favourites WHERE merchant_id = $1 AND member_id = $2 AND node_id = ANY($3::bigint[])', [merchantId, memberId, nodeIds]);
    return new Set(r.rows.map((row) => Number(row.node_id)));
  },

  async favouriteCount(q: Queryable, merchantId: number, memberId: number): Promise<number> {
    const r = await q.query<{ n: Id }>('SELECT count(*) AS n FROM game_favourites WHERE merchant_id = $1 AND member_id = $2', [merchantId, memberId]);
    return Number(r.rows[0]!.n);
  },

  /** The member's favourite node ids of enabled games (of one type when given), newest first, paged, with the total. */
  favouriteIds(q: Queryable, merchantId: number, memberId: number, gameType: string | null, page: { limit: number; offset: number }) {
    return memberGameIds(q, { table: 'game_favourites', newest: 'created_at' }, merchantId, memberId, gameType, page);
  },

  /** Moves the game to the top of the member's recent games and drops what falls past `keep`. */
  async touchRecent(q: Queryable, merchantId: number, memberId: number, nodeId: number, now: Date, keep: number): Promise<void> {
    await q.query(
      `INSERT INTO game_recent (merchant_id, member_id, node_id, played_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (merchant_id, member_id, node_id) DO UPDATE SET played_at = greatest(game_recent.played_at, excluded.played_at)`,
      [merchantId, memberId, nodeId, now]);
    await q.query(
      `DELETE FROM game_recent WHERE merchant_id = $1 AND member_id = $2 AND node_id IN (
         SELECT node_id FROM game_recent WHERE merchant_id = $1 AND member_id = $2 ORDER BY played_at DESC, node_id DESC OFFSET $3)`,
      [merchantId, memberId, keep]);
  },

  /** The member's recent node ids of enabled games, last played first, paged, with the total. */
  recentIds(q: Queryable, merchantId: number, memberId: number, gameType: string | null, page: { limit: number; offset: number }) {
    return memberGameIds(q, { table: 'game_recent', newest: 'played_at' }, merchantId, memberId, gameType, page);
  },

  // ---- back office and seed ----

  async vendor(q: Queryable, merchantId: number, vassalage: string): Promise<VendorRow | null> {
    const r = await q.query<VendorRow>(
      `SELECT vassalage, display_name, account_type_name, icon_color, icon_white, mobile_large_icon, wallet_vendor, launch_url, enabled, sort
       FROM game_vendors WHERE merchant_id = $1 AND vassalage = $2`, [merchantId, vassalage]);
    return r.rows[0] ?? null;
  },

  async vendors(q: Queryable, merchantId: number): Promise<VendorRow[]> {
    const r = await q.query<VendorRow>(
      `SELECT vassalage, display_name, account_type_name, icon_color, icon_white, mobile_large_icon, wallet_vendor, launch_url, enabled, sort
       FROM game_vendors WHERE merchant_id = $1 ORDER BY sort, vassalage`, [merchantId]);
    return r.rows;
  },

  async updateVendor(q: Queryable, merchantId: number, v: CatalogVendor, now: Date): Promise<void> {
    await q.query(
      `UPDATE game_vendors SET display_name = $3, account_type_name = $4, icon_color = $5, icon_white = $6, mobile_large_icon = $7,
         wallet_vendor = $8, launch_url = $9, enabled = $10, sort = $11, updated_at = $12
       WHERE merchant_id = $1 AND vassalage = $2`,
      [merchantId, v.vassalage, v.displayName, v.accountTypeName, v.iconColor, v.iconWhite, v.mobileLargeIcon, v.walletVendor, v.launchUrl, v.enabled, v.sort, now]);
  },

  /** Every game of the merchant, enabled or not, for operators. */
  async boGames(q: Queryable, merchantId: number, f: { vassalage?: string; gameType?: string }, limit: number) {
    const r = await q.query<{
      node_id: Id; vassalage: string; game_id: string; node_name: string; game_type: string; game_classify: string | null;
      min_bet_minor: Id; support_play: boolean; room_id: string | null; icon_url: string; enabled: boolean; sort: number;
    }>(
      `SELECT node_id, vassalage, game_id, node_name, game_type, game_classify, min_bet_minor, support_play, room_id, icon_url, enabled, sort
       FROM games WHERE merchant_id = $1 AND ($2::text IS NULL OR vassalage = $2) AND ($3::text IS NULL OR game_type = $3)
       ORDER BY vassalage, sort, node_id LIMIT $4`,
      [merchantId, f.vassalage ?? null, f.gameType ?? null, limit]);
    return r.rows;
  },

  async boGame(q: Queryable, merchantId: number, vassalage: string, gameId: string) {
    const r = await q.query<{
      node_id: Id; enabled: boolean; sort: number; support_play: boolean; min_bet_minor: Id; game_classify: string | null; room_id: string | null; icon_url: string;
    }>(
      `SELECT node_id, enabled, sort, support_play, min_bet_minor, game_classify, room_id, icon_url
       FROM games WHERE merchant_id = $1 AND vassalage = $2 AND game_id = $3 FOR UPDATE`, [merchantId, vassalage, gameId]);
    return r.rows[0] ?? null;
  },

  async updateGame(
    q: Queryable, merchantId: number, nodeId: number,
    g: { enabled: boolean; sort: number; supportPlay: boolean; minBet_minor: bigint; gameClassify: string | null; roomId: string | null; iconUrl: string },
    now: Date,
  ): Promise<void> {
    await q.query(
      `UPDATE games SET enabled = $3, sort = $4, support_play = $5, min_bet_minor = $6::bigint, game_classify = $7, room_id = $8, icon_url = $9, updated_at = $10
       WHERE merchant_id = $1 AND node_id = $2`,
      [merchantId, nodeId, g.enabled, g.sort, g.supportPlay, g.minBet_minor.toString(), g.gameClassify, g.roomId, g.iconUrl, now]);
  },

  /** Serialises catalog imports of a merchant (node ids are given from the largest in use). */
  async lockCatalog(q: Queryable, merchantId: number): Promise<void> {
    await q.query("SELECT pg_advisory_xact_lock(hashtext('games.catalog'), $1)", [merchantId]);
  },

  /** The largest node id and vendor sort of a merchant's catalog (0 when empty). */
  async catalogMax(q: Queryable, merchantId: number): Promise<{ nodeId: number; sort: number }> {
    const r = await q.query<{ node_id: string; sort: number }>(
      `SELECT (SELECT coalesce(max(node_id), 0) FROM games WHERE merchant_id = $1)::text AS node_id,
              (SELECT coalesce(max(sort), 0) FROM game_vendors WHERE merchant_id = $1)::int AS sort`, [merchantId]);
    return { nodeId: Number(r.rows[0]!.node_id), sort: r.rows[0]!.sort };
  },

  /** Switches off these vendors where no operator linked them (no wallet vendor, no launch URL); answers how many. */
  async retireUnlinkedVendors(q: Queryable, merchantId: number, vassalages: readonly string[], now: Date): Promise<number> {
    const r = await q.query(
      `UPDATE game_vendors SET enabled = false, updated_at = $3
       WHERE merchant_id = $1 AND vassalage = ANY($2::text[]) AND enabled AND wallet_vendor IS NULL AND launch_url IS NULL`,
      [merchantId, vassalages, now]);
    return r.rowCount ?? 0;
  },

  /** Inserts vendors, games and names that are not there yet; what exists (an operator may have changed it) is left alone. */
  async seedCatalog(q: Queryable, merchantId: number, vendors: CatalogVendor[], games: CatalogGame[], now: Date): Promise<number> {
    await q.query(
      `INSERT INTO game_vendors (merchant_id, vassalage, display_name, account_type_name, icon_color, icon_white, mobile_large_icon,
         wallet_vendor, launch_url, enabled, sort, created_at, updated_at)
       SELECT $1, t.vassalage, t.display_name, t.account_type_name, t.icon_color, t.icon_white, t.large, t.wallet, t.launch, t.enabled, t.sort, $12, $12
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::boolean[], $11::int[])
         AS t(vassalage, display_name, account_type_name, icon_color, icon_white, large, wallet, launch, enabled, sort)
       ON CONFLICT (merchant_id, vassalage) DO NOTHING`,
      [
        merchantId, vendors.map((v) => v.vassalage), vendors.map((v) => v.displayName), vendors.map((v) => v.accountTypeName),
        vendors.map((v) => v.iconColor), vendors.map((v) => v.iconWhite), vendors.map((v) => v.mobileLargeIcon),
        vendors.map((v) => v.walletVendor), vendors.map((v) => v.launchUrl), vendors.map((v) => v.enabled), vendors.map((v) => v.sort), now,
      ]);
    const inserted = await q.query(
      `INSERT INTO games (merchant_id, node_id, vassalage, game_id, node_name, game_type, game_classify, game_classify_new, min_bet_minor,
         mobile_large_icon, show_icon, icon_url, room_id, support_play, enabled, sort, created_at, updated_at)
       SELECT $1, t.node_id, t.vassalage, t.game_id, t.node_name, t.game_type, t.game_classify,
         CASE WHEN t.classify_new = '' THEN '{}'::text[] ELSE string_to_array(t.classify_new, ',') END,
         t.min_bet, t.large, t.show, t.icon, t.room, t.play, t.enabled, t.sort, $17, $17
       FROM unnest($2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::bigint[], $10::text[], $11::text[],
         $12::text[], $13::text[], $14::boolean[], $15::boolean[], $16::int[])
         AS t(node_id, vassalage, game_id, node_name, game_type, game_classify, classify_new, min_bet, large, show, icon, room, play, enabled, sort)
       ON CONFLICT DO NOTHING`,
      [
        merchantId, games.map((g) => g.nodeId), games.map((g) => g.vassalage), games.map((g) => g.gameId), games.map((g) => g.nodeName),
        games.map((g) => g.gameType), games.map((g) => g.gameClassify), games.map((g) => g.gameClassifyNew.join(',')),
        games.map((g) => g.minBet_minor.toString()), games.map((g) => g.mobileLargeIcon), games.map((g) => g.showIcon), games.map((g) => g.iconUrl),
        games.map((g) => g.roomId), games.map((g) => g.supportPlay), games.map((g) => g.enabled), games.map((g) => g.sort), now,
      ]);
    const names = games.flatMap((g) => Object.entries(g.names).map(([language, n]) => ({ nodeId: g.nodeId, language, ...n })));
    await q.query(
      `INSERT INTO game_names (merchant_id, node_id, language, game_name, display_name)
       SELECT $1, t.node_id, t.language, t.game_name, t.display_name
       FROM unnest($2::bigint[], $3::text[], $4::text[], $5::text[]) AS t(node_id, language, game_name, display_name)
       WHERE EXISTS (SELECT 1 FROM games g WHERE g.merchant_id = $1 AND g.node_id = t.node_id)
       ON CONFLICT DO NOTHING`,
      [merchantId, names.map((n) => n.nodeId), names.map((n) => n.language), names.map((n) => n.gameName), names.map((n) => n.displayName)]);
    return inserted.rowCount;
  },
};

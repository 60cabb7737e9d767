import type { Queryable } from '../../../db';

/** Plain SQL over the lottery's own tables (migration 028), one query per method. */

export type DrawStatus = 'open' | 'closed' | 'drawn' | 'settled';
export type OrderStatus = 'pending' | 'open' | 'won' | 'lost' | 'rolling_back' | 'refused' | 'cancelling' | 'cancelled';
export type ChaseStatus = 'running' | 'stopped' | 'finished' | 'cancelled';

type Id = bigint | string | number;
type When = Date | string;

export interface DrawRow {
  merchant_id: number;
  id: Id;
  game_id: string;
  numero: string;
  status: DrawStatus;
  currency: string;
  minor_digits: number;
  server_seed_enc: string;
  server_seed_hash: string;
  server_seed: string | null;
  client_seed: string | null;
  result: number[] | null;
  closes_at: When;
  draws_at: When;
  drawn_at: When | null;
  settled_at: When | null;
}

export interface OrderRow {
  id: Id;
  order_number: string;
  player_id: string;
  game_id: string;
  draw_id: Id;
  numero: string;
  chase_id: Id | null;
  chasing_order: string | null;
  slip: string;
  play_id: string;
  bet_count: number;
  stake_minor: Id;
  currency: string;
  status: OrderStatus;
  payout_minor: Id | null;
  refusal: string | null;
  created_at: When;
  result: number[] | null;
}

/** What a wallet call for an order needs. */
export interface OrderToFinish {
  id: Id;
  draw_id: Id;
  game_id: string;
  slip: string;
  bet_count: number;
  stake_minor: Id;
  payout_minor: Id | null;
  currency: string;
  status: OrderStatus;
  token_enc: string;
  created_at: When;
}

export interface ChaseRow {
  id: Id;
  chasing_order: string;
  status: ChaseStatus;
  winning_stop: boolean;
  draws: number;
}

export interface NewOrder {
  playerId: string;
  gameId: string;
  drawId: string;
  numero: string;
  cartSeq: number;
  slip: string;
  playId: string;
  betCount: number;
  stake_minor: number;
}

export interface OrderFilter {
  from: Date | null;
  to: Date | null;
  status: 'open' | 'won' | 'lost' | 'cancelled' | null;
  gameId: string | null;
  orderNumber: string | null;
  chasingOrder: string | null;
  numero: string | null;
  chasingStatus: ChaseStatus | null;
}

const drawColumns = `merchant_id, id, game_id, numero, status, currency, minor_digits, server_seed_enc, server_seed_hash, server_seed, client_seed, result,
  closes_at, draws_at, drawn_at, settled_at`;
const orderColumns = `o.id, o.order_number, o.player_id, o.game_id, o.draw_id, o.numero, o.chase_id, c.chasing_order, o.slip, o.play_id,
  o.bet_count, o.stake_minor, o.currency, o.status, o.payout_minor, o.refusal, o.created_at, d.result`;
const orderFrom = `house_lottery_orders o
  JOIN house_lottery_draws d ON d.merchant_id = o.merchant_id AND d.id = o.draw_id
  LEFT JOIN house_lottery_chases c ON c.merchant_id = o.merchant_id AND c.id = o.chase_id`;
/** The orders a member sees: a refused one never held a stake and is not listed. */
const shown = `o.status NOT IN ('refused', 'rolling_back')`;

export const lotteryRepo = {
  /**
   * Makes the draws that do not exist yet, each with its server seed committed (sealed, hash
   * published); two processes making one draw at once keep the first seed.
   */
  async ensureDraws(
    q: Queryable, merchantId: number,
    draws: { gameId: string; numero: string; closesAt: Date; drawsAt: Date; seedEnc: string; seedHash: string }[],
    money: { currency: string; minorDigits: number }, now: Date,
  ): Promise<void> {
    if (draws.length === 0) return;
    await q.query(
      `INSERT INTO house_lottery_draws (merchant_id, game_id, numero, status, currency, minor_digits, server_seed_enc, server_seed_hash,
         closes_at, draws_at, created_at)
       SELECT $1, v.game_id, v.numero, 'open', $9, $10, v.enc, v.hash, v.closes_at, v.draws_at, $8
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::timestamptz[]) AS v(game_id, numero, enc, hash, closes_at, draws_at)
       ON CONFLICT (merchant_id, game_id, numero) DO NOTHING`,
      [merchantId, draws.map((d) => d.gameId), draws.map((d) => d.numero), draws.map((d) => d.seedEnc), draws.map((d) => d.seedHash),
        draws.map((d) => d.closesAt), draws.map((d) => d.drawsAt), now, money.currency, money.minorDigits]);
  },

  /** Draws of a game by numero; share-locked while orders are written into them, so a close waits for those orders. */
  async drawsByNumero(q: Queryable, merchantId: number, gameId: string, numeros: string[], lock: 'share' | null): Promise<DrawRow[]> {
    const r = await q.query<DrawRow>(
      `SELECT ${drawColumns} FROM house_lottery_draws WHERE merchant_id = $1 AND game_id = $2 AND numero = ANY($3::text[])
       ORDER BY closes_at${lock ? ' FOR SHARE' : ''}`, [merchantId, gameId, numeros]);
    return r.rows;
  },

  async draw(q: Queryable, merchantId: number, id: string): Promise<DrawRow | null> {
    const r = await q.query<DrawRow>(`SELECT ${drawColumns} FROM house_lottery_draws WHERE merchant_id = $1 AND id = $2`, [merchantId, id]);
    return r.rows[0] ?? null;
  },

  /** A game's drawn results, newest first. */
  async results(q: Queryable, merchantId: number, gameId: string, limit: number): Promise<DrawRow[]> {
    const r = await q.query<DrawRow>(
      `SELECT ${drawColumns} FROM house_lottery_draws WHERE merchant_id = $1 AND game_id = $2 AND status IN ('drawn', 'settled')
       ORDER BY draws_at DESC LIMIT $3`, [merchantId, gameId, limit]);
    return r.rows;
  },

  /** The merchants that have played the lottery, with the currency of their latest draw (the runner keeps their draws coming). */
  async lotteryMerchants(q: Queryable, limit: number): Promise<{ merchant_id: number; currency: string; minor_digits: number }[]> {
    const r = await q.query<{ merchant_id: number; currency: string; minor_digits: number }>(
      `SELECT DISTINCT ON (merchant_id) merchant_id, currency, minor_digits FROM house_lottery_draws ORDER BY merchant_id, id DESC LIMIT $1`, [limit]);
    return r.rows;
  },

  /** Draws whose close has passed and that are not settled, which this owner may work on now. */
  async dueDraws(q: Queryable, owner: string, now: Date, limit: number): Promise<{ merchant_id: number; id: Id }[]> {
    const r = await q.query<{ merchant_id: number; id: Id }>(
      `SELECT merchant_id, id FROM house_lottery_draws
       WHERE status <> 'settled' AND closes_at <= $2 AND (lease_owner IS NULL OR lease_owner = $1 OR lease_until < $2)
       ORDER BY closes_at LIMIT $3`, [owner, now, limit]);
    return r.rows;
  },

  /** Takes or renews a draw's lease unless another process holds one that has not run out. */
  async claimDraw(q: Queryable, merchantId: number, id: string, owner: string, until: Date, now: Date): Promise<boolean> {
    const r = await q.query(
      `UPDATE house_lottery_draws SET lease_owner = $3, lease_until = $4
       WHERE merchant_id = $1 AND id = $2 AND status <> 'settled' AND (lease_owner IS NULL OR lease_owner = $3 OR lease_until < $5)`,
      [merchantId, id, owner, until, now]);
    return r.rowCount === 1;
  },

  /** Lets go of a draw (or of every draw when id is null) this owner holds. */
  async releaseDraws(q: Queryable, owner: string, draw: { merchantId: number; id: string } | null): Promise<void> {
    await q.query(
      `UPDATE house_lottery_draws SET lease_owner = NULL, lease_until = NULL
       WHERE lease_owner = $1 AND ($2::integer IS NULL OR (merchant_id = $2 AND id = $3::bigint))`,
      [owner, draw?.merchantId ?? null, draw?.id ?? null]);
  },

  /** Moves a draw on from the one status it may leave; false when another process moved it first. */
  async setDrawStatus(q: Queryable, merchantId: number, id: string, from: DrawStatus, to: DrawStatus, now: Date): Promise<boolean> {
    const r = await q.query(
      `UPDATE house_lottery_draws SET status = $4, settled_at = CASE WHEN $4 = 'settled' THEN $5::timestamptz ELSE settled_at END,
         lease_owner = CASE WHEN $4 = 'settled' THEN NULL ELSE lease_owner END,
         lease_until = CASE WHEN $4 = 'settled' THEN NULL ELSE lease_until END
       WHERE merchant_id = $1 AND id = $2 AND status = $3`, [merchantId, id, from, to, now]);
    return r.rowCount === 1;
  },

  /** Fixes a closed draw's result and reveals its seed; false when it was no longer closed. */
  async drawDraw(q: Queryable, merchantId: number, id: string, d: { serverSeed: string; clientSeed: string; result: number[]; now: Date }): Promise<boolean> {
    const r = await q.query(
      `UPDATE house_lottery_draws SET status = 'drawn', server_seed = $3, client_seed = $4, result = $5::smallint[], drawn_at = $6
       WHERE merchant_id = $1 AND id = $2 AND status = 'closed'`, [merchantId, id, d.serverSeed, d.clientSeed, d.result, d.now]);
    return r.rowCount === 1;
  },

  async insertChase(q: Queryable, merchantId: number, c: { playerId: string; gameId: string; winningStop: boolean; draws: number; now: Date }): Promise<{ id: string; chasing_order: string }> {
    const r = await q.query<{ id: Id; chasing_order: string }>(
      `INSERT INTO house_lottery_chases (merchant_id, id, player_id, game_id, chasing_order, winning_stop, draws, status, created_at)
       SELECT $1, n.id, $2, $3, 'LC' || n.id, $4, $5, 'running', $6 FROM (SELECT nextval('house_lottery_chases_id_seq') AS id) n
       RETURNING id, chasing_order`, [merchantId, c.playerId, c.gameId, c.winningStop, c.draws, c.now]);
    return { id: String(r.rows[0]!.id), chasing_order: r.rows[0]!.chasing_order };
  },

  /**
   * Writes a cart's orders `pending` (before their bets are sent); a cart already written under
   * the same request id writes nothing (its rows are answered instead). The ids in cart order.
   */
  async insertOrders(
    q: Queryable, merchantId: number, o: { requestId: string; chaseId: string | null; currency: string; tokenEnc: string; now: Date; orders: NewOrder[] },
  ): Promise<{ id: string; order_number: string }[]> {
    const r = await q.query<{ id: Id; order_number: string; cart_seq: number }>(
      `INSERT INTO house_lottery_orders (merchant_id, id, order_number, player_id, game_id, draw_id, numero, chase_id, request_id, cart_seq,
         slip, play_id, bet_count, stake_minor, currency, status, token_enc, created_at)
       SELECT $1, n.id, 'LO' || n.id, n.player_id, n.game_id, n.draw_id, n.numero, $2, $3, n.cart_seq, n.slip, n.play_id, n.bet_count, n.stake,
         $4, 'pending', $5, $6
       FROM (SELECT nextval('house_lottery_orders_id_seq') AS id, v.* FROM unnest($7::text[], $8::text[], $9::bigint[], $10::text[], $11::int[],
         $12::text[], $13::text[], $14::int[], $15::bigint[]) AS v(player_id, game_id, draw_id, numero, cart_seq, slip, play_id, bet_count, stake)) n
       ON CONFLICT (merchant_id, player_id, request_id, cart_seq) DO NOTHING
       RETURNING id, order_number, cart_seq`,
      [merchantId, o.chaseId, o.requestId, o.currency, o.tokenEnc, o.now, o.orders.map((x) => x.playerId), o.orders.map((x) => x.gameId),
        o.orders.map((x) => x.drawId), o.orders.map((x) => x.numero), o.orders.map((x) => x.cartSeq), o.orders.map((x) => x.slip),
        o.orders.map((x) => x.playId), o.orders.map((x) => x.betCount), o.orders.map((x) => String(x.stake_minor))]);
    return r.rows.sort((a, b) => a.cart_seq - b.cart_seq).map((x) => ({ id: String(x.id), order_number: x.order_number }));
  },

  /** A cart's orders by its request id, in cart order. */
  async ordersOfRequest(q: Queryable, merchantId: number, playerId: string, requestId: string): Promise<(OrderRow & { cart_seq: number })[]> {
    const r = await q.query<OrderRow & { cart_seq: number }>(
      `SELECT ${orderColumns}, o.cart_seq FROM ${orderFrom} WHERE o.merchant_id = $1 AND o.player_id = $2 AND o.request_id = $3 ORDER BY o.cart_seq`,
      [merchantId, playerId, requestId]);
    return r.rows;
  },

  /** Moves orders on from the statuses they may leave; the ids that moved. */
  async setOrderStatus(q: Queryable, merchantId: number, ids: string[], from: OrderStatus[], to: OrderStatus, now: Date, refusal: string | null = null): Promise<string[]> {
    if (ids.length === 0) return [];
    const r = await q.query<{ id: Id }>(
      `UPDATE house_lottery_orders SET status = $4, refusal = COALESCE($6, refusal),
         finished_at = CASE WHEN $4 IN ('refused', 'cancelled') THEN $5::timestamptz ELSE finished_at END
       WHERE merchant_id = $1 AND id = ANY($2::bigint[]) AND status = ANY($3::text[]) RETURNING id`, [merchantId, ids, from, to, now, refusal]);
    return r.rows.map((x) => String(x.id));
  },

  /**
   * Share-locks the open draws (before their close) holding a member's open orders that match
   * an order number or a chase: a cancel that holds them cannot cross the draw's close.
   */
  async lockCancellableDraws(q: Queryable, merchantId: number, playerId: string, t: { orderNumber: string | null; chasingOrder: string | null }, now: Date): Promise<string[]> {
    const r = await q.query<{ id: Id }>(
      `SELECT d.id FROM house_lottery_draws d WHERE d.merchant_id = $1 AND d.status = 'open' AND d.closes_at > $5 AND d.id IN (
         SELECT o.draw_id FROM house_lottery_orders o LEFT JOIN house_lottery_chases c ON c.merchant_id = o.merchant_id AND c.id = o.chase_id
         WHERE o.merchant_id = $1 AND o.player_id = $2 AND o.status = 'open' AND (o.order_number = $3 OR c.chasing_order = $4))
       ORDER BY d.id FOR SHARE OF d`, [merchantId, playerId, t.orderNumber, t.chasingOrder, now]);
    return r.rows.map((x) => String(x.id));
  },

  /** Claims a member's open orders in those draws for cancelling; a second cancel finds them claimed and claims nothing. */
  async claimCancel(q: Queryable, merchantId: number, playerId: string, t: { orderNumber: string | null; chasingOrder: string | null }, drawIds: string[]): Promise<OrderToFinish[]> {
    const r = await q.query<OrderToFinish>(
      `UPDATE house_lottery_orders o SET status = 'cancelling'
       WHERE o.merchant_id = $1 AND o.player_id = $2 AND o.status = 'open' AND o.draw_id = ANY($5::bigint[])
         AND (o.order_number = $3 OR o.chase_id = (SELECT c.id FROM house_lottery_chases c WHERE c.merchant_id = $1 AND c.chasing_order = $4))
       RETURNING o.id, o.draw_id, o.game_id, o.slip, o.bet_count, o.stake_minor, o.payout_minor, o.currency, o.status, o.token_enc, o.created_at`,
      [merchantId, playerId, t.orderNumber, t.chasingOrder, drawIds]);
    return r.rows;
  },

  async setChaseStatus(q: Queryable, merchantId: number, chasingOrder: string, playerId: string, from: ChaseStatus, to: ChaseStatus, now: Date): Promise<boolean> {
    const r = await q.query(
      `UPDATE house_lottery_chases SET status = $5, finished_at = $6 WHERE merchant_id = $1 AND chasing_order = $2 AND player_id = $3 AND status = $4`,
      [merchantId, chasingOrder, playerId, from, to, now]);
    return r.rowCount === 1;
  },

  /** A draw's orders in the given statuses, oldest first, with what their wallet calls need. */
  async drawOrders(q: Queryable, merchantId: number, drawId: string, statuses: OrderStatus[], limit: number): Promise<OrderToFinish[]> {
    const r = await q.query<OrderToFinish>(
      `SELECT id, draw_id, game_id, slip, bet_count, stake_minor, payout_minor, currency, status, token_enc, created_at FROM house_lottery_orders
       WHERE merchant_id = $1 AND draw_id = $2 AND status = ANY($3::text[]) ORDER BY id LIMIT $4`, [merchantId, drawId, statuses, limit]);
    return r.rows;
  },

  /** A drawn draw's orders whose win the wallet has not confirmed yet (a page of them). */
  async unpaidOrders(q: Queryable, merchantId: number, drawId: string, limit: number): Promise<OrderToFinish[]> {
    const r = await q.query<OrderToFinish>(
      `SELECT id, draw_id, game_id, slip, bet_count, stake_minor, payout_minor, currency, status, token_enc, created_at FROM house_lottery_orders
       WHERE merchant_id = $1 AND draw_id = $2 AND status IN ('won', 'lost') AND paid_at IS NULL ORDER BY id LIMIT $3`, [merchantId, drawId, limit]);
    return r.rows;
  },

  /** The accepted orders of a closed draw (what its client seed is made of): id, slip and stake. */
  async acceptedOrders(q: Queryable, merchantId: number, drawId: string): Promise<{ id: Id; order_number: string; slip: string; bet_count: number; stake_minor: Id }[]> {
    const r = await q.query<{ id: Id; order_number: string; slip: string; bet_count: number; stake_minor: Id }>(
      `SELECT id, order_number, slip, bet_count, stake_minor FROM house_lottery_orders WHERE merchant_id = $1 AND draw_id = $2 AND status = 'open'`,
      [merchantId, drawId]);
    return r.rows;
  },

  /** Fixes every accepted order's payout at the draw, in one statement: won or lost (a payout of 0 is a loss). */
  async setOutcomes(q: Queryable, merchantId: number, drawId: string, outcomes: { ids: string[]; payouts: string[]; won: boolean[] }): Promise<number> {
    if (outcomes.ids.length === 0) return 0;
    const r = await q.query(
      `UPDATE house_lottery_orders o SET status = CASE WHEN v.won THEN 'won' ELSE 'lost' END, payout_minor = v.payout
       FROM unnest($3::bigint[], $4::bigint[], $5::boolean[]) AS v(id, payout, won)
       WHERE o.merchant_id = $1 AND o.draw_id = $2 AND o.id = v.id AND o.status = 'open'`,
      [merchantId, drawId, outcomes.ids, outcomes.payouts, outcomes.won]);
    return r.rowCount;
  },

  /**
   * After a draw: chases with winningStop that won in it stop, and their orders in later draws
   * are claimed for cancelling (stakes returned); chases with nothing left to draw finish.
   */
  async advanceChases(q: Queryable, merchantId: number, drawId: string, now: Date): Promise<void> {
    await q.query(
      `WITH stopped AS (
         UPDATE house_lottery_chases c SET status = 'stopped', finished_at = $3
         WHERE c.merchant_id = $1 AND c.status = 'running' AND c.winning_stop AND EXISTS (
           SELECT 1 FROM house_lottery_orders o WHERE o.merchant_id = $1 AND o.chase_id = c.id AND o.draw_id = $2 AND o.status = 'won')
         RETURNING c.id)
       UPDATE house_lottery_orders o SET status = 'cancelling'
       FROM stopped s WHERE o.merchant_id = $1 AND o.chase_id = s.id AND o.status = 'open' AND o.draw_id <> $2`, [merchantId, drawId, now]);
    await q.query(
      `UPDATE house_lottery_chases c SET status = 'finished', finished_at = $3
       WHERE c.merchant_id = $1 AND c.status = 'running' AND c.id IN (SELECT chase_id FROM house_lottery_orders WHERE merchant_id = $1 AND draw_id = $2 AND chase_id IS NOT NULL)
         AND NOT EXISTS (SELECT 1 FROM house_lottery_orders o WHERE o.merchant_id = $1 AND o.chase_id = c.id AND o.status IN ('pending', 'open'))`,
      [merchantId, drawId, now]);
  },

  /** Marks orders' wins confirmed by the wallet. */
  async markPaid(q: Queryable, merchantId: number, ids: string[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    await q.query(
      `UPDATE house_lottery_orders SET paid_at = $3, finished_at = $3 WHERE merchant_id = $1 AND id = ANY($2::bigint[]) AND paid_at IS NULL`,
      [merchantId, ids, now]);
  },

  /** Orders waiting for a rollback anywhere (cancels whose wallet call failed, stopped chases), for the runner. */
  async cancellingOrders(q: Queryable, limit: number): Promise<(OrderToFinish & { merchant_id: number })[]> {
    const r = await q.query<OrderToFinish & { merchant_id: number }>(
      `SELECT merchant_id, id, draw_id, game_id, slip, bet_count, stake_minor, payout_minor, currency, status, token_enc, created_at
       FROM house_lottery_orders WHERE status = 'cancelling' ORDER BY merchant_id, id LIMIT $1`, [limit]);
    return r.rows;
  },

  /** A page of a member's orders matching the filters, newest first, with the total count. */
  async orders(q: Queryable, merchantId: number, playerId: string, f: OrderFilter, page: { offset: number; limit: number }): Promise<{ rows: OrderRow[]; total: number }> {
    const r = await q.query<OrderRow & { total: string | number | bigint }>(
      `SELECT ${orderColumns}, count(*) OVER () AS total FROM ${orderFrom}
       WHERE o.merchant_id = $1 AND o.player_id = $2 AND ${shown}
         AND ($3::timestamptz IS NULL OR o.created_at >= $3) AND ($4::timestamptz IS NULL OR o.created_at < $4)
         AND ($5::text IS NULL OR (CASE WHEN o.status IN ('pending', 'cancelling') THEN (CASE o.status WHEN 'pending' THEN 'open' ELSE 'cancelled' END) ELSE o.status END) = $5)
         AND ($6::text IS NULL OR o.game_id = $6) AND ($7::text IS NULL OR o.order_number = $7) AND ($8::text IS NULL OR c.chasing_order = $8)
         AND ($9::text IS NULL OR o.numero = $9) AND ($10::text IS NULL OR c.status = $10)
       ORDER BY o.created_at DESC, o.id DESC OFFSET $11 LIMIT $12`,
      [merchantId, playerId, f.from, f.to, f.status, f.gameId, f.orderNumber, f.chasingOrder, f.numero, f.chasingStatus, page.offset, page.limit]);
    const total = r.rows[0] ? Number(r.rows[0].total) : page.offset > 0 ? await countOrders(q, merchantId, playerId, f) : 0;
    return { rows: r.rows.map(({ total: _t, ...row }) => row), total };
  },

  /** One of a member's orders with its chase. */
  async order(q: Queryable, merchantId: number, playerId: string, id: string): Promise<(OrderRow & { chase_status: ChaseStatus | null; winning_stop: boolean | null; chase_draws: number | null }) | null> {
    const r = await q.query<OrderRow & { chase_status: ChaseStatus | null; winning_stop: boolean | null; chase_draws: number | null }>(
      `SELECT ${orderColumns}, c.status AS chase_status, c.winning_stop, c.draws AS chase_draws FROM ${orderFrom}
       WHERE o.merchant_id = $1 AND o.player_id = $2 AND o.id = $3 AND ${shown}`, [merchantId, playerId, id]);
    return r.rows[0] ?? null;
  },
};

/** The count of a filter whose page lies past its end (the page query then has no row to carry it). */
async function countOrders(q: Queryable, merchantId: number, playerId: string, f: OrderFilter): Promise<number> {
  const r = await lotteryRepo.orders(q, merchantId, playerId, f, { offset: 0, limit: 1 });
  return r.total;
}

import { randomBytes } from 'node:crypto';
import { minorToDecimalString } from '@/lib/format/money';
import type { PrizeMode } from '@/lib/games/prize-mode';
import { WpsError, type ErrorCode } from '@/lib/wps/errors';
import {
  parseBettingSlips, slipModeUnitHundredths, type lotteryBettingRequestSchema, type lotteryCancelRequestSchema, type lotteryOrderSchema,
  type lotteryOrdersRequestSchema,
} from '@/lib/wps/schemas/lottery';
import type { z } from 'zod';
import type { Clock, Merchant } from '../../../context';
import type { SecretBox } from '../../../crypto/secret-box';
import type { Db } from '../../../db';
import { sharedClientSeed } from '../fair/shared-seed';
import { newServerSeed, serverSeedHash } from '../fair/stream';
import { lotteryDrawFromSeeds } from '../lottery/formats';
import { priceOrder, settleSlip, type PricedSlip } from '../lottery/order';
import { playTypeById, playTypes } from '../lottery/play-types';
import { seriesBand, shownPrice } from '../lottery/prize';
import { drawOf, openDraw, type DrawSlot, type LotteryGameDef } from '../lottery/schedule';
import type { WalletAnswer, WalletClient } from '../wallet-client';
import { lotteryRepo as repo, type DrawRow, type OrderRow, type OrderToFinish } from './repo';

/** Times and bounds of the lottery engine. */
export const lotteryLimits = {
  /**
   * An order still pending this long after it was written lost its wallet call (a crash between
   * the insert and the answer): longer than the wallet client's three tries of 5 s. The draw
   * waits for younger ones, and rolls older ones back before it draws.
   */
  pending_max_ms: 20_000,
  /** How soon a step that waits (for an order in flight, for the wallet) looks again. */
  retry_ms: 1_000,
  /** Wallet calls one placement, cancel or settlement has in flight at once (the wallet's group commit batches them). */
  walletCalls_max: 64,
  /** Orders paid per page of a settlement (one select, their wins, one update). */
  settlePage_max: 2_000,
  /** Results GET /lgw/draw shows. */
  results_max: 10,
  /** Orders GET /lgw/orders/today lists. */
  today_max: 200,
  /** How long a replayed cart waits for its first placement to finish. */
  replayWait_ms: 8_000,
} as const;

type BettingRequest = z.output<typeof lotteryBettingRequestSchema>;
type CancelRequest = z.output<typeof lotteryCancelRequestSchema>;
type OrdersRequest = z.output<typeof lotteryOrdersRequestSchema>;
type OrderView = z.input<typeof lotteryOrderSchema>;

/** Who places an order: the member as the gateway names them, and the wallet session it issued for this call. */
export interface LotteryPlayer {
  playerId: string;
}

export interface LotteryEngineDeps {
  db: Db;
  box: SecretBox;
  clock: Clock;
  wallet: WalletClient;
  games: readonly LotteryGameDef[];
  /** The wallet's gameId of a lottery game (the catalog's id). */
  walletGameId(gameId: string): string;
  /** Names of a game shown in the menus, by language (EN, ZH, …). */
  gameName(gameId: string, language: string): string;
  /** Wallet calls in flight at once (lotteryLimits.walletCalls_max unless given; the bench tries others). */
  walletCalls_max?: number;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const ms = (d: Date | string) => new Date(d).getTime();
const toNumber = (minor: bigint | string | number, digits: number) => Number(minorToDecimalString(BigInt(minor), digits));
const frac = (f: { num: bigint; den: bigint }) => Number(f.num) / Number(f.den);

/** Runs fn over items with at most `limit` in flight; the results in item order. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** A wallet refusal of a bet as the gateway's error. */
function betRefusal(answer: WalletAnswer | null): ErrorCode {
  if (answer?.status === 'INSUFFICIENT_FUNDS') return 'ledger.insufficient.funds';
  return 'game.unavailable';
}

/** A slip of a stored order, priced again exactly as when it was placed (for its settlement). */
function storedSlip(slip: string, betCount: number, stake_minor: bigint): PricedSlip {
  const s = parseBettingSlips(slip)?.[0];
  const play = s ? playTypeById.get(s.playId) : undefined;
  const selection = s && play ? play.parse(s.balls) : null;
  // Orders are written only after priceOrder accepted them: anything else is a corrupt row.
  if (!s || !play || !selection) throw new Error(`lottery: stored slip ${slip} does not parse`);
  const series = play.category === 'tradition' ? s.series : seriesBand.default;
  return { play, balls: s.balls, selection, series, multiple: s.multiple, bets: betCount, unit_minor: Number(stake_minor) / betCount, stake_minor: Number(stake_minor) };
}

export type LotteryEngine = ReturnType<typeof createLotteryEngine>;

/**
 * The fast lotteries' engine: draws (made with their server seed committed, closed, drawn from
 * the seeds, settled), orders placed with one wallet bet each, cancels before the close, chases,
 * and the member's order lists. Money moves only through the seamless wallet (`../wallet-client`)
 * with one idempotency id per order (`hlo_<id>`, the same for its bet, win and rollback, which
 * the wallet keys per kind), so any step repeated by two processes moves money once.
 */
export function createLotteryEngine(deps: LotteryEngineDeps) {
  const { db, box, clock, wallet } = deps;
  const inFlight_max = Math.min(Math.max(deps.walletCalls_max ?? lotteryLimits.walletCalls_max, 1), 1024);
  const gameById = new Map(deps.games.map((g) => [g.id, g]));
  /** The numero of each merchant's game whose draw this process last made (openDraws). */
  const opened = new Map<string, string>();

  const gameOf = (gameId: string): LotteryGameDef => {
    const g = gameById.get(gameId);
    if (!g) throw new WpsError('game.not.found');
    return g;
  };

  /** Makes the draws (with committed seeds) that do not exist yet. */
  async function ensureDraws(m: { id: number; currency: string; minorDigits: number }, game: LotteryGameDef, slots: DrawSlot[]): Promise<void> {
    const now = clock.now();
    await repo.ensureDraws(db, m.id, slots.map((s) => {
      const seed = newServerSeed();
      return { gameId: game.id, numero: s.numero, closesAt: new Date(s.closeAt), drawsAt: new Date(s.drawAt), seedEnc: box.seal(seed), seedHash: serverSeedHash(seed) };
    }), { currency: m.currency, minorDigits: m.minorDigits }, now);
  }
  const moneyOf = (m: Merchant) => ({ id: m.id, currency: m.currency.code, minorDigits: m.currency.minorDigits });

  const walletFields = (o: { id: string | bigint | number; draw_id: string | bigint | number; game_id: string; currency: string }, token: string) => ({
    token, transactionId: `hlo_${o.id}`, roundId: `hld_${o.draw_id}`, gameId: deps.walletGameId(o.game_id), currency: o.currency,
  });

  /** Rolls an order's stake back (safe whether or not its bet landed); true once the wallet confirmed. */
  async function rollback(merchantId: number, o: OrderToFinish, digits: number): Promise<boolean> {
    const answer = await wallet.call(merchantId, 'rollback', {
      ...walletFields(o, box.open(o.token_enc)), amount: minorToDecimalString(BigInt(o.stake_minor), digits), referenceTransactionId: `hlo_${o.id}`, roundClosed: true,
    });
    // BET_ALREADY_SETTLED: an earlier try of this rollback landed and its answer was lost.
    return !!answer && ['OK', 'BET_ALREADY_SETTLED'].includes(answer.status);
  }

  /** Finishes orders claimed for a rollback: cancelling → cancelled, rolling_back → refused. */
  async function finishRollbacks(merchantId: number, orders: OrderToFinish[], digits: number): Promise<{ done: string[]; failed: number }> {
    const ok = await mapLimit(orders, inFlight_max, (o) => rollback(merchantId, o, digits));
    const now = clock.now();
    const done = orders.filter((_, i) => ok[i]);
    const cancelled = done.filter((o) => o.status === 'cancelling').map((o) => String(o.id));
    const refused = done.filter((o) => o.status === 'rolling_back').map((o) => String(o.id));
    await repo.setOrderStatus(db, merchantId, cancelled, ['cancelling'], 'cancelled', now);
    await repo.setOrderStatus(db, merchantId, refused, ['rolling_back'], 'refused', now);
    return { done: done.map((o) => String(o.id)), failed: orders.length - done.length };
  }

  const orderView = (o: OrderRow, digits: number): OrderView => {
    const s = parseBettingSlips(o.slip)?.[0];
    const status = o.status === 'pending' ? 'open' : o.status === 'cancelling' ? 'cancelled' : o.status;
    return {
      orderId: Number(o.id), orderNumber: o.order_number, gameId: o.game_id, numero: o.numero, playId: o.play_id, balls: s?.balls ?? '',
      series: s?.series ?? seriesBand.default, multiple: s?.multiple ?? 1, betCount: o.bet_count, betAmount: toNumber(o.stake_minor, digits),
      winAmount: o.payout_minor === null ? 0 : toNumber(o.payout_minor, digits), orderStatus: status as OrderView['orderStatus'],
      chasingOrder: o.chasing_order, createTime: iso(o.created_at), result: o.result && ['won', 'lost'].includes(o.status) ? o.result.map(Number) : null,
    };
  };

  /** A replayed cart: its first placement's orders, once that placement has finished. */
  async function replay(m: Merchant, player: LotteryPlayer, token: string, requestId: string) {
    // The wait is real time (it polls the first placement), so it is measured on the wall clock, never
    // the engine's injected clock: a clock set to another day would end it before it began.
    const until = Date.now() + lotteryLimits.replayWait_ms;
    for (;;) {
      const rows = await repo.ordersOfRequest(db, m.id, player.playerId, requestId);
      if (rows.length && !rows.some((r) => r.status === 'pending' || r.status === 'rolling_back')) {
        const refused = rows.find((r) => r.status === 'refused');
        if (refused) throw new WpsError((refused.refusal ?? 'game.unavailable') as ErrorCode);
        const digits = m.currency.minorDigits;
        const balance = await wallet.call(m.id, 'balance', { token, gameId: deps.walletGameId(rows[0]!.game_id) });
        return {
          orderNumbers: rows.map((r) => r.order_number), chasingOrder: rows[0]!.chasing_order,
          betAmount: toNumber(rows.reduce((s, r) => s + BigInt(r.stake_minor), 0n), digits), balance: Number(balance?.balance ?? 0),
        };
      }
      if (Date.now() > until) throw new WpsError('game.unavailable');
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  return {
    /** GET /lgw/games: the games, their play menus priced in the merchant's prize mode. */
    games(language: string, prizeMode: PrizeMode) {
      return {
        prizeMode, series: { min: seriesBand.min, max: seriesBand.max, default: seriesBand.default },
        games: deps.games.map((g) => ({
          gameId: g.id, gameName: deps.gameName(g.id, language), format: g.format, gameType: g.gameType, intervalSeconds: g.intervalSeconds,
          plays: playTypes.filter((p) => p.format === g.format).map((p) => ({
            playId: p.id, playType: p.category === 'tradition' ? ('trad' as const) : ('ent' as const),
            prizes: Object.fromEntries((p.category === 'tradition' ? ['prize'] : Object.keys(p.odds)).map((name) => [name, frac(shownPrice(p, name, prizeMode).value)])),
          })),
        })),
      };
    },

    /** GET /lgw/draw: the draw open for betting (made now if it is new, its seed committed) and the latest results. */
    async draw(m: Merchant, gameId: string) {
      const game = gameOf(gameId);
      const slot = openDraw(game, clock.now().getTime());
      await ensureDraws(moneyOf(m), game, [slot]);
      const [current] = await repo.drawsByNumero(db, m.id, game.id, [slot.numero], null);
      const recent = await repo.results(db, m.id, game.id, lotteryLimits.results_max);
      return {
        gameId: game.id,
        current: { numero: slot.numero, closeTime: iso(new Date(slot.closeAt)), drawTime: iso(new Date(slot.drawAt)), serverSeedHash: current!.server_seed_hash },
        recent: recent.map((d) => ({
          numero: d.numero, drawTime: iso(d.draws_at), result: d.result!.map(Number), serverSeedHash: d.server_seed_hash, serverSeed: d.server_seed!, clientSeed: d.client_seed!,
        })),
      };
    },

    /**
     * POST /lgw/orders/betting. The cart is priced (priceOrder), its orders (slip × draw) written
     * pending under a share lock of their draws (a close waits for them), then each gets its
     * wallet bet. The cart is placed whole or not at all: when a bet is refused or unanswered,
     * every order of the cart is rolled back and the refusal answered. A request id already seen
     * answers the first placement's orders and places nothing.
     */
    async place(m: Merchant, player: LotteryPlayer, token: string, req: BettingRequest) {
      const game = gameOf(req.gameId);
      const digits = m.currency.minorDigits;
      const priced = priceOrder(game, req, { now: clock.now().getTime(), minorDigits: digits });
      if (!priced.ok) throw new WpsError(priced.code);
      const { order } = priced;
      const requestId = req.requestId ?? `r_${randomBytes(12).toString('base64url')}`;
      if (req.requestId && (await repo.ordersOfRequest(db, m.id, player.playerId, requestId)).length) return replay(m, player, token, requestId);

      await ensureDraws(moneyOf(m), game, order.draws);
      const now = clock.now();
      const tokenEnc = box.seal(token);
      const written = await db.tx(async (q) => {
        const draws = await repo.drawsByNumero(q, m.id, game.id, order.draws.map((d) => d.numero), 'share');
        const first = draws.find((d) => d.numero === order.draws[0]!.numero);
        if (!first || first.status !== 'open' || now.getTime() >= ms(first.closes_at) || draws.length !== order.draws.length) throw new WpsError('lottery.draw.closed');
        const chase = req.chase > 1 ? await repo.insertChase(q, m.id, { playerId: player.playerId, gameId: game.id, winningStop: req.winningStop, draws: req.chase, now }) : null;
        const slips = parseBettingSlips(req.bettingSlipString)!;
        const rows = draws.flatMap((d, di) => order.slips.map((s, si) => ({
          playerId: player.playerId, gameId: game.id, drawId: String(d.id), numero: d.numero, cartSeq: di * order.slips.length + si,
          slip: `${s.balls}~1~${s.play.id}~${slips[si]!.mode}~${slips[si]!.series}~${s.multiple}`, playId: s.play.id, betCount: s.bets, stake_minor: s.stake_minor,
        })));
        const ids = await repo.insertOrders(q, m.id, { requestId, chaseId: chase?.id ?? null, currency: m.currency.code, tokenEnc, now, orders: rows });
        // A copy of this request got there first (the same request id, sent twice at once).
        if (ids.length !== rows.length) return null;
        return { ids, chasingOrder: chase?.chasing_order ?? null, rows };
      });
      if (!written) return replay(m, player, token, requestId);

      const toFinish: OrderToFinish[] = written.ids.map((x, i) => ({
        id: x.id, draw_id: written.rows[i]!.drawId, game_id: game.id, slip: written.rows[i]!.slip, bet_count: written.rows[i]!.betCount,
        stake_minor: written.rows[i]!.stake_minor, payout_minor: null, currency: m.currency.code, status: 'pending', token_enc: tokenEnc, created_at: now,
      }));
      const answers = await mapLimit(toFinish, inFlight_max, (o) => wallet.call(m.id, 'bet', {
        ...walletFields(o, token), amount: minorToDecimalString(BigInt(o.stake_minor), digits), roundClosed: false,
      }));
      const failed = answers.find((a) => a?.status !== 'OK');
      const ids = written.ids.map((x) => x.id);
      if (failed === undefined) {
        const opened = await repo.setOrderStatus(db, m.id, ids, ['pending'], 'open', clock.now());
        if (opened.length === ids.length) {
          const balances = answers.map((a) => Number(a!.balance ?? 0));
          return { orderNumbers: written.ids.map((x) => x.order_number), chasingOrder: written.chasingOrder, betAmount: toNumber(order.total_minor, digits), balance: Math.min(...balances) };
        }
      }
      // The cart fails whole: a bet refused or unanswered, or orders the draw gave up waiting for
      // (their close came first). Every order still pending is claimed and rolled back; a
      // rollback is safe whether or not its bet landed, and the refusal is kept for a replay.
      const refusal: ErrorCode = failed === undefined ? 'lottery.draw.closed' : betRefusal(failed);
      const claimed = await repo.setOrderStatus(db, m.id, ids, ['pending', 'open'], 'rolling_back', clock.now(), refusal);
      const claimedSet = new Set(claimed);
      await finishRollbacks(m.id, toFinish.filter((o) => claimedSet.has(String(o.id))).map((o) => ({ ...o, status: 'rolling_back' as const })), digits);
      throw new WpsError(refusal);
    },

    /**
     * POST /lgw/orders/cancel: the member's open orders (one, or every open draw of a chase)
     * whose draw has not closed are claimed for cancelling under a share lock of those draws,
     * so a cancel never crosses a close, and a second cancel finds nothing to claim. Each stake
     * comes back through one wallet rollback whose id is the order's (once, however often sent).
     */
    async cancel(m: Merchant, player: LotteryPlayer, req: CancelRequest) {
      const target = { orderNumber: req.orderNumber ?? null, chasingOrder: req.chasingOrder ?? null };
      const now = clock.now();
      const claimed = await db.tx(async (q) => {
        const drawIds = await repo.lockCancellableDraws(q, m.id, player.playerId, target, now);
        if (drawIds.length === 0) return [];
        const orders = await repo.claimCancel(q, m.id, player.playerId, target, drawIds);
        if (orders.length && target.chasingOrder) await repo.setChaseStatus(q, m.id, target.chasingOrder, player.playerId, 'running', 'cancelled', now);
        return orders;
      });
      if (claimed.length === 0) throw new WpsError('lottery.order.not.cancellable');
      const digits = m.currency.minorDigits;
      const { done, failed } = await finishRollbacks(m.id, claimed, digits);
      const doneSet = new Set(done);
      // A rollback the wallet did not confirm stays cancelling and the runner sends it again: the
      // cancel itself stands.
      const token = box.open(claimed[0]!.token_enc);
      const balance = await wallet.call(m.id, 'balance', { token, gameId: deps.walletGameId(claimed[0]!.game_id) });
      if (failed && !balance) throw new WpsError('game.unavailable');
      const numbers = await db.query<{ order_number: string }>(
        'SELECT order_number FROM house_lottery_orders WHERE merchant_id = $1 AND id = ANY($2::bigint[]) ORDER BY id', [m.id, claimed.map((o) => String(o.id))]);
      return {
        cancelled: numbers.rows.map((r) => r.order_number),
        refund: toNumber(claimed.filter((o) => doneSet.has(String(o.id))).reduce((s, o) => s + BigInt(o.stake_minor), 0n), digits),
        balance: Number(balance?.balance ?? 0),
      };
    },

    /** POST /lgw/orders: a page of the member's orders matching the filters (dates are UTC days, inclusive). */
    async orders(m: Merchant, player: LotteryPlayer, f: OrdersRequest) {
      const day = (d: string | undefined, plus: number) => (d ? new Date(Date.parse(`${d}T00:00:00Z`) + plus * 86_400_000) : null);
      const { rows, total } = await repo.orders(db, m.id, player.playerId, {
        from: day(f.startDate, 0), to: day(f.endDate, 1), status: f.orderStatus ?? null, gameId: f.gameId ?? null, orderNumber: f.orderNumber ?? null,
        chasingOrder: f.chasingOrder ?? null, numero: f.numero ?? null, chasingStatus: f.chasingStatus ?? null,
      }, { offset: f.page * f.size, limit: f.size });
      return { orders: { content: rows.map((r) => orderView(r, m.currency.minorDigits)), totalPages: Math.ceil(total / f.size), totalElements: total } };
    },

    /** GET /lgw/orders/today: the member's orders of the current UTC day, newest first. */
    async today(m: Merchant, player: LotteryPlayer) {
      const start = new Date(Math.floor(clock.now().getTime() / 86_400_000) * 86_400_000);
      const { rows } = await repo.orders(db, m.id, player.playerId, {
        from: start, to: null, status: null, gameId: null, orderNumber: null, chasingOrder: null, numero: null, chasingStatus: null,
      }, { offset: 0, limit: lotteryLimits.today_max });
      return { orders: rows.map((r) => orderView(r, m.currency.minorDigits)) };
    },

    /** GET /lgw/orders/detail/:id/info: one of the member's orders and its chase. */
    async detail(m: Merchant, player: LotteryPlayer, id: string) {
      const o = /^[1-9]\d{0,17}$/.test(id) ? await repo.order(db, m.id, player.playerId, id) : null;
      if (!o) throw new WpsError('game.not.found');
      return {
        order: orderView(o, m.currency.minorDigits),
        chase: o.chasing_order ? { chasingOrder: o.chasing_order, chasingStatus: o.chase_status!, winningStop: !!o.winning_stop, draws: Number(o.chase_draws) } : null,
      };
    },

    /**
     * Makes the open draw of every game of the merchants that play the lottery (its seed committed
     * before any order), so draws and their results follow one another whether or not someone is
     * looking; each process writes a game's draw once per numero it has not seen yet.
     */
    async openDraws(merchants_max: number): Promise<number> {
      const now = clock.now().getTime();
      let made = 0;
      for (const r of await repo.lotteryMerchants(db, merchants_max)) {
        const m = { id: r.merchant_id, currency: r.currency, minorDigits: Number(r.minor_digits) };
        for (const g of deps.games) {
          const slot = openDraw(g, now);
          const key = `${m.id}:${g.id}`;
          if (opened.get(key) === slot.numero) continue;
          await ensureDraws(m, g, [slot]);
          // A bounded memory: merchants × games.
          if (opened.size >= 10_000) opened.clear();
          opened.set(key, slot.numero);
          made++;
        }
      }
      return made;
    },

    /** Sends the rollbacks still owed (cancels the wallet did not confirm, chases stopped by a win). */
    async finishCancels(limit: number): Promise<number> {
      const rows = await repo.cancellingOrders(db, limit);
      let done = 0;
      for (const merchantId of new Set(rows.map((r) => r.merchant_id))) {
        const mine = rows.filter((r) => r.merchant_id === merchantId);
        const d = await repo.draw(db, merchantId, String(mine[0]!.draw_id));
        done += (await finishRollbacks(merchantId, mine, d?.minor_digits ?? 2)).done.length;
      }
      return done;
    },

    /**
     * Moves a draw on as far as the clock allows: open → closed at its close, closed → drawn
     * (once no order is in flight), drawn → settled (every order's win confirmed). Each step is
     * a conditional update and each wallet call idempotent, so any number of processes calling
     * this at once draw the draw once and pay each order once. `renew` is called between pages
     * of a long settlement (the runner renews its lease there). Answers when to look again, or
     * null once the draw is settled.
     */
    async advance(merchantId: number, drawId: string, renew: () => Promise<boolean> = async () => true): Promise<Date | null> {
      for (let i = 0; i < 8; i++) {
        const d = await repo.draw(db, merchantId, drawId);
        if (!d || d.status === 'settled') return null;
        const now = clock.now();
        if (d.status === 'open') {
          if (now.getTime() < ms(d.closes_at)) return new Date(ms(d.closes_at));
          await repo.setDrawStatus(db, merchantId, drawId, 'open', 'closed', now);
          continue;
        }
        if (d.status === 'closed') {
          const wait = await drawClosed(d, now);
          if (wait) return wait;
          continue;
        }
        const paid = await settleDrawn(d, renew);
        if (!paid) return new Date(clock.now().getTime() + lotteryLimits.retry_ms);
      }
      return new Date(clock.now().getTime() + lotteryLimits.retry_ms);
    },

    /** A game's draw by numero, for the gateway (null when the numero names none). */
    drawSlot(gameId: string, numero: string) {
      return drawOf(gameOf(gameId), numero);
    },
  };

  /**
   * Draws a closed draw once no order is in flight: orders whose bet never got an answer are
   * rolled back first, the client seed is fixed from the accepted ones, and the result, the
   * revealed seed, every order's payout and the chases' next state are written in one
   * transaction that only the first process to get there commits.
   */
  async function drawClosed(d: DrawRow, now: Date): Promise<Date | null> {
    const merchantId = d.merchant_id;
    const drawId = String(d.id);
    const inFlight = await repo.drawOrders(db, merchantId, drawId, ['pending', 'rolling_back'], 10_000);
    if (inFlight.some((o) => o.status === 'pending' && now.getTime() - ms(o.created_at) < lotteryLimits.pending_max_ms)) {
      return new Date(now.getTime() + 250);
    }
    if (inFlight.length) {
      const claimed = new Set(await repo.setOrderStatus(db, merchantId, inFlight.map((o) => String(o.id)), ['pending', 'rolling_back'], 'rolling_back', now, 'lottery.draw.closed'));
      const { failed } = await finishRollbacks(merchantId, inFlight.filter((o) => claimed.has(String(o.id))).map((o) => ({ ...o, status: 'rolling_back' as const })), d.minor_digits);
      if (failed) return new Date(now.getTime() + lotteryLimits.retry_ms);
      return null;
    }
    const game = gameById.get(d.game_id);
    if (!game) return new Date(now.getTime() + lotteryLimits.retry_ms);
    const accepted = await repo.acceptedOrders(db, merchantId, drawId);
    const clientSeed = sharedClientSeed(accepted.map((o) => ({ betId: o.order_number, selection: o.slip, stake_minor: BigInt(o.stake_minor) })));
    const serverSeed = box.open(d.server_seed_enc);
    const result = lotteryDrawFromSeeds(game.format, serverSeed, clientSeed, 0);
    // Settled in memory, set-based: equal slips (the same balls, play and stake) settle once.
    const bySlip = new Map<string, { payout: string; won: boolean }>();
    const ids: string[] = [];
    const payouts: string[] = [];
    const won: boolean[] = [];
    for (const o of accepted) {
      const key = `${o.slip}\n${o.bet_count}\n${o.stake_minor}`;
      let s = bySlip.get(key);
      if (!s) {
        const r = settleSlip(storedSlip(o.slip, o.bet_count, BigInt(o.stake_minor)), result);
        s = { payout: String(r.payout_minor + r.rebate_minor), won: r.won };
        bySlip.set(key, s);
      }
      ids.push(String(o.id));
      payouts.push(s.payout);
      won.push(s.won);
    }
    await db.tx(async (q) => {
      if (!(await repo.drawDraw(q, merchantId, drawId, { serverSeed, clientSeed, result, now }))) return;
      const set = await repo.setOutcomes(q, merchantId, drawId, { ids, payouts, won });
      // The draw is closed and nothing was in flight: every accepted order is still open. A
      // difference means an order moved under us; roll the whole draw back and look again.
      if (set !== ids.length) throw new Error(`lottery: draw ${drawId} fixed ${set} of ${ids.length} orders`);
      await repo.advanceChases(q, merchantId, drawId, now);
    });
    return null;
  }

  /** Pays every order of a drawn draw (a win of 0 settles a loss), page by page, then marks it settled; false while some win is unconfirmed. */
  async function settleDrawn(d: DrawRow, renew: () => Promise<boolean>): Promise<boolean> {
    const merchantId = d.merchant_id;
    const drawId = String(d.id);
    for (;;) {
      const page = await repo.unpaidOrders(db, merchantId, drawId, lotteryLimits.settlePage_max);
      if (page.length === 0) break;
      const answers = await mapLimit(page, inFlight_max, (o) => wallet.call(merchantId, 'win', {
        ...walletFields(o, box.open(o.token_enc)), amount: minorToDecimalString(BigInt(o.payout_minor!), d.minor_digits),
        referenceTransactionId: `hlo_${o.id}`, roundClosed: true,
      }));
      // BET_ALREADY_SETTLED: an earlier try of this win (this process or another) landed.
      const paid = page.filter((_, i) => answers[i] && ['OK', 'BET_ALREADY_SETTLED'].includes(answers[i]!.status)).map((o) => String(o.id));
      await repo.markPaid(db, merchantId, paid, clock.now());
      // A win the wallet did not confirm stays unpaid and is sent again at the next step.
      if (paid.length < page.length) return false;
      if (!(await renew())) return false;
    }
    // Rollbacks a stopped chase owes are the runner's (finishCancels); the draw is settled once every win is confirmed.
    await repo.setDrawStatus(db, merchantId, drawId, 'drawn', 'settled', clock.now());
    return true;
  }
}

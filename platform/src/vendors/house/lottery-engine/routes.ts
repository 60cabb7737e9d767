import type { FastifyInstance } from 'fastify';
import type { PrizeMode } from '@/lib/games/prize-mode';
import { wpsCalls } from '@/lib/wps/calls';
import { WpsError } from '@/lib/wps/errors';
import type { Deps, Merchant } from '../../../context';
import { wpsRoute, type WpsContext } from '../../../http/wps-route';
import { houseVendorCode } from '../launch';
import type { LotteryEngine, LotteryPlayer } from './engine';

/** A wallet session for one betting call: its bets are sent at once, and wins and rollbacks are accepted on it however late. */
const betSession_ttl_ms = 10 * 60_000;

/**
 * The merchant's prize mode (SPEC §4), from the games module's vendor mapping: the wiring
 * (../server.ts) hands it in, so this folder never reaches the catalog itself.
 */
export type PrizeModeOf = (merchant: Merchant) => Promise<PrizeMode>;

/**
 * The lottery gateway (/lgw, lib/wps/README.md "The lottery gateway"): member calls through
 * wpsRoute (merchant, gates, session, the contract's zod schemas, the envelope), each one call
 * of the engine. The member is named to the house as launchGame names them (the member id as
 * text); a betting call issues a wallet game session for the game, as launchGame does, and the
 * engine bets on it through the signed wallet.
 */
export function lotteryRoutes(
  app: FastifyInstance, deps: Deps, engine: LotteryEngine, walletGameId: (gameId: string) => string, prizeModeOf: PrizeModeOf,
): void {
  const playerOf = (ctx: WpsContext): LotteryPlayer => ({ playerId: String(ctx.session!.memberId) });

  // GET /lgw/games – the games and their play menus in the merchant's prize mode
  wpsRoute(app, deps, wpsCalls.lotteryGames, {}, async ({ merchant, language }) => engine.games(language, await prizeModeOf(merchant)));

  // GET /lgw/draw?gameId= – the draw open for betting (its seed's hash) and the latest results
  wpsRoute(app, deps, wpsCalls.lotteryDraw, {}, async ({ merchant, query, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return engine.draw(merchant, query.gameId);
  });

  // POST /lgw/orders – a page of the member's orders by the filters
  wpsRoute(app, deps, wpsCalls.lotteryOrders, {}, async (ctx) => engine.orders(ctx.merchant, playerOf(ctx), ctx.body));

  // GET /lgw/orders/today – the member's orders of the day
  wpsRoute(app, deps, wpsCalls.lotteryOrdersToday, {}, async (ctx) => engine.today(ctx.merchant, playerOf(ctx)));

  // GET /lgw/orders/detail/:id/info – one order and its chase
  wpsRoute(app, deps, wpsCalls.lotteryOrderDetail, {}, async (ctx) =>
    engine.detail(ctx.merchant, playerOf(ctx), String((ctx.req.params as { id?: string }).id ?? '')));

  // POST /lgw/orders/betting – a cart placed on the current draw (and the chase's), one wallet bet per order
  wpsRoute(app, deps, wpsCalls.lotteryBetting, {}, async (ctx) => {
    const player = playerOf(ctx);
    let token: string;
    try {
      token = await deps.vendorWallet.issueGameSession(deps.db, ctx.merchant.id, ctx.session!.memberId, houseVendorCode, walletGameId(ctx.body.gameId), betSession_ttl_ms);
    } catch (e) {
      // The merchant has no house vendor in its wallet (the seed makes it; see ../README.md).
      if (e instanceof WpsError && e.code === 'vendor.unknown') throw new WpsError('game.unavailable');
      throw e;
    }
    return engine.place(ctx.merchant, player, token, ctx.body);
  });

  // POST /lgw/orders/cancel – open orders (or a chase's open draws) before the close; each stake back once
  wpsRoute(app, deps, wpsCalls.lotteryCancel, {}, async (ctx) => engine.cancel(ctx.merchant, playerOf(ctx), ctx.body));
}

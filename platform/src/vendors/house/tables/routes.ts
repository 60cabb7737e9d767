import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Merchant } from '../../../context';
import { HouseError } from '../service';
import { tokenHashOf, type TableEngine } from './engine';
import type { TableHub } from './hub';

const tokenField = { token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/).optional() };
const gameField = { game: z.string().min(1).max(64) };
const sessionBodySchema = z.object({ ...tokenField, ...gameField }).strict();
const stateBodySchema = z.object({ ...tokenField, ...gameField, balance: z.boolean().default(false) }).strict();
const betBodySchema = z.object({
  ...tokenField, ...gameField, roundId: z.string().regex(/^\d{1,18}$/),
  bets: z.array(z.object({ spot: z.string().min(1).max(32), amount: z.string().min(1).max(32) }).strict()).min(1).max(40),
}).strict();
const historyBodySchema = z.object({ ...tokenField, ...gameField, limit: z.number().int().min(1).max(100).default(20) }).strict();
const wsQuerySchema = z.object({ game: z.string().min(1).max(64) }).strict();

/** What the table routes borrow from the house server (server.ts): its lookups, parsing and limits. */
export interface TableRouteContext {
  engine: TableEngine;
  hub: TableHub;
  merchantOf(code: string): Promise<Merchant>;
  tokenOf(req: FastifyRequest, body: { token?: string }): string;
  parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S>;
  limit(reply: FastifyReply, name: 'house.session' | 'house.table.bet', subject: string): Promise<void>;
  sessionKey(token: string): string;
  clientIp(req: FastifyRequest): string;
}

const ok = (value: unknown) => ({ ok: true, value });

/**
 * The tables' JSON API and their socket, under /games/house/api/<merchant>/table/ (registered
 * inside the house API scope, so its error handler and no-store header apply):
 * session (sit), state, bet, history over HTTP; ws for the pushed round events.
 */
export async function tableApiRoutes(api: FastifyInstance, ctx: TableRouteContext): Promise<void> {
  const bodyLimit = 4096;

  // POST /games/house/api/:merchant/table/session – {token?, game}: sits at the game's table (the wallet must know the token)
  api.post<{ Params: { merchant: string } }>('/:merchant/table/session', { bodyLimit }, async (req, reply) => {
    await ctx.limit(reply, 'house.session', ctx.clientIp(req));
    const m = await ctx.merchantOf(req.params.merchant);
    const input = ctx.parse(sessionBodySchema, req.body);
    return ok(await ctx.engine.sit(m, ctx.tokenOf(req, input), input.game));
  });

  // POST /games/house/api/:merchant/table/state – {token?, game, balance?}: the table now (for a client without its socket)
  api.post<{ Params: { merchant: string } }>('/:merchant/table/state', { bodyLimit }, async (req) => {
    const m = await ctx.merchantOf(req.params.merchant);
    const input = ctx.parse(stateBodySchema, req.body);
    return ok(await ctx.engine.snapshot(m, ctx.tokenOf(req, input), input.game, input.balance));
  });

  // POST /games/house/api/:merchant/table/bet – {token?, game, roundId, bets: [{spot, amount}]}: one slip in the open round
  api.post<{ Params: { merchant: string } }>('/:merchant/table/bet', { bodyLimit }, async (req, reply) => {
    const m = await ctx.merchantOf(req.params.merchant);
    const input = ctx.parse(betBodySchema, req.body);
    const token = ctx.tokenOf(req, input);
    await ctx.limit(reply, 'house.table.bet', ctx.sessionKey(token));
    return ok(await ctx.engine.placeBets(m, token, input.game, { roundId: input.roundId, bets: input.bets }));
  });

  // POST /games/house/api/:merchant/table/history – {token?, game, limit?}: the player's slips with their rounds' seeds and outcomes
  api.post<{ Params: { merchant: string } }>('/:merchant/table/history', { bodyLimit }, async (req) => {
    const m = await ctx.merchantOf(req.params.merchant);
    const input = ctx.parse(historyBodySchema, req.body);
    return ok(await ctx.engine.history(m, ctx.tokenOf(req, input), input.game, input.limit));
  });

  // GET /games/house/api/:merchant/table/ws?game= – the table's events; the client's first message is {type: 'hello', token}
  api.get<{ Params: { merchant: string }; Querystring: Record<string, string> }>('/:merchant/table/ws', { websocket: true }, async (socket, req) => {
    const q = wsQuerySchema.safeParse(req.query);
    const m = q.success ? await ctx.merchantOf(req.params.merchant).catch(() => null) : null;
    if (!m || !q.success) {
      socket.close(4004, 'game.unknown');
      return;
    }
    const game = q.data.game;
    ctx.hub.attach(socket, {
      merchantId: m.id, tableId: game, address: ctx.clientIp(req),
      hello: async (token) => {
        try {
          const welcome = await ctx.engine.snapshot(m, token, game, true);
          return { tokenHash: tokenHashOf(token), welcome };
        } catch (e) {
          if (e instanceof HouseError) return null;
          throw e;
        }
      },
      heartbeat: async (tokenHash) => {
        await ctx.engine.heartbeat(m, tokenHash, game);
      },
    });
  });
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { artEtag, artHeaders, drawArt, etagMatches } from '@/lib/games/art-request';
import { wpsCalls } from '@/lib/wps/calls';
import { ok } from '@/lib/wps/envelope';
import { WpsError } from '@/lib/wps/errors';
import { favouriteChangeSchema } from '@/lib/wps/schemas/games';
import type { Deps } from '../../context';
import { wpsRoute } from '../../http/wps-route';
import { boMerchant, jsonBody, operatorOf, parseInput, registerBo } from '../../http/bo-route';
import { createJackpotService } from '../jackpot';
import { createLedgerService } from '../ledger';
import {
  boCatalogImportSchema, boCatalogParamsSchema, boGameListQuerySchema, boGameParamsSchema, boGamePatchSchema, boVendorParamsSchema, boVendorPatchSchema,
} from './schema';
import { createGamesService } from './service';

/** Catalog answers are the same for everybody for a short while; member-specific ones never cache. */
const publicCache = 'public, max-age=30';

/** The game catalog and the lobby's calls (GCSGAME_* relays, winner board, jackpot, launchGame), their art and back office. */
export async function gameRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const games = createGamesService({
    members: deps.members, db: deps.db, clock: deps.clock, store: deps.store, bets: deps.vendorWallet, audit: deps.audit, limits: deps.limits,
    jackpot: createJackpotService({ db: deps.db, ledger: createLedgerService({ db: deps.db }), bets: deps.vendorWallet, audit: deps.audit }),
  });
  const stopListening = await games.listenForChanges();
  app.addHook('onClose', async () => stopListening());

  // GET /wps/relay/GCSGAME_gameList – the catalog filtered and paged; favourite flags with a session
  wpsRoute(app, deps, wpsCalls.gameList, {}, async ({ merchant, session, query, language, reply }) => {
    reply.header('Cache-Control', session ? 'private, no-store' : publicCache);
    return games.gameList(merchant, session?.memberId ?? null, query, language);
  });

  // GET /wps/relay/GCSGAME_getVassGameType – vendors by game type, sorting and mapping
  wpsRoute(app, deps, wpsCalls.gameVassGameType, {}, async ({ merchant, reply }) => {
    reply.header('Cache-Control', publicCache);
    return games.vassGameType(merchant);
  });

  // GET /wps/relay/GCSGAME_hotGamesV2 – most real-money bets of the last week
  wpsRoute(app, deps, wpsCalls.gameHot, {}, async ({ merchant, session, query, language, reply }) => {
    reply.header('Cache-Control', session ? 'private, no-store' : publicCache);
    return games.hotGames(merchant, session?.memberId ?? null, query, language);
  });

  // GET /wps/relay/GCSGAME_getRankList – the same ranking with rank and bet count
  wpsRoute(app, deps, wpsCalls.gameRankList, {}, async ({ merchant, query, language, reply }) => {
    reply.header('Cache-Control', publicCache);
    return games.rankList(merchant, null, query, language);
  });

  // GET /wps/relay/GCSGAME_recentGames – the member's recent games
  wpsRoute(app, deps, wpsCalls.gameRecent, {}, async ({ merchant, session, query, language, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return games.recentGames(merchant, session!.memberId, query, language);
  });

  // GET /wps/relay/GCSGAME_addRecentGame – puts a game at the top of the member's recent games
  wpsRoute(app, deps, wpsCalls.gameRecentAdd, {}, async ({ merchant, session, query, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return games.addRecent(merchant, session!.memberId, Number(query.nodeId));
  });

  // GET /wps/relay/GCSGAME_favoriteGames – the member's favourites, newest first
  wpsRoute(app, deps, wpsCalls.gameFavourites, {}, async ({ merchant, session, query, language, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return games.favouriteGames(merchant, session!.memberId, query, language);
  });

  // GET /wps/relay/GCSGAME_favoriteGameIds – the member's favourite node ids, as strings
  wpsRoute(app, deps, wpsCalls.gameFavouriteIds, {}, async ({ merchant, session, query, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return games.favouriteIds(merchant, session!.memberId, query);
  });

  // POST /wps/game/favorite – {nodeId, vendor}: adds a favourite (one already there is ignored)
  wpsRoute(app, deps, wpsCalls.gameFavouriteAdd, {}, async ({ merchant, session, body }) =>
    games.addFavourite(merchant, session!.memberId, body));

  // DELETE /wps/game/favorite – {nodeId, vendor} in the body or the query: removes a favourite
  wpsRoute(app, deps, wpsCalls.gameFavouriteRemove, {}, async ({ merchant, session, body, query }) => {
    const input = body && typeof body === 'object' && Object.keys(body).length ? body : query;
    return games.removeFavourite(merchant, session!.memberId, parseWps(favouriteChangeSchema, input));
  });

  // GET /wps/relay/ODSFE2_getWinnerBoard – biggest real wins with masked names; jackpot games
  wpsRoute(app, deps, wpsCalls.winnerBoard, {}, async ({ merchant, query, language, reply }) => {
    reply.header('Cache-Control', publicCache);
    return games.winnerBoard(merchant, query, language);
  });

  // GET /wps/relay/VIS_getJackpot – the real jackpot pool (0 and inactive while there is none or it is empty)
  wpsRoute(app, deps, wpsCalls.jackpot, {}, async ({ merchant, reply }) => {
    reply.header('Cache-Control', publicCache);
    return games.jackpot(merchant);
  });

  // GET /wps/game/launchGame – a one-time game session (or free play) and the URL to open
  wpsRoute(app, deps, wpsCalls.launchGame, {}, async ({ merchant, session, query, language, reply }) => {
    reply.header('Cache-Control', 'no-store');
    // The login session's start goes to the house vendor with the launch, for its pages' reality check.
    const sessionStartedAt = await deps.sessions.startedAt(merchant.id, session!.token);
    return games.launchGame(merchant, { id: session!.memberId, type: session!.type, sessionStartedAt }, query, language);
  });

  // GET /games/art/:kind/:vassalage/:file – a game tile (game/<V>/<gameId>.<ext>), vendor logo (vendor/<V>/<COLOR|WHITE>.<ext>) or banner
  // (banner/<group>/<name>.<ext>) drawn from the path; always the SVG here (rasters are the web origin's: lib/bff/art-raster.ts)
  app.get('/games/art/:kind/:vassalage/:file', async (req, reply) => {
    const { kind, vassalage, file } = req.params as { kind: string; vassalage: string; file: string };
    const art = drawArt(kind, vassalage, file, req.query as Record<string, unknown>);
    if (!art.ok) throw new WpsError('not.found');
    const etag = artEtag(art.svg);
    reply.headers({ ...artHeaders, ETag: etag });
    if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(art.svg);
  });

  const merchantByCode = (code: string) => boMerchant(deps, code);

  await registerBo(app, deps, async (bo) => {
    // GET /bo/catalog/vendors/:merchant – the catalog vendors, enabled or not
    bo.get('/catalog/vendors/:merchant', async (req) => {
      const params = parseInput(boCatalogParamsSchema, req.params);
      return ok(await games.catalogVendors(await merchantByCode(params.merchant)));
    });

    // PATCH /bo/catalog/vendors/:merchant/:vassalage – {enabled?, sort?, displayName?, walletVendor?, launchUrl?, ...}; audited
    bo.patch('/catalog/vendors/:merchant/:vassalage', async (req) => {
      const params = parseInput(boVendorParamsSchema, req.params);
      const body = parseInput(boVendorPatchSchema, jsonBody(req));
      return ok(await games.setCatalogVendor(await merchantByCode(params.merchant), params.vassalage, body, operatorOf(req)));
    });

    // GET /bo/catalog/games/:merchant?vassalage=&gameType= – the games, enabled or not
    bo.get('/catalog/games/:merchant', async (req) => {
      const params = parseInput(boCatalogParamsSchema, req.params);
      const q = parseInput(boGameListQuerySchema, req.query);
      return ok(await games.catalogGames(await merchantByCode(params.merchant), {
        ...(q.vassalage ? { vassalage: q.vassalage } : {}), ...(q.gameType ? { gameType: q.gameType } : {}),
      }));
    });

    // POST /bo/catalog/import/:merchant – {vendor, games}: an outside vendor's games, added switched off until linked; audited
    bo.post('/catalog/import/:merchant', async (req) => {
      const params = parseInput(boCatalogParamsSchema, req.params);
      const body = parseInput(boCatalogImportSchema, jsonBody(req));
      return ok(await games.importCatalog(await merchantByCode(params.merchant), body, operatorOf(req)));
    });

    // PATCH /bo/catalog/games/:merchant/:vassalage/:gameId – {enabled?, sort?, supportPlay?, minBet?, ...}; audited
    bo.patch('/catalog/games/:merchant/:vassalage/:gameId', async (req) => {
      const params = parseInput(boGameParamsSchema, req.params);
      const body = parseInput(boGamePatchSchema, jsonBody(req));
      return ok(await games.setCatalogGame(await merchantByCode(params.merchant), params.vassalage, params.gameId, body, operatorOf(req)));
    });
  });
}

/** Validates a member call's input the way wpsRoute does (request.invalid naming the fields). */
function parseWps<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const r = schema.safeParse(input);
  if (!r.success) throw new WpsError('request.invalid', { fields: r.error.issues.map((i) => i.path.join('.')) });
  return r.data;
}

/**
 * The games module's rules: the lobby's catalog lists, the member's favourites and recent
 * games, the winner board and jackpot answers, launches, and the back office's catalog
 * changes (catalog-admin.ts), composed by createGamesService at the end.
 */
import { minorToWireNumber, wireNumberToMinor } from '@/lib/format/money';
import { defaultCategoryOrder, maskCustomerName, vendorCategory } from '@/lib/games';
import { gameExitPath } from '@/lib/games/game-exit';
import { WpsError } from '@/lib/wps/errors';
import {
  gameListQuerySchema, gameTypes, type FavouriteChangeValue, type FavouriteGamesValue, type FavouriteIdsValue, type Game, type GameListValue,
  type GameType, type HotGamesValue, type JackpotValue, type LaunchGameValue, type RankListValue, type RecentGamesValue,
  type VassGameTypeValue, type VendorEntry, type WinnerBoardValue,
  favouriteChangeSchema, favouriteGamesQuerySchema, favouriteIdsQuerySchema, hotGamesQuerySchema, launchGameQuerySchema, rankListQuerySchema,
  recentGamesQuerySchema, winnerBoardQuerySchema,
} from '@/lib/wps/schemas/games';
import type { z } from 'zod';
import type { AuditService, Clock, MemberLimits, MembersService, Merchant, VendorBets } from '../../context';
import type { Db, Queryable } from '../../db';
import type { JackpotService } from '../jackpot';
import { trialMemberType } from '../members';
import { houseGames, houseLaunchUrl, isLobbyScreen, recordHouseLaunch } from '../../vendors/house/launch';
import type { Store, Unsubscribe } from '../../infra';
import { createCatalogCache, type CatalogCache } from './cache';
import { createCatalogAdmin, type CatalogAdmin } from './catalog-admin';
import { gamesRepo as repo, type GameRow } from './repo';
import { gameLimits, houseVassalage } from './schema';

type Q<S extends z.ZodType> = z.infer<S>;

/** The catalog's names are kept per language; CN and the ZH variants all read the ZH names. */
export function catalogLanguage(lang: string | undefined, fallback: string): string {
  const l = (lang ?? fallback).trim().toUpperCase();
  if (l === 'CN' || l.startsWith('ZH')) return 'ZH';
  return /^[A-Z]{2}(-[A-Z]{2})?$/.test(l) ? l : 'EN';
}


function toGame(r: GameRow, m: Merchant): Game {
  return {
    gameId: r.game_id,
    nodeId: String(r.node_id),
    nodeName: r.node_name,
    gameName: r.game_name,
    displayName: r.display_name,
    gameType: r.game_type as GameType,
    vassalage: r.vassalage,
    gameClassify: r.game_classify as Game['gameClassify'],
    gameClassifyNew: (r.game_classify_new ?? []) as Game['gameClassifyNew'],
    minBet: minorToWireNumber(BigInt(r.min_bet_minor), m.currency.minorDigits),
    mobileLargeIcon: r.mobile_large_icon,
    showIcon: r.show_icon,
    iconUrl: r.icon_url,
    roomId: r.room_id,
    supportPlay: r.support_play,
    favourite: Boolean(r.favourite),
  };
}

function paging(pageNo: number, pageSize: number) {
  return { limit: pageSize, offset: (pageNo - 1) * pageSize };
}
const pages = (total: number, pageSize: number) => Math.ceil(total / pageSize);

/** A LIKE pattern matching the text anywhere, its wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The largest minimum bet (minor units) a stake filter of `stake` currency units lets through. */
function stakeToMinor(stake: number, m: Merchant): bigint {
  return wireNumberToMinor(stake, m.currency.minorDigits, { excessDecimals: 'truncate' });
}

// ---- catalog lists ----

/**
 * GCSGAME_gameList: the catalog filtered and paged. A page is the same for every member of the
 * merchant, so it comes from the catalog cache; a member's favourite flags are read for that
 * page's games alone and laid over it. Name searches are not cached: typed text seldom repeats,
 * and a flood of distinct searches would push the lobby's pages out.
 */
async function gameList(
  q: Queryable, m: Merchant, memberId: number | null, query: Q<typeof gameListQuerySchema>, headerLanguage: string, catalog: CatalogCache,
): Promise<GameListValue> {
  const language = catalogLanguage(query.language ?? headerLanguage, m.defaultLanguage);
  const filter = {
    ...(query.gameType ? { gameType: query.gameType } : {}),
    ...(query.vassalage ? { vassalage: query.vassalage } : {}),
    ...(query.gameClassify ? { gameClassify: query.gameClassify } : {}),
    ...(query.minBet !== undefined ? { maxMinBet_minor: stakeToMinor(query.minBet, m) } : {}),
  };
  const page = paging(query.pageNo, query.pageSize);
  const { rows, total } = query.gameName
    ? await repo.list(q, m.id, language, null, { ...filter, namePattern: containsPattern(query.gameName) }, page)
    : await catalog.get(m.id, JSON.stringify(['list', language, filter.gameType, filter.vassalage, filter.gameClassify, filter.maxMinBet_minor?.toString(), page]),
      () => repo.list(q, m.id, language, null, filter, page));
  const favourites = memberId === null ? null : await repo.favouritesAmong(q, m.id, memberId, rows.map((r) => Number(r.node_id)));
  return {
    content: {
      games: rows.map((r) => ({ ...toGame(r, m), favourite: favourites?.has(Number(r.node_id)) ?? false })),
      pageNum: query.pageNo,
      pageSize: query.pageSize,
      totalPages: pages(total, query.pageSize),
      totalCount: total,
    },
  };
}

/** Types whose vendor tile launches one game (a sportsbook, a lottery) rather than opening a list. */
const lobbyTypes: ReadonlySet<string> = new Set(['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']);

/**
 * GCSGAME_getVassGameType: the enabled vendors of each category, sports split three ways, in
 * the operators' order; the category order; each vendor's categories (the prize-mode mapping).
 */
function vassGameType(q: Queryable, m: Merchant, catalog: CatalogCache): Promise<VassGameTypeValue> {
  return catalog.get(m.id, 'vendors', () => vendorData(q, m));
}

async function vendorData(q: Queryable, m: Merchant): Promise<VassGameTypeValue> {
  const rows = await repo.vendorTypes(q, m.id);
  const content: Record<string, Record<string, VendorEntry[]>> = {};
  const vendorNames: Record<string, string[]> = {};
  const mapping: Record<string, GameType[]> = {};
  for (const r of rows) {
    const category = vendorCategory(r.game_type, r.vassalage) as GameType;
    const lobby = lobbyTypes.has(category);
    const entry: VendorEntry = {
      vassalage: r.vassalage,
      displayName: r.display_name,
      gameType: category,
      accountTypeName: r.account_type_name,
      mobileLargeIcon: r.mobile_large_icon,
      icons: { COLOR: r.icon_color, WHITE: r.icon_white },
      gameId: lobby ? r.first_game_id : null,
      nodeId: lobby ? String(r.first_node_id) : null,
      gameCount: Number(r.game_count),
    };
    const byVendor = (content[category] ??= {});
    (byVendor[r.vassalage] ??= []).push(entry);
    const names = (vendorNames[category] ??= []);
    if (!names.includes(r.vassalage)) names.push(r.vassalage);
    const types = (mapping[r.vassalage] ??= []);
    if (!types.includes(category)) types.push(category);
  }
  const order = (t: string) => {
    const i = defaultCategoryOrder.indexOf(t);
    return i < 0 ? defaultCategoryOrder.length : i;
  };
  const gameCategory = (Object.keys(content) as GameType[]).filter((t) => (gameTypes as readonly string[]).includes(t)).sort((a, b) => order(a) - order(b));
  for (const types of Object.values(mapping)) types.sort((a, b) => order(a) - order(b));
  return { content, sorting: { gameCategory, vendorNames }, mapping };
}

/** GCSGAME_hotGamesV2: the games with most real-money bets of the last week; nothing without bets. */
async function hotGames(q: Queryable, m: Merchant, memberId: number | null, query: Q<typeof hotGamesQuerySchema>, headerLanguage: string, now: Date): Promise<HotGamesValue> {
  const language = catalogLanguage(query.language ?? headerLanguage, m.defaultLanguage);
  const rows = await repo.mostBet(q, m.id, language, memberId, new Date(now.getTime() - gameLimits.hot_window_ms), query.gameType ?? null, query.pageSize);
  return { content: { list: rows.map((r) => toGame(r, m)) } };
}

/** GCSGAME_getRankList: the same ranking with rank and bet count. */
async function rankList(q: Queryable, m: Merchant, memberId: number | null, query: Q<typeof rankListQuerySchema>, headerLanguage: string, now: Date): Promise<RankListValue> {
  const language = catalogLanguage(query.language ?? headerLanguage, m.defaultLanguage);
  const rows = await repo.mostBet(q, m.id, language, memberId, new Date(now.getTime() - gameLimits.hot_window_ms), query.gameType ?? null, query.limitNum);
  return { content: { list: rows.map((r, i) => ({ ...toGame(r, m), rank: i + 1, betCount: Number(r.bet_count) })) } };
}

// ---- the member's lists ----

/** GCSGAME_recentGames: the member's recently launched games, newest first. */
async function recentGames(q: Queryable, m: Merchant, memberId: number, query: Q<typeof recentGamesQuerySchema>, headerLanguage: string): Promise<RecentGamesValue> {
  const language = catalogLanguage(query.language ?? headerLanguage, m.defaultLanguage);
  const pageNo = query.pageNo ?? query.page ?? 1;
  const { ids, total } = await repo.recentIds(q, m.id, memberId, query.gameType ?? null, paging(pageNo, query.pageSize));
  const rows = await repo.byNodeIds(q, m.id, language, memberId, ids);
  return { content: { list: rows.map((r) => toGame(r, m)), pageNum: pageNo, pageSize: query.pageSize, totalPages: pages(total, query.pageSize), totalCount: total } };
}

/** A playable game of the merchant by node id, or game.not.found. */
async function playableNode(q: Queryable, m: Merchant, nodeId: number): Promise<GameRow> {
  const [row] = await repo.byNodeIds(q, m.id, 'EN', null, [nodeId]);
  if (!row) throw new WpsError('game.not.found');
  return row;
}

/** GCSGAME_addRecentGame, and every launch: the game goes to the top of the member's recent games. */
async function addRecent(q: Queryable, m: Merchant, memberId: number, nodeId: number, now: Date): Promise<{ content: { nodeId: string } }> {
  await playableNode(q, m, nodeId);
  await repo.touchRecent(q, m.id, memberId, nodeId, now, gameLimits.recent_per_member_max);
  return { content: { nodeId: String(nodeId) } };
}

/** GCSGAME_favoriteGames: the member's favourites, newest first. */
async function favouriteGames(q: Queryable, m: Merchant, memberId: number, query: Q<typeof favouriteGamesQuerySchema>, headerLanguage: string): Promise<FavouriteGamesValue> {
  const language = catalogLanguage(query.language ?? headerLanguage, m.defaultLanguage);
  const { ids, total } = await repo.favouriteIds(q, m.id, memberId, query.gameType ?? null, paging(query.pageNo, query.pageSize));
  const rows = await repo.byNodeIds(q, m.id, language, memberId, ids);
  return {
    content: { content: rows.map((r) => toGame(r, m)), pageNum: query.pageNo, pageSize: query.pageSize, totalPages: pages(total, query.pageSize), totalCount: total },
  };
}

/** GCSGAME_favoriteGameIds: the member's favourite node ids as strings (SPEC §3). */
async function favouriteIds(q: Queryable, m: Merchant, memberId: number, query: Q<typeof favouriteIdsQuerySchema>): Promise<FavouriteIdsValue> {
  const { ids, total } = await repo.favouriteIds(q, m.id, memberId, null, paging(query.pageNo, query.pageSize));
  return {
    content: { content: ids.map(String), pageNum: query.pageNo, pageSize: query.pageSize, totalPages: pages(total, query.pageSize), totalCount: total },
  };
}

/** The game of a favourite change, whose vassalage must be the one the client named. */
async function favouriteTarget(q: Queryable, m: Merchant, change: Q<typeof favouriteChangeSchema>): Promise<number> {
  const nodeId = Number(change.nodeId);
  const row = await playableNode(q, m, nodeId);
  if (row.vassalage !== change.vendor) throw new WpsError('game.not.found');
  return nodeId;
}

/** POST /wps/game/favorite: adds the game; one already there is left as it is (SPEC §4). */
async function addFavourite(db: Db, m: Merchant, memberId: number, change: Q<typeof favouriteChangeSchema>, now: Date): Promise<FavouriteChangeValue> {
  return db.tx(async (q) => {
    const nodeId = await favouriteTarget(q, m, change);
    if ((await repo.favouriteCount(q, m.id, memberId)) >= gameLimits.favourites_per_member_max) {
      throw new WpsError('request.invalid', { issues: [{ field: 'nodeId', message: `at most ${gameLimits.favourites_per_member_max} favourites` }] });
    }
    await repo.addFavourite(q, m.id, memberId, nodeId, now);
    return { nodeId: String(nodeId), favourite: true };
  });
}

/** DELETE /wps/game/favorite: removes the game from the favourites; no error when it was not there. */
async function removeFavourite(q: Queryable, m: Merchant, memberId: number, change: Q<typeof favouriteChangeSchema>): Promise<FavouriteChangeValue> {
  const nodeId = Number(change.nodeId);
  // A game an operator has since disabled can still be taken out of the list.
  await repo.removeFavourite(q, m.id, memberId, nodeId);
  return { nodeId: String(nodeId), favourite: false };
}

// ---- winners and jackpot ----

/**
 * ODSFE2_getWinnerBoard: the biggest real wins of the last 30 days with masked names (a
 * jackpot paid counts as a win of its game); jackpotList: the games that pay the merchant's
 * jackpot pool while it holds money, none otherwise.
 */
async function winnerBoard(q: Queryable, pools: JackpotService, members: MembersService, m: Merchant, query: Q<typeof winnerBoardQuerySchema>, headerLanguage: string, now: Date): Promise<WinnerBoardValue> {
  const language = catalogLanguage(query.language ?? headerLanguage, m.defaultLanguage);
  const since = new Date(now.getTime() - gameLimits.winner_window_ms);
  const gameType = query.gameCategory === 'ALL' ? null : query.gameCategory;
  const rows = [
    ...(await repo.biggestWins(q, m.id, language, since, gameType, query.limitNum)),
    ...(await repo.biggestJackpotWins(q, m.id, language, since, gameType, query.limitNum)),
  ].sort((a, b) => {
    const d = BigInt(b.payout_minor) - BigInt(a.payout_minor);
    return d > 0n ? 1 : d < 0n ? -1 : new Date(b.settled_at).getTime() - new Date(a.settled_at).getTime();
  }).slice(0, query.limitNum);
  const names = new Map<number, string>();
  for (const id of new Set(rows.map((r) => Number(r.member_id)))) {
    const member = await members.byId(q, m.id, id);
    names.set(id, maskCustomerName(member?.username ?? ''));
  }
  const { pool, amount_minor } = await pools.pool(m.id, m.currency.code);
  const jackpotGames = pool && amount_minor > 0n ? await repo.byWalletGames(q, m.id, language, pool.vendor, pool.games) : [];
  return {
    content: {
      list: rows.map((r) => {
        const game = toGame(r, m);
        return {
          vo: {
            iconUrl: game.iconUrl,
            customerName: names.get(Number(r.member_id)) ?? '***',
            gameName: game.gameName,
            winAmount: minorToWireNumber(BigInt(r.payout_minor), m.currency.minorDigits),
            currencySymbol: m.currency.symbol,
            winTime: new Date(r.settled_at).toISOString(),
            game,
          },
        };
      }),
      jackpotList: jackpotGames.map((r) => toGame(r, m)),
    },
  };
}

/**
 * VIS_getJackpot: the merchant's real pool, what its ledger accounts hold now. Active only
 * when a pool exists and holds more than zero; otherwise 0 and inactive (never a made-up figure).
 */
async function jackpot(pools: JackpotService, m: Merchant): Promise<JackpotValue> {
  const { pool, amount_minor } = await pools.pool(m.id, m.currency.code);
  const active = pool !== null && amount_minor > 0n;
  return { content: { active, amount: active ? minorToWireNumber(BigInt(amount_minor), m.currency.minorDigits) : 0, currency: m.currency.code, currencySymbol: m.currency.symbol } };
}

// ---- launch ----

/** A vendor's launch URL template filled in ({token} {gameId} {lang} {mode} {backUrl}). */
function fillLaunchUrl(template: string, v: { token: string; gameId: string; language: string; mode: 'real' | 'free'; backUrl: string }): string {
  return template
    .replaceAll('{token}', encodeURIComponent(v.token))
    .replaceAll('{gameId}', encodeURIComponent(v.gameId))
    .replaceAll('{lang}', encodeURIComponent(v.language))
    .replaceAll('{mode}', v.mode)
    .replaceAll('{backUrl}', encodeURIComponent(v.backUrl));
}

/** The member launching a game: who, and when their login session began (the house vendor's reality check counts from it). */
export interface LaunchingMember {
  id: number;
  type: number;
  sessionStartedAt?: Date | null;
}

/**
 * GET /wps/game/launchGame: a one-time game session at the game's vendor (accountType 1), or
 * free play where the game offers it (accountType 0, no wallet session). The launch goes to the
 * top of the member's recent games. A vendor without a game server answers game.unavailable
 * rather than a URL that leads nowhere.
 */
async function launchGame(
  db: Db, m: Merchant, member: LaunchingMember, query: Q<typeof launchGameQuerySchema>, headerLanguage: string, now: Date, wallet: VendorBets,
  limits: Pick<MemberLimits, 'refuseOnBreak'>,
): Promise<LaunchGameValue> {
  const language = catalogLanguage(query.language ?? headerLanguage, m.defaultLanguage);
  return db.tx(async (q) => {
    const row = await repo.forLaunch(q, m.id, language,
      query.nodeId !== undefined ? { nodeId: Number(query.nodeId) } : { vassalage: query.vassalage!, gameId: query.gameId! });
    if (!row || !row.enabled || !row.vendor_enabled) throw new WpsError('game.not.found');
    if ((query.vassalage && query.vassalage !== row.vassalage) || (query.gameId && query.gameId !== row.game_id)) throw new WpsError('game.not.found');
    const free = query.accountType === 0;
    if (free && !row.support_play) throw new WpsError('game.free.play.unsupported');
    // The in-house vendor serves only the games it has a client page for (platform/src/vendors/house/launch.ts).
    const isHouse = row.vassalage === houseVassalage && !row.launch_url;
    if (isHouse ? !houseGames[row.game_id] : !row.launch_url) throw new WpsError('game.unavailable');
    // A house lottery is a screen of this lobby betting through the member's own session: no game session to issue.
    if (isHouse && isLobbyScreen(houseGames[row.game_id]!.page)) {
      await repo.touchRecent(q, m.id, member.id, Number(row.node_id), now, gameLimits.recent_per_member_max);
      return { content: { game_url: houseGames[row.game_id]!.page, accountType: free ? 0 : 1 } };
    }

    let token: string | null = null;
    if (!free) {
      if (!row.wallet_vendor) throw new WpsError('game.unavailable');
      try {
        token = await wallet.issueGameSession(q, m.id, member.id, row.wallet_vendor, row.game_id, gameLimits.session_ttl_ms);
        // Asked after the insert: the game session's key share on the member row waits for a break
        // being taken, so a launch racing a break sees it here and leaves no token behind.
        await limits.refuseOnBreak(q, m.id, member.id, now);
        if (isHouse) await recordHouseLaunch(q, { merchantId: m.id, token, playerId: String(member.id), sessionStartedAt: member.sessionStartedAt ?? null, now });
      } catch (e) {
        // The catalog names a wallet vendor that was never created for this merchant.
        if (e instanceof WpsError && e.code === 'vendor.unknown') throw new WpsError('game.unavailable');
        throw e;
      }
    }
    await repo.touchRecent(q, m.id, member.id, Number(row.node_id), now, gameLimits.recent_per_member_max);
    const game_url = isHouse && !row.launch_url
      ? houseLaunchUrl({ merchantCode: m.code, gameId: row.game_id, token, language, freePlay: free, playMoney: member.type === trialMemberType, backUrl: query.backUrl })
      // A vendor is handed only a path of the member's site to lead back to (gameExitPath), never a URL a link chose.
      : fillLaunchUrl(row.launch_url!, { token: token ?? '', gameId: row.game_id, language, mode: free ? 'free' : 'real', backUrl: query.backUrl ? gameExitPath(query.backUrl) : '' });
    return { content: { game_url, accountType: free ? 0 : 1 } };
  });
}

// ---- the services ----

export interface GamesDeps {
  members: MembersService;
  db: Db;
  clock: Clock;
  /** Carries the catalog cache's change broadcast between replicas. */
  store: Store;
  /** The merchant's pool for VIS_getJackpot and the winner board's jackpot games. */
  jackpot: JackpotService;
  /** Game sessions at a launch, and the wallet vendors a catalog vendor may link to (modules/vendor-wallet). */
  bets: VendorBets;
  /** The audit trail (modules/audit): records join this module's transaction. */
  audit: AuditService;
  /** A member on a time-out or self-exclusion gets no game session (modules/limits). */
  limits: Pick<MemberLimits, 'refuseOnBreak'>;
}

/**
 * The catalog and the lobby's calls. Merchant-wide lists come from a catalog cache private to
 * this service (cache.ts), so the lobby's hot path reads what it always did: one query per list
 * page on a miss, none on a hit.
 */
export interface GamesService extends CatalogAdmin {
  gameList(m: Merchant, memberId: number | null, query: Q<typeof gameListQuerySchema>, headerLanguage: string): Promise<GameListValue>;
  vassGameType(m: Merchant): Promise<VassGameTypeValue>;
  hotGames(m: Merchant, memberId: number | null, query: Q<typeof hotGamesQuerySchema>, headerLanguage: string): Promise<HotGamesValue>;
  rankList(m: Merchant, memberId: number | null, query: Q<typeof rankListQuerySchema>, headerLanguage: string): Promise<RankListValue>;
  recentGames(m: Merchant, memberId: number, query: Q<typeof recentGamesQuerySchema>, headerLanguage: string): Promise<RecentGamesValue>;
  addRecent(m: Merchant, memberId: number, nodeId: number): Promise<{ content: { nodeId: string } }>;
  favouriteGames(m: Merchant, memberId: number, query: Q<typeof favouriteGamesQuerySchema>, headerLanguage: string): Promise<FavouriteGamesValue>;
  favouriteIds(m: Merchant, memberId: number, query: Q<typeof favouriteIdsQuerySchema>): Promise<FavouriteIdsValue>;
  addFavourite(m: Merchant, memberId: number, change: Q<typeof favouriteChangeSchema>): Promise<FavouriteChangeValue>;
  removeFavourite(m: Merchant, memberId: number, change: Q<typeof favouriteChangeSchema>): Promise<FavouriteChangeValue>;
  winnerBoard(m: Merchant, query: Q<typeof winnerBoardQuerySchema>, headerLanguage: string): Promise<WinnerBoardValue>;
  jackpot(m: Merchant): Promise<JackpotValue>;
  launchGame(m: Merchant, member: LaunchingMember, query: Q<typeof launchGameQuerySchema>, headerLanguage: string): Promise<LaunchGameValue>;
  /** Hears other replicas' catalog changes; call once per process, the answer stops it. */
  listenForChanges(): Promise<Unsubscribe>;
}

export function createGamesService(deps: GamesDeps): GamesService {
  const { db, clock, jackpot: pools, bets } = deps;
  const catalog = createCatalogCache({ store: deps.store, clock });
  const now = () => clock.now();
  return {
    gameList: (m, memberId, query, lang) => gameList(db, m, memberId, query, lang, catalog),
    vassGameType: (m) => vassGameType(db, m, catalog),
    hotGames: (m, memberId, query, lang) => hotGames(db, m, memberId, query, lang, now()),
    rankList: (m, memberId, query, lang) => rankList(db, m, memberId, query, lang, now()),
    recentGames: (m, memberId, query, lang) => recentGames(db, m, memberId, query, lang),
    addRecent: (m, memberId, nodeId) => addRecent(db, m, memberId, nodeId, now()),
    favouriteGames: (m, memberId, query, lang) => favouriteGames(db, m, memberId, query, lang),
    favouriteIds: (m, memberId, query) => favouriteIds(db, m, memberId, query),
    addFavourite: (m, memberId, change) => addFavourite(db, m, memberId, change, now()),
    removeFavourite: (m, memberId, change) => removeFavourite(db, m, memberId, change),
    winnerBoard: (m, query, lang) => winnerBoard(db, pools, deps.members, m, query, lang, now()),
    jackpot: (m) => jackpot(pools, m),
    launchGame: (m, member, query, lang) => launchGame(db, m, member, query, lang, now(), bets, deps.limits),
    ...createCatalogAdmin({ db, clock, cache: catalog, bets, audit: deps.audit }),
    listenForChanges: () => catalog.listen(),
  };
}

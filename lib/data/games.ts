import 'server-only';
import { cache } from 'react';
import type { WpsCallName } from '@/lib/wps/calls';
import {
  type FavouriteGamesValue, type GameListContent, type GameListQuery, type GameType, type JackpotValue, type VassGameTypeValue, type VendorEntry,
  type WinnerBoardValue, type Game,
} from '@/lib/wps/schemas/games';
import { vendorsOf } from '@/lib/games/vendors';
import { currentCaller, readValue, type ReadQuery } from './request';

/** A lobby call as the field's clients send it (platform html5, client type 2). */
const read = <N extends WpsCallName>(name: N, query: ReadQuery = {}) => readValue(name, { platform: 'html5', clientType: 2, ...query });

/** Vendor data changes when an operator reorders or switches vendors: every page's footer reads it, so it is kept briefly. */
const vendorDataTtl_ms = 30_000;
const vendorDataCache = new Map<string, { value: VassGameTypeValue; at_ms: number }>();

/** The vendors by game type, the category order and the vendor mapping (SPEC §3 vendor data). */
export const getVendorData = cache(async (): Promise<VassGameTypeValue | null> => {
  const caller = await currentCaller();
  const key = `${caller.merchant}:${caller.language ?? ''}`;
  const hit = vendorDataCache.get(key);
  if (hit && Date.now() - hit.at_ms < vendorDataTtl_ms) return hit.value;
  const value = await read('gameVassGameType', { typeId: 1 });
  if (value) {
    if (vendorDataCache.size > 500) vendorDataCache.clear();
    vendorDataCache.set(key, { value, at_ms: Date.now() });
  }
  return value;
});

/** One page of a game list (SPEC §2 filters); empty when the call failed. */
export async function getGameList(query: GameListQuery): Promise<GameListContent> {
  const v = await read('gameList', query as ReadQuery);
  return v?.content ?? { games: [], pageNum: 1, pageSize: 0, totalPages: 0, totalCount: 0 };
}

/** A vendor screen asks for at most this many vendors' lists of one type at once. */
const vendorRowsMax = 30;

/**
 * The vendors of a game type in the operator's order, each with the first page of its games (SPEC
 * §2 vendor slider and vendor game list). A vendor whose list is empty (or failed) is left out.
 */
export async function getVendorGames(gameType: GameType, pageSize: number): Promise<{ vendor: VendorEntry; list: GameListContent }[]> {
  const vendors = vendorsOf(await getVendorData(), gameType).slice(0, vendorRowsMax);
  const lists = await Promise.all(vendors.map((v) => getGameList({ gameType, vassalage: v.vassalage, pageSize })));
  return vendors.map((vendor, i) => ({ vendor, list: lists[i]! })).filter((r) => r.list.games.length > 0);
}

export const getHotGames = cache(async (): Promise<Game[]> => (await read('gameHot', { isPlatform: 2 }))?.content.list ?? []);

export const getWinnerBoard = cache(async (): Promise<WinnerBoardValue['content'] | null> =>
  (await read('winnerBoard', { gameCategory: 'ALL', limitNum: 20 }))?.content ?? null);

export const getJackpot = cache(async (): Promise<JackpotValue['content'] | null> => (await read('jackpot'))?.content ?? null);

/** The member's favourites, newest first; null without a session. */
export async function getFavourites(pageSize: number): Promise<FavouriteGamesValue['content'] | null> {
  if (!(await currentCaller()).token) return null;
  return (await read('gameFavourites', { pageNo: 1, pageSize }))?.content ?? null;
}

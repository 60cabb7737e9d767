import { callUrl } from '@/lib/net/wps-fetch';
import type { TileGame } from './tile-data';

/**
 * The pages of a game list as the browser asks for them (SPEC §2 game list, §9 page size 25):
 * which call serves each mode and how its answer reads as a page. Kept apart from the list
 * screen so that the home screen's load-more and the vendor lists, which need only this, do
 * not bring the whole list screen into their first load.
 */
export type ListMode = 'all' | 'fav' | 'recent';

export interface ListFilters {
  gameType: string;
  vassalage: string;
  gameClassify: string;
  gameName: string;
  minBet: string;
}

export interface Page {
  games: TileGame[];
  pageNum: number;
  totalPages: number;
}

/** SPEC §9: 25 games a page (gamePageSizes.list, whose module brings zod into a client bundle). */
export const listPageSize = 25;

/** The call behind a page of each mode, and its query. */
export function listCall(mode: ListMode, f: ListFilters, pageNo: number): { call: 'gameFavourites' | 'gameRecent' | 'gameList'; query: Record<string, string> } {
  const query: Record<string, string> = { pageNo: String(pageNo), pageSize: String(listPageSize), platform: 'html5', clientType: '2' };
  if (mode === 'fav') return { call: 'gameFavourites', query };
  if (mode === 'recent') return { call: 'gameRecent', query };
  for (const [k, v] of Object.entries(f)) if (v) query[k] = v;
  return { call: 'gameList', query };
}

/** The URL of a page of each mode, as the browser fetches it. */
export function listRequest(mode: ListMode, f: ListFilters, pageNo: number): string {
  const r = listCall(mode, f, pageNo);
  return callUrl(r.call, r.query);
}

/** How the answer of each mode's call reads as a page; null for an answer of another shape. */
export function pageOf(mode: ListMode, value: unknown): Page | null {
  const c = (value as { content?: Record<string, unknown> } | null)?.content;
  if (!c) return null;
  const games = (mode === 'fav' ? c.content : mode === 'recent' ? c.list : c.games) as TileGame[] | undefined;
  return Array.isArray(games) ? { games, pageNum: Number(c.pageNum ?? 1), totalPages: Number(c.totalPages ?? 1) } : null;
}


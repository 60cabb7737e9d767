import { createHash } from 'node:crypto';
import { gameExitPath } from '@/lib/games/game-exit';
import type { Queryable } from '../../db';
import { houseCatalog } from './catalog';
import { houseRepo } from './repo';

/**
 * What the platform needs to know of the house vendor to launch its games: the wallet
 * vendor code, the games, the URL of a game's client page, and the record of whose launch a
 * token is. launchGame imports this.
 */

/** The house vendor's code in the seamless wallet (vendors.code; /vendor/house/wallet/...). */
export const houseVendorCode = 'house';

export { houseSlotGameId } from './slot/catalog';
export { houseBingoGameId, houseTableGameIds } from './tables/catalog';
export { houseLotteryGames } from './lottery-engine/catalog';

/** House games by id: the client page each opens (catalog.ts lists them). */
export const houseGames: Readonly<Record<string, { page: string }>> = Object.fromEntries(houseCatalog.map((g) => [g.gameId, { page: g.page }]));

/** A page of the lobby itself (/m/…), not a client page of the house's game server: launchGame issues it no game session. */
export const isLobbyScreen = (page: string): boolean => page.startsWith('/m/');

export interface HouseLaunch {
  merchantCode: string;
  gameId: string;
  /** The game session token issueGameSession made; null for free play. */
  token: string | null;
  language: string;
  freePlay: boolean;
  /** A trial member's wallet (play money): the page marks the balance so (free play is marked anyway). */
  playMoney?: boolean;
  /** Where the page's exit leads (launchGame's backUrl): checked here, and again by the page. */
  backUrl?: string | null;
}

/**
 * The client page's URL, relative to the web origin (web forwards /games/** to the platform).
 * The token rides in the query like any vendor's launch URL; the page moves it to
 * sessionStorage and drops it from the address bar at once.
 */
export function houseLaunchUrl(l: HouseLaunch): string {
  const game = houseGames[l.gameId];
  if (!game) throw new Error(`house: no game ${l.gameId}`);
  // A screen of the member's own site (the lotteries' /m/lott and /m/elott): it speaks the /lgw
  // gateway with the member's session and needs no game token in its address.
  if (isLobbyScreen(game.page)) return game.page;
  if (!l.freePlay && !l.token) throw new Error('house: a real-money launch needs a token');
  const params = new URLSearchParams({ m: l.merchantCode, game: l.gameId, lang: l.language });
  if (l.freePlay) params.set('mode', 'free');
  else params.set('token', l.token!);
  // Display only: whoever edits it marks their own balance, and the wallet decides what is real.
  if (l.playMoney && !l.freePlay) params.set('money', 'play');
  params.set('back', gameExitPath(l.backUrl));
  return `${game.page}?${params}`;
}

/**
 * Tells the house vendor whose launch a game session token is, as an operator names the player
 * to any vendor at launch: the house keeps the member's rounds under this id, so their history
 * follows them from launch to launch (each launch brings a new token). With it goes when the
 * member's login session began, the reality check's setting a vendor is handed at launch: the
 * game's page reminds the member at each whole interval of that session (README, Reality
 * check). launchGame calls it in the transaction that issues the token.
 */
export async function recordHouseLaunch(
  q: Queryable, l: { merchantId: number; token: string; playerId: string; sessionStartedAt: Date | null; now: Date },
): Promise<void> {
  await houseRepo.insertLaunch(q, l.merchantId, createHash('sha256').update(l.token).digest('hex'), l.playerId, l.sessionStartedAt, l.now);
}


import { memberPath } from '@/lib/net/member-path';

/**
 * The way out of a game page (SPEC §2; launchGame's backUrl, WPS-PROTOCOL.md "Games"): the
 * lobby screen the member launched the game from, found as it was left. Shared: the web sends
 * the lobby's path at launch and keeps its scroll position; the platform writes the path into
 * the game page's exit.
 */

/** Where an exit leads when it was told nowhere, or somewhere it may not lead. */
export const gameExitDefault = '/m/home';
/** launchGame's backUrl is at most 500 characters (launchGameQuerySchema). */
export const gameExitMax_chars = 500;

/** A game page's exit: the backUrl when it is a path of this site under /m (memberPath), else home. */
export function gameExitPath(backUrl: string | null | undefined): string {
  return memberPath(backUrl, gameExitMax_chars) ?? gameExitDefault;
}

/** The backUrl a launch sends: the lobby's path and query, or its path alone when both are too long for launchGame. */
export function lobbyBackUrl(pathname: string, search: string): string {
  const href = `${pathname}${search}`;
  return href.length <= gameExitMax_chars ? href : pathname.slice(0, gameExitMax_chars);
}

/** The session-storage key under which a lobby keeps where it stood when a game was launched. */
export const lobbyReturnKey = 'lobby:return';
/** A kept position older than this is not restored: the member has long moved on. */
export const lobbyReturnMaxAge_ms = 6 * 60 * 60 * 1000;
/** How long a restore keeps following a list that grows back page by page (each a second apart at most). */
export const lobbyReturnFollow_ms = 10_000;

export interface LobbyReturn {
  /** The lobby's path and query, as its exit names it. */
  href: string;
  scrollY_px: number;
  at_ms: number;
}

/** What a lobby keeps at a launch, as stored. */
export function keepLobbyReturn(href: string, scrollY_px: number, now_ms: number): string {
  return JSON.stringify({ href: gameExitPath(href), scrollY_px: Math.max(0, Math.round(scrollY_px)), at_ms: now_ms } satisfies LobbyReturn);
}

/**
 * Where to scroll a lobby screen arriving at `href`: the position kept at the launch, when it
 * was kept for this very screen (path and query: the tab, the provider, the search) and lately;
 * else null (another screen, too old, unreadable, or the top anyway).
 */
export function lobbyReturnScroll(kept: string | null, href: string, now_ms: number): number | null {
  if (!kept) return null;
  let r: Partial<LobbyReturn>;
  try {
    r = JSON.parse(kept) as Partial<LobbyReturn>;
  } catch {
    return null;
  }
  if (typeof r.href !== 'string' || typeof r.scrollY_px !== 'number' || typeof r.at_ms !== 'number') return null;
  if (r.href !== gameExitPath(href) || r.scrollY_px <= 0) return null;
  const age_ms = now_ms - r.at_ms;
  return age_ms >= 0 && age_ms <= lobbyReturnMaxAge_ms ? r.scrollY_px : null;
}

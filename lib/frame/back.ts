import { isHomePath } from './home';
import { isOneOf, normalizePath } from './path';

/** What the top bar's left control does: nothing (a logo instead), a fixed page, or one step back. */
export type BackTarget = { kind: 'none' } | { kind: 'href'; href: string } | { kind: 'history' };

/**
 * The home page of each game category, for the back button of /m/gameList (SPEC §2 game lists;
 * ESPORTS and COCKFIGHT map to SPORTS; LOTT and ELOTT live on the lottery screen).
 */
const categoryHome: Readonly<Record<string, string>> = {
  RNG: '/m/slot-games',
  BINGO: '/m/slot-games',
  LIVE: '/m/live-games',
  PVP: '/m/poker-games',
  FISH: '/m/fishing-games',
  SPORTS: '/m/sport-games',
  ESPORTS: '/m/sport-games',
  COCKFIGHT: '/m/sport-games',
  LOTT: '/m/lottery',
  ELOTT: '/m/lottery',
};

export function categoryHomePath(gameType: string | null | undefined): string {
  const t = gameType?.trim().toUpperCase();
  return (t && categoryHome[t]) || '/m/home';
}

/** SPEC §2: fishing and poker pages; login, register, trail, activity, forget; and the message center go home. */
const backHome: ReadonlySet<string> = new Set([
  '/m/fishing-games', '/m/poker-games', '/m/login', '/m/register', '/m/trail', '/m/activity', '/m/forget', '/m/message',
]);

function searchParamsOf(path: string, search: string | URLSearchParams | null | undefined): URLSearchParams {
  if (search instanceof URLSearchParams) return search;
  if (typeof search === 'string') return new URLSearchParams(search);
  const q = path.indexOf('?');
  return new URLSearchParams(q === -1 ? '' : path.slice(q + 1).split('#', 1)[0]);
}

export function backTarget(path: string, search?: string | URLSearchParams | null): BackTarget {
  if (isHomePath(path) || normalizePath(path) === '/m/changePsw') return { kind: 'none' };
  if (normalizePath(path) === '/m/gameList') {
    return { kind: 'href', href: categoryHomePath(searchParamsOf(path, search).get('gameType')) };
  }
  if (isOneOf(path, backHome)) return { kind: 'href', href: '/m/home' };
  return { kind: 'history' };
}

import { comingSoonScreens } from '@/lib/routes/coming-soon';

/**
 * The public landing pages a search engine may index (the design card names search-engine
 * indexed landing pages): the lobby, its game lists, promotions, help, announcements, the app
 * page and the sign-in forms. Every other screen holds a member's data or an action (deposit,
 * inbox, agent screens, the trial account, password forms) and is served `noindex`.
 */
const indexablePaths: ReadonlySet<string> = new Set([
  '/m/home', '/m/hot-games', '/m/slot-games', '/m/live-games', '/m/poker-games', '/m/fishing-games', '/m/sport-games',
  '/m/esport-games', '/m/gameList', '/m/gameCenter', '/m/slotsCenter', '/m/lottery', '/m/lott', '/m/elott',
  '/m/activity', '/m/activityDetail', '/m/help', '/m/notice', '/m/app', '/m/register', '/m/login',
]);

/**
 * Whether a screen is indexed: a public landing page that is built. A screen still served by the
 * coming-soon placeholder (lib/routes/coming-soon.ts) is not worth a search result yet.
 */
export function isIndexable(path: string): boolean {
  return indexablePaths.has(path) && !Object.hasOwn(comingSoonScreens, path);
}

/**
 * The query parameters that make another page of a path (SPEC §2: a promotion's id, the help
 * item's index or the affiliate page, a game list's type and provider). Every other parameter
 * (lang, an affiliate code, tracking tags) leaves the page what it is and is dropped from its
 * canonical address.
 */
export const pageParams: Readonly<Record<string, readonly string[]>> = {
  '/m/activityDetail': ['id'],
  '/m/help': ['i', 'title'],
  '/m/gameList': ['gameType', 'vassalage', 'gameClassify'],
  '/m/slot-games': ['gameClassify'],
  '/m/sport-games': ['gameType'],
};

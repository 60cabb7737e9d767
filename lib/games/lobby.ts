/**
 * Pure rules of the lobby screens (SPEC §2 home, hot games, game lists, winner board; §4 home
 * reloads; §9 numbers). The components render what these decide.
 */

/**
 * The screen of each category (SPEC §2 category paths); bingo is the slot list filtered to BG.
 * Cockfight has no screen of its own: SPEC §2 files it on the sports screen, which then shows
 * the cockfight vendors under the Cockfight tab (category-view.ts).
 */
export const categoryPaths: Record<string, string> = {
  RNG: '/m/slot-games',
  LIVE: '/m/live-games',
  PVP: '/m/poker-games',
  FISH: '/m/fishing-games',
  SPORTS: '/m/sport-games',
  COCKFIGHT: '/m/sport-games?gameType=COCKFIGHT',
  ESPORTS: '/m/esport-games',
  LOTT: '/m/lottery',
  ELOTT: '/m/elott',
  BINGO: '/m/slot-games?gameClassify=BG',
};

/** The game type a category path lists (the inverse of categoryPaths for the list screens). */
export const pathTypes: Record<string, string> = {
  '/m/slot-games': 'RNG',
  '/m/live-games': 'LIVE',
  '/m/poker-games': 'PVP',
  '/m/fishing-games': 'FISH',
  '/m/sport-games': 'SPORTS',
  '/m/esport-games': 'ESPORTS',
};

/** Types whose screen lists games; the others show provider tiles (SPEC §2 game list screen). */
export const listTypes: readonly string[] = ['RNG', 'FISH', 'PVP'];
/** Provider tiles of these types open the vendor's game list instead of launching a lobby. */
export const providerListTypes: readonly string[] = ['FISH', 'PVP'];

export const isListType = (gameType: string) => listTypes.includes(gameType);

/** SPEC §2 category tabs: home, favourites, the vendor categories in server order, bingo. */
export function homeTabs(serverOrder: readonly string[], current?: string): string[] {
  const categories = serverOrder.filter((c) => c !== 'HOME' && c !== 'FAV' && c !== 'BINGO');
  // A category no vendor offers yet has no tab, but its screen reached by a link (its empty
  // state) still shows where the member is: its tab is added last, before bingo.
  if (current && current !== 'HOME' && current !== 'FAV' && current !== 'BINGO' && !categories.includes(current)) categories.push(current);
  return ['HOME', 'FAV', ...categories, 'BINGO'];
}

/** SPEC §2 home tab: one block per category except ELOTT, then bingo (slots classified BG). */
export function homeBlocks(serverOrder: readonly string[]): string[] {
  return [...serverOrder.filter((c) => c !== 'ELOTT' && c !== 'HOME' && c !== 'FAV' && c !== 'BINGO'), 'BINGO'];
}

/** SPEC §2 home previews: slots three to a row, fishing two, live one; the rest as slots. */
export function previewColumns(category: string): number {
  if (category === 'FISH') return 2;
  if (category === 'LIVE') return 1;
  return 3;
}

/**
 * The `sizes` of art `columns` to a row inside the app column (at most 480 px, 12 px margins):
 * about the CSS width it is shown at, from which the browser picks a raster of artSrcSet
 * (art.ts). A banner is one to a row.
 */
export function artSizes(columns: number): string {
  const vw = columns === 1 ? 95 : columns === 2 ? 46 : 31;
  return `(min-width: 480px) ${Math.round(456 / columns)}px, ${vw}vw`;
}

/** SPEC §9: a home preview asks for 9 games; a list page for 25. */
export const homePreviewSize = 9;

/**
 * How many tiles of a screen's first grid load at once, with high priority: the first row. The
 * rest load lazily, which still fetches those in view right after layout. With the banner and
 * nine tiles eager, /m/home's images competed with its stylesheets and scripts for the first
 * second; single Lighthouse runs scored 81 and 87 with three against 71 with nine (bench/README.md,
 * where the first frame's hold is traced to the stylesheets rather than the images).
 */
export const eagerTiles = 3;

/** SPEC §2 hot-games strip: the first 15; a 'more' tile (to /m/hot-games) when there are more than 10. */
export const hotStripSize = 15;
export const hotMoreAbove = 10;
export function hotStrip<T>(list: readonly T[]): { items: T[]; more: boolean } {
  return { items: list.slice(0, hotStripSize), more: list.length > hotMoreAbove };
}

/** SPEC §2 vendor slider: 3 visible, 20 px gap, prev/next only above 3 games; vendor list 'more' above 6. */
export const sliderVisible = 3;
export const sliderGap_px = 20;
export const sliderHasArrows = (count: number) => count > sliderVisible;
export const vendorListMoreAbove = 6;

/** A vendor slider row holds the vendor's first games, as many as a home preview; 'see all' has the rest. */
export const vendorSliderSize = 9;

/**
 * SPEC §2 vendor game list: it opens on the vendor's first 6 games with a 'more' control when the
 * vendor has more than 6 (SPEC §9 "vendor more threshold 6"); once opened, 'more' stays while
 * pages of the full list remain.
 */
export function vendorListHasMore(s: { totalCount: number; opened: boolean; pageNum: number; totalPages: number }): boolean {
  return s.opened ? s.pageNum < s.totalPages : s.totalCount > vendorListMoreAbove;
}

/** SPEC §2 winner board: the first 10 wins; a list scrolls (every 1500 ms) only with more than 3 entries. */
export const winnersShown = 10;
export const winnerScrollAbove = 3;
export const winnerScroll_ms = 1500;

/** SPEC §2 game list: search waits 600 ms, more loads within 300 px of the bottom, at most once a second. */
export const searchDebounce_ms = 600;
export const scrollThreshold_px = 300;
export const scrollThrottle_ms = 1000;

/** SPEC §5 minimum-bet filter choices (all, then the stakes). */
export const minBetChoices: readonly number[] = [0.01, 0.05, 0.1, 0.5, 0.75];

/** Whether another page should load: near the bottom, more pages left, not already loading. */
export function shouldLoadMore(s: { scrollBottom_px: number; pageNum: number; totalPages: number; loading: boolean }): boolean {
  return !s.loading && s.pageNum < s.totalPages && s.scrollBottom_px <= scrollThreshold_px;
}

/** SPEC §2 hot-games screen search: local, case-insensitive, by name; empty restores the list. */
export function searchByName<T extends { gameName: string; displayName?: string; nodeName?: string }>(list: readonly T[], text: string): T[] {
  const q = text.trim().toLowerCase();
  if (!q) return [...list];
  return list.filter((g) => [g.gameName, g.displayName, g.nodeName].some((n) => n?.toLowerCase().includes(q)));
}

/** The hot-games screen's search is at most this long (as the game list's gameName). */
export const hotSearchMax_chars = 50;

/** What the hot-games screen shows: a category (game type, '' for all) and the search text. */
export interface HotGamesFilter {
  gameType: string;
  gameName: string;
}

/**
 * The hot-games filter a URL holds (`?gameType=RNG&gameName=luck`). The screen writes its
 * choice into its URL as the member makes it, so a game launched from it carries them in its
 * backUrl and the exit brings the member back to the same category and search, as the other
 * list screens do (issue 15); anything odd in the query reads as no filter.
 */
export function hotGamesFilter(query: { gameType?: string | string[]; gameName?: string | string[] }): HotGamesFilter {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';
  const gameType = one(query.gameType).trim().toUpperCase();
  return {
    gameType: /^[A-Z]{1,16}$/.test(gameType) ? gameType : '',
    gameName: one(query.gameName).slice(0, hotSearchMax_chars),
  };
}

/** The query of a hot-games filter, as the screen writes it into its URL ('' for none). */
export function hotGamesSearch(f: HotGamesFilter): string {
  const q = new URLSearchParams();
  if (f.gameType) q.set('gameType', f.gameType);
  if (f.gameName.trim()) q.set('gameName', f.gameName.trim());
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** SPEC §2 jackpot counter: currency symbol and 2 decimals; nothing without a funded pool. */
export function jackpotShown(j: { active: boolean; amount: number } | null | undefined): boolean {
  return Boolean(j && j.active && j.amount > 0);
}

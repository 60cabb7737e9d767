import { gameTypes } from '@/lib/wps/schemas/games';
import { categoryScreenType } from './categories';
import { isListType } from './lobby';

/**
 * What a category screen shows (SPEC §2 game list screen), decided from its path and query.
 * Server code only: the game types come from the wire schemas, whose zod must stay out of a
 * phone's bundle (README.md).
 */
export interface CategoryView {
  /** The type whose games or provider tiles the screen shows. */
  gameType: string;
  /** The category tab that is highlighted, and the screen's heading. */
  tab: string;
  /** The game list, the provider tiles, or nothing here: lotteries live on /m/lottery. */
  shows: 'list' | 'providers' | 'lottery';
}

export interface CategoryRequest {
  path: string;
  /** The type of a per-category path (/m/sport-games: SPORTS); none on /m/gameList. */
  fixedType?: string;
  /** The gameType query, as sent. */
  gameType?: string;
  /** The member's own lists (dataType fav or recent) or every game. */
  mode: 'all' | 'fav' | 'recent';
  vassalage: string;
  gameClassify: string;
}

export function categoryView(r: CategoryRequest): CategoryView {
  const asked = (r.gameType ?? '').trim().toUpperCase().slice(0, 16);
  // A per-category path shows its own type, or one that SPEC §2 files on it: the sports screen
  // also shows e-sports and cockfight (?gameType=COCKFIGHT), so the Cockfight tab lands there.
  const requested = r.fixedType ? (asked && asked !== r.fixedType && categoryScreenType(asked) === r.fixedType ? asked : r.fixedType) : asked || 'RNG';
  const gameType = (gameTypes as readonly string[]).includes(requested) ? requested : 'RNG';
  const tab = r.mode === 'fav' ? 'FAV' : r.gameClassify === 'BG' ? 'BINGO' : gameType;
  if (gameType === 'LOTT' || gameType === 'ELOTT') return { gameType, tab, shows: 'lottery' };
  if (r.mode !== 'all') return { gameType, tab, shows: 'list' };
  // Fishing and poker open on their providers unless one was chosen (SPEC §2 provider tiles).
  if ((gameType === 'FISH' || gameType === 'PVP') && !r.vassalage && r.path !== '/m/gameList') return { gameType, tab, shows: 'providers' };
  // A chosen provider lists its games whatever the type: a live-casino tile opens
  // /m/gameList?gameType=LIVE&vassalage=..., which showed the provider tiles again.
  return { gameType, tab, shows: isListType(gameType) || r.vassalage ? 'list' : 'providers' };
}

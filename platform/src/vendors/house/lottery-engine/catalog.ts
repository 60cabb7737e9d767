import { lotteryScreenPath } from '@/lib/games/lottery/view';
import type { HouseCatalogEntry } from '../catalog-entry';

/**
 * The fast lotteries (../lottery/schedule.ts) as catalog games of the house, listed under LOTT
 * (5D) and ELOTT (11 choose 5), node ids 1401–1404. The catalog's game id is also the wallet's
 * gameId of their bets. A tile opens the lottery's betting screen of the site (/m/lott, /m/elott)
 * on its game (`?game=5d-1m`), which speaks the /lgw gateway; there is no client page under /games/house.
 */
export const houseLotteryGames: readonly { gameId: string; lotteryId: string; gameType: 'LOTT' | 'ELOTT'; names: { EN: string; ZH: string } }[] = [
  { gameId: 'house-lottery-5d-1m', lotteryId: '5d-1m', gameType: 'LOTT', names: { EN: '5D Lotto 1 min', ZH: '五星彩 1分钟' } },
  { gameId: 'house-lottery-5d-5m', lotteryId: '5d-5m', gameType: 'LOTT', names: { EN: '5D Lotto 5 min', ZH: '五星彩 5分钟' } },
  { gameId: 'house-lottery-11x5-1m', lotteryId: '11x5-1m', gameType: 'ELOTT', names: { EN: '11 Choose 5 1 min', ZH: '11选5 1分钟' } },
  { gameId: 'house-lottery-11x5-5m', lotteryId: '11x5-5m', gameType: 'ELOTT', names: { EN: '11 Choose 5 5 min', ZH: '11选5 5分钟' } },
];

export const lotteryCatalog: readonly HouseCatalogEntry[] = houseLotteryGames.map((g, i) => ({
  nodeId: 1401 + i, gameId: g.gameId, names: g.names, gameType: g.gameType, minBet: '0.01', supportPlay: false, sort: (i % 2) + 1,
  // The betting screen reads its game from `game` (lib/games/lottery/view.ts, as /m/lottery's links do).
  page: lotteryScreenPath(g.gameType, g.lotteryId), art: { motif: 'lottery', hue: [35, 55, 265, 290][i]! },
}));

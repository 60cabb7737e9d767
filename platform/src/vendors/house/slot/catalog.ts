import type { HouseCatalogEntry } from '../catalog-entry';
import { slotTitles } from './titles';

/** The game id of Lucky 5, the first slot (the catalog's id for it). */
export const houseSlotGameId = 'house-lucky-5';

/** Node ids of the titles: Lucky 5 kept its 1001; the titles after it from 1201. */
const nodeIds: Readonly<Record<string, number>> = {
  [houseSlotGameId]: 1001, 'house-reef-pearls': 1201, 'house-comet-forge': 1202, 'house-orchard-bells': 1203,
};

/**
 * The slots as the lobby lists them (../catalog.ts), one per title of titles.ts; every one
 * plays on /games/house/slot by its game id. The smallest bet is 20 lines at a coin of 0.01.
 */
export const slotCatalog: readonly HouseCatalogEntry[] = slotTitles.map((t, i) => {
  const nodeId = nodeIds[t.gameId];
  if (nodeId === undefined) throw new Error(`house slot ${t.gameId} has no node id`);
  return {
    nodeId, gameId: t.gameId, names: t.names, gameType: 'RNG', minBet: '0.2', supportPlay: true, sort: i + 1,
    page: '/games/house/slot', art: { motif: t.theme.motif, hue: t.theme.hue },
  };
});

import type { HouseCatalogEntry } from '../catalog-entry';

/** The game id of Lucky 5, the first slot (the catalog's id for it). */
export const houseSlotGameId = 'house-lucky-5';

/** The slots as the lobby lists them (../catalog.ts); every one plays on /games/house/slot by its game id. */
export const slotCatalog: readonly HouseCatalogEntry[] = [
  {
    nodeId: 1001, gameId: houseSlotGameId, names: { EN: 'Lucky 5', ZH: '幸运5' }, gameType: 'RNG', minBet: '0.2',
    supportPlay: true, sort: 1, page: '/games/house/slot', art: { motif: 'slot-lucky-5', hue: 40 },
  },
];

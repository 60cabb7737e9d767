import type { HouseCatalogEntry } from '../catalog-entry';

/** The catalog ids of the live tables: each is also its table's id. */
export const houseTableGameIds = { roulette: 'house-roulette', baccarat: 'house-baccarat', dragonTiger: 'house-dragon-tiger' } as const;

/** The catalog id of 75-ball bingo (tables/bingo.ts, on the tables' engine): also its table's id. */
export const houseBingoGameId = 'house-bingo';

/**
 * The live tables as the lobby lists them (../catalog.ts). Node ids 1156–1158 are what the
 * seed gave them when the demo catalog still held made-up vendors, kept for databases seeded then.
 */
export const tableCatalog: readonly HouseCatalogEntry[] = [
  {
    nodeId: 1156, gameId: houseTableGameIds.roulette, names: { EN: 'European Roulette', ZH: '欧式轮盘' }, gameType: 'LIVE', minBet: '1',
    roomId: 'HT1', supportPlay: false, sort: 1, page: '/games/house/roulette', art: { motif: 'roulette', hue: 145 },
  },
  {
    nodeId: 1157, gameId: houseTableGameIds.baccarat, names: { EN: 'Baccarat', ZH: '百家乐' }, gameType: 'LIVE', minBet: '1',
    roomId: 'HT2', supportPlay: false, sort: 2, page: '/games/house/baccarat', art: { motif: 'shoe', hue: 210 },
  },
  {
    nodeId: 1158, gameId: houseTableGameIds.dragonTiger, names: { EN: 'Dragon Tiger', ZH: '龙虎' }, gameType: 'LIVE', minBet: '1',
    roomId: 'HT3', supportPlay: false, sort: 3, page: '/games/house/dragon-tiger', art: { motif: 'dragon-tiger', hue: 0 },
  },
];

/**
 * 75-ball bingo as the lobby lists it: a slot-list game classified BG, which is where SPEC §3
 * puts bingo (/m/slot-games?gameClassify=BG), first of that list; its cards cost 0.10 and up.
 * Node 1159 is what the seed gave it before the catalog was gathered here.
 */
export const bingoCatalog: readonly HouseCatalogEntry[] = [
  {
    nodeId: 1159, gameId: houseBingoGameId, names: { EN: 'Bingo', ZH: '宾果' }, gameType: 'RNG', gameClassify: 'BG', gameClassifyNew: ['BG'],
    minBet: '0.1', supportPlay: false, sort: 1, page: '/games/house/bingo', art: { motif: 'bingo', hue: 320 },
  },
];

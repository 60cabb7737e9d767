import { baccaratBetKinds, baccaratLimits, baccaratReturn } from '../baccarat/bets';
import { dealBaccarat } from '../baccarat/hand';
import { dealDragonTiger, dragonTigerBetKinds, dragonTigerLimits, dragonTigerReturn } from '../dragon-tiger/game';
import { houseBingoGameId, houseTableGameIds } from '../launch';
import { bingoTable } from './bingo';
import { cardTable } from './card-table';
import type { TableGame } from './game';
import { pagePath, tablePage, type GameArea, type TableKind, type TablePageConfig } from './page';
import { bingoArea } from './page-bingo';
import { cardArea } from './page-cards';
import { rouletteArea } from './page-roulette';
import { rouletteTable } from './roulette';
import { verifyScript } from './verify-bundle';
import { verifyPage } from './verify-page';

/** A page of a table game under /games/house (its client page, its verification page). */
export interface TablePage {
  /** Path under /games/house, e.g. `/roulette`. */
  path: string;
  render(cfg: TablePageConfig): string | Promise<string>;
}

/** The catalog ids of the house's tables (launch.ts maps them to their pages). */
export const tableGameIds = houseTableGameIds;

/** Punto banco on an 8-deck shoe (baccarat/README.md). */
export const baccaratTable = (gameId: string, timing = { betting_ms: 15_000, result_ms: 7_000 }): TableGame => cardTable(gameId, timing, {
  game: 'baccarat', sides: ['banker', 'player'], kinds: baccaratBetKinds, limits: baccaratLimits, deal: dealBaccarat, returnOf: baccaratReturn,
  marks: (h) => ({ playerPair: h.playerPair, bankerPair: h.bankerPair, natural: h.natural }),
});

/** Dragon tiger on the same shoe (dragon-tiger/README.md). */
export const dragonTigerTable = (gameId: string, timing = { betting_ms: 12_000, result_ms: 5_000 }): TableGame => cardTable(gameId, timing, {
  game: 'dragonTiger', sides: ['dragon', 'tiger'], kinds: dragonTigerBetKinds, limits: dragonTigerLimits, deal: dealDragonTiger, returnOf: dragonTigerReturn,
  marks: (h) => ({ suitedTie: h.suitedTie }),
});

/** The house's table games by catalog id: each an adapter of its pure mathematics to TableGame. */
export const tableGames: Readonly<Record<string, TableGame>> = {
  [tableGameIds.roulette]: rouletteTable(tableGameIds.roulette),
  [tableGameIds.baccarat]: baccaratTable(tableGameIds.baccarat),
  [tableGameIds.dragonTiger]: dragonTigerTable(tableGameIds.dragonTiger),
  [houseBingoGameId]: bingoTable(houseBingoGameId),
};

const kinds: { kind: TableKind; gameId: string; area: () => GameArea }[] = [
  { kind: 'roulette', gameId: tableGameIds.roulette, area: () => rouletteArea },
  { kind: 'baccarat', gameId: tableGameIds.baccarat, area: () => cardArea('baccarat') },
  { kind: 'dragonTiger', gameId: tableGameIds.dragonTiger, area: () => cardArea('dragonTiger') },
  { kind: 'bingo', gameId: houseBingoGameId, area: () => bingoArea(tableGames[houseBingoGameId]!.timing.calling_ms!) },
];

/** Each table's client page and its verification page. */
export const tablePages: readonly TablePage[] = kinds.flatMap(({ kind, gameId, area }) => [
  { path: `/${pagePath(kind)}`, render: (cfg: TablePageConfig) => tablePage(kind, gameId, area(), cfg) },
  { path: `/${pagePath(kind)}/verify`, render: async (cfg: TablePageConfig) => verifyPage(kind, cfg.language, await verifyScript()) },
]);

/**
 * The lotteries' verification page (one for every lottery game: the format is picked on it or
 * given by the results' link). It lives with the tables' verification pages because it is the
 * same page and bundle; the draw it recomputes is `../lottery/formats.ts`'s.
 */
export const lotteryVerifyPage: TablePage = {
  path: '/lottery/verify',
  render: async (cfg: TablePageConfig) => verifyPage('lottery', cfg.language, await verifyScript()),
};

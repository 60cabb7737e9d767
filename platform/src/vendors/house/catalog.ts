import type { HouseCatalogEntry } from './catalog-entry';
import { lotteryCatalog } from './lottery-engine/catalog';
import { slotCatalog } from './slot/catalog';
import { bingoCatalog, tableCatalog } from './tables/catalog';

export type { HouseCatalogEntry } from './catalog-entry';

/**
 * What the in-house vendor offers the lobby: one entry per game that plays, each written by
 * the game's own folder (slot/catalog.ts, tables/catalog.ts, ...) and gathered here. The demo
 * seed (platform/seed/games.ts) turns these into catalog rows; launch.ts reads the page each
 * opens. A new house game adds its folder's list to `houseCatalog` below and nothing else.
 * Every house game, in the lobby's order.
 */
export const houseCatalog: readonly HouseCatalogEntry[] = [
  ...slotCatalog,
  ...tableCatalog,
  ...bingoCatalog,
  ...lotteryCatalog,
];

/** A house game's entry by its game id. */
export function houseCatalogEntry(gameId: string): HouseCatalogEntry | undefined {
  return houseCatalog.find((g) => g.gameId === gameId);
}

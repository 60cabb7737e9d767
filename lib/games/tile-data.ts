import type { Game } from '@/lib/wps/schemas/games';

/** What a tile shows and does with a game: the catalog's game without the fields a tile never reads. */
export type TileGame = Pick<Game, 'nodeId' | 'gameId' | 'vassalage' | 'gameType' | 'displayName' | 'showIcon' | 'mobileLargeIcon' | 'favourite' | 'roomId'>;

/**
 * Only a tile's fields of a game: what a server screen hands a client list of tiles. Each
 * field handed over is written into the page's RSC payload, and a tile rendered on the server
 * is written there again as its whole element tree (about 1 KB with its srcset), so a list of
 * these is the lightest form of a screen's tiles.
 */
export function tileGame(g: TileGame): TileGame {
  return {
    nodeId: g.nodeId, gameId: g.gameId, vassalage: g.vassalage, gameType: g.gameType, displayName: g.displayName,
    showIcon: g.showIcon, mobileLargeIcon: g.mobileLargeIcon, favourite: g.favourite, roomId: g.roomId,
  };
}

/** A tile with the names a local search by name looks at (the hot-games screen). */
export type SearchableTileGame = TileGame & Pick<Game, 'gameName' | 'nodeName'>;

export function searchableTileGame(g: SearchableTileGame): SearchableTileGame {
  return { ...tileGame(g), gameName: g.gameName, nodeName: g.nodeName };
}

/** A page of games with only their tiles' fields (tileGame), the rest of the page as it was. */
export function tileList<C extends { games: readonly TileGame[] }>(c: C): Omit<C, 'games'> & { games: TileGame[] } {
  return { ...c, games: c.games.map(tileGame) };
}

/** What a launch needs of a game. */
export type LaunchTarget = Pick<Game, 'nodeId' | 'gameId' | 'vassalage' | 'gameType' | 'roomId'>;

/** What the favourite calls send for a game (SPEC §4: nodeId and vendor). */
export interface FavouriteTarget { nodeId: string; vendor: string }

/**
 * The data attributes a launchable element carries for LobbyActions, one short attribute a
 * field: a lobby screen holds dozens of tiles, and each is in the HTML and again in the page's
 * RSC payload, where a JSON attribute was escaped twice (about 320 bytes a tile more).
 */
export function launchAttributes(g: LaunchTarget): Record<string, string> {
  const a: Record<string, string> = { 'data-launch': g.nodeId, 'data-game': g.gameId, 'data-vendor': g.vassalage, 'data-type': g.gameType };
  if (g.roomId) a['data-room'] = g.roomId;
  return a;
}

/** The same for a favourite heart. */
export function favouriteAttributes(g: Pick<Game, 'nodeId' | 'vassalage'>): Record<string, string> {
  return { 'data-fav': g.nodeId, 'data-vendor': g.vassalage };
}

/** What launchAttributes wrote, read back from an element's dataset; null when a field is missing. */
export function launchTarget(d: DOMStringMap): LaunchTarget | null {
  const { launch: nodeId, game: gameId, vendor: vassalage, type } = d;
  if (!nodeId || !gameId || !vassalage || !type) return null;
  // The server checks the type against its catalog; this module stays free of the schemas' zod.
  return { nodeId, gameId, vassalage, gameType: type as LaunchTarget['gameType'], roomId: d.room ?? null };
}

/** What favouriteAttributes wrote, read back; null when a field is missing. */
export function favouriteTarget(d: DOMStringMap): FavouriteTarget | null {
  return d.fav && d.vendor ? { nodeId: d.fav, vendor: d.vendor } : null;
}

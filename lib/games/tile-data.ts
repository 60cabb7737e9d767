import type { Game } from '@/lib/wps/schemas/games';

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

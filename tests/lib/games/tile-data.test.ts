import { searchByName } from '@/lib/games/lobby';
import { favouriteAttributes, favouriteTarget, launchAttributes, launchTarget, searchableTileGame, tileGame, tileList } from '@/lib/games/tile-data';

/** An element's dataset as the browser builds it from data-* attributes. */
const dataset = (attrs: Record<string, string>): DOMStringMap =>
  Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k.slice('data-'.length).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), v]));

describe('tile data attributes (what LobbyActions reads from a tile)', () => {
  const game = { nodeId: '1001', gameId: 'house-lucky-5', vassalage: 'HOUSE', gameType: 'RNG' as const, roomId: null };

  it('carries a launch there and back, with the room only when the game has one', () => {
    const attrs = launchAttributes(game);
    expect(attrs).toEqual({ 'data-launch': '1001', 'data-game': 'house-lucky-5', 'data-vendor': 'HOUSE', 'data-type': 'RNG' });
    expect(launchTarget(dataset(attrs))).toEqual(game);
    const live = { ...game, gameType: 'LIVE' as const, roomId: 'baccarat-7' };
    expect(launchTarget(dataset(launchAttributes(live)))).toEqual(live);
  });

  it('carries a favourite as the nodeId and vendor the favourite calls send', () => {
    expect(favouriteTarget(dataset(favouriteAttributes(game)))).toEqual({ nodeId: '1001', vendor: 'HOUSE' });
  });

  it('reads nothing from an element that lacks a field', () => {
    const { 'data-game': _game, ...noGame } = launchAttributes(game);
    expect(launchTarget(dataset(noGame))).toBeNull();
    expect(launchTarget({})).toBeNull();
    expect(favouriteTarget(dataset({ 'data-fav': '1001' }))).toBeNull();
  });
});

describe('tile games (what a server screen hands a client list of tiles)', () => {
  /** A game of the catalog as GCSGAME_gameList answers it (SPEC §3). */
  const full = {
    gameId: 'g7', nodeId: '7', nodeName: 'Game 7', gameName: 'Game 7', displayName: 'Game 7', gameType: 'RNG' as const, vassalage: 'LUCKYSTAR',
    gameClassify: null, gameClassifyNew: [], minBet: 0.1, mobileLargeIcon: '/a.svg', showIcon: '/a.svg', iconUrl: '/a.svg', roomId: 'baccarat-7',
    supportPlay: true, favourite: true,
  };
  const tile = {
    nodeId: '7', gameId: 'g7', vassalage: 'LUCKYSTAR', gameType: 'RNG', displayName: 'Game 7', showIcon: '/a.svg', mobileLargeIcon: '/a.svg',
    favourite: true, roomId: 'baccarat-7',
  };

  it('keeps exactly what a tile shows and does, and drops the rest of the catalog game', () => {
    expect(tileGame(full)).toEqual(tile);
    expect(Object.keys(full).filter((k) => !(k in tile))).toEqual(['nodeName', 'gameName', 'gameClassify', 'gameClassifyNew', 'minBet', 'iconUrl', 'supportPlay']);
  });

  it('keeps the names a search by name looks at for the hot-games screen, and nothing else more', () => {
    const searchable = searchableTileGame(full);
    expect(searchable).toEqual({ ...tile, gameName: 'Game 7', nodeName: 'Game 7' });
    expect(searchByName([searchable, { ...searchable, nodeId: '8', gameName: 'Other', displayName: 'Other', nodeName: 'Other' }], 'game 7')).toEqual([searchable]);
  });

  it('slims a page of games and leaves its paging alone', () => {
    const page = { games: [full, { ...full, nodeId: '8' }], pageNum: 2, pageSize: 25, totalPages: 3, totalCount: 52 };
    expect(tileList(page)).toEqual({ games: [tile, { ...tile, nodeId: '8' }], pageNum: 2, pageSize: 25, totalPages: 3, totalCount: 52 });
  });
});

import { favouriteAttributes, favouriteTarget, launchAttributes, launchTarget } from '@/lib/games/tile-data';

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

/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AutoScroll } from '@/components/lobby/auto-scroll';
import { GameGrid } from '@/components/lobby/game-grid';
import { GameTile } from '@/components/lobby/game-tile';
import { artSrcSet, gameArtPath } from '@/lib/games/art';
import { artSizes } from '@/lib/games/lobby';
import { launchAttributes } from '@/lib/games/tile-data';
import { LobbyActions } from '@/components/lobby/lobby-actions';
import { eagerTiles, winnerScroll_ms, winnerScrollAbove } from '@/lib/games';
import { renderWithIntl } from '../frame/render';
import { mockFetch, wpsAnswer, wpsRefusal } from '@/tests/support/wps-answer';
import { range } from './fixtures';

const router = { push: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/m/slot-games' }));
const assign = jest.fn();
jest.mock('@/lib/net/navigate', () => ({ navigateTo: (url: string) => assign(url) }));

const game = {
  nodeId: '42', gameId: 'house-lucky-5', vassalage: 'HOUSE', gameType: 'RNG' as const, displayName: 'Lucky Fives',
  showIcon: '/games/art/game/HOUSE/house-lucky-5.svg', mobileLargeIcon: '/games/art/game/HOUSE/house-lucky-5-large.svg', favourite: false, roomId: null,
};
const lobby = (loggedIn: boolean, tile = <GameTile game={game} />) => renderWithIntl(<LobbyActions loggedIn={loggedIn}><ul>{tile}</ul></LobbyActions>);
beforeEach(() => jest.clearAllMocks());

describe('game tiles and the lobby taps (SPEC §2, §4)', () => {
  it('loads the first row of a grid at once and at high priority, the rest lazily, every image sized', () => {
    const { container } = renderWithIntl(<GameGrid games={range(1, 9)} eager={eagerTiles} />);
    const imgs = [...container.querySelectorAll('img')];
    expect(eagerTiles).toBe(3);
    expect(imgs.map((i) => i.getAttribute('loading'))).toEqual([...Array(3).fill('eager'), ...Array(6).fill('lazy')]);
    expect(imgs.map((i) => i.getAttribute('fetchpriority'))).toEqual([...Array(3).fill('high'), ...Array(6).fill(null)]);
    expect(imgs.every((i) => i.getAttribute('width') === '160' && i.getAttribute('height') === '160')).toBe(true);
    // The hearts are drawn by CSS: a tile's markup is an image, a name and two buttons.
    expect(container.querySelectorAll('svg')).toHaveLength(0);
    expect(container.querySelectorAll('li > *')).toHaveLength(9 * 2);
  });

  it('offers drawn art at the widths it is made at, sized by how many tiles share a row; an operator image as it is', () => {
    const drawn = (variant: 'square' | 'large') => gameArtPath({ vassalage: 'HOUSE', gameId: 'house-lucky-5', title: 'Lucky 5', hue: 40, gameType: 'RNG', variant });
    const art = { ...range(1, 1)[0]!, showIcon: drawn('square'), mobileLargeIcon: drawn('large') };
    const imgOf = (columns: number) => renderWithIntl(<GameGrid games={[art]} columns={columns} />).container.querySelector('img')!;
    for (const columns of [3, 2]) {
      const img = imgOf(columns);
      expect(img.getAttribute('src')).toBe(drawn('square'));
      expect(img.getAttribute('srcset')).toBe(artSrcSet(drawn('square')));
      expect(img.getAttribute('sizes')).toBe(artSizes(columns));
    }
    const live = imgOf(1);
    expect([live.getAttribute('src'), live.getAttribute('srcset'), live.getAttribute('sizes')]).toEqual([drawn('large'), artSrcSet(drawn('large')), artSizes(1)]);
    const cdn = renderWithIntl(<GameTile game={{ ...game, showIcon: 'https://cdn.example.com/lucky.png' }} />).container.querySelector('img')!;
    expect([cdn.getAttribute('src'), cdn.hasAttribute('srcset'), cdn.hasAttribute('sizes')]).toEqual(['https://cdn.example.com/lucky.png', false, false]);
  });

  it('sends a visitor to the login, coming back here, for a launch or a heart', async () => {
    const calls = mockFetch(() => ({ success: true }));
    lobby(false);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Play Lucky Fives' })); });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Add Lucky Fives to favourites' })); });
    expect(router.push).toHaveBeenCalledTimes(2);
    expect(router.push).toHaveBeenCalledWith('/m/login?next=%2Fm%2Fslot-games');
    expect(calls).toEqual([]);
  });

  it('launches through launchGame and goes to the game url, also from the image inside the tile', async () => {
    const calls = mockFetch(() => wpsAnswer('launchGame', { content: { game_url: '/games/house/slot?token=t', accountType: 1 } }));
    const { container } = lobby(true);
    await act(async () => { fireEvent.click(container.querySelector('img')!); });
    expect(calls[0]!.path).toBe('/wps/game/launchGame?nodeId=42&gameId=house-lucky-5&vassalage=HOUSE&gameType=RNG&platform=html5&clientType=2&accountType=1&backUrl=%2F');
    expect(assign).toHaveBeenCalledWith('/games/house/slot?token=t');
  });

  it('shows a launch refusal translated', async () => {
    mockFetch(() => wpsRefusal('launchGame', 'game.unavailable'));
    lobby(true);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Play Lucky Fives' })); });
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(assign).not.toHaveBeenCalled();
  });

  it('toggles the favourite at once and undoes it when the server refuses', async () => {
    let ok = true;
    const calls = mockFetch(() => (ok ? wpsAnswer('gameFavouriteAdd', { nodeId: '42', favourite: true }) : wpsRefusal('gameFavouriteAdd', 'unknown.error')));
    lobby(true);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Add Lucky Fives to favourites' })); });
    expect(calls[0]).toEqual({ method: 'POST', path: '/wps/game/favorite', body: { nodeId: '42', vendor: 'HOUSE' } });
    const heart = screen.getByRole('button', { name: 'Remove Lucky Fives from favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    ok = false;
    await act(async () => { fireEvent.click(heart); });
    expect(calls[1]!.method).toBe('DELETE');
    expect(screen.getByRole('button', { name: 'Remove Lucky Fives from favourites' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('takes a game out of a favourites list at once, before the server answers, and brings it back on a refusal', async () => {
    // The server answers only when the test says so, so the list can be seen in between.
    let answer: (a: { success: boolean; errorCode?: string }) => void = () => undefined;
    const calls: { method: string }[] = [];
    globalThis.fetch = jest.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ method: init?.method ?? 'GET' });
      return new Promise<Response>((resolve) => {
        answer = (a) => resolve({ json: async () => ({ value: null, ...a }) } as Response);
      });
    }) as typeof fetch;
    const favourite = { ...game, favourite: true };
    const { container } = renderWithIntl(<LobbyActions loggedIn><div data-fav-list><ul><GameTile game={favourite} /></ul></div></LobbyActions>);
    const tile = container.querySelector('li')!;
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Remove Lucky Fives from favourites' })); });
    expect(calls[0]!.method).toBe('DELETE');
    expect(tile.hidden).toBe(true);
    await act(async () => { answer({ success: false, errorCode: 'unknown.error' }); });
    expect(tile.hidden).toBe(false);
    expect(screen.getByRole('button', { name: 'Remove Lucky Fives from favourites', hidden: true }).getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps a tile in an ordinary list when its heart is turned off', async () => {
    mockFetch(() => wpsAnswer('gameFavouriteRemove', { nodeId: '42', favourite: false }));
    const { container } = lobby(true, <GameTile game={{ ...game, favourite: true }} />);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Remove Lucky Fives from favourites' })); });
    expect(container.querySelector('li')!.hidden).toBe(false);
    expect(screen.getByRole('button', { name: 'Add Lucky Fives to favourites' })).toBeTruthy();
  });

  it('has no heart on hot-games cards', () => {
    lobby(true, <GameTile game={game} heart={false} />);
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
  });

  it('launches a winner-board entry like a tile', async () => {
    const calls = mockFetch(() => wpsAnswer('launchGame', { content: { game_url: '/games/house/slot?token=w', accountType: 1 } }));
    renderWithIntl(<LobbyActions loggedIn><ul><li><button type="button" {...launchAttributes(game)}>ab***z · Lucky Fives</button></li></ul></LobbyActions>);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'ab***z · Lucky Fives' })); });
    expect(calls[0]!.path).toContain('nodeId=42');
    expect(assign).toHaveBeenCalledWith('/games/house/slot?token=w');
  });

  it('scrolls a winner list every 1500 ms only above 3 entries', () => {
    jest.useFakeTimers();
    try {
      window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
      const scrollTo = jest.fn();
      Element.prototype.scrollTo = scrollTo as unknown as Element['scrollTo'];
      const { unmount } = render(<AutoScroll count={winnerScrollAbove} above={winnerScrollAbove} every_ms={winnerScroll_ms} rowHeight_px={52} className="" label="wins"><li>a</li></AutoScroll>);
      jest.advanceTimersByTime(winnerScroll_ms * 3);
      expect(scrollTo).not.toHaveBeenCalled();
      unmount();
      render(<AutoScroll count={winnerScrollAbove + 1} above={winnerScrollAbove} every_ms={winnerScroll_ms} rowHeight_px={52} className="" label="wins"><li>a</li></AutoScroll>);
      jest.advanceTimersByTime(winnerScroll_ms - 1);
      expect(scrollTo).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(scrollTo).toHaveBeenCalledTimes(1);
      expect(winnerScroll_ms).toBe(1500);
    } finally {
      jest.useRealTimers();
    }
  });
});

/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { GameTile } from '@/components/lobby/game-tile';
import { renderWithIntl } from '../frame/render';
import { mockFetch } from '../account/fetch-mock';

const router = { push: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/m/slot-games' }));

const game = {
  nodeId: '42', gameId: 'house-lucky-5', vassalage: 'HOUSE', gameType: 'RNG' as const, displayName: 'Lucky Fives',
  showIcon: '/games/art/game/HOUSE/house-lucky-5.svg', mobileLargeIcon: '/games/art/game/HOUSE/house-lucky-5-large.svg', favourite: false, roomId: null,
};
const assign = jest.fn();
jest.mock('@/lib/net/navigate', () => ({ navigateTo: (url: string) => assign(url) }));
beforeEach(() => jest.clearAllMocks());

describe('GameTile', () => {
  it('sends a visitor to the login, coming back here, for a launch or a heart', () => {
    const calls = mockFetch(() => ({ success: true }));
    renderWithIntl(<ul><GameTile game={game} loggedIn={false} /></ul>);
    fireEvent.click(screen.getByRole('button', { name: 'Play Lucky Fives' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Lucky Fives to favourites' }));
    expect(router.push).toHaveBeenCalledTimes(2);
    expect(router.push).toHaveBeenCalledWith('/m/login?next=%2Fm%2Fslot-games');
    expect(calls).toEqual([]);
  });

  it('launches through launchGame and goes to the game url', async () => {
    const calls = mockFetch(() => ({ success: true, value: { content: { game_url: '/games/house/slot?token=t', accountType: 1 } } }));
    renderWithIntl(<ul><GameTile game={game} loggedIn /></ul>);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Play Lucky Fives' })); });
    expect(calls[0]!.path).toBe('/wps/game/launchGame?nodeId=42&gameId=house-lucky-5&vassalage=HOUSE&gameType=RNG&platform=html5&clientType=2&accountType=1');
    expect(assign).toHaveBeenCalledWith('/games/house/slot?token=t');
  });

  it('shows a launch refusal translated', async () => {
    mockFetch(() => ({ success: false, errorCode: 'game.unavailable' }));
    renderWithIntl(<ul><GameTile game={game} loggedIn /></ul>);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Play Lucky Fives' })); });
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(assign).not.toHaveBeenCalled();
  });

  it('toggles the favourite at once and undoes it when the server refuses', async () => {
    let ok = true;
    const calls = mockFetch(() => (ok ? { success: true, value: { nodeId: '42', favourite: true } } : { success: false, errorCode: 'unknown.error' }));
    renderWithIntl(<ul><GameTile game={game} loggedIn /></ul>);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Add Lucky Fives to favourites' })); });
    expect(calls[0]).toEqual({ method: 'POST', path: '/wps/game/favorite', body: { nodeId: '42', vendor: 'HOUSE' } });
    const heart = screen.getByRole('button', { name: 'Remove Lucky Fives from favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    ok = false;
    await act(async () => { fireEvent.click(heart); });
    expect(calls[1]!.method).toBe('DELETE');
    expect(screen.getByRole('button', { name: 'Remove Lucky Fives from favourites' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('has no heart on hot-games cards', () => {
    renderWithIntl(<ul><GameTile game={game} loggedIn heart={false} /></ul>);
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
  });
});

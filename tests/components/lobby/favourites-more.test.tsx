/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { FavouritesMore } from '@/components/lobby/favourites-more';
import { mockFetch, wpsAnswer } from '@/tests/support/wps-answer';
import { favPage, range, renderIn, tiles } from './fixtures';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }), usePathname: () => '/m/gameCenter' }));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('FavouritesMore (SPEC §2 favourites tab load-more)', () => {
  it('appends the next page of 30 at each tap and stops at the last page', async () => {
    const calls = mockFetch(({ path }) => wpsAnswer('gameFavourites', { content: favPage(path) }));
    renderIn(<FavouritesMore loggedIn first={range(100, 30).map((g) => g.nodeId)} pageNum={1} totalPages={3} pageSize={30} />);
    expect(screen.queryAllByRole('button', { name: /^Play / })).toHaveLength(0);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Load more' })); });
    expect(calls.map((c) => c.path)).toEqual(['/wps/relay/GCSGAME_favoriteGames?pageNo=2&pageSize=30&platform=html5&clientType=2']);
    expect(tiles()).toHaveLength(30);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Load more' })); });
    expect(tiles()).toHaveLength(34);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('has no load-more when the first page is the only one', () => {
    renderIn(<FavouritesMore loggedIn first={['1']} pageNum={1} totalPages={1} pageSize={30} />);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { FavouritesMore } from '@/components/lobby/favourites-more';
import { VendorGames } from '@/components/lobby/vendor-games';
import { categoryReloadGap_ms } from '@/lib/games';
import { mockFetch, wpsAnswer } from '@/tests/support/wps-answer';
import { preview, range, renderIn, tiles, vendor, vendorPage } from './fixtures';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }), usePathname: () => '/m/gameCenter' }));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('reloads after a language change (SPEC §4: one after another, 400 ms apart)', () => {
  it('reloads what the lists fetched, one list after another with 400 ms between them', async () => {
    const calls = mockFetch(({ path }) => (path.includes('favoriteGames')
      ? wpsAnswer('gameFavourites', { content: { content: range(130, 30), pageNum: 2, pageSize: 30, totalPages: 3, totalCount: 64 } })
      : wpsAnswer('gameList', { content: vendorPage(path) })));
    const { changeLanguage } = renderIn(
      <>
        <FavouritesMore loggedIn first={range(100, 30).map((g) => g.nodeId)} pageNum={1} totalPages={3} pageSize={30} />
        <VendorGames vendor={vendor} preview={preview(30)} pageSize={25} />
        <VendorGames vendor={{ ...vendor, vassalage: 'DRAGONREEL', displayName: 'Dragon Reel' }} preview={preview(30)} pageSize={25} />
      </>,
    );
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Load more' })); });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'More games of Lucky Star' })); });
    calls.length = 0;

    changeLanguage('zh');
    await act(async () => { await jest.advanceTimersByTimeAsync(0); });
    // Dragon Reel was never opened: the server's re-rendered preview is all it holds, nothing to fetch.
    expect(calls.map((c) => c.path)).toEqual(['/wps/relay/GCSGAME_favoriteGames?pageNo=2&pageSize=30&platform=html5&clientType=2']);
    await act(async () => { await jest.advanceTimersByTimeAsync(categoryReloadGap_ms - 1); });
    expect(calls).toHaveLength(1);
    await act(async () => { await jest.advanceTimersByTimeAsync(1); });
    expect(calls.map((c) => c.path).at(-1)).toContain('vassalage=LUCKYSTAR');
    await act(async () => { await jest.advanceTimersByTimeAsync(categoryReloadGap_ms * 3); });
    expect(calls).toHaveLength(2);
    expect(tiles()).toHaveLength(30 + 25 + 6);
  });

  it('fetches no favourites without a session', async () => {
    const calls = mockFetch(() => ({ success: true }));
    const { changeLanguage } = renderIn(<FavouritesMore loggedIn={false} first={['1']} pageNum={1} totalPages={3} pageSize={30} />);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Load more' })); });
    changeLanguage('zh');
    await act(async () => { await jest.advanceTimersByTimeAsync(categoryReloadGap_ms * 3); });
    expect(calls).toEqual([]);
  });
});

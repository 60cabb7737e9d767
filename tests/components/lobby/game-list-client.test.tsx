/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { GameListClient } from '@/components/lobby/game-list-client';
import { listRequest } from '@/lib/games/list-pages';
import { scrollThreshold_px, scrollThrottle_ms, searchDebounce_ms } from '@/lib/games';
import { renderWithIntl } from '../frame/render';
import { mockFetch, wpsAnswer } from '@/tests/support/wps-answer';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }), usePathname: () => '/m/slot-games' }));

const game = (n: number) => ({
  gameId: `g${n}`, nodeId: String(n), nodeName: `Game ${n}`, gameName: `Game ${n}`, displayName: `Game ${n}`, gameType: 'RNG' as const, vassalage: 'HOUSE',
  gameClassify: null, gameClassifyNew: [], minBet: 0.1, mobileLargeIcon: '/a.svg', showIcon: '/a.svg', iconUrl: '/a.svg', roomId: null, supportPlay: true, favourite: false,
});
const filters = { gameType: 'RNG', vassalage: '', gameClassify: '', gameName: '', minBet: '' };
const content = (from: number, pageNum: number, totalPages: number) =>
  ({ games: [game(from), game(from + 1)], pageNum, pageSize: 25, totalPages, totalCount: totalPages * 2 });

/** The document's height and the screen's, as the list measures them (jsdom lays nothing out). */
function page({ scrollHeight, innerHeight }: { scrollHeight: number; innerHeight: number }) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: scrollHeight, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: innerHeight, configurable: true });
}

/** A list of four pages, each answered as asked. */
const fourPages = ({ path }: { path: string }) => {
  const pageNo = Number(new URLSearchParams(path.split('?')[1]).get('pageNo'));
  return wpsAnswer('gameList', { content: content(pageNo * 10, pageNo, 4) });
};

describe('GameListClient (SPEC §2 game list)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('builds each mode its call', () => {
    expect(listRequest('all', { ...filters, vassalage: 'HOUSE', gameName: 'lucky' }, 2))
      .toBe('/wps/relay/GCSGAME_gameList?pageNo=2&pageSize=25&platform=html5&clientType=2&gameType=RNG&vassalage=HOUSE&gameName=lucky');
    expect(listRequest('fav', filters, 1)).toBe('/wps/relay/GCSGAME_favoriteGames?pageNo=1&pageSize=25&platform=html5&clientType=2');
    expect(listRequest('recent', filters, 1)).toContain('/wps/relay/GCSGAME_recentGames?');
  });

  it('shows the server page, searches 600 ms after the last key from page 1, and filters by provider', async () => {
    const calls = mockFetch(() => wpsAnswer('gameList', { content: content(10, 1, 1) }));
    // A page of tiles taller than the screen, scrolled to the top: nothing to load yet.
    page({ scrollHeight: 5000, innerHeight: 800 });
    renderWithIntl(<GameListClient initial={content(1, 1, 3)} filters={filters} mode="all" providers={[{ vassalage: "HOUSE", displayName: "House" }, { vassalage: "PG", displayName: "PG" }]} />);
    expect(screen.getByTestId('game-list').children).toHaveLength(2);
    expect(calls).toEqual([]);
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'luck' } });
    await act(async () => { jest.advanceTimersByTime(searchDebounce_ms - 1); });
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'lucky' } });
    await act(async () => { jest.advanceTimersByTime(searchDebounce_ms - 1); });
    expect(calls).toEqual([]);
    await act(async () => { jest.advanceTimersByTime(1); });
    expect(calls.map((c) => c.path)).toEqual(['/wps/relay/GCSGAME_gameList?pageNo=1&pageSize=25&platform=html5&clientType=2&gameType=RNG&gameName=lucky']);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'PG' })); });
    expect(calls.at(-1)!.path).toContain('vassalage=PG');
    expect(calls.at(-1)!.path).toContain('pageNo=1');
  });

  it('loads the next page near the bottom while pages remain', async () => {
    const calls = mockFetch(() => wpsAnswer('gameList', { content: content(3, 2, 2) }));
    page({ scrollHeight: 5000, innerHeight: 800 });
    renderWithIntl(<GameListClient initial={content(1, 1, 2)} filters={filters} mode="all" providers={[]} />);
    expect(calls).toEqual([]);
    page({ scrollHeight: 1000, innerHeight: 800 });
    await act(async () => { window.dispatchEvent(new Event('scroll')); });
    expect(calls.map((c) => c.path)).toEqual(['/wps/relay/GCSGAME_gameList?pageNo=2&pageSize=25&platform=html5&clientType=2&gameType=RNG']);
    expect(screen.getByTestId('game-list').children).toHaveLength(4);
    await act(async () => { jest.advanceTimersByTime(2000); window.dispatchEvent(new Event('scroll')); });
    expect(calls).toHaveLength(1);
  });

  it('loads at most one page a second however often the member scrolls near the bottom', async () => {
    const calls = mockFetch(fourPages);
    page({ scrollHeight: 5000, innerHeight: 1000 });
    renderWithIntl(<GameListClient initial={content(1, 1, 4)} filters={filters} mode="all" providers={[]} />);
    page({ scrollHeight: 1000 + scrollThreshold_px, innerHeight: 1000 });
    const scroll = async () => { await act(async () => { window.dispatchEvent(new Event('scroll')); }); };
    await scroll();
    expect(calls).toHaveLength(1);
    await act(async () => { jest.advanceTimersByTime(scrollThrottle_ms - 1); });
    await scroll();
    expect(calls).toHaveLength(1);
    await act(async () => { jest.advanceTimersByTime(1); });
    await scroll();
    await scroll();
    expect(calls.map((c) => new URLSearchParams(c.path.split('?')[1]).get('pageNo'))).toEqual(['2', '3']);
    expect(screen.getByTestId('game-list').children).toHaveLength(6);
  });

  it('loads the next page of a list already at its end when it starts listening, with no scroll after (a flick before hydration)', async () => {
    const calls = mockFetch(() => wpsAnswer('gameList', { content: content(3, 2, 2) }));
    page({ scrollHeight: 1000, innerHeight: 800 });
    renderWithIntl(<GameListClient initial={content(1, 1, 2)} filters={filters} mode="all" providers={[]} />);
    await act(async () => {});
    expect(calls.map((c) => c.path)).toEqual(['/wps/relay/GCSGAME_gameList?pageNo=2&pageSize=25&platform=html5&clientType=2&gameType=RNG']);
    expect(screen.getByTestId('game-list').dataset.ready).toBe('true');
  });

  it('looks again when the one-second wait ends at a scroll that came during it, so the member\'s last scroll is never lost', async () => {
    const calls = mockFetch(fourPages);
    page({ scrollHeight: 5000, innerHeight: 1000 });
    renderWithIntl(<GameListClient initial={content(1, 1, 4)} filters={filters} mode="all" providers={[]} />);
    page({ scrollHeight: 1000, innerHeight: 1000 });
    await act(async () => { window.dispatchEvent(new Event('scroll')); });
    await act(async () => { jest.advanceTimersByTime(scrollThrottle_ms / 2); window.dispatchEvent(new Event('scroll')); });
    expect(calls).toHaveLength(1);
    await act(async () => { jest.advanceTimersByTime(scrollThrottle_ms / 2); });
    expect(calls.map((c) => new URLSearchParams(c.path.split('?')[1]).get('pageNo'))).toEqual(['2', '3']);
  });
});

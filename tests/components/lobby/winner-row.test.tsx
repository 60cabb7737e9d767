/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AutoScroll } from '@/components/lobby/auto-scroll';
import { WinnerRow } from '@/components/lobby/winner-row';
import { winnerScroll_ms, winnerScrollAbove } from '@/lib/games';
import { renderWithIntl } from '../frame/render';
import { mockFetch } from '../account/fetch-mock';

const router = { push: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/m/home' }));
const assign = jest.fn();
jest.mock('@/lib/net/navigate', () => ({ navigateTo: (url: string) => assign(url) }));

const game = { nodeId: '7', gameId: 'house-lucky-5', vassalage: 'HOUSE', gameType: 'RNG' as const, roomId: null };

describe('winner board', () => {
  beforeEach(() => jest.clearAllMocks());

  it('launches the game of a tapped win', async () => {
    const calls = mockFetch(() => ({ success: true, value: { content: { game_url: '/games/house/slot?token=x', accountType: 1 } } }));
    renderWithIntl(<ul><WinnerRow game={game} name="Lucky 5" loggedIn>ab***z · Lucky 5</WinnerRow></ul>);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Play Lucky 5' })); });
    expect(calls[0]!.path).toContain('/wps/game/launchGame?nodeId=7');
    expect(assign).toHaveBeenCalledWith('/games/house/slot?token=x');
  });

  it('scrolls a list every 1500 ms only above 3 entries', () => {
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

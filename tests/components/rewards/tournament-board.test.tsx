/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TournamentBoard } from '@/components/rewards/tournament-board';
import { wpsFetch } from '@/lib/net/wps-fetch';
import type { TournamentDetailValue } from '@/lib/wps/schemas/tournaments';
import { renderWithIntl } from '../frame/render';

jest.mock('@/lib/net/wps-fetch', () => ({ wpsFetch: jest.fn() }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }), usePathname: () => '/m/tournaments' }));
const fetchMock = wpsFetch as jest.MockedFunction<typeof wpsFetch>;

const cny = { symbol: '¥', pattern: '#,##0.00', minorDigits: 2 };
const detail = (over: Partial<TournamentDetailValue['tournament']> = {}, leaderboard: TournamentDetailValue['leaderboard'] = [], me: TournamentDetailValue['me'] = null): TournamentDetailValue => ({
  now: '2026-07-01T10:30:00.000Z',
  tournament: {
    id: 4, title: 'Slots month', metric: 'bet_sum', status: 'running', settled: false, startsAt: '2026-07-01T10:00:00.000Z', endsAt: '2026-07-01T11:00:00.000Z',
    games: ['Lucky 5'], minStake: '0.20', prizes: [{ rank: 1, amount: '888.00', wageringMultiple: 1 }, { rank: 2, amount: '388.00', wageringMultiple: 0 }],
    entrants: 2, joined: false, ...over,
  },
  leaderboard, me,
});
const line = (rank: number, me = false) => ({ rank, name: me ? 'al***e' : 'bo***b', score: me ? '30.00' : '50.00', reachedAt: '2026-07-01T10:20:00.000Z', me, prize: rank === 1 ? { rank: 1, amount: '888.00', wageringMultiple: 1 } : null });

beforeEach(() => fetchMock.mockReset());

describe('TournamentBoard (/m/tournaments?id=)', () => {
  it('shows the rules, the prizes and the board, with the member\'s own line marked', () => {
    renderWithIntl(<TournamentBoard first={detail({ joined: true }, [line(1), line(2, true)], line(2, true))} currency={cny} who="member" loginHref="/m/login" />);
    expect(screen.getByTestId('tournament-status').textContent).toBe('Ends in 30:00');
    expect(screen.getByText('Bets of ¥0.20 or more count.')).toBeTruthy();
    expect(screen.getByText('¥888.00 · bet 1× to cash out')).toBeTruthy();
    expect(screen.getByTestId('tournament-me').textContent).toBe('2al***e (you)¥30.00');
    expect(screen.getByTestId('tournament-joined')).toBeTruthy();
  });

  it('joins and reads the board again; a visitor is offered a login instead', async () => {
    fetchMock.mockImplementation(async (name) => (name === 'tournamentJoin'
      ? { success: true, errorCode: null, value: { tournamentId: 4, joinedAt: '2026-07-01T10:30:00.000Z' } }
      : { success: true, errorCode: null, value: detail({ joined: true }) }) as never);
    const { unmount } = renderWithIntl(<TournamentBoard first={detail()} currency={cny} who="member" loginHref="/m/login" />);
    fireEvent.click(screen.getByTestId('tournament-join'));
    await waitFor(() => expect(screen.getByTestId('tournament-joined')).toBeTruthy());
    expect(fetchMock).toHaveBeenCalledWith('tournamentJoin', { tournamentId: 4 });
    expect(fetchMock).toHaveBeenCalledWith('tournamentDetail', { id: 4 });
    unmount();
    renderWithIntl(<TournamentBoard first={detail()} currency={cny} who="visitor" loginHref="/m/login?next=x" />);
    expect(screen.getByRole('link', { name: 'Log in to join' }).getAttribute('href')).toBe('/m/login?next=x');
    expect(screen.queryByTestId('tournament-join')).toBeNull();
  });
});

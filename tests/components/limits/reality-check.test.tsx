/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { nextCheck_ms, RealityCheck } from '@/components/limits/reality-check';
import { renderWithIntl } from '../frame/render';
import { mockFetch, wpsAnswer } from '@/tests/support/wps-answer';

const router = { refresh: jest.fn(), push: jest.fn(), replace: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/m/lott' }));

const cny = { symbol: '¥', pattern: '#,##0.00', minorDigits: 2 };
const figures = (playedSeconds: number, minutes = 15) => ({
  minutes, sessionStartedAt: '2026-11-25T12:00:00.000Z', playedSeconds, bets: 2, stake: 14, payout: 25.5, net: 11.5,
});

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
});
afterEach(() => jest.useRealTimers());

describe('the reality check', () => {
  it('waits for the session\'s next whole interval', () => {
    expect(nextCheck_ms({ minutes: 15, playedSeconds: 0 })).toBe(15 * 60_000);
    expect(nextCheck_ms({ minutes: 15, playedSeconds: 16 * 60 })).toBe(14 * 60_000);
    expect(nextCheck_ms({ minutes: 0, playedSeconds: 100 })).toBeNull();
  });

  it('shows the time played and the session\'s net result at the interval, then again at the next', async () => {
    let played = 10 * 60;
    const calls = mockFetch(() => wpsAnswer('memberRealityCheck', figures(played)));
    renderWithIntl(<RealityCheck currency={cny} />);
    await act(async () => { await Promise.resolve(); });
    expect(screen.queryByRole('dialog')).toBeNull();
    played = 15 * 60;
    await act(async () => { jest.advanceTimersByTime(5 * 60_000); });
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('You have played for 15 min this session.');
    expect(dialog.textContent).toContain('2 bets: staked ¥14.00, paid ¥25.50');
    expect(dialog.textContent).toContain('Net result: ¥11.50');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    played = 30 * 60;
    await act(async () => { jest.advanceTimersByTime(15 * 60_000); });
    expect(screen.getByRole('dialog').textContent).toContain('30 min');
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(router.push).toHaveBeenCalledWith('/m/home');
    expect(calls.every((c) => c.path === '/wps/member/limits/realityCheck')).toBe(true);
  });

  it('never shows when it is off', async () => {
    mockFetch(() => wpsAnswer('memberRealityCheck', figures(20 * 60, 0)));
    renderWithIntl(<RealityCheck currency={cny} />);
    await act(async () => { jest.advanceTimersByTime(3 * 60 * 60_000); });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

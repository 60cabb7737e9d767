/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { RedRainClient } from '@/components/rewards/red-rain-client';
import { wpsFetch } from '@/lib/net/wps-fetch';
import type { RedRainStateValue, RedRainView } from '@/lib/wps/schemas/redrain';
import { renderWithIntl } from '../frame/render';

jest.mock('@/lib/net/wps-fetch', () => ({ wpsFetch: jest.fn() }));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));
const fetchMock = wpsFetch as jest.MockedFunction<typeof wpsFetch>;

const cny = { symbol: '¥', pattern: '#,##0.00', minorDigits: 2 };
const rain = (over: Partial<RedRainView> = {}): RedRainView => ({
  slotId: 7, title: 'Noon rain', day: '2026-06-01', status: 'upcoming', startsAt: '2026-06-01T04:00:00.000Z', endsAt: '2026-06-01T04:10:00.000Z',
  budget: '2000.00', left: '2000.00', wageringMultiple: 1, requirement: { turnover: null, deposit: null }, progress: { turnover: '0.00', deposit: '0.00' },
  eligible: true, serverSeedHash: null, claim: null, ...over,
});
const state = (now: string, rains: RedRainView[]): RedRainStateValue => ({ now, currency: 'CNY', rains, recent: [] });

beforeEach(() => {
  fetchMock.mockReset();
  refresh.mockReset();
});

describe('RedRainClient (/m/redRain)', () => {
  it('counts down to the next rain on the platform\'s clock, not the phone\'s', () => {
    jest.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00Z') });
    try {
      renderWithIntl(<RedRainClient first={state('2026-06-01T03:58:30.000Z', [rain()])} currency={cny} />);
      expect(screen.getByTestId('red-rain-countdown').textContent).toContain('01:30');
      act(() => void jest.advanceTimersByTime(30_000));
      expect(screen.getByTestId('red-rain-countdown').textContent).toContain('01:00');
      expect(screen.queryAllByTestId('red-rain-envelope')).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets envelopes fall while a rain is open; a tap opens one, reveals its amount and refreshes the balance', async () => {
    fetchMock.mockImplementation(async (name) => (name === 'redRainClaim'
      ? { success: true, errorCode: null, value: { slotId: 7, title: 'Noon rain', day: '2026-06-01', amount: '12.34', wageringMultiple: 1, nonce: 3, createdAt: '2026-06-01T04:01:00.000Z', serverSeedHash: 'ab', serverSeed: null, left: '1987.66' } }
      : { success: true, errorCode: null, value: state('2026-06-01T04:01:01.000Z', [rain({ status: 'open', left: '1987.66', claim: null })]) }) as never);
    renderWithIntl(<RedRainClient first={state('2026-06-01T04:01:00.000Z', [rain({ status: 'open' })])} currency={cny} />);
    const envelopes = screen.getAllByTestId('red-rain-envelope');
    expect(envelopes.length).toBeGreaterThan(5);
    fireEvent.click(envelopes[3]!);
    await waitFor(() => expect(screen.getByTestId('red-rain-amount').textContent).toBe('¥12.34'));
    expect(fetchMock).toHaveBeenCalledWith('redRainClaim', { slotId: 7 });
    expect(screen.getByTestId('red-rain-reveal').textContent).toContain('bet 1× its amount');
    expect(refresh).toHaveBeenCalled();
  });

  it('shows what the day still needs instead of envelopes', async () => {
    renderWithIntl(<RedRainClient first={state('2026-06-01T04:01:00.000Z', [rain({
      status: 'open', eligible: false, requirement: { turnover: '100.00', deposit: '100.00' }, progress: { turnover: '20.00', deposit: '0.00' },
    })])} currency={cny} />);
    expect(screen.queryAllByTestId('red-rain-envelope')).toHaveLength(0);
    expect(screen.getByTestId('red-rain-requirement').textContent).toBe('To join, today’s bets must reach ¥100.00 or your deposits ¥100.00.');
  });
});

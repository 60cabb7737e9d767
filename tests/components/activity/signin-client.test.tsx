/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SigninClient } from '@/components/activity/signin-client';
import { wpsFetch } from '@/lib/net/wps-fetch';
import type { SigninValue } from '@/lib/wps/schemas/activity';
import { renderWithIntl } from '../frame/render';

jest.mock('@/lib/net/wps-fetch', () => ({ wpsFetch: jest.fn() }));
const fetchMock = wpsFetch as jest.MockedFunction<typeof wpsFetch>;

const currency = { symbol: '¥', pattern: '#,##0.00', minorDigits: 2 };
const errors = { 'signin.requirement.unmet': 'Deposit first.', 'signin.disabled': 'Off.', free_reject: 'Trial.', other: 'Unknown error' };
const amounts = [1, 2, 3, 5, 8, 10, 38];
const value = (over: Partial<SigninValue> = {}): SigninValue => ({
  enabled: true, today: '2026-11-25', streak: 1, signedToday: false, wageringMultiple: 1,
  days: amounts.map((amount, i) => ({ day: i + 1, amount, state: i === 0 ? 'claimed' : i === 1 ? 'today' : 'upcoming' })),
  requirement: { type: 'none', amount: 0, progress: 0, met: true },
  ...over,
});
const states = () => screen.getByTestId('signin-strip').querySelectorAll('li');

beforeEach(() => fetchMock.mockReset());

describe('SigninClient (/m/activity/signIn)', () => {
  it('signs today with one tap: the strip, the streak and the button follow the answer, and a toast names the reward', async () => {
    const after = value({ streak: 2, signedToday: true, days: value().days.map((d) => ({ ...d, state: d.day <= 2 ? 'claimed' : 'upcoming' })) });
    fetchMock.mockResolvedValue({ success: true, errorCode: null, value: { ...after, claimed: { day: 2, amount: 2, streak: 2 } } } as never);
    renderWithIntl(<SigninClient first={value()} currency={currency} errors={errors} />);
    expect(screen.getByTestId('signin-streak').textContent).toBe('1-day streak');
    expect(states()[6]!.textContent).toContain('¥38.00');
    fireEvent.click(screen.getByTestId('signin-button'));
    await waitFor(() => expect(screen.getByText('Day 2: ¥2.00 added')).toBeTruthy());
    expect(fetchMock).toHaveBeenCalledWith('activitySignInPost');
    expect(screen.getByTestId('signin-streak').textContent).toBe('2-day streak');
    expect((screen.getByTestId('signin-button') as HTMLButtonElement).disabled).toBe(true);
    expect([...states()].map((li) => li.getAttribute('data-state'))).toEqual(['claimed', 'claimed', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
  });

  it('shows the day requirement with its progress, and the refusal with the new progress when it is unmet', async () => {
    const req = { type: 'deposit' as const, amount: 100, progress: 0, met: false };
    fetchMock.mockResolvedValue({ success: false, errorCode: 'signin.requirement.unmet', value: { ...req, progress: 40 } } as never);
    renderWithIntl(<SigninClient first={value({ requirement: req })} currency={currency} errors={errors} />);
    expect(screen.getByTestId('signin-requirement').textContent).toContain('Deposit at least ¥100.00 today to sign in.');
    await act(async () => {
      fireEvent.click(screen.getByTestId('signin-button'));
    });
    expect(screen.getByText('Deposit first.')).toBeTruthy();
    expect(screen.getByTestId('signin-requirement').textContent).toContain('¥40.00 of ¥100.00');
  });
});

/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { LimitsClient } from '@/components/limits/limits-client';
import type { MemberLimitsValue } from '@/lib/wps/schemas/limits';
import { renderWithIntl } from '../frame/render';
import { mockFetch, wpsAnswer, wpsRefusal } from '@/tests/support/wps-answer';

const router = { refresh: jest.fn(), push: jest.fn(), replace: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/m/securityCenter/limits' }));

const cny = { symbol: '¥', pattern: '#,##0.00', minorDigits: 2 };
const period = (p: 'day' | 'week' | 'month', over: Partial<MemberLimitsValue['deposit'][number]> = {}) => ({
  period: p, amount: null, pendingAmount: null, pendingFrom: null, used: 0, remaining: null, periodEndsAt: '2026-11-26T00:00:00.000Z', ...over,
});
const value = (over: Partial<MemberLimitsValue> = {}): MemberLimitsValue => ({
  timeZone: 'UTC', deposit: [period('day'), period('week'), period('month')], break: null, realityCheckMinutes: 0, ...over,
});

beforeEach(() => jest.clearAllMocks());

describe('LimitsClient', () => {
  it('shows each period\'s limit, what is used and left, and a waiting raise', () => {
    renderWithIntl(<LimitsClient currency={cny} initial={value({
      deposit: [
        period('day', { amount: 500, used: 300, remaining: 200, pendingAmount: 800, pendingFrom: '2026-11-26T12:00:00.000Z' }),
        period('week'), period('month', { amount: 1000, pendingFrom: '2026-11-26T12:00:00.000Z' }),
      ],
    })} />);
    expect(screen.getByTestId('limit-day-amount').textContent).toBe('¥500.00');
    expect(screen.getByTestId('limit-day-usage').textContent).toMatch(/^Used ¥300.00 of ¥500.00, ¥200.00 left until /);
    expect(screen.getByTestId('limit-day-pending').textContent).toMatch(/^Changes to ¥800.00 on /);
    expect(screen.getByTestId('limit-week-amount').textContent).toBe('No limit');
    expect(screen.getByTestId('limit-month-pending').textContent).toMatch(/^Removed on /);
    // A removal already waiting offers no second removal.
    expect(within(screen.getByTestId('limit-month')).queryByRole('button', { name: 'Remove limit' })).toBeNull();
  });

  it('saves a limit and shows what the platform answers', async () => {
    const calls = mockFetch(() => wpsAnswer('memberDepositLimit', value({ deposit: [period('day', { amount: 250, remaining: 250 }), period('week'), period('month')] })));
    renderWithIntl(<LimitsClient currency={cny} initial={value()} />);
    const day = within(screen.getByTestId('limit-day'));
    fireEvent.change(day.getByLabelText('New limit'), { target: { value: '250' } });
    await act(async () => { fireEvent.click(day.getByRole('button', { name: 'Save' })); });
    expect(calls).toEqual([{ method: 'PUT', path: '/wps/member/limits/deposit', body: { period: 'day', amount: '250' } }]);
    expect(screen.getByTestId('limit-day-amount').textContent).toBe('¥250.00');
  });

  it('takes a time-out only after the confirmation, then signs out to the login', async () => {
    const calls = mockFetch(({ path }) => (path.endsWith('/break')
      ? wpsAnswer('memberBreak', { kind: 'timeout', endsAt: '2026-12-02T12:00:00.000Z' })
      : { success: true, value: null }));
    renderWithIntl(<LimitsClient currency={cny} initial={value()} />);
    fireEvent.change(screen.getByLabelText('Time-out'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Take a time-out' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toMatch(/cannot log in until .*This cannot be undone/);
    expect(calls).toEqual([]);
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, start now' })); });
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/wps/member/limits/break', { kind: 'timeout', days: 7 }],
      ['DELETE', '/wps/session/logout', undefined],
    ]);
    expect(router.replace).toHaveBeenCalledWith('/m/login');
  });

  it('cancelling the confirmation takes no break', () => {
    const calls = mockFetch(() => ({ success: true }));
    renderWithIntl(<LimitsClient currency={cny} initial={value()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Exclude myself' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows a refusal in the member\'s language', async () => {
    mockFetch(() => wpsRefusal('memberDepositLimit', 'amount.invalid'));
    renderWithIntl(<LimitsClient currency={cny} initial={value()} />);
    const week = within(screen.getByTestId('limit-week'));
    fireEvent.change(week.getByLabelText('New limit'), { target: { value: '1.234' } });
    await act(async () => { fireEvent.click(week.getByRole('button', { name: 'Save' })); });
    expect(week.getByRole('alert').textContent).toBe('Please enter a valid amount.');
  });
});

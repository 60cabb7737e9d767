/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { PaidOutCounter } from '@/components/account/paid-out-counter';
import { paidOutPoll_ms } from '@/lib/wallet';
import { renderWithIntl } from '../frame/render';
import { mockFetch, wpsAnswer } from '@/tests/support/wps-answer';

const cny = { symbol: '¥', pattern: '#,##0.00', minorDigits: 2 };

describe('PaidOutCounter (SPEC §2 register social proof, real figures only)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows nothing until something was paid out', () => {
    mockFetch(() => wpsAnswer('statsPaidOut', { totalPaidOut: 0, currencySymbol: '¥' }));
    const { container } = renderWithIntl(<PaidOutCounter initial={0} currency={cny} />);
    expect(container.textContent).toBe('');
  });

  it('shows the real total and follows it as the platform pays more', async () => {
    let total = 25_839_768.89;
    const calls = mockFetch(() => wpsAnswer('statsPaidOut', { totalPaidOut: total, currencySymbol: '¥' }));
    renderWithIntl(<PaidOutCounter initial={total} currency={cny} />);
    expect(screen.getByTestId('paid-out').textContent).toBe('Paid out to our members ¥25,839,768.89');
    total += 250;
    await act(async () => { jest.advanceTimersByTime(paidOutPoll_ms); });
    expect(calls.map((c) => c.path)).toEqual(['/wps/stats/paidOut']);
    expect(screen.getByTestId('paid-out').textContent).toBe('Paid out to our members ¥25,840,018.89');
  });
});

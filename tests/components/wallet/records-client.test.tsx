/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { RecordsClient } from '@/components/wallet/records-client';
import { renderWithIntl } from '../frame/render';
import type { RecordCall } from '@/lib/wallet';
import { mockFetch, wpsAnswer, wpsRefusal } from '@/tests/support/wps-answer';

const cny = { symbol: '¥', pattern: '#,##0.00', minorDigits: 2 };
const range = { startDate: '2026-10-23', endDate: '2026-11-22' };
/** A page of a report, checked against the report call's value schema. */
const page = (call: RecordCall, list: object[], pageNo: number, totalPages: number, extra: object = {}) =>
  wpsAnswer(call, { list, pageNo, pageSize: 20, totalCount: list.length, totalPages, startDate: range.startDate, endDate: range.endDate, ...extra } as never);
const bet = (id: string, stake: number, payout: number, status = 'settled') =>
  ({ id, vassalage: 'house', gameId: 'house-lucky-5', gameName: '幸运5', vendorName: 'House Games', roundId: `r${id}`, stake, payout, winLoss: payout - stake, status, createdAt: '2026-11-21T08:30:00.000Z', settledAt: null });

const flush = () => act(async () => {});

describe('RecordsClient', () => {
  it('shows the bets with their totals and loads more pages', async () => {
    const calls = mockFetch(({ path }) => (path.includes('pageNo=1')
      ? page('reportBetHistory', [bet('a', 100, 250)], 1, 2, { totals: { stake: 130, payout: 250, winLoss: 120 } })
      : page('reportBetHistory', [bet('b', 30, 0, 'open')], 2, 2, { totals: { stake: 130, payout: 250, winLoss: 120 } })));
    renderWithIntl(<RecordsClient initial={{ tab: 'bet', filter: '', ...range }} currency={cny} />);
    await flush();
    expect(calls[0]!.path).toBe('/wps/report/accountGameBetHistory?startDate=2026-10-23&endDate=2026-11-22&pageNo=1&pageSize=20');
    expect(screen.getByTestId('bet-totals').textContent).toContain('¥120.00');
    expect(screen.getByText('Stake ¥100.00, payout ¥250.00 · 2026-11-21 08:30')).toBeTruthy();
    // The game and vendor by the names the platform gave, never by their ids.
    const row = screen.getByTestId('records').children[0]!;
    expect(row.textContent).toContain('幸运5 · House Games');
    expect(row.textContent).not.toContain('house-lucky-5');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Load more' })); });
    expect(screen.getByTestId('records').children).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('opens the bonus transactions from the bonus entry and switches tabs with their own filters', async () => {
    const calls = mockFetch(({ path }) => (path.startsWith('/wps/report/transaction')
      ? page('reportTransaction', [{ id: 9, type: 'bonus', amount: 2000, balanceAfter: 2000, createdAt: '2026-11-21T08:00:00.000Z' }], 1, 1)
      : page('reportDeposit', [], 1, 0)));
    renderWithIntl(<RecordsClient initial={{ tab: 'transaction', filter: 'bonus', ...range }} currency={cny} />);
    await flush();
    expect(calls[0]!.path).toContain('/wps/report/transaction?');
    expect(calls[0]!.path).toContain('type=bonus');
    expect(screen.getByText('+¥2,000.00')).toBeTruthy();
    expect(screen.getByText('Balance ¥2,000.00')).toBeTruthy();
    await act(async () => { fireEvent.click(screen.getByRole('tab', { name: 'Deposits' })); });
    await flush();
    expect(calls.at(-1)!.path).toBe('/wps/report/depositTransaction?startDate=2026-10-23&endDate=2026-11-22&pageNo=1&pageSize=20');
    expect(screen.getByText('No records in this period.')).toBeTruthy();
    expect(window.location.search).toBe('?tab=deposit');
    await act(async () => { fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } }); });
    await flush();
    expect(calls.at(-1)!.path).toContain('status=pending');
  });

  it('shows a failed load translated, with a retry', async () => {
    let fail = true;
    mockFetch(() => (fail ? wpsRefusal('reportWithdraw', 'date.range.invalid') : page('reportWithdraw', [], 1, 0)));
    renderWithIntl(<RecordsClient initial={{ tab: 'withdraw', filter: '', ...range }} currency={cny} />);
    await flush();
    expect(screen.getByRole('alert').textContent).toContain('Please choose a date range of at most 31 days.');
    fail = false;
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Retry' })); });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

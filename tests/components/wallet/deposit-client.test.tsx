/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { DepositClient } from '@/components/wallet/deposit-client';
import type { DepositChannel } from '@/lib/wps/schemas/payments';
import { renderWithIntl } from '../frame/render';
import { mockFetch, wpsAnswer, wpsRefusal } from '@/tests/support/wps-answer';

const router = { refresh: jest.fn(), push: jest.fn(), replace: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/m/voucherCenter' }));

const cny = { symbol: '¥', pattern: '#,##0.00', minorDigits: 2 };
const bank: DepositChannel = {
  id: 7, method: 'mt', name: 'Demo Bank', minAmount: 100, maxAmount: 50_000, presets: [100, 500, 1000],
  bank: { bankName: 'Demo Bank', accountName: 'Demo Casino Ltd', accountNumber: '6222 0000 1111' },
};
const gateway: DepositChannel = { id: 9, method: 'pg', name: 'SimPay', minAmount: 10, maxAmount: 1000, presets: [], bank: null };

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
beforeEach(() => jest.clearAllMocks());

describe('DepositClient', () => {
  it('says so when the merchant has no channel', () => {
    renderWithIntl(<DepositClient channels={[]} currency={cny} />);
    expect(screen.getByText(/No deposit method is available/)).toBeTruthy();
  });

  it('shows the receiving account and refuses amounts outside the channel limits without calling', async () => {
    const calls = mockFetch(() => ({ success: true }));
    renderWithIntl(<DepositClient channels={[bank, gateway]} currency={cny} />);
    expect(screen.getByTestId('account-number').textContent).toBe('6222 0000 1111');
    fireEvent.change(input('Amount'), { target: { value: '99.99' } });
    fireEvent.change(input('Transfer reference'), { target: { value: 'REF1' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' })); });
    expect(screen.getByText('The minimum is ¥100.00')).toBeTruthy();
    expect(document.activeElement).toBe(input('Amount'));
    fireEvent.change(input('Amount'), { target: { value: '100.001' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' })); });
    expect(screen.getByText('Too many decimal places')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('submits a manual transfer with a preset amount and shows it pending', async () => {
    const calls = mockFetch(() => wpsAnswer('depositMt', {
      depositId: 41, method: 'mt', status: 'pending', amount: 500, createdAt: '2026-11-22T00:00:00Z', bank: bank.bank, payUrl: null, qrContent: null,
    }));
    renderWithIntl(<DepositClient channels={[bank]} currency={cny} />);
    fireEvent.click(screen.getByRole('button', { name: '500' }));
    expect(input('Amount').value).toBe('500.00');
    fireEvent.change(input('Transfer reference'), { target: { value: ' REF-9 ' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' })); });
    expect(calls).toEqual([{ method: 'POST', path: '/wps/transaction/deposit/mt', body: { channelId: 7, amount: '500.00', reference: 'REF-9', depositorName: '' } }]);
    expect(screen.getByTestId('deposit-created').textContent).toContain('Deposit #41 of ¥500.00 is pending');
    expect(router.refresh).toHaveBeenCalled();
  });

  it('asks for the transfer reference of a manual transfer', async () => {
    const calls = mockFetch(() => ({ success: true }));
    renderWithIntl(<DepositClient channels={[bank]} currency={cny} />);
    fireEvent.change(input('Amount'), { target: { value: '200' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' })); });
    expect(screen.getByText('Please enter the transfer reference')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('opens the gateway payment page for a gateway channel and shows a refusal translated', async () => {
    let answer = wpsRefusal('depositPg', 'payment.gateway.unavailable');
    const calls = mockFetch(() => answer);
    renderWithIntl(<DepositClient channels={[gateway]} currency={cny} />);
    expect(screen.queryByLabelText('Transfer reference')).toBeNull();
    fireEvent.change(input('Amount'), { target: { value: '50' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' })); });
    expect(screen.getByRole('alert').textContent).toBe('The payment service is not available. Please try again later.');
    answer = wpsAnswer('depositPg', { depositId: 5, method: 'pg', status: 'pending', amount: 50, createdAt: 'x', bank: null, payUrl: 'https://psp.example/pay/5', qrContent: null });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' })); });
    expect(calls.map((c) => c.body)).toEqual([{ channelId: 9, amount: '50.00' }, { channelId: 9, amount: '50.00' }]);
    expect(screen.getByRole('link', { name: 'Go to payment' }).getAttribute('href')).toBe('https://psp.example/pay/5');
  });

  it('says how much the member\'s own limit still allows when a deposit would pass it', async () => {
    mockFetch(() => wpsRefusal('depositMt', 'deposit.limit.exceeded', { period: 'week', limitAmount: 1000, remainingAmount: 150 }));
    renderWithIntl(<DepositClient channels={[bank]} currency={cny} />);
    fireEvent.change(input('Amount'), { target: { value: '500' } });
    fireEvent.change(input('Transfer reference'), { target: { value: 'R-1' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' })); });
    expect(screen.getByTestId('deposit-error').textContent).toBe(
      'This deposit would pass your deposit limit. You can deposit at most ¥150.00 more this week.');
  });
});

/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { WithdrawClient, type WithdrawClientProps } from '@/components/wallet/withdraw-client';
import { resetBalanceChoice, setBalanceHidden } from '@/components/frame/balance-visibility';
import { renderWithIntl } from '../frame/render';
import { mockFetch, wpsAnswer, wpsRefusal } from '@/tests/support/wps-answer';

const router = { refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const cny = { symbol: '¥', pattern: '#,##0.00', minorDigits: 2 };
const base: WithdrawClientProps = {
  info: { minAmount: 100, maxAmount: 50_000, dailyCount: 5, todayCount: 1, remainingTurnover: 0, banks: ['ICBC', 'BOC'] },
  wallet: { currency: 'CNY', currencySymbol: '¥', balance: '1500.00', available: '1200.00', locked: '300.00', turnoverRemaining: '0.00', playMoney: false },
  cards: [],
  hasPassword: false,
  currency: cny,
  balanceHidden: false,
};
const card = { id: 3, bankName: 'ICBC', accountNumber: '**** **** 4321', payeeName: 'Li Lei', branch: null, createdAt: 'x' };
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
beforeEach(() => jest.clearAllMocks());

describe('WithdrawClient', () => {
  it('shows available, held and turnover figures and asks for a payment password first', async () => {
    const calls = mockFetch(() => wpsAnswer('memberPaymentPasswordPut', null));
    renderWithIntl(<WithdrawClient {...base} />);
    expect(screen.getByTestId('withdraw-available').textContent).toBe('¥1,200.00');
    expect(screen.getByTestId('withdraw-locked').textContent).toBe('¥300.00');
    expect(screen.getByText('Withdraw ¥100.00 to ¥50,000.00 at a time; 1 of 5 withdrawals used today.')).toBeTruthy();
    fireEvent.change(input('Payment password'), { target: { value: '12a34' } });
    expect(input('Payment password').value).toBe('1234');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save' })); });
    expect(screen.getByText('The payment password is 6 digits')).toBeTruthy();
    fireEvent.change(input('Payment password'), { target: { value: '123456' } });
    fireEvent.change(input('Confirm payment password'), { target: { value: '123457' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save' })); });
    expect(screen.getByText('The two payment passwords differ')).toBeTruthy();
    fireEvent.change(input('Confirm payment password'), { target: { value: '123456' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save' })); });
    expect(calls).toEqual([{ method: 'PUT', path: '/wps/member/paymentPassword', body: { paymentPassword: '123456', confirmPaymentPassword: '123456' } }]);
    expect(router.refresh).toHaveBeenCalled();
  });

  it('asks for a bank card next, and shows a payee refusal', async () => {
    const calls = mockFetch(() => wpsRefusal('memberBankCardPut', 'bankcard.payee.mismatch'));
    renderWithIntl(<WithdrawClient {...base} hasPassword />);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save card' })); });
    expect(screen.getAllByText('Please fill this in')).toHaveLength(3);
    fireEvent.change(input('Bank'), { target: { value: 'ICBC' } });
    fireEvent.change(input('Account number'), { target: { value: '6222 0200 1234 4321' } });
    fireEvent.change(input('Payee name'), { target: { value: 'Han Meimei' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save card' })); });
    expect(calls).toEqual([{ method: 'PUT', path: '/wps/member/bankCard', body: { bankName: 'ICBC', accountNumber: '6222 0200 1234 4321', payeeName: 'Han Meimei', branch: '' } }]);
    expect(screen.getByRole('alert').textContent).toBe('The payee name must match the name registered on your account.');
  });

  it('requests a withdrawal to a card, says how much turnover is left, then shows it held', async () => {
    let answer = wpsRefusal('withdraw', 'withdraw.turnover.required', { remainingTurnover: 250.5 });
    const calls = mockFetch(() => answer);
    renderWithIntl(<WithdrawClient {...base} hasPassword cards={[card]} />);
    expect(screen.getByText('**** **** 4321 · Li Lei')).toBeTruthy();
    fireEvent.change(input('Amount'), { target: { value: '50' } });
    fireEvent.change(input('Payment password'), { target: { value: '123456' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Withdraw' })); });
    expect(screen.getByText('The minimum is ¥100.00')).toBeTruthy();
    fireEvent.change(input('Amount'), { target: { value: '300' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Withdraw' })); });
    expect(screen.getByRole('alert').textContent).toBe('Please wager ¥250.50 more before withdrawing.');
    expect(input('Payment password').value).toBe('');
    answer = wpsAnswer('withdraw', { withdrawalId: 12, status: 'pending', amount: 300, createdAt: 'x' });
    fireEvent.change(input('Payment password'), { target: { value: '123456' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Withdraw' })); });
    expect(calls.map((c) => c.body)).toEqual([
      { amount: '300.00', bankCardId: 3, paymentPassword: '123456' },
      { amount: '300.00', bankCardId: 3, paymentPassword: '123456' },
    ]);
    expect(screen.getByTestId('withdraw-created').textContent).toContain('Withdrawal #12 of ¥300.00 is being processed');
  });
});

describe('WithdrawClient while wagering remains', () => {
  const owing = { ...base, info: { ...base.info!, remainingTurnover: 480.25 }, hasPassword: true, cards: [card] };

  it('says how much is left before anything is typed, and keeps Withdraw disabled', async () => {
    const calls = mockFetch(() => wpsAnswer('withdraw', { withdrawalId: 1, status: 'pending', amount: 300, createdAt: 'x' }));
    renderWithIntl(<WithdrawClient {...owing} />);
    const notice = screen.getByTestId('withdraw-wagering');
    expect(notice.textContent).toBe('Please wager ¥480.25 more before withdrawing.');
    expect(screen.getByTestId('withdraw-turnover').textContent).toBe('¥480.25');
    const submit = screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(submit.getAttribute('aria-describedby')).toBe(notice.id);
    fireEvent.change(input('Amount'), { target: { value: '300' } });
    fireEvent.change(input('Payment password'), { target: { value: '123456' } });
    await act(async () => { fireEvent.submit(submit.form!); });
    expect(calls).toEqual([]);
  });

  it('lets a member without wagering left withdraw', () => {
    mockFetch(() => wpsAnswer('withdraw', { withdrawalId: 1, status: 'pending', amount: 300, createdAt: 'x' }));
    renderWithIntl(<WithdrawClient {...base} hasPassword cards={[card]} />);
    expect(screen.queryByTestId('withdraw-wagering')).toBeNull();
    expect(screen.getByTestId('withdraw-turnover').textContent).toBe('¥0.00');
    expect((screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('WithdrawClient with a bonus the withdrawal forfeits', () => {
  it('says so before anything is sent, and sends the member\'s confirmation with the request', async () => {
    let answer = wpsRefusal('withdraw', 'withdraw.bonus.forfeit', { bonusForfeit: 50 });
    const calls = mockFetch(() => answer);
    renderWithIntl(<WithdrawClient {...base} info={{ ...base.info!, bonusForfeit: 50 }} hasPassword cards={[card]} />);
    expect(screen.getByTestId('withdraw-bonus-forfeit').textContent).toContain('A withdrawal now forfeits your bonus of ¥50.00 still in wagering');
    fireEvent.change(input('Amount'), { target: { value: '300' } });
    fireEvent.change(input('Payment password'), { target: { value: '123456' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Withdraw' })); });
    expect(screen.getByRole('alert').textContent).toBe('This withdrawal forfeits your bonus still in wagering. Please confirm to continue.');
    answer = wpsAnswer('withdraw', { withdrawalId: 13, status: 'pending', amount: 300, createdAt: 'x' });
    fireEvent.click(screen.getByLabelText('I give up this bonus to withdraw now'));
    fireEvent.change(input('Payment password'), { target: { value: '123456' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Withdraw' })); });
    expect(calls.map((c) => c.body)).toEqual([
      { amount: '300.00', bankCardId: 3, paymentPassword: '123456', forfeitBonus: false },
      { amount: '300.00', bankCardId: 3, paymentPassword: '123456', forfeitBonus: true },
    ]);
    expect(screen.getByTestId('withdraw-created').textContent).toContain('Withdrawal #13 of ¥300.00 is being processed');
  });
});

describe('WithdrawClient and the hide choice', () => {
  beforeEach(() => act(() => resetBalanceChoice()));

  it('hides what the member holds as the header and widget do, and shows it again with them', () => {
    renderWithIntl(<WithdrawClient {...base} balanceHidden />);
    expect(screen.getByTestId('withdraw-available').textContent).toBe('****');
    expect(screen.getByTestId('withdraw-locked').textContent).toBe('****');
    act(() => setBalanceHidden(false));
    expect(screen.getByTestId('withdraw-available').textContent).toBe('¥1,200.00');
    expect(screen.getByTestId('withdraw-locked').textContent).toBe('¥300.00');
  });
});

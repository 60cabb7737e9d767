import {
  amountText, bankCardProblems, checkAmount, defaultRecordRange, hiddenBalance, paymentPasswordProblems, recordQuery, recordTabOf,
  toMinor, wageringLeftText, walletWidgetText,
} from '@/lib/wallet';

describe('wageringLeftText (what a withdrawal waits for)', () => {
  const cny = { symbol: '¥', pattern: '#,##0.00', minorDigits: 2 };
  it('is the platform\'s remaining turnover in the merchant\'s money', () => {
    expect(wageringLeftText(500, cny)).toBe('¥500.00');
    expect(wageringLeftText(1234.5, cny)).toBe('¥1,234.50');
  });
  it('keeps every minor unit, even where the display pattern has no decimals: a remainder never reads as zero', () => {
    expect(wageringLeftText(0.4, { ...cny, pattern: '#,##0' })).toBe('¥0.40');
    expect(wageringLeftText(0.01, cny)).toBe('¥0.01');
  });
  it('is null when nothing remains or the figure is unknown', () => {
    expect(wageringLeftText(0, cny)).toBeNull();
    expect(wageringLeftText(null, cny)).toBeNull();
    expect(wageringLeftText(undefined, cny)).toBeNull();
    expect(wageringLeftText(Number.NaN, cny)).toBeNull();
  });
});

describe('walletWidgetText (SPEC §2 wallet widget)', () => {
  const shown = { hidden: false, refreshing: false };
  it('shows the balance without decimals, cut rather than rounded', () => {
    expect(walletWidgetText(1234.99, '¥', shown)).toBe('¥1,234');
    expect(walletWidgetText(0.5, '$', shown)).toBe('$0');
    expect(walletWidgetText(1_000_000, '¥', shown)).toBe('¥1,000,000');
  });
  it('shows stars while hidden, while refreshing and when there is no balance', () => {
    expect(walletWidgetText(10, '¥', { hidden: true, refreshing: false })).toBe(hiddenBalance);
    expect(walletWidgetText(10, '¥', { hidden: false, refreshing: true })).toBe(hiddenBalance);
    expect(walletWidgetText(null, '¥', shown)).toBe(hiddenBalance);
    expect(hiddenBalance).toBe('****');
  });
});

describe('checkAmount', () => {
  const limits = { min: 100, max: 50_000 };
  it('reads the exact minor units of a typed amount within the limits', () => {
    expect(checkAmount('100', 2, limits)).toEqual({ minor: 10_000n, problem: null });
    expect(checkAmount(' 1,234.5 ', 2, limits)).toEqual({ minor: 123_450n, problem: null });
    expect(checkAmount('50000.00', 2, limits)).toEqual({ minor: 5_000_000n, problem: null });
  });
  it('names what is wrong', () => {
    expect(checkAmount('', 2, limits).problem).toBe('required');
    expect(checkAmount('abc', 2, limits).problem).toBe('format');
    expect(checkAmount('-5', 2, limits).problem).toBe('format');
    expect(checkAmount('1e5', 2, limits).problem).toBe('format');
    expect(checkAmount('0', 2, limits).problem).toBe('format');
    expect(checkAmount('100.001', 2, limits).problem).toBe('decimals');
    expect(checkAmount('100.5', 0, { min: 1, max: 1000 }).problem).toBe('decimals');
    expect(checkAmount('99.99', 2, limits).problem).toBe('belowMin');
    expect(checkAmount('50000.01', 2, limits).problem).toBe('aboveMax');
  });
  it('converts wire decimals without float drift', () => {
    expect(toMinor(0.29, 2)).toBe(29n);
    expect(toMinor(1234.56, 2)).toBe(123_456n);
    expect(amountText(123_450n, 2)).toBe('1234.50');
  });
});

describe('paymentPasswordProblems', () => {
  it('wants 6 digits, typed twice alike when it is set', () => {
    expect(paymentPasswordProblems('135790', '135790')).toEqual({});
    expect(paymentPasswordProblems('1357', '1357')).toEqual({ pin: 'pinFormat' });
    expect(paymentPasswordProblems('13579a')).toEqual({ pin: 'pinFormat' });
    expect(paymentPasswordProblems('135790', '135791')).toEqual({ confirm: 'pinMismatch' });
    expect(paymentPasswordProblems('135790', '')).toEqual({ confirm: 'pinMismatch' });
  });
  it('asks no second typing where the password is only used', () => {
    expect(paymentPasswordProblems('135790')).toEqual({});
  });
});

describe('bankCardProblems', () => {
  const card = { bankName: 'ICBC', accountNumber: '6222020200112233', payeeName: 'Li Lei', branch: '' };
  it('wants the bank, the account number and the payee name; the branch is optional', () => {
    expect(bankCardProblems(card)).toEqual({});
    expect(bankCardProblems({ ...card, bankName: ' ', payeeName: '' })).toEqual({ bankName: 'required', payeeName: 'required' });
    expect(bankCardProblems({ bankName: '', accountNumber: '', payeeName: '', branch: '' })).toEqual({
      bankName: 'required', accountNumber: 'required', payeeName: 'required',
    });
  });
});

describe('records', () => {
  it('opens the betting record by default and the bonus transactions from the bonus entry', () => {
    expect(recordTabOf(undefined)).toEqual({ tab: 'bet', filter: '' });
    expect(recordTabOf('nonsense')).toEqual({ tab: 'bet', filter: '' });
    expect(recordTabOf('withdraw')).toEqual({ tab: 'withdraw', filter: '' });
    expect(recordTabOf('bonus')).toEqual({ tab: 'transaction', filter: 'bonus' });
  });
  it('asks for the last 31 days by default, today included', () => {
    expect(defaultRecordRange(new Date('2026-11-22T03:00:00Z'))).toEqual({ startDate: '2026-10-23', endDate: '2026-11-22' });
  });
  it('sends the filter as type for transactions and as status elsewhere', () => {
    const f = { startDate: '2026-11-01', endDate: '2026-11-22', filter: 'bonus' };
    expect(recordQuery('transaction', f, 2, 20)).toBe('/wps/report/transaction?startDate=2026-11-01&endDate=2026-11-22&pageNo=2&pageSize=20&type=bonus');
    expect(recordQuery('deposit', { ...f, filter: 'pending' }, 1, 20)).toBe('/wps/report/depositTransaction?startDate=2026-11-01&endDate=2026-11-22&pageNo=1&pageSize=20&status=pending');
    expect(recordQuery('bet', { ...f, filter: '' }, 1, 20)).toBe('/wps/report/accountGameBetHistory?startDate=2026-11-01&endDate=2026-11-22&pageNo=1&pageSize=20');
  });
});

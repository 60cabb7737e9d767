import { balanceText } from '@/lib/frame/balance';
import { brandVariables, themeMode } from '@/lib/frame/theme';

describe('theme', () => {
  it('is dark unless the merchant chose light (SPEC §9)', () => {
    expect(themeMode(null)).toBe('dark');
    expect(themeMode({ mode: 'dark', colors: {} })).toBe('dark');
    expect(themeMode({ mode: 'light', colors: {} })).toBe('light');
  });

  it('exposes brand colours as --brand-<name>, dropping anything that is not a plain colour', () => {
    expect(brandVariables({ mode: 'dark', colors: { primary: '#f2c14e', 'on-primary': '#000', bad: 'red;x:1' } })).toEqual({
      '--brand-primary': '#f2c14e',
      '--brand-on-primary': '#000',
    });
  });
});

describe('balanceText', () => {
  it('shows the merchant\'s money, whatever symbol the wallet answer carries', () => {
    expect(balanceText({ sumBalance: 1234.5, currencySymbol: 'CNY' }, { symbol: '¥', pattern: '#,##0.00', minorDigits: 2 })).toBe('¥1,234.50');
    expect(balanceText({ sumBalance: 1234.5, currencySymbol: '' }, { symbol: '₫', pattern: '#,##0', minorDigits: 0 })).toBe('₫1,235');
  });

  it('falls back to CNY #,##0.00 (SPEC §9 default) while the merchant is unknown, with the wallet\'s symbol if it has one', () => {
    expect(balanceText({ sumBalance: 1000, currencySymbol: '' }, null)).toBe('¥1,000.00');
    expect(balanceText({ sumBalance: 1000, currencySymbol: '฿' }, null)).toBe('฿1,000.00');
  });

  it('is empty without a balance', () => {
    expect(balanceText(null, null)).toBe('');
  });
});

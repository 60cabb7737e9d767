/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { Header } from '@/components/frame/header';
import type { Viewer } from '@/lib/data/viewer';
import { renderWithIntl } from './render';

jest.mock('next/navigation', () => ({
  usePathname: () => '/m/home',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ back: jest.fn(), push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const languages = [
  { code: 'EN', name: 'English', flag: 'US' },
  { code: 'ZH', name: '中文', flag: 'CN' },
];
const member = (unread: number): Viewer => ({
  loggedIn: true,
  trial: false,
  member: { id: 7, account: 'lucky7', nickname: 'Lucky', type: 0, vipLabel: null },
  balance: { sumBalance: 1234.5, currencySymbol: '¥' },
  unread,
});

describe('Header', () => {
  it('offers login, register, the language control and the side-menu toggle to a visitor', () => {
    renderWithIntl(<Header viewer={{ loggedIn: false }} balance="" logo="Casino" languages={languages} language="EN" />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/m/login');
    expect(within(header).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/m/register');
    expect(within(header).getByRole('button', { name: 'Language: English' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(within(header).queryByRole('link', { name: 'Deposit' })).toBeNull();
    expect(within(header).queryByTestId('header-balance')).toBeNull();
  });

  it('shows a member the balance, Deposit, the inbox with its badge and the menu toggle', () => {
    renderWithIntl(<Header viewer={member(5)} balance="¥1,234.50" logo="Casino" languages={languages} language="EN" />);
    const header = screen.getByRole('banner');
    expect(within(header).getByTestId('header-balance').textContent).toBe('¥1,234.50');
    expect(within(header).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/m/voucherCenter');
    const inbox = within(header).getByRole('link', { name: 'Inbox' });
    expect(inbox.getAttribute('href')).toBe('/m/webEmail');
    expect(within(inbox).getByTestId('badge').textContent).toBe('5');
    expect(within(header).getByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(within(header).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(within(header).queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('shows the logo and no back button on a home path', () => {
    renderWithIntl(<Header viewer={{ loggedIn: false }} balance="" logo="Casino" languages={languages} language="EN" />);
    expect(screen.getByRole('link', { name: 'Casino' }).getAttribute('href')).toBe('/m/home');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });
});

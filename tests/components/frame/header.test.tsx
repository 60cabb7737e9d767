/** @jest-environment jsdom */
import { act, screen, within } from '@testing-library/react';
import { Header } from '@/components/frame/header';
import { resetBalanceChoice, setBalanceHidden } from '@/components/frame/balance-visibility';
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
const member = (unread: number, over: Partial<Extract<Viewer, { loggedIn: true }>> = {}): Viewer => ({
  loggedIn: true,
  trial: false,
  member: { id: 7, account: 'lucky7', nickname: 'Lucky', type: 0, vipLabel: null },
  balance: { sumBalance: 1234.5, currencySymbol: '¥' },
  unread,
  chatUnread: 0,
  announcementUnread: 0,
  balanceHidden: false,
  ...over,
});

beforeEach(() => act(() => resetBalanceChoice()));

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

  it('counts the live chat\'s unread answers into the inbox badge, 99+ above 99', () => {
    renderWithIntl(<Header viewer={member(3, { chatUnread: 4 })} balance="" logo="Casino" languages={languages} language="EN" />);
    expect(within(screen.getByRole('link', { name: 'Inbox' })).getByTestId('badge').textContent).toBe('7');
  });

  it('shows 99+ once the inbox and the chat hold more than 99 unread together', () => {
    renderWithIntl(<Header viewer={member(98, { chatUnread: 2 })} balance="" logo="Casino" languages={languages} language="EN" />);
    expect(within(screen.getByRole('link', { name: 'Inbox' })).getByTestId('badge').textContent).toBe('99+');
  });

  it('marks a trial member\'s balance as play money, and only theirs', () => {
    renderWithIntl(<Header viewer={member(0, { trial: true })} balance="¥2,000.00" logo="Casino" languages={languages} language="EN" />);
    expect(screen.getByTestId('header-balance').textContent).toBe('¥2,000.00');
    expect(screen.getByTestId('play-money').textContent).toBe('Play money');
    expect(screen.getByTestId('header-balance').parentElement!.textContent).toBe('¥2,000.00Play money');
  });

  it('shows no play-money mark on a real member\'s balance', () => {
    renderWithIntl(<Header viewer={member(0)} balance="¥2,000.00" logo="Casino" languages={languages} language="EN" />);
    expect(screen.queryByTestId('play-money')).toBeNull();
  });

  it('hides the balance as the member chose, from the first render, and follows a new choice at once', () => {
    renderWithIntl(<Header viewer={member(0, { balanceHidden: true })} balance="¥1,234.50" logo="Casino" languages={languages} language="EN" />);
    expect(screen.getByTestId('header-balance').textContent).toBe('****');
    act(() => setBalanceHidden(false));
    expect(screen.getByTestId('header-balance').textContent).toBe('¥1,234.50');
    expect(document.cookie).toContain('balanceHidden=0');
  });

  it('shows the logo and no back button on a home path', () => {
    renderWithIntl(<Header viewer={{ loggedIn: false }} balance="" logo="Casino" languages={languages} language="EN" />);
    expect(screen.getByRole('link', { name: 'Casino' }).getAttribute('href')).toBe('/m/home');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });
});

/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SideMenu, type SideMenuProps } from '@/components/frame/side-menu';
import { MenuToggle } from '@/components/frame/menu-toggle';
import type { SideMenuFlags } from '@/lib/frame/side-menu';
import type { Viewer } from '@/lib/data/viewer';
import { renderWithIntl } from './render';

jest.mock('next/navigation', () => ({
  usePathname: () => '/m/home',
  useRouter: () => ({ back: jest.fn(), push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

jest.mock('@/lib/net/wps-fetch', () => ({ wpsFetch: jest.fn(async () => ({ success: true, value: null })) }));

const allOn: SideMenuFlags = {
  deposit: true, withdraw: true, bettingRecord: true, rewardCenter: true, customerService: true,
  appDownload: true, vip: true, referral: true,
};
const visitor: Viewer = { loggedIn: false };
const member = (nickname: string | null): Viewer => ({
  loggedIn: true,
  trial: false,
  member: { id: 1, account: 'acct01', nickname, type: 0, vipLabel: null },
  balance: { sumBalance: 10, currencySymbol: '¥' },
  unread: 0,
  chatUnread: 0,
  announcementUnread: 0,
  balanceHidden: false,
});

function props(over: Partial<SideMenuProps> = {}): SideMenuProps {
  return {
    viewer: visitor, balance: '', logo: 'Casino', flags: allOn, inNativeApp: false,
    languages: [{ code: 'EN', name: 'English', flag: 'US' }, { code: 'TH', name: 'ไทย', flag: 'TH' }],
    language: 'EN', channels: [], socials: [], ...over,
  };
}

/** The entries and dividers as a list: entry labels, '|' for a divider. */
function menuItems(): string[] {
  return Array.from(screen.getByTestId('side-menu-entries').querySelectorAll('li'))
    .map((li) => (li.getAttribute('role') === 'separator' ? '|' : (li.textContent ?? '')));
}

describe('SideMenu', () => {
  it('lists every switched-on entry with a divider after every 3', () => {
    renderWithIntl(<SideMenu {...props({ viewer: member('Lucky') })} />);
    expect(menuItems()).toEqual([
      'Deposit', 'Withdraw', 'Betting record', '|',
      'Reward centre', 'Customer service', 'App download', '|',
      'Feedback', 'VIP', 'Refer a friend', '|',
      'Bonus', 'All promotions', 'Tournaments', '|', 'Red envelope rain',
    ]);
  });

  it('puts the inbox and live chat unread count on the customer-service entry (the message centre), 99+ above 99', () => {
    const withUnread = (unread: number, chatUnread: number): Viewer => ({ ...(member('Lucky') as Extract<Viewer, { loggedIn: true }>), unread, chatUnread });
    const { unmount } = renderWithIntl(<SideMenu {...props({ viewer: withUnread(2, 3) })} />);
    const entry = () => screen.getByTestId('side-menu-entries').querySelector('[data-entry="customerService"]')!;
    expect(entry().querySelector('[data-testid="badge"]')?.textContent).toBe('5');
    unmount();
    renderWithIntl(<SideMenu {...props({ viewer: withUnread(60, 40) })} />);
    expect(entry().querySelector('[data-testid="badge"]')?.textContent).toBe('99+');
  });

  it('shows no badge on the menu without unread messages', () => {
    renderWithIntl(<SideMenu {...props({ viewer: member('Lucky') })} />);
    expect(screen.getByTestId('side-menu-entries').querySelector('[data-testid="badge"]')).toBeNull();
  });

  it('keeps feedback, refer a friend, bonus and all promotions for a visitor with every switch off', () => {
    renderWithIntl(<SideMenu {...props({ flags: null })} />);
    expect(menuItems()).toEqual(['Feedback', 'Refer a friend', 'Bonus', '|', 'All promotions', 'Tournaments']);
  });

  it('shows the collapsible promotion list the frame hands it after the entries, before the languages', () => {
    renderWithIntl(<SideMenu {...props({ promotions: <details data-testid="promo-slot"><summary>Promotions</summary></details> })} />);
    const slot = screen.getByTestId('promo-slot');
    expect(screen.getByTestId('side-menu-entries').compareDocumentPosition(slot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(slot.compareDocumentPosition(screen.getByRole('heading', { name: 'Language' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('drops app download inside the native app', () => {
    renderWithIntl(<SideMenu {...props({ inNativeApp: true })} />);
    expect(menuItems()).not.toContain('App download');
  });

  it('offers login, register and forgot password to a visitor', () => {
    renderWithIntl(<SideMenu {...props()} />);
    const menu = screen.getByRole('complementary', { hidden: true });
    expect(within(menu).getByRole('link', { name: 'Login', hidden: true }).getAttribute('href')).toBe('/m/login');
    expect(within(menu).getByRole('link', { name: 'Register', hidden: true }).getAttribute('href')).toBe('/m/register');
    expect(within(menu).getByRole('link', { name: 'Forgot password?', hidden: true }).getAttribute('href')).toBe('/m/forget');
    expect(within(menu).queryByRole('button', { name: 'Sign out', hidden: true })).toBeNull();
  });

  it('names a member by nickname, else by account, and offers sign out', () => {
    const { unmount } = renderWithIntl(<SideMenu {...props({ viewer: member('Lucky'), balance: '¥10.00' })} />);
    expect(screen.getByTestId('side-menu-name').textContent).toBe('Lucky');
    expect(screen.getByRole('button', { name: 'Sign out', hidden: true })).toBeTruthy();
    expect(screen.getByText('¥10.00')).toBeTruthy();
    unmount();
    renderWithIntl(<SideMenu {...props({ viewer: member(null) })} />);
    expect(screen.getByTestId('side-menu-name').textContent).toBe('acct01');
  });

  it('badges the customer-service entry (the message centre) with unread messages, announcements and chat answers together', () => {
    renderWithIntl(<SideMenu {...props({ viewer: { ...(member('Lucky') as Extract<Viewer, { loggedIn: true }>), unread: 2, announcementUnread: 3, chatUnread: 1 } })} />);
    const entry = screen.getByRole('link', { name: /Customer service/ });
    expect(entry.getAttribute('href')).toBe('/m/message');
    expect(within(entry).getByTestId('badge').textContent).toBe('6');
  });

  it('shows official channels and social links only when there are some', () => {
    const { unmount } = renderWithIntl(<SideMenu {...props()} />);
    expect(screen.queryByRole('region', { name: 'Official channels', hidden: true })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Follow us', hidden: true })).toBeNull();
    unmount();
    renderWithIntl(
      <SideMenu
        {...props({
          channels: [{ kind: 'YOUTUBE', href: 'https://youtube.com/@casino', title: 'Our channel' }],
          socials: [{ kind: 'TELEGRAM', href: 'https://t.me/casino' }],
        })}
      />,
    );
    const channels = screen.getByRole('region', { name: 'Official channels', hidden: true });
    expect(within(channels).getByRole('link', { name: 'Our channel', hidden: true }).getAttribute('href')).toBe('https://youtube.com/@casino');
    const socials = screen.getByRole('region', { name: 'Follow us', hidden: true });
    expect(within(socials).getByRole('link', { name: 'Telegram', hidden: true }).getAttribute('href')).toBe('https://t.me/casino');
  });

  it('opens from the toggle and closes on Escape', () => {
    renderWithIntl(
      <>
        <MenuToggle label="Open menu" />
        <SideMenu {...props()} />
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('complementary').hasAttribute('inert')).toBe(false);
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes after the member signs out, instead of staying open on "Guest"', async () => {
    renderWithIntl(
      <>
        <MenuToggle label="Open menu" />
        <SideMenu {...props({ viewer: member('Nick') })} />
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(screen.getByRole('complementary')).getByRole('button', { name: 'Sign out' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.getByRole('complementary', { hidden: true }).hasAttribute('inert')).toBe(true);
  });
});

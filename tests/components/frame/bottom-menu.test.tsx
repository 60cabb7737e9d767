/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { BottomMenu } from '@/components/frame/bottom-menu';
import { renderWithIntl } from './render';

jest.mock('next/navigation', () => ({ usePathname: () => '/m/activity' }));

/** Unread inbox messages, announcements and chat answers: the member centre's badge shows them together. */
const counts = (inbox: number, announcements = 0, chat = 0) => ({ inbox, announcements, chat });
const memberCentre = () => screen.getByRole('link', { name: /Member centre/ });

describe('BottomMenu', () => {
  it('links Home, Deposit, Share, Promotion and Member centre', () => {
    renderWithIntl(<BottomMenu loggedIn={false} unread={counts(0)} />);
    const links = within(screen.getByRole('navigation', { name: 'Main menu' })).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/m/home'],
      ['Deposit', '/m/voucherCenter'],
      ['Share', '/m/inviteFriends'],
      ['Promotion', '/m/activity'],
      ['Member centre', '/m/member/home'],
    ]);
  });

  it('marks the current page', () => {
    renderWithIntl(<BottomMenu loggedIn={false} unread={counts(0)} />);
    expect(screen.getByRole('link', { name: 'Promotion' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows no badge at 0 unread', () => {
    renderWithIntl(<BottomMenu loggedIn unread={counts(0)} />);
    expect(within(memberCentre()).queryByTestId('badge')).toBeNull();
  });

  it('shows 5 unread as 5', () => {
    renderWithIntl(<BottomMenu loggedIn unread={counts(5)} />);
    expect(within(memberCentre()).getByTestId('badge').textContent).toBe('5');
  });

  it('caps 120 unread at 99+', () => {
    renderWithIntl(<BottomMenu loggedIn unread={counts(120)} />);
    expect(within(memberCentre()).getByTestId('badge').textContent).toBe('99+');
  });

  it('adds unread announcements to unread messages, and caps the sum at 99+', () => {
    renderWithIntl(<BottomMenu loggedIn unread={counts(3, 4)} />);
    expect(within(memberCentre()).getByTestId('badge').textContent).toBe('7');
    expect(within(memberCentre()).getByTestId('badge').getAttribute('aria-label')).toBe('7 unread');
  });

  it('counts the chat\'s unread answers too', () => {
    renderWithIntl(<BottomMenu loggedIn unread={counts(1, 1, 2)} />);
    expect(within(memberCentre()).getByTestId('badge').textContent).toBe('4');
  });

  it('caps 60 messages, 30 announcements and 10 chat answers at 99+', () => {
    renderWithIntl(<BottomMenu loggedIn unread={counts(60, 30, 10)} />);
    expect(within(memberCentre()).getByTestId('badge').textContent).toBe('99+');
  });

  it('shows no badge to a visitor whatever the count', () => {
    renderWithIntl(<BottomMenu loggedIn={false} unread={counts(5)} />);
    expect(within(memberCentre()).queryByTestId('badge')).toBeNull();
  });
});

/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MessageCentre, type MessageCentreLabels } from '@/components/messaging/message-centre';
import { resetUnread, seedUnread } from '@/components/frame/unread-store';
import { renderWithIntl } from '../frame/render';

jest.mock('next/navigation', () => ({ usePathname: () => '/m/message', useRouter: () => ({ refresh: jest.fn() }) }));
jest.mock('@/lib/net/wps-fetch', () => ({ wpsFetch: jest.fn() }));

const labels: MessageCentreLabels = {
  telegram: 'Telegram', telegramHint: 'Channel', announcements: 'Announcements', announcementsHint: 'News', messages: 'Messages',
  messagesHint: 'Inbox', affiliate: 'Affiliate service', affiliateHint: 'Agents', freeReject: 'Trial accounts cannot use this function.',
};
const row = (entry: string) => document.querySelector(`[data-entry="${entry}"]`) as HTMLElement;
const badgeOf = (entry: string) => within(row(entry)).queryByTestId('badge')?.textContent ?? null;

beforeEach(() => act(() => resetUnread()));
afterEach(() => jest.useRealTimers());

describe('MessageCentre (SPEC §2 message center)', () => {
  it('lists Telegram, announcements, messages and the affiliate service, in that order, with their links', () => {
    renderWithIntl(<MessageCentre telegram={{ href: 'https://t.me/demo' }} unread={{ inbox: 0, announcements: 0, chat: 0 }} signedIn trial={false} labels={labels} />);
    const entries = Array.from(screen.getByTestId('message-centre').children).map((li) => li.getAttribute('data-entry'));
    expect(entries).toEqual(['telegram', 'announcements', 'messages', 'affiliate']);
    expect(within(row('telegram')).getByRole('link').getAttribute('href')).toBe('https://t.me/demo');
    expect(within(row('telegram')).getByRole('link').getAttribute('target')).toBe('_blank');
    expect(within(row('announcements')).getByRole('link').getAttribute('href')).toBe('/m/notice');
    expect(within(row('messages')).getByRole('link').getAttribute('href')).toBe('/m/webEmail');
    expect(within(row('affiliate')).getByRole('link').getAttribute('href')).toBe('/m/help?title=affiliate');
  });

  it('badges announcements and messages with their own counts, 99+ above 99, nothing at 0', () => {
    renderWithIntl(<MessageCentre telegram={null} unread={{ inbox: 150, announcements: 3, chat: 0 }} signedIn trial={false} labels={labels} />);
    expect(row('telegram')).toBeNull();
    expect(badgeOf('announcements')).toBe('3');
    expect(badgeOf('messages')).toBe('99+');
    act(() => seedUnread({ inbox: 0, announcements: 99, chat: 0 }, true));
    expect(badgeOf('announcements')).toBe('99');
    expect(badgeOf('messages')).toBeNull();
  });

  it('shows a trial account the free_reject toast for 1 s instead of opening the inbox', () => {
    jest.useFakeTimers();
    renderWithIntl(<MessageCentre telegram={null} unread={{ inbox: 0, announcements: 0, chat: 0 }} signedIn trial labels={labels} />);
    expect(within(row('messages')).queryByRole('link')).toBeNull();
    fireEvent.click(within(row('messages')).getByRole('button', { name: /Messages/ }));
    expect(screen.getByRole('alert').textContent).toBe(labels.freeReject);
    act(() => { jest.advanceTimersByTime(999); });
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => { jest.advanceTimersByTime(1); });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a visitor no badge', () => {
    renderWithIntl(<MessageCentre telegram={null} unread={{ inbox: 5, announcements: 5, chat: 0 }} signedIn={false} trial={false} labels={labels} />);
    expect(screen.queryByTestId('badge')).toBeNull();
  });
});

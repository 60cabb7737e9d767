/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { UnreadBadge } from '@/components/frame/unread-badge';
import { noteAnnouncementRead, refreshInboxUnread, resetUnread, seedUnread, setInboxUnread } from '@/components/frame/unread-store';
import { wpsFetch } from '@/lib/net/wps-fetch';

jest.mock('@/lib/net/wps-fetch', () => ({ wpsFetch: jest.fn() }));
const fetchMock = wpsFetch as jest.MockedFunction<typeof wpsFetch>;

const server = { inbox: 2, announcements: 1, chat: 0 };
const badge = () => screen.queryByTestId('badge')?.textContent ?? null;
const flush = async () => { await act(async () => { await Promise.resolve(); await Promise.resolve(); }); };

beforeEach(() => {
  act(() => resetUnread());
  fetchMock.mockReset();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('UnreadBadge and the unread store', () => {
  it('shows the server\'s counts, then follows reads in the inbox and the notices', () => {
    render(<><UnreadBadge kind="total" server={server} /></>);
    expect(badge()).toBe('3');
    act(() => seedUnread(server, true));
    act(() => setInboxUnread(0));
    expect(badge()).toBe('1');
    act(() => noteAnnouncementRead());
    expect(badge()).toBeNull();
    act(() => noteAnnouncementRead());
    expect(badge()).toBeNull();
  });

  it('asks the platform at most once per 250 ms and shows 99+ above 99', async () => {
    fetchMock.mockResolvedValue({ success: true, errorCode: null, value: 120 } as never);
    render(<UnreadBadge kind="inbox" server={server} />);
    act(() => seedUnread(server, true));
    for (let i = 0; i < 4; i += 1) act(() => refreshInboxUnread());
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('messageUnreadCount');
    expect(badge()).toBe('99+');
    act(() => { jest.advanceTimersByTime(250); });
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('stays silent on a failure: the badge keeps its count', async () => {
    fetchMock.mockResolvedValue({ success: false, errorCode: 'upstream.unavailable', value: null } as never);
    render(<UnreadBadge kind="inbox" server={server} />);
    act(() => seedUnread(server, true));
    act(() => refreshInboxUnread());
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(badge()).toBe('2');
  });

  it('never asks for a visitor or a trial account', async () => {
    render(<UnreadBadge kind="inbox" server={{ inbox: 0, announcements: 0, chat: 0 }} />);
    act(() => seedUnread({ inbox: 0, announcements: 0, chat: 0 }, false));
    act(() => refreshInboxUnread());
    act(() => { jest.advanceTimersByTime(1000); });
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(badge()).toBeNull();
  });
});

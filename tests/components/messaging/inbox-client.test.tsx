/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { InboxClient, type InboxLabels } from '@/components/messaging/inbox-client';
import { UnreadBadge } from '@/components/frame/unread-badge';
import { resetUnread, seedUnread } from '@/components/frame/unread-store';
import { wpsFetch } from '@/lib/net/wps-fetch';
import type { InboxValue } from '@/lib/wps/schemas/messages';
import { renderWithIntl } from '../frame/render';

jest.mock('@/lib/net/wps-fetch', () => ({ wpsFetch: jest.fn() }));
const fetchMock = wpsFetch as jest.MockedFunction<typeof wpsFetch>;

const labels: InboxLabels = {
  empty: 'No messages', unread: 'Unread', delete: 'Delete', deleteTitle: 'Delete this message?', deleteBody: 'Gone for good.',
  cancel: 'Cancel', markAllRead: 'Mark all as read', loadMore: 'Load more', failed: 'That did not work.',
  kinds: { notice: 'Notice', feedback: 'Reply', system: 'System' },
};
const msg = (id: number, read = false) => ({ id, kind: 'notice' as const, title: `Message ${id}`, content: `<p>Body ${id}</p>`, createdAt: '2026-06-01T12:00:00.000Z', read });
const page = (content: ReturnType<typeof msg>[], over: Partial<InboxValue> = {}): InboxValue =>
  ({ content, pageNum: 1, totalPages: 1, totalCount: content.length, unreadCount: content.filter((m) => !m.read).length, ...over });
const items = () => screen.getAllByTestId('inbox-item');
const headerBadge = () => screen.getByTestId('header').querySelector('[data-testid="badge"]')?.textContent ?? null;

function renderInbox(first: InboxValue) {
  act(() => seedUnread({ inbox: first.unreadCount, announcements: 0, chat: 0 }, true));
  return renderWithIntl(
    <>
      <div data-testid="header"><UnreadBadge kind="inbox" server={{ inbox: first.unreadCount, announcements: 0, chat: 0 }} /></div>
      <InboxClient first={first} labels={labels} />
    </>,
  );
}

beforeEach(() => {
  act(() => resetUnread());
  fetchMock.mockReset();
});

describe('InboxClient (SPEC §2 /m/webEmail)', () => {
  it('opens a message, marks it read on the server, and the badge drops with the answer\'s count', async () => {
    fetchMock.mockResolvedValue({ success: true, errorCode: null, value: { messageId: 2, read: true, unreadCount: 1 } } as never);
    renderInbox(page([msg(2), msg(1)]));
    expect(headerBadge()).toBe('2');
    const first = items()[0]!;
    expect(first.getAttribute('data-read')).toBe('false');
    fireEvent.click(within(first).getByRole('button', { name: /Message 2/ }));
    expect(within(first).getByText('Body 2')).toBeTruthy();
    await waitFor(() => expect(headerBadge()).toBe('1'));
    expect(fetchMock).toHaveBeenCalledWith('messageRead', { messageId: 2 });
    expect(first.getAttribute('data-read')).toBe('true');
    // Opening it again asks nothing.
    fireEvent.click(within(first).getByRole('button', { name: /Message 2/ }));
    fireEvent.click(within(first).getByRole('button', { name: /Message 2/ }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('puts a message back to unread and says so when the server refuses', async () => {
    fetchMock.mockResolvedValue({ success: false, errorCode: 'upstream.unavailable', value: null } as never);
    renderInbox(page([msg(5)]));
    fireEvent.click(within(items()[0]!).getByRole('button', { name: /Message 5/ }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('That did not work.'));
    expect(items()[0]!.getAttribute('data-read')).toBe('false');
    expect(headerBadge()).toBe('1');
  });

  it('deletes after confirmation: the message leaves the list and the count follows', async () => {
    fetchMock.mockImplementation(async (name) => (name === 'messageDelete'
      ? { success: true, errorCode: null, value: { messageId: 7, deleted: true, unreadCount: 0 } }
      : { success: true, errorCode: null, value: { messageId: 7, read: true, unreadCount: 0 } }) as never);
    renderInbox(page([msg(7), msg(6, true)]));
    fireEvent.click(within(items()[0]!).getByRole('button', { name: /Message 7/ }));
    fireEvent.click(within(items()[0]!).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this message?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledWith('messageDelete', { messageId: 7 });
    expect(screen.queryByText('Message 7')).toBeNull();
    expect(headerBadge()).toBeNull();
  });

  it('marks everything read at once, loads the next page, and shows the empty state', async () => {
    fetchMock.mockImplementation(async (name) => (name === 'messageInbox'
      ? { success: true, errorCode: null, value: page([msg(1, true)], { pageNum: 2, totalPages: 2, unreadCount: 0 }) }
      : { success: true, errorCode: null, value: { messageId: null, read: true, unreadCount: 0 } }) as never);
    renderInbox(page([msg(3), msg(2)], { totalPages: 2, totalCount: 3 }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(headerBadge()).toBeNull());
    expect(items().map((i) => i.getAttribute('data-read'))).toEqual(['true', 'true']);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(fetchMock).toHaveBeenCalledWith('messageInbox', { pageNo: 2, pageSize: 20 });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when there is nothing', () => {
    renderInbox(page([]));
    expect(screen.getByTestId('inbox-empty').textContent).toBe('No messages');
  });
});

/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NoticeList } from '@/components/content/notice-list';
import { mockFetch, wpsAnswer, type FetchCall } from '@/tests/support/wps-answer';
import { announcement } from './fixtures';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const labels = { unread: 'Unread', longTerm: 'Long term' };
let calls: FetchCall[] = [];
const card = (title: string) => screen.getByRole('button', { name: new RegExp(title) });

describe('NoticeList (/m/notice)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    calls = mockFetch(({ body }) => wpsAnswer('systemAnnouncementRead', { announcementId: (body as { announcementId: number }).announcementId, read: true }));
    refresh.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('opens the item ?value= names, reports it read, and leaves the others collapsed', async () => {
    render(<NoticeList items={[announcement(1), announcement(2, { read: false })]} open={1} labels={labels} />);
    expect(card('Notice 2').getAttribute('aria-expanded')).toBe('true');
    expect(card('Notice 1').getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Body 2')).toBeTruthy();
    await act(async () => void (await jest.advanceTimersByTimeAsync(0)));
    expect(calls).toContainEqual({ method: 'POST', path: '/wps/system/announcements/read', body: { announcementId: 2, read: true } });
    expect(screen.queryByRole('img', { name: 'Unread' })).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('marks locally at once, then calls the server 150 ms apart, then reloads the list once', async () => {
    render(<NoticeList items={[announcement(1, { read: false }), announcement(2, { read: false }), announcement(3)]} open={null} labels={labels} />);
    expect(screen.getAllByRole('img', { name: 'Unread' })).toHaveLength(2);
    fireEvent.click(card('Notice 1'));
    fireEvent.click(card('Notice 2'));
    expect(screen.queryAllByRole('img', { name: 'Unread' })).toHaveLength(0);
    await act(async () => void (await jest.advanceTimersByTimeAsync(0)));
    expect(calls.map((c) => (c.body as { announcementId: number }).announcementId)).toEqual([1]);
    await act(async () => void (await jest.advanceTimersByTimeAsync(150)));
    expect(calls.map((c) => (c.body as { announcementId: number }).announcementId)).toEqual([1, 2]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('toggles a card open and closed and sends nothing for one already read', async () => {
    render(<NoticeList items={[announcement(3)]} open={null} labels={labels} />);
    fireEvent.click(card('Notice 3'));
    expect(card('Notice 3').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(card('Notice 3'));
    expect(card('Notice 3').getAttribute('aria-expanded')).toBe('false');
    await act(async () => void (await jest.advanceTimersByTimeAsync(1000)));
    expect(calls).toEqual([]);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('shows the dates, long term without expiry', () => {
    render(<NoticeList items={[announcement(1), announcement(2, { noExpiry: 0, endDate: '2026-07-01T00:00:00.000Z' })]} open={null} labels={labels} />);
    expect(card('Notice 1').textContent).toContain('2026/06/01 – Long term');
    expect(card('Notice 2').textContent).toContain('2026/06/01 – 2026/07/01');
  });
});

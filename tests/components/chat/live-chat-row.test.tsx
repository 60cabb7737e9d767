/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { LiveChatRow } from '@/components/chat/live-chat-row';
import { MessageCentre, type MessageCentreLabels } from '@/components/messaging/message-centre';
import { resetUnread } from '@/components/frame/unread-store';
import { wpsFetch } from '@/lib/net/wps-fetch';
import { renderWithIntl } from '../frame/render';

jest.mock('next/navigation', () => ({ usePathname: () => '/m/message', useRouter: () => ({ refresh: jest.fn() }) }));
jest.mock('@/lib/net/wps-fetch', () => ({ wpsFetch: jest.fn() }));

const labels: MessageCentreLabels = {
  telegram: 'Telegram', telegramHint: 'Channel', announcements: 'Announcements', announcementsHint: 'News', messages: 'Messages',
  messagesHint: 'Inbox', affiliate: 'Affiliate service', affiliateHint: 'Agents', freeReject: 'Trial accounts cannot use this function.',
};
const chatLabels = { title: 'Live chat', hint: 'Talk to us', launching: 'Opening live chat…', freeReject: 'Trial accounts cannot use this function.', failed: 'load failed' };
const row = () => document.querySelector('[data-entry="liveChat"]') as HTMLElement;

function centre(o: { signedIn?: boolean; trial?: boolean; chat?: number } = {}) {
  const unread = { inbox: 0, announcements: 0, chat: o.chat ?? 0 };
  const signedIn = o.signedIn ?? true;
  const trial = o.trial ?? false;
  renderWithIntl(<MessageCentre telegram={null} unread={unread} signedIn={signedIn} trial={trial} labels={labels}
    liveChat={<LiveChatRow signedIn={signedIn} trial={trial} unread={unread} language="zh-CN" labels={chatLabels} />} />);
}

beforeEach(() => {
  act(() => resetUnread());
  (wpsFetch as jest.Mock).mockReset();
});
afterEach(() => jest.useRealTimers());

describe('the message centre\'s live-chat row (CBS3)', () => {
  it('sits between messages and the affiliate service with the chat\'s unread badge, 99+ above 99', () => {
    centre({ chat: 120 });
    const entries = Array.from(screen.getByTestId('message-centre').children).map((li) => li.getAttribute('data-entry'));
    expect(entries).toEqual(['announcements', 'messages', 'liveChat', 'affiliate']);
    expect(within(row()).getByTestId('badge').textContent).toBe('99+');
  });

  it('runs the SPEC §7 launch: b2c=1, the language, the way back and the title', async () => {
    (wpsFetch as jest.Mock).mockResolvedValue({ success: true, errorCode: null, value: { chatUrl: '/m/chat?lang=CN' } });
    centre({ chat: 2 });
    expect(within(row()).getByTestId('badge').textContent).toBe('2');
    await act(async () => fireEvent.click(within(row()).getByTestId('chat-launch')));
    expect(wpsFetch).toHaveBeenCalledWith('chatLaunch', { b2c: '1', language: 'zh-CN', backUrl: '/m/message', title: 'Live chat' });
    expect(screen.getByRole('status').textContent).toContain('Opening live chat…');
  });

  it('refuses a trial player with the free_reject toast for 1 s, without asking the platform', () => {
    jest.useFakeTimers();
    centre({ trial: true, chat: 5 });
    expect(within(row()).queryByTestId('badge')).toBeNull();
    fireEvent.click(within(row()).getByTestId('chat-launch'));
    expect(screen.getByRole('alert').textContent).toContain('Trial accounts cannot use this function.');
    expect(wpsFetch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a visitor to log in first', () => {
    centre({ signedIn: false });
    expect(within(row()).getByRole('link').getAttribute('href')).toBe('/m/login?next=%2Fm%2Fmessage');
  });
});

import { createThrottle, hasInbox, inboxUnreadThrottle_ms, unreadCounts, unreadOf } from '@/lib/frame/unread';

describe('unread counts (SPEC §2 badges, §6 inbox count for non-guests)', () => {
  it('answers one count, the messages (inbox and chat) or everything, a broken count as 0', () => {
    const c = { inbox: 3, announcements: 4, chat: 5 };
    expect(['inbox', 'announcements', 'chat', 'messages', 'total'].map((k) => unreadOf(c, k as never))).toEqual([3, 4, 5, 8, 12]);
    expect(unreadOf({ inbox: Number.NaN, announcements: -2, chat: 0 }, 'total')).toBe(0);
  });

  it('reads a viewer\'s counts, all 0 for a visitor', () => {
    expect(unreadCounts({ loggedIn: true, unread: 1, announcementUnread: 2, chatUnread: 3 })).toEqual({ inbox: 1, announcements: 2, chat: 3 });
    expect(unreadCounts({ loggedIn: false })).toEqual({ inbox: 0, announcements: 0, chat: 0 });
  });

  it('gives an inbox to signed-in members only, never to a trial account', () => {
    expect(hasInbox({ loggedIn: false })).toBe(false);
    expect(hasInbox({ loggedIn: true, trial: true })).toBe(false);
    expect(hasInbox({ loggedIn: true, trial: false })).toBe(true);
  });
});

describe('createThrottle (the inbox count at most once per 250 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the first request at once and merges the rest of the window into one run at its end', async () => {
    const task = jest.fn(async () => {});
    const t = createThrottle(task, inboxUnreadThrottle_ms);
    t.request();
    await Promise.resolve();
    expect(task).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 5; i += 1) t.request();
    jest.advanceTimersByTime(inboxUnreadThrottle_ms - 1);
    expect(task).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    expect(task).toHaveBeenCalledTimes(2);
    // Quiet for longer than the window: the next request runs at once again.
    jest.advanceTimersByTime(1000);
    t.request();
    await Promise.resolve();
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('never runs two at once: a request during a slow run waits for it and the window', async () => {
    let finish!: () => void;
    const task = jest.fn(() => new Promise<void>((r) => { finish = r; }));
    const t = createThrottle(task, inboxUnreadThrottle_ms);
    t.request();
    t.request();
    jest.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);
    finish();
    await Promise.resolve();
    await Promise.resolve();
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('keeps spacing runs after a failing one, and cancel drops a waiting run', async () => {
    const task = jest.fn(async () => { throw new Error('offline'); });
    const t = createThrottle(async () => { await task().catch(() => {}); }, inboxUnreadThrottle_ms);
    t.request();
    t.request();
    t.cancel();
    jest.advanceTimersByTime(1000);
    await Promise.resolve();
    expect(task).toHaveBeenCalledTimes(1);
  });
});

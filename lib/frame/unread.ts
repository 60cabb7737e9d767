/**
 * The unread counts the frame's badges show (SPEC §2, §6, §9): the inbox's (GET
 * /wps/message/unreadCount), the announcements' (the notices of /m/notice the member has not
 * opened) and the live chat's unread answers (value.unReadCount, CBS3). The header's inbox element
 * shows the messages (inbox and chat); the member centre of the bottom menu and the message centre
 * of the side menu show everything waiting (all three); /m/message badges each row with its own.
 */
export interface UnreadCounts {
  inbox: number;
  announcements: number;
  chat: number;
}

/** A viewer's counts (all 0 for a visitor). */
export function unreadCounts(viewer: { loggedIn: false } | { loggedIn: true; unread: number; announcementUnread: number; chatUnread: number }): UnreadCounts {
  return viewer.loggedIn
    ? { inbox: viewer.unread, announcements: viewer.announcementUnread, chat: viewer.chatUnread }
    : { inbox: 0, announcements: 0, chat: 0 };
}

/** SPEC §7/§9: the inbox count is asked at most once per 250 ms. */
export const inboxUnreadThrottle_ms = 250;

/** What a badge shows: one count, the messages (inbox and chat), or everything waiting. */
export type UnreadKind = 'inbox' | 'announcements' | 'chat' | 'messages' | 'total';

export function unreadOf(c: UnreadCounts, kind: UnreadKind): number {
  const n = (x: number) => (Number.isFinite(x) && x > 0 ? Math.floor(x) : 0);
  if (kind === 'messages') return n(c.inbox) + n(c.chat);
  if (kind === 'total') return n(c.inbox) + n(c.announcements) + n(c.chat);
  return n(c[kind]);
}

/**
 * The inbox count counts only for members who have an inbox: nobody without a session, and no
 * trial account (SPEC §6 inbox count for non-guests; the inbox refuses type 4).
 */
export function hasInbox(viewer: { loggedIn: boolean; trial?: boolean }): boolean {
  return viewer.loggedIn && !viewer.trial;
}

/**
 * Runs `task` at most once per `interval_ms`: a call when the last run is older runs at once;
 * calls inside the window (or while a run is in flight) merge into one run at the window's end.
 * A failing task is the task's business: the throttle only spaces the runs.
 */
export function createThrottle(task: () => Promise<void>, interval_ms: number, now: () => number = Date.now) {
  let last_ms = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight = false;
  let again = false;

  async function run(): Promise<void> {
    timer = null;
    inFlight = true;
    last_ms = now();
    try {
      await task();
    } finally {
      inFlight = false;
      if (again) {
        again = false;
        schedule();
      }
    }
  }

  function schedule(): void {
    if (inFlight) {
      again = true;
      return;
    }
    if (timer) return;
    const wait = last_ms + interval_ms - now();
    if (wait <= 0) void run();
    else timer = setTimeout(() => void run(), wait);
  }

  return {
    /** Asks for a run; answers at once (the run happens now or at the window's end). */
    request: schedule,
    /** Forgets a scheduled run (a page that goes away). */
    cancel(): void {
      if (timer) clearTimeout(timer);
      timer = null;
      again = false;
    },
  };
}

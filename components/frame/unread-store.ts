'use client';

import { useSyncExternalStore } from 'react';
import { createThrottle, inboxUnreadThrottle_ms, type UnreadCounts } from '@/lib/frame/unread';
import { wpsFetch } from '@/lib/net/wps-fetch';

/**
 * The unread counts the badges show, shared by the header, the bottom menu, the side menu and
 * the message centre (small client leaves far apart in the server-rendered frame). The frame
 * seeds it with the counts it rendered (UnreadSync); screens update it when a member reads or
 * deletes (the inbox answers its new count), and it asks the platform for the inbox count again,
 * at most once per 250 ms, when the member moves to another screen. A failed ask changes nothing.
 */
let counts: UnreadCounts | null = null;
let enabled = false;
const listeners = new Set<() => void>();

function set(next: UnreadCounts): void {
  if (counts && counts.inbox === next.inbox && counts.announcements === next.announcements && counts.chat === next.chat) return;
  counts = next;
  listeners.forEach((l) => l());
}

/** The counts the server rendered; `inboxEnabled` is false for visitors and trial accounts (no inbox calls). */
export function seedUnread(server: UnreadCounts, inboxEnabled: boolean): void {
  enabled = inboxEnabled;
  set(server);
}

/** The inbox's own answer after a read or a delete. */
export function setInboxUnread(n: number): void {
  if (counts) set({ ...counts, inbox: Math.max(0, n) });
}

/** An announcement was opened for the first time (the notice list marks it read). */
export function noteAnnouncementRead(): void {
  if (counts) set({ ...counts, announcements: Math.max(0, counts.announcements - 1) });
}

const askInbox = async () => {
  if (!enabled) return;
  const r = await wpsFetch('messageUnreadCount');
  if (r.success && typeof r.value === 'number') setInboxUnread(r.value);
};
let inboxRefresh = createThrottle(askInbox, inboxUnreadThrottle_ms);

/** Asks the platform for the inbox count (throttled to one call per 250 ms; silent on failure; members with an inbox only). */
export function refreshInboxUnread(): void {
  if (enabled) inboxRefresh.request();
}

/** Forgets everything (tests start each case from the server's counts). */
export function resetUnread(): void {
  counts = null;
  enabled = false;
  inboxRefresh.cancel();
  inboxRefresh = createThrottle(askInbox, inboxUnreadThrottle_ms);
  listeners.forEach((l) => l());
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The current counts, or the server's until the store is seeded (so hydration matches). */
export function useUnreadCounts(server: UnreadCounts): UnreadCounts {
  return useSyncExternalStore(subscribe, () => counts ?? server, () => server);
}

'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import type { UnreadCounts } from '@/lib/frame/unread';
import { refreshInboxUnread, seedUnread } from './unread-store';

/**
 * Keeps the badges' store in step with the frame: the counts the server rendered (again after
 * every router.refresh), and the inbox count asked again when the member moves to another screen
 * (the frame's layout does not re-render on a client navigation). Renders nothing.
 */
export function UnreadSync({ counts, inboxEnabled }: { counts: UnreadCounts; inboxEnabled: boolean }) {
  const { inbox, announcements, chat } = counts;
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    seedUnread({ inbox, announcements, chat }, inboxEnabled);
  }, [inbox, announcements, chat, inboxEnabled]);
  useEffect(() => {
    // The first render's count is the server's, fresh: ask only after a navigation.
    if (first.current) {
      first.current = false;
      return;
    }
    refreshInboxUnread();
  }, [pathname]);
  return null;
}

'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { createReadQueue } from '@/lib/content/rules';
import { wpsFetch } from '@/lib/net/wps-fetch';
import { noteAnnouncementRead } from '@/components/frame/unread-store';
import type { Announcement } from '@/lib/wps/schemas/content';
import { NoticeCard } from './notice-card';

/**
 * SPEC §2 notice screen: the announcements, the one `?value=` names open. Opening an unread one
 * marks it read here at once, then tells the server (one call per 150 ms, SPEC §6), then reloads
 * the list from the server (SPEC §4). A visitor's or trial member's items arrive already read, so
 * nothing is sent for them.
 */
export function NoticeList({ items, open, labels }: { items: readonly Announcement[]; open: number | null; labels: { unread: string; longTerm: string } }) {
  const router = useRouter();
  const [read, setRead] = useState<ReadonlySet<number>>(() => new Set(items.filter((a) => a.read).map((a) => a.id)));
  const queue = useRef<ReturnType<typeof createReadQueue> | null>(null);
  queue.current ??= createReadQueue(
    (id) => wpsFetch('systemAnnouncementRead', { announcementId: id, read: true }),
    () => router.refresh(),
  );

  // The server's flags win after a reload; local marks stay until the server has them.
  useEffect(() => {
    setRead((before) => new Set([...before, ...items.filter((a) => a.read).map((a) => a.id)]));
  }, [items]);

  const markRead = (a: Announcement) => {
    if (read.has(a.id)) return;
    setRead((before) => new Set(before).add(a.id));
    // The frame's badges drop at once; the reload after the server call brings the server's count.
    noteAnnouncementRead();
    queue.current!.mark(a.id);
  };

  return (
    <>
      {items.map((a, i) => (
        <NoticeCard key={a.id} announcement={a} read={read.has(a.id)} initiallyOpen={i === open} onOpen={() => markRead(a)} labels={labels} />
      ))}
    </>
  );
}

'use client';

import { useEffect, useId, useRef, useState } from 'react';
import clsx from 'clsx';
import { dateYmd as ymd, pxToRem } from '@/lib/content/rules';
import type { Announcement } from '@/lib/wps/schemas/content';
import styles from './content.module.css';
import operator from './operator-html.module.css';

/**
 * One announcement (SPEC §2 notice card): its title and dates; a tap toggles it collapsed or
 * expanded, and opening it reports it read. The one `?value=` names starts open, scrolled into view.
 */
export function NoticeCard({ announcement: a, read, initiallyOpen, onOpen, labels }: {
  announcement: Announcement; read: boolean; initiallyOpen: boolean; onOpen: () => void; labels: { unread: string; longTerm: string };
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  const card = useRef<HTMLElement>(null);
  const opened = useRef(onOpen);
  opened.current = onOpen;

  useEffect(() => {
    if (!initiallyOpen) return;
    card.current?.scrollIntoView?.({ block: 'start' });
    opened.current();
  }, [initiallyOpen]);

  const toggle = () => {
    setOpen((o) => !o);
    if (!open) onOpen();
  };

  return (
    <article ref={card} className={styles.noticeCard} data-testid="notice-card" data-open={open ? 'true' : 'false'}>
      <button type="button" className={styles.noticeToggle} aria-expanded={open} aria-controls={id} onClick={toggle}>
        {!read && <span className={styles.unreadDot} role="img" aria-label={labels.unread} />}
        <span className={styles.noticeTitle}>{a.title}</span>
        <span className={styles.noticeDate}>{ymd(a.startDate)} – {a.noExpiry || !a.endDate ? labels.longTerm : ymd(a.endDate)}</span>
      </button>
      {/* Operator HTML: the platform refuses scripts, frames and handlers when it is written. */}
      <div id={id} className={clsx(styles.noticeBody, operator.html)} hidden={!open} dangerouslySetInnerHTML={{ __html: pxToRem(a.content) }} />
    </article>
  );
}

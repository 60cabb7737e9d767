'use client';

import { useId, useState } from 'react';
import { pxToRem } from '@/lib/content/rules';
import { inboxPageSizeDefault } from '@/lib/wps/words';
import { wpsFetch } from '@/lib/net/wps-fetch';
import type { InboxKind, InboxMessage, InboxValue } from '@/lib/wps/schemas/messages';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Toast } from '@/components/ui/toast';
import { setInboxUnread } from '@/components/frame/unread-store';
import contentStyles from '@/components/content/content.module.css';
import styles from './messaging.module.css';
import operator from '@/components/content/operator-html.module.css';

export interface InboxLabels {
  empty: string;
  unread: string;
  delete: string;
  deleteTitle: string;
  deleteBody: string;
  cancel: string;
  markAllRead: string;
  loadMore: string;
  failed: string;
  kinds: Record<InboxKind, string>;
}

const ymdHm = (iso: string) => `${iso.slice(0, 10).replaceAll('-', '/')} ${iso.slice(11, 16)}`;

/**
 * SPEC §2 /m/webEmail: the member's messages, newest first. Opening an unread one marks it read
 * (POST message/read), deleting asks first (POST message/delete); each answer carries the new
 * unread count, which the frame's badges take at once. More pages load on demand. A failure
 * leaves the list as it was and says so for a moment.
 */
export function InboxClient({ first, labels }: { first: InboxValue; labels: InboxLabels }) {
  const [items, setItems] = useState<InboxMessage[]>(first.content);
  const [page, setPage] = useState(first.pageNum);
  const [totalPages, setTotalPages] = useState(first.totalPages);
  const [unread, setUnread] = useState(first.unreadCount);
  const [open, setOpen] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const baseId = useId();

  const fail = () => {
    setError(labels.failed);
    setTimeout(() => setError(null), 1500);
  };
  const counted = (n: number) => {
    setUnread(n);
    setInboxUnread(n);
  };

  async function toggle(m: InboxMessage) {
    setOpen((o) => (o === m.id ? null : m.id));
    if (m.read) return;
    setItems((xs) => xs.map((x) => (x.id === m.id ? { ...x, read: true } : x)));
    const r = await wpsFetch('messageRead', { messageId: m.id });
    if (r.success) counted(r.value.unreadCount);
    else {
      setItems((xs) => xs.map((x) => (x.id === m.id ? { ...x, read: false } : x)));
      fail();
    }
  }

  async function markAll() {
    setBusy(true);
    const r = await wpsFetch('messageRead', { all: true });
    setBusy(false);
    if (!r.success) return fail();
    setItems((xs) => xs.map((x) => ({ ...x, read: true })));
    counted(r.value.unreadCount);
  }

  async function remove(id: number) {
    setBusy(true);
    const r = await wpsFetch('messageDelete', { messageId: id });
    setBusy(false);
    setConfirm(null);
    if (!r.success) return fail();
    setItems((xs) => xs.filter((x) => x.id !== id));
    counted(r.value.unreadCount);
  }

  async function more() {
    setBusy(true);
    const r = await wpsFetch('messageInbox', { pageNo: page + 1, pageSize: inboxPageSizeDefault });
    setBusy(false);
    if (!r.success) return fail();
    // A message deleted meanwhile shifts the pages: keep each message once.
    setItems((xs) => [...xs, ...r.value.content.filter((m) => !xs.some((x) => x.id === m.id))]);
    setPage(r.value.pageNum);
    setTotalPages(r.value.totalPages);
    counted(r.value.unreadCount);
  }

  if (!items.length) return <p className={styles.empty} data-testid="inbox-empty">{labels.empty}</p>;
  return (
    <>
      {unread > 0 && (
        <div className={styles.inboxTools}>
          <button type="button" className={styles.textButton} onClick={markAll} disabled={busy}>{labels.markAllRead}</button>
        </div>
      )}
      <ul className={styles.inboxList} data-testid="inbox-list">
        {items.map((m) => {
          const bodyId = `${baseId}-${m.id}`;
          const isOpen = open === m.id;
          return (
            <li key={m.id} className={contentStyles.noticeCard} data-testid="inbox-item" data-read={m.read ? 'true' : 'false'}>
              <button type="button" className={contentStyles.noticeToggle} aria-expanded={isOpen} aria-controls={bodyId} onClick={() => void toggle(m)}>
                {!m.read && <span className={contentStyles.unreadDot} role="img" aria-label={labels.unread} />}
                <span className={styles.inboxText}>
                  <span className={styles.inboxTitle}>{m.title}</span>
                  <span className={styles.inboxMeta}>{labels.kinds[m.kind]} · {ymdHm(m.createdAt)}</span>
                </span>
              </button>
              <div id={bodyId} hidden={!isOpen} className={styles.inboxBody}>
                {/* Operator HTML: allow-listed by the platform when written and again when read. */}
                <div className={operator.html} dangerouslySetInnerHTML={{ __html: pxToRem(m.content) }} />
                <button type="button" className={styles.deleteButton} onClick={() => setConfirm(m.id)}>{labels.delete}</button>
              </div>
            </li>
          );
        })}
      </ul>
      {page < totalPages && (
        <button type="button" className={styles.loadMore} onClick={() => void more()} disabled={busy}>{labels.loadMore}</button>
      )}
      <ConfirmDialog open={confirm !== null} title={labels.deleteTitle} body={labels.deleteBody} cancelLabel={labels.cancel} submitLabel={labels.delete}
        busy={busy} onCancel={() => setConfirm(null)} onSubmit={() => confirm !== null && void remove(confirm)} />
      <Toast message={error} kind="error" />
    </>
  );
}

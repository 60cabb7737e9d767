import type { ReactNode } from 'react';
import Link from '@/components/frame/link';
import { ChevronIcon } from '@/components/frame/icons';
import { UnreadBadge } from '@/components/frame/unread-badge';
import type { UnreadCounts } from '@/lib/frame/unread';
import { TrialRefusedEntry } from './free-reject';
import styles from './messaging.module.css';

export interface MessageCentreLabels {
  telegram: string;
  telegramHint: string;
  announcements: string;
  announcementsHint: string;
  messages: string;
  messagesHint: string;
  affiliate: string;
  affiliateHint: string;
  freeReject: string;
}

/** A row's text, badge and chevron (the live-chat row of components/chat uses it too). */
export function Row({ title, hint, badge }: { title: string; hint: string; badge?: ReactNode }) {
  return (
    <>
      <span className={styles.centreText}>
        <span className={styles.centreTitle}>{title}</span>
        <span className={styles.centreHint}>{hint}</span>
      </span>
      {badge}
      <ChevronIcon width={16} height={16} />
    </>
  );
}

/**
 * SPEC §2 message centre: the Telegram link (when the merchant has one), announcements with
 * their unread badge, messages (the inbox) with theirs, live chat (only with CBS3), and the
 * affiliate service; badges 99+ above 99, live (unread-store). A trial account's messages row
 * shows the free_reject toast for 1 s instead of opening the inbox (SPEC §6). `liveChat` is the
 * live-chat row's place: the chat screen's change renders it there (null until then).
 */
export function MessageCentre({ telegram, unread, signedIn, trial, liveChat = null, labels }: {
  telegram: { href: string } | null;
  unread: UnreadCounts;
  signedIn: boolean;
  trial: boolean;
  liveChat?: ReactNode;
  labels: MessageCentreLabels;
}) {
  return (
    <ul className={styles.centreList} data-testid="message-centre">
      {telegram && (
        <li data-entry="telegram">
          <a href={telegram.href} target="_blank" rel="noopener noreferrer" className={styles.centreRow}>
            <Row title={labels.telegram} hint={labels.telegramHint} />
          </a>
        </li>
      )}
      <li data-entry="announcements">
        <Link href="/m/notice" className={styles.centreRow}>
          <Row title={labels.announcements} hint={labels.announcementsHint}
            badge={signedIn && <UnreadBadge kind="announcements" server={unread} inline />} />
        </Link>
      </li>
      <li data-entry="messages">
        <TrialRefusedEntry refused={trial} message={labels.freeReject} href="/m/webEmail" className={styles.centreRow}>
          <Row title={labels.messages} hint={labels.messagesHint}
            badge={signedIn && !trial && <UnreadBadge kind="inbox" server={unread} inline />} />
        </TrialRefusedEntry>
      </li>
      {liveChat && <li data-entry="liveChat">{liveChat}</li>}
      <li data-entry="affiliate">
        <Link href="/m/help?title=affiliate" className={styles.centreRow}>
          <Row title={labels.affiliate} hint={labels.affiliateHint} />
        </Link>
      </li>
    </ul>
  );
}

import Link from '@/components/frame/link';
import { UnreadBadge } from '@/components/frame/unread-badge';
import type { UnreadCounts } from '@/lib/frame/unread';
import { loginHref } from '@/lib/frame/gate';
import { Row } from '@/components/messaging/message-centre';
import styles from '@/components/messaging/messaging.module.css';
import { ChatLaunch } from './chat-launch';

/**
 * The message centre's live-chat row (SPEC §2, only with CBS3 on: the page decides): the chat's
 * unread answers as its badge (99+ above 99); a tap runs the chat launch of SPEC §7 and follows
 * value.chatUrl after 500 ms; a visitor goes to log in first, a trial player gets free_reject.
 */
export function LiveChatRow({ signedIn, trial, unread, language, labels }: {
  signedIn: boolean; trial: boolean; unread: UnreadCounts; language: string;
  labels: { title: string; hint: string; launching: string; freeReject: string; failed: string };
}) {
  const row = <Row title={labels.title} hint={labels.hint} badge={signedIn && !trial && <UnreadBadge kind="chat" server={unread} inline />} />;
  if (!signedIn) return <Link href={loginHref('/m/message')} className={styles.centreRow}>{row}</Link>;
  return (
    <ChatLaunch language={language} backUrl="/m/message" title={labels.title} trial={trial} labels={labels} className={styles.centreRow}>
      {row}
    </ChatLaunch>
  );
}

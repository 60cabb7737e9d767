import { getTranslations } from 'next-intl/server';
import { readValue } from '@/lib/data/request';
import { inboxPageSizeDefault } from '@/lib/wps/words';
import { InboxClient } from '@/components/messaging/inbox-client';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';
import frameStyles from '@/components/frame/frame.module.css';
import screenStyles from '@/components/frame/screen.module.css';
import styles from '@/components/messaging/messaging.module.css';

export const generateMetadata = () => pageMetadata('webEmail');

/**
 * /m/webEmail – SPEC §2 inbox: needs a login (a visitor goes to /m/login and comes back); a trial
 * account is refused with the free_reject toast (SPEC §6). The first page is read here; opening,
 * deleting and more pages happen in InboxClient.
 */
export default function WebEmailPage() {
  return (
    <MemberGate path="/m/webEmail">
      <Inbox />
    </MemberGate>
  );
}

async function Inbox() {
  const [first, t] = await Promise.all([readValue('messageInbox', { pageNo: 1, pageSize: inboxPageSizeDefault }), getTranslations('messaging.inbox')]);
  return (
    <section className={screenStyles.screen} data-testid="inbox-screen">
      {/* The top bar shows this title (SPEC §2 titles by path); the heading stays for screen readers. */}
      <h1 className={frameStyles.srOnly}>{t('heading')}</h1>
      {first ? (
        <InboxClient first={first} labels={{
          empty: t('empty'), unread: t('unread'), delete: t('delete'), deleteTitle: t('deleteTitle'), deleteBody: t('deleteBody'),
          cancel: t('cancel'), markAllRead: t('markAllRead'), loadMore: t('loadMore'), failed: t('failed'),
          kinds: { notice: t('kind.notice'), feedback: t('kind.feedback'), system: t('kind.system') },
        }} />
      ) : <p className={styles.empty} role="alert">{t('failed')}</p>}
    </section>
  );
}

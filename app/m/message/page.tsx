import { getTranslations } from 'next-intl/server';
import { getSystemStatus } from '@/lib/data/system';
import { getViewer } from '@/lib/data/viewer';
import { telegramLink } from '@/lib/frame/links';
import { unreadCounts } from '@/lib/frame/unread';
import { MessageCentre } from '@/components/messaging/message-centre';
import { pageMetadata } from '@/components/frame/page-metadata';
import { ScreenHeading } from '@/components/frame/screen-heading';
import styles from '@/components/messaging/messaging.module.css';

export const generateMetadata = () => pageMetadata('message');

/**
 * /m/message – SPEC §2 message centre: Telegram, announcements and messages with their unread
 * badges, live chat (CBS3; its row goes in MessageCentre's `liveChat` place) and the affiliate
 * service. No top bar: its heading's back arrow goes to /m/home (SPEC §2).
 */
export default async function MessagePage() {
  const [status, viewer, t, te] = await Promise.all([getSystemStatus(), getViewer(), getTranslations('messaging.centre'), getTranslations('errors')]);
  return (
    <section className={styles.screen} data-testid="message-screen">
      <ScreenHeading path="/m/message" titleClassName={styles.heading}>{t('heading')}</ScreenHeading>
      <MessageCentre
        telegram={telegramLink(status?.info.customerService, status?.info.whitelabel.socialLinks)}
        unread={unreadCounts(viewer)}
        signedIn={viewer.loggedIn}
        trial={viewer.loggedIn && viewer.trial}
        labels={{
          telegram: t('telegram'), telegramHint: t('telegramHint'), announcements: t('announcements'), announcementsHint: t('announcementsHint'),
          messages: t('messages'), messagesHint: t('messagesHint'), affiliate: t('affiliate'), affiliateHint: t('affiliateHint'),
          freeReject: te('free_reject'),
        }}
      />
    </section>
  );
}

import { getTranslations } from 'next-intl/server';
import { getSystemStatus } from '@/lib/data/system';
import { getViewer } from '@/lib/data/viewer';
import { telegramLink } from '@/lib/frame/links';
import { unreadCounts } from '@/lib/frame/unread';
import { requestLanguage } from '@/lib/i18n/server';
import { LiveChatRow } from '@/components/chat/live-chat-row';
import { MessageCentre } from '@/components/messaging/message-centre';
import { pageMetadata } from '@/components/frame/page-metadata';
import { ScreenHeading } from '@/components/frame/screen-heading';
import screenStyles from '@/components/frame/screen.module.css';

export const generateMetadata = () => pageMetadata('message');

/**
 * /m/message – SPEC §2 message centre: Telegram, announcements and messages with their unread
 * badges, live chat (CBS3: components/chat LiveChatRow in MessageCentre's `liveChat` place) and the affiliate
 * service. No top bar: its heading's back arrow goes to /m/home (SPEC §2).
 */
export default async function MessagePage() {
  const [status, viewer, t, te, tc, language] = await Promise.all([
    getSystemStatus(), getViewer(), getTranslations('messaging.centre'), getTranslations('errors'), getTranslations('chat'), requestLanguage(),
  ]);
  const unread = unreadCounts(viewer);
  const trial = viewer.loggedIn && viewer.trial;
  // SPEC §2: the live-chat row only with CBS3 on.
  const liveChat = status?.info.whitelabel.modules.CBS3 === false ? null : (
    <LiveChatRow signedIn={viewer.loggedIn} trial={trial} unread={unread} language={language}
      labels={{ title: tc('row'), hint: tc('rowHint'), launching: tc('launching'), freeReject: te('free_reject'), failed: te('upstream.unavailable') }} />
  );
  return (
    <section className={screenStyles.screen} data-testid="message-screen">
      <ScreenHeading path="/m/message" titleClassName={screenStyles.heading}>{t('heading')}</ScreenHeading>
      <MessageCentre
        telegram={telegramLink(status?.info.customerService, status?.info.whitelabel.socialLinks)}
        unread={unread}
        signedIn={viewer.loggedIn}
        trial={trial}
        liveChat={liveChat}
        labels={{
          telegram: t('telegram'), telegramHint: t('telegramHint'), announcements: t('announcements'), announcementsHint: t('announcementsHint'),
          messages: t('messages'), messagesHint: t('messagesHint'), affiliate: t('affiliate'), affiliateHint: t('affiliateHint'),
          freeReject: te('free_reject'),
        }}
      />
    </section>
  );
}

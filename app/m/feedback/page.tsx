import { getTranslations } from 'next-intl/server';
import { getSystemStatus } from '@/lib/data/system';
import { getViewer } from '@/lib/data/viewer';
import { IntlScope } from '@/components/account/intl-scope';
import { FeedbackClient } from '@/components/feedback/feedback-client';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';
import styles from '@/components/account/account.module.css';

export const generateMetadata = () => pageMetadata('feedback');

/** /m/feedback – SPEC §2 feedback: members only (SPEC §6: visitors go to /m/login); images where the merchant allows them. */
export default async function FeedbackPage() {
  const [viewer, status, t] = await Promise.all([getViewer(), getSystemStatus(), getTranslations('feedback')]);
  return (
    <MemberGate path="/m/feedback">
      <section className={styles.screen}>
        <h1 className={styles.heading}>{t('heading')}</h1>
        <IntlScope namespaces={['feedback', 'account', 'validation', 'errors']}>
          <FeedbackClient imagesAllowed={status?.info.whitelabel.menu.feedbackImages === true} sender={viewer.loggedIn ? viewer.member.account : ''} />
        </IntlScope>
      </section>
    </MemberGate>
  );
}

import Link from '@/components/frame/link';
import { getTranslations } from 'next-intl/server';
import { getSystemStatus } from '@/lib/data/system';
import { getViewer } from '@/lib/data/viewer';
import { IntlScope } from '@/components/account/intl-scope';
import { TrialClient } from '@/components/account/trial-client';
import { pageMetadata } from '@/components/frame/page-metadata';
import styles from '@/components/account/account.module.css';

export const generateMetadata = () => pageMetadata('trail');

/** /m/trail – SPEC §2 free trial: what trial play is, and the button that starts it (SPEC §4). */
export default async function TrailPage() {
  const [status, viewer, t] = await Promise.all([getSystemStatus(), getViewer(), getTranslations('account.trail')]);
  // FREEPLAY3 switched off by the merchant: say so instead of offering a button that is refused.
  const available = status?.info.whitelabel.modules.FREEPLAY3 !== false;
  return (
    <section className={styles.screen}>
      <h1 className={styles.heading}>{t('heading')}</h1>
      <div className={styles.card}>
        <p>{t('body')}</p>
        <ul className={styles.points}>
          <li>{t('pointPlayMoney')}</li>
          <li>{t('pointNoMoney')}</li>
          <li>{t('pointLimits')}</li>
        </ul>
        {viewer.loggedIn ? (
          <>
            <p className={styles.muted}>{t('signedIn')}</p>
            <Link href="/m/home" className={styles.ghost}>{t('home')}</Link>
          </>
        ) : available ? (
          <IntlScope namespaces={['account', 'errors']}>
            <TrialClient />
          </IntlScope>
        ) : (
          <p className={styles.muted}>{t('unavailable')}</p>
        )}
      </div>
      {!viewer.loggedIn && (
        <Link href="/m/register" className={styles.ghost}>{t('register')}</Link>
      )}
    </section>
  );
}

import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { getSystemStatus } from '@/lib/data/system';
import { downloadOffer, parseEnvironment } from '@/lib/content/rules';
import { inNativeShell } from '@/lib/pwa';
import { AppDownloadOptions } from '@/components/content/app-download';
import { downloadLabels } from '@/components/content/download-bar';
import { pageMetadata } from '@/components/frame/page-metadata';
import { ScreenHeading } from '@/components/frame/screen-heading';
import { InstallApp } from '@/components/pwa/install-app';
import styles from '@/components/pwa/pwa.module.css';

export const generateMetadata = () => pageMetadata('app');

/**
 * /m/app – SPEC §2 app download: the merchant's download links for this phone's system (the
 * MOBILECONFIG profile button on iOS, the iOS legacy tips, 'Please use Safari for download App.'
 * outside Safari), and the installable web app: the browser's install prompt where it offers
 * one, the steps where it does not. Inside the native shell it only says so.
 */
export default async function AppPage() {
  const [status, h, t, labels, tp] = await Promise.all([
    getSystemStatus(), headers(), getTranslations('content.download'), downloadLabels(), getTranslations('pages'),
  ]);
  const site = status?.info.whitelabel.name ?? '';
  const ua = h.get('user-agent') ?? '';
  const nativeApp = inNativeShell(ua);
  const env = parseEnvironment(ua, { installed: false, nativeApp: false, closed: false });
  const offer = downloadOffer(status?.info.resources ?? [], env);
  return (
    <section className={styles.appScreen} data-testid="app-screen">
      <ScreenHeading path="/m/app">{tp('app')}</ScreenHeading>
      {nativeApp ? (
        <p className={styles.appNote}>{t('inNativeApp', { site })}</p>
      ) : (
        <>
          <p className={styles.appIntro}>{t('pageIntro', { site })}</p>
          <div className={styles.appOptions} data-testid="app-links">
            {offer ? <AppDownloadOptions offer={offer} labels={labels} /> : <p className={styles.appNote}>{t('noLinks')}</p>}
          </div>
          <InstallApp ios={env.os === 'ios'} labels={{
            title: t('installTitle'), install: t('install'), ios: t('installIos'), other: t('installOther'), installed: t('installed'),
          }} />
        </>
      )}
    </section>
  );
}

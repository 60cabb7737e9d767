import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { downloadOffer, parseEnvironment, type DownloadResource } from '@/lib/content/rules';
import { appIconPath } from '@/lib/pwa';
import { DownloadBarActions } from './download-bar-actions';
import type { AppDownloadLabels } from './app-download';
import styles from './content.module.css';

/** The download texts of a language, for the bar, its pop-up and /m/app. */
export async function downloadLabels(): Promise<AppDownloadLabels> {
  const t = await getTranslations('content.download');
  return {
    open: t('open'), title: t('title'), close: t('close'), hide: t('hide'), IOS: t('IOS'), Android: t('Android'),
    MOBILECONFIG: t('MOBILECONFIG'), iosLegacy: t('iosLegacy'), needsSafari: t('needsSafari'),
  };
}

/**
 * SPEC §2 download bar, at the top of the home screen: the app's icon and name, a Download
 * button that opens the pop-up of options, and a close button. The server decides from the user
 * agent whether this system has a link at all (SPEC §4: none inside the native shell or without
 * a link); what only the browser knows (closed before, running installed) hides it before it is
 * drawn (downloadBarScript in the root layout), so it never shifts the page.
 */
export async function DownloadBar({ resources, siteName, inNativeApp }: { resources: readonly DownloadResource[]; siteName: string; inNativeApp: boolean }) {
  const h = await headers();
  const offer = downloadOffer(resources, parseEnvironment(h.get('user-agent') ?? '', { installed: false, nativeApp: inNativeApp, closed: false }));
  if (!offer) return null;
  const [t, labels] = await Promise.all([getTranslations('content.download'), downloadLabels()]);
  return (
    <div className={styles.downloadBar} data-testid="download-bar">
      {/* eslint-disable-next-line @next/next/no-img-element -- a 36 px icon served at its size */}
      <img src={appIconPath(192)} alt="" width={36} height={36} className={styles.downloadBarIcon} />
      <p className={styles.downloadBarText}>
        <strong>{siteName}</strong>
        <span>{t('bar')}</span>
      </p>
      <DownloadBarActions offer={offer} labels={labels} closeLabel={t('barClose')} />
    </div>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/pwa/pwa.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('offline');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * /offline – the page the service worker shows when a page cannot be fetched (lib/pwa). Stored
 * once when the worker installs, so it reads nothing a member owns and works without the page
 * frame, its data or its scripts.
 */
export default async function OfflinePage() {
  const t = await getTranslations('offline');
  return (
    <main className={styles.offline} data-testid="offline-page">
      <svg className={styles.offlineIcon} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M12 19h.01M3 3l18 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <h1 className={styles.offlineTitle}>{t('title')}</h1>
      <p className={styles.offlineText}>{t('body')}</p>
      {/* An empty href is the page's own address: the one that failed, which the address bar still shows. */}
      <a href="" className={styles.offlineRetry} data-testid="offline-retry">{t('retry')}</a>
    </main>
  );
}

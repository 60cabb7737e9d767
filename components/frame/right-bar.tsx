import Link from '@/components/frame/link';
import { useTranslations } from 'next-intl';
import { CalendarIcon, DownloadIcon, ShareIcon } from './icons';
import styles from './frame.module.css';

/**
 * SPEC §2 right bar: Download (never inside the native app; hidden by CSS in an installed web
 * app, which only the browser knows it is), Invite and Sign in. It stays on the right, but in
 * the bottom dock above the bottom menu instead of floating over the page: floating, it covered
 * tile names, Copy buttons and form buttons on every screen (issue 15).
 */
export function RightBar({ inNativeApp }: { inNativeApp: boolean }) {
  const t = useTranslations('rightBar');
  return (
    <nav className={styles.rightBar} aria-label={t('label')} data-testid="right-bar">
      {!inNativeApp && (
        <Link href="/m/app" className={`${styles.rightItem} ${styles.hideInstalled}`}>
          <DownloadIcon />
          <span>{t('download')}</span>
        </Link>
      )}
      <Link href="/m/inviteFriends" className={styles.rightItem}>
        <ShareIcon />
        <span>{t('invite')}</span>
      </Link>
      <Link href="/m/activity/signIn" className={styles.rightItem}>
        <CalendarIcon />
        <span>{t('signIn')}</span>
      </Link>
    </nav>
  );
}

import Link from '@/components/frame/link';
import { useTranslations } from 'next-intl';
import { CalendarIcon, DownloadIcon, ShareIcon } from './icons';
import styles from './frame.module.css';

/**
 * SPEC §2 floating right bar: Download (never inside the native app; hidden by CSS in an
 * installed web app, which only the browser knows it is), Invite and Sign in.
 */
export function RightBar({ inNativeApp }: { inNativeApp: boolean }) {
  const t = useTranslations('rightBar');
  return (
    <nav className={styles.rightBar} aria-label={t('label')}>
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

import Link from '@/components/frame/link';
import { useTranslations } from 'next-intl';
import styles from './frame.module.css';

/** SPEC §2: the extra footer bar of the inbox and member home, with the member's money shortcuts. */
export function ExtraFooterBar() {
  const t = useTranslations('extraFooter');
  return (
    <nav className={styles.extraFooter} aria-label={t('label')}>
      <Link href="/m/voucherCenter">{t('deposit')}</Link>
      <Link href="/m/withdraw">{t('withdraw')}</Link>
      <Link href="/m/gameRecord">{t('bettingRecord')}</Link>
      <Link href="/m/rewardCenter">{t('rewardCenter')}</Link>
    </nav>
  );
}

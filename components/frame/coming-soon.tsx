import Link from '@/components/frame/link';
import { useTranslations } from 'next-intl';
import type { Messages } from '@/lib/i18n/messages';
import styles from './frame.module.css';

export type PageKey = keyof Messages['pages'];

/** The body of a screen whose content comes in a later issue: its name and a translated "coming soon". */
export function ComingSoon({ page }: { page: PageKey }) {
  const t = useTranslations('pages');
  const tc = useTranslations('common');
  return (
    <section className={styles.comingSoon}>
      <h1 className={styles.comingSoonTitle}>{t(page)}</h1>
      <p className={styles.comingSoonBadge}>{tc('comingSoon')}</p>
      <p className={styles.muted}>{tc('comingSoonBody')}</p>
      {page !== 'home' && (
        <Link href="/m/home" className={styles.buttonGhost}>
          {tc('backHome')}
        </Link>
      )}
    </section>
  );
}

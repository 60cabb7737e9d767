import Link from '@/components/frame/link';
import { useTranslations } from 'next-intl';
import type { Messages } from '@/lib/i18n/messages';
import { ScreenHeading } from './screen-heading';
import styles from './frame.module.css';

export type PageKey = keyof Messages['pages'];

/**
 * The body of a screen whose content comes in a later issue: its name and a translated "coming
 * soon". Where SPEC §2 hides the top bar (help, agent, lottery, message, app, activity…), the
 * name carries the screen's back arrow (lib/frame screenBack), as built screens do.
 */
export function ComingSoon({ page, path }: { page: PageKey; path?: string }) {
  const t = useTranslations('pages');
  const tc = useTranslations('common');
  return (
    <section className={styles.comingSoon}>
      {path
        ? <ScreenHeading path={path} titleClassName={styles.comingSoonTitle}>{t(page)}</ScreenHeading>
        : <h1 className={styles.comingSoonTitle}>{t(page)}</h1>}
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

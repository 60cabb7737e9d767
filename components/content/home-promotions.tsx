import { getTranslations } from 'next-intl/server';
import Link from '@/components/frame/link';
import { getHomeContent } from '@/lib/data/content';
import { homePromotionsShown, promotionDates, promotionHref } from '@/lib/content/promotions';
import styles from './promotions.module.css';

/**
 * SPEC §2 home tab's promo block: the first promotions (titles and dates, no images, so the home
 * screen stays light), each opening its own address on the promotion screen, and a link to all.
 * Read from the home set the frame fetches anyway; nothing when there are none.
 */
export async function HomePromotions({ className }: { className?: string }) {
  const [content, t] = await Promise.all([getHomeContent(), getTranslations('promotions')]);
  const shown = content?.promotion.slice(0, homePromotionsShown) ?? [];
  if (!shown.length) return null;
  return (
    <section className={className} aria-labelledby="home-promotions-title" data-testid="home-promotions">
      <div className={styles.homeHead}>
        <h2 id="home-promotions-title" className={styles.homeTitle}>{t('heading')}</h2>
        <Link href="/m/activity" className={styles.homeAll}>{t('seeAll')}</Link>
      </div>
      <ul className={styles.homeList}>
        {shown.map((p) => (
          <li key={p.id}>
            <Link href={promotionHref(p.id)} className={styles.homeItem}>
              <span className={styles.title}>{p.title}</span>
              <span className={styles.dates}>{promotionDates(p, t('longTerm'))}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

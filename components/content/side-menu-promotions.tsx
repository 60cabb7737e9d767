import { getTranslations } from 'next-intl/server';
import Link from '@/components/frame/link';
import { getHomeContent } from '@/lib/data/content';
import { promotionHref, sideMenuPromotionsShown } from '@/lib/content/promotions';
import styles from './promotions.module.css';

/**
 * SPEC §2 left side menu's collapsible promotion list: the live promotions' titles, each opening
 * its own address on the promotion screen. Closed until tapped (a <details>, no script); from the
 * home set the frame reads anyway; nothing when there are none.
 */
export async function SideMenuPromotions({ className, headingClassName }: { className?: string; headingClassName?: string }) {
  const [content, t] = await Promise.all([getHomeContent(), getTranslations('promotions')]);
  const shown = content?.promotion.slice(0, sideMenuPromotionsShown) ?? [];
  if (!shown.length) return null;
  return (
    <details className={className} data-testid="side-menu-promotions">
      <summary className={headingClassName}>{t('heading')}</summary>
      <ul className={styles.sideList}>
        {shown.map((p) => (
          <li key={p.id}>
            <Link href={promotionHref(p.id)} className={styles.sideItem}>{p.title}</Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

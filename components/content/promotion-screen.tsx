import { getTranslations } from 'next-intl/server';
import Link from '@/components/frame/link';
import { ScreenHeading } from '@/components/frame/screen-heading';
import { getHomeContent, getPromotionCategories } from '@/lib/data/content';
import {
  promotionActionHref, promotionCategoryHref, promotionDates, promotionImage, promotionsIn, selectedCategory,
} from '@/lib/content/promotions';
import { pxToRem } from '@/lib/content/rules';
import { artSrcSet } from '@/lib/games/art';
import { artSizes } from '@/lib/games/lobby';
import { PromotionList, type PromotionItem } from './promotion-list';
import screenStyles from '@/components/frame/screen.module.css';
import styles from './promotions.module.css';

/**
 * SPEC §2 promotion screen, rendered on the server for visitors and members alike (SPEC §6:
 * promotions load without a session): the heading with its back arrow (no top bar here), the
 * horizontal category menu (links, so it works before any script), and the accordion of the
 * chosen category's promotions, or the empty state. `openId` is the deep link's promotion.
 */
export async function PromotionScreen({ path, category, openId }: { path: '/m/activity' | '/m/activityDetail'; category: number | null; openId: number | null }) {
  const [content, categories, t] = await Promise.all([getHomeContent(), getPromotionCategories(), getTranslations('promotions')]);
  const selected = selectedCategory(categories, category);
  const shown = promotionsIn(content?.promotion ?? [], selected);
  const missing = openId !== null && !shown.some((p) => p.id === openId);
  const items: PromotionItem[] = shown.map((p) => {
    const src = promotionImage(p);
    const srcSet = src ? artSrcSet(src) : null;
    return {
      id: p.id,
      title: p.title,
      dates: promotionDates(p, t('longTerm')),
      image: src ? { src, srcSet, sizes: srcSet ? artSizes(1) : null } : null,
      html: pxToRem(p.content),
      actionHref: promotionActionHref(p),
    };
  });
  const menu = [{ id: null, name: t('all') }, ...categories.map((c) => ({ id: c.id as number | null, name: c.name }))];

  return (
    <section className={screenStyles.screen} data-testid="promotion-screen">
      <ScreenHeading path={path} titleClassName={screenStyles.heading}>{t('heading')}</ScreenHeading>
      <nav className={styles.menu} aria-label={t('categories')} data-testid="promotion-categories">
        {menu.map((c) => (
          <Link key={c.id ?? 'all'} href={promotionCategoryHref(c.id)} className={styles.menuItem} aria-current={c.id === selected ? 'page' : undefined} replace scroll={false}>
            {c.name}
          </Link>
        ))}
      </nav>
      {missing && <p className={styles.notice} role="status">{t('gone')}</p>}
      {items.length
        ? <PromotionList items={items} openId={missing ? null : openId} labels={{ action: t('action') }} />
        : <p className={styles.empty} data-testid="promotion-empty">{t('empty')}</p>}
    </section>
  );
}

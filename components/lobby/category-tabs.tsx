import Link from '@/components/frame/link';
import { getTranslations } from 'next-intl/server';
import { categoryPaths, homeTabs } from '@/lib/games';
import { TabStrip } from '@/components/ui/tab-strip';
import styles from './lobby.module.css';

const hrefOf = (tab: string) => (tab === 'HOME' ? '/m/home' : tab === 'FAV' ? '/m/home?tab=fav' : categoryPaths[tab] ?? '/m/home');

/** SPEC §2 category tabs: home, favourites, the vendor categories in server order, bingo. */
export async function CategoryTabs({ order, current }: { order: readonly string[]; current: string }) {
  const t = await getTranslations('lobby.tabs');
  return (
    <nav aria-label={t('label')} data-testid="category-tabs">
      <TabStrip className={styles.tabs} current={current}>
        {homeTabs(order, current).map((tab) => (
          <li key={tab}>
            <Link href={hrefOf(tab)} className={styles.tab} aria-current={tab === current ? 'page' : undefined}>
              {t(tab as 'HOME')}
            </Link>
          </li>
        ))}
      </TabStrip>
    </nav>
  );
}

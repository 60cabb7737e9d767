import { getTranslations } from 'next-intl/server';
import { getHomeContent } from '@/lib/data/content';
import { getSystemStatus } from '@/lib/data/system';
import { noticeList } from '@/lib/content/rules';
import { DownloadBar } from './download-bar';
import { HomeBanners } from './home-banners';
import { NoticeTicker } from './notice-ticker';
import styles from './content.module.css';

/**
 * The top of the home screen (SPEC §2 home): the download bar, the notice ticker and the m_home
 * banner group, in the server HTML with their final sizes. Fetches its own data (one
 * announcements call per request, shared with the login pop-up).
 */
export async function HomeNotices({ inNativeApp = false }: { inNativeApp?: boolean }) {
  const [content, status, t] = await Promise.all([getHomeContent(), getSystemStatus(), getTranslations('content')]);
  const titles = noticeList(content).map((a) => a.title);
  const banners = content?.banners.filter((b) => b.groupName === 'm_home') ?? [];
  return (
    <div className={styles.homeNotices} data-testid="home-notices">
      <DownloadBar resources={status?.info.resources ?? []} siteName={status?.info.whitelabel.name ?? ''} inNativeApp={inNativeApp} />
      <NoticeTicker titles={titles} label={t('ticker.label')} emptyText={t('ticker.empty')} />
      <HomeBanners banners={banners} label={t('banners.label')} />
    </div>
  );
}

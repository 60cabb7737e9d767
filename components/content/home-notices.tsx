import { getTranslations } from 'next-intl/server';
import { getHomeContent } from '@/lib/data/content';
import { getSystemStatus } from '@/lib/data/system';
import { noticeList } from '@/lib/content/rules';
import { AppDownloadOffer } from './app-download';
import { HomeBanners } from './home-banners';
import { NoticeTicker } from './notice-ticker';
import styles from './content.module.css';

/**
 * The top of the home screen (SPEC §2 home): the notice ticker (with the app-download offer at
 * its end) and the m_home banner group, in the server HTML with their final sizes. Fetches its
 * own data (one announcements call per request, shared with the login pop-up).
 */
export async function HomeNotices({ inNativeApp = false }: { inNativeApp?: boolean }) {
  const [content, status, t] = await Promise.all([getHomeContent(), getSystemStatus(), getTranslations('content')]);
  const titles = noticeList(content).map((a) => a.title);
  const banners = content?.banners.filter((b) => b.groupName === 'm_home') ?? [];
  const download = {
    open: t('download.open'), title: t('download.title'), close: t('download.close'), hide: t('download.hide'),
    IOS: t('download.IOS'), Android: t('download.Android'), MOBILECONFIG: t('download.MOBILECONFIG'),
    iosLegacy: t('download.iosLegacy'), needsSafari: t('download.needsSafari'),
  };
  return (
    <div className={styles.homeNotices} data-testid="home-notices">
      <NoticeTicker titles={titles} label={t('ticker.label')} emptyText={t('ticker.empty')}
        aside={<AppDownloadOffer resources={status?.info.resources ?? []} inNativeApp={inNativeApp} labels={download} />} />
      <HomeBanners banners={banners} label={t('banners.label')} />
    </div>
  );
}

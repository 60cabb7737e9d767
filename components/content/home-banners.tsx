import type { Banner } from '@/lib/wps/schemas/content';
import { bannerAutoplays } from '@/lib/content/rules';
import { BannerCarousel } from './banner-carousel';
import { BannerLink } from './banner-link';
import styles from './content.module.css';

/**
 * SPEC §2 banner group m_home: one banner is a still image; more turn by themselves (embla,
 * every 5000 ms, 1000 ms a turn). The first banner is in the server HTML with its size and loads
 * first; nothing at all without banners (no invented images).
 */
export function HomeBanners({ banners, label }: { banners: readonly Banner[]; label: string }) {
  if (!banners.length) return null;
  if (!bannerAutoplays(banners.length)) {
    return (
      <div className={styles.banners} data-testid="home-banners" aria-label={label} role="region">
        <BannerLink banner={banners[0]!} priority />
      </div>
    );
  }
  return <BannerCarousel banners={banners} label={label} />;
}

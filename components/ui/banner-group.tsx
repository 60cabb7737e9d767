import styles from './ui.module.css';

export interface Banner {
  url: string;
  alt?: string;
}

/**
 * A banner group of SPEC §3 (m_login, m_reg, m_leftmenu, ...). It renders nothing until the
 * group has banners: no placeholder, no invented images.
 */
export function BannerGroup({ group, banners }: { group: string; banners: readonly Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <div className={styles.bannerGroup} data-group={group}>
      {banners.map((b) => (
        // A plain <img>: merchant CDN images of unknown size, outside next/image's configured hosts.
        <img key={b.url} src={b.url} alt={b.alt ?? ''} className={styles.bannerImage} loading="lazy" />
      ))}
    </div>
  );
}

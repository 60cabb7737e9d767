import Link from '@/components/frame/link';
import styles from './ui.module.css';

export interface Banner {
  url: string;
  alt?: string;
  /** The image's size, so its box is kept before it loads (nothing shifts). */
  width?: number;
  height?: number;
  /** A site path or an https URL to open on a tap. */
  linkUrl?: string | null;
}

/**
 * A banner group of SPEC §3 (m_login, m_reg, m_leftmenu, ...). It renders nothing until the
 * group has banners: no placeholder, no invented images. The first image loads at once (it is
 * at the top of its screen), the rest when they come near.
 */
export function BannerGroup({ group, banners }: { group: string; banners: readonly Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <div className={styles.bannerGroup} data-group={group} data-testid={`banners-${group}`}>
      {banners.map((b, i) => {
        // A plain <img>: merchant CDN images of unknown size, outside next/image's configured hosts.
        const img = (
          <img src={b.url} alt={b.alt ?? ''} width={b.width} height={b.height} className={styles.bannerImage}
            loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'auto'} decoding="async" />
        );
        if (!b.linkUrl) return <div key={b.url}>{img}</div>;
        return b.linkUrl.startsWith('/')
          ? <Link key={b.url} href={b.linkUrl}>{img}</Link>
          : <a key={b.url} href={b.linkUrl} target="_blank" rel="noopener noreferrer">{img}</a>;
      })}
    </div>
  );
}

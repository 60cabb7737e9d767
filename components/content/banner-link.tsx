import Link from '@/components/frame/link';
import type { Banner } from '@/lib/wps/schemas/content';
import styles from './content.module.css';

/**
 * One banner: its image at its recorded size (the box is reserved before it loads), inside a
 * link when it has one: a site path stays in the app, an https URL opens a new window (SPEC §7).
 * `priority` marks the first banner, the largest paint of the home screen.
 */
export function BannerLink({ banner, priority }: { banner: Banner; priority: boolean }) {
  // A plain <img>: operator images of any host and drawn SVGs, outside next/image's configured hosts.
  const img = (
    <img
      src={banner.url}
      alt={banner.title}
      width={banner.width}
      height={banner.height}
      className={styles.bannerImage}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'low'}
      decoding="async"
      draggable={false}
    />
  );
  if (!banner.linkUrl) return img;
  if (banner.linkUrl.startsWith('/')) return <Link href={banner.linkUrl}>{img}</Link>;
  return <a href={banner.linkUrl} target="_blank" rel="noopener noreferrer">{img}</a>;
}

import Link from '@/components/frame/link';
import { artSrcSet } from '@/lib/games/art';
import { artSizes } from '@/lib/games/lobby';
import type { Banner } from '@/lib/wps/schemas/content';
import styles from './content.module.css';

/**
 * One banner: its image at its recorded size (the box is reserved before it loads), inside a
 * link when it has one: a site path stays in the app, an https URL opens a new window (SPEC §7).
 * `priority` marks the first banner, the largest paint of the home screen.
 */
export function BannerLink({ banner, priority }: { banner: Banner; priority: boolean }) {
  // A plain <img>: operator images of any host and drawn art, outside next/image's configured hosts.
  // Drawn art is offered at each width it is made at; an operator's image as it is.
  const srcSet = artSrcSet(banner.url);
  const img = (
    <img
      src={banner.url}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? artSizes(1) : undefined}
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

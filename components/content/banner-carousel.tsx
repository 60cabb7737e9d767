'use client';

import { useState } from 'react';
import { bannerSpeed_ms, emblaDuration, startAutoplay } from '@/lib/content/rules';
import { useEmbla } from '@/components/ui/use-embla';
import type { Banner } from '@/lib/wps/schemas/content';
import { BannerLink } from './banner-link';
import styles from './content.module.css';

const duration = emblaDuration(bannerSpeed_ms);

/**
 * The turning banner group (more than one banner): embla in a loop, moved every 5000 ms; a swipe
 * starts the interval again, and nothing turns by itself for a visitor who asked for less motion.
 * The slides are server markup showing the first banner; embla itself is loaded after the page
 * (useEmbla), because this block is in the frame of every screen and its few KB would otherwise
 * count against every screen's first load. The other banners' images wait for it too (the CSS
 * keeps them out of layout until the carousel is ready, so the browser does not fetch them
 * beside the first screen's art and scripts): they cannot be shown before it turns.
 */
export function BannerCarousel({ banners, label }: { banners: readonly Banner[]; label: string }) {
  const [current, setCurrent] = useState(0);
  const [root, api] = useEmbla({ loop: true, duration }, banners.length, (embla) => {
    embla.on('select', () => setCurrent(embla.selectedScrollSnap()));
    const still = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const autoplay = still ? null : startAutoplay(banners.length, () => embla.scrollNext());
    embla.on('pointerUp', () => autoplay?.restart());
    return () => autoplay?.stop();
  });

  return (
    <div className={styles.banners} data-testid="home-banners" data-ready={api ? 'true' : undefined} aria-label={label} role="region" aria-roledescription="carousel">
      <div ref={root}>
        <div className={styles.bannerTrack}>
          {banners.map((b, i) => (
            // inert: a slide out of view is hidden from screen readers and its link from the keyboard too.
            <div key={b.id} className={styles.bannerSlide} aria-hidden={i !== current} inert={i !== current} data-testid="home-banner">
              <BannerLink banner={b} priority={i === 0} />
            </div>
          ))}
        </div>
      </div>
      <div className={styles.bannerDots} aria-hidden="true">
        {banners.map((b, i) => <span key={b.id} className={i === current ? `${styles.bannerDot} ${styles.bannerDotActive}` : styles.bannerDot} />)}
      </div>
    </div>
  );
}

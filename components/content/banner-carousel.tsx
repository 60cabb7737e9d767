'use client';

import { useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { bannerSpeed_ms, emblaDuration, startAutoplay } from '@/lib/content/rules';
import type { Banner } from '@/lib/wps/schemas/content';
import { BannerLink } from './banner-link';
import styles from './content.module.css';

const duration = emblaDuration(bannerSpeed_ms);

/**
 * The turning banner group (more than one banner): embla in a loop, moved every 5000 ms; a swipe
 * starts the interval again, and nothing turns by itself for a visitor who asked for less motion.
 */
export function BannerCarousel({ banners, label }: { banners: readonly Banner[]; label: string }) {
  const [ref, api] = useEmblaCarousel({ loop: true, duration });
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    if (!api) return;
    const select = () => setCurrent(api.selectedScrollSnap());
    api.on('select', select);
    const still = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const autoplay = still ? null : startAutoplay(banners.length, () => api.scrollNext());
    const restart = () => autoplay?.restart();
    api.on('pointerUp', restart);
    return () => {
      autoplay?.stop();
      api.off('select', select);
      api.off('pointerUp', restart);
    };
  }, [api, banners.length]);

  return (
    <div className={styles.banners} data-testid="home-banners" aria-label={label} role="region" aria-roledescription="carousel">
      <div ref={ref}>
        <div className={styles.bannerTrack}>
          {banners.map((b, i) => (
            <div key={b.id} className={styles.bannerSlide} aria-hidden={i !== current} data-testid="home-banner">
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

import type { CSSProperties } from 'react';
import Link from '@/components/frame/link';
import { marqueeDuration_s, noticeHref, tickerTextWidth_px } from '@/lib/content/rules';
import styles from './content.module.css';

/**
 * SPEC §2 notice ticker: the announcement titles run across one row (a CSS animation at about
 * 60 px a second, paused under a finger or focus, still for visitors who asked for less motion);
 * tapping a title opens /m/notice with that item open. Without announcements it shows the empty
 * text. Plain markup: no JavaScript reaches the phone for it.
 */
export function NoticeTicker({ titles, label, emptyText }: { titles: readonly string[]; label: string; emptyText: string }) {
  const style = { '--marquee-duration': `${marqueeDuration_s(tickerTextWidth_px(titles))}s` } as CSSProperties;
  return (
    <div className={styles.ticker} role="region" aria-label={label} data-testid="notice-ticker">
      <svg className={styles.tickerIcon} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M3 10v4a1 1 0 0 0 1 1h3l5 4V5L7 9H4a1 1 0 0 0-1 1zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4z" />
      </svg>
      {titles.length ? (
        <div className={styles.tickerViewport}>
          <div className={styles.tickerTrack} style={style}>
            {titles.map((t, i) => (
              <Link key={i} href={noticeHref(i)} className={styles.tickerItem}>{t}</Link>
            ))}
          </div>
        </div>
      ) : (
        <p className={styles.tickerEmpty}>{emptyText}</p>
      )}
    </div>
  );
}

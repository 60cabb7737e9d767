'use client';

import type { CSSProperties } from 'react';
import Link from '@/components/frame/link';
import { useTranslations } from 'next-intl';
import { useEmbla } from '@/components/ui/use-embla';
import { sliderGap_px, sliderHasArrows, sliderVisible } from '@/lib/games/lobby';
import type { TileGame } from '@/lib/games/tile-data';
import { GameTile } from './game-tile';
import styles from './lobby.module.css';

/**
 * SPEC §2 vendor game slider: a titled row (with the vendor's logo when it is a vendor's), 3 games
 * visible with 20 px between them, prev and next only when there are more than 3; 'see all'
 * unless it is the favourites row. The row is a still list of its first 3 games until embla has
 * loaded after the page (useEmbla).
 */
export function GameSlider({ title, icon, games, seeAll, testId }: { title: string; icon?: string; games: readonly TileGame[]; seeAll: string | null; testId?: string }) {
  const t = useTranslations('lobby');
  const [ref, api] = useEmbla({ align: 'start', slidesToScroll: sliderVisible, containScroll: 'trimSnaps' }, games.length);
  if (!games.length) return null;
  const arrows = sliderHasArrows(games.length);
  return (
    <section className={styles.block} data-testid={testId}>
      <div className={styles.blockHead}>
        <h2 className={icon ? styles.vendorTitle : styles.blockTitle}>
          {icon && <img src={icon} alt="" width={60} height={24} loading="lazy" decoding="async" />}
          {title}
        </h2>
        <div className={styles.sliderControls}>
          {arrows && (
            <>
              <button type="button" className={styles.sliderArrow} onClick={() => api?.scrollPrev()} aria-label={t('previous')}>‹</button>
              <button type="button" className={styles.sliderArrow} onClick={() => api?.scrollNext()} aria-label={t('next')}>›</button>
            </>
          )}
          {seeAll && <Link href={seeAll} className={styles.seeAll}>{t('seeAll')}</Link>}
        </div>
      </div>
      <div className={styles.slider} ref={ref} data-ready={api ? 'true' : undefined}>
        <ul className={styles.sliderTrack} style={{ '--gap': `${sliderGap_px}px`, '--visible': sliderVisible } as CSSProperties}>
          {games.map((g) => <GameTile key={g.nodeId} game={g} />)}
        </ul>
      </div>
    </section>
  );
}

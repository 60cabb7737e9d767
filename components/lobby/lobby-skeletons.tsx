import type { CSSProperties } from 'react';
import { useTranslations } from 'next-intl';
import skeleton from '@/components/ui/skeleton.module.css';
import styles from './lobby.module.css';

/*
 * The loading states of the lobby's lists: /m/hot-games' loading.tsx, and the list block of a
 * category screen (its Suspense fallback, see category-screen.tsx). Each repeats the boxes of
 * what it stands for with the same layout classes (screen, block, chips, filters, grid, tile)
 * and grey blocks of the final sizes inside, so the first tile stands where the real one will.
 * Server components: no client JavaScript. tests/components/lobby/lobby-skeletons.test.tsx
 * holds them to the loaded components' structure.
 */

const count = (n: number) => Array.from({ length: n }, (_, i) => i);
/** A first screen of tiles on a phone (three to a row). */
export const skeletonTiles = 12;

/** A grid of tiles as GameGrid lays them out: the square art and the name's line. */
export function TileGridSkeleton({ tiles = skeletonTiles, columns = 3 }: { tiles?: number; columns?: number }) {
  return (
    <ul className={styles.grid} style={{ '--cols': columns } as CSSProperties} data-testid="tile-grid-skeleton">
      {count(tiles).map((i) => (
        <li key={i} className={styles.tile}>
          <span className={styles.tileLaunch}>
            <span className={`${skeleton.bone} ${skeleton.art}`} />
            <span className={styles.tileName}><span className={skeleton.text}>{'\u00a0'}</span></span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The name search and the minimum-bet select of a list (GameListClient, HotGamesClient). */
function FiltersSkeleton() {
  return (
    <div className={styles.filters}>
      <span className={`${styles.search} ${skeleton.bone}`} />
      <span className={`${styles.select} ${skeleton.bone}`} style={{ width: 96 }} />
    </div>
  );
}

/**
 * What GameListClient draws in a category screen's list block, while its first page is
 * fetched: the provider chips and the filters when the list will have them (the screen knows:
 * chips with more than one provider, filters for all games), then the tiles.
 */
export function GameListBlockSkeleton({ chips, filters }: { chips: boolean; filters: boolean }) {
  return (
    <>
      {chips && (
        <div className={styles.chips}>
          {count(4).map((i) => <span key={i} className={`${styles.chip} ${skeleton.bone}`} style={{ width: 84 }} />)}
        </div>
      )}
      {filters && <FiltersSkeleton />}
      <TileGridSkeleton />
    </>
  );
}

/** /m/hot-games (HotGamesClient): the title, the filters, the tiles. */
export function HotGamesSkeleton() {
  const t = useTranslations('lobby');
  return (
    <div className={styles.screen} aria-busy="true" data-skeleton="hot-games">
      <h1 className={styles.blockTitle}>{t('hot')}</h1>
      <div>
        <div className={styles.block}>
          <FiltersSkeleton />
          <TileGridSkeleton />
        </div>
      </div>
    </div>
  );
}

'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { eagerTiles, hotGamesSearch, searchByName, type HotGamesFilter } from '@/lib/games/lobby';
import type { SearchableTileGame } from '@/lib/games/tile-data';
import { GameGrid } from './game-grid';
import styles from './lobby.module.css';

/**
 * SPEC §2 hot-games screen: the list, a category dropdown, and a local case-insensitive search by
 * name. The choice starts from the URL (`initial`) and is written back into it as it changes, so
 * a game launched from here names it in its backUrl and its exit restores it (issue 15).
 */
export function HotGamesClient({ games, initial }: { games: SearchableTileGame[]; initial: HotGamesFilter }) {
  const t = useTranslations('lobby');
  // A category no hot game has any more (the list changed since the URL was written) reads as all.
  const [type, setType] = useState(() => (games.some((g) => g.gameType === initial.gameType) ? initial.gameType : ''));
  const [search, setSearch] = useState(initial.gameName);
  const types = useMemo(() => [...new Set(games.map((g) => g.gameType))], [games]);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${hotGamesSearch({ gameType: type, gameName: search })}`);
  }, [type, search]);
  const shown = searchByName(type ? games.filter((g) => g.gameType === type) : games, search);
  if (!games.length) return <p className={styles.empty}>{t('noHot')}</p>;
  return (
    <div className={styles.block}>
      <div className={styles.filters}>
        <input type="search" className={styles.search} placeholder={t('list.search')} aria-label={t('list.searchLabel')} value={search} maxLength={50}
          onChange={(e) => setSearch(e.target.value)} />
        <select className={styles.select} aria-label={t('list.category')} value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">{t('list.allProviders')}</option>
          {types.map((ty) => <option key={ty} value={ty}>{t(`tabs.${ty}` as 'tabs.RNG')}</option>)}
        </select>
      </div>
      {shown.length ? <GameGrid games={shown} eager={eagerTiles} testId="hot-games" /> : <p className={styles.empty}>{t('list.empty')}</p>}
    </div>
  );
}

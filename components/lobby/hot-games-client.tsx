'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { eagerTiles, searchByName } from '@/lib/games/lobby';
import type { SearchableTileGame } from '@/lib/games/tile-data';
import { GameGrid } from './game-grid';
import styles from './lobby.module.css';

/** SPEC §2 hot-games screen: the list, a category dropdown, and a local case-insensitive search by name. */
export function HotGamesClient({ games }: { games: SearchableTileGame[] }) {
  const t = useTranslations('lobby');
  const [type, setType] = useState('');
  const [search, setSearch] = useState('');
  const types = useMemo(() => [...new Set(games.map((g) => g.gameType))], [games]);
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

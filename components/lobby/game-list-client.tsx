'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { eagerTiles, minBetChoices, scrollThrottle_ms, searchDebounce_ms, shouldLoadMore } from '@/lib/games/lobby';
import { errorMessageKey } from '@/lib/i18n/errors';
import { wpsFetch } from '@/lib/net/wps-fetch';
import { listCall, pageOf, type ListFilters, type ListMode, type Page } from '@/lib/games/list-pages';
import type { TileGame } from '@/lib/games/tile-data';
import type { GameListContent } from '@/lib/wps/schemas/games';
import { FavouritesEmpty } from './favourites-empty';
import { GameGrid } from './game-grid';
import styles from './lobby.module.css';

/**
 * SPEC §2 game list: provider chips, a name search (600 ms after the last key), the minimum-bet
 * filter; a change starts again at page 1; the next page loads within 300 px of the bottom, at
 * most once a second, while pages remain. The first page comes rendered from the server.
 */
export function GameListClient({ initial, filters, mode, providers }: {
  initial: (Omit<GameListContent, 'games'> & { games: TileGame[] }) | null; filters: ListFilters; mode: ListMode; providers: { vassalage: string; displayName: string }[];
}) {
  const t = useTranslations('lobby.list');
  const te = useTranslations();
  const [f, setF] = useState(filters);
  const [search, setSearch] = useState(filters.gameName);
  const [page, setPage] = useState<Page | null>(initial ? { games: initial.games, pageNum: initial.pageNum, totalPages: initial.totalPages } : null);
  const [error, setError] = useState<string | null>(null);
  const loading = useRef(false);
  const latest = useRef(0);
  const first = useRef(true);

  const load = useCallback(async (pageNo: number, keep: TileGame[]) => {
    const seq = ++latest.current;
    loading.current = true;
    setError(null);
    const req = listCall(mode, f, pageNo);
    const r = await wpsFetch(req.call, req.query);
    if (seq !== latest.current) return;
    loading.current = false;
    const next = r.success ? pageOf(mode, r.value) : null;
    if (!next) return setError(r.errorCode ?? 'upstream.bad.response');
    setPage({ ...next, games: [...keep, ...next.games] });
  }, [mode, f]);

  // A filter change starts again at page 1 (the server rendered the first one for the initial filters).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (initial) return;
    }
    const q = new URLSearchParams(Object.entries(f).filter(([, v]) => v) as [string, string][]);
    window.history.replaceState(null, '', `?${q}`);
    void load(1, []);
  }, [f, load, initial]);

  // The search waits for the member to stop typing.
  useEffect(() => {
    if (search === f.gameName) return;
    const timer = setTimeout(() => setF((x) => ({ ...x, gameName: search.trim() })), searchDebounce_ms);
    return () => clearTimeout(timer);
  }, [search, f.gameName]);

  // The last load by scrolling: kept across pages, so a page arriving does not reopen the 1 s throttle.
  const lastScrollLoad_ms = useRef(0);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (!page) return;
      // A scroll inside the throttle is looked at again when it ends, so the last one is never lost.
      const wait_ms = lastScrollLoad_ms.current + scrollThrottle_ms - Date.now();
      if (wait_ms > 0) {
        clearTimeout(retry);
        retry = setTimeout(check, wait_ms);
        return;
      }
      const bottom = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
      if (!shouldLoadMore({ scrollBottom_px: bottom, pageNum: page.pageNum, totalPages: page.totalPages, loading: loading.current })) return;
      lastScrollLoad_ms.current = Date.now();
      void load(page.pageNum + 1, page.games);
    };
    window.addEventListener('scroll', check, { passive: true });
    // The server-rendered tiles scroll before this listener exists: a member who reached the end
    // before hydration (a slow phone) or while a page loaded sends no further scroll event, so
    // where the page stands now is looked at once, as a scroll would be.
    check();
    setReady(true);
    return () => {
      clearTimeout(retry);
      window.removeEventListener('scroll', check);
    };
  }, [page, load]);

  return (
    <>
      {mode === 'all' && providers.length > 1 && (
        <div className={styles.chips} role="group" aria-label={t('category')}>
          {[{ vassalage: '', displayName: t('allProviders') }, ...providers].map((p) => (
            <button key={p.vassalage || 'all'} type="button" className={styles.chip} aria-pressed={f.vassalage === p.vassalage}
              onClick={() => setF((x) => ({ ...x, vassalage: p.vassalage }))}>
              {p.displayName}
            </button>
          ))}
        </div>
      )}
      {mode === 'all' && (
        <div className={styles.filters}>
          <input type="search" className={styles.search} placeholder={t('search')} aria-label={t('searchLabel')} value={search}
            maxLength={50} onChange={(e) => setSearch(e.target.value)} />
          <select className={styles.select} aria-label={t('minBet')} value={f.minBet} onChange={(e) => setF((x) => ({ ...x, minBet: e.target.value }))}>
            <option value="">{t('allBets')}</option>
            {minBetChoices.map((b) => <option key={b} value={String(b)}>{b}</option>)}
          </select>
        </div>
      )}
      {error && (
        <p className={styles.empty} role="alert">
          {te(errorMessageKey(error))}{' '}
          <button type="button" className={styles.chip} onClick={() => load(page ? page.pageNum + (page.games.length ? 1 : 0) : 1, page?.games ?? [])}>{t('retry')}</button>
        </p>
      )}
      {page && page.games.length === 0 && !error && mode !== 'fav' && <p className={styles.empty}>{t('empty')}</p>}
      {/* Hidden by CSS while a favourite is shown: it appears when the last one is taken back. */}
      {page && mode === 'fav' && !error && <FavouritesEmpty />}
      {page && page.games.length > 0 && <GameGrid games={page.games} eager={eagerTiles} testId="game-list" ready={ready} />}
      {!page && !error && <p className={styles.empty}>{t('loading')}</p>}
    </>
  );
}

'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { mayLoadList } from '@/lib/games/reload-queue';
import { errorMessageKey } from '@/lib/i18n/errors';
import { wpsFetch } from '@/lib/net/wps-fetch';
import type { TileGame } from '@/lib/games/tile-data';
import { GameGrid } from './game-grid';
import { pageOf } from '@/lib/games/list-pages';
import { useLanguageReload } from './use-language-reload';
import styles from './lobby.module.css';

/**
 * The call behind page `pageNo` of the favourites tab (SPEC §9: 30 to a page on the tab). The
 * page size comes from the server page: the wire schemas (and zod) stay out of the phone's bundle.
 */
export const favouritesPageQuery = (pageNo: number, pageSize: number) =>
  ({ pageNo: String(pageNo), pageSize: String(pageSize), platform: 'html5', clientType: '2' });

interface Loaded {
  games: TileGame[];
  pageNum: number;
  totalPages: number;
}

/** Adds the games of `next` that are not shown yet (a favourite added meanwhile shifts the pages). */
const append = (shown: ReadonlySet<string>, games: TileGame[], next: TileGame[]) => [...games, ...next.filter((g) => !shown.has(g.nodeId))];

/**
 * SPEC §2 favourites tab, after the first page the server rendered: a load-more button appends
 * the next page while pages remain. After a language change the appended pages reload (the
 * first page comes re-rendered with the page). Only a member has this list (SPEC §4).
 */
export function FavouritesMore({ loggedIn, first, pageNum, totalPages, pageSize }: {
  loggedIn: boolean; first: string[]; pageNum: number; totalPages: number; pageSize: number;
}) {
  const t = useTranslations('lobby');
  const te = useTranslations();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const at = loaded?.pageNum ?? pageNum;
  const total = loaded?.totalPages ?? totalPages;

  const fetchPage = async (pageNo: number) => {
    const r = await wpsFetch('gameFavourites', favouritesPageQuery(pageNo, pageSize));
    const page = r.success ? pageOf('fav', r.value) : null;
    if (!page) throw new Error(r.errorCode ?? 'upstream.bad.response');
    return page;
  };

  const more = async () => {
    if (busy || !mayLoadList('favourites', loggedIn)) return;
    setBusy(true);
    setError(null);
    try {
      const page = await fetchPage(at + 1);
      setLoaded((l) => ({ games: append(new Set([...first, ...(l?.games ?? []).map((g) => g.nodeId)]), l?.games ?? [], page.games), pageNum: page.pageNum, totalPages: page.totalPages }));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  // The pages this list appended, again in the new language, one after another.
  const reload = async () => {
    if (!loaded) return;
    let next: Loaded = { games: [], pageNum, totalPages };
    try {
      for (let p = pageNum + 1; p <= loaded.pageNum; p++) {
        const page = await fetchPage(p);
        next = { games: append(new Set([...first, ...next.games.map((g) => g.nodeId)]), next.games, page.games), pageNum: page.pageNum, totalPages: page.totalPages };
      }
    } finally {
      // What reloaded replaces what was there; a failure leaves fewer pages and the button to get the rest.
      setLoaded(next.games.length ? next : null);
    }
  };
  useLanguageReload('favourites', loaded && mayLoadList('favourites', loggedIn) ? reload : null);

  return (
    <>
      {loaded && loaded.games.length > 0 && <GameGrid games={loaded.games} testId="favourites-more" />}
      {error && <p className={styles.empty} role="alert">{te(errorMessageKey(error))}</p>}
      {at < total && (
        <button type="button" className={styles.loadMore} onClick={more} disabled={busy} aria-busy={busy}>
          {busy ? t('list.loading') : t('loadMore')}
        </button>
      )}
    </>
  );
}

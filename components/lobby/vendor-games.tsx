'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { vendorListHasMore } from '@/lib/games/lobby';
import { errorMessageKey } from '@/lib/i18n/errors';
import { wpsFetch } from '@/lib/net/wps-fetch';
import type { TileGame } from '@/lib/games/tile-data';
import type { GameListContent } from '@/lib/wps/schemas/games';
import { GameGrid } from './game-grid';
import { pageOf, type Page } from '@/lib/games/list-pages';
import { useLanguageReload } from './use-language-reload';
import styles from './lobby.module.css';

export interface VendorHead {
  vassalage: string;
  displayName: string;
  gameType: string;
  icon: string;
}

/** Page `pageNo` of a vendor's full list (25 to a page, as the game list screen; the server page passes the size). */
export const vendorPageQuery = (v: Pick<VendorHead, 'gameType' | 'vassalage'>, pageNo: number, pageSize: number) => ({
  pageNo: String(pageNo), pageSize: String(pageSize), platform: 'html5', clientType: '2', gameType: v.gameType, vassalage: v.vassalage,
});

/**
 * SPEC §2 vendor game list: a titled section with the vendor's first 6 games (rendered by the
 * server) and a 'more' control when it has more than 6. 'More' opens the vendor's full list in
 * place, a page of 25 at a time while pages remain; what it fetched reloads after a language
 * change (SPEC §4), behind the screen's other lists.
 */
export function VendorGames({ vendor, preview, pageSize }: { vendor: VendorHead; preview: Omit<GameListContent, 'games'> & { games: TileGame[] }; pageSize: number }) {
  const t = useTranslations('lobby');
  const te = useTranslations();
  const [opened, setOpened] = useState<Page | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const more = vendorListHasMore(opened
    ? { totalCount: preview.totalCount, opened: true, pageNum: opened.pageNum, totalPages: opened.totalPages }
    : { totalCount: preview.totalCount, opened: false, pageNum: preview.pageNum, totalPages: preview.totalPages });

  const fetchPage = async (pageNo: number) => {
    const r = await wpsFetch('gameList', vendorPageQuery(vendor, pageNo, pageSize));
    const page = r.success ? pageOf('all', r.value) : null;
    if (!page) throw new Error(r.errorCode ?? 'upstream.bad.response');
    return page;
  };

  const loadMore = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      // The first page of the full list holds the 6 shown and replaces them; later pages append.
      const page = await fetchPage(opened ? opened.pageNum + 1 : 1);
      setOpened((o) => (o ? { ...page, games: [...o.games, ...page.games.filter((g) => !o.games.some((x) => x.nodeId === g.nodeId))] } : page));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const reload = async () => {
    if (!opened) return;
    let next: Page | null = null;
    try {
      for (let p = 1; p <= opened.pageNum; p++) {
        const page = await fetchPage(p);
        next = next ? { ...page, games: [...next.games, ...page.games] } : page;
      }
    } finally {
      // A failed reload falls back to the server's preview (already in the new language).
      setOpened(next);
    }
  };
  useLanguageReload(`vendor:${vendor.gameType}:${vendor.vassalage}`, opened ? reload : null);

  const titleId = `vendor-${vendor.gameType}-${vendor.vassalage}`;
  return (
    <section className={styles.block} aria-labelledby={titleId} data-testid={`vendor-${vendor.vassalage}`}>
      <div className={styles.blockHead}>
        <h3 id={titleId} className={styles.vendorTitle}>
          <img src={vendor.icon} alt="" width={60} height={24} loading="lazy" decoding="async" />
          {vendor.displayName}
        </h3>
      </div>
      <GameGrid games={opened ? opened.games : preview.games} />
      {error && <p className={styles.empty} role="alert">{te(errorMessageKey(error))}</p>}
      {more && (
        <button type="button" className={styles.loadMore} onClick={loadMore} disabled={busy} aria-busy={busy}
          aria-label={t('moreOf', { name: vendor.displayName })}>
          {busy ? t('list.loading') : t('more')}
        </button>
      )}
    </section>
  );
}

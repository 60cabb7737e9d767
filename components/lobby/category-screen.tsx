import { Suspense } from 'react';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getGameList, getVendorData } from '@/lib/data/games';
import { getViewer } from '@/lib/data/viewer';
import { loginHref } from '@/lib/frame/gate';
import { categoryView, defaultCategoryOrder, tileList, vendorsOf } from '@/lib/games';
import { IntlScope } from '@/components/account/intl-scope';
import { ScreenHeading } from '@/components/frame/screen-heading';
import { CategoryTabs } from './category-tabs';
import type { ListFilters, ListMode } from '@/lib/games/list-pages';
import { GameListClient } from './game-list-client';
import { LobbyActions } from './lobby-actions';
import { GameListBlockSkeleton } from './lobby-skeletons';
import { ProviderTiles } from './provider-tiles';
import styles from './lobby.module.css';
import { RealityCheckMount } from '@/components/limits/reality-check-mount';

export type CategoryQuery = { gameType?: string; vassalage?: string; gameClassify?: string; dataType?: string; gameName?: string; minBet?: string };

const text = (v: string | undefined, max: number) => (v ?? '').trim().slice(0, max);

/**
 * A category screen (SPEC §2): slots, fishing and poker list their games (fishing and poker
 * first offer their providers); live, sports and e-sports show provider tiles, and a chosen
 * provider (vassalage) lists its games. /m/gameList takes the type from the query (RNG when
 * absent), the sports screen also e-sports and cockfight; dataType fav and recent list the
 * member's own games (a visitor goes to /m/login first). `categoryView` decides which. The
 * first page is server-rendered. SPEC §2 hides the top bar here, so the title carries the back
 * arrow (a game list to its category's home, fishing and poker to /m/home, others one step back).
 *
 * Its skeleton is a Suspense boundary around the list alone, not a loading.tsx: the redirects
 * above must be decided before anything streams, so they stay 307s (a loading.tsx boundary
 * would send a 200 and redirect in the browser). Tabs and title render at once; the list's
 * block shows grey tiles of the final size, with the chips and filters this list will have.
 */
export async function CategoryScreen({ path, fixedType, query }: { path: string; fixedType?: string; query: CategoryQuery }) {
  const mode: ListMode = query.dataType === 'fav' ? 'fav' : query.dataType === 'recent' ? 'recent' : 'all';
  const vassalage = text(query.vassalage, 32).toUpperCase();
  const gameClassify = text(query.gameClassify, 4).toUpperCase();
  const { gameType, tab, shows } = categoryView({ path, fixedType, gameType: query.gameType, mode, vassalage, gameClassify });
  if (shows === 'lottery') redirect('/m/lottery');
  const [viewer, vendors, t, tl] = await Promise.all([getViewer(), getVendorData(), getTranslations('lobby.tabs'), getTranslations('lobby')]);
  if (mode !== 'all' && !viewer.loggedIn) redirect(loginHref(`${path}?dataType=${mode}`));
  const order = vendors?.sorting.gameCategory ?? defaultCategoryOrder;
  const providers = vendorsOf(vendors, gameType);
  const filters: ListFilters = { gameType, vassalage, gameClassify, gameName: text(query.gameName, 50), minBet: text(query.minBet, 8) };
  return (
    <div className={styles.screen}>
      <IntlScope namespaces={['lobby', 'errors']}>
        <CategoryTabs order={order} current={tab} />
        <ScreenHeading path={path} search={new URLSearchParams(query.gameType ? { gameType: query.gameType } : {})} titleClassName={styles.blockTitle}>
          {t(tab as 'RNG')}
        </ScreenHeading>
        <LobbyActions loggedIn={viewer.loggedIn}>
          {shows === 'providers'
            ? <ProviderTiles vendors={providers} empty={tl('noGames')} />
            : (
              <div className={styles.block} data-fav-list={mode === 'fav' ? '' : undefined}>
                <Suspense fallback={<GameListBlockSkeleton chips={mode === 'all' && providers.length > 1} filters={mode === 'all'} />}>
                  <GameList filters={filters} mode={mode} providers={providers.map((p) => ({ vassalage: p.vassalage, displayName: p.displayName }))} />
                </Suspense>
              </div>
            )}
        </LobbyActions>
      </IntlScope>
      <RealityCheckMount />
    </div>
  );
}

/** The list of a category screen: its first page fetched here (all games; the member's own lists load in the browser). */
async function GameList({ filters, mode, providers }: { filters: ListFilters; mode: ListMode; providers: { vassalage: string; displayName: string }[] }) {
  const initial = mode === 'all'
    ? await getGameList({ gameType: filters.gameType, vassalage: filters.vassalage || undefined, gameClassify: filters.gameClassify || undefined, gameName: filters.gameName || undefined, minBet: filters.minBet || undefined, pageSize: 25 })
    : null;
  return <GameListClient initial={initial && tileList(initial)} filters={filters} mode={mode} providers={providers} />;
}

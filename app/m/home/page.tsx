import Link from '@/components/frame/link';
import { getTranslations } from 'next-intl/server';
import { getFavourites, getGameList, getHotGames, getJackpot, getVendorData, getWinnerBoard } from '@/lib/data/games';
import { getViewer } from '@/lib/data/viewer';
import { getCurrency } from '@/lib/data/wallet';
import { categoryPaths, defaultCategoryOrder, eagerTiles, homeBlocks, homePreviewSize, isListType, previewColumns, tileGame, vendorsOf } from '@/lib/games';
import { gamePageSizes } from '@/lib/wps/schemas/games';
import { IntlScope } from '@/components/account/intl-scope';
import { pageMetadata } from '@/components/frame/page-metadata';
import { CategoryTabs } from '@/components/lobby/category-tabs';
import { HomePromotions } from '@/components/content/home-promotions';
import { FavouritesEmpty } from '@/components/lobby/favourites-empty';
import { FavouritesMore } from '@/components/lobby/favourites-more';
import { GameGrid } from '@/components/lobby/game-grid';
import { GameSlider } from '@/components/lobby/game-slider';
import { HotStrip } from '@/components/lobby/hot-strip';
import { JackpotCounter } from '@/components/lobby/jackpot-counter';
import { LobbyActions } from '@/components/lobby/lobby-actions';
import { ProviderTiles } from '@/components/lobby/provider-tiles';
import { WinnerBoard } from '@/components/lobby/winner-board';
import styles from '@/components/lobby/lobby.module.css';

export const generateMetadata = () => pageMetadata('home');

/**
 * /m/home – SPEC §2 home: category tabs, jackpot, hot strip, one block per category (previews
 * of 9), the winner board, the promo block; ?tab=fav lists the member's favourites. Everything on the first
 * screen is in the server-rendered HTML.
 */
export default async function HomePage({ searchParams }: { searchParams: Promise<{ tab?: string }> }) {
  const [{ tab }, viewer, vendors, currency] = await Promise.all([searchParams, getViewer(), getVendorData(), getCurrency()]);
  const order = vendors?.sorting.gameCategory ?? defaultCategoryOrder;
  const loggedIn = viewer.loggedIn;
  return (
    <div className={styles.screen}>
      <IntlScope namespaces={['lobby', 'errors']}>
        <CategoryTabs order={order} current={tab === 'fav' ? 'FAV' : 'HOME'} />
        <LobbyActions loggedIn={loggedIn}>
          {tab === 'fav' ? <Favourites loggedIn={loggedIn} /> : <HomeTab order={order} loggedIn={loggedIn} vendors={vendors} currency={currency} />}
        </LobbyActions>
      </IntlScope>
    </div>
  );
}

async function HomeTab({ order, loggedIn, vendors, currency }: {
  order: readonly string[]; loggedIn: boolean; vendors: Awaited<ReturnType<typeof getVendorData>>; currency: Awaited<ReturnType<typeof getCurrency>>;
}) {
  const blocks = homeBlocks(order);
  const [t, tc, hot, board, jackpot, favourites, previews] = await Promise.all([
    getTranslations('lobby'), getTranslations('lobby.tabs'), getHotGames(), getWinnerBoard(), getJackpot(),
    loggedIn ? getFavourites(gamePageSizes.favouritesHome) : null,
    Promise.all(blocks.map((b) => (b === 'BINGO' || isListType(b)
      ? getGameList({ gameType: b === 'BINGO' ? 'RNG' : b, gameClassify: b === 'BINGO' ? 'BG' : undefined, pageSize: homePreviewSize })
      : null))),
  ]);
  return (
    <div className={styles.blocks}>
      <JackpotCounter jackpot={jackpot} currency={currency} />
      <HotStrip games={hot} />
      {favourites && <GameSlider title={t('favouritesRow')} games={favourites.content.map(tileGame)} seeAll={null} testId="favourites-row" />}
      {blocks.map((b, i) => {
        const list = previews[i];
        const providers = list ? [] : vendorsOf(vendors, b);
        if (list ? !list.games.length : !providers.length) return null;
        return (
          <section key={b} className={i === 0 ? styles.block : `${styles.block} ${styles.belowFold}`} aria-labelledby={`block-${b}`} data-testid={`block-${b}`}>
            <div className={styles.blockHead}>
              <h2 id={`block-${b}`} className={styles.blockTitle}>{tc(b as 'RNG')}</h2>
              <Link href={categoryPaths[b] ?? '/m/home'} className={styles.seeAll}>{t('seeAll')}</Link>
            </div>
            {list
              ? <GameGrid games={list.games.map(tileGame)} columns={previewColumns(b)} eager={i === 0 ? eagerTiles : 0} />
              : <ProviderTiles vendors={providers} empty={t('noGames')} />}
          </section>
        );
      })}
      <WinnerBoard board={board} currency={currency} />
      <HomePromotions className={`${styles.block} ${styles.belowFold}`} />
    </div>
  );
}

/**
 * SPEC §2 favourites tab: the member's first page of favourites (30, server-rendered), a load-more
 * button for the next pages, and the way to /m/gameList with favourites active; without any, or
 * once the last is taken back, the empty state says how to add one. A visitor is asked to log in
 * and nothing about favourites is fetched (SPEC §4).
 */
async function Favourites({ loggedIn }: { loggedIn: boolean }) {
  const t = await getTranslations('lobby');
  if (!loggedIn) {
    return (
      <p className={styles.empty}>
        {t('favouritesLogin')} <Link href="/m/login?next=%2Fm%2Fhome%3Ftab%3Dfav" className={styles.seeAll}>{t('login')}</Link>
      </p>
    );
  }
  const page = await getFavourites(gamePageSizes.favouritesTab);
  if (!page || !page.content.length) {
    return <section className={styles.block} data-testid="favourites" data-fav-list><FavouritesEmpty /></section>;
  }
  return (
    <section className={styles.block} data-testid="favourites" data-fav-list>
      <FavouritesEmpty />
      <GameGrid games={page.content.map(tileGame)} eager={eagerTiles} />
      <FavouritesMore loggedIn={loggedIn} first={page.content.map((g) => g.nodeId)} pageNum={page.pageNum} totalPages={page.totalPages}
        pageSize={gamePageSizes.favouritesTab} />
      <Link href="/m/gameList?dataType=fav" className={styles.seeAll}>{t('allFavourites')}</Link>
    </section>
  );
}

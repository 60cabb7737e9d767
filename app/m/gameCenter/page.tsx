import { getTranslations } from 'next-intl/server';
import { getVendorData, getVendorGames } from '@/lib/data/games';
import { getViewer } from '@/lib/data/viewer';
import { defaultCategoryOrder, isListType, tileList, vendorListMoreAbove } from '@/lib/games';
import { gamePageSizes, type GameType } from '@/lib/wps/schemas/games';
import { IntlScope } from '@/components/account/intl-scope';
import { pageMetadata } from '@/components/frame/page-metadata';
import { LobbyActions } from '@/components/lobby/lobby-actions';
import { VendorGames } from '@/components/lobby/vendor-games';
import styles from '@/components/lobby/lobby.module.css';

export const generateMetadata = () => pageMetadata('gameCenter');

/**
 * /m/gameCenter – SPEC §2 vendor game lists: for each category that lists games (slots, fishing,
 * poker, in the server's order) every vendor's first 6 games, with 'more' above 6 opening the
 * rest in place. The first screen is in the server-rendered HTML.
 */
export default async function GameCenterPage() {
  const [vendors, viewer, t, tp] = await Promise.all([getVendorData(), getViewer(), getTranslations('lobby'), getTranslations('pages')]);
  const types = (vendors?.sorting.gameCategory ?? defaultCategoryOrder).filter(isListType) as GameType[];
  const categories = await Promise.all(types.map(async (type) => ({ type, rows: await getVendorGames(type, vendorListMoreAbove) })));
  const shown = categories.filter((c) => c.rows.length);
  return (
    <div className={styles.screen}>
      <h1 className={styles.blockTitle}>{tp('gameCenter')}</h1>
      <IntlScope namespaces={['lobby', 'errors']}>
        <LobbyActions loggedIn={viewer.loggedIn}>
          {shown.length
            ? shown.map(({ type, rows }) => (
              <section key={type} className={styles.category} aria-labelledby={`category-${type}`} data-testid={`category-${type}`}>
                <h2 id={`category-${type}`} className={styles.blockTitle}>{t(`tabs.${type}` as 'tabs.RNG')}</h2>
                {rows.map(({ vendor, list }) => (
                  <VendorGames key={vendor.vassalage} preview={tileList(list)} pageSize={gamePageSizes.list}
                    vendor={{ vassalage: vendor.vassalage, displayName: vendor.displayName, gameType: type, icon: vendor.icons.COLOR }} />
                ))}
              </section>
            ))
            : <p className={styles.empty}>{t('noGames')}</p>}
        </LobbyActions>
      </IntlScope>
    </div>
  );
}

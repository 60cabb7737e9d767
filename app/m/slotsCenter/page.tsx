import { getTranslations } from 'next-intl/server';
import { getVendorGames } from '@/lib/data/games';
import { getViewer } from '@/lib/data/viewer';
import { tileGame, vendorSliderSize } from '@/lib/games';
import { IntlScope } from '@/components/account/intl-scope';
import { pageMetadata } from '@/components/frame/page-metadata';
import { GameSlider } from '@/components/lobby/game-slider';
import { LobbyActions } from '@/components/lobby/lobby-actions';
import styles from '@/components/lobby/lobby.module.css';

export const generateMetadata = () => pageMetadata('slotsCenter');

/**
 * /m/slotsCenter – SPEC §2 vendor game sliders: a row per slot vendor in the operator's order,
 * titled with its logo and name, holding its first games; 'see all' opens the vendor's list.
 * Every row is in the server-rendered HTML.
 */
export default async function SlotsCenterPage() {
  const [rows, viewer, t, tp] = await Promise.all([getVendorGames('RNG', vendorSliderSize), getViewer(), getTranslations('lobby'), getTranslations('pages')]);
  return (
    <div className={styles.screen}>
      <h1 className={styles.blockTitle}>{tp('slotsCenter')}</h1>
      <IntlScope namespaces={['lobby', 'errors']}>
        <LobbyActions loggedIn={viewer.loggedIn}>
          <div className={styles.category}>
            {rows.length
              ? rows.map(({ vendor, list }) => (
                <GameSlider key={vendor.vassalage} title={vendor.displayName} icon={vendor.icons.COLOR} games={list.games.map(tileGame)}
                  seeAll={`/m/gameList?${new URLSearchParams({ gameType: 'RNG', vassalage: vendor.vassalage })}`} testId={`vendor-${vendor.vassalage}`} />
              ))
              : <p className={styles.empty}>{t('noGames')}</p>}
          </div>
        </LobbyActions>
      </IntlScope>
    </div>
  );
}

import { getTranslations } from 'next-intl/server';
import { getHotGames } from '@/lib/data/games';
import { getViewer } from '@/lib/data/viewer';
import { searchableTileGame } from '@/lib/games';
import { IntlScope } from '@/components/account/intl-scope';
import { pageMetadata } from '@/components/frame/page-metadata';
import { HotGamesClient } from '@/components/lobby/hot-games-client';
import { LobbyActions } from '@/components/lobby/lobby-actions';
import styles from '@/components/lobby/lobby.module.css';

export const generateMetadata = () => pageMetadata('hotGames');

/** /m/hot-games – SPEC §2 hot games: the games with the most real bets lately. */
export default async function HotGamesPage() {
  const [games, viewer, t] = await Promise.all([getHotGames(), getViewer(), getTranslations('lobby')]);
  return (
    <div className={styles.screen}>
      <h1 className={styles.blockTitle}>{t('hot')}</h1>
      <IntlScope namespaces={['lobby', 'errors']}>
        <LobbyActions loggedIn={viewer.loggedIn}>
          <HotGamesClient games={games.map(searchableTileGame)} />
        </LobbyActions>
      </IntlScope>
    </div>
  );
}

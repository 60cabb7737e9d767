import { getTranslations } from 'next-intl/server';
import { getHotGames } from '@/lib/data/games';
import { getViewer } from '@/lib/data/viewer';
import { hotGamesFilter, searchableTileGame } from '@/lib/games';
import { IntlScope } from '@/components/account/intl-scope';
import { pageMetadata } from '@/components/frame/page-metadata';
import { HotGamesClient } from '@/components/lobby/hot-games-client';
import { LobbyActions } from '@/components/lobby/lobby-actions';
import styles from '@/components/lobby/lobby.module.css';

export const generateMetadata = () => pageMetadata('hotGames');

type Props = { searchParams: Promise<{ gameType?: string | string[]; gameName?: string | string[] }> };

/** /m/hot-games (`?gameType=&gameName=`, the category and search chosen) – SPEC §2 hot games: the games with the most real bets lately. */
export default async function HotGamesPage({ searchParams }: Props) {
  const [games, viewer, t, query] = await Promise.all([getHotGames(), getViewer(), getTranslations('lobby'), searchParams]);
  return (
    <div className={styles.screen}>
      <h1 className={styles.blockTitle}>{t('hot')}</h1>
      <IntlScope namespaces={['lobby', 'errors']}>
        <LobbyActions loggedIn={viewer.loggedIn}>
          <HotGamesClient games={games.map(searchableTileGame)} initial={hotGamesFilter(query)} />
        </LobbyActions>
      </IntlScope>
    </div>
  );
}

import { getTranslations } from 'next-intl/server';
import { getLotteryDraw, getLotteryGames } from '@/lib/data/lottery';
import { getCurrency } from '@/lib/data/wallet';
import { getViewer } from '@/lib/data/viewer';
import { loginHref } from '@/lib/frame/gate';
import { chosenGame, lotteryScreenPath, lotteryTabOf } from '@/lib/games/lottery/view';
import { IntlScope } from '@/components/account/intl-scope';
import { LotteryScreen } from './lottery-screen';
import styles from './lottery.module.css';
import { RealityCheckMount } from '@/components/limits/reality-check-mount';

/**
 * The betting screen of one menu (/m/lott for LOTT games, /m/elott for ELOTT): reads the games,
 * the chosen game's draw, the currency and the viewer on the server, and hands them to the
 * client screen. Without the gateway, or with no game of the menu, it says so instead.
 */
export async function BettingScreen({ gameType, search }: { gameType: 'LOTT' | 'ELOTT'; search: { game?: string; tab?: string } }) {
  const [value, currency, viewer, t] = await Promise.all([getLotteryGames(), getCurrency(), getViewer(), getTranslations('lottery')]);
  const game = value ? chosenGame(value.games, gameType, search.game) : null;
  const draw = game ? await getLotteryDraw(game.gameId) : null;
  const tab = lotteryTabOf(search.tab);
  return (
    <section className={styles.screen}>
      {/* The top bar already shows the screen's title (SPEC §2); the heading is for screen readers. */}
      <h1 className={styles.srOnly}>{t(`menu.${gameType}`)}</h1>
      {!value ? (
        <p className={styles.notice} role="alert">{t('unavailable')}</p>
      ) : !game ? (
        <p className={styles.notice}>{t('noGames')}</p>
      ) : (
        <IntlScope namespaces={['lottery', 'errors']}>
          <LotteryScreen
            games={value.games.filter((g) => g.gameType === gameType)}
            game={game}
            prizeMode={value.prizeMode}
            series={value.series}
            initialDraw={draw}
            tab={tab}
            currency={currency}
            loginHref={viewer.loggedIn ? null : loginHref(`${lotteryScreenPath(gameType, game.gameId)}&tab=${tab}`)}
          />
        </IntlScope>
      )}
      <RealityCheckMount />
    </section>
  );
}

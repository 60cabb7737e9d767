import { getTranslations } from 'next-intl/server';
import { lotteryScreenPath } from '@/lib/games/lottery/view';
import type { LotteryDrawValue, LotteryGame } from '@/lib/wps/schemas/lottery';
import Link from '@/components/frame/link';
import { DrawClock } from './draw-clock';
import styles from './lottery.module.css';

const menus = ['LOTT', 'ELOTT'] as const;

/**
 * /m/lottery: the game menus (LOTT, then ELOTT), each game with its interval, a live countdown to
 * its next close and its latest result, and a Play link to its betting screen. Without the
 * gateway's answer it says so; with no games, that there are none.
 */
export async function LotteryLobby({ games, draws }: { games: readonly LotteryGame[] | null; draws: Readonly<Record<string, LotteryDrawValue | null>> }) {
  const t = await getTranslations('lottery');
  if (!games) return <p className={styles.notice} role="alert">{t('unavailable')}</p>;
  if (!games.length) return <p className={styles.notice}>{t('noGames')}</p>;
  return (
    <>
      {menus.map((menu) => {
        const ofMenu = games.filter((g) => g.gameType === menu);
        if (!ofMenu.length) return null;
        return (
          <section key={menu} className={styles.menu} aria-labelledby={`menu-${menu}`}>
            <h2 id={`menu-${menu}`} className={styles.menuTitle}>{t(`menu.${menu}`)}</h2>
            <ul className={styles.cards}>
              {ofMenu.map((g) => (
                <li key={g.gameId} className={styles.card} data-testid="lottery-game" data-game={g.gameId}>
                  <div className={styles.cardHead}>
                    <h3 className={styles.gameName}>{g.gameName}</h3>
                    <span className={styles.muted}>{t('every', { minutes: Math.round(g.intervalSeconds / 60) })}</span>
                  </div>
                  <DrawClock gameId={g.gameId} format={g.format} initial={draws[g.gameId] ?? null} />
                  <Link className={styles.play} href={lotteryScreenPath(g.gameType, g.gameId)}>{t('play')}</Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

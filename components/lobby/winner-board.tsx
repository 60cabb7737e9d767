import { getTranslations } from 'next-intl/server';
import { formatMoney, type MoneyFormat } from '@/lib/format';
import { winnerScroll_ms, winnerScrollAbove, winnersShown } from '@/lib/games';
import { launchAttributes } from '@/lib/games/tile-data';
import type { WinnerBoardValue } from '@/lib/wps/schemas/games';
import { AutoScroll } from './auto-scroll';
import styles from './lobby.module.css';

const rowHeight_px = 52;

/**
 * SPEC §2 winner board: the biggest real wins (first 10) and the jackpot games, each list
 * scrolling only above 3 entries. Nothing at all until somebody has won.
 */
export async function WinnerBoard({ board, currency }: { board: WinnerBoardValue['content'] | null; currency: MoneyFormat }) {
  const wins = board?.list.slice(0, winnersShown) ?? [];
  const jackpots = board?.jackpotList ?? [];
  if (!wins.length && !jackpots.length) return null;
  const [t, tl] = await Promise.all([getTranslations('lobby.winners'), getTranslations('lobby')]);
  return (
    <section className={styles.block} aria-labelledby="winners-title" data-testid="winner-board">
      <h2 id="winners-title" className={styles.blockTitle}>{t('title')}</h2>
      <div className={styles.winners}>
        <AutoScroll count={wins.length} above={winnerScrollAbove} every_ms={winnerScroll_ms} rowHeight_px={rowHeight_px} className={styles.winnerList} label={t('biggest')}>
          {wins.map(({ vo }, i) => (
            <li key={`${vo.winTime}-${i}`}>
              <button type="button" className={styles.winner} {...launchAttributes(vo.game)} aria-label={tl('play', { name: vo.gameName })}>
                <img src={vo.iconUrl} alt="" width={36} height={36} loading="lazy" />
                <span>{vo.customerName} · {vo.gameName}</span>
                <span className={styles.winAmount}>{formatMoney(vo.winAmount, currency)}</span>
              </button>
            </li>
          ))}
        </AutoScroll>
        <AutoScroll count={jackpots.length} above={winnerScrollAbove} every_ms={winnerScroll_ms} rowHeight_px={rowHeight_px} className={styles.winnerList} label={t('jackpotGames')}>
          {jackpots.map((g) => (
            <li key={g.nodeId}>
              <button type="button" className={styles.winner} {...launchAttributes(g)} aria-label={tl('play', { name: g.displayName })}>
                <img src={g.iconUrl} alt="" width={36} height={36} loading="lazy" />
                <span>{g.displayName}</span>
              </button>
            </li>
          ))}
        </AutoScroll>
      </div>
    </section>
  );
}

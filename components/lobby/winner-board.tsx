import { getTranslations } from 'next-intl/server';
import { formatMoney, type MoneyFormat } from '@/lib/format';
import { winnerScroll_ms, winnerScrollAbove, winnersShown } from '@/lib/games';
import type { WinnerBoardValue } from '@/lib/wps/schemas/games';
import { AutoScroll } from './auto-scroll';
import { WinnerRow } from './winner-row';
import styles from './lobby.module.css';

const rowHeight_px = 52;

/**
 * SPEC §2 winner board: the biggest real wins (first 10) and the jackpot games, each list
 * scrolling only above 3 entries. Nothing at all until somebody has won.
 */
export async function WinnerBoard({ board, currency, loggedIn }: { board: WinnerBoardValue['content'] | null; currency: MoneyFormat; loggedIn: boolean }) {
  const wins = board?.list.slice(0, winnersShown) ?? [];
  const jackpots = board?.jackpotList ?? [];
  if (!wins.length && !jackpots.length) return null;
  const t = await getTranslations('lobby.winners');
  return (
    <section className={styles.block} aria-labelledby="winners-title" data-testid="winner-board">
      <h2 id="winners-title" className={styles.blockTitle}>{t('title')}</h2>
      <div className={styles.winners}>
        <AutoScroll count={wins.length} above={winnerScrollAbove} every_ms={winnerScroll_ms} rowHeight_px={rowHeight_px} className={styles.winnerList} label={t('biggest')}>
          {wins.map(({ vo }, i) => (
            <WinnerRow key={`${vo.winTime}-${i}`} game={vo.game} name={vo.gameName} loggedIn={loggedIn}>
              <img src={vo.iconUrl} alt="" width={36} height={36} loading="lazy" />
              <span>{vo.customerName} · {vo.gameName}</span>
              <span className={styles.winAmount}>{formatMoney(vo.winAmount, { ...currency, symbol: vo.currencySymbol || currency.symbol })}</span>
            </WinnerRow>
          ))}
        </AutoScroll>
        <AutoScroll count={jackpots.length} above={winnerScrollAbove} every_ms={winnerScroll_ms} rowHeight_px={rowHeight_px} className={styles.winnerList} label={t('jackpotGames')}>
          {jackpots.map((g) => (
            <WinnerRow key={g.nodeId} game={g} name={g.displayName} loggedIn={loggedIn}>
              <img src={g.iconUrl} alt="" width={36} height={36} loading="lazy" />
              <span>{g.displayName}</span>
            </WinnerRow>
          ))}
        </AutoScroll>
      </div>
    </section>
  );
}

'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { MoneyFormat } from '@/lib/format';
import { lotteryScreenPath, lotteryTabs, type LotteryTab } from '@/lib/games/lottery/view';
import type { LotteryDrawValue, LotteryGame, LotteryGamesValue } from '@/lib/wps/schemas/lottery';
import Link from '@/components/frame/link';
import { TabStrip } from '@/components/ui/tab-strip';
import { BetPanel } from './bet-panel';
import { Countdown } from './draw-clock';
import { OrdersPanel } from './orders-panel';
import { ResultsList } from './results-list';
import { useDraw } from './use-draw';
import styles from './lottery.module.css';

export interface LotteryScreenProps {
  games: readonly LotteryGame[];
  game: LotteryGame;
  prizeMode: LotteryGamesValue['prizeMode'];
  series: LotteryGamesValue['series'];
  initialDraw: LotteryDrawValue | null;
  tab: LotteryTab;
  currency: MoneyFormat;
  /** Where a visitor logs in to bet or see orders (back to this screen afterwards); null for a member. */
  loginHref: string | null;
}

/**
 * /m/lott and /m/elott: one game's betting screen. The games of the screen's menu (links, the
 * game is in the address), the open draw with its countdown, and three tabs: Bet, Results and
 * My orders (the tab is kept in the address too, so back and reload keep it).
 */
export function LotteryScreen({ games, game, prizeMode, series, initialDraw, tab: initialTab, currency, loginHref }: LotteryScreenProps) {
  const t = useTranslations('lottery');
  const [tab, setTab] = useState(initialTab);
  const { draw, awaiting, now_ms, failed, reload } = useDraw(game.gameId, initialDraw);
  // Bumped when an order is placed, so My orders reads the list again.
  const [placed, setPlaced] = useState(0);

  const choose = (next: LotteryTab) => {
    setTab(next);
    const q = new URLSearchParams(window.location.search);
    q.set('tab', next);
    window.history.replaceState(null, '', `?${q.toString()}`);
  };

  return (
    <>
      {games.length > 1 && (
        <TabStrip as="ul" className={styles.gameStrip} aria-label={t('games')} current={game.gameId}>
          {games.map((g) => (
            <li key={g.gameId}>
              <Link className={styles.gameChip} href={`${lotteryScreenPath(g.gameType, g.gameId)}&tab=${tab}`} aria-current={g.gameId === game.gameId ? 'page' : undefined} replace>
                {g.gameName}
              </Link>
            </li>
          ))}
        </TabStrip>
      )}
      <div className={styles.drawBar} data-testid="lottery-draw">
        {draw ? (
          <>
            <span className={styles.numero} data-testid="numero">{t('draw', { numero: draw.current.numero })}</span>
            <Countdown draw={draw.current} awaiting={awaiting} now_ms={now_ms} />
          </>
        ) : (
          <p className={styles.muted} role="alert">
            {t('unavailable')}{' '}
            <button type="button" className={styles.textButton} onClick={() => void reload()}>{t('retry')}</button>
          </p>
        )}
      </div>
      <div className={styles.tabs} role="tablist" aria-label={t('tabs')}>
        {lotteryTabs.map((k) => (
          <button key={k} type="button" role="tab" className={styles.tab} aria-selected={k === tab} onClick={() => choose(k)}>{t(`tab.${k}`)}</button>
        ))}
      </div>
      {tab === 'bet' && (
        <BetPanel game={game} prizeMode={prizeMode} series={series} draw={failed && !draw ? null : draw?.current ?? null} now_ms={now_ms}
          currency={currency} loginHref={loginHref} onPlaced={() => setPlaced((n) => n + 1)} onClosed={() => void reload()} />
      )}
      {tab === 'results' && <ResultsList results={draw?.recent ?? []} format={game.format} />}
      {tab === 'orders' && (
        <OrdersPanel games={games} game={game} currency={currency} loginHref={loginHref}
          openNumero={draw?.current.numero} refreshKey={`${placed}:${draw?.recent[0]?.numero ?? ''}`} />
      )}
    </>
  );
}

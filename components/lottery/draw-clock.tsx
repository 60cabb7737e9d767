'use client';

import { useTranslations } from 'next-intl';
import { countdownText, drawPhase } from '@/lib/games/lottery/view';
import type { LotteryDrawValue } from '@/lib/wps/schemas/lottery';
import { Balls } from './balls';
import { useDraw } from './use-draw';
import styles from './lottery.module.css';

/** The countdown of a draw: to its close while open, to its draw once closed, then "drawing". */
export function Countdown({ draw, awaiting, now_ms }: {
  draw: LotteryDrawValue['current'];
  awaiting: { numero: string } | null;
  now_ms: number;
}) {
  const t = useTranslations('lottery');
  const phase = drawPhase(now_ms, draw);
  const text =
    phase === 'open' ? t('closesIn', { time: countdownText(Date.parse(draw.closeTime) - now_ms) })
      : phase === 'closed' ? t('drawIn', { time: countdownText(Date.parse(draw.drawTime) - now_ms) })
        : t('drawing', { numero: draw.numero });
  return (
    <p className={styles.clock} data-phase={phase}>
      {/* The server renders the countdown at its own second; the browser's first tick takes over. */}
      <span className={styles.countdown} data-testid="countdown" suppressHydrationWarning>{text}</span>
      {awaiting && <span className={styles.awaiting}>{t('drawing', { numero: awaiting.numero })}</span>}
    </p>
  );
}

/** A lobby card's live half: the open draw's countdown and the latest result, kept current by useDraw. */
export function DrawClock({ gameId, format, initial }: { gameId: string; format: string; initial: LotteryDrawValue | null }) {
  const t = useTranslations('lottery');
  const { draw, awaiting, now_ms } = useDraw(gameId, initial);
  if (!draw) return <p className={styles.muted}>{t('unavailable')}</p>;
  const latest = draw.recent[0];
  return (
    <>
      <Countdown draw={draw.current} awaiting={awaiting} now_ms={now_ms} />
      <div className={styles.latest}>
        <span className={styles.muted}>{latest ? t('draw', { numero: latest.numero }) : t('noResult')}</span>
        {latest && <Balls result={latest.result} twoDigits={format === '11x5'} label={t('latest')} />}
      </div>
    </>
  );
}

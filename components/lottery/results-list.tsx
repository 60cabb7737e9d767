'use client';

import { useTranslations } from 'next-intl';
import { lotteryVerifyHref } from '@/lib/games/lottery/view';
import type { LotteryResult } from '@/lib/wps/schemas/lottery';
import { Balls } from './balls';
import styles from './lottery.module.css';

const when = (iso: string) => iso.slice(0, 19).replace('T', ' ');

/**
 * The game's latest results, newest first, each with the seeds that prove it (provably fair: the
 * hash was published before betting opened) and a link to the page that recomputes it from them.
 */
export function ResultsList({ results, format }: { results: readonly LotteryResult[]; format: string }) {
  const twoDigits = format === '11x5';
  const t = useTranslations('lottery');
  if (!results.length) return <p className={styles.notice}>{t('resultsEmpty')}</p>;
  return (
    <ul className={styles.results} data-testid="lottery-results">
      {results.map((r) => (
        <li key={r.numero} className={styles.result}>
          <div className={styles.resultHead}>
            <span className={styles.numero}>{t('draw', { numero: r.numero })}</span>
            <span className={styles.muted}>{when(r.drawTime)}</span>
          </div>
          <Balls result={r.result} twoDigits={twoDigits} label={t('detail.result')} />
          <details className={styles.seeds}>
            <summary>{t('seeds')}</summary>
            <dl>
              <dt>{t('serverSeedHash')}</dt><dd>{r.serverSeedHash}</dd>
              <dt>serverSeed</dt><dd>{r.serverSeed}</dd>
              <dt>clientSeed</dt><dd>{r.clientSeed}</dd>
            </dl>
          </details>
          <a className={styles.verify} href={lotteryVerifyHref(format, r)}>{t('verify')}</a>
        </li>
      ))}
    </ul>
  );
}

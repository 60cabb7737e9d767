'use client';

import { useCallback, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import Link from '@/components/frame/link';
import { formatDecimalText, type MoneyFormat } from '@/lib/format';
import { errorMessageKey } from '@/lib/i18n/errors';
import { wpsFetch } from '@/lib/net/wps-fetch';
import { countdown } from '@/lib/activity/countdown';
import type { TournamentDetailValue, TournamentLeader, TournamentMetric } from '@/lib/wps/schemas/tournaments';
import { Toast } from '@/components/ui/toast';
import styles from './tournaments.module.css';

/** The live board is asked again this often while the screen is visible and the tournament not paid. */
export const boardRefresh_ms = 5_000;

/**
 * One tournament on the phone: its rules, prizes, the member's join, and the live leaderboard,
 * read again every 5 s while the page is visible (GET /wps/tournaments/detail) until the prizes
 * are paid. Times count on the platform's clock (the answer's `now`), carried by the phone's.
 */
export function TournamentBoard({ first, currency, who, loginHref }: {
  first: TournamentDetailValue; currency: MoneyFormat; who: 'visitor' | 'trial' | 'member'; loginHref: string;
}) {
  const t = useTranslations('tournaments');
  const te = useTranslations();
  const [d, setD] = useState(first);
  const [now, setNow] = useState<number | null>(null);
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tour = d.tournament;
  const money = (v: string) => formatDecimalText(v, currency);

  useEffect(() => {
    const skew = Date.parse(d.now) - Date.now();
    const tick = () => setNow(Date.now() + skew);
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [d.now]);

  const reload = useCallback(async () => {
    const r = await wpsFetch('tournamentDetail', { id: tour.id });
    if (r.success) setD(r.value);
  }, [tour.id]);

  useEffect(() => {
    if (tour.settled) return;
    const refresh = () => {
      if (document.visibilityState === 'visible') void reload();
    };
    const timer = setInterval(refresh, boardRefresh_ms);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [tour.settled, reload]);

  async function join() {
    setJoining(true);
    const r = await wpsFetch('tournamentJoin', { tournamentId: tour.id });
    setJoining(false);
    if (!r.success) {
      setError(te(errorMessageKey(r.errorCode)));
      setTimeout(() => setError(null), 2000);
      return;
    }
    await reload();
  }

  const status = now !== null && tour.status !== 'ended' && now >= Date.parse(tour.endsAt) ? 'ended'
    : now !== null && tour.status === 'upcoming' && now >= Date.parse(tour.startsAt) ? 'running' : tour.status;
  const score = (metric: TournamentMetric, s: string) => (metric === 'bet_sum' ? money(s) : metric === 'best_multiplier' ? `×${s}` : s);

  return (
    <>
      <div className={styles.head}>
        <h2 className={styles.title}>{tour.title}</h2>
        <p className={styles.note}>{t(`metric.${tour.metric}`)} · {t(`hint.${tour.metric}`)}</p>
        <p className={styles.clock} data-testid="tournament-status">
          {status === 'upcoming' ? `${t('startsInShort')} ${now === null ? '--:--' : countdown(Date.parse(tour.startsAt), now)}`
            : status === 'running' ? `${t('endsInShort')} ${now === null ? '--:--' : countdown(Date.parse(tour.endsAt), now)}`
              : tour.settled ? t('paid') : t('ended')}
        </p>
        <p className={styles.note}>{tour.games.length ? t('games', { games: tour.games.join(', ') }) : t('allGames')}</p>
        {tour.minStake !== '0' && !/^0(?:\.0+)?$/.test(tour.minStake) && <p className={styles.note}>{t('minStake', { amount: money(tour.minStake) })}</p>}
        <p className={styles.note}>{t('tieRule')}</p>
      </div>

      <h3 className={styles.subheading}>{t('prizes')}</h3>
      <ol className={styles.prizes}>
        {tour.prizes.map((p) => (
          <li key={p.rank}>
            <span>#{p.rank}</span>
            <span>{money(p.amount)}{p.wageringMultiple > 0 ? ` · ${t('wagering', { multiple: p.wageringMultiple })}` : ''}</span>
          </li>
        ))}
      </ol>

      {status !== 'ended' && (
        tour.joined ? <p className={styles.joined} data-testid="tournament-joined">{t('joinedNote')}</p>
          : who === 'visitor' ? <Link href={loginHref} className={styles.join}>{t('loginToJoin')}</Link>
            : who === 'trial' ? <p className={styles.note}>{te('errors.free_reject')}</p>
              : (
                <>
                  <button type="button" className={styles.join} onClick={join} disabled={joining} data-testid="tournament-join">{t('join')}</button>
                  <p className={styles.note}>{t('joinHint')}</p>
                </>
              )
      )}

      <h3 className={styles.subheading}>
        {t('leaderboard')} {!tour.settled && status !== 'upcoming' && <span className={styles.live}>{t('live')}</span>}
      </h3>
      {d.leaderboard.length === 0 ? <p className={styles.note}>{t('noScores')}</p> : (
        <table className={styles.board} data-testid="tournament-board">
          <thead>
            <tr><th>{t('rank')}</th><th>{t('player')}</th><th>{t('score')}</th><th>{t('prize')}</th></tr>
          </thead>
          <tbody>
            {d.leaderboard.map((l) => <Row key={l.rank} l={l} score={score(tour.metric, l.score)} money={money} you={t('you')} />)}
            {d.me && d.me.rank > d.leaderboard.length && <Row l={d.me} score={score(tour.metric, d.me.score)} money={money} you={t('you')} />}
          </tbody>
        </table>
      )}
      <Toast message={error} kind="error" />
    </>
  );
}

function Row({ l, score, money, you }: { l: TournamentLeader; score: string; money: (v: string) => string; you: string }) {
  return (
    <tr data-me={l.me || undefined} data-testid={l.me ? 'tournament-me' : undefined}>
      <td>{l.rank}</td>
      <td>{l.me ? `${l.name} (${you})` : l.name}</td>
      <td>{score}</td>
      <td>{l.prize ? money(l.prize.amount) : ''}</td>
    </tr>
  );
}

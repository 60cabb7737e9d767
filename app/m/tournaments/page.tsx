import Link from '@/components/frame/link';
import { getTranslations } from 'next-intl/server';
import { readValue } from '@/lib/data/request';
import { getViewer } from '@/lib/data/viewer';
import { getCurrency } from '@/lib/data/wallet';
import { loginHref, trialType } from '@/lib/frame/gate';
import { durationParts } from '@/lib/activity/countdown';
import { formatDecimalText } from '@/lib/format';
import type { TournamentSummary } from '@/lib/wps/schemas/tournaments';
import { IntlScope } from '@/components/account/intl-scope';
import { pageMetadata } from '@/components/frame/page-metadata';
import { TournamentBoard } from '@/components/rewards/tournament-board';
import frameStyles from '@/components/frame/frame.module.css';
import styles from '@/components/rewards/tournaments.module.css';

export const generateMetadata = () => pageMetadata('tournaments');

type Search = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/**
 * /m/tournaments – the tournaments over the in-house games (issue 19; platform/src/modules/tournaments):
 * the list, and with `?id=` one tournament with its live leaderboard (TournamentBoard). Visitors see
 * both; joining needs a login (a visitor is offered one that comes back here).
 */
export default async function TournamentsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const q = await searchParams;
  const id = /^[1-9]\d{0,15}$/.test(one(q.id)) ? Number(one(q.id)) : null;
  return id === null ? <TournamentList /> : <TournamentDetail id={id} />;
}

async function TournamentList() {
  const [list, currency, t] = await Promise.all([readValue('tournaments'), getCurrency(), getTranslations('tournaments')]);
  const now = list ? Date.parse(list.now) : 0;
  const when = (x: TournamentSummary) => {
    const p = durationParts(x.status === 'upcoming' ? Date.parse(x.startsAt) - now : Date.parse(x.endsAt) - now);
    const span = t('span', p);
    if (x.status === 'upcoming') return t('startsIn', { span });
    return x.status === 'running' ? t('endsIn', { span }) : t('ended');
  };
  return (
    <section className={styles.screen} data-testid="tournaments-screen">
      <h1 className={frameStyles.srOnly}>{t('heading')}</h1>
      {!list ? <p className={styles.note} role="alert">{t('failed')}</p> : list.tournaments.length === 0 ? <p className={styles.note}>{t('empty')}</p> : (
        <ul className={styles.list}>
          {list.tournaments.map((x) => (
            <li key={x.id}>
              <Link href={`/m/tournaments?id=${x.id}`} className={styles.card} data-testid="tournament-card" data-status={x.status}>
                <span className={styles.cardTitle}>{x.title}</span>
                <span className={styles.note}>{t(`metric.${x.metric}`)} · {when(x)}</span>
                <span className={styles.note}>
                  {t('topPrize', { amount: formatDecimalText(x.prizes[0]?.amount ?? '0', currency) })} · {t('entrants', { count: x.entrants })}
                  {x.joined ? ` · ${t('joined')}` : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

async function TournamentDetail({ id }: { id: number }) {
  const [detail, currency, viewer, t] = await Promise.all([readValue('tournamentDetail', { id }), getCurrency(), getViewer(), getTranslations('tournaments')]);
  if (!detail) {
    return (
      <section className={styles.screen}>
        <p className={styles.note} role="alert">{t('notFound')}</p>
        <Link href="/m/tournaments" className={styles.back}>{t('all')}</Link>
      </section>
    );
  }
  const who = !viewer.loggedIn ? 'visitor' : viewer.member.type === trialType ? 'trial' : 'member';
  return (
    <section className={styles.screen} data-testid="tournament-screen">
      <h1 className={frameStyles.srOnly}>{detail.tournament.title}</h1>
      <IntlScope namespaces={['tournaments', 'errors']}>
        <TournamentBoard first={detail} currency={currency} who={who} loginHref={loginHref(`/m/tournaments?id=${id}`)} />
      </IntlScope>
      <Link href="/m/tournaments" className={styles.back}>{t('all')}</Link>
    </section>
  );
}

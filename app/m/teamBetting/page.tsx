import { getTranslations } from 'next-intl/server';
import Link from '@/components/frame/link';
import { getCurrency } from '@/lib/data/wallet';
import { readValue } from '@/lib/data/request';
import { formatDecimalText } from '@/lib/format';
import { reportProducts } from '@/lib/wps/schemas/agent-reports';
import { pageMetadata } from '@/components/frame/page-metadata';
import styles from '@/components/agent/agent-reports.module.css';

export const generateMetadata = () => pageMetadata('teamBetting');

type Search = { startDate?: string; endDate?: string; username?: string; product?: string; cursor?: string };

/**
 * /m/teamBetting – SPEC §2 team betting: the bets of the agent's team (below it), newest first,
 * filtered by days, a team member's username and product; "more" opens the page after the last
 * bet shown (the platform's cursor), so the list never skips or repeats a bet.
 */
export default async function TeamBettingPage({ searchParams }: { searchParams: Promise<Search> }) {
  const [search, currency, t] = await Promise.all([searchParams, getCurrency(), getTranslations('agentReports')]);
  const product = (reportProducts as readonly string[]).includes(search.product ?? '') ? search.product : undefined;
  const filters = { startDate: search.startDate, endDate: search.endDate, username: search.username?.trim() || undefined, product };
  const v = await readValue('agentTeamBets', { ...filters, cursor: search.cursor, pageSize: 20 });
  const money = (d: string) => formatDecimalText(d, currency);
  const more = (cursor: string) => `/m/teamBetting?${new URLSearchParams(Object.entries({ ...filters, cursor }).filter((e): e is [string, string] => !!e[1])).toString()}`;
  return (
    <section className={styles.screen}>
      <h1 className={styles.heading}>{t('bets.heading')}</h1>
      <form method="get" className={`${styles.card} ${styles.filters}`}>
        <label>{t('from')}<input type="date" name="startDate" defaultValue={v?.startDate ?? search.startDate} /></label>
        <label>{t('to')}<input type="date" name="endDate" defaultValue={v?.endDate ?? search.endDate} /></label>
        <label>{t('bets.username')}<input type="search" name="username" defaultValue={filters.username} maxLength={64} autoComplete="off" /></label>
        <label>{t('product')}
          <select name="product" defaultValue={product ?? ''}>
            <option value="">{t('allProducts')}</option>
            {reportProducts.map((p) => <option key={p} value={p}>{t(`products.${p}`)}</option>)}
          </select>
        </label>
        <button type="submit" className={styles.apply}>{t('apply')}</button>
      </form>
      {!v ? <p className={styles.muted} role="alert">{filters.username ? t('bets.notInTeam') : t('unavailable')}</p> : (
        <div className={styles.card}>
          {search.cursor && <Link href={more('')} className={styles.muted}>{t('backToNewest')}</Link>}
          {v.list.length === 0 ? <p className={styles.muted}>{t('bets.empty')}</p> : (
            <ul className={styles.list} data-testid="team-bets">
              {v.list.map((b) => (
                <li key={b.id} className={styles.item}>
                  <span>{b.username} · {b.gameName}</span>
                  <span className={`${styles.amount} ${b.winLoss.startsWith('-') ? styles.down : styles.up}`}>{money(b.winLoss)}</span>
                  <small>{t(`products.${b.product}`)} · {t(`bets.status.${b.status}`)} · {b.createdAt.slice(0, 16).replace('T', ' ')}</small>
                  <small className={styles.amount}>{t('bets.stake')} {money(b.stake)} · {t('bets.payout')} {money(b.payout)}</small>
                </li>
              ))}
            </ul>
          )}
          {v.nextCursor && <Link href={more(v.nextCursor)} className={styles.more}>{t('more')}</Link>}
        </div>
      )}
    </section>
  );
}

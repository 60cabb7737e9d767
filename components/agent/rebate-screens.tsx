import { getTranslations } from 'next-intl/server';
import Link from '@/components/frame/link';
import { groupByDay, nextPages, percentOfBp } from '@/lib/agent/rebate-view';
import { formatDecimalText, type MoneyFormat } from '@/lib/format/money';
import type { AgentRebateValue, TeamRebateValue } from '@/lib/wps/schemas/agent-rebates';
import { reportDateBounds } from '@/lib/wps/words';
import styles from './rebate.module.css';

/**
 * The agent's rebate screens, server-rendered without client code: the date range is a GET form
 * (the browser's date pickers within SPEC §5's bounds) and the team's load-more a link asking for
 * one more page. The figures are the platform's (modules/agents, "Rebate payouts").
 */

/** From and to, submitted to the same screen. */
export async function RebateRange({ action, startDate, endDate }: { action: string; startDate: string; endDate: string }) {
  const t = await getTranslations('agentRebate');
  return (
    <form className={styles.range} action={action} method="get" data-testid="rebate-range">
      <label>
        {t('from')}
        <input type="date" name="startDate" defaultValue={startDate} min={reportDateBounds.min} max={reportDateBounds.max} />
      </label>
      <label>
        {t('to')}
        <input type="date" name="endDate" defaultValue={endDate} min={reportDateBounds.min} max={reportDateBounds.max} />
      </label>
      <button type="submit">{t('search')}</button>
    </form>
  );
}

/** /m/member/agent/agentRebeat: the agent's rates, what it earned (by product, by day), paid and carried. */
export async function AgentRebateView({ value, currency }: { value: AgentRebateValue; currency: MoneyFormat }) {
  const t = await getTranslations('agentRebate');
  const money = (d: string) => formatDecimalText(d, currency);
  const product = (p: string) => t(`products.${p}` as 'products.slots');
  return (
    <>
      <div className={styles.card} data-testid="rebate-total">
        <p className={styles.muted}>{t('earned')} · {value.startDate} – {value.endDate}</p>
        <p className={styles.big}>{money(value.total)}</p>
        <ul className={styles.rows}>
          <li className={styles.row}><span>{t('paid')}</span><span data-testid="rebate-paid">{money(value.paid)}</span></li>
          <li className={styles.row}><span>{t('pending')}</span><span>{value.pending}</span></li>
        </ul>
        <p className={styles.muted}>{t('pendingHint')}</p>
      </div>
      <h2 className={styles.heading}>{t('rates')}</h2>
      <div className={styles.card} data-testid="rebate-rates">
        {value.rates.length ? (
          <ul className={styles.rows}>
            {value.rates.map((r) => <li key={r.productType} className={styles.row}><span>{product(r.productType)}</span><span>{percentOfBp(r.rateBp)}</span></li>)}
          </ul>
        ) : <p className={styles.muted}>{t('noRates')}</p>}
      </div>
      {value.products.length > 0 && (
        <>
          <h2 className={styles.heading}>{t('byProduct')}</h2>
          <div className={styles.card}>
            <ul className={styles.rows}>
              {value.products.map((r) => <li key={r.productType} className={styles.row}><span>{product(r.productType)}</span><span>{money(r.amount)}</span></li>)}
            </ul>
          </div>
        </>
      )}
      <h2 className={styles.heading}>{t('byDay')}</h2>
      {value.days.length ? groupByDay(value.days, currency.minorDigits).map((d) => (
        <div key={d.day} className={styles.card} data-testid="rebate-day">
          <div className={styles.row}><strong>{d.day}</strong><strong>{money(d.total)}</strong></div>
          <ul className={styles.rows}>
            {d.items.map((i) => (
              <li key={i.productType} className={styles.row}>
                <span>{product(i.productType)} · {t('bets', { count: i.bets })}</span><span>{money(i.amount)}</span>
              </li>
            ))}
          </ul>
        </div>
      )) : <p className={styles.muted}>{t('noEarnings')}</p>}
    </>
  );
}

/** /m/member/teamRebate: what each direct downline's line generated for the agent, with load-more. */
export async function TeamRebateView({ total, items, totalCount, pages, currency, moreHref }: {
  total: string; items: TeamRebateValue['list']; totalCount: number; pages: number; currency: MoneyFormat; moreHref: (pages: number) => string;
}) {
  const t = await getTranslations('agentRebate');
  const money = (d: string) => formatDecimalText(d, currency);
  const next = nextPages(pages, items.length, totalCount);
  return (
    <>
      <div className={styles.card} data-testid="team-rebate-total">
        <p className={styles.muted}>{t('teamTotal')}</p>
        <p className={styles.big}>{money(total)}</p>
        <p className={styles.muted}>{t('teamHint')}</p>
      </div>
      {items.length ? (
        <ul className={styles.rows}>
          {items.map((i) => (
            <li key={i.username} className={styles.card} data-testid="team-rebate-row">
              <div className={styles.row}><strong>{i.username}</strong><strong>{money(i.amount)}</strong></div>
              <p className={styles.muted}>{t('bettors', { count: i.bettors })} · {t('bets', { count: i.bets })}</p>
            </li>
          ))}
        </ul>
      ) : <p className={styles.muted}>{t('noTeam')}</p>}
      {next !== null && <Link className={styles.more} href={moreHref(next)} scroll={false}>{t('loadMore')}</Link>}
    </>
  );
}

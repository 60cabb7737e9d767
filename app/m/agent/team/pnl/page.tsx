import { getTranslations } from 'next-intl/server';
import { getCurrency } from '@/lib/data/wallet';
import { readValue } from '@/lib/data/request';
import { formatDecimalText } from '@/lib/format';
import { reportProducts } from '@/lib/wps/schemas/agent-reports';
import { pageMetadata } from '@/components/frame/page-metadata';
import { PnlChart } from '@/components/agent/pnl-chart';
import styles from '@/components/agent/agent-reports.module.css';

export const generateMetadata = () => pageMetadata('agentTeamPnl');

type Search = { startDate?: string; endDate?: string; product?: string };
const figureKeys = ['deposits', 'withdrawals', 'bets', 'wins', 'rebates', 'promotions'] as const;

/**
 * /m/agent/team/pnl – SPEC §2 team P&L: the team's figures for a period (the agent itself left
 * out), per product, and a bar per day; server-rendered, the filters a plain GET form.
 */
export default async function TeamPnlPage({ searchParams }: { searchParams: Promise<Search> }) {
  const [search, currency, t] = await Promise.all([searchParams, getCurrency(), getTranslations('agentReports')]);
  const product = (reportProducts as readonly string[]).includes(search.product ?? '') ? search.product : undefined;
  const v = await readValue('agentTeamPnl', { startDate: search.startDate, endDate: search.endDate, product });
  const money = (d: string) => formatDecimalText(d, currency);
  const tone = (d: string) => (d.startsWith('-') ? styles.down : styles.up);
  return (
    <section className={styles.screen}>
      <h1 className={styles.heading}>{t('pnl.heading')}</h1>
      <form method="get" className={`${styles.card} ${styles.filters}`}>
        <label>{t('from')}<input type="date" name="startDate" defaultValue={v?.startDate ?? search.startDate} /></label>
        <label>{t('to')}<input type="date" name="endDate" defaultValue={v?.endDate ?? search.endDate} /></label>
        <label style={{ gridColumn: '1 / -1' }}>{t('product')}
          <select name="product" defaultValue={product ?? ''}>
            <option value="">{t('allProducts')}</option>
            {reportProducts.map((p) => <option key={p} value={p}>{t(`products.${p}`)}</option>)}
          </select>
        </label>
        <button type="submit" className={styles.apply}>{t('apply')}</button>
      </form>
      {!v ? <p className={styles.muted} role="alert">{t('unavailable')}</p> : (
        <>
          <div className={styles.card} data-testid="pnl-totals">
            <p className={styles.muted}>{t('pnl.period', { start: v.startDate, end: v.endDate, count: v.teamSize })}</p>
            <dl className={styles.figures}>
              <div className={styles.pnl}>
                <dt>{t('pnl.pnl')}</dt>
                <dd className={tone(v.totals.pnl)} data-testid="pnl-total">{money(v.totals.pnl)}</dd>
              </div>
              {figureKeys.map((k) => (
                <div key={k}><dt>{t(`pnl.${k}`)}</dt><dd data-testid={`pnl-${k}`}>{money(v.totals[k])}</dd></div>
              ))}
            </dl>
            <p className={styles.muted}>{t('pnl.formula')}</p>
          </div>
          <div className={styles.card}>
            <h2 className={styles.muted}>{t('pnl.perDay')}</h2>
            <PnlChart days={v.days} label={t('pnl.chartLabel')} />
          </div>
          <div className={styles.card}>
            <h2 className={styles.muted}>{t('pnl.perProduct')}</h2>
            {v.products.length === 0 ? <p className={styles.muted}>{t('pnl.noBets')}</p> : (
              <table className={styles.table}>
                <thead>
                  <tr><th>{t('product')}</th><th>{t('pnl.bets')}</th><th>{t('pnl.wins')}</th><th>{t('pnl.pnl')}</th></tr>
                </thead>
                <tbody>
                  {v.products.map((p) => (
                    <tr key={p.product} data-testid={`pnl-product-${p.product}`}>
                      <td>{t(`products.${p.product}`)}</td><td>{money(p.bets)}</td><td>{money(p.wins)}</td>
                      <td className={tone(p.pnl)}>{money(p.pnl)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </>
      )}
    </section>
  );
}

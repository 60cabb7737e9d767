import { getTranslations } from 'next-intl/server';
import Link from '@/components/frame/link';
import { getCurrency } from '@/lib/data/wallet';
import { readValue } from '@/lib/data/request';
import { formatDecimalText } from '@/lib/format';
import { agentTransactionTypes } from '@/lib/wps/schemas/agent-reports';
import { pageMetadata } from '@/components/frame/page-metadata';
import styles from '@/components/agent/agent-reports.module.css';

export const generateMetadata = () => pageMetadata('transactionRecord');

type Search = { types?: string; type?: string; startDate?: string; endDate?: string; pageNo?: string };
const pageSize = 20;

/**
 * /m/transaction/record?types=A – SPEC §2 the agent's transaction record: its own wallet's
 * movements (deposits, withdrawals, transfers, rebates, salaries, dividends, bonuses, games)
 * from its ledger lines, newest first, by type; "more" shows the following ones with those above.
 */
export default async function TransactionRecordPage({ searchParams }: { searchParams: Promise<Search> }) {
  const [search, currency, t] = await Promise.all([searchParams, getCurrency(), getTranslations('agentReports')]);
  const type = (agentTransactionTypes as readonly string[]).includes(search.type ?? '') ? search.type : undefined;
  // "More" grows the one page rather than turning it: the list reads top to bottom with nothing lost (at most 10 pages' worth).
  const shown = Math.min(10, Math.max(1, Number.parseInt(search.pageNo ?? '1', 10) || 1));
  const pages = await Promise.all(Array.from({ length: shown }, (_, i) =>
    readValue('agentTransactions', { type, startDate: search.startDate, endDate: search.endDate, pageNo: i + 1, pageSize })));
  const v = pages.every((x) => x !== null) ? { ...pages[0]!, list: pages.flatMap((x) => x!.list) } : null;
  const money = (d: string) => formatDecimalText(d, currency);
  const href = (q: Record<string, string | undefined>) =>
    `/m/transaction/record?${new URLSearchParams(Object.entries({ types: 'A', startDate: search.startDate, endDate: search.endDate, ...q }).filter((e): e is [string, string] => !!e[1])).toString()}`;
  return (
    <section className={styles.screen}>
      <h1 className={styles.heading}>{t('transactions.heading')}</h1>
      <nav className={styles.tabs} aria-label={t('transactions.typeLabel')}>
        {[undefined, ...agentTransactionTypes].map((k) => (
          <Link key={k ?? 'all'} href={href({ type: k })} className={`${styles.tab} ${k === type ? styles.tabActive : ''}`} aria-current={k === type ? 'page' : undefined}>
            {t(`transactions.types.${k ?? 'all'}`)}
          </Link>
        ))}
      </nav>
      <form method="get" className={`${styles.card} ${styles.filters}`}>
        <input type="hidden" name="types" value="A" />
        {type && <input type="hidden" name="type" value={type} />}
        <label>{t('from')}<input type="date" name="startDate" defaultValue={v?.startDate ?? search.startDate} /></label>
        <label>{t('to')}<input type="date" name="endDate" defaultValue={v?.endDate ?? search.endDate} /></label>
        <button type="submit" className={styles.apply}>{t('apply')}</button>
      </form>
      {!v ? <p className={styles.muted} role="alert">{t('unavailable')}</p> : (
        <div className={styles.card}>
          {v.list.length === 0 ? <p className={styles.muted}>{t('transactions.empty')}</p> : (
            <ul className={styles.list} data-testid="agent-transactions">
              {v.list.map((l) => (
                <li key={`${l.id}:${l.createdAt}:${l.amount}`} className={styles.item}>
                  <span>{t(`transactions.types.${l.type}`)}</span>
                  <span className={`${styles.amount} ${l.amount.startsWith('-') ? styles.down : styles.up}`}>{money(l.amount)}</span>
                  <small>{l.createdAt.slice(0, 16).replace('T', ' ')}</small>
                  <small className={styles.amount}>{t('transactions.balanceAfter')} {money(l.balanceAfter)}</small>
                </li>
              ))}
            </ul>
          )}
          {v.totalCount > v.list.length && shown < 10 && <Link href={href({ type, pageNo: String(shown + 1) })} className={styles.more}>{t('more')}</Link>}
        </div>
      )}
    </section>
  );
}

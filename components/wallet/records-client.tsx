'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { formatMoney, type MoneyFormat } from '@/lib/format';
import { errorMessageKey } from '@/lib/i18n/errors';
import { wpsFetch } from '@/lib/net/wps-fetch';
import { recordRequest, recordTabs, type RecordTab } from '@/lib/wallet';
import type { DepositReportItem, WithdrawReportItem } from '@/lib/wps/schemas/payments';
import type { BetHistoryItem, TransactionReportItem } from '@/lib/wps/schemas/wallet';
import { betStatuses, depositStatuses, reportDateBounds, transactionTypes, withdrawalStatuses } from '@/lib/wps/words';
import account from '@/components/account/account.module.css';
import { TabStrip } from '@/components/ui/tab-strip';
import styles from './wallet.module.css';

const pageSize = 20;
const filtersOf: Record<RecordTab, readonly string[]> = {
  bet: betStatuses,
  transaction: transactionTypes,
  deposit: depositStatuses,
  withdraw: withdrawalStatuses,
};

type Item = BetHistoryItem | TransactionReportItem | DepositReportItem | WithdrawReportItem;
interface Page {
  list: Item[];
  pageNo: number;
  totalPages: number;
  totalCount: number;
  totals?: { stake: number; payout: number; winLoss: number };
}

/**
 * /m/gameRecord: the betting record, every wallet movement, deposits and withdrawals, each
 * within a date range (SPEC §5 picker bounds; at most 31 days, the reports' limit) and a
 * status or type, newest first, with "load more".
 */
export function RecordsClient({ initial, currency }: { initial: { tab: RecordTab; filter: string; startDate: string; endDate: string }; currency: MoneyFormat }) {
  const t = useTranslations('wallet.records');
  const te = useTranslations();
  const uid = useId();
  const [tab, setTab] = useState(initial.tab);
  const [f, setF] = useState({ startDate: initial.startDate, endDate: initial.endDate, filter: initial.filter });
  const [loaded, setLoaded] = useState<(Page & { tab: RecordTab }) | null>(null);
  // A page is shown only under the tab that asked for it: rows of one report never render as another's.
  const page = loaded?.tab === tab ? loaded : null;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const money = (n: number) => formatMoney(n, currency);

  // Only the newest request may fill the list: an older answer arriving late is dropped.
  const latest = useRef(0);
  const load = useCallback(async (pageNo: number, keep: Item[]) => {
    const seq = ++latest.current;
    setBusy(true);
    setError(null);
    const req = recordRequest(tab, f, pageNo, pageSize);
    const r = await wpsFetch(req.call, req.query);
    if (seq !== latest.current) return;
    setBusy(false);
    if (!r.success || !r.value) return setError(r.errorCode);
    setLoaded({ ...r.value, tab, list: [...keep, ...r.value.list] });
  }, [tab, f]);

  useEffect(() => {
    setLoaded(null);
    void load(1, []);
  }, [load]);

  const choose = (next: RecordTab) => {
    setTab(next);
    setF((x) => ({ ...x, filter: '' }));
    // The tab is in the address, so back and reload keep it.
    window.history.replaceState(null, '', `?tab=${next}`);
  };

  return (
    <>
      <TabStrip as="div" className={`${account.tabs} ${styles.recordTabs}`} role="tablist" aria-label={t('tabs')} current={tab}>
        {recordTabs.map((k) => (
          <button key={k} type="button" role="tab" className={account.tab} aria-selected={k === tab} onClick={() => choose(k)}>
            {t(`tab.${k}`)}
          </button>
        ))}
      </TabStrip>
      <div className={styles.filters}>
        <label className={account.field}>
          <span className={account.label}>{t('from')}</span>
          <input type="date" className={account.select} min={reportDateBounds.min} max={f.endDate || reportDateBounds.max} value={f.startDate}
            onChange={(e) => e.target.value && setF((x) => ({ ...x, startDate: e.target.value }))} />
        </label>
        <label className={account.field}>
          <span className={account.label}>{t('to')}</span>
          <input type="date" className={account.select} min={f.startDate || reportDateBounds.min} max={reportDateBounds.max} value={f.endDate}
            onChange={(e) => e.target.value && setF((x) => ({ ...x, endDate: e.target.value }))} />
        </label>
      </div>
      <label className={account.field} htmlFor={`${uid}-filter`}>
        <span className={account.label}>{tab === 'transaction' ? t('type') : t('status')}</span>
        <select id={`${uid}-filter`} className={account.select} value={f.filter} onChange={(e) => setF((x) => ({ ...x, filter: e.target.value }))}>
          <option value="">{t('all')}</option>
          {filtersOf[tab].map((v) => <option key={v} value={v}>{t(`value.${v}` as 'value.open')}</option>)}
        </select>
      </label>

      {page?.totals && (
        <dl className={styles.facts} data-testid="bet-totals">
          <div className={styles.fact}><dt>{t('stake')}</dt><dd>{money(page.totals.stake)}</dd></div>
          <div className={styles.fact}><dt>{t('payout')}</dt><dd>{money(page.totals.payout)}</dd></div>
          <div className={styles.fact}><dt>{t('winLoss')}</dt><dd>{money(page.totals.winLoss)}</dd></div>
        </dl>
      )}
      {error && (
        <p className={account.alert} role="alert">
          {te(errorMessageKey(error))}{' '}
          <button type="button" className={account.plainButton} onClick={() => load(1, [])}>{t('retry')}</button>
        </p>
      )}
      {page && page.list.length === 0 && <p className={styles.empty}>{t('empty')}</p>}
      {page && page.list.length > 0 && (
        <ul className={styles.records} data-testid="records">
          {page.list.map((item) => <Row key={`${tab}-${item.id}`} tab={tab} item={item} money={money} />)}
        </ul>
      )}
      {page && page.pageNo < page.totalPages && (
        <button type="button" className={account.ghost} disabled={busy} onClick={() => load(page.pageNo + 1, page.list)}>{t('more')}</button>
      )}
      {busy && !page && <p className={styles.empty}>{t('loading')}</p>}
    </>
  );
}

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

function Row({ tab, item, money }: { tab: RecordTab; item: Item; money: (n: number) => string }) {
  const t = useTranslations('wallet.records');
  if (tab === 'bet') {
    const b = item as BetHistoryItem;
    return (
      <li className={styles.record}>
        <span>{b.gameName} · {b.vendorName}</span>
        <span className={styles.recordAmount} data-sign={b.winLoss < 0 ? '-' : '+'}>{money(b.winLoss)}</span>
        <span className={styles.recordMeta}>{t('betLine', { stake: money(b.stake), payout: money(b.payout) })} · {when(b.createdAt)}</span>
        <span className={styles.status} data-status={b.status}>{t(`value.${b.status}`)}</span>
      </li>
    );
  }
  if (tab === 'transaction') {
    const x = item as TransactionReportItem;
    return (
      <li className={styles.record}>
        <span>{t(`value.${x.type}` as 'value.bet')}</span>
        <span className={styles.recordAmount} data-sign={x.amount < 0 ? '-' : '+'}>{x.amount > 0 ? '+' : ''}{money(x.amount)}</span>
        <span className={styles.recordMeta}>{when(x.createdAt)}</span>
        <span className={styles.recordMeta}>{t('balanceAfter', { amount: money(x.balanceAfter) })}</span>
      </li>
    );
  }
  const d = item as DepositReportItem | WithdrawReportItem;
  const detail = 'channelName' in d ? d.channelName : `${d.bankName} ${d.accountNumber}`;
  return (
    <li className={styles.record}>
      <span>#{d.id} · {detail}</span>
      <span className={styles.recordAmount}>{money(d.amount)}</span>
      <span className={styles.recordMeta}>{when(d.createdAt)}{'remark' in d && d.remark ? ` · ${d.remark}` : ''}</span>
      <span className={styles.status} data-status={d.status}>{t(`value.${d.status}`)}</span>
    </li>
  );
}

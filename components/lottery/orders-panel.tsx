'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { formatMoney, type MoneyFormat } from '@/lib/format';
import { lotteryPlayRuleById } from '@/lib/games/lottery/plays';
import { orderCancellable } from '@/lib/games/lottery/view';
import { errorMessageKey } from '@/lib/i18n/errors';
import { wpsFetch } from '@/lib/net/wps-fetch';
import type { LotteryGame, LotteryOrder, LotteryOrderDetailValue } from '@/lib/wps/schemas/lottery';
import { lotteryOrderStatuses, reportDateBounds } from '@/lib/wps/words';
import Link from '@/components/frame/link';
import { Balls, selectionLabel } from './balls';
import styles from './lottery.module.css';

/** Orders per page (the gateway allows up to 100; ten rows fit a phone's screen or two). */
const pageSize = 10;
/** How often a page with an open order is read again. */
const openOrdersPoll_ms = 5_000;
const when = (iso: string) => iso.slice(0, 19).replace('T', ' ');

interface Filters { orderStatus: string; gameId: string; startDate: string; endDate: string }
interface Page { content: LotteryOrder[]; totalPages: number; page: number }

/**
 * My orders: the member's lottery orders, newest first, filtered by status, game and days, a
 * page at a time (0-based pages of the gateway). A row opens its detail (chase included) with
 * Cancel while its draw has not closed; a cancel returns the stake and the header shows it.
 * `refreshKey` changes when an order is placed or a draw's result arrives: the list is read again.
 */
export function OrdersPanel({ games, game, currency, loginHref, openNumero, refreshKey }: {
  games: readonly LotteryGame[];
  game: LotteryGame;
  currency: MoneyFormat;
  loginHref: string | null;
  openNumero: string | undefined;
  refreshKey: string;
}) {
  const t = useTranslations('lottery');
  const te = useTranslations();
  const [f, setF] = useState<Filters>({ orderStatus: '', gameId: game.gameId, startDate: '', endDate: '' });
  const [pageNo, setPageNo] = useState(0);
  const [page, setPage] = useState<Page | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [openRow, setOpenRow] = useState<number | null>(null);
  const latest = useRef(0);
  const money = (n: number) => formatMoney(n, currency);

  const load = useCallback(async () => {
    const seq = ++latest.current;
    setBusy(true);
    const r = await wpsFetch('lotteryOrders', { ...f, page: pageNo, size: pageSize });
    if (seq !== latest.current) return;
    setBusy(false);
    if (!r.success || !r.value) return setError(r.errorCode);
    setError(null);
    setPage({ content: r.value.orders.content, totalPages: r.value.orders.totalPages, page: pageNo });
  }, [f, pageNo]);

  useEffect(() => {
    if (!loginHref) void load();
  }, [load, loginHref, refreshKey]);

  // While an order on the page waits for its draw, the list is read again now and then, so its
  // settlement shows without a tap (a draw's result can arrive before its orders are settled).
  const waiting = page?.content.some((o) => o.orderStatus === 'open') ?? false;
  useEffect(() => {
    if (!waiting || loginHref) return;
    const id = setInterval(() => void load(), openOrdersPoll_ms);
    return () => clearInterval(id);
  }, [waiting, load, loginHref]);

  if (loginHref) return <p className={styles.notice}><Link className={styles.link} href={loginHref}>{t('loginForOrders')}</Link></p>;

  const filter = (patch: Partial<Filters>) => {
    setF((x) => ({ ...x, ...patch }));
    setPageNo(0);
    setOpenRow(null);
  };
  const gameOf = (id: string) => games.find((g) => g.gameId === id);
  const optionName = (x: string) => t(`option.${x}` as 'option.big');

  return (
    <div className={styles.panel}>
      <div className={styles.filters}>
        <label className={styles.setting}>
          <span className={styles.label}>{t('filter.status')}</span>
          <select className={styles.select} value={f.orderStatus} onChange={(e) => filter({ orderStatus: e.target.value })}>
            <option value="">{t('filter.all')}</option>
            {lotteryOrderStatuses.map((s) => <option key={s} value={s}>{t(`orderStatus.${s}`)}</option>)}
          </select>
        </label>
        <label className={styles.setting}>
          <span className={styles.label}>{t('filter.game')}</span>
          <select className={styles.select} value={f.gameId} onChange={(e) => filter({ gameId: e.target.value })}>
            <option value="">{t('filter.all')}</option>
            {games.map((g) => <option key={g.gameId} value={g.gameId}>{g.gameName}</option>)}
          </select>
        </label>
        <label className={styles.setting}>
          <span className={styles.label}>{t('filter.from')}</span>
          <input type="date" className={styles.select} min={reportDateBounds.min} max={f.endDate || reportDateBounds.max} value={f.startDate}
            onChange={(e) => filter({ startDate: e.target.value })} />
        </label>
        <label className={styles.setting}>
          <span className={styles.label}>{t('filter.to')}</span>
          <input type="date" className={styles.select} min={f.startDate || reportDateBounds.min} max={reportDateBounds.max} value={f.endDate}
            onChange={(e) => filter({ endDate: e.target.value })} />
        </label>
      </div>

      {error && (
        <p className={styles.alert} role="alert">
          {te(errorMessageKey(error))}{' '}
          <button type="button" className={styles.textButton} onClick={() => void load()}>{t('retry')}</button>
        </p>
      )}
      {!page && busy && <p className={styles.muted}>{t('loading')}</p>}
      {page && page.content.length === 0 && <p className={styles.notice}>{t('ordersEmpty')}</p>}
      {page && page.content.length > 0 && (
        <ul className={styles.orders} data-testid="lottery-orders">
          {page.content.map((o) => (
            <li key={o.orderId} className={styles.order} data-testid="lottery-order" data-status={o.orderStatus} data-order={o.orderNumber}>
              <button type="button" className={styles.orderHead} aria-expanded={openRow === o.orderId} onClick={() => setOpenRow(openRow === o.orderId ? null : o.orderId)}>
                <span className={styles.slipName}>{gameOf(o.gameId)?.gameName ?? o.gameId} · {t(`playName.${o.playId}` as 'playName.5d.sum')}</span>
                <span className={styles.status} data-status={o.orderStatus}>{t(`orderStatus.${o.orderStatus}`)}</span>
                <span className={styles.slipBalls}>{selectionLabel(o.playId, o.balls, optionName)}</span>
                <span className={styles.orderMoney}>
                  {money(o.betAmount)}{o.orderStatus === 'won' || o.winAmount > 0 ? <> → <strong data-testid="win">{money(o.winAmount)}</strong></> : null}
                </span>
                <span className={`${styles.muted} ${styles.orderNumero}`}>{o.numero}</span>
              </button>
              {openRow === o.orderId && (
                <OrderDetail order={o} currency={currency} twoDigits={(gameOf(o.gameId)?.format ?? game.format) === '11x5'}
                  cancellable={orderCancellable(o, openNumero && o.gameId === game.gameId ? { [o.gameId]: openNumero } : {})} onCancelled={() => void load()} />
              )}
            </li>
          ))}
        </ul>
      )}
      {page && page.totalPages > 1 && (
        <div className={styles.pager}>
          <button type="button" className={styles.secondary} disabled={busy || page.page === 0} onClick={() => setPageNo(page.page - 1)}>{t('previous')}</button>
          <span>{t('page', { page: page.page + 1, pages: page.totalPages })}</span>
          <button type="button" className={styles.secondary} disabled={busy || page.page + 1 >= page.totalPages} onClick={() => setPageNo(page.page + 1)}>{t('next')}</button>
        </div>
      )}
    </div>
  );
}

/** One order's detail: the numbers, series and multiple, the result once drawn, its chase; Cancel before the close. */
function OrderDetail({ order, currency, twoDigits, cancellable, onCancelled }: {
  order: LotteryOrder; currency: MoneyFormat; twoDigits: boolean; cancellable: boolean; onCancelled: () => void;
}) {
  const t = useTranslations('lottery');
  const te = useTranslations();
  const router = useRouter();
  const [detail, setDetail] = useState<LotteryOrderDetailValue | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const money = (n: number) => formatMoney(n, currency);

  useEffect(() => {
    let live = true;
    void wpsFetch('lotteryOrderDetail', undefined, { id: order.orderId }).then((r) => {
      if (!live) return;
      if (r.success && r.value) setDetail(r.value);
      else setError(r.errorCode);
    });
    return () => {
      live = false;
    };
  }, [order.orderId]);

  const o = detail?.order ?? order;
  const chase = detail?.chase ?? null;
  const cancel = async (by: { orderNumber: string } | { chasingOrder: string }) => {
    setBusy(true);
    setError(null);
    const r = await wpsFetch('lotteryCancel', by);
    setBusy(false);
    if (!r.success || !r.value) return setError(r.errorCode);
    setDone(t('cancelled', { amount: money(r.value.refund) }));
    onCancelled();
    router.refresh();
  };

  return (
    <div className={styles.detail} data-testid="order-detail">
      <dl className={styles.facts}>
        <div><dt>{t('detail.orderNumber')}</dt><dd>{o.orderNumber}</dd></div>
        <div><dt>{t('detail.numero')}</dt><dd>{o.numero}</dd></div>
        <div><dt>{t('detail.time')}</dt><dd>{when(o.createTime)}</dd></div>
        <div><dt>{t('detail.selection')}</dt><dd className={styles.slipBalls}>{selectionLabel(o.playId, o.balls, (x) => t(`option.${x}` as 'option.big'))}</dd></div>
        <div><dt>{t('detail.bets')}</dt><dd>{o.betCount}</dd></div>
        <div><dt>{t('detail.multiple')}</dt><dd>{o.multiple}</dd></div>
        {lotteryPlayRuleById.get(o.playId)?.category === 'tradition' && <div><dt>{t('detail.series')}</dt><dd>{o.series}</dd></div>}
        <div><dt>{t('detail.stake')}</dt><dd>{money(o.betAmount)}</dd></div>
        <div><dt>{t('detail.win')}</dt><dd>{money(o.winAmount)}</dd></div>
        {o.result && <div><dt>{t('detail.result')}</dt><dd><Balls result={o.result} twoDigits={twoDigits} label={t('detail.result')} /></dd></div>}
        {chase && (
          <div>
            <dt>{t('detail.chase')}</dt>
            <dd>{t('detail.chaseLine', { draws: chase.draws, status: t(`chaseStatus.${chase.chasingStatus}`) })}{chase.winningStop ? ` · ${t('detail.winningStop')}` : ''}</dd>
          </div>
        )}
      </dl>
      {error && <p className={styles.alert} role="alert">{te(errorMessageKey(error))}</p>}
      {done && <p className={styles.notice} role="status">{done}</p>}
      {!done && cancellable && (
        <div className={styles.detailActions}>
          <button type="button" className={styles.secondary} disabled={busy} onClick={() => void cancel({ orderNumber: o.orderNumber })}>{t('cancelOrder')}</button>
          {chase?.chasingStatus === 'running' && (
            <button type="button" className={styles.secondary} disabled={busy} onClick={() => void cancel({ chasingOrder: chase.chasingOrder })}>{t('cancelChase')}</button>
          )}
        </div>
      )}
    </div>
  );
}

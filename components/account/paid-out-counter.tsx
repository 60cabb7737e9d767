'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { formatMoney, type MoneyFormat } from '@/lib/format';
import { wpsFetch } from '@/lib/net/wps-fetch';
import { paidOutPoll_ms } from '@/lib/wallet';
import styles from './account.module.css';

/**
 * SPEC §2 register social-proof counter, with a true figure: the winnings the platform really
 * paid to this merchant's members, re-read while the page is visible. Nothing shows until
 * something has been paid out; the figure is never invented or inflated.
 */
export function PaidOutCounter({ initial, currency }: { initial: number; currency: MoneyFormat }) {
  const t = useTranslations('account.register');
  const [total, setTotal] = useState(initial);
  useEffect(() => {
    const timer = setInterval(async () => {
      if (document.visibilityState !== 'visible') return;
      const r = await wpsFetch('statsPaidOut');
      if (r.success && typeof r.value?.totalPaidOut === 'number') setTotal(r.value.totalPaidOut);
    }, paidOutPoll_ms);
    return () => clearInterval(timer);
  }, []);
  if (!(total > 0)) return null;
  return (
    <p className={styles.paidOut} data-testid="paid-out">
      <span className={styles.muted}>{t('paidOut')}</span>{' '}
      <strong>{formatMoney(total, currency, { decimals: 2 })}</strong>
    </p>
  );
}

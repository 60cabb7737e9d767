'use client';

import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { wpsFetch } from '@/lib/net/wps-fetch';
import { walletWidgetText } from '@/lib/wallet';
import { EyeIcon, EyeOffIcon, RefreshIcon } from '@/components/frame/icons';
import styles from './wallet.module.css';

/** The member's choice to hide the balance outlives the page (this browser only). */
const hiddenKey = 'walletHidden';

/**
 * SPEC §2 wallet widget: the balance hidden (stars) or shown, hidden while refreshing, shown
 * without decimals. Refreshing re-reads the balance and re-renders the page around it (header,
 * side menu) with the same figure.
 */
export function WalletWidget({ sumBalance, symbol }: { sumBalance: number | null; symbol: string }) {
  const t = useTranslations('wallet.widget');
  const router = useRouter();
  const [hidden, setHidden] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [sum, setSum] = useState(sumBalance);

  useEffect(() => setSum(sumBalance), [sumBalance]);
  useEffect(() => {
    try {
      setHidden(localStorage.getItem(hiddenKey) === '1');
    } catch {
      // Storage refused (private mode): the balance shows.
    }
  }, []);

  const toggle = () => {
    const next = !hidden;
    setHidden(next);
    try {
      localStorage.setItem(hiddenKey, next ? '1' : '0');
    } catch {
      // Storage refused: the choice lasts for this page only.
    }
  };

  const refresh = async () => {
    if (refreshing) return;
    setRefreshing(true);
    const r = await wpsFetch('walletsBalance');
    if (r.success && typeof r.value?.sumBalance === 'number') setSum(r.value.sumBalance);
    setRefreshing(false);
    router.refresh();
  };

  return (
    <div className={styles.widget}>
      <span className={styles.widgetLabel}>{t('balance')}</span>
      <output className={styles.widgetAmount} data-testid="wallet-widget-balance" aria-busy={refreshing}>
        {walletWidgetText(sum, symbol, { hidden, refreshing })}
      </output>
      <button type="button" className={styles.iconButton} onClick={toggle} aria-pressed={hidden} aria-label={hidden ? t('show') : t('hide')}>
        {hidden ? <EyeOffIcon /> : <EyeIcon />}
      </button>
      <button type="button" className={styles.iconButton} onClick={refresh} disabled={refreshing} aria-label={t('refresh')}>
        <RefreshIcon className={refreshing ? styles.spinning : undefined} />
      </button>
    </div>
  );
}

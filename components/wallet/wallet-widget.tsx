'use client';

import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { MoneyFormat } from '@/lib/format';
import { wpsFetch } from '@/lib/net/wps-fetch';
import { walletWidgetText } from '@/lib/wallet';
import { setBalanceHidden, useBalanceHidden } from '@/components/frame/balance-visibility';
import { EyeIcon, EyeOffIcon, RefreshIcon } from '@/components/frame/icons';
import { PlayMoneyTag } from '@/components/frame/play-money-tag';
import styles from './wallet.module.css';

export interface WalletWidgetProps {
  sumBalance: number | null;
  /** The merchant's money (the one currency display of every screen). */
  currency: MoneyFormat;
  /** The member's remembered choice to hide balances, as the server rendered it. */
  hiddenRemembered: boolean;
  /** A trial account's play money: marked as such. */
  playMoney: boolean;
}

/**
 * SPEC §2 wallet widget: the balance hidden (stars) or shown, hidden while refreshing, shown
 * without decimals. Its eye is the member's one hide choice: every balance on the screen (header,
 * side menu, the withdraw screen's amounts) follows it. Refreshing re-reads the balance and
 * re-renders the page around it (header, side menu) with the same figure.
 */
export function WalletWidget({ sumBalance, currency, hiddenRemembered, playMoney }: WalletWidgetProps) {
  const t = useTranslations('wallet.widget');
  const tf = useTranslations('frame');
  const router = useRouter();
  const hidden = useBalanceHidden(hiddenRemembered);
  const [refreshing, setRefreshing] = useState(false);
  const [sum, setSum] = useState(sumBalance);

  useEffect(() => setSum(sumBalance), [sumBalance]);

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
        {walletWidgetText(sum, currency.symbol, { hidden, refreshing })}
      </output>
      {playMoney && <PlayMoneyTag label={tf('playMoney')} />}
      <button type="button" className={styles.iconButton} onClick={() => setBalanceHidden(!hidden)} aria-pressed={hidden} aria-label={hidden ? t('show') : t('hide')}>
        {hidden ? <EyeOffIcon /> : <EyeIcon />}
      </button>
      <button type="button" className={styles.iconButton} onClick={refresh} disabled={refreshing} aria-label={t('refresh')}>
        <RefreshIcon className={refreshing ? styles.spinning : undefined} />
      </button>
    </div>
  );
}

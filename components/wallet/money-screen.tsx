import type { ReactNode } from 'react';
import { getCurrency } from '@/lib/data/wallet';
import { getViewer } from '@/lib/data/viewer';
import { IntlScope } from '@/components/account/intl-scope';
import account from '@/components/account/account.module.css';
import { WalletWidget } from './wallet-widget';

/** The frame of the deposit and withdraw screens: the title, the SPEC wallet widget, then the screen's form. */
export async function MoneyScreen({ heading, children }: { heading: string; children: ReactNode }) {
  const [viewer, currency] = await Promise.all([getViewer(), getCurrency()]);
  const balance = viewer.loggedIn ? viewer.balance : null;
  return (
    <section className={account.screen}>
      <h1 className={account.heading}>{heading}</h1>
      <IntlScope namespaces={['wallet', 'errors']}>
        <WalletWidget sumBalance={balance?.sumBalance ?? null} currency={currency}
          hiddenRemembered={viewer.loggedIn && viewer.balanceHidden} playMoney={viewer.loggedIn && viewer.trial} />
        {children}
      </IntlScope>
    </section>
  );
}

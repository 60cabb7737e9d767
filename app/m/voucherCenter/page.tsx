import { getTranslations } from 'next-intl/server';
import { getCurrency, getDepositChannels } from '@/lib/data/wallet';
import { getViewer } from '@/lib/data/viewer';
import { IntlScope } from '@/components/account/intl-scope';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';
import { DepositClient } from '@/components/wallet/deposit-client';
import { WalletWidget } from '@/components/wallet/wallet-widget';
import account from '@/components/account/account.module.css';

export const generateMetadata = () => pageMetadata('voucherCenter');

/** /m/voucherCenter – SPEC §2 deposit; real members only (types 0, 1, 2, SPEC §5). */
export default function VoucherCenterPage() {
  return (
    <MemberGate path="/m/voucherCenter">
      <DepositScreen />
    </MemberGate>
  );
}

async function DepositScreen() {
  const [viewer, channels, currency, t] = await Promise.all([getViewer(), getDepositChannels(), getCurrency(), getTranslations('wallet.deposit')]);
  const balance = viewer.loggedIn ? viewer.balance : null;
  return (
    <section className={account.screen}>
      <h1 className={account.heading}>{t('heading')}</h1>
      <IntlScope namespaces={['wallet', 'errors']}>
        <WalletWidget sumBalance={balance?.sumBalance ?? null} symbol={balance?.currencySymbol || currency.symbol} />
        <DepositClient channels={channels} currency={currency} />
      </IntlScope>
    </section>
  );
}

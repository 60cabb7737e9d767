import { getTranslations } from 'next-intl/server';
import { getBankCards, getCurrency, getWallet, getWithdrawInfo, hasPaymentPassword } from '@/lib/data/wallet';
import { getViewer } from '@/lib/data/viewer';
import { IntlScope } from '@/components/account/intl-scope';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';
import { WalletWidget } from '@/components/wallet/wallet-widget';
import { WithdrawClient } from '@/components/wallet/withdraw-client';
import account from '@/components/account/account.module.css';

export const generateMetadata = () => pageMetadata('withdraw');

/** /m/withdraw – SPEC §2 withdraw; real members only. */
export default function WithdrawPage() {
  return (
    <MemberGate path="/m/withdraw">
      <WithdrawScreen />
    </MemberGate>
  );
}

async function WithdrawScreen() {
  const [viewer, info, wallet, cards, hasPassword, currency, t] = await Promise.all([
    getViewer(), getWithdrawInfo(), getWallet(), getBankCards(), hasPaymentPassword(), getCurrency(), getTranslations('wallet.withdraw'),
  ]);
  const balance = viewer.loggedIn ? viewer.balance : null;
  return (
    <section className={account.screen}>
      <h1 className={account.heading}>{t('heading')}</h1>
      <IntlScope namespaces={['wallet', 'errors']}>
        <WalletWidget sumBalance={balance?.sumBalance ?? null} symbol={balance?.currencySymbol || currency.symbol} />
        <WithdrawClient info={info} wallet={wallet} cards={cards} hasPassword={hasPassword} currency={currency} />
      </IntlScope>
    </section>
  );
}

import { getTranslations } from 'next-intl/server';
import { getBankCards, getCurrency, getWallet, getWithdrawInfo, hasPaymentPassword } from '@/lib/data/wallet';
import { getViewer } from '@/lib/data/viewer';
import { pageMetadata } from '@/components/frame/page-metadata';
import { MoneyScreen } from '@/components/wallet/money-screen';
import { WithdrawClient } from '@/components/wallet/withdraw-client';

export const generateMetadata = () => pageMetadata('withdraw');

/** /m/withdraw – SPEC §2 withdraw; real members only; the gate is in layout.tsx. */
export default async function WithdrawPage() {
  const [info, wallet, cards, hasPassword, currency, viewer, t] = await Promise.all([
    getWithdrawInfo(), getWallet(), getBankCards(), hasPaymentPassword(), getCurrency(), getViewer(), getTranslations('wallet.withdraw'),
  ]);
  return (
    <MoneyScreen heading={t('heading')}>
      <WithdrawClient info={info} wallet={wallet} cards={cards} hasPassword={hasPassword} currency={currency}
        balanceHidden={viewer.loggedIn && viewer.balanceHidden} />
    </MoneyScreen>
  );
}

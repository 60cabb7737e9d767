import { getTranslations } from 'next-intl/server';
import { getCurrency, getDepositChannels } from '@/lib/data/wallet';
import { pageMetadata } from '@/components/frame/page-metadata';
import { DepositClient } from '@/components/wallet/deposit-client';
import { MoneyScreen } from '@/components/wallet/money-screen';

export const generateMetadata = () => pageMetadata('voucherCenter');

/** /m/voucherCenter – SPEC §2 deposit; real members only (types 0, 1, 2, SPEC §5); the gate is in layout.tsx. */
export default async function VoucherCenterPage() {
  const [channels, currency, t] = await Promise.all([getDepositChannels(), getCurrency(), getTranslations('wallet.deposit')]);
  return (
    <MoneyScreen heading={t('heading')}>
      <DepositClient channels={channels} currency={currency} />
    </MoneyScreen>
  );
}

import { getTranslations } from 'next-intl/server';
import { getCurrency } from '@/lib/data/wallet';
import { defaultRecordRange, recordTabOf } from '@/lib/wallet';
import { IntlScope } from '@/components/account/intl-scope';
import { pageMetadata } from '@/components/frame/page-metadata';
import { RecordsClient } from '@/components/wallet/records-client';
import account from '@/components/account/account.module.css';

export const generateMetadata = () => pageMetadata('gameRecord');

/** /m/gameRecord – SPEC §2 betting record (also the side menu's bonus entry): bets, transactions, deposits, withdrawals; the gate is in layout.tsx. */
export default async function GameRecordPage({ searchParams }: { searchParams: Promise<{ tab?: string }> }) {
  const [{ tab }, currency, t] = await Promise.all([searchParams, getCurrency(), getTranslations('wallet.records')]);
  return (
    <section className={account.screen}>
      <h1 className={account.heading}>{t('heading')}</h1>
      <IntlScope namespaces={['wallet', 'errors']}>
        <RecordsClient initial={{ ...recordTabOf(tab), ...defaultRecordRange(new Date()) }} currency={currency} />
      </IntlScope>
    </section>
  );
}

import { getTranslations } from 'next-intl/server';
import { getMemberLimits } from '@/lib/data/limits';
import { getCurrency } from '@/lib/data/wallet';
import { IntlScope } from '@/components/account/intl-scope';
import { pageMetadata } from '@/components/frame/page-metadata';
import { LimitsClient } from '@/components/limits/limits-client';
import account from '@/components/account/account.module.css';

export const generateMetadata = () => pageMetadata('limits');

/**
 * /m/securityCenter/limits – the member's own limits and breaks (issue 19): deposit limits per
 * day, week and month, the reality check's interval, a time-out or self-exclusion. Real members
 * only (layout.tsx); the rules are the platform's (platform/src/modules/limits/README.md).
 */
export default async function LimitsPage() {
  const [value, currency, t, te] = await Promise.all([getMemberLimits(), getCurrency(), getTranslations('limits'), getTranslations('errors')]);
  return (
    <section className={account.screen}>
      <h1 className={account.heading}>{t('heading')}</h1>
      <p className={account.muted}>{t('intro')}</p>
      {value ? (
        <IntlScope namespaces={['limits', 'errors']}>
          <LimitsClient initial={value} currency={currency} />
        </IntlScope>
      ) : (
        <p className={account.alert} role="alert">{te('upstream.unavailable')}</p>
      )}
    </section>
  );
}

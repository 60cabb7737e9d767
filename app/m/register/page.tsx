import { getTranslations } from 'next-intl/server';
import { getSystemStatus } from '@/lib/data/system';
import { getCurrency, getPaidOut } from '@/lib/data/wallet';
import { PaidOutCounter } from '@/components/account/paid-out-counter';
import { affiliateFromQuery, registerMethods } from '@/lib/auth/register-form';
import { referralFromQuery } from '@/lib/activity/referral';
import { IntlScope } from '@/components/account/intl-scope';
import { RegisterClient } from '@/components/account/register-client';
import { BannerGroup } from '@/components/ui/banner-group';
import { getBanners } from '@/lib/data/content';
import { bannerProps } from '@/lib/content/banners';
import { pageMetadata } from '@/components/frame/page-metadata';
import { ScreenHeading } from '@/components/frame/screen-heading';
import styles from '@/components/account/account.module.css';

export const generateMetadata = () => pageMetadata('register');

/** /m/register – SPEC §2 register: m_reg banners, the form (client) with the SPEC §4 method rules. */
export default async function RegisterPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [status, query, t, paidOut, currency, banners] = await Promise.all([
    getSystemStatus(), searchParams, getTranslations('account.register'), getPaidOut(), getCurrency(), getBanners('m_reg'),
  ]);
  return (
    <section className={styles.screen}>
      <ScreenHeading path="/m/register">{t('heading')}</ScreenHeading>
      <BannerGroup group="m_reg" banners={bannerProps(banners)} />
      {status ? (
        <IntlScope namespaces={['account', 'validation', 'errors']}>
          <PaidOutCounter initial={paidOut?.totalPaidOut ?? 0} currency={currency} />
          <RegisterClient
            settings={status.info.register}
            methods={registerMethods(status.info.whitelabel.modules)}
            affiliate={affiliateFromQuery(query)}
            referral={referralFromQuery(query)}
            country={status.location.country}
          />
        </IntlScope>
      ) : (
        <p className={styles.muted}>{t('unavailable')}</p>
      )}
    </section>
  );
}

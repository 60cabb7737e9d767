import Link from '@/components/frame/link';
import { getTranslations } from 'next-intl/server';
import { getSystemStatus } from '@/lib/data/system';
import { loginOptions } from '@/lib/auth/login-options';
import { safeNextPath } from '@/lib/auth/safe-next';
import { IntlScope } from '@/components/account/intl-scope';
import { LoginClient } from '@/components/account/login-client';
import { OneClickLogin } from '@/components/account/one-click-login';
import { BannerGroup } from '@/components/ui/banner-group';
import { getBanners } from '@/lib/data/content';
import { bannerProps } from '@/lib/content/banners';
import { pageMetadata } from '@/components/frame/page-metadata';
import { ScreenHeading } from '@/components/frame/screen-heading';
import styles from '@/components/account/account.module.css';

export const generateMetadata = () => pageMetadata('login');

/** /m/login – SPEC §2 login: the form (client), one-click icons, m_login banners, register and forgot links. */
export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [status, query, t, banners] = await Promise.all([getSystemStatus(), searchParams, getTranslations('account.login'), getBanners('m_login')]);
  const options = loginOptions(status?.info.whitelabel);
  // SPEC §6: agents log in on their own path (?agent=1), where a member is refused ('Non-member account unable to login' the other way round).
  const agent = query.agent === '1';
  const ta = await getTranslations('agentHome.login');
  return (
    <section className={styles.screen}>
      <ScreenHeading path="/m/login">{agent ? ta('heading') : t('heading')}</ScreenHeading>
      <BannerGroup group="m_login" banners={bannerProps(banners)} />
      <IntlScope namespaces={['account', 'errors']}>
        <LoginClient smsLogin={options.smsLogin && !agent} next={safeNextPath(query.next)} country={status?.location.country ?? null} agent={agent} />
      </IntlScope>
      <p className={styles.footLinks}>
        <Link href={agent ? '/m/login' : '/m/login?agent=1'} className={styles.link} data-testid="login-path-switch">{agent ? ta('memberLink') : ta('agentLink')}</Link>
      </p>
      <p className={styles.footLinks}>
        <Link href="/m/forget" className={styles.link}>{t('forgot')}</Link>
      </p>
      <OneClickLogin providers={options.oneClick} />
      <p className={styles.footLinks}>
        <span>{t('noAccount')}</span>
        <Link href="/m/register" className={styles.link}>{t('register')}</Link>
      </p>
    </section>
  );
}

import { getTranslations } from 'next-intl/server';
import { getSystemStatus } from '@/lib/data/system';
import { forgotMethods } from '@/lib/auth/password-forms';
import { IntlScope } from '@/components/account/intl-scope';
import { ForgotClient } from '@/components/account/forgot-client';
import { ResetLinkClient } from '@/components/account/reset-link-client';
import { pageMetadata } from '@/components/frame/page-metadata';
import { ScreenHeading } from '@/components/frame/screen-heading';
import styles from '@/components/account/account.module.css';

export const generateMetadata = () => pageMetadata('forget');

/**
 * /m/forget – SPEC §2 forgot password: e-mail or phone per CHNGPASSVERIF3 / CHNGPASSMAIL3;
 * with ?reset=<token> (the e-mailed link) the set-new-password form for that link.
 */
export default async function ForgetPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [status, query, t] = await Promise.all([getSystemStatus(), searchParams, getTranslations('account.forgot')]);
  const reset = Array.isArray(query.reset) ? query.reset[0] : query.reset;
  const register = status?.info.register;
  return (
    <section className={styles.screen}>
      <ScreenHeading path="/m/forget">{reset ? t('resetHeading') : t('heading')}</ScreenHeading>
      <IntlScope namespaces={['account', 'validation', 'errors']}>
        {reset ? (
          <ResetLinkClient token={reset.slice(0, 128)} password={register?.password ?? null} />
        ) : (
          <ForgotClient
            methods={forgotMethods(status?.info.whitelabel.modules)}
            settings={{ mobileNum: register?.mobileNum ?? null, password: register?.password ?? null }}
            country={status?.location.country ?? null}
          />
        )}
      </IntlScope>
    </section>
  );
}

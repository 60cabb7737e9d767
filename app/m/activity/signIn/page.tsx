import { getTranslations } from 'next-intl/server';
import { readValue } from '@/lib/data/request';
import { getCurrency } from '@/lib/data/wallet';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';
import { SigninClient } from '@/components/activity/signin-client';
import { IntlScope } from '@/components/account/intl-scope';
import frameStyles from '@/components/frame/frame.module.css';
import screenStyles from '@/components/frame/screen.module.css';
import styles from '@/components/activity/activity.module.css';

export const generateMetadata = () => pageMetadata('signIn');

/**
 * /m/activity/signIn – daily sign-in (issue 19): the 7-day strip, today's state, the button, and the
 * day's requirement with its progress when the merchant sets one. A visitor logs in first; a trial
 * account gets the trial refusal (SPEC §6). The state is read here; the tap happens in SigninClient.
 */
export default function SignInPage() {
  return (
    <MemberGate path="/m/activity/signIn">
      <SignIn />
    </MemberGate>
  );
}

async function SignIn() {
  const [value, currency, t, te] = await Promise.all([
    readValue('activitySignIn'), getCurrency(), getTranslations('activity.signIn'), getTranslations('errors'),
  ]);
  return (
    <section className={screenStyles.screen} data-testid="signin-screen">
      <h1 className={frameStyles.srOnly}>{t('heading')}</h1>
      {!value ? (
        <p className={styles.muted} role="alert">{t('failed')}</p>
      ) : !value.enabled ? (
        <p className={styles.muted} role="status">{t('off')}</p>
      ) : (
        <IntlScope namespaces={['activity']}>
          <SigninClient first={value} currency={currency} errors={{
            'signin.requirement.unmet': te('signin.requirement.unmet'), 'signin.disabled': te('signin.disabled'),
            free_reject: te('free_reject'), other: te('unknown.error'),
          }} />
        </IntlScope>
      )}
    </section>
  );
}

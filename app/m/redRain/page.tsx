import { getTranslations } from 'next-intl/server';
import { readValue } from '@/lib/data/request';
import { getCurrency } from '@/lib/data/wallet';
import { IntlScope } from '@/components/account/intl-scope';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';
import { RedRainClient } from '@/components/rewards/red-rain-client';
import frameStyles from '@/components/frame/frame.module.css';
import styles from '@/components/rewards/red-rain.module.css';

export const generateMetadata = () => pageMetadata('redRain');

/**
 * /m/redRain – the red envelope rain (issue 19; platform/src/modules/redrain): members and agents
 * signed in (a visitor logs in first, a trial account is refused with free_reject). The state is
 * read here; the countdown, the falling envelopes and the claim live in RedRainClient.
 */
export default function RedRainPage() {
  return (
    <MemberGate path="/m/redRain">
      <RedRain />
    </MemberGate>
  );
}

async function RedRain() {
  const [state, currency, t] = await Promise.all([readValue('redRainState'), getCurrency(), getTranslations('redRain')]);
  return (
    <section className={styles.screen} data-testid="red-rain-screen">
      <h1 className={frameStyles.srOnly}>{t('heading')}</h1>
      {state ? (
        <IntlScope namespaces={['redRain', 'errors']}>
          <RedRainClient first={state} currency={currency} />
        </IntlScope>
      ) : <p className={styles.note} role="alert">{t('failed')}</p>}
    </section>
  );
}

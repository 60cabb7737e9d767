import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { readValue } from '@/lib/data/request';
import { getSystemStatus } from '@/lib/data/system';
import { getCurrency } from '@/lib/data/wallet';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';
import frameStyles from '@/components/frame/frame.module.css';
import screenStyles from '@/components/frame/screen.module.css';
import { VipBenefits } from '@/components/vip/vip-benefits';
import styles from '@/components/vip/vip.module.css';

export const generateMetadata = () => pageMetadata('memberBenefits');

/**
 * /m/member/benefits – SPEC §2 VIP, only with the merchant's VIP switch (else home, as the side
 * menu shows no entry): the member's level and the true numbers behind it, the benefits of every
 * level and the gifts to claim. Needs a login; the level is evaluated by the platform as the page
 * is read (getPlayerRankProgress).
 */
export default async function BenefitsPage() {
  const status = await getSystemStatus();
  if (status && !status.info.whitelabel.menu.vip) redirect('/m/home');
  return (
    <MemberGate path="/m/member/benefits">
      <Benefits />
    </MemberGate>
  );
}

async function Benefits() {
  const [progress, currency, t] = await Promise.all([readValue('vipRankProgress'), getCurrency(), getTranslations('vip')]);
  return (
    <section className={screenStyles.screen} data-testid="vip-screen">
      <h1 className={frameStyles.srOnly}>{t('heading')}</h1>
      {progress ? <VipBenefits progress={progress} currency={currency} /> : <p className={styles.muted} role="alert">{t('failed')}</p>}
    </section>
  );
}

import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { readValue } from '@/lib/data/request';
import { getViewer } from '@/lib/data/viewer';
import { getCurrency } from '@/lib/data/wallet';
import { loginHref } from '@/lib/frame/gate';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';
import frameStyles from '@/components/frame/frame.module.css';
import screenStyles from '@/components/frame/screen.module.css';
import { RewardCentre } from '@/components/rewards/reward-centre';
import styles from '@/components/rewards/rewards.module.css';

export const generateMetadata = () => pageMetadata('rewardCenter');

const claimPattern = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * /m/rewardCenter – SPEC §2 reward centre (issue 19): claimable promotions, rewards in wagering
 * with their progress, claimed and forfeited ones, and the promotions the member cannot claim yet
 * with the reason. Needs a real account (a visitor logs in and comes back, with the promotion a
 * claim button named, `?claim=`). Server-rendered; only the claim button is a client component.
 */
export default async function RewardCenterPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).claim;
  const claim = typeof raw === 'string' && claimPattern.test(raw) ? raw : null;
  const viewer = await getViewer();
  if (!viewer.loggedIn) redirect(loginHref(claim ? `/m/rewardCenter?claim=${claim}` : '/m/rewardCenter'));
  return (
    <MemberGate path="/m/rewardCenter">
      <Rewards claim={claim} />
    </MemberGate>
  );
}

async function Rewards({ claim }: { claim: string | null }) {
  const [promotions, list, currency, t] = await Promise.all([
    readValue('rewardPromotions'), readValue('rewardClaimList'), getCurrency(), getTranslations('rewards'),
  ]);
  return (
    <section className={screenStyles.screen} data-testid="reward-centre">
      <h1 className={frameStyles.srOnly}>{t('heading')}</h1>
      {promotions && list
        ? <RewardCentre promotions={promotions.content.promotions} list={list.content} currency={currency} highlight={claim} />
        : <p className={styles.empty} role="alert">{t('failed')}</p>}
    </section>
  );
}

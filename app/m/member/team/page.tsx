import { getTranslations } from 'next-intl/server';
import { readValue } from '@/lib/data/request';
import { IntlScope } from '@/components/account/intl-scope';
import { TeamClient } from '@/components/agent/team-client';
import { MemberGate } from '@/components/frame/member-gate';
import { ScreenHeading } from '@/components/frame/screen-heading';
import { pageMetadata } from '@/components/frame/page-metadata';
import account from '@/components/account/account.module.css';
import screenStyles from '@/components/frame/screen.module.css';

export const generateMetadata = () => pageMetadata('memberTeam');

/**
 * /m/member/team – team manage (SPEC §2 agent routes): the agent's direct downlines (the first
 * page rendered here, load-more and the search across the whole team in the leaf client), each
 * with type, rebates, team size, last login and balance, and its detail with the rebate raise and
 * the transfer. Agents only (lib/frame/gate.ts).
 */
export default function TeamPage() {
  return (
    <MemberGate path="/m/member/team">
      <Team />
    </MemberGate>
  );
}

async function Team() {
  const [first, settings, t] = await Promise.all([
    readValue('agentDownlines', { size: 20 }), readValue('agentGlobalRebateSettings'), getTranslations('agentHome.team'),
  ]);
  return (
    <section className={screenStyles.screen} data-testid="team-manage">
      <ScreenHeading path="/m/member/team">{t('heading')}</ScreenHeading>
      {first ? (
        <div className={account.card}>
          <IntlScope namespaces={['agentHome', 'errors']}>
            <TeamClient initial={first.list} nextCursor={first.nextCursor} transfers={settings?.transfersEnabled === true} />
          </IntlScope>
        </div>
      ) : (
        <p className={account.muted} role="alert">{t('empty')}</p>
      )}
    </section>
  );
}

import { getTranslations } from 'next-intl/server';
import { readValue } from '@/lib/data/request';
import { getCurrency } from '@/lib/data/wallet';
import { formatDecimalText } from '@/lib/format';
import { MemberGate } from '@/components/frame/member-gate';
import { ScreenHeading } from '@/components/frame/screen-heading';
import { pageMetadata } from '@/components/frame/page-metadata';
import account from '@/components/account/account.module.css';
import screenStyles from '@/components/frame/screen.module.css';
import styles from '@/components/agent/agent.module.css';

export const generateMetadata = () => pageMetadata('agentTeamOverview');

/**
 * /m/agent/team/overview – the agent's team below it (GET /wps/agent/team/overview): size, agents
 * and members at every depth, direct downlines, new today and this month, the team's wallets and
 * the members active in the merchant's current period. Agents only (lib/frame/gate.ts).
 */
export default function TeamOverviewPage() {
  return (
    <MemberGate path="/m/agent/team/overview">
      <Overview />
    </MemberGate>
  );
}

async function Overview() {
  const [o, currency, t] = await Promise.all([readValue('agentTeamOverview'), getCurrency(), getTranslations('agentHome.overview')]);
  if (!o) return <section className={screenStyles.screen}><p className={account.muted} role="alert">{t('failed')}</p></section>;
  const figures = [
    ['teamSize', String(o.teamSize)], ['agents', String(o.agents)], ['members', String(o.members)], ['direct', String(o.direct)],
    ['newToday', String(o.newToday)], ['newThisMonth', String(o.newThisMonth)], ['teamBalance', formatDecimalText(o.teamBalance, currency)],
    ['activeMembers', String(o.activeMembers)],
  ] as const;
  return (
    <section className={screenStyles.screen} data-testid="team-overview">
      <ScreenHeading path="/m/agent/team/overview">{t('heading')}</ScreenHeading>
      <dl className={`${account.card} ${styles.figures}`}>
        {figures.map(([key, value]) => (
          <div key={key} className={styles.counter} data-figure={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.label}>{t('activeMembers')}: {t('period', { from: o.activePeriod.from, to: o.activePeriod.to })}</p>
    </section>
  );
}

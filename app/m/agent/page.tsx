import { getTranslations } from 'next-intl/server';
import Link from '@/components/frame/link';
import { localHour } from '@/lib/agent/greeting';
import { agentFooter, agentMenu } from '@/lib/agent/menu';
import { readValue } from '@/lib/data/request';
import { getSystemStatus } from '@/lib/data/system';
import { getViewer } from '@/lib/data/viewer';
import { getCurrency } from '@/lib/data/wallet';
import { formatMoney } from '@/lib/format';
import { unreadCounts } from '@/lib/frame/unread';
import { ContractPrompts } from '@/components/agent/contract-prompts';
import { Greeting } from '@/components/agent/greeting';
import { Badge } from '@/components/frame/badge';
import { MemberGate } from '@/components/frame/member-gate';
import { ScreenHeading } from '@/components/frame/screen-heading';
import { pageMetadata } from '@/components/frame/page-metadata';
import { UnreadBadge } from '@/components/frame/unread-badge';
import account from '@/components/account/account.module.css';
import member from '@/components/member/member.module.css';
import screenStyles from '@/components/frame/screen.module.css';
import styles from '@/components/agent/agent.module.css';

export const generateMetadata = () => pageMetadata('agent');

/**
 * /m/agent – the agent home (SPEC §6): greeting by the hour and the agent's name, total balance
 * with withdraw and deposit, today's four team counters (AGEINFO3, the current merchant day
 * only), the menu grid by the white-label switches (online service always) and the footer (home,
 * open account, dividend with its display flag, announcements with the unread type-A badge), and
 * the prompt to answer a contract offer waiting for the agent (SPEC §6, ContractPrompts). A
 * visitor or a member of type 0, 4 or 40 is sent to /m/home (MemberGate, lib/frame/gate.ts).
 */
export default function AgentHomePage() {
  return (
    <MemberGate path="/m/agent">
      <AgentHome />
    </MemberGate>
  );
}

async function AgentHome() {
  const [viewer, status, currency, overview, notices, t] = await Promise.all([
    getViewer(), getSystemStatus(), getCurrency(), readValue('agentTeamOverview'),
    readValue('agentAnnouncements', { types: 'A', groupName: 'm_home' }), getTranslations('agentHome'),
  ]);
  if (!viewer.loggedIn) return null;
  // SPEC §9: the counters are asked for the current day only; the platform names its day in the overview.
  const kpi = overview ? await readValue('agentTeamKpi', { startDate: overview.today, endDate: overview.today, size: 0 }) : null;
  const name = viewer.member.nickname || viewer.member.account;
  const menu = status?.info.whitelabel.menu;
  const counts = unreadCounts(viewer);
  const footer = kpi?.footer;
  const counters = [
    ['login', footer?.teamLoginMemberCount], ['bet', footer?.teamBetMemberCount],
    ['register', footer?.teamRegisterMemberCount], ['online', footer?.teamOnlineCount],
  ] as const;
  const noticeUnread = notices?.footer?.unreadCount ?? 0;
  return (
    <section className={screenStyles.screen} data-testid="agent-home">
      <ScreenHeading path="/m/agent">{t('home.heading')}</ScreenHeading>
      <div className={account.card}>
        <Greeting
          serverHour={localHour(new Date(), 'UTC')}
          className={styles.greeting}
          texts={{
            morning: t('home.greeting.morning', { name }), earlyAfternoon: t('home.greeting.earlyAfternoon', { name }),
            lateAfternoon: t('home.greeting.lateAfternoon', { name }), evening: t('home.greeting.evening', { name }),
          }}
        />
        <p className={styles.label}>{t('home.balance')}</p>
        <p className={styles.balance} data-testid="agent-balance">{viewer.balance ? formatMoney(viewer.balance.sumBalance, currency) : '-'}</p>
        <div className={member.money}>
          <Link href="/m/withdraw" className={member.moneyLink}>{t('home.withdraw')}</Link>
          <Link href="/m/voucherCenter" className={member.moneyLink}>{t('home.deposit')}</Link>
        </div>
      </div>
      <ContractPrompts memberType={viewer.member.type} />
      <div className={account.card}>
        <p className={styles.label}>{t('home.today')}</p>
        <dl className={styles.counters} data-testid="agent-counters">
          {counters.map(([key, n]) => (
            <div key={key} className={styles.counter} data-counter={key}>
              <dt>{t(`home.counters.${key}`)}</dt>
              <dd>{n ?? '-'}</dd>
            </div>
          ))}
        </dl>
      </div>
      <nav className={account.card} aria-label={t('home.menuLabel')}>
        <ul className={member.shortcuts}>
          {agentMenu(menu).map((e) => (
            <li key={e.key}>
              <Link href={e.href} className={member.shortcut} data-agent-menu={e.key}>
                {t(`home.menu.${e.key}`)}
                {e.badge && <UnreadBadge kind={e.badge} server={counts} label={t('home.unread', { count: '{count}' })} />}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('home.footerLabel')}>
        <ul className={styles.footer}>
          {agentFooter(menu?.dividendDisplay === true).map((f) => (
            <li key={f.key}>
              <Link href={f.href} className={styles.footerLink} data-agent-footer={f.key}>
                {t(`home.footer.${f.key}`)}
                {f.key === 'announcements' && <Badge count={noticeUnread} label={t('home.unread', { count: String(noticeUnread) })} />}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}

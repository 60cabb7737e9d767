import { getTranslations } from 'next-intl/server';
import { dayParam } from '@/lib/agent/rebate-view';
import { readValue } from '@/lib/data/request';
import { getCurrency } from '@/lib/data/wallet';
import { AgentRebateView, RebateRange } from '@/components/agent/rebate-screens';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';
import screenStyles from '@/components/frame/screen.module.css';
import styles from '@/components/agent/rebate.module.css';

export const generateMetadata = () => pageMetadata('agentRebate');

type Search = Promise<{ startDate?: string; endDate?: string }>;

/**
 * /m/member/agent/agentRebeat – SPEC §2 agent rebate (the route keeps SPEC's spelling): the
 * agent's own rates per product and the rebate it earned, by day and product, over a date range
 * (the records' rule: the last 31 days by default), with totals. Agents only (lib/frame/gate.ts).
 */
export default async function AgentRebatePage({ searchParams }: { searchParams: Search }) {
  return (
    <MemberGate path="/m/member/agent/agentRebeat">
      <AgentRebate searchParams={searchParams} />
    </MemberGate>
  );
}

async function AgentRebate({ searchParams }: { searchParams: Search }) {
  const sp = await searchParams;
  const [value, currency, t] = await Promise.all([
    readValue('agentRebate', { startDate: dayParam(sp.startDate), endDate: dayParam(sp.endDate) }), getCurrency(), getTranslations('agentRebate'),
  ]);
  return (
    <section className={screenStyles.screen} data-testid="agent-rebate-screen">
      {value ? (
        <>
          <RebateRange action="/m/member/agent/agentRebeat" startDate={value.startDate} endDate={value.endDate} />
          <AgentRebateView value={value} currency={currency} />
        </>
      ) : <p className={styles.muted} role="alert">{t('failed')}</p>}
    </section>
  );
}

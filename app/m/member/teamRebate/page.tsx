import { getTranslations } from 'next-intl/server';
import { dayParam, pagesParam, teamPageSize } from '@/lib/agent/rebate-view';
import { readValue } from '@/lib/data/request';
import { getCurrency } from '@/lib/data/wallet';
import { RebateRange, TeamRebateView } from '@/components/agent/rebate-screens';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';
import screenStyles from '@/components/frame/screen.module.css';
import styles from '@/components/agent/rebate.module.css';

export const generateMetadata = () => pageMetadata('teamRebate');

type Search = Promise<{ startDate?: string; endDate?: string; pages?: string }>;

/**
 * /m/member/teamRebate – SPEC §2 team rebate: what the agent's team generated for it over a date
 * range, one line per direct downline (its whole line below summed), largest first, with
 * load-more (the address carries how many pages are shown, so the list survives a reload).
 */
export default async function TeamRebatePage({ searchParams }: { searchParams: Search }) {
  return (
    <MemberGate path="/m/member/teamRebate">
      <TeamRebate searchParams={searchParams} />
    </MemberGate>
  );
}

async function TeamRebate({ searchParams }: { searchParams: Search }) {
  const sp = await searchParams;
  const range = { startDate: dayParam(sp.startDate), endDate: dayParam(sp.endDate) };
  const pages = pagesParam(sp.pages);
  const [values, currency, t] = await Promise.all([
    Promise.all(Array.from({ length: pages }, (_, i) => readValue('agentTeamRebate', { ...range, pageNo: i + 1, pageSize: teamPageSize }))),
    getCurrency(), getTranslations('agentRebate'),
  ]);
  const first = values[0];
  const moreHref = (n: number) => {
    const q = new URLSearchParams({ ...(first ? { startDate: first.startDate, endDate: first.endDate } : {}), pages: String(n) });
    return `/m/member/teamRebate?${q.toString()}`;
  };
  return (
    <section className={screenStyles.screen} data-testid="team-rebate-screen">
      {first && values.every(Boolean) ? (
        <>
          <RebateRange action="/m/member/teamRebate" startDate={first.startDate} endDate={first.endDate} />
          <TeamRebateView total={first.total} items={values.flatMap((v) => v!.list)} totalCount={first.totalCount} pages={pages} currency={currency} moreHref={moreHref} />
        </>
      ) : <p className={styles.muted} role="alert">{t('failed')}</p>}
    </section>
  );
}

import { getTranslations } from 'next-intl/server';
import { readValue } from '@/lib/data/request';
import { openNoticeIndex } from '@/lib/content/rules';
import { NoticeList } from '@/components/content/notice-list';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';
import { ScreenHeading } from '@/components/frame/screen-heading';
import styles from '@/components/content/content.module.css';

export const generateMetadata = () => pageMetadata('memberNotice');

/**
 * /m/member/notice?types=A – the agent announcements (SPEC §2, §7: type A, group m_home, through
 * the agents' announcements call) with their unread marks, in the notice list of /m/notice (its
 * opening an item marks it read). Agents only (lib/frame/gate.ts); the agent home's footer badge
 * counts the unread ones.
 */
export default async function AgentNoticePage({ searchParams }: { searchParams: Promise<{ value?: string | string[] }> }) {
  return (
    <MemberGate path="/m/member/notice">
      <AgentNotices searchParams={searchParams} />
    </MemberGate>
  );
}

async function AgentNotices({ searchParams }: { searchParams: Promise<{ value?: string | string[] }> }) {
  const [{ value }, content, t] = await Promise.all([
    searchParams, readValue('agentAnnouncements', { types: 'A', groupName: 'm_home' }), getTranslations('content.notice'),
  ]);
  const items = content?.agent ?? [];
  return (
    <section className={styles.noticeScreen} data-testid="agent-notice-screen">
      <ScreenHeading path="/m/member/notice" titleClassName={styles.noticeHeading}>{t('heading')}</ScreenHeading>
      {items.length
        ? <NoticeList items={items} open={openNoticeIndex(value, items.length)} labels={{ unread: t('unread'), longTerm: t('longTerm') }} />
        : <p className={styles.noticeEmpty}>{t('empty')}</p>}
    </section>
  );
}

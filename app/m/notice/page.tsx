import { getTranslations } from 'next-intl/server';
import { getNoticeContent } from '@/lib/data/content';
import { noticeList, openNoticeIndex } from '@/lib/content/rules';
import { NoticeList } from '@/components/content/notice-list';
import { pageMetadata } from '@/components/frame/page-metadata';
import { ScreenHeading } from '@/components/frame/screen-heading';
import styles from '@/components/content/content.module.css';

export const generateMetadata = () => pageMetadata('notice');

/** /m/notice – SPEC §2 notice: the announcement list, the item `?value=` names open (the ticker's index); no top bar, so its heading has the back arrow. */
export default async function NoticePage({ searchParams }: { searchParams: Promise<{ value?: string | string[] }> }) {
  const [{ value }, content, t] = await Promise.all([searchParams, getNoticeContent(), getTranslations('content.notice')]);
  const items = noticeList(content);
  return (
    <section className={styles.noticeScreen} data-testid="notice-screen">
      <ScreenHeading path="/m/notice" titleClassName={styles.noticeHeading}>{t('heading')}</ScreenHeading>
      {items.length
        ? <NoticeList items={items} open={openNoticeIndex(value, items.length)} labels={{ unread: t('unread'), longTerm: t('longTerm') }} />
        : <p className={styles.noticeEmpty}>{t('empty')}</p>}
    </section>
  );
}

import { getTranslations } from 'next-intl/server';
import { getHelpCenter } from '@/lib/data/content';
import { helpIndex } from '@/lib/content/help';
import { HelpScreen } from '@/components/messaging/help-screen';
import { pageMetadata } from '@/components/frame/page-metadata';
import { ScreenHeading } from '@/components/frame/screen-heading';
import styles from '@/components/messaging/messaging.module.css';

export const generateMetadata = () => pageMetadata('help');

type Query = { i?: string | string[]; title?: string | string[] };

/**
 * /m/help – SPEC §2 help centre: the merchant's help entries in the visitor's language (English
 * where one is not translated), titles on the left, the chosen one's HTML on the right; `?i=`
 * picks the start (default 0), `?title=affiliate` the affiliate page. No top bar, so its heading
 * has the back arrow.
 */
export default async function HelpPage({ searchParams }: { searchParams: Promise<Query> }) {
  const [query, entries, t] = await Promise.all([searchParams, getHelpCenter(), getTranslations('messaging.help')]);
  return (
    <section className={styles.screen} data-testid="help-screen">
      <ScreenHeading path="/m/help" titleClassName={styles.heading}>{t('heading')}</ScreenHeading>
      <HelpScreen entries={entries} selected={helpIndex(entries, query)} labels={{ topics: t('topics'), empty: t('empty') }} />
    </section>
  );
}

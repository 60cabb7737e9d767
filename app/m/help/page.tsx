import { getTranslations } from 'next-intl/server';
import { getHelpCenter } from '@/lib/data/content';
import { helpIndex } from '@/lib/content/help';
import { htmlSummary } from '@/lib/seo';
import { HelpScreen } from '@/components/messaging/help-screen';
import { pageMetadata } from '@/components/frame/page-metadata';
import { ScreenHeading } from '@/components/frame/screen-heading';
import screenStyles from '@/components/frame/screen.module.css';

type Query = { i?: string | string[]; title?: string | string[] };

/** An entry's own address (`?i=`, `?title=`) takes its title and a summary of its text, so each is a search result of its own. */
export async function generateMetadata({ searchParams }: { searchParams: Promise<Query> }) {
  const [query, entries] = await Promise.all([searchParams, getHelpCenter()]);
  const item = query.i !== undefined || query.title !== undefined ? entries[helpIndex(entries, query)] : undefined;
  return pageMetadata('help', item && { title: item.title, description: htmlSummary(item.content) });
}

/**
 * /m/help – SPEC §2 help centre: the merchant's help entries in the visitor's language (English
 * where one is not translated), titles on the left, the chosen one's HTML on the right; `?i=`
 * picks the start (default 0), `?title=affiliate` the affiliate page. No top bar, so its heading
 * has the back arrow.
 */
export default async function HelpPage({ searchParams }: { searchParams: Promise<Query> }) {
  const [query, entries, t] = await Promise.all([searchParams, getHelpCenter(), getTranslations('messaging.help')]);
  return (
    <section className={screenStyles.screen} data-testid="help-screen">
      <ScreenHeading path="/m/help" titleClassName={screenStyles.heading}>{t('heading')}</ScreenHeading>
      <HelpScreen entries={entries} selected={helpIndex(entries, query)} labels={{ topics: t('topics'), empty: t('empty') }} />
    </section>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { PageKey } from './coming-soon';

/** A screen's document title in the visitor's language (the root layout adds the site name). */
export async function pageMetadata(page: PageKey): Promise<Metadata> {
  const t = await getTranslations('pages');
  return { title: t(page) };
}

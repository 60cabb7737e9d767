import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/frame/status-page';
import { HomeIcon } from '@/components/frame/icons';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('status.notFound');
  return { title: t('title'), robots: { index: false } };
}

/**
 * Any path no route answers (outside /m: the proxy sends unknown /m paths home) lands here with
 * status 404, in the member's language and the merchant's theme from the root layout, and offers
 * the way home instead of a blank page.
 */
export default async function NotFound() {
  const t = await getTranslations('status.notFound');
  return <StatusPage icon={<HomeIcon />} title={t('title')} body={t('body')} action={{ href: '/m/home', label: t('home') }} />;
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSystemStatus } from '@/lib/data/system';
import { StatusPage } from '@/components/frame/status-page';
import { CloseIcon } from '@/components/frame/icons';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('status.restricted');
  return { title: t('title'), robots: { index: false } };
}

/** SPEC §8 IP-blocked page; proxy.ts rewrites here while the merchant's status is 2. */
export default async function RestrictedPage() {
  const [t, status] = await Promise.all([getTranslations('status.restricted'), getSystemStatus()]);
  const ip = status?.location.ip;
  return <StatusPage icon={<CloseIcon />} title={t('title')} body={t('body')} detail={ip ? t('ip', { ip }) : null} />;
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/frame/status-page';
import { HeadsetIcon } from '@/components/frame/icons';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('status.maintenance');
  return { title: t('title'), robots: { index: false } };
}

/** SPEC §8 maintenance page; proxy.ts rewrites here while the merchant's status is 1. */
export default async function MaintenancePage() {
  const t = await getTranslations('status.maintenance');
  return (
    <StatusPage icon={<HeadsetIcon />} title={t('title')} body={t('body')} action={{ href: '/m/home', label: t('retry') }} />
  );
}

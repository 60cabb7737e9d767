import type { ReactNode } from 'react';
import { getVendorData } from '@/lib/data/games';
import { getSystemStatus } from '@/lib/data/system';
import { getViewer } from '@/lib/data/viewer';
import { requestLanguage } from '@/lib/i18n/server';
import { Frame } from '@/components/frame/frame';

/** Every /m screen inside the page frame of SPEC §2. */
export default async function MemberLayout({ children }: { children: ReactNode }) {
  const [status, viewer, language, vendors] = await Promise.all([getSystemStatus(), getViewer(), requestLanguage(), getVendorData()]);
  return (
    <Frame status={status} viewer={viewer} language={language} vendors={vendors}>
      {children}
    </Frame>
  );
}

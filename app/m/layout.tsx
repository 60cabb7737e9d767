import type { ReactNode } from 'react';
import { getSystemStatus } from '@/lib/data/system';
import { getViewer } from '@/lib/data/viewer';
import { requestLanguage } from '@/lib/i18n/server';
import { Frame } from '@/components/frame/frame';

/** Every /m screen inside the page frame of SPEC §2. */
export default async function MemberLayout({ children }: { children: ReactNode }) {
  const [status, viewer, language] = await Promise.all([getSystemStatus(), getViewer(), requestLanguage()]);
  return (
    <Frame status={status} viewer={viewer} language={language}>
      {children}
    </Frame>
  );
}

import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { getVendorData } from '@/lib/data/games';
import { getSystemStatus } from '@/lib/data/system';
import { getViewer } from '@/lib/data/viewer';
import { requestLanguage } from '@/lib/i18n/server';
import { inNativeShell } from '@/lib/pwa';
import { BrandJsonLd } from '@/components/frame/brand-json-ld';
import { Frame } from '@/components/frame/frame';

/** Every /m screen inside the page frame of SPEC §2 (no download offers inside the native app shell), with the brand's JSON-LD. */
export default async function MemberLayout({ children }: { children: ReactNode }) {
  const [status, viewer, language, vendors, h] = await Promise.all([getSystemStatus(), getViewer(), requestLanguage(), getVendorData(), headers()]);
  return (
    <>
      <BrandJsonLd status={status} />
      <Frame status={status} viewer={viewer} language={language} vendors={vendors} inNativeApp={inNativeShell(h.get('user-agent'))}>
        {children}
      </Frame>
    </>
  );
}

'use client';

import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { showBanner } from '@/lib/frame/banner';
import { showFooter } from '@/lib/frame/footer';
import { showExtraFooterBar } from '@/lib/frame/extra-footer';
import { showBottomMenu } from '@/lib/frame/bottom-menu';
import { isHomePath } from '@/lib/frame/home';

// SPEC §2 offers the floating customer-service button on the home screen.
const rules = { banner: showBanner, footer: showFooter, extraFooter: showExtraFooterBar, bottomMenu: showBottomMenu, liveChat: isHomePath } as const;
export type FrameRule = keyof typeof rules;

/**
 * Shows server-rendered frame parts (banner, footer, extra footer bar, bottom menu) by the SPEC §2
 * rule for the current path. Layouts do not re-render on client navigation, so the decision
 * lives here, fed by usePathname().
 */
export function FrameGate({ rule, children }: { rule: FrameRule; children: ReactNode }) {
  const pathname = usePathname() ?? '/';
  return rules[rule](pathname) ? <>{children}</> : null;
}

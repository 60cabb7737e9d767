'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';

/** Coming back to the window more often than this does not ask the server again. */
export const memberRefreshMinGap_ms = 30_000;

/**
 * SPEC §7: member info is renewed when a logged-in member comes back to the window. A refresh
 * re-renders the server components (header balance, badges, member info) without a reload.
 */
export function MemberRefresh() {
  const router = useRouter();
  useEffect(() => {
    let last = Date.now();
    const renew = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < memberRefreshMinGap_ms) return;
      last = Date.now();
      router.refresh();
    };
    document.addEventListener('visibilitychange', renew);
    window.addEventListener('focus', renew);
    return () => {
      document.removeEventListener('visibilitychange', renew);
      window.removeEventListener('focus', renew);
    };
  }, [router]);
  return null;
}

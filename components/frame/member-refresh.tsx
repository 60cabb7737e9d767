'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { wpsFetch } from '@/lib/net/wps-fetch';
import { balancePoll_ms } from '@/lib/wallet';

/** Coming back to the window more often than this does not ask the server again. */
export const memberRefreshMinGap_ms = 30_000;

/**
 * SPEC §7: member info is renewed when a logged-in member comes back to the window. A refresh
 * re-renders the server components (header balance, badges, member info) without a reload.
 * While the page is visible the balance is also re-read every balancePoll_ms, so money that
 * moves elsewhere (an operator approves a deposit, a game settles) reaches the header; the
 * page re-renders only when it changed.
 */
export function MemberRefresh({ sumBalance }: { sumBalance: number | null }) {
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

  useEffect(() => {
    let stopped = false;
    const poll = async () => {
      if (document.visibilityState !== 'visible') return;
      const r = await wpsFetch('walletsBalance');
      if (stopped || !r.success || typeof r.value?.sumBalance !== 'number') return;
      if (r.value.sumBalance !== sumBalance) router.refresh();
    };
    const timer = setInterval(poll, balancePoll_ms);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [router, sumBalance]);
  return null;
}

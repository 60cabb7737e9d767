'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { formatMoney, type MoneyFormat } from '@/lib/format';
import { wpsFetch } from '@/lib/net/wps-fetch';
import type { RealityCheckValue } from '@/lib/wps/schemas/limits';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Where leaving a game page goes. */
const leavePath = '/m/home';

/** How long until the session's next whole interval, from how long it has run (the platform's clock, not the phone's). */
export function nextCheck_ms(v: Pick<RealityCheckValue, 'minutes' | 'playedSeconds'>): number | null {
  if (v.minutes <= 0) return null;
  const interval_ms = v.minutes * 60_000;
  const played_ms = v.playedSeconds * 1000;
  return (Math.floor(played_ms / interval_ms) + 1) * interval_ms - played_ms;
}

/**
 * The reality check of a game page (issue 19): at each whole interval of the member's session
 * (15, 30 or 60 minutes, as chosen on /m/securityCenter/limits; nothing when off) a dialog with
 * the time played and the session's bets and net result, true figures the platform counts from
 * the member's bets (GET /wps/member/limits/realityCheck). Continue closes it until the next
 * interval; leave goes home.
 */
export function RealityCheck({ currency }: { currency: MoneyFormat }) {
  const t = useTranslations('realityCheck');
  const router = useRouter();
  const [shown, setShown] = useState<RealityCheckValue | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const alive = useRef(true);

  const schedule = useCallback((v: RealityCheckValue) => {
    const wait = nextCheck_ms(v);
    if (wait === null) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      const r = await wpsFetch('memberRealityCheck');
      if (alive.current && r.success) setShown(r.value);
    }, wait);
  }, []);

  useEffect(() => {
    alive.current = true;
    void wpsFetch('memberRealityCheck').then((r) => {
      if (alive.current && r.success) schedule(r.value);
    });
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
    };
  }, [schedule]);

  if (!shown) return null;
  const money = (n: number) => formatMoney(n, currency);
  const minutes = Math.floor(shown.playedSeconds / 60);
  const body = [
    t('played', { time: t('time', { h: Math.floor(minutes / 60), m: minutes % 60 }) }),
    t('bets', { count: shown.bets, stake: money(shown.stake), payout: money(shown.payout) }),
    t('net', { net: money(shown.net) }),
  ].join(' ');
  return (
    <ConfirmDialog
      open
      title={t('title')}
      body={body}
      cancelLabel={t('leave')}
      submitLabel={t('continue')}
      onCancel={() => {
        setShown(null);
        router.push(leavePath);
      }}
      onSubmit={() => {
        setShown(null);
        schedule(shown);
      }}
    />
  );
}

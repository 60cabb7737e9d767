'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { countdown } from '@/lib/activity/countdown';
import { formatDecimalText, type MoneyFormat } from '@/lib/format';
import { errorMessageKey } from '@/lib/i18n/errors';
import { wpsFetch } from '@/lib/net/wps-fetch';
import type { RedRainClaimValue, RedRainClaimView, RedRainStateValue, RedRainView } from '@/lib/wps/schemas/redrain';
import { Toast } from '@/components/ui/toast';
import styles from './red-rain.module.css';

/** Envelopes in the sky at once: enough to look like rain, few enough for a small phone. */
const envelopes = 12;
/** The state is asked again at most this often when a rain opens or closes (the phone's clock may run ahead). */
const reload_ms_min = 5_000;

const isZero = (decimal: string) => /^0(?:\.0*)?$/.test(decimal);

/**
 * The rain on the phone: before a rain, the countdown to the next; while one is open, envelopes
 * fall (CSS only; still under prefers-reduced-motion) and a tap opens the member's one envelope
 * (POST redRain/claim), whose amount is revealed; after, what the member got. Times count on the
 * platform's clock (the state's `now`), so a phone whose clock is wrong still counts right. The
 * frame is refreshed after a claim, so the header balance shows the money at once.
 */
export function RedRainClient({ first, currency }: { first: RedRainStateValue; currency: MoneyFormat }) {
  const t = useTranslations('redRain');
  const te = useTranslations();
  const router = useRouter();
  const [state, setState] = useState(first);
  const [now, setNow] = useState<number | null>(null);
  const [opening, setOpening] = useState(false);
  const [won, setWon] = useState<RedRainClaimValue | null>(null);
  const [error, setError] = useState<string | null>(null);
  const lastReload = useRef(0);
  const money = (decimal: string) => formatDecimalText(decimal, currency);

  // The phone's clock is only used for the passing of time, never for what time it is.
  useEffect(() => {
    const skew = Date.parse(state.now) - Date.now();
    const tick = () => setNow(Date.now() + skew);
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [state.now]);

  const reload = useCallback(async () => {
    lastReload.current = Date.now();
    const r = await wpsFetch('redRainState');
    if (r.success) setState(r.value);
  }, []);

  // Of the rains open now, one the member can still open comes first.
  const opened = state.rains.filter((r) => r.status === 'open' && (now === null || Date.parse(r.endsAt) > now));
  const open: RedRainView | undefined = opened.find((r) => r.eligible && !r.claim && !isZero(r.left)) ?? opened[0];
  const next: RedRainView | undefined = state.rains.filter((r) => r.status === 'upcoming').sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0];
  const boundary = open ? Date.parse(open.endsAt) : next ? Date.parse(next.startsAt) : null;

  useEffect(() => {
    if (now !== null && boundary !== null && now >= boundary && Date.now() - lastReload.current > reload_ms_min) void reload();
  }, [now, boundary, reload]);

  const showError = (code: string) => {
    setError(te(errorMessageKey(code)));
    setTimeout(() => setError(null), 2000);
  };

  async function claim(slotId: number) {
    if (opening) return;
    setOpening(true);
    const r = await wpsFetch('redRainClaim', { slotId });
    setOpening(false);
    if (!r.success) {
      showError(r.errorCode);
      void reload();
      return;
    }
    setWon(r.value);
    void reload();
    // The header's balance is a server component: refreshed so the envelope shows in it.
    router.refresh();
  }

  return (
    <>
      {open ? <OpenRain rain={open} now={now} opening={opening} onOpen={claim} money={money} /> : next ? (
        <div className={styles.card} data-testid="red-rain-countdown">
          <p className={styles.label}>{t('nextIn')}</p>
          <p className={styles.clock} aria-live="off">{now === null ? '--:--' : countdown(Date.parse(next.startsAt), now)}</p>
          <p className={styles.note}>
            {next.title} · {t('opensAt', { time: now === null ? '' : new Date(next.startsAt).toLocaleString([], { weekday: 'short', hour: '2-digit', minute: '2-digit' }) })}
          </p>
          <p className={styles.note}>{t('pool', { left: money(next.left), budget: money(next.budget) })}</p>
          <Requirement rain={next} money={money} />
        </div>
      ) : <p className={styles.note}>{t('none')}</p>}

      {won && (
        <div className={styles.revealLayer} role="dialog" aria-modal="true" aria-labelledby="red-rain-won">
          <div className={styles.reveal} data-testid="red-rain-reveal">
            <p id="red-rain-won" className={styles.label}>{t('youGot')}</p>
            <p className={styles.amount} data-testid="red-rain-amount">{money(won.amount)}</p>
            <p className={styles.note}>{won.wageringMultiple > 0 ? t('wagering', { multiple: won.wageringMultiple }) : t('cash')}</p>
            <button type="button" className={styles.ok} onClick={() => setWon(null)}>{t('ok')}</button>
          </div>
        </div>
      )}

      <h2 className={styles.subheading}>{t('recent')}</h2>
      {state.recent.length === 0 ? <p className={styles.note}>{t('recentEmpty')}</p> : (
        <ul className={styles.recent} data-testid="red-rain-recent">
          {state.recent.map((c) => <RecentClaim key={`${c.slotId}:${c.day}`} claim={c} money={money} />)}
        </ul>
      )}
      <Toast message={error} kind="error" />
    </>
  );
}

function OpenRain({ rain, now, opening, onOpen, money }: {
  rain: RedRainView; now: number | null; opening: boolean; onOpen: (slotId: number) => void; money: (d: string) => string;
}) {
  const t = useTranslations('redRain');
  const ends = now === null ? '--:--' : countdown(Date.parse(rain.endsAt), now);
  if (rain.claim) {
    return (
      <div className={styles.card} data-testid="red-rain-claimed">
        <p className={styles.label}>{t('claimed')}</p>
        <p className={styles.amount}>{money(rain.claim.amount)}</p>
        <p className={styles.note}>{t('endsIn')} {ends}</p>
      </div>
    );
  }
  if (!rain.eligible || isZero(rain.left)) {
    return (
      <div className={styles.card} data-testid="red-rain-closed">
        <p className={styles.label}>{rain.title} · {t('endsIn')} {ends}</p>
        {isZero(rain.left) ? <p className={styles.note}>{t('empty')}</p> : <Requirement rain={rain} money={money} />}
      </div>
    );
  }
  return (
    <div className={styles.rain} data-testid="red-rain-open">
      <p className={styles.banner}>{t('falling')}</p>
      <p className={styles.note}>{rain.title} · {t('endsIn')} {ends} · {t('pool', { left: money(rain.left), budget: money(rain.budget) })}</p>
      <div className={styles.sky}>
        {Array.from({ length: envelopes }, (_, i) => (
          <button
            key={i}
            type="button"
            className={styles.envelope}
            // Spread over the width and in time by the index: the look of rain, no randomness needed.
            style={{ '--x': `${(i * 37) % 88}%`, '--delay': `${(i * 0.53) % 3.2}s`, '--dur': `${3.2 + (i % 4) * 0.45}s` } as React.CSSProperties}
            aria-label={opening ? t('opening') : t('envelope')}
            disabled={opening}
            onClick={() => onOpen(rain.slotId)}
            data-testid="red-rain-envelope"
          />
        ))}
      </div>
    </div>
  );
}

function Requirement({ rain, money }: { rain: RedRainView; money: (d: string) => string }) {
  const t = useTranslations('redRain');
  const { turnover, deposit } = rain.requirement;
  if (turnover === null && deposit === null) return null;
  const text = turnover !== null && deposit !== null
    ? t('needs', { turnover: money(turnover), deposit: money(deposit) })
    : turnover !== null ? t('needsTurnover', { turnover: money(turnover) }) : t('needsDeposit', { deposit: money(deposit!) });
  return (
    <>
      <p className={styles.note} data-testid="red-rain-requirement">{text}</p>
      <p className={styles.note}>{t('progress', { turnover: money(rain.progress.turnover), deposit: money(rain.progress.deposit) })}</p>
    </>
  );
}

function RecentClaim({ claim, money }: { claim: RedRainClaimView; money: (d: string) => string }) {
  const t = useTranslations('redRain');
  return (
    <li className={styles.recentItem}>
      <div className={styles.recentRow}>
        <span>{claim.title} · {claim.day}</span>
        <strong>{money(claim.amount)}</strong>
      </div>
      <details className={styles.fair}>
        <summary>{t('fair')}</summary>
        <dl>
          <dt>{t('nonce')}</dt><dd>{claim.nonce}</dd>
          <dt>{t('seedHash')}</dt><dd>{claim.serverSeedHash}</dd>
          <dt>{t('seed')}</dt><dd>{claim.serverSeed ?? t('seedLater')}</dd>
        </dl>
      </details>
    </li>
  );
}

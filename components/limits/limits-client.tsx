'use client';

import { useId, useState, type FormEvent } from 'react';
import Link from '@/components/frame/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { clearClientSession } from '@/lib/auth/client-session';
import { formatMoney, type MoneyFormat } from '@/lib/format';
import { errorMessageKey } from '@/lib/i18n/errors';
import { wpsFetch } from '@/lib/net/wps-fetch';
import {
  breakEnd, realityCheckMinutes, selfExclusionMonths, timeoutDays, type DepositLimitPeriod,
} from '@/lib/wps/member-limits';
import type { DepositLimit, MemberLimitsValue } from '@/lib/wps/schemas/limits';
import { FormField } from '@/components/account/form-field';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import account from '@/components/account/account.module.css';
import styles from './limits.module.css';

/** A date and time in the merchant's zone, so the server's render and the browser's agree. */
function useDateText(timeZone: string): (iso: string | Date) => string {
  const locale = useLocale();
  const f = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (v) => f.format(typeof v === 'string' ? new Date(v) : v);
}

function ServerError({ code }: { code: string | null }) {
  const te = useTranslations();
  return code ? <p className={account.alert} role="alert">{te(errorMessageKey(code))}</p> : null;
}

/**
 * The member's own limits and breaks (issue 19): a deposit limit per period (lower at once,
 * higher or none after 24 hours, as the platform answers it), the reality check's interval, and
 * a time-out or self-exclusion behind a confirmation (it logs out at once and cannot be undone).
 */
export function LimitsClient({ initial, currency }: { initial: MemberLimitsValue; currency: MoneyFormat }) {
  const [value, setValue] = useState(initial);
  const t = useTranslations('limits');
  return (
    <>
      <section className={account.card} aria-labelledby="limits-deposit">
        <h2 id="limits-deposit" className={styles.sectionTitle}>{t('deposit.heading')}</h2>
        <p className={account.muted}>{t('deposit.note', { zone: value.timeZone })}</p>
        {value.deposit.map((d) => (
          <DepositLimitRow key={d.period} limit={d} currency={currency} timeZone={value.timeZone} onSaved={setValue} />
        ))}
      </section>
      <RealityCheckForm minutes={value.realityCheckMinutes} onSaved={setValue} />
      <TakeBreak timeZone={value.timeZone} />
    </>
  );
}

function DepositLimitRow({ limit, currency, timeZone, onSaved }: {
  limit: DepositLimit; currency: MoneyFormat; timeZone: string; onSaved: (v: MemberLimitsValue) => void;
}) {
  const t = useTranslations('limits.deposit');
  const uid = useId();
  const date = useDateText(timeZone);
  const money = (n: number) => formatMoney(n, currency);
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const save = async (next: string | null) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    setSaved(false);
    const r = await wpsFetch('memberDepositLimit', { period: limit.period, amount: next });
    setBusy(false);
    if (!r.success) return setError(r.errorCode);
    setAmount('');
    setSaved(true);
    onSaved(r.value);
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!/^\d+(\.\d+)?$/.test(amount.trim())) return setError('amount.invalid');
    void save(amount.trim());
  };

  return (
    <form className={styles.period} onSubmit={submit} noValidate data-testid={`limit-${limit.period}`}>
      <div className={account.row}>
        <strong>{t(`period.${limit.period}` as `period.${DepositLimitPeriod}`)}</strong>
        <span data-testid={`limit-${limit.period}-amount`}>{limit.amount === null ? t('none') : money(limit.amount)}</span>
      </div>
      <p className={account.muted} data-testid={`limit-${limit.period}-usage`}>
        {limit.amount === null || limit.remaining === null
          ? t('usedNoLimit', { used: money(limit.used) })
          : t('usage', { used: money(limit.used), limit: money(limit.amount), remaining: money(limit.remaining), end: date(limit.periodEndsAt) })}
      </p>
      {limit.pendingFrom && (
        <p className={styles.pending} data-testid={`limit-${limit.period}-pending`}>
          {limit.pendingAmount === null
            ? t('pendingRemoval', { date: date(limit.pendingFrom) })
            : t('pendingRaise', { amount: money(limit.pendingAmount), date: date(limit.pendingFrom) })}
        </p>
      )}
      <FormField id={`${uid}-amount`} label={t('amount')}>
        <input
          id={`${uid}-amount`} className={account.input} inputMode="decimal" autoComplete="off" maxLength={20}
          value={amount} onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
        />
        <button type="submit" className={styles.inlineButton} disabled={busy || amount.trim() === ''}>{t('save')}</button>
      </FormField>
      {limit.amount !== null && !(limit.pendingFrom && limit.pendingAmount === null) && (
        <button type="button" className={styles.linkButton} onClick={() => void save(null)} disabled={busy}>{t('remove')}</button>
      )}
      <ServerError code={error} />
      {saved && <p className={styles.saved} role="status">{t('saved')}</p>}
    </form>
  );
}

function RealityCheckForm({ minutes, onSaved }: { minutes: number; onSaved: (v: MemberLimitsValue) => void }) {
  const t = useTranslations('limits.reality');
  const uid = useId();
  const [choice, setChoice] = useState(minutes);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const r = await wpsFetch('memberRealityCheckSet', { minutes: choice as (typeof realityCheckMinutes)[number] });
    setBusy(false);
    if (!r.success) return setError(r.errorCode);
    setSaved(true);
    onSaved(r.value);
  };

  return (
    <form className={account.card} onSubmit={submit} aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className={styles.sectionTitle}>{t('heading')}</h2>
      <p className={account.muted}>{t('note')}</p>
      <FormField id={`${uid}-interval`} label={t('interval')}>
        <select id={`${uid}-interval`} className={styles.select} value={choice} onChange={(e) => { setChoice(Number(e.target.value)); setSaved(false); }}>
          {realityCheckMinutes.map((m) => <option key={m} value={m}>{m === 0 ? t('off') : t('every', { n: m })}</option>)}
        </select>
        <button type="submit" className={styles.inlineButton} disabled={busy || choice === minutes}>{t('save')}</button>
      </FormField>
      <ServerError code={error} />
      {saved && <p className={styles.saved} role="status">{t('heading')}: {choice === 0 ? t('off') : t('every', { n: choice })}</p>}
    </form>
  );
}

type BreakChoice = { kind: 'timeout'; days: number } | { kind: 'selfExclusion'; months: (typeof selfExclusionMonths)[number] };

function TakeBreak({ timeZone }: { timeZone: string }) {
  const t = useTranslations('limits.break');
  const router = useRouter();
  const uid = useId();
  const date = useDateText(timeZone);
  const [days, setDays] = useState<number>(timeoutDays.offered[0]);
  const [months, setMonths] = useState<(typeof selfExclusionMonths)[number]>(selfExclusionMonths[0]);
  const [asked, setAsked] = useState<BreakChoice | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const take = async () => {
    if (!asked || busy) return;
    setBusy(true);
    setError(null);
    const r = await wpsFetch('memberBreak', asked);
    if (!r.success) {
      setBusy(false);
      setAsked(null);
      return setError(r.errorCode);
    }
    // The platform has ended every session of the member; this clears the browser's side of it.
    await wpsFetch('sessionLogout');
    clearClientSession(window);
    router.replace('/m/login');
    router.refresh();
  };

  return (
    <section className={account.card} aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className={styles.sectionTitle}>{t('heading')}</h2>
      <p className={account.muted}>{t('note')}</p>
      <Link href="/m/withdraw" className={styles.linkButton}>{t('withdrawFirst')}</Link>
      <FormField id={`${uid}-days`} label={t('timeout')}>
        <select id={`${uid}-days`} className={styles.select} value={days} onChange={(e) => setDays(Number(e.target.value))}>
          {timeoutDays.offered.map((n) => <option key={n} value={n}>{t('days', { n })}</option>)}
        </select>
        <button type="button" className={styles.inlineButton} onClick={() => setAsked({ kind: 'timeout', days })} disabled={busy}>
          {t('takeTimeout')}
        </button>
      </FormField>
      <FormField id={`${uid}-months`} label={t('selfExclusion')}>
        <select id={`${uid}-months`} className={styles.select} value={months}
          onChange={(e) => setMonths(Number(e.target.value) as (typeof selfExclusionMonths)[number])}>
          {selfExclusionMonths.map((n) => <option key={n} value={n}>{t('months', { n: String(n) })}</option>)}
        </select>
        <button type="button" className={styles.inlineButton} onClick={() => setAsked({ kind: 'selfExclusion', months })} disabled={busy}>
          {t('takeSelfExclusion')}
        </button>
      </FormField>
      <ServerError code={error} />
      <ConfirmDialog
        open={asked !== null}
        title={t('confirmTitle')}
        body={asked ? t('confirmText', { date: date(breakEnd(new Date(), asked)) }) : ''}
        cancelLabel={t('cancel')}
        submitLabel={t('confirm')}
        onCancel={() => setAsked(null)}
        onSubmit={() => void take()}
        busy={busy}
      />
    </section>
  );
}

'use client';

import { useState } from 'react';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { formatMoney, type MoneyFormat } from '@/lib/format';
import { wpsFetch } from '@/lib/net/wps-fetch';
import type { SigninValue } from '@/lib/wps/schemas/activity';
import { Toast } from '@/components/ui/toast';
import styles from './activity.module.css';

/** SPEC §9: a success toast shows 1.5 s. */
const toast_ms = 1_500;

/**
 * The sign-in strip and button. One tap signs today (the platform pays once however often it is
 * tapped); the answer redraws the strip and a toast names the day and its reward. A refusal (an
 * unmet requirement) shows its message and the requirement's new progress.
 */
export function SigninClient({ first, currency, errors }: {
  first: SigninValue;
  currency: MoneyFormat;
  /** The refusals a tap may meet, translated by the page (the whole error catalogue stays on the server). */
  errors: { 'signin.requirement.unmet': string; 'signin.disabled': string; free_reject: string; other: string };
}) {
  const t = useTranslations('activity.signIn');
  const [value, setValue] = useState(first);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; kind: 'info' | 'error' } | null>(null);
  const money = (n: number) => formatMoney(n, currency);

  const flash = (text: string, kind: 'info' | 'error') => {
    setMessage({ text, kind });
    setTimeout(() => setMessage(null), toast_ms);
  };

  async function signIn() {
    if (busy || value.signedToday) return;
    setBusy(true);
    const r = await wpsFetch('activitySignInPost');
    setBusy(false);
    if (r.success) {
      const { claimed, ...next } = r.value;
      setValue(next);
      flash(t('claimed', { day: claimed.day, amount: money(claimed.amount) }), 'info');
      return;
    }
    if (r.errorCode === 'signin.requirement.unmet' && r.value) setValue((v) => ({ ...v, requirement: r.value! }));
    const code = r.errorCode as keyof typeof errors;
    flash(code in errors ? errors[code] : errors.other, 'error');
  }

  const req = value.requirement;
  return (
    <div className={styles.signin}>
      <p className={styles.streak} data-testid="signin-streak">{value.streak > 0 ? t('streak', { count: value.streak }) : t('streakNone')}</p>
      <ol className={styles.strip} data-testid="signin-strip">
        {value.days.map((d) => (
          <li
            key={d.day}
            className={clsx(styles.day, d.day === 7 && styles.bigDay, d.state === 'claimed' && styles.claimed, d.state === 'today' && styles.today)}
            data-state={d.state}
          >
            <span className={styles.dayLabel}>{t('day', { day: d.day })}</span>
            <span className={styles.dayAmount}>{money(d.amount)}</span>
            <span className={styles.dayState}>{d.state === 'claimed' ? t('stateClaimed') : d.state === 'today' ? t('stateToday') : ''}</span>
          </li>
        ))}
      </ol>
      {req.type !== 'none' && (
        <div className={styles.requirement} data-testid="signin-requirement">
          <p>{t(req.type === 'deposit' ? 'requirementDeposit' : 'requirementTurnover', { amount: money(req.amount) })}</p>
          <div className={styles.progress} role="progressbar" aria-valuemin={0} aria-valuemax={req.amount} aria-valuenow={Math.min(req.progress, req.amount)}>
            <span style={{ width: `${req.amount > 0 ? Math.min(100, (req.progress / req.amount) * 100) : 100}%` }} />
          </div>
          <p className={styles.muted}>{t('progress', { progress: money(req.progress), amount: money(req.amount) })}</p>
        </div>
      )}
      <button
        type="button"
        className={styles.signinButton}
        onClick={signIn}
        disabled={busy || value.signedToday}
        data-testid="signin-button"
      >
        {value.signedToday ? t('signedToday') : t('button')}
      </button>
      <p className={styles.muted}>{value.wageringMultiple > 0 ? t('wagering', { multiple: value.wageringMultiple }) : t('cash')}</p>
      <Toast message={message?.text ?? null} kind={message?.kind ?? 'info'} />
    </div>
  );
}

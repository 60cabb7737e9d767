'use client';

import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { errorMessageKey } from '@/lib/i18n/errors';
import { paymentPasswordProblems } from '@/lib/wallet';
import { wpsFetch } from '@/lib/net/wps-fetch';
import { FormField } from '@/components/account/form-field';
import account from '@/components/account/account.module.css';

/** Six digits, shown as dots; digits only reach the state. */
function Pin({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  return (
    <input id={id} className={account.input} type="password" inputMode="numeric" autoComplete="off" maxLength={6}
      value={value} onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))} />
  );
}

/**
 * The payment password withdrawals ask for (modules/payments payment-password.ts): set the first
 * one (PUT, payment.password.exists if one appeared meanwhile), or change it with the old one
 * (POST; wrong old ones are rate-limited by the platform). Six digits, confirmed.
 */
export function PaymentPasswordForm({ isSet }: { isSet: boolean }) {
  const t = useTranslations('member.security');
  const tw = useTranslations('wallet.withdraw');
  const te = useTranslations();
  const router = useRouter();
  const uid = useId();
  const [old, setOld] = useState('');
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const problems = tried ? paymentPasswordProblems(pin, confirm) : {};
  const oldProblem = tried && isSet ? paymentPasswordProblems(old).pin : undefined;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    setTried(true);
    setSaved(false);
    const found = paymentPasswordProblems(pin, confirm);
    if (found.pin || found.confirm || (isSet && paymentPasswordProblems(old).pin)) return;
    setBusy(true);
    const r = isSet
      ? await wpsFetch('memberPaymentPasswordPost', { oldPassword: old, newPassword: pin, confirmNewPassword: confirm })
      : await wpsFetch('memberPaymentPasswordPut', { paymentPassword: pin, confirmPaymentPassword: confirm });
    setBusy(false);
    if (!r.success) return setError(r.errorCode);
    setError(null);
    setOld('');
    setPin('');
    setConfirm('');
    setTried(false);
    setSaved(true);
    router.refresh();
  };

  return (
    <form className={account.form} onSubmit={submit} noValidate data-testid="payment-password-form">
      {isSet && (
        <FormField id={`${uid}-old`} label={t('oldPaymentPassword')} errorText={oldProblem ? tw(`invalid.${oldProblem}`) : null}>
          <Pin id={`${uid}-old`} value={old} onChange={setOld} />
        </FormField>
      )}
      <FormField id={`${uid}-pin`} label={t('newPaymentPassword')} errorText={problems.pin ? tw(`invalid.${problems.pin}`) : null}>
        <Pin id={`${uid}-pin`} value={pin} onChange={setPin} />
      </FormField>
      <FormField id={`${uid}-confirm`} label={t('confirmPaymentPassword')} errorText={problems.confirm ? tw(`invalid.${problems.confirm}`) : null}>
        <Pin id={`${uid}-confirm`} value={confirm} onChange={setConfirm} />
      </FormField>
      {error && <p className={account.alert} role="alert">{te(errorMessageKey(error))}</p>}
      {saved && <p className={account.muted} role="status">{t('saved')}</p>}
      <button type="submit" className={account.primary} disabled={busy}>{t('save')}</button>
    </form>
  );
}

'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Link from '@/components/frame/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { firstError, validateNewPassword, type NewPasswordField } from '@/lib/auth/password-forms';
import { errorMessageKey } from '@/lib/i18n/errors';
import { wpsFetch } from '@/lib/net/wps-fetch';
import { validationMessageKey } from '@/lib/validation';
import type { RegisterFieldSetting } from '@/lib/wps/schemas/system';
import { Toast } from '@/components/ui/toast';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';
import { useFieldVisits } from './use-field-visits';
import styles from './account.module.css';

const order: readonly NewPasswordField[] = ['newPassword', 'confirmNewPassword'];

/**
 * Following the e-mailed reset link (/m/forget?reset=<token>): first GET
 * /wps/member/password/reset?token= says whether the link still holds; then the new password
 * and its confirmation, POST /wps/member/password/reset, which logs the member in (→ /m/home).
 * A dead link says so and offers to ask again.
 */
export function ResetLinkClient({ token, password }: { token: string; password: RegisterFieldSetting | null }) {
  const t = useTranslations('account.forgot');
  const te = useTranslations();
  const router = useRouter();
  const uid = useId();
  const id = (f: string) => `${uid}-${f}`;
  const [state, setState] = useState<'checking' | 'valid' | 'invalid'>('checking');
  const [values, setValues] = useState({ newPassword: '', confirmNewPassword: '' });
  const visits = useFieldVisits<NewPasswordField>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<NewPasswordField, HTMLInputElement | null>>>({});

  useEffect(() => {
    let live = true;
    void wpsFetch('memberPasswordResetCheck', { token }).then((r) => {
      if (live) setState(r.success && r.value?.valid === true ? 'valid' : 'invalid');
    });
    return () => {
      live = false;
    };
  }, [token]);

  const set = (f: NewPasswordField, v: string) => {
    setValues({ ...values, [f]: v });
    visits.typed(f);
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    visits.submitted();
    const first = firstError(order, validateNewPassword(values, password));
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    setBusy(true);
    setMessage(null);
    const r = await wpsFetch('memberPasswordReset', { token, ...values });
    if (r.success) {
      router.replace('/m/home');
      router.refresh();
      return;
    }
    setBusy(false);
    if (r.errorCode === 'reset.token.invalid') setState('invalid');
    else setMessage(te(errorMessageKey(r.errorCode)));
  };

  if (state === 'checking') return <p className={styles.muted} role="status">{t('checkingLink')}</p>;
  if (state === 'invalid') {
    return (
      <div className={styles.card}>
        <p role="alert" className={styles.alert}>{t('linkInvalid')}</p>
        <Link href="/m/forget" className={styles.ghost}>{t('askAgain')}</Link>
      </div>
    );
  }

  // SPEC §5 rules on the current values; what of it shows follows the member's visits (issue 15).
  const errors = visits.shown(validateNewPassword(values, password));
  const errorText = (f: NewPasswordField) => (errors[f] ? te(validationMessageKey(errors[f]!)) : null);
  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate>
      <FormField id={id('newPassword')} label={t('newPassword')} errorText={errorText('newPassword')}>
        <PasswordInput id={id('newPassword')} name="newPassword" value={values.newPassword} onChange={(v) => set('newPassword', v)} onBlur={() => visits.left('newPassword')}
          placeholder={t('newPasswordPlaceholder')} invalid={!!errors.newPassword} inputRef={(el) => { inputs.current.newPassword = el; }} />
      </FormField>
      <FormField id={id('confirmNewPassword')} label={t('confirmPassword')} errorText={errorText('confirmNewPassword')}>
        <PasswordInput id={id('confirmNewPassword')} name="confirmNewPassword" value={values.confirmNewPassword} onChange={(v) => set('confirmNewPassword', v)} onBlur={() => visits.left('confirmNewPassword')}
          placeholder={t('confirmPasswordPlaceholder')} invalid={!!errors.confirmNewPassword} inputRef={(el) => { inputs.current.confirmNewPassword = el; }} />
      </FormField>
      {message && <p role="alert" className={styles.alert}>{message}</p>}
      <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>{t('setPassword')}</button>
      <Toast kind="loading" message={busy ? t('sending') : null} />
    </form>
  );
}

'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import {
  changePasswordOrder, changePasswordRedirect_ms, firstError, samePassword, validateChangePassword, type ChangePasswordField,
} from '@/lib/auth/password-forms';
import { errorMessageKey } from '@/lib/i18n/errors';
import { wpsFetch } from '@/lib/net/wps-fetch';
import { validationMessageKey } from '@/lib/validation';
import type { RegisterFieldSetting } from '@/lib/wps/schemas/system';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Toast } from '@/components/ui/toast';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';
import { useFieldVisits } from './use-field-visits';
import styles from './account.module.css';

/** Failures SPEC §8 lets the screen name; any other failure only hides the loading message. */
const shownFailures: Partial<Record<string, ChangePasswordField>> = {
  'modify.new.old.same': 'newPassword',
  'password.old.invalid': 'oldPassword',
};

/**
 * Change password (SPEC §2, §4, §5, §8): old password (always asked: the session never holds
 * the password), new password, confirmation. New equal to old opens the same-password popup
 * and calls nothing. Success: a toast, then /m/home after 1000 ms.
 */
export function ChangePasswordClient({ password }: { password: RegisterFieldSetting | null }) {
  const t = useTranslations('account.changePassword');
  const te = useTranslations();
  const router = useRouter();
  const uid = useId();
  const id = (f: string) => `${uid}-${f}`;
  const [values, setValues] = useState<Record<ChangePasswordField, string>>({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const visits = useFieldVisits<ChangePasswordField>();
  // SPEC §5 rules on the current values; what of it shows follows the member's visits (issue 15).
  const errors = visits.shown(validateChangePassword(values, password));
  const [serverError, setServerError] = useState<{ field: ChangePasswordField; code: string } | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [samePopup, setSamePopup] = useState(false);
  const inputs = useRef<Partial<Record<ChangePasswordField, HTMLInputElement | null>>>({});

  useEffect(() => {
    if (state !== 'done') return;
    const timer = setTimeout(() => {
      router.replace('/m/home');
      router.refresh();
    }, changePasswordRedirect_ms);
    return () => clearTimeout(timer);
  }, [state, router]);

  const set = (f: ChangePasswordField, v: string) => {
    setValues({ ...values, [f]: v });
    visits.typed(f);
    if (serverError?.field === f) setServerError(null);
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (state !== 'idle') return;
    visits.submitted();
    setServerError(null);
    const first = firstError(changePasswordOrder, validateChangePassword(values, password));
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    if (samePassword(values)) {
      setSamePopup(true);
      return;
    }
    setState('busy');
    const r = await wpsFetch('memberPasswordV2', values);
    if (r.success) {
      setState('done');
      return;
    }
    setState('idle');
    // Every rule passed before the call: the fields cleared below are not errors until retyped.
    visits.reset();
    const field = r.errorCode ? shownFailures[r.errorCode] : undefined;
    if (field) {
      setServerError({ field, code: r.errorCode! });
      // SPEC §8: modify.new.old.same clears the password field.
      if (field === 'newPassword') setValues((x) => ({ ...x, newPassword: '', confirmNewPassword: '' }));
      inputs.current[field]?.focus();
    }
  };

  const errorText = (f: ChangePasswordField) => {
    if (errors[f]) return f === 'oldPassword' && errors[f] === 'required' ? t('oldRequired') : te(validationMessageKey(errors[f]!));
    return serverError?.field === f ? te(errorMessageKey(serverError.code)) : null;
  };
  const field = (f: ChangePasswordField, label: string, placeholder: string) => (
    <FormField id={id(f)} label={label} errorText={errorText(f)}>
      <PasswordInput id={id(f)} name={f} value={values[f]} onChange={(v) => set(f, v)} onBlur={() => visits.left(f)} placeholder={placeholder}
        invalid={!!errorText(f)} current={f === 'oldPassword'} maxLength={f === 'oldPassword' ? 128 : password?.maxLength ?? 128}
        inputRef={(el) => { inputs.current[f] = el; }} />
    </FormField>
  );

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate>
      {field('oldPassword', t('oldPassword'), t('oldPasswordPlaceholder'))}
      {field('newPassword', t('newPassword'), t('newPasswordPlaceholder'))}
      {field('confirmNewPassword', t('confirmPassword'), t('confirmPasswordPlaceholder'))}
      <button type="submit" className={styles.primary} disabled={state !== 'idle'} aria-busy={state === 'busy'}>{t('submit')}</button>
      <ConfirmDialog
        open={samePopup}
        title={t('sameTitle')}
        body={t('sameBody')}
        submitLabel={t('sameSubmit')}
        onCancel={() => setSamePopup(false)}
        onSubmit={() => { setSamePopup(false); inputs.current.newPassword?.focus(); }}
      />
      <Toast kind={state === 'busy' ? 'loading' : 'info'} message={state === 'busy' ? t('submitting') : state === 'done' ? t('success') : null} />
    </form>
  );
}

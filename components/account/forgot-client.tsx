'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import {
  firstError, forgotEmailOrder, forgotPhoneOrder, forgotSuccess_ms, validateForgotEmail, validateForgotPhone,
  type ForgotEmailField, type ForgotMethod, type ForgotMethods, type ForgotPhoneField,
} from '@/lib/auth/password-forms';
import { defaultDialingCode } from '@/lib/auth/dialing-codes';
import { requestSmsCode } from '@/lib/auth/sms-countdown';
import { errorMessageKey } from '@/lib/i18n/errors';
import { wpsFetch } from '@/lib/net/wps-fetch';
import { emailMax_chars, mobileMax_digits, smsCodeMax_digits, validateMobile, validationMessageKey } from '@/lib/validation';
import type { RegisterFieldSetting } from '@/lib/wps/schemas/system';
import { Toast } from '@/components/ui/toast';
import { DialingCodeSelect } from './dialing-code-select';
import { FormField } from './form-field';
import { SmsCodeButton } from './sms-code-button';
import { MethodTabs } from './method-tabs';
import { DigitsInput } from './digits-input';
import { useFieldVisits } from './use-field-visits';
import styles from './account.module.css';

export interface ForgotClientProps {
  /** SPEC §2 / §4 method rules (CHNGPASSVERIF3, CHNGPASSMAIL3), worked out on the server. */
  methods: ForgotMethods;
  /** The merchant's mobileNum and password register settings (minimum length, password rule). */
  settings: { mobileNum: RegisterFieldSetting | null; password: RegisterFieldSetting | null };
  country: string | null;
}

/**
 * Forgot password (SPEC §2, §4, §5): e-mail mode asks for the username and e-mail, shows a
 * loading message, then the success message for 1 s, then goes back; phone mode sets a new
 * password with an SMS code and logs the member in (then /m/home). A toggle between them
 * only when both methods are on.
 */
export function ForgotClient({ methods, settings, country }: ForgotClientProps) {
  const t = useTranslations('account.forgot');
  const [method, setMethod] = useState<ForgotMethod>(methods.initial);
  const uid = useId();
  return (
    <div className={styles.card}>
      {methods.toggle && <MethodTabs uid={uid} label={t('methods')} methods={[{ value: 'email' as const, label: t('tabEmail') }, { value: 'phone' as const, label: t('tabPhone') }]} current={method} onPick={setMethod} />}
      <div id={`${uid}-panel`} role={methods.toggle ? 'tabpanel' : undefined} aria-labelledby={methods.toggle ? `${uid}-tab-${method}` : undefined}>
        {method === 'email' ? <ForgotByEmail /> : <ForgotByPhone settings={settings} country={country} />}
      </div>
    </div>
  );
}

function ForgotByEmail() {
  const t = useTranslations('account.forgot');
  const te = useTranslations();
  const router = useRouter();
  const uid = useId();
  const id = (f: string) => `${uid}-${f}`;
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const visits = useFieldVisits<ForgotEmailField>();
  // SPEC §5 rules on the current values; what of it shows follows the member's visits (issue 15).
  const errors = visits.shown(validateForgotEmail({ username, email }));
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const inputs = useRef<Partial<Record<ForgotEmailField, HTMLInputElement | null>>>({});

  useEffect(() => {
    if (state !== 'sent') return;
    const timer = setTimeout(() => router.back(), forgotSuccess_ms);
    return () => clearTimeout(timer);
  }, [state, router]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (state !== 'idle') return;
    visits.submitted();
    const first = firstError(forgotEmailOrder, validateForgotEmail({ username, email }));
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    setState('sending');
    // SPEC §7: the answer is not read; success is assumed (the platform never says whether the account matched).
    await wpsFetch('memberPasswordEmail', { username: username.trim(), email: email.trim() });
    setState('sent');
  };

  const errorText = (f: ForgotEmailField) => {
    const key = errors[f];
    if (!key) return null;
    return f === 'username' && key === 'required' ? t('usernameRequired') : te(validationMessageKey(key));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormField id={id('username')} label={t('username')} errorText={errorText('username')}>
        <input
          ref={(el) => { inputs.current.username = el; }}
          id={id('username')}
          name="username"
          className={styles.input}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          placeholder={t('usernamePlaceholder')}
          value={username}
          aria-invalid={!!errors.username}
          aria-describedby={errors.username ? `${id('username')}-error` : undefined}
          onChange={(e) => { setUsername(e.target.value); visits.typed('username'); }}
          onBlur={() => visits.left('username')}
        />
      </FormField>
      <FormField id={id('email')} label={t('email')} errorText={errorText('email')}>
        <input
          ref={(el) => { inputs.current.email = el; }}
          id={id('email')}
          name="email"
          type="email"
          className={styles.input}
          autoComplete="email"
          maxLength={emailMax_chars}
          placeholder={t('emailPlaceholder')}
          value={email}
          aria-invalid={!!errors.email}
          aria-describedby={errors.email ? `${id('email')}-error` : undefined}
          onChange={(e) => { setEmail(e.target.value); visits.typed('email'); }}
          onBlur={() => visits.left('email')}
        />
      </FormField>
      <button type="submit" className={styles.primary} disabled={state !== 'idle'} aria-busy={state === 'sending'}>
        {t('retrieve')}
      </button>
      <Toast kind={state === 'sending' ? 'loading' : 'info'} message={state === 'sending' ? t('sending') : state === 'sent' ? t('emailSent') : null} />
    </form>
  );
}

function ForgotByPhone({ settings, country }: Pick<ForgotClientProps, 'settings' | 'country'>) {
  const t = useTranslations('account.forgot');
  const te = useTranslations();
  const router = useRouter();
  const uid = useId();
  const id = (f: string) => `${uid}-${f}`;
  const [countryDialingCode, setCountryDialingCode] = useState(() => defaultDialingCode(country));
  const [values, setValues] = useState<Record<ForgotPhoneField, string>>({ mobileNum: '', verificationCode: '', newPassword: '' });
  const [touched, setTouched] = useState(false);
  const visits = useFieldVisits<ForgotPhoneField>();
  const errors = visits.shown(validateForgotPhone(values, settings));
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<ForgotPhoneField, HTMLInputElement | null>>>({});

  const set = (f: ForgotPhoneField, v: string) => {
    setTouched(true);
    setValues((x) => ({ ...x, [f]: v }));
    visits.typed(f);
  };

  const sendCode = async (): Promise<number | null> => {
    if (validateMobile(values.mobileNum, settings.mobileNum?.minLength ?? null)) {
      visits.reveal(['mobileNum']);
      inputs.current.mobileNum?.focus();
      return null;
    }
    setMessage(null);
    const r = await requestSmsCode('verificationSmsNoLogin', { mobileNum: values.mobileNum.trim(), countryDialingCode, purpose: 'reset' });
    if (!r.ok) setMessage(te(errorMessageKey(r.errorCode)));
    return r.ok ? r.until_ms : null;
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy || !touched) return;
    visits.submitted();
    const first = firstError(forgotPhoneOrder, validateForgotPhone(values, settings));
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    setBusy(true);
    setMessage(null);
    const r = await wpsFetch('memberPasswordSms', {
      mobileNum: values.mobileNum.trim(),
      countryDialingCode,
      verificationCode: values.verificationCode.trim(),
      newPassword: values.newPassword,
    });
    if (r.success) {
      // The platform logged the member in with the new password (the BFF keeps the session).
      router.replace('/m/home');
      router.refresh();
      return;
    }
    setBusy(false);
    setMessage(te(errorMessageKey(r.errorCode)));
    // Every rule passed before the call: the code cleared below is not an error until retyped.
    visits.reset();
    // SPEC §8: other set-password-by-phone failures clear the verification code.
    setValues((x) => ({ ...x, verificationCode: '' }));
  };

  const errorText = (f: ForgotPhoneField) => {
    const key = errors[f];
    if (!key) return null;
    return f === 'mobileNum' ? te('errors.mobile.invalid') : te(validationMessageKey(key));
  };
  const described = (f: ForgotPhoneField) => (errors[f] ? `${id(f)}-error` : undefined);

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormField id={id('mobileNum')} label={t('mobile')} errorText={errorText('mobileNum')}>
        <DialingCodeSelect id={id('dialingCode')} label={t('dialingCode')} value={countryDialingCode} onChange={setCountryDialingCode} />
        <DigitsInput
          inputRef={(el) => { inputs.current.mobileNum = el; }}
          id={id('mobileNum')} name="mobileNum" tel autoComplete="tel-national" max={mobileMax_digits}
          placeholder={t('mobilePlaceholder')} value={values.mobileNum}
          invalid={!!errors.mobileNum} describedBy={described('mobileNum')}
          onDigits={(d) => set('mobileNum', d)} onBlur={() => visits.left('mobileNum')}
        />
      </FormField>
      <FormField id={id('verificationCode')} label={t('smsCode')} errorText={errorText('verificationCode')}>
        <DigitsInput
          inputRef={(el) => { inputs.current.verificationCode = el; }}
          id={id('verificationCode')} name="verificationCode" autoComplete="one-time-code" max={smsCodeMax_digits}
          placeholder={t('smsCodePlaceholder')} value={values.verificationCode}
          invalid={!!errors.verificationCode} describedBy={described('verificationCode')}
          onDigits={(d) => set('verificationCode', d)} onBlur={() => visits.left('verificationCode')}
        />
        <SmsCodeButton onSend={sendCode} disabled={busy} />
      </FormField>
      <FormField id={id('newPassword')} label={t('newPassword')} errorText={errorText('newPassword')}>
        <input
          ref={(el) => { inputs.current.newPassword = el; }}
          id={id('newPassword')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          className={styles.input}
          maxLength={settings.password?.maxLength ?? 128}
          placeholder={t('newPasswordPlaceholder')}
          value={values.newPassword}
          aria-invalid={!!errors.newPassword}
          aria-describedby={described('newPassword')}
          onChange={(e) => set('newPassword', e.target.value)}
          onBlur={() => visits.left('newPassword')}
        />
      </FormField>
      {message && (
        <p role="alert" className={styles.alert}>{message}</p>
      )}
      <button type="submit" className={styles.primary} disabled={busy || !touched} aria-busy={busy}>
        {t('submitPhone')}
      </button>
      <Toast kind="loading" message={busy ? t('sending') : null} />
    </form>
  );
}

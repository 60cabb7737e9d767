'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import {
  captchaRequested, firstInvalidField, loginLimits, loginRequestBody, validateLoginForm, validateLoginMobile,
  type LoginField, type LoginFieldError,
} from '@/lib/auth/login-form';
import { forgetRememberedLogin, readRememberedLogin, writeRememberedLogin, type LoginMethod } from '@/lib/auth/remembered-login';
import { defaultDialingCode } from '@/lib/auth/dialing-codes';
import { afterLoginPath } from '@/lib/auth/safe-next';
import { requestSmsCode } from '@/lib/auth/sms-countdown';
import { errorMessageKey } from '@/lib/i18n/errors';
import { wpsFetch } from '@/lib/net/wps-fetch';
import { CaptchaImage } from './captcha-image';
import { DialingCodeSelect } from './dialing-code-select';
import { FormField } from './form-field';
import { SmsCodeButton } from './sms-code-button';
import { MethodTabs } from './method-tabs';
import { DigitsInput } from './digits-input';
import { useFieldVisits } from './use-field-visits';
import styles from './account.module.css';

export interface LoginClientProps {
  /** SPEC §2: the SMS tab, only when the merchant's mobile-code login is on. */
  smsLogin: boolean;
  /** Where to go after login: already checked by safeNextPath on the server. */
  next: string;
  /** The visitor's country (system status location), for the default dialing code. */
  country: string | null;
  /** The agents' own login path (SPEC §6, POST /wps/session/login/agent): a member is refused there, and an agent lands on /m/agent. */
  agent?: boolean;
}

const EyeIcon = ({ open }: { open: boolean }) => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false">
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {!open && <path d="M4 4l16 16" />}
  </svg>
);

function Field({ id, label, error, errorText, children }: { id: string; label: string; error?: LoginFieldError; errorText?: string; children: ReactNode }) {
  return <FormField id={id} label={label} errorText={error ? errorText : undefined}>{children}</FormField>;
}

/**
 * The login form of SPEC §2 (username tab, and the SMS tab when switched on), with the SPEC §4
 * captcha and get-code rules and remember me. Remember me keeps the method, username or
 * mobile and dialing code in local storage, never a password, and asks the server for a
 * 30-day session. On success the route becomes `next` and the server components re-render,
 * so the header shows the balance.
 */
export function LoginClient({ smsLogin, next, country, agent = false }: LoginClientProps) {
  const t = useTranslations('account.login');
  const te = useTranslations();
  const router = useRouter();
  const uid = useId();
  const id = (f: LoginField | 'dialingCode') => `${uid}-${f}`;

  const [method, setMethod] = useState<LoginMethod>('username');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [mobileNum, setMobileNum] = useState('');
  const [countryDialingCode, setCountryDialingCode] = useState(() => defaultDialingCode(country));
  const [messageCode, setMessageCode] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [focusCaptcha, setFocusCaptcha] = useState(false);
  const [remember, setRemember] = useState(false);
  const visits = useFieldVisits<LoginField>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  /** Fills the fields of a method from what remember me kept (nothing when it kept nothing). */
  const loadRemembered = (m: LoginMethod) => {
    const r = readRememberedLogin(window.localStorage);
    if (!r) return;
    if (m === 'username' && r.username) setUsername(r.username);
    if (m === 'sms') {
      if (r.mobileNum) setMobileNum(r.mobileNum);
      setCountryDialingCode(defaultDialingCode(country, r.countryDialingCode));
    }
  };

  // Local storage exists only in the browser, so remembered values arrive after hydration.
  useEffect(() => {
    const r = readRememberedLogin(window.localStorage);
    if (!r) return;
    const m: LoginMethod = r.type === 'sms' && smsLogin ? 'sms' : 'username';
    setRemember(true);
    setMethod(m);
    loadRemembered(m);
    // Once after mount: later renders never re-read storage over what the visitor typed.
  }, []);

  const switchMethod = (m: LoginMethod) => {
    if (m === method) return;
    setMethod(m);
    visits.reset();
    setMessage(null);
    loadRemembered(m);
    if (captchaShown) {
      setCaptcha('');
      setCaptchaKey((k) => k + 1);
    }
  };

  const focus = (f: LoginField) => inputs.current[f]?.focus();
  const input = { method, username, password, mobileNum, countryDialingCode, messageCode, captcha };
  // SPEC §5 rules on the current values; what of it shows follows the member's visits (issue 15).
  const errors = visits.shown(validateLoginForm(input, { captchaShown }));

  const sendCode = async (): Promise<number | null> => {
    if (validateLoginMobile(mobileNum)) {
      visits.reveal(['mobileNum']);
      focus('mobileNum');
      return null;
    }
    setMessage(null);
    const r = await requestSmsCode('verificationSmsNoLogin', { mobileNum: mobileNum.trim(), countryDialingCode, purpose: 'login' });
    if (!r.ok) setMessage(te(errorMessageKey(r.errorCode)));
    return r.ok ? r.until_ms : null;
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    visits.submitted();
    const found = validateLoginForm(input, { captchaShown });
    const first = firstInvalidField(method, found);
    if (first) {
      focus(first);
      return;
    }
    setBusy(true);
    setMessage(null);
    const r = await wpsFetch(agent ? 'sessionLoginAgent' : 'sessionLogin', loginRequestBody(input, { captchaShown, remember }));
    if (r.success) {
      if (remember) writeRememberedLogin(window.localStorage, { type: method, username, mobileNum, countryDialingCode });
      else forgetRememberedLogin(window.localStorage);
      const first = (r.value as { firstTimeLogin?: unknown } | null)?.firstTimeLogin === true;
      router.replace(agent && !first ? '/m/agent' : afterLoginPath(next, first));
      router.refresh();
      return;
    }
    setBusy(false);
    // Every rule passed before the call, so the refusal starts the fields afresh: the captcha that
    // appears (or is cleared) empty is not an error until the member has been at it.
    visits.reset();
    // SPEC §4: hidden until a failure carries the flag; from then on a new image after each failure.
    const appears = !captchaShown && captchaRequested(r.value);
    // The failure that brings the captcha leaves no message: the new field says what to do next,
    // and an old error beside it would blame a code the member has not been shown yet.
    // A member on a time-out or self-exclusion (modules/limits) is told when it ends.
    const until = breakEndOf(r.value);
    setMessage(appears ? null : until ? `${te(errorMessageKey(r.errorCode))} ${t('breakUntil', { date: until })}` : te(errorMessageKey(r.errorCode)));
    if (captchaShown || appears) {
      setCaptchaShown(true);
      setCaptcha('');
      setCaptchaKey((k) => k + 1);
    }
    if (appears) setFocusCaptcha(true);
  };

  // The captcha field exists only after the render that shows it.
  useEffect(() => {
    if (!focusCaptcha) return;
    focus('captcha');
    setFocusCaptcha(false);
  }, [focusCaptcha]);

  const described = (f: LoginField) => (errors[f] ? `${id(f)}-error` : undefined);
  const errorText = (f: LoginField) => (errors[f] ? t(`invalid.${errors[f]}`) : undefined);

  return (
    <div className={styles.card}>
      {smsLogin && <MethodTabs uid={uid} label={t('methods')} methods={[{ value: 'username' as const, label: t('tabUsername') }, { value: 'sms' as const, label: t('tabSms') }]} current={method} onPick={switchMethod} />}

      <form
        id={`${uid}-panel`}
        role={smsLogin ? 'tabpanel' : undefined}
        aria-labelledby={smsLogin ? `${uid}-tab-${method}` : undefined}
        className={styles.form}
        onSubmit={submit}
        noValidate
      >
        {method === 'username' ? (
          <>
            <Field id={id('username')} label={t('username')} error={errors.username} errorText={errorText('username')}>
              <input
                ref={(el) => { inputs.current.username = el; }}
                id={id('username')}
                name="username"
                className={styles.input}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={loginLimits.username_chars}
                placeholder={t('usernamePlaceholder')}
                value={username}
                aria-invalid={!!errors.username}
                aria-describedby={described('username')}
                onChange={(e) => { setUsername(e.target.value); visits.typed('username'); }}
                onBlur={() => visits.left('username')}
              />
            </Field>
            <Field id={id('password')} label={t('password')} error={errors.password} errorText={errorText('password')}>
              <input
                ref={(el) => { inputs.current.password = el; }}
                id={id('password')}
                name="password"
                type={showPassword ? 'text' : 'password'}
                className={styles.input}
                autoComplete="current-password"
                maxLength={loginLimits.password_chars}
                placeholder={t('passwordPlaceholder')}
                value={password}
                aria-invalid={!!errors.password}
                aria-describedby={described('password')}
                onChange={(e) => { setPassword(e.target.value); visits.typed('password'); }}
                onBlur={() => visits.left('password')}
              />
              <button
                type="button"
                className={styles.plainButton}
                aria-label={showPassword ? t('hidePassword') : t('showPassword')}
                aria-pressed={showPassword}
                aria-controls={id('password')}
                onClick={() => setShowPassword((s) => !s)}
              >
                <EyeIcon open={showPassword} />
              </button>
            </Field>
          </>
        ) : (
          <>
            <Field id={id('mobileNum')} label={t('mobile')} error={errors.mobileNum} errorText={errorText('mobileNum')}>
              <DialingCodeSelect id={id('dialingCode')} label={t('dialingCode')} value={countryDialingCode} onChange={setCountryDialingCode} />
              <DigitsInput
                inputRef={(el) => { inputs.current.mobileNum = el; }}
                id={id('mobileNum')} name="mobileNum" tel autoComplete="tel-national" max={loginLimits.mobile_digits}
                placeholder={t('mobilePlaceholder')} value={mobileNum}
                invalid={!!errors.mobileNum} describedBy={described('mobileNum')}
                onDigits={(d) => { setMobileNum(d); visits.typed('mobileNum'); }} onBlur={() => visits.left('mobileNum')}
              />
            </Field>
            <Field id={id('messageCode')} label={t('smsCode')} error={errors.messageCode} errorText={errorText('messageCode')}>
              <DigitsInput
                inputRef={(el) => { inputs.current.messageCode = el; }}
                id={id('messageCode')} name="messageCode" autoComplete="one-time-code" max={loginLimits.smsCode_digits}
                placeholder={t('smsCodePlaceholder')} value={messageCode}
                invalid={!!errors.messageCode} describedBy={described('messageCode')}
                onDigits={(d) => { setMessageCode(d); visits.typed('messageCode'); }} onBlur={() => visits.left('messageCode')}
              />
              <SmsCodeButton onSend={sendCode} disabled={busy} />
            </Field>
          </>
        )}

        {captchaShown && (
          <Field id={id('captcha')} label={t('captcha')} error={errors.captcha} errorText={errorText('captcha')}>
            <DigitsInput
              inputRef={(el) => { inputs.current.captcha = el; }}
              id={id('captcha')} name="captcha" autoComplete="off" max={loginLimits.captcha_digits}
              placeholder={t('captchaPlaceholder')} value={captcha}
              invalid={!!errors.captcha} describedBy={described('captcha')}
              onDigits={(d) => { setCaptcha(d); visits.typed('captcha'); }} onBlur={() => visits.left('captcha')}
            />
            <CaptchaImage refreshKey={captchaKey} />
          </Field>
        )}

        <div className={styles.row}>
          <label className={styles.check}>
            <input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            <span>{t('remember')}</span>
          </label>
        </div>

        {message && (
          <p role="alert" className={styles.alert}>{message}</p>
        )}

        <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
          {busy ? t('submitting') : t('submit')}
        </button>
      </form>
    </div>
  );
}

/** The end of the break a refused login names (member.timeout, member.self.excluded: value {kind, endsAt}), as a date in the browser's language. */
function breakEndOf(value: unknown): string | null {
  const endsAt = (value as { endsAt?: unknown } | null)?.endsAt;
  if (typeof endsAt !== 'string' || Number.isNaN(Date.parse(endsAt))) return null;
  return new Intl.DateTimeFormat(document.documentElement.lang || undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(endsAt));
}

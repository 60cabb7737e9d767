'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/frame/link';
import {
  errorMap, failedField, languageRevalidate_ms, registerCall, registerRequestBody, successToast_ms, validateRegisterForm,
  visibleRegisterFields, type RegisterErrors, type RegisterMethods, type RegisterValues,
} from '@/lib/auth/register-form';
import { defaultDialingCode } from '@/lib/auth/dialing-codes';
import { digitsOnly } from '@/lib/auth/login-form';
import { requestSmsCode } from '@/lib/auth/sms-countdown';
import { errorMessageKey } from '@/lib/i18n/errors';
import { wpsFetch } from '@/lib/net/wps-fetch';
import { runningInstalled } from '@/lib/pwa/display';
import { captchaMax_chars, mobileMax_digits, smsCodeMax_digits, validateMobile, validationMessageKey, type RegisterMethod } from '@/lib/validation';
import type { RegisterFieldName, RegisterSettings } from '@/lib/wps/schemas/system';
import { Toast } from '@/components/ui/toast';
import { CaptchaImage } from './captcha-image';
import { DialingCodeSelect } from './dialing-code-select';
import { FormField } from './form-field';
import { SmsCodeButton } from './sms-code-button';
import { MethodTabs } from './method-tabs';
import { useFieldVisits } from './use-field-visits';
import styles from './account.module.css';

export interface RegisterClientProps {
  /** The merchant's register field settings (system status info.register). */
  settings: RegisterSettings;
  /** SPEC §4 method rules, worked out on the server from the white-label modules. */
  methods: RegisterMethods;
  /** The affiliate code of the link (?aff= / ?affiliateCode=), '' when none. */
  affiliate: string;
  /** A member's referral code of the link (?ref=), '' when none: sent as the referrer (recommenderId). */
  referral?: string;
  /** The visitor's country, for the default dialing code. */
  country: string | null;
}

const secret = new Set<RegisterFieldName>(['password', 'confirmPassword', 'paymentPassword']);
const numeric = new Set<RegisterFieldName>(['mobileNum', 'qqNum', 'verificationCode']);
const autoComplete: Partial<Record<RegisterFieldName, string>> = {
  username: 'username', password: 'new-password', confirmPassword: 'new-password', paymentPassword: 'off', email: 'email',
  mobileNum: 'tel-national', verificationCode: 'one-time-code', captcha: 'off', nickname: 'nickname', payeeName: 'name',
  birthday: 'bday',
};

/**
 * The register form of SPEC §2 / §4 / §5: username or mobile tab (toggle only when both are
 * on; the typed mobile number stays when switching), the fields the merchant enabled, the
 * captcha image (tap refreshes), the SMS code in mobile mode, the agreement (ticked; unticked
 * disables the button). Client rules come from lib/validation, the first wrong field takes
 * focus; the affiliate code is checked with the platform before the register call. Success
 * logs the member in (the BFF keeps the session): a toast, then /m/home.
 */
export function RegisterClient({ settings, methods, affiliate, referral = '', country }: RegisterClientProps) {
  const t = useTranslations('account.register');
  const te = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const uid = useId();
  const id = (f: string) => `${uid}-${f}`;

  const [method, setMethod] = useState<RegisterMethod>(methods.initial);
  const [values, setValues] = useState<RegisterValues>(() => ({ ...(affiliate ? { affiliateCode: affiliate } : {}), ...(referral ? { recommenderId: referral } : {}) }));
  const [countryDialingCode, setCountryDialingCode] = useState(() => defaultDialingCode(country));
  const [agreed, setAgreed] = useState(true);
  const visits = useFieldVisits<RegisterFieldName>();
  // Errors no rule on the values finds: a refused invitation code, a get-code tap without a valid number.
  const [extraErrors, setExtraErrors] = useState<RegisterErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<RegisterFieldName, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const inputs = useRef<Partial<Record<RegisterFieldName, HTMLInputElement | null>>>({});
  const verifiedAffiliate = useRef<string | null>(null);
  const latest = useRef(values);
  latest.current = values;

  const fields = visibleRegisterFields(settings, method);
  const shown = (f: RegisterFieldName) => fields.includes(f);
  // SPEC §5 rules on the current values; what of it shows follows the member's visits (issue 15).
  const ruleErrors = visits.shown(errorMap(validateRegisterForm(values, settings, method)));

  // SPEC §4: a language change re-validates the filled fields after 200 ms.
  const firstLocale = useRef(locale);
  useEffect(() => {
    if (locale === firstLocale.current) return;
    firstLocale.current = locale;
    const timer = setTimeout(() => {
      const v = latest.current;
      visits.reveal((Object.keys(v) as RegisterFieldName[]).filter((f) => (v[f] ?? '') !== ''));
    }, languageRevalidate_ms);
    return () => clearTimeout(timer);
  }, [locale, visits.reveal]);

  const focus = (f: RegisterFieldName) => inputs.current[f]?.focus();

  const setValue = (f: RegisterFieldName, raw: string) => {
    const value =
      f === 'mobileNum' ? digitsOnly(raw, mobileMax_digits) : f === 'verificationCode' ? digitsOnly(raw, smsCodeMax_digits) : raw;
    setValues({ ...values, [f]: value });
    visits.typed(f);
    setServerErrors((s) => (s[f] ? { ...s, [f]: undefined } : s));
    setExtraErrors((e) => (e[f] ? { ...e, [f]: undefined } : e));
  };

  const switchMethod = (m: RegisterMethod) => {
    if (m === method) return;
    // The values object is shared by both tabs, so the typed mobile number carries over.
    setMethod(m);
    visits.reset();
    setExtraErrors({});
    setServerErrors({});
    setMessage(null);
  };

  /** Username availability when the username field is left (GET /wps/check/username; success false = taken). */
  const checkUsername = async () => {
    const username = (values.username ?? '').trim();
    if (method !== 'username' || username === '' || errorMap(validateRegisterForm(values, settings, method)).username) return;
    const r = await wpsFetch('checkUsername', { username });
    if (!r.success && !r.errorCode?.startsWith('upstream.') && r.errorCode !== 'TOO_MANY_REQUESTS') {
      setServerErrors((s) => ({ ...s, username: 'user.exists' }));
    }
  };

  const sendCode = async (): Promise<number | null> => {
    const mobile = values.mobileNum ?? '';
    const invalid = validateMobile(mobile);
    if (invalid) {
      setExtraErrors((e) => ({ ...e, mobileNum: invalid }));
      focus('mobileNum');
      return null;
    }
    setMessage(null);
    const r = await requestSmsCode('verificationSmsRegister', { mobileNo: mobile.trim(), countryDialingCode });
    if (!r.ok) setMessage(te(errorMessageKey(r.errorCode)));
    return r.ok ? r.until_ms : null;
  };

  const refreshCaptcha = () => {
    if (!shown('captcha')) return;
    setValues((v) => ({ ...v, captcha: '' }));
    setCaptchaKey((k) => k + 1);
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy || done || !agreed) return;
    const found = validateRegisterForm(values, settings, method);
    visits.submitted();
    setExtraErrors({});
    setServerErrors({});
    setMessage(null);
    if (found.length > 0) {
      focus(found[0]!.field);
      return;
    }
    setBusy(true);
    // SPEC §4: the affiliate code is checked on submit when the field is on the form.
    const code = (values.affiliateCode ?? '').trim();
    if (shown('affiliateCode') && code !== '' && verifiedAffiliate.current !== code) {
      const a = await wpsFetch('agentAffiliate', { code });
      if (!a.success) {
        setBusy(false);
        setExtraErrors((x) => ({ ...x, affiliateCode: 'invitationCodeError' }));
        focus('affiliateCode');
        return;
      }
      verifiedAffiliate.current = code;
    }
    const body = registerRequestBody(values, settings, method, {
      countryDialingCode,
      referral,
      href: window.location.href,
      hostname: window.location.hostname,
      installed: runningInstalled(),
    });
    const r = await wpsFetch(registerCall(method), body);
    if (r.success) {
      setDone(true);
      setBusy(false);
      setTimeout(() => {
        router.replace('/m/home');
        router.refresh();
      }, successToast_ms);
      return;
    }
    setBusy(false);
    // Every rule passed before the call, so the refusal starts the fields afresh: the captcha
    // cleared for a new image is not an error of the member's until they have been at it.
    visits.reset();
    const field = failedField(r.value);
    const text = errorMessageKey(r.errorCode);
    if (field && shown(field)) {
      setServerErrors({ [field]: r.errorCode ?? 'unknown.error' });
      if (field !== 'captcha') focus(field);
    } else {
      setMessage(te(text));
    }
    // The captcha answer is single use: a new image after every refused attempt.
    refreshCaptcha();
    if (field === 'captcha') setTimeout(() => focus('captcha'), 0);
  };

  const errorText = (f: RegisterFieldName): string | null => {
    const key = extraErrors[f] ?? ruleErrors[f];
    if (key) return te(validationMessageKey(key));
    const code = serverErrors[f];
    return code ? te(errorMessageKey(code)) : null;
  };

  const input = (f: RegisterFieldName) => {
    const err = errorText(f);
    const max = f === 'captcha' ? captchaMax_chars : f === 'mobileNum' ? mobileMax_digits : f === 'verificationCode' ? smsCodeMax_digits : settings[f]?.maxLength ?? undefined;
    return (
      <input
        ref={(el) => { inputs.current[f] = el; }}
        id={id(f)}
        name={f}
        type={secret.has(f) ? 'password' : f === 'email' ? 'email' : f === 'birthday' ? 'date' : f === 'mobileNum' ? 'tel' : 'text'}
        inputMode={numeric.has(f) ? 'numeric' : undefined}
        autoComplete={autoComplete[f] ?? 'off'}
        autoCapitalize="none"
        spellCheck={false}
        className={styles.input}
        maxLength={max}
        placeholder={t(`placeholders.${f}`)}
        value={values[f] ?? ''}
        aria-invalid={!!err}
        aria-describedby={err ? `${id(f)}-error` : undefined}
        onChange={(e) => setValue(f, e.target.value)}
        onBlur={() => {
          visits.left(f);
          if (f === 'username') void checkUsername();
        }}
      />
    );
  };

  return (
    <div className={styles.card}>
      {methods.toggle && <MethodTabs uid={uid} label={t('methods')} methods={[{ value: 'username' as const, label: t('tabUsername') }, { value: 'mobile' as const, label: t('tabMobile') }]} current={method} onPick={switchMethod} />}

      <form
        id={`${uid}-panel`}
        role={methods.toggle ? 'tabpanel' : undefined}
        aria-labelledby={methods.toggle ? `${uid}-tab-${method}` : undefined}
        className={styles.form}
        onSubmit={submit}
        noValidate
      >
        {fields.map((f) => (
          <FormField key={f} id={id(f)} label={t(`fields.${f}`)} errorText={errorText(f)}>
            {f === 'mobileNum' && (
              <DialingCodeSelect id={id('dialingCode')} label={t('dialingCode')} value={countryDialingCode} onChange={setCountryDialingCode} />
            )}
            {input(f)}
            {f === 'captcha' && <CaptchaImage refreshKey={captchaKey} />}
            {f === 'verificationCode' && <SmsCodeButton onSend={sendCode} disabled={busy} />}
          </FormField>
        ))}

        <div className={styles.row}>
          <label className={styles.check}>
            <input type="checkbox" name="agreement" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
            <span>{t('agreement')}</span>
          </label>
        </div>

        {message && (
          <p role="alert" className={styles.alert}>{message}</p>
        )}

        <button type="submit" className={styles.primary} disabled={!agreed || busy || done} aria-busy={busy}>
          {t('submit')}
        </button>
        <p className={styles.footLinks}>
          <span>{t('haveAccount')}</span>
          <Link href="/m/login" className={styles.link}>{t('login')}</Link>
        </p>
      </form>
      <Toast kind={done ? 'info' : 'loading'} message={done ? t('success') : busy ? t('submitting') : null} />
    </div>
  );
}

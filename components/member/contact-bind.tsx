'use client';

import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { errorMessageKey } from '@/lib/i18n/errors';
import { validateEmail } from '@/lib/validation';
import { wpsFetch } from '@/lib/net/wps-fetch';
import { DialingCodeSelect } from '@/components/account/dialing-code-select';
import { FormField } from '@/components/account/form-field';
import { SmsCodeButton } from '@/components/account/sms-code-button';
import account from '@/components/account/account.module.css';

type Kind = 'email' | 'mobile';

/**
 * Binds an e-mail address or a mobile number with the code sent to it (issue 19, security
 * centre): get a code (the countdown of SPEC §4), type it, bind. The platform holds the rules
 * (SPEC §5 e-mail rule, mobile digits, a code per target, five wrong answers spend it); the form
 * checks the address first only so that no code is asked for a mistyped one.
 */
export function ContactBind({ kind }: { kind: Kind }) {
  const t = useTranslations('member.security');
  const te = useTranslations();
  const router = useRouter();
  const uid = useId();
  const [email, setEmail] = useState('');
  const [dialing, setDialing] = useState('+86');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const emailProblem = kind === 'email' && email.trim() !== '' && validateEmail(email) !== null;
  const targetReady = kind === 'email' ? email.trim() !== '' && !emailProblem : /^\d{1,20}$/.test(mobile.trim());

  const send = async (): Promise<number | null> => {
    setError(null);
    if (!targetReady) {
      setError(kind === 'email' ? 'email.format.invalid' : 'mobile.invalid');
      return null;
    }
    const r = kind === 'email'
      ? await wpsFetch('verificationEmailBind', { email: email.trim() })
      : await wpsFetch('verificationSmsBind', { countryDialingCode: dialing, mobileNum: mobile.trim() });
    if (!r.success) {
      setError(r.errorCode);
      return null;
    }
    setSent(true);
    return r.value.expirationTime;
  };

  const bind = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    setError(null);
    if (!/^\d{1,10}$/.test(code.trim())) return setError('verification.code.invalid');
    setBusy(true);
    const r = kind === 'email'
      ? await wpsFetch('memberEmail', { email: email.trim(), verificationCode: code.trim() })
      : await wpsFetch('memberMobile', { countryDialingCode: dialing, mobileNum: mobile.trim(), verificationCode: code.trim() });
    setBusy(false);
    if (!r.success) return setError(r.errorCode);
    setCode('');
    setSent(false);
    router.refresh();
  };

  return (
    <form className={account.form} onSubmit={bind} noValidate data-testid={`bind-${kind}`}>
      {kind === 'email' ? (
        <FormField id={`${uid}-target`} label={t('emailNew')} errorText={emailProblem ? te(errorMessageKey('email.format.invalid')) : null}>
          <input id={`${uid}-target`} className={account.input} type="email" inputMode="email" autoComplete="email" maxLength={254}
            value={email} onChange={(e) => setEmail(e.target.value)} />
        </FormField>
      ) : (
        <FormField id={`${uid}-target`} label={t('mobileNew')}>
          <DialingCodeSelect id={`${uid}-dialing`} label={t('dialingCode')} value={dialing} onChange={setDialing} />
          <input id={`${uid}-target`} className={account.input} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={20}
            value={mobile} onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))} />
        </FormField>
      )}
      <FormField id={`${uid}-code`} label={t('code')}>
        <input id={`${uid}-code`} className={account.input} inputMode="numeric" autoComplete="one-time-code" maxLength={10}
          value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
        <SmsCodeButton onSend={send} disabled={!targetReady} />
      </FormField>
      {sent && !error && <p className={account.muted} role="status">{t('codeSent')}</p>}
      {error && <p className={account.alert} role="alert">{te(errorMessageKey(error))}</p>}
      <button type="submit" className={account.primary} disabled={busy || !sent}>{t('bind')}</button>
    </form>
  );
}

'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { errorMessageKey } from '@/lib/i18n/errors';
import { wpsFetch } from '@/lib/net/wps-fetch';
import type { AgentProduct } from '@/lib/wps/schemas/agent';
import { rebateProducts as agentProducts } from '@/lib/wps/words';
import account from '@/components/account/account.module.css';
import styles from './agent.module.css';

/** A rate typed in percent (0.5) as basis points (50); NaN for anything else. */
export const percentToBp = (s: string): number => (/^\d{1,3}(\.\d{1,2})?$/.test(s.trim()) ? Math.round(Number(s.trim()) * 100) : Number.NaN);
const bpToPercent = (bp: number) => (bp / 100).toFixed(2);

/**
 * The open-account form of /m/agentRegister (POST /wps/agent/downline, encrypted): username,
 * password, agent or member, and a rebate per product up to what the agent may give (the
 * platform checks again). `mode` 'link' makes a promotion link with the type and rates instead.
 */
export function OpenAccountClient({ max, mode }: { max: Partial<Record<AgentProduct, number>>; mode: 'account' | 'link' }) {
  const t = useTranslations('agentHome');
  const te = useTranslations();
  const router = useRouter();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [kind, setKind] = useState<'agent' | 'member'>('member');
  const [rates, setRates] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const products = agentProducts.filter((p) => (max[p] ?? 0) > 0);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const rebates: Partial<Record<AgentProduct, number>> = {};
    for (const p of products) {
      const v = rates[p]?.trim() ?? '';
      if (v === '') continue;
      const bp = percentToBp(v);
      if (Number.isNaN(bp)) { setMessage(te('errors.team.rebate.invalid')); return; }
      rebates[p] = bp;
    }
    setBusy(true);
    setMessage(null);
    const r = mode === 'account'
      ? await wpsFetch('agentDownlineCreate', { username: username.trim(), password, type: kind, rebates })
      : await wpsFetch('agentAffiliateUrlCreate', { kind, rebates });
    setBusy(false);
    if (!r.success) { setMessage(te(errorMessageKey(r.errorCode))); return; }
    if (mode === 'account') {
      setMessage(t('register.opened', { name: username.trim() }));
      setUsername('');
      setPassword('');
    }
    router.refresh();
  }

  const id = (f: string) => `${mode}-${f}`;
  return (
    <form className={account.form} onSubmit={submit} noValidate data-testid={mode === 'account' ? 'open-account-form' : 'link-form'}>
      {mode === 'account' && (
        <>
          <label className={account.field} htmlFor={id('username')}>
            <span className={account.label}>{t('register.username')}</span>
            <input id={id('username')} name="username" className={account.input} autoCapitalize="none" autoComplete="off" maxLength={16} value={username} onChange={(e) => setUsername(e.target.value)} />
          </label>
          <label className={account.field} htmlFor={id('password')}>
            <span className={account.label}>{t('register.password')}</span>
            <input id={id('password')} name="password" type="password" className={account.input} autoComplete="new-password" maxLength={12} value={password} onChange={(e) => setPassword(e.target.value)} />
          </label>
        </>
      )}
      <label className={account.field} htmlFor={id('type')}>
        <span className={account.label}>{t('register.type')}</span>
        <select id={id('type')} name="type" className={account.select} value={kind} onChange={(e) => setKind(e.target.value === 'agent' ? 'agent' : 'member')}>
          <option value="member">{t('kind.member')}</option>
          <option value="agent">{t('kind.agent')}</option>
        </select>
      </label>
      {products.length > 0 && (
        <fieldset className={styles.rates}>
          <legend className={account.label}>{t('register.rebates')}</legend>
          {products.map((p) => (
            <label key={p} className={account.field} htmlFor={id(p)}>
              <span className={account.label}>{t(`products.${p}`)} · {t('register.upTo', { max: bpToPercent(max[p] ?? 0) })}</span>
              <input id={id(p)} name={`rebate-${p}`} inputMode="decimal" className={account.input} value={rates[p] ?? ''} onChange={(e) => setRates({ ...rates, [p]: e.target.value })} />
            </label>
          ))}
        </fieldset>
      )}
      {message && <p className={account.alert} role="status" data-testid={`${mode}-message`}>{message}</p>}
      <button type="submit" className={account.primary} disabled={busy}>{mode === 'account' ? t('register.submit') : t('register.linkCreate')}</button>
    </form>
  );
}

/** Deletes a promotion link (DELETE /wps/agent/affiliateUrls) and redraws the list. */
export function DeleteLink({ id, label }: { id: number; label: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <button type="button" className={account.ghost} disabled={busy} onClick={async () => {
      setBusy(true);
      await wpsFetch('agentAffiliateUrlDelete', { id });
      setBusy(false);
      router.refresh();
    }}>{label}</button>
  );
}

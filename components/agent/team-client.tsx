'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { errorMessageKey } from '@/lib/i18n/errors';
import { wpsFetch } from '@/lib/net/wps-fetch';
import type { AgentProduct } from '@/lib/wps/schemas/agent';
import { rebateProducts as agentProducts } from '@/lib/wps/words';
import type { AgentDownline } from '@/lib/wps/schemas/agent-team';
import account from '@/components/account/account.module.css';
import { percentToBp } from './open-account-client';
import styles from './agent.module.css';

const pct = (bp: number | undefined) => ((bp ?? 0) / 100).toFixed(2);
/** A fresh idempotency key for one transfer: a double tap or a retry of the same form moves the money once. */
const newRequestId = () => `t${crypto.randomUUID().replaceAll('-', '')}`.slice(0, 32);

/**
 * Team management (/m/member/team, GET /wps/agent/downlines): the direct downlines newest first,
 * a username search over the whole team, load-more by cursor, and per downline its detail: the
 * rebate raise (direct downlines; never lower) and a transfer (where the merchant allows it).
 */
export function TeamClient({ initial, nextCursor, transfers }: { initial: AgentDownline[]; nextCursor: number | null; transfers: boolean }) {
  const t = useTranslations('agentHome');
  const [list, setList] = useState(initial);
  const [cursor, setCursor] = useState(nextCursor);
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  const [open, setOpen] = useState<number | null>(null);

  async function load(username: string, from: number | null) {
    const r = await wpsFetch('agentDownlines', { username: username || undefined, cursor: from ?? undefined, size: 20 });
    if (!r.success || !r.value) return;
    const v = r.value as { list: AgentDownline[]; nextCursor: number | null };
    setList(from ? [...list, ...v.list] : v.list);
    setCursor(v.nextCursor);
  }

  return (
    <div className={styles.list}>
      <form className={styles.row} role="search" onSubmit={(e) => { e.preventDefault(); setSearched(query.trim()); void load(query.trim(), null); }}>
        <input aria-label={t('team.search')} placeholder={t('team.search')} className={account.input} value={query} onChange={(e) => setQuery(e.target.value)} data-testid="team-search" />
        <button type="submit" className={account.ghost}>{t('team.searchButton')}</button>
      </form>
      {list.length === 0 && <p className={account.muted}>{t('team.empty')}</p>}
      <ul className={styles.list} data-testid="team-list">
        {list.map((d) => (
          <li key={d.id} className={styles.item} data-downline={d.userName}>
            <div className={styles.itemHead}>
              <span>{d.userName} · {t(`kind.${d.kind}`)}</span>
              <span>{t('team.teamSize', { count: d.teamSize })}</span>
            </div>
            <p className={styles.label}>{d.lastLoginAt ? t('team.lastLogin', { time: new Date(d.lastLoginAt).toLocaleString() }) : t('team.never')} · {t('team.balance', { amount: d.balance })}</p>
            <p className={styles.label}>{agentProducts.filter((p) => d.rebates[p]).map((p) => `${t(`products.${p}`)} ${pct(d.rebates[p])} %`).join(' · ') || '-'}</p>
            <button type="button" className={account.ghost} onClick={() => setOpen(open === d.id ? null : d.id)} aria-expanded={open === d.id}>
              {open === d.id ? t('team.close') : t('team.open')}
            </button>
            {open === d.id && <Detail downline={d} transfers={transfers} onChanged={() => load(searched, null)} />}
          </li>
        ))}
      </ul>
      {cursor && <button type="button" className={account.ghost} onClick={() => load(searched, cursor)} data-testid="team-more">{t('team.loadMore')}</button>}
    </div>
  );
}

function Detail({ downline, transfers, onChanged }: { downline: AgentDownline; transfers: boolean; onChanged: () => void }) {
  const t = useTranslations('agentHome');
  const te = useTranslations();
  const [rates, setRates] = useState<Record<string, string>>(Object.fromEntries(agentProducts.map((p) => [p, pct(downline.rebates[p])])));
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [message, setMessage] = useState<string | null>(null);

  async function raise(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const rebates: Partial<Record<AgentProduct, number>> = {};
    for (const p of agentProducts) {
      const bp = percentToBp(rates[p] ?? '');
      if (Number.isNaN(bp)) { setMessage(te('errors.team.rebate.invalid')); return; }
      if (bp !== (downline.rebates[p] ?? 0)) rebates[p] = bp;
    }
    const r = await wpsFetch('agentDownlineRebatesPut', { memberId: downline.id, rebates });
    setMessage(r.success ? t('team.saved') : te(errorMessageKey(r.errorCode)));
    if (r.success) onChanged();
  }

  async function transfer(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const r = await wpsFetch('agentTransfer', { memberId: downline.id, amount: amount.trim(), requestId, ...(password ? { paymentPassword: password } : {}) });
    setMessage(r.success ? t('team.transferred', { amount: amount.trim() }) : te(errorMessageKey(r.errorCode)));
    if (r.success) {
      setRequestId(newRequestId());
      setAmount('');
      onChanged();
    }
  }

  return (
    <div className={account.form} data-testid="downline-detail">
      {downline.depth === 1 && (
        <form className={account.form} onSubmit={raise}>
          <fieldset className={styles.rates}>
            <legend className={account.label}>{t('team.raise')}</legend>
            {agentProducts.map((p) => (
              <label key={p} className={account.field}>
                <span className={account.label}>{t(`products.${p}`)} (%)</span>
                <input inputMode="decimal" className={account.input} value={rates[p]} onChange={(e) => setRates({ ...rates, [p]: e.target.value })} name={`raise-${p}`} />
              </label>
            ))}
          </fieldset>
          <button type="submit" className={account.primary}>{t('team.save')}</button>
        </form>
      )}
      {transfers && (
        <form className={account.form} onSubmit={transfer}>
          <label className={account.field}>
            <span className={account.label}>{t('team.amount')}</span>
            <input inputMode="decimal" className={account.input} value={amount} onChange={(e) => setAmount(e.target.value)} name="amount" />
          </label>
          <label className={account.field}>
            <span className={account.label}>{t('team.paymentPassword')}</span>
            <input type="password" inputMode="numeric" className={account.input} value={password} onChange={(e) => setPassword(e.target.value)} name="paymentPassword" autoComplete="off" />
          </label>
          <button type="submit" className={account.primary}>{t('team.transfer')}</button>
        </form>
      )}
      {message && <p className={account.alert} role="status">{message}</p>}
    </div>
  );
}

'use client';

import { Fragment, useId, useRef, useState, type FormEvent } from 'react';
import Link from '@/components/frame/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { accountNumberGroups, formatMoney, type MoneyFormat } from '@/lib/format';
import { errorMessageKey } from '@/lib/i18n/errors';
import { wpsFetch } from '@/lib/net/wps-fetch';
import { amountText, checkAmount, toMinor, type AmountProblem } from '@/lib/wallet';
import type { DepositChannel, DepositCreatedValue } from '@/lib/wps/schemas/payments';
import { FormField } from '@/components/account/form-field';
import { useFieldVisits } from '@/components/account/use-field-visits';
import account from '@/components/account/account.module.css';
import styles from './wallet.module.css';

type Field = 'amount' | 'reference';

/**
 * SPEC §2 /m/voucherCenter: the merchant's channels, an amount within the chosen channel's
 * minimum and maximum (typed, or a preset), and for a manual transfer the receiving account
 * and the member's transfer reference. A manual transfer is then pending until an operator
 * approves it; a gateway payment opens the PSP's page.
 */
export function DepositClient({ channels, currency }: { channels: DepositChannel[]; currency: MoneyFormat }) {
  const t = useTranslations('wallet.deposit');
  const te = useTranslations();
  const router = useRouter();
  const uid = useId();
  const [channelId, setChannelId] = useState(channels[0]?.id ?? 0);
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [depositorName, setDepositorName] = useState('');
  const visits = useFieldVisits<Field>();
  const [serverError, setServerError] = useState<string | null>(null);
  // A deposit past the member's own limit (modules/limits) says how much the period still allows.
  const [limitLeft, setLimitLeft] = useState<{ period: 'day' | 'week' | 'month'; amount: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<DepositCreatedValue | null>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  const referenceInput = useRef<HTMLInputElement>(null);

  const channel = channels.find((c) => c.id === channelId) ?? channels[0];
  const money = (n: number) => formatMoney(n, currency);

  if (!channel) return <p className={styles.empty}>{t('noChannels')}</p>;

  const amountProblem = (text: string, c: DepositChannel) => checkAmount(text, currency.minorDigits, { min: c.minAmount, max: c.maxAmount });
  const found: Partial<Record<Field, AmountProblem | 'required'>> = {
    amount: amountProblem(amount, channel).problem ?? undefined,
    reference: channel.method === 'mt' && !reference.trim() ? 'required' : undefined,
  };
  // The rules on the current values; what of it shows follows the member's visits (issue 15).
  const problems = visits.shown(found);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const checked = amountProblem(amount, channel);
    visits.submitted();
    setServerError(null);
    setLimitLeft(null);
    if (found.amount) return void amountInput.current?.focus();
    if (found.reference) return void referenceInput.current?.focus();
    setBusy(true);
    const value = amountText(checked.minor!, currency.minorDigits);
    const r = channel.method === 'mt'
      ? await wpsFetch('depositMt', { channelId: channel.id, amount: value, reference: reference.trim(), depositorName })
      : await wpsFetch('depositPg', { channelId: channel.id, amount: value });
    setBusy(false);
    if (!r.success || !r.value) {
      setServerError(r.errorCode);
      if (!r.success && r.errorCode === 'deposit.limit.exceeded') setLimitLeft(limitLeftOf(r.value));
      return;
    }
    setCreated(r.value);
    router.refresh();
  };

  if (created) {
    return (
      <section className={styles.success} role="status" data-testid="deposit-created">
        <h2 className={styles.sectionTitle}>{created.method === 'mt' ? t('createdMt') : t('createdPg')}</h2>
        <p>{t('createdLine', { id: created.depositId, amount: money(created.amount) })}</p>
        {created.bank && <BankDetails bank={created.bank} />}
        {created.payUrl && (
          <a className={account.primary} href={created.payUrl} rel="noopener noreferrer">{t('pay')}</a>
        )}
        {created.qrContent && <p className={account.muted}>{t('qr')}: <code>{created.qrContent}</code></p>}
        <Link className={account.ghost} href="/m/gameRecord?tab=deposit">{t('records')}</Link>
        <button type="button" className={account.plainButton} onClick={() => { setCreated(null); setAmount(''); setReference(''); visits.reset(); }}>
          {t('another')}
        </button>
      </section>
    );
  }

  const amountError = problems.amount ? t(`invalid.${problems.amount}`, { min: money(channel.minAmount), max: money(channel.maxAmount) }) : null;
  return (
    <form className={account.form} onSubmit={submit} noValidate>
      <fieldset className={styles.choices}>
        <legend className={account.label}>{t('channel')}</legend>
        {channels.map((c) => (
          <label key={c.id} className={styles.choice}>
            <input type="radio" name="channel" value={c.id} checked={c.id === channel.id} onChange={() => { setChannelId(c.id); visits.reset(); }} />
            <span>
              <span className={styles.choiceTitle}>{c.name}</span>{' '}
              <span className={styles.choiceNote}>
                {c.method === 'mt' ? t('methodMt') : t('methodPg')} · {t('limits', { min: money(c.minAmount), max: money(c.maxAmount) })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>

      {channel.method === 'mt' && channel.bank && <BankDetails bank={channel.bank} />}

      <FormField id={`${uid}-amount`} label={t('amount')} errorText={amountError}>
        <input
          ref={amountInput} id={`${uid}-amount`} className={account.input} inputMode="decimal" autoComplete="off"
          placeholder={t('limits', { min: money(channel.minAmount), max: money(channel.maxAmount) })}
          value={amount} aria-invalid={Boolean(amountError)} aria-describedby={amountError ? `${uid}-amount-error` : undefined}
          onChange={(e) => { setAmount(e.target.value); visits.typed('amount'); }} onBlur={() => visits.left('amount')}
        />
      </FormField>
      {channel.presets.length > 0 && (
        <div className={styles.presets} role="group" aria-label={t('presets')}>
          {channel.presets.map((p) => {
            const text = amountText(toMinor(p, currency.minorDigits), currency.minorDigits);
            return (
              <button key={p} type="button" className={styles.preset} aria-pressed={amount === text}
                onClick={() => { setAmount(text); visits.reveal(['amount']); }}>
                {formatMoney(p, { ...currency, symbol: '' }, { decimals: 0 })}
              </button>
            );
          })}
        </div>
      )}

      {channel.method === 'mt' && (
        <>
          <FormField id={`${uid}-reference`} label={t('reference')} errorText={problems.reference ? t('invalid.referenceRequired') : null}>
            <input
              ref={referenceInput} id={`${uid}-reference`} className={account.input} maxLength={64} autoComplete="off"
              placeholder={t('referencePlaceholder')} value={reference} aria-invalid={Boolean(problems.reference)}
              aria-describedby={problems.reference ? `${uid}-reference-error` : undefined}
              onChange={(e) => { setReference(e.target.value); visits.typed('reference'); }} onBlur={() => visits.left('reference')}
            />
          </FormField>
          <FormField id={`${uid}-depositor`} label={t('depositorName')}>
            <input id={`${uid}-depositor`} className={account.input} maxLength={128} autoComplete="name"
              placeholder={t('depositorPlaceholder')} value={depositorName} onChange={(e) => setDepositorName(e.target.value)} />
          </FormField>
        </>
      )}

      {serverError && (
        <p className={account.alert} role="alert" data-testid="deposit-error">
          {te(errorMessageKey(serverError))}
          {limitLeft && <> {t(`limitLeft.${limitLeft.period}`, { amount: money(limitLeft.amount) })}</>}
        </p>
      )}
      <button type="submit" className={account.primary} disabled={busy}>{busy ? t('submitting') : t('submit')}</button>
    </form>
  );
}

/** An account number in groups (a space between them, or a break after the number's own dash); Copy copies it as written. */
function AccountNumber({ text }: { text: string }) {
  const groups = accountNumberGroups(text);
  return groups.map((g, i) => (
    <Fragment key={i}>
      {i > 0 && (groups[i - 1]!.endsWith('-') ? <wbr /> : ' ')}
      <span className={styles.accountGroup}>{g}</span>
    </Fragment>
  ));
}

/** The merchant's receiving account, each part with a copy button. */
function BankDetails({ bank }: { bank: NonNullable<DepositChannel['bank']> }) {
  const t = useTranslations('wallet.deposit');
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (key: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(key);
    } catch {
      // Clipboard refused: the text stays selectable.
    }
  };
  const rows: [string, string][] = [['bankName', bank.bankName], ['accountName', bank.accountName], ['accountNumber', bank.accountNumber]];
  return (
    <dl className={styles.bank} aria-label={t('bank')}>
      {rows.map(([key, text]) => (
        <div key={key} className={styles.bankRow}>
          <dt>{t(key as 'bankName')}</dt>
          <dd data-testid={key === 'accountNumber' ? 'account-number' : undefined}>
            {key === 'accountNumber' ? <AccountNumber text={text} /> : text}
          </dd>
          <button type="button" className={styles.copy} onClick={() => copy(key, text)}>{copied === key ? t('copied') : t('copy')}</button>
        </div>
      ))}
    </dl>
  );
}

/** The period and what is left of it, from a deposit.limit.exceeded refusal's value. */
function limitLeftOf(value: unknown): { period: 'day' | 'week' | 'month'; amount: number } | null {
  const v = value as { period?: unknown; remainingAmount?: unknown } | null;
  if (!v || (v.period !== 'day' && v.period !== 'week' && v.period !== 'month') || typeof v.remainingAmount !== 'number') return null;
  return { period: v.period, amount: v.remainingAmount };
}

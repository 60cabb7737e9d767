'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Link from '@/components/frame/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { formatMoney, type MoneyFormat } from '@/lib/format';
import { errorMessageKey } from '@/lib/i18n/errors';
import { wpsFetch } from '@/lib/net/wps-fetch';
import {
  amountText, bankCardProblems, checkAmount, hiddenBalance, paymentPasswordProblems, wageringLeftText, type BankCardField,
} from '@/lib/wallet';
import type { BankCard, WithdrawBanksValue, WithdrawValue } from '@/lib/wps/schemas/payments';
import type { WalletsValue } from '@/lib/wps/schemas/wallet';
import { FormField } from '@/components/account/form-field';
import { useFieldVisits } from '@/components/account/use-field-visits';
import { useBalanceHidden } from '@/components/frame/balance-visibility';
import account from '@/components/account/account.module.css';
import styles from './wallet.module.css';

/** SPEC-free but usual: a member binds at most this many cards (the platform says so too). */
const cardsMax = 5;

export interface WithdrawClientProps {
  info: WithdrawBanksValue | null;
  wallet: WalletsValue | null;
  cards: BankCard[];
  hasPassword: boolean;
  currency: MoneyFormat;
  /** The member's remembered choice to hide balances (the wallet widget's eye changes it for the whole screen). */
  balanceHidden: boolean;
}

/**
 * SPEC §2 /m/withdraw: what can be withdrawn (available, held by pending withdrawals, the
 * wagering still required, today's count), then in order what a first withdrawal needs: a
 * payment password, a bank card, and the request itself (amount, card, payment password).
 * The amount is held at once; an operator pays it out or releases it.
 */
export function WithdrawClient({ info, wallet, cards, hasPassword, currency, balanceHidden }: WithdrawClientProps) {
  const t = useTranslations('wallet.withdraw');
  const uid = useId();
  const money = (n: number | string) => formatMoney(Number(n), currency);
  // What the member holds follows the one hide choice, as the header and the widget do.
  const hidden = useBalanceHidden(balanceHidden);
  const held = (n: string) => (hidden ? hiddenBalance : money(n));
  // The platform refuses a withdrawal while wagering remains: say so before anything is typed.
  const wageringLeft = wageringLeftText(info?.remainingTurnover, currency);
  return (
    <>
      <dl className={styles.facts}>
        <Fact label={t('available')} testId="withdraw-available">{wallet ? held(wallet.available) : '-'}</Fact>
        <Fact label={t('locked')} testId="withdraw-locked">{wallet ? held(wallet.locked) : '-'}</Fact>
        <Fact label={t('turnover')} testId="withdraw-turnover">{info ? wageringLeft ?? money(0) : '-'}</Fact>
      </dl>
      {wageringLeft && <p id={`${uid}-wagering`} className={styles.notice} data-testid="withdraw-wagering">{t('turnoverLeft', { amount: wageringLeft })}</p>}
      {info && (
        <p className={account.muted}>
          {t('rules', { min: money(info.minAmount), max: money(info.maxAmount), count: info.todayCount, daily: info.dailyCount })}
        </p>
      )}
      {!hasPassword ? (
        <PaymentPasswordSetup />
      ) : cards.length === 0 ? (
        <AddCard banks={info?.banks ?? []} first />
      ) : (
        <WithdrawForm info={info} cards={cards} currency={currency} blockedBy={wageringLeft ? `${uid}-wagering` : null} />
      )}
      {hasPassword && cards.length > 0 && cards.length < cardsMax && <AddCard banks={info?.banks ?? []} first={false} />}
    </>
  );
}

function Fact({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

function ServerError({ code }: { code: string | null }) {
  const te = useTranslations();
  return code ? <p className={account.alert} role="alert">{te(errorMessageKey(code))}</p> : null;
}

/** Six digits, shown as dots; digits only reach the state. */
function PinInput({ id, value, onChange, onBlur, invalid, label }: {
  id: string; value: string; onChange: (v: string) => void; onBlur: () => void; invalid: boolean; label?: string;
}) {
  return (
    <input
      id={id} className={account.input} type="password" inputMode="numeric" autoComplete="off" maxLength={6} aria-label={label}
      value={value} aria-invalid={invalid} aria-describedby={invalid ? `${id}-error` : undefined}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))} onBlur={onBlur}
    />
  );
}

function PaymentPasswordSetup() {
  const t = useTranslations('wallet.withdraw');
  const router = useRouter();
  const uid = useId();
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const visits = useFieldVisits<'pin' | 'confirm'>();
  // The rules on the current values; what of it shows follows the member's visits (issue 15).
  const problems = visits.shown(paymentPasswordProblems(pin, confirm));
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    visits.submitted();
    const found = paymentPasswordProblems(pin, confirm);
    if (found.pin || found.confirm) return;
    setBusy(true);
    const r = await wpsFetch('memberPaymentPasswordPut', { paymentPassword: pin, confirmPaymentPassword: confirm });
    setBusy(false);
    if (!r.success) return setServerError(r.errorCode);
    router.refresh();
  };

  return (
    <form className={account.card} onSubmit={submit} noValidate aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className={styles.sectionTitle}>{t('setPassword')}</h2>
      <p className={account.muted}>{t('setPasswordNote')}</p>
      <FormField id={`${uid}-pin`} label={t('paymentPassword')} errorText={problems.pin ? t(`invalid.${problems.pin}`) : null}>
        <PinInput id={`${uid}-pin`} value={pin} onChange={(v) => { setPin(v); visits.typed('pin'); }} onBlur={() => visits.left('pin')} invalid={!!problems.pin} />
      </FormField>
      <FormField id={`${uid}-confirm`} label={t('confirmPaymentPassword')} errorText={problems.confirm ? t(`invalid.${problems.confirm}`) : null}>
        <PinInput id={`${uid}-confirm`} value={confirm} onChange={(v) => { setConfirm(v); visits.typed('confirm'); }} onBlur={() => visits.left('confirm')} invalid={!!problems.confirm} />
      </FormField>
      <ServerError code={serverError} />
      <button type="submit" className={account.primary} disabled={busy}>{t('save')}</button>
    </form>
  );
}

function AddCard({ banks, first }: { banks: string[]; first: boolean }) {
  const t = useTranslations('wallet.withdraw');
  const router = useRouter();
  const uid = useId();
  const [open, setOpen] = useState(first);
  const [v, setV] = useState<Record<BankCardField, string>>({ bankName: '', accountNumber: '', payeeName: '', branch: '' });
  const visits = useFieldVisits<BankCardField>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!open) {
    return <button type="button" className={account.ghost} onClick={() => setOpen(true)}>{t('addCard')}</button>;
  }
  const missing = visits.shown(bankCardProblems(v));
  const set = (k: BankCardField, value: string) => {
    setV((x) => ({ ...x, [k]: value }));
    visits.typed(k);
  };
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    visits.submitted();
    if (Object.keys(bankCardProblems(v)).length) return;
    setBusy(true);
    const r = await wpsFetch('memberBankCardPut', v);
    setBusy(false);
    if (!r.success) return setServerError(r.errorCode);
    setV({ bankName: '', accountNumber: '', payeeName: '', branch: '' });
    visits.reset();
    setOpen(first);
    router.refresh();
  };
  const field = (k: BankCardField, extra: { inputMode?: 'numeric'; autoComplete?: string; list?: string } = {}) => (
    <FormField id={`${uid}-${k}`} label={t(`card.${k}`)} errorText={missing[k] ? t('invalid.required') : null}>
      <input id={`${uid}-${k}`} className={account.input} value={v[k]} maxLength={k === 'accountNumber' ? 40 : 128}
        aria-invalid={!!missing[k]} aria-describedby={missing[k] ? `${uid}-${k}-error` : undefined}
        onChange={(e) => set(k, e.target.value)} onBlur={() => visits.left(k)} {...extra} />
    </FormField>
  );
  return (
    <form className={account.card} onSubmit={submit} noValidate aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className={styles.sectionTitle}>{t('addCard')}</h2>
      {first && <p className={account.muted}>{t('addCardNote')}</p>}
      {field('bankName', { list: `${uid}-banks`, autoComplete: 'off' })}
      <datalist id={`${uid}-banks`}>{banks.map((b) => <option key={b} value={b} />)}</datalist>
      {field('accountNumber', { inputMode: 'numeric', autoComplete: 'off' })}
      {field('payeeName', { autoComplete: 'name' })}
      {field('branch', { autoComplete: 'off' })}
      <ServerError code={serverError} />
      <button type="submit" className={account.primary} disabled={busy}>{t('saveCard')}</button>
    </form>
  );
}

/** blockedBy: the id of the notice that says why the request cannot be sent yet (wagering left), or null. */
function WithdrawForm({ info, cards, currency, blockedBy }: { info: WithdrawBanksValue | null; cards: BankCard[]; currency: MoneyFormat; blockedBy: string | null }) {
  const t = useTranslations('wallet.withdraw');
  const router = useRouter();
  const uid = useId();
  const [amount, setAmount] = useState('');
  const [cardId, setCardId] = useState(cards[0]!.id);
  const [pin, setPin] = useState('');
  const visits = useFieldVisits<'amount' | 'pin'>();
  const [serverError, setServerError] = useState<{ code: string | null; remaining?: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<WithdrawValue | null>(null);
  // A bonus still in wagering that this withdrawal forfeits (its promotion's terms): given up only when the member ticks it.
  const bonusForfeit = info?.bonusForfeit ?? 0;
  const [forfeitConfirmed, setForfeitConfirmed] = useState(false);
  const money = (n: number) => formatMoney(n, currency);
  const limits = { min: info?.minAmount ?? 0, max: info?.maxAmount ?? Number.MAX_SAFE_INTEGER };
  // The rules on the current values; what of it shows follows the member's visits (issue 15).
  const problem = visits.shown({ amount: checkAmount(amount, currency.minorDigits, limits).problem ?? undefined, pin: paymentPasswordProblems(pin).pin });

  if (done) {
    return (
      <section className={styles.success} role="status" data-testid="withdraw-created">
        <h2 className={styles.sectionTitle}>{t('created')}</h2>
        <p>{t('createdLine', { id: done.withdrawalId, amount: money(done.amount) })}</p>
        <Link className={account.ghost} href="/m/gameRecord?tab=withdraw">{t('records')}</Link>
        <button type="button" className={account.plainButton} onClick={() => setDone(null)}>{t('another')}</button>
      </section>
    );
  }

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy || blockedBy) return;
    const checked = checkAmount(amount, currency.minorDigits, limits);
    visits.submitted();
    setServerError(null);
    if (checked.problem || paymentPasswordProblems(pin).pin) return;
    setBusy(true);
    const r = await wpsFetch('withdraw', {
      amount: amountText(checked.minor!, currency.minorDigits), bankCardId: cardId, paymentPassword: pin,
      ...(bonusForfeit > 0 ? { forfeitBonus: forfeitConfirmed } : {}),
    });
    setBusy(false);
    setPin('');
    // Every rule passed before the call: the password cleared above is not an error until retyped.
    visits.reset();
    if (!r.success) return setServerError({ code: r.errorCode, remaining: r.value && 'remainingTurnover' in r.value ? r.value.remainingTurnover : undefined });
    setDone(r.value);
    setAmount('');
    router.refresh();
  };

  const amountError = problem.amount ? t(`invalid.${problem.amount}`, { min: money(limits.min), max: money(limits.max) }) : null;
  return (
    <form className={account.card} onSubmit={submit} noValidate aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className={styles.sectionTitle}>{t('request')}</h2>
      <fieldset className={styles.choices}>
        <legend className={account.label}>{t('toCard')}</legend>
        {cards.map((c) => (
          <label key={c.id} className={styles.choice}>
            <input type="radio" name="card" value={c.id} checked={c.id === cardId} onChange={() => setCardId(c.id)} />
            <span>
              <span className={styles.choiceTitle}>{c.bankName}</span>{' '}
              <span className={styles.choiceNote}>{c.accountNumber} · {c.payeeName}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <FormField id={`${uid}-amount`} label={t('amount')} errorText={amountError}>
        <input id={`${uid}-amount`} className={account.input} inputMode="decimal" autoComplete="off" value={amount}
          placeholder={t('limits', { min: money(limits.min), max: money(limits.max) })} aria-invalid={Boolean(amountError)}
          aria-describedby={amountError ? `${uid}-amount-error` : undefined}
          onChange={(e) => { setAmount(e.target.value); visits.typed('amount'); }} onBlur={() => visits.left('amount')} />
      </FormField>
      <FormField id={`${uid}-pin`} label={t('paymentPassword')} errorText={problem.pin ? t(`invalid.${problem.pin}`) : null}>
        <PinInput id={`${uid}-pin`} value={pin} onChange={(v) => { setPin(v); visits.typed('pin'); }} onBlur={() => visits.left('pin')} invalid={Boolean(problem.pin)} />
      </FormField>
      {bonusForfeit > 0 && (
        <div className={styles.notice} data-testid="withdraw-bonus-forfeit">
          <p>{t('bonusForfeit', { amount: money(bonusForfeit) })}</p>
          <label className={styles.choice}>
            <input type="checkbox" checked={forfeitConfirmed} onChange={(e) => setForfeitConfirmed(e.target.checked)} />
            <span>{t('bonusForfeitConfirm')}</span>
          </label>
        </div>
      )}
      {serverError?.code === 'withdraw.turnover.required' && serverError.remaining !== undefined ? (
        <p className={account.alert} role="alert">{t('turnoverLeft', { amount: money(serverError.remaining) })}</p>
      ) : (
        <ServerError code={serverError?.code ?? null} />
      )}
      <button type="submit" className={account.primary} disabled={busy || blockedBy !== null} aria-describedby={blockedBy ?? undefined}>
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}

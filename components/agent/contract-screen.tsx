import { getTranslations } from 'next-intl/server';
import { formatDecimalText, type MoneyFormat } from '@/lib/format/money';
import { errorMessageKey } from '@/lib/i18n/errors';
import type { AgentContractsValue, ContractAction, ContractKind, ContractView } from '@/lib/wps/schemas/contracts';
import { ContractActions } from './contract-actions';
import { ContractOfferForm } from './contract-offer-form';
import styles from './contracts.module.css';

/** The codes a contract call may answer, translated once on the server for the client leaves. */
const contractErrorCodes = [
  'contract.not.found', 'contract.not.downline', 'contract.upline.unsigned', 'contract.offer.invalid', 'contract.offer.above.upline',
  'contract.offer.below.downline', 'contract.offer.pending', 'contract.state', 'request.invalid', 'module.disabled', 'permission.denied',
] as const;

/** What the viewer may do with a contract, by its state and the viewer's side (the platform checks it again). */
function actionsFor(c: ContractView): ContractAction[] {
  if (c.status === 'pending') return c.role === 'downline' ? ['accept', 'reject'] : ['withdraw'];
  if (c.status === 'signed') return ['terminate'];
  if (c.status === 'termination_requested') {
    const askedByMe = c.terminationBy === c.role;
    // The merchant's side of a top contract is an operator's: the agent can only take its ask back.
    if (askedByMe || c.upline === null) return ['keep'];
    return ['terminate', 'keep'];
  }
  return [];
}

/**
 * One kind's contract screen (daily or hourly salary): the agent's contract with its tiers, an
 * offer waiting for its answer, the contracts it offered its direct downlines, a form to offer
 * one, and its payouts. Server-rendered; only the buttons and the form are client leaves.
 */
export async function ContractScreen({ kind, value, currency }: { kind: ContractKind; value: AgentContractsValue; currency: MoneyFormat }) {
  const [t, te] = await Promise.all([getTranslations('agentContracts'), getTranslations()]);
  const money = (d: string) => formatDecimalText(d, currency);
  const errors = Object.fromEntries(contractErrorCodes.map((c) => [c, te(errorMessageKey(c))]));
  const failed = te(errorMessageKey('unknown.error'));
  const label = (a: ContractAction, c: ContractView) =>
    a === 'terminate' && c.status === 'termination_requested' ? t('action.confirmEnd') : t(`action.${a}`);

  const card = (c: ContractView, testId: string) => (
    <article className={styles.card} data-testid={testId} data-contract={c.id}>
      <span className={styles.status}>{t(`status.${c.status}`)}</span>
      <p className={styles.muted}>
        {c.role === 'upline' ? t('to', { name: c.member }) : t('offeredBy', { name: c.upline ?? t('platform') })}
      </p>
      <table className={styles.tiers}>
        <thead><tr><th>{t('tierBets')}</th><th>{t('tierActive')}</th><th>{t('tierAmount')}</th></tr></thead>
        <tbody>
          {c.tiers.map((tier, i) => <tr key={i}><td>{money(tier.bets)}</td><td>{tier.active}</td><td>{money(tier.amount)}</td></tr>)}
        </tbody>
      </table>
      {c.status === 'termination_requested' && <p className={styles.muted}>{c.terminationBy === c.role ? t('endAskedByMe') : t('endAskedByOther')}</p>}
      {actionsFor(c).length > 0 && (
        <ContractActions id={c.id} actions={actionsFor(c).map((a) => ({ action: a, label: label(a, c), primary: a === 'accept' }))} labels={{ failed }} errors={errors} />
      )}
    </article>
  );

  return (
    <>
      <p className={styles.muted}>{t('explain')}</p>
      {value.pending && (
        <>
          <h2 className={styles.heading}>{t('pending')}</h2>
          {card(value.pending, 'contract-pending')}
        </>
      )}
      <h2 className={styles.heading}>{t('own')}</h2>
      {value.own ? card(value.own, 'contract-own') : <p className={styles.muted} data-testid="contract-none">{t('none')}</p>}

      <h2 className={styles.heading}>{t('offered')}</h2>
      {value.offered.length
        ? <ul className={styles.list}>{value.offered.map((c) => <li key={c.id}>{card(c, 'contract-offered')}</li>)}</ul>
        : <p className={styles.muted}>{t('noOffered')}</p>}
      {value.own
        ? (
          <ContractOfferForm kind={kind} errors={errors} labels={{
            propose: t('propose'), downline: t('downline'), tierBets: t('tierBets'), tierActive: t('tierActive'), tierAmount: t('tierAmount'),
            addTier: t('addTier'), removeTier: t('removeTier'), send: t('send'), sent: t('sent'), failed,
          }} />
        )
        : <p className={styles.muted}>{t('needOwn')}</p>}

      <h2 className={styles.heading}>{t('payouts')}</h2>
      {value.payouts.length
        ? (
          <table className={styles.tiers} data-testid="contract-payouts">
            <thead><tr><th>{t('period')}</th><th>{t('teamBets')}</th><th>{t('gross')}</th><th>{t('downlineShare')}</th><th>{t('amount')}</th></tr></thead>
            <tbody>
              {value.payouts.map((p) => (
                <tr key={p.period}><td>{p.period}</td><td>{money(p.teamBets)}</td><td>{money(p.gross)}</td><td>{money(p.downline)}</td><td>{money(p.amount)}</td></tr>
              ))}
            </tbody>
          </table>
        )
        : <p className={styles.muted}>{t('noPayouts')}</p>}
    </>
  );
}

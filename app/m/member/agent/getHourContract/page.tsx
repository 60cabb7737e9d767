import { getTranslations } from 'next-intl/server';
import { readValue } from '@/lib/data/request';
import { getCurrency } from '@/lib/data/wallet';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';
import frameStyles from '@/components/frame/frame.module.css';
import screenStyles from '@/components/frame/screen.module.css';
import { ContractScreen } from '@/components/agent/contract-screen';
import styles from '@/components/agent/contracts.module.css';

export const generateMetadata = () => pageMetadata('hourContract');

/**
 * /m/member/agent/getHourContract – SPEC §2, agents only (lib/frame/gate.ts): the agent's hourly
 * salary contract (HOURSAL3: the daily salary's tiers against each merchant hour's team figures,
 * paid each hour), an offer to accept or reject, the contracts it offered its direct downlines
 * and a form to offer one, and its hourly payouts.
 */
export default function HourContractPage() {
  return (
    <MemberGate path="/m/member/agent/getHourContract">
      <Hour />
    </MemberGate>
  );
}

async function Hour() {
  const [value, currency, t] = await Promise.all([readValue('agentContracts', { kind: 'hourly' }), getCurrency(), getTranslations('agentContracts')]);
  return (
    <section className={screenStyles.screen} data-testid="hour-contract-screen">
      <h1 className={frameStyles.srOnly}>{t('kind.hourly')}</h1>
      {value ? <ContractScreen kind="hourly" value={value} currency={currency} /> : <p className={styles.muted} role="alert">{t('failed')}</p>}
    </section>
  );
}

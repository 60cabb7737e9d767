import { getTranslations } from 'next-intl/server';
import { readValue } from '@/lib/data/request';
import { getCurrency } from '@/lib/data/wallet';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';
import frameStyles from '@/components/frame/frame.module.css';
import screenStyles from '@/components/frame/screen.module.css';
import { ContractScreen } from '@/components/agent/contract-screen';
import styles from '@/components/agent/contracts.module.css';

export const generateMetadata = () => pageMetadata('salaryContract');

/**
 * /m/member/agent/getSalaryContract – SPEC §2, agents only (lib/frame/gate.ts): the agent's daily
 * salary contract (DAILYSALCONT3) with its tiers, an offer to accept or reject, the contracts it
 * offered its direct downlines and a form to offer one, and its daily payouts.
 */
export default function SalaryContractPage() {
  return (
    <MemberGate path="/m/member/agent/getSalaryContract">
      <Salary />
    </MemberGate>
  );
}

async function Salary() {
  const [value, currency, t] = await Promise.all([readValue('agentContracts', { kind: 'daily' }), getCurrency(), getTranslations('agentContracts')]);
  return (
    <section className={screenStyles.screen} data-testid="salary-contract-screen">
      <h1 className={frameStyles.srOnly}>{t('kind.daily')}</h1>
      {value ? <ContractScreen kind="daily" value={value} currency={currency} /> : <p className={styles.muted} role="alert">{t('failed')}</p>}
    </section>
  );
}

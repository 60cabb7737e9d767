import Link from '@/components/frame/link';
import { getTranslations } from 'next-intl/server';
import { readValue } from '@/lib/data/request';
import { contractPromptLinks } from '@/lib/agent/contract-prompts';
import styles from './contracts.module.css';

/**
 * The pending-contract prompt of the agent home (SPEC §6): for an agent with offers or
 * termination asks waiting for its answer, a link to each kind's contract screen. The checks run
 * only for types other than 4, 40, 41, 42 (`memberType`); for them, and when nothing waits, it
 * renders nothing. The agents slice mounts it on the agent home.
 */
export async function ContractPrompts({ memberType }: { memberType: number }) {
  if ([4, 40, 41, 42].includes(memberType)) return null;
  const value = await readValue('memberFundsConsolidated', { dailysalreqtype: '1', contracthoursalreq: '1' });
  const links = contractPromptLinks(value);
  if (!links.length) return null;
  const t = await getTranslations('agentContracts');
  return (
    <nav aria-label={t('prompt')} data-testid="contract-prompts">
      {links.map((l) => (
        <Link key={l.href} href={l.href} className={styles.prompt}>
          <span>{t('prompt')}: {t(`kind.${l.kind}`)} ({l.count})</span>
          <span>{t('promptOpen')}</span>
        </Link>
      ))}
    </nav>
  );
}

import { getTranslations } from 'next-intl/server';
import { formatMoney, type MoneyFormat } from '@/lib/format';
import { jackpotShown } from '@/lib/games';
import type { JackpotValue } from '@/lib/wps/schemas/games';
import styles from './lobby.module.css';

/** SPEC §2 jackpot counter: the real pool with the currency symbol and 2 decimals; nothing without one. */
export async function JackpotCounter({ jackpot, currency }: { jackpot: JackpotValue['content'] | null; currency: MoneyFormat }) {
  if (!jackpot || !jackpotShown(jackpot)) return null;
  const t = await getTranslations('lobby');
  return (
    <section className={styles.jackpot} aria-label={t('jackpot')} data-testid="jackpot">
      <span className={styles.muted}>{t('jackpot')}</span>
      <span className={styles.jackpotAmount}>{formatMoney(jackpot.amount, currency, { decimals: 2 })}</span>
    </section>
  );
}

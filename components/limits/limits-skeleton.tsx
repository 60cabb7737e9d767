import { useTranslations } from 'next-intl';
import account from '@/components/account/account.module.css';
import skeleton from '@/components/ui/skeleton.module.css';
import styles from './limits.module.css';

/** /m/securityCenter/limits while it loads: its heading and three cards at their final layout. Server component. */
export function LimitsSkeleton() {
  const t = useTranslations('limits');
  const line = <span className={skeleton.text}>{'\u00a0'}</span>;
  return (
    <section className={account.screen} aria-busy="true" data-skeleton="limits">
      <h1 className={account.heading}>{t('heading')}</h1>
      <p className={account.muted}>{t('intro')}</p>
      <section className={account.card}>
        <h2 className={styles.sectionTitle}>{t('deposit.heading')}</h2>
        {(['day', 'week', 'month'] as const).map((p) => (
          <div key={p} className={styles.period}>
            <div className={account.row}><strong>{t(`deposit.period.${p}`)}</strong>{line}</div>
            <p className={account.muted}>{line}</p>
            <span className={`${account.control} ${skeleton.bone}`} style={{ height: 44 }} />
          </div>
        ))}
      </section>
      <section className={account.card}>
        <h2 className={styles.sectionTitle}>{t('reality.heading')}</h2>
        <span className={`${account.control} ${skeleton.bone}`} style={{ height: 44 }} />
      </section>
      <section className={account.card}>
        <h2 className={styles.sectionTitle}>{t('break.heading')}</h2>
        <span className={`${account.control} ${skeleton.bone}`} style={{ height: 88 }} />
      </section>
    </section>
  );
}

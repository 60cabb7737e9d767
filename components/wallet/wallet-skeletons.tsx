import { useTranslations } from 'next-intl';
import { recordTabs } from '@/lib/wallet';
import account from '@/components/account/account.module.css';
import skeleton from '@/components/ui/skeleton.module.css';
import styles from './wallet.module.css';

/*
 * The loading states of the money screens (their loading.tsx): the screen's own boxes and
 * layout classes, its headings and labels in the visitor's language, grey blocks where figures,
 * fields and rows will be. Server components: no client JavaScript.
 * tests/components/wallet/wallet-skeletons.test.tsx holds them to the loaded components.
 */

const count = (n: number) => Array.from({ length: n }, (_, i) => i);
const line = <span className={skeleton.text}>{'\u00a0'}</span>;

/** /m/gameRecord (RecordsClient): the tabs, the date range, the status, the first rows. */
export function RecordsSkeleton() {
  const t = useTranslations('wallet.records');
  return (
    <section className={account.screen} aria-busy="true" data-skeleton="records">
      <h1 className={account.heading}>{t('heading')}</h1>
      <div className={`${account.tabs} ${styles.recordTabs}`}>
        {recordTabs.map((k) => <span key={k} className={`${account.tab} ${skeleton.bone}`} />)}
      </div>
      <div className={styles.filters}>
        {[t('from'), t('to')].map((label) => (
          <span key={label} className={account.field}>
            <span className={account.label}>{label}</span>
            <span className={`${account.select} ${skeleton.bone}`} />
          </span>
        ))}
      </div>
      <span className={account.field}>
        <span className={account.label}>{t('status')}</span>
        <span className={`${account.select} ${skeleton.bone}`} style={{ width: 112 }} />
      </span>
      {/* The betting record, where the screen opens, shows the totals every bet history answers. */}
      <dl className={styles.facts}>
        {[t('stake'), t('payout'), t('winLoss')].map((label) => (
          <div key={label} className={styles.fact}><dt>{label}</dt><dd>{line}</dd></div>
        ))}
      </dl>
      <ul className={styles.records} data-testid="records-skeleton">
        {count(6).map((i) => (
          <li key={i} className={styles.record}>
            {line}
            <span className={styles.recordAmount}>{line}</span>
            <span className={styles.recordMeta}>{line}</span>
            <span className={styles.status}>{line}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The deposit and withdraw screens (MoneyScreen): the heading, the wallet widget with its
 * label and buttons, then the form's first fields.
 */
export function MoneyScreenSkeleton({ screen }: { screen: 'deposit' | 'withdraw' }) {
  const t = useTranslations('wallet');
  return (
    <section className={account.screen} aria-busy="true" data-skeleton={screen}>
      <h1 className={account.heading}>{t(`${screen}.heading`)}</h1>
      <div className={styles.widget} data-testid="wallet-widget-skeleton">
        <span className={styles.widgetLabel}>{t('widget.balance')}</span>
        <span className={styles.widgetAmount}><span className={skeleton.text}>{'\u00a0'}</span></span>
        <span className={`${styles.iconButton} ${skeleton.bone}`} />
        <span className={`${styles.iconButton} ${skeleton.bone}`} />
      </div>
      <div className={account.form}>
        <div className={styles.choices}>
          {count(3).map((i) => <span key={i} className={`${styles.choice} ${skeleton.bone}`} style={{ height: 48 }} />)}
        </div>
        <span className={account.field}>
          <span className={account.label}>{line}</span>
          <span className={skeleton.bone} style={{ height: 42 }} />
        </span>
      </div>
    </section>
  );
}

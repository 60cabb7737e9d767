import { getTranslations } from 'next-intl/server';
import type { MoneyFormat } from '@/lib/format/money';
import { formatDecimalText } from '@/lib/format/money';
import { vipProducts, type RankProgressValue } from '@/lib/wps/schemas/vip';
import { GiftClaim } from './gift-claim';
import styles from './vip.module.css';

/** A rate in basis points as a percentage: 50 → '0.50%'. */
export const ratePercent = (bp: number | undefined) => `${((bp ?? 0) / 100).toFixed(2)}%`;

/**
 * The benefits screen's body, server-rendered: the level card with its progress bar (the
 * qualifying amount and what the next level needs, as the platform counted them), the gifts of
 * the level (a claim button only where a claim is possible), the last rebate, and the table of
 * every level's thresholds, bonuses and rebate rates.
 */
export async function VipBenefits({ progress: p, currency }: { progress: RankProgressValue; currency: MoneyFormat }) {
  const t = await getTranslations('vip');
  const money = (d: string) => formatDecimalText(d, currency);
  const counted = t(`counted.${p.basis}.${p.window}`);
  return (
    <>
      <div className={styles.card} data-testid="vip-level">
        <p className={styles.label}>{t('yourLevel')}</p>
        <p className={styles.levelName}>{p.levelName}</p>
        <p className={styles.muted}>{counted}: <b data-testid="vip-amount">{money(p.amount)}</b></p>
        <div className={styles.bar} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={p.progressPercent}
          aria-label={t('progressLabel')}>
          <span style={{ width: `${p.progressPercent}%` }} />
        </div>
        <p className={styles.muted} data-testid="vip-next">
          {p.next
            ? t('toNext', { remaining: money(p.next.remaining), name: p.next.name, threshold: money(p.next.threshold) })
            : t('top')}
        </p>
      </div>

      <h2 className={styles.heading}>{t('gifts')}</h2>
      <ul className={styles.gifts}>
        {p.gifts.map((g) => (
          <li key={g.kind} className={styles.gift} data-testid={`vip-gift-${g.kind}`}>
            <span>
              <b>{t(`gift.${g.kind}`)}</b>
              <span className={styles.muted}>{g.state === 'none' ? t('giftNone') : money(g.amount)}</span>
            </span>
            {g.state === 'claimable'
              ? <GiftClaim kind={g.kind} labels={{
                claim: t('claim'), claimed: t('state.claimed'), done: t('claimedToast', { amount: money(g.amount) }),
                unavailable: t('unavailable'), failed: t('claimFailed'),
              }} />
              : g.state === 'none' ? null : <span className={styles.state}>{t(`state.${g.state}`)}</span>}
          </li>
        ))}
      </ul>
      <p className={styles.muted}>
        {p.giftWageringMultiple > 0 ? t('giftWagering', { multiple: p.giftWageringMultiple }) : t('giftCash')}
      </p>

      <h2 className={styles.heading}>{t('rebate')}</h2>
      <p className={styles.muted} data-testid="vip-rebate">
        {p.lastRebate ? t('lastRebate', { day: p.lastRebate.day, amount: money(p.lastRebate.amount) }) : t('noRebate')}
        {' '}{p.rebateWageringMultiple > 0 ? t('rebateWagering', { multiple: p.rebateWageringMultiple }) : t('rebateCash')}
      </p>

      <h2 className={styles.heading}>{t('levels')}</h2>
      <div className={styles.scroll}>
        <table className={styles.table} data-testid="vip-levels">
          <thead>
            <tr><th scope="col">{t('col.level')}</th><th scope="col">{t('col.threshold')}</th><th scope="col">{t('col.upgrade')}</th>
              <th scope="col">{t('col.monthly')}</th><th scope="col">{t('col.birthday')}</th></tr>
          </thead>
          <tbody>
            {p.levels.map((l) => (
              <tr key={l.level} aria-current={l.level === p.level || undefined} className={l.level === p.level ? styles.current : undefined}>
                <th scope="row">{l.name}</th>
                <td>{money(l.threshold)}</td>
                <td>{money(l.upgradeBonus)}{l.upgradePaid ? ` ✓` : ''}</td>
                <td>{money(l.monthlyGift)}</td>
                <td>{money(l.birthdayGift)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 className={styles.heading}>{t('rates')}</h2>
      <div className={styles.scroll}>
        <table className={styles.table} data-testid="vip-rates">
          <thead>
            <tr><th scope="col">{t('col.level')}</th>{vipProducts.map((pr) => <th key={pr} scope="col">{t(`product.${pr}`)}</th>)}</tr>
          </thead>
          <tbody>
            {p.levels.map((l) => (
              <tr key={l.level} className={l.level === p.level ? styles.current : undefined}>
                <th scope="row">{l.name}</th>
                {vipProducts.map((pr) => <td key={pr}>{ratePercent(l.rebateBp[pr])}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.muted}>{t('rules')}</p>
    </>
  );
}

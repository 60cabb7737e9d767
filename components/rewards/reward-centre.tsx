import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { formatMoney, type MoneyFormat } from '@/lib/format/money';
import type { AvailablePromotion, PromotionClaimListValue, RewardItem } from '@/lib/wps/schemas/rewards';
import { rewardSections, wageringPercent } from '@/lib/rewards/sections';
import { ClaimButton } from './claim-button';
import styles from './rewards.module.css';

/** A date as YYYY/MM/DD (SPEC §2's promotion dates). */
const ymd = (iso: string) => iso.slice(0, 10).replace(/-/g, '/');

/**
 * The reward centre's body, server-rendered: the bonus held, then the promotions the member may
 * claim now (a claim button each; the one a promotion's button named first), the rewards in
 * wagering with their progress bars, the claimed ones, the forfeited ones with why, and the
 * promotions the member cannot claim with the reason of each.
 */
export async function RewardCentre({ promotions, list, currency, highlight }: {
  promotions: AvailablePromotion[]; list: PromotionClaimListValue['content']; currency: MoneyFormat; highlight: string | null;
}) {
  const t = await getTranslations('rewards');
  const te = await getTranslations('errors');
  const money = (n: number) => formatMoney(n, currency);
  const s = rewardSections(promotions, list.rewards, highlight);

  const rewardLine = (p: AvailablePromotion) =>
    p.reward.type === 'fixed' ? money(p.reward.amount)
      : p.reward.type === 'percent' ? t('reward.percent', { percent: p.reward.percent, cap: money(p.reward.cap) })
      : t('reward.random', { min: money(p.reward.min), max: money(p.reward.max) });
  const terms = (p: AvailablePromotion) => [
    p.wageringMultiple > 0 ? t('terms.wagering', { multiple: p.wageringMultiple }) : t('terms.cash'),
    p.wageringMultiple > 0 && p.bonusExpiresInHours !== null ? t('terms.expires', { days: Math.round((p.bonusExpiresInHours / 24) * 10) / 10 }) : null,
    p.wageringMultiple > 0 && p.forfeitOnWithdrawal ? t('terms.forfeit') : null,
  ].filter(Boolean).join(' · ');
  const reason = (p: AvailablePromotion) => {
    const d = p.deposit;
    switch (p.reason) {
      case 'deposit.required': return d?.nth === 1 ? t('reason.firstDeposit', { min: money(d.min) }) : t('reason.anyDeposit', { min: money(d?.min ?? 0) });
      case 'deposit.nth': return d?.nth === 1 ? t('reason.onlyFirst') : t('reason.onlyNth', { nth: d?.nth ?? 0 });
      case 'deposit.min': return t('reason.depositMin', { min: money(d?.min ?? 0) });
      case 'not.started': return t('reason.notStarted', { date: ymd(p.startsAt ?? '') });
      default: return t(`reason.${p.reason ?? 'claimed'}` as 'reason.claimed');
    }
  };
  const progress = (r: RewardItem) => (
    <>
      <div className={styles.bar} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={wageringPercent(r)} aria-label={t('progressLabel')}>
        <span style={{ width: `${wageringPercent(r)}%` }} />
      </div>
      <p className={styles.muted} data-testid="reward-progress">{t('progress', { wagered: money(r.wagered), required: money(r.required), multiple: r.wageringMultiple })}</p>
    </>
  );
  const rewardRow = (r: RewardItem, body: ReactNode) => (
    <li key={r.id} className={styles.item} data-testid="reward-item" data-status={r.status}>
      <div className={styles.row}>
        <p className={styles.title}>{r.title}</p>
        <span className={styles.amount}>{money(r.amount)}</span>
      </div>
      {body}
    </li>
  );

  return (
    <>
      <div className={styles.summary} data-testid="reward-bonus">
        <p className={styles.muted}>{t('bonusHeld')}</p>
        <p className={styles.amount}>{money(list.bonus)}</p>
        <p className={styles.muted}>{t('bonusLocked')}</p>
      </div>

      <h2 className={styles.heading}>{t('section.claimable')}</h2>
      {s.claimable.length ? (
        <ul className={styles.list} data-testid="reward-claimable">
          {s.claimable.map((p) => (
            <li key={p.id} className={`${styles.item} ${p.id === highlight ? styles.highlight : ''}`} data-testid="reward-promotion" data-id={p.id}>
              <div className={styles.row}>
                <p className={styles.title}>{p.title}</p>
                <ClaimButton promotionId={p.id} labels={{
                  claim: t('claim'), claiming: t('claiming'), done: t('claimedToast'), failed: t('claimFailed'),
                  errors: Object.fromEntries((['promotion.claimed', 'promotion.limit.reached', 'promotion.budget.exhausted', 'promotion.not.eligible', 'promotion.not.found'] as const)
                    .map((c) => [c, te(c)])),
                }} />
              </div>
              <p className={styles.muted}>{p.preview !== null ? t('youGet', { amount: money(p.preview) }) : rewardLine(p)}</p>
              <p className={styles.muted}>{terms(p)}</p>
            </li>
          ))}
        </ul>
      ) : <p className={styles.empty}>{t('empty.claimable')}</p>}

      <h2 className={styles.heading}>{t('section.wagering')}</h2>
      {s.wagering.length ? (
        <ul className={styles.list} data-testid="reward-wagering">
          {s.wagering.map((r) => rewardRow(r, (
            <>
              {progress(r)}
              <p className={styles.muted}>
                {[t(`source.${r.source}`), r.expiresAt ? t('expiresOn', { date: ymd(r.expiresAt) }) : null, r.forfeitOnWithdrawal ? t('terms.forfeit') : null]
                  .filter(Boolean).join(' · ')}
              </p>
            </>
          )))}
        </ul>
      ) : <p className={styles.empty}>{t('empty.wagering')}</p>}

      <h2 className={styles.heading}>{t('section.claimed')}</h2>
      {s.claimed.length ? (
        <ul className={styles.list} data-testid="reward-claimed">
          {s.claimed.map((r) => rewardRow(r, (
            <p className={styles.muted}>
              {r.status === 'converted' ? t('converted', { date: ymd(r.completedAt ?? r.createdAt) }) : t('paid', { date: ymd(r.createdAt) })} · {t(`source.${r.source}`)}
            </p>
          )))}
        </ul>
      ) : <p className={styles.empty}>{t('empty.claimed')}</p>}

      {s.expired.length > 0 && (
        <>
          <h2 className={styles.heading}>{t('section.expired')}</h2>
          <ul className={styles.list} data-testid="reward-expired">
            {s.expired.map((r) => rewardRow(r, (
              <>
                <p className={styles.muted}>{t(`forfeit.${r.forfeitReason ?? 'expired'}`, { date: ymd(r.completedAt ?? r.createdAt) })}</p>
                <p className={styles.muted}>{t('progress', { wagered: money(r.wagered), required: money(r.required), multiple: r.wageringMultiple })}</p>
              </>
            )))}
          </ul>
        </>
      )}

      {s.unavailable.length > 0 && (
        <>
          <h2 className={styles.heading}>{t('section.unavailable')}</h2>
          <ul className={styles.list} data-testid="reward-unavailable">
            {s.unavailable.map((p) => (
              <li key={p.id} className={`${styles.item} ${p.id === highlight ? styles.highlight : ''}`} data-testid="reward-promotion" data-id={p.id}>
                <div className={styles.row}>
                  <p className={styles.title}>{p.title}</p>
                  <span className={styles.amount}>{rewardLine(p)}</span>
                </div>
                <p className={styles.muted} data-testid="reward-reason">{reason(p)}</p>
                <p className={styles.muted}>{terms(p)}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

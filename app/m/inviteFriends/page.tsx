import { getTranslations } from 'next-intl/server';
import { referralLink } from '@/lib/activity/referral';
import { readValue } from '@/lib/data/request';
import { getSite } from '@/lib/data/site';
import { getCurrency } from '@/lib/data/wallet';
import { formatMoney } from '@/lib/format';
import { qrSvg } from '@/lib/referral/qr';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';
import { ComingSoonToast, CopyLink } from '@/components/activity/invite-client';
import frameStyles from '@/components/frame/frame.module.css';
import screenStyles from '@/components/frame/screen.module.css';
import styles from '@/components/activity/activity.module.css';

export const generateMetadata = () => pageMetadata('inviteFriends');

/**
 * /m/inviteFriends – refer a friend (SPEC §2, §6; issue 19): the member's code, the register link
 * with a copy button and its QR code (drawn here as SVG), the rules, and the friends invited
 * (masked) with what each earned. With the merchant's REFERRAL promotion off, 'coming soon' for
 * 1 s (SPEC §6) and nothing else. A visitor logs in first; a trial account is refused.
 */
export default function InviteFriendsPage() {
  return (
    <MemberGate path="/m/inviteFriends">
      <Invite />
    </MemberGate>
  );
}

async function Invite() {
  const [v, site, currency, t] = await Promise.all([readValue('referralDetails'), getSite(), getCurrency(), getTranslations('activity.invite')]);
  if (!v) return <section className={screenStyles.screen}><p className={styles.muted} role="alert">{t('failed')}</p></section>;
  if (!v.enabled) {
    return (
      <section className={screenStyles.screen} data-testid="invite-off">
        <h1 className={frameStyles.srOnly}>{t('heading')}</h1>
        <ComingSoonToast message={t('comingSoon')} backHome={t('backHome')} />
      </section>
    );
  }
  const money = (n: number) => formatMoney(n, currency);
  const link = referralLink(site.origin ?? '', v.code);
  const r = v.rules;
  return (
    <section className={screenStyles.screen} data-testid="invite-screen">
      <h1 className={frameStyles.srOnly}>{t('heading')}</h1>
      <div className={styles.invite}>
        <div className={styles.card}>
          <h2>{t('codeHeading')}</h2>
          <p className={styles.code} data-testid="referral-code">{v.code}</p>
          <CopyLink link={link} labels={{ copy: t('copy'), copied: t('copied'), linkLabel: t('linkLabel') }} />
          <div className={styles.qr} role="img" aria-label={t('qrLabel')} data-testid="referral-qr" dangerouslySetInnerHTML={{ __html: qrSvg(link) }} />
        </div>

        <div className={styles.card}>
          <h2>{t('rulesHeading')}</h2>
          <ul className={styles.rules} data-testid="referral-rules">
            {r.firstDeposit.map((x) => <li key={`d${x.minDeposit}`}>{t('ruleFirstDeposit', { min: money(x.minDeposit), reward: money(x.reward) })}</li>)}
            {r.turnover.map((x) => <li key={`t${x.turnover}`}>{t('ruleTurnover', { turnover: money(x.turnover), reward: money(x.reward) })}</li>)}
            {r.inviteeMax > 0 && <li>{t('ruleInviteeMax', { max: money(r.inviteeMax) })}</li>}
            {r.periodMax > 0 && <li>{t(`rulePeriodMax.${r.period}`, { max: money(r.periodMax) })}</li>}
            <li>{t('ruleOnce')}</li>
            <li>{r.wageringMultiple > 0 ? t('ruleWagering', { multiple: r.wageringMultiple }) : t('ruleCash')}</li>
          </ul>
        </div>

        <div className={styles.card}>
          <h2>{t('friendsHeading', { count: v.totals.invited })}</h2>
          <p className={styles.muted} data-testid="referral-earned">{t('earnedTotal', { amount: money(v.totals.earned) })}</p>
          {v.friends.length === 0 ? (
            <p className={styles.muted}>{t('noFriends')}</p>
          ) : (
            <table className={styles.friends} data-testid="referral-friends">
              <thead>
                <tr><th>{t('friend')}</th><th>{t('firstDeposit')}</th><th>{t('turnover')}</th><th>{t('earned')}</th></tr>
              </thead>
              <tbody>
                {v.friends.map((f) => (
                  <tr key={`${f.name}-${f.joinedAt}`}>
                    <td>{f.name}{f.blocked ? ` · ${t('blocked')}` : ''}</td>
                    <td>{money(f.firstDeposit)}</td>
                    <td>{money(f.turnover)}</td>
                    <td>{money(f.earned)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </div>
    </section>
  );
}

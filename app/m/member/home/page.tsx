import { getTranslations } from 'next-intl/server';
import Link from '@/components/frame/link';
import { readValue } from '@/lib/data/request';
import { getSystemStatus } from '@/lib/data/system';
import { getViewer } from '@/lib/data/viewer';
import { getCurrency } from '@/lib/data/wallet';
import { canDeposit } from '@/lib/frame/gate';
import { unreadCounts } from '@/lib/frame/unread';
import { memberShortcuts } from '@/lib/member';
import { comingSoonScreens } from '@/lib/routes';
import { IntlScope } from '@/components/account/intl-scope';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';
import { UnreadBadge } from '@/components/frame/unread-badge';
import { HeadIconUpload } from '@/components/member/head-icon-upload';
import { WalletWidget } from '@/components/wallet/wallet-widget';
import frameStyles from '@/components/frame/frame.module.css';
import account from '@/components/account/account.module.css';
import screenStyles from '@/components/frame/screen.module.css';
import styles from '@/components/member/member.module.css';

export const generateMetadata = () => pageMetadata('memberHome');

/**
 * /m/member/home – the member centre (SPEC §2, §6; issue 19): profile (picture through PROFPIC3,
 * nickname or account, VIP label), the wallet widget with deposit and withdraw, shortcuts with
 * their unread badges; the frame adds the extra footer bar (lib/frame/extra-footer.ts). A visitor
 * goes to /m/login; a trial player sees the prompt to log in with a real account (cancel and
 * register) instead (MemberGate, SPEC §6).
 */
export default function MemberHomePage() {
  return (
    <MemberGate path="/m/member/home">
      <MemberHome />
    </MemberGate>
  );
}

const comingSoon: ReadonlySet<string> = new Set(Object.keys(comingSoonScreens));

async function MemberHome() {
  const [viewer, icon, currency, status, t] = await Promise.all([
    getViewer(), readValue('memberHeadIcon'), getCurrency(), getSystemStatus(), getTranslations('member.home'),
  ]);
  if (!viewer.loggedIn) return null;
  const { member } = viewer;
  const name = member.nickname || member.account;
  const chatOn = status?.info.whitelabel.modules.CBS3 !== false;
  const vipOn = status?.info.whitelabel.menu.vip === true;
  const counts = unreadCounts(viewer);
  return (
    <section className={screenStyles.screen} data-testid="member-home">
      <h1 className={frameStyles.srOnly}>{t('heading')}</h1>
      <div className={account.card}>
        <div className={styles.profile}>
          {icon?.headIcon ? (
            // A data: URL of the platform's own 256 px re-encoding: nothing for the image optimizer to do.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={icon.headIcon} alt={t('pictureAlt')} width={64} height={64} className={styles.avatar} data-testid="head-icon" />
          ) : (
            <span className={styles.avatar} aria-hidden="true">{Array.from(name)[0]?.toUpperCase()}</span>
          )}
          <div>
            <p className={styles.name} data-testid="member-name">{name}</p>
            {member.nickname && <p className={styles.account}>{t('account', { account: member.account })}</p>}
            {member.vipLabel && (vipOn
              ? <Link href="/m/member/benefits" className={styles.vip} aria-label={t('vip', { label: member.vipLabel })}>{member.vipLabel}</Link>
              : <span className={styles.vip} aria-label={t('vip', { label: member.vipLabel })}>{member.vipLabel}</span>)}
          </div>
          <IntlScope namespaces={['member', 'errors']}>
            <HeadIconUpload label={t('changePicture')} />
          </IntlScope>
        </div>
      </div>
      <div className={account.card}>
        <IntlScope namespaces={['wallet']}>
          <WalletWidget sumBalance={viewer.balance?.sumBalance ?? null} currency={currency} hiddenRemembered={viewer.balanceHidden} playMoney={false} />
        </IntlScope>
        {canDeposit(member.type) && (
          <div className={styles.money}>
            <Link href="/m/voucherCenter" className={styles.moneyLink}>{t('deposit')}</Link>
            <Link href="/m/withdraw" className={styles.moneyLink}>{t('withdraw')}</Link>
          </div>
        )}
      </div>
      <nav className={account.card} aria-label={t('shortcuts')}>
        <ul className={styles.shortcuts}>
          {memberShortcuts({ chatOn, vipOn, comingSoon }).map((s) => (
            <li key={s.key}>
              <Link href={s.href} className={styles.shortcut} data-shortcut={s.key}>
                {t(`shortcut.${s.key}`)}
                {s.badge && <UnreadBadge kind={s.badge} server={counts} label={t('unread')} />}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}

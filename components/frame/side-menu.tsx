import type { ReactNode } from 'react';
import Link from '@/components/frame/link';
import { useTranslations } from 'next-intl';
import type { Viewer } from '@/lib/data/viewer';
import { sideMenuEntries, withDividers, type SideMenuFlags } from '@/lib/frame/side-menu';
import { unreadCounts } from '@/lib/frame/unread';
import type { OfficialChannel, ShownSocialLink } from '@/lib/frame/links';
import { BalanceFigure } from './balance-figure';
import { ChevronIcon, SocialIcon, UserIcon } from './icons';
import { LanguageSwitcher, type LanguageOption } from './language-switcher';
import { PlayMoneyTag } from './play-money-tag';
import { SideMenuShell } from './side-menu-shell';
import { SignOutButton } from './sign-out-button';
import { SocialLinks } from './social-links';
import { UnreadBadge } from './unread-badge';
import styles from './frame.module.css';

export interface SideMenuProps {
  viewer: Viewer;
  balance: string;
  logo: ReactNode;
  /** The merchant's white-label menu switches; null when the configuration is unknown. */
  flags: SideMenuFlags | null;
  inNativeApp: boolean;
  languages: LanguageOption[];
  language: string;
  channels: OfficialChannel[];
  socials: ShownSocialLink[];
  /** The collapsible promotion list (components/content SideMenuPromotions), rendered by the frame with its data. */
  promotions?: ReactNode;
}

/**
 * SPEC §2 left side menu: logo, avatar, nickname (fallback account), balance; sign out or the
 * login / register / forgot links; the switched entries with a divider after every 3; the
 * language switcher; official channels; social links; the collapsible promotion list after the
 * entries (`promotions`). Game-category links and the m_leftmenu banners come with their data in later issues.
 */
export function SideMenu({ viewer, balance, logo, flags, inNativeApp, languages, language, channels, socials, promotions }: SideMenuProps) {
  const t = useTranslations('sideMenu');
  const tf = useTranslations('frame');
  const ts = useTranslations('social');
  const items = withDividers(sideMenuEntries(flags, { loggedIn: viewer.loggedIn, inNativeApp }));
  const name = viewer.loggedIn ? viewer.member.nickname || viewer.member.account : t('guest');

  return (
    <SideMenuShell label={t('label')} closeLabel={tf('closeMenu')}>
      <div className={styles.sideHead}>
        <div className={styles.sideLogo}>{logo}</div>
        <div className={styles.profile}>
          <span className={styles.avatar} aria-hidden="true">
            <UserIcon />
          </span>
          <div>
            <div className={styles.nickname} data-testid="side-menu-name">{name}</div>
            {viewer.loggedIn && balance && (
              <div className={styles.balance}>
                <BalanceFigure text={balance} remembered={viewer.balanceHidden} testId="side-menu-balance" />
                {viewer.trial && <PlayMoneyTag label={tf('playMoney')} />}
              </div>
            )}
          </div>
        </div>
        {viewer.loggedIn ? (
          <SignOutButton className={styles.buttonGhost} />
        ) : (
          <div className={styles.authLinks}>
            <Link href="/m/login" className={styles.buttonGhost}>{t('login')}</Link>
            <Link href="/m/register" className={styles.buttonPrimary}>{t('register')}</Link>
            <Link href="/m/forget" className={styles.textLink}>{t('forgot')}</Link>
          </div>
        )}
      </div>

      <ul className={styles.sideEntries} data-testid="side-menu-entries">
        {items.map((item, i) =>
          item.kind === 'divider' ? (
            <li key={`d${i}`} role="separator" className={styles.divider} />
          ) : (
            <li key={item.id} data-entry={item.id} className={item.id === 'appDownload' ? styles.hideInstalled : undefined}>
              <Link href={item.href} className={styles.sideEntry}>
                <span>{t(`entries.${item.id}`)}</span>
                {/* Customer service opens the message centre: its badge counts what waits there (inbox, announcements, chat). */}
                {item.id === 'customerService' && viewer.loggedIn && (
                  <UnreadBadge kind="total" inline server={unreadCounts(viewer)} />
                )}
                <ChevronIcon width={16} height={16} />
              </Link>
            </li>
          ),
        )}
      </ul>

      {promotions}

      <section className={styles.sideSection} aria-label={t('language')}>
        <h2 className={styles.sideHeading}>{t('language')}</h2>
        <LanguageSwitcher options={languages} current={language} label={t('language')} variant="list" />
      </section>

      {channels.length > 0 && (
        <section className={styles.sideSection} aria-label={t('officialChannels')}>
          <h2 className={styles.sideHeading}>{t('officialChannels')}</h2>
          <div className={styles.iconRow}>
            {channels.map((c) => (
              <a key={`${c.kind}${c.href}`} href={c.href} target="_blank" rel="noopener noreferrer" className={styles.socialButton} aria-label={c.title || ts(c.kind)}>
                <SocialIcon kind={c.kind} />
              </a>
            ))}
          </div>
        </section>
      )}

      <SocialLinks socials={socials} title={t('social')} headingClassName={styles.sideHeading} sectionClassName={styles.sideSection} />
    </SideMenuShell>
  );
}

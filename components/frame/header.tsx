import type { ReactNode } from 'react';
import { unreadCounts } from '@/lib/frame/unread';
import Link from '@/components/frame/link';
import { useTranslations } from 'next-intl';
import type { Viewer } from '@/lib/data/viewer';
import { BalanceFigure } from './balance-figure';
import { InboxIcon } from './icons';
import { LanguageSwitcher, type LanguageOption } from './language-switcher';
import { MenuToggle } from './menu-toggle';
import { PlayMoneyTag } from './play-money-tag';
import { HeaderBrand } from './top-bar';
import { UnreadBadge } from './unread-badge';
import styles from './frame.module.css';

export interface HeaderProps {
  viewer: Viewer;
  /** The member's balance in the merchant's money ('' when unknown); hidden as the member chose, marked when it is play money. */
  balance: string;
  logo: ReactNode;
  languages: LanguageOption[];
  language: string;
}

/**
 * SPEC §2 header. Logged out: Login, Register, language control and the side-menu toggle;
 * logged in: balance, Deposit, the inbox with its unread badge (unread messages and chat answers, live) and the menu toggle on the right.
 * The logo sits at its left; the top bar (back, title) is a row of its own under it.
 */
export function Header({ viewer, balance, logo, languages, language }: HeaderProps) {
  const t = useTranslations('header');
  const tf = useTranslations('frame');
  return (
    <header className={styles.header}>
      {!viewer.loggedIn && <MenuToggle label={tf('openMenu')} />}
      <HeaderBrand logo={logo} />
      <div className={styles.headerActions}>
        {viewer.loggedIn ? (
          <>
            {balance && (
              <span className={styles.balance} aria-label={t('balance')}>
                <BalanceFigure text={balance} remembered={viewer.balanceHidden} testId="header-balance" />
                {viewer.trial && <PlayMoneyTag label={tf('playMoney')} />}
              </span>
            )}
            <Link href="/m/voucherCenter" className={styles.buttonPrimary}>
              {t('deposit')}
            </Link>
            <Link href="/m/webEmail" className={styles.iconButton} aria-label={t('inbox')}>
              <InboxIcon />
              <UnreadBadge kind="messages" server={unreadCounts(viewer)} />
            </Link>
            <MenuToggle label={tf('openMenu')} />
          </>
        ) : (
          <>
            <Link href="/m/login" className={styles.buttonGhost}>
              {t('login')}
            </Link>
            <Link href="/m/register" className={styles.buttonPrimary}>
              {t('register')}
            </Link>
            <LanguageSwitcher options={languages} current={language} label={tf('language')} />
          </>
        )}
      </div>
    </header>
  );
}

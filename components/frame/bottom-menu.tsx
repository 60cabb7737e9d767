import { useTranslations } from 'next-intl';
import type { UnreadCounts } from '@/lib/frame/unread';
import { GiftIcon, HomeIcon, ShareIcon, UserIcon, WalletIcon } from './icons';
import { NavLink } from './nav-link';
import { UnreadBadge } from './unread-badge';
import styles from './frame.module.css';

/**
 * SPEC §2 bottom menu: Home, Deposit (animated), Share (referral), Promotion and Member centre,
 * which carries the unread badge when logged in and the count is above 0 (99+ above 99): unread
 * inbox messages, announcements and chat answers together, live (unread-store).
 */
export function BottomMenu({ loggedIn, unread }: { loggedIn: boolean; unread: UnreadCounts }) {
  const t = useTranslations('bottomMenu');
  return (
    <nav className={styles.bottomMenu} aria-label={t('label')} data-testid="bottom-menu">
      <NavLink href="/m/home" className={styles.bottomItem}>
        <HomeIcon />
        <span>{t('home')}</span>
      </NavLink>
      <NavLink href="/m/voucherCenter" className={styles.bottomItem}>
        <span className={styles.depositPulse}>
          <WalletIcon />
        </span>
        <span>{t('deposit')}</span>
      </NavLink>
      <NavLink href="/m/inviteFriends" className={styles.bottomItem}>
        <ShareIcon />
        <span>{t('share')}</span>
      </NavLink>
      <NavLink href="/m/activity" className={styles.bottomItem}>
        <GiftIcon />
        <span>{t('promotion')}</span>
      </NavLink>
      <NavLink href="/m/member/home" className={styles.bottomItem}>
        <span className={styles.iconWithBadge}>
          <UserIcon />
          {loggedIn && <UnreadBadge kind="total" server={unread} label={t('unread', { count: '{count}' })} />}
        </span>
        <span>{t('member')}</span>
      </NavLink>
    </nav>
  );
}

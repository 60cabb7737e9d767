import Link from '@/components/frame/link';
import { getTranslations } from 'next-intl/server';
import { getViewer } from '@/lib/data/viewer';
import { ChevronIcon } from '@/components/frame/icons';
import { SignOutButton } from '@/components/frame/sign-out-button';
import { pageMetadata } from '@/components/frame/page-metadata';
import styles from '@/components/account/account.module.css';

export const generateMetadata = () => pageMetadata('set');

/** /m/set – SPEC §2 settings: the change-password entry and sign out (through the confirm dialog). */
export default async function SetPage() {
  const [viewer, t] = await Promise.all([getViewer(), getTranslations('account.settings')]);
  return (
    <section className={styles.screen}>
      {/* The top bar already shows this title (SPEC §2 titles by path); the heading stays for screen readers. */}
      <h1 className={styles.srOnly}>{t('heading')}</h1>
      <ul className={styles.list}>
        <li className={styles.listItem}>
          <Link href="/m/changePsw" className={styles.listLink}>
            <span>{t('changePassword')}</span>
            <ChevronIcon width={16} height={16} />
          </Link>
        </li>
      </ul>
      {viewer.loggedIn ? (
        <SignOutButton className={styles.signOut} />
      ) : (
        <>
          <p className={styles.muted}>{t('signedOut')}</p>
          <Link href="/m/login?next=%2Fm%2Fset" className={styles.primary}>{t('login')}</Link>
        </>
      )}
    </section>
  );
}

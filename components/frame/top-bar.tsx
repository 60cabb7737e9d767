'use client';

import type { ReactNode } from 'react';
import Link from '@/components/frame/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { backTarget } from '@/lib/frame/back';
import { isHomePath } from '@/lib/frame/home';
import { titleKey } from '@/lib/frame/title';
import { showTopBar } from '@/lib/frame/top-bar';
import { BackIcon } from './icons';
import styles from './frame.module.css';

/**
 * The left part of the header: the SPEC §2 top bar (back control or logo, and the title) where
 * the path shows it, the bare logo where it does not. `logo` is rendered by the server.
 */
export function TopBar({ logo }: { logo: ReactNode }) {
  const pathname = usePathname() ?? '/';
  const search = useSearchParams();
  const router = useRouter();
  const t = useTranslations('titles');
  const tf = useTranslations('frame');

  const home = (
    <Link href="/m/home" className={styles.logo}>
      {logo}
    </Link>
  );
  if (!showTopBar(pathname)) return <div className={styles.topBar}>{home}</div>;

  const back = backTarget(pathname, search);
  const title = t(titleKey(pathname));
  return (
    <div className={styles.topBar} data-testid="top-bar">
      {back.kind === 'none' && home}
      {back.kind === 'href' && (
        <Link href={back.href} className={styles.iconButton} aria-label={tf('back')}>
          <BackIcon />
        </Link>
      )}
      {back.kind === 'history' && (
        <button
          type="button"
          className={styles.iconButton}
          aria-label={tf('back')}
          // A page opened directly (no history of ours) has nowhere to go back to but home.
          onClick={() => (window.history.length > 1 ? router.back() : router.push('/m/home'))}
        >
          <BackIcon />
        </button>
      )}
      <span className={isHomePath(pathname) ? styles.srOnly : styles.title}>{title}</span>
    </div>
  );
}

/** What the top bar shows before the search params are known (only during streaming). */
export function TopBarFallback({ logo }: { logo: ReactNode }) {
  return (
    <div className={styles.topBar}>
      <Link href="/m/home" className={styles.logo}>
        {logo}
      </Link>
    </div>
  );
}

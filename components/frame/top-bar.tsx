'use client';

import type { ReactNode } from 'react';
import Link from '@/components/frame/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { backTarget } from '@/lib/frame/back';
import { isHomePath } from '@/lib/frame/home';
import { titleKey } from '@/lib/frame/title';
import { showTopBar } from '@/lib/frame/top-bar';
import { BackControl } from './back-control';
import styles from './frame.module.css';

/**
 * The left part of the header: the SPEC §2 top bar (back control or logo, and the title) where
 * the path shows it, the bare logo where it does not. `logo` is rendered by the server.
 */
export function TopBar({ logo }: { logo: ReactNode }) {
  const pathname = usePathname() ?? '/';
  const search = useSearchParams();
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
      <BackControl target={back} label={tf('back')} />
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

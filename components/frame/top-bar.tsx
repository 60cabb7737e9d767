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
 * The start of the header: the merchant's logo, linking home. On home paths it is SPEC §2's top
 * bar (a logo instead of a back control), with the screen's title for screen readers only.
 */
export function HeaderBrand({ logo }: { logo: ReactNode }) {
  const pathname = usePathname() ?? '/';
  const t = useTranslations('titles');
  const home = isHomePath(pathname) && showTopBar(pathname);
  return (
    <div className={styles.brand} data-testid={home ? 'top-bar' : undefined}>
      <Link href="/m/home" className={styles.logo}>
        {logo}
      </Link>
      {home && <span className={styles.srOnly}>{t(titleKey(pathname))}</span>}
    </div>
  );
}

/**
 * SPEC §2 top bar of every other screen that shows one: the back control and the title, in a
 * row of its own under the header. In the header's row it had 40 to 60 px left beside the
 * member's balance and Deposit or a guest's Login and Register at 360 px, and cut "Slots centre"
 * even at 412 px (issue 15); here it has the screen's width and wraps rather than cutting a word.
 */
export function TopBar() {
  return <TopBarRow search={useSearchParams()} />;
}

/** The top bar for a known query (null: before the query is known, only while streaming). */
export function TopBarRow({ search }: { search: URLSearchParams | null }) {
  const pathname = usePathname() ?? '/';
  const t = useTranslations('titles');
  const tf = useTranslations('frame');
  if (!showTopBar(pathname) || isHomePath(pathname)) return null;
  return (
    <div className={styles.topBar} data-testid="top-bar">
      <BackControl target={backTarget(pathname, search)} label={tf('back')} />
      <span className={styles.title}>{t(titleKey(pathname))}</span>
    </div>
  );
}

'use client';

import { useEffect, type ReactNode } from 'react';
import clsx from 'clsx';
import { usePathname } from 'next/navigation';
import { CloseIcon } from './icons';
import { setSideMenuOpen, useSideMenuOpen } from './side-menu-store';
import styles from './frame.module.css';

/**
 * The drawer around the server-rendered side menu: open state, backdrop, Escape, and closing
 * on navigation (the layout stays mounted, so a tapped link would otherwise leave it open).
 */
export function SideMenuShell({ label, closeLabel, children }: { label: string; closeLabel: string; children: ReactNode }) {
  const open = useSideMenuOpen();
  const pathname = usePathname();

  useEffect(() => setSideMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setSideMenuOpen(false);
    document.addEventListener('keydown', onKey);
    document.documentElement.dataset.menuOpen = '1';
    return () => {
      document.removeEventListener('keydown', onKey);
      delete document.documentElement.dataset.menuOpen;
    };
  }, [open]);

  return (
    <>
      <div className={clsx(styles.backdrop, open && styles.backdropOpen)} onClick={() => setSideMenuOpen(false)} aria-hidden="true" />
      <aside id="side-menu" className={clsx(styles.sideMenu, open && styles.sideMenuOpen)} aria-label={label} inert={!open}>
        <button type="button" className={clsx(styles.iconButton, styles.sideMenuClose)} aria-label={closeLabel} onClick={() => setSideMenuOpen(false)}>
          <CloseIcon />
        </button>
        {children}
      </aside>
    </>
  );
}

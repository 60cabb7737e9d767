'use client';

import clsx from 'clsx';
import { MenuIcon } from './icons';
import { setSideMenuOpen, useSideMenuOpen } from './side-menu-store';
import styles from './frame.module.css';

/** The header button that opens the side menu. */
export function MenuToggle({ label, className }: { label: string; className?: string }) {
  const open = useSideMenuOpen();
  return (
    <button
      type="button"
      className={clsx(styles.iconButton, className)}
      aria-label={label}
      aria-expanded={open}
      aria-controls="side-menu"
      onClick={() => setSideMenuOpen(!open)}
    >
      <MenuIcon />
    </button>
  );
}

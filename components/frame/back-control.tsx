'use client';

import { useRouter } from 'next/navigation';
import type { BackTarget } from '@/lib/frame/back';
import Link from '@/components/frame/link';
import { BackIcon } from './icons';
import styles from './frame.module.css';

/**
 * The back arrow of SPEC §2 for a back target: a link to a fixed page, or one step back in
 * history (home when the page was opened directly); nothing for {kind: 'none'}. The top bar and
 * the screens that carry their own back arrow (lib/frame screenBack) both draw it.
 */
export function BackControl({ target, label }: { target: BackTarget; label: string }) {
  const router = useRouter();
  if (target.kind === 'href') {
    return (
      <Link href={target.href} className={styles.iconButton} aria-label={label}>
        <BackIcon />
      </Link>
    );
  }
  if (target.kind === 'history') {
    return (
      <button
        type="button"
        className={styles.iconButton}
        aria-label={label}
        // A page opened directly (no history of ours) has nowhere to go back to but home.
        onClick={() => (window.history.length > 1 ? router.back() : router.push('/m/home'))}
      >
        <BackIcon />
      </button>
    );
  }
  return null;
}

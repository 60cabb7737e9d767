'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Toast } from '@/components/ui/toast';
import styles from './lobby.module.css';
import { useLaunch, type LaunchTarget } from './use-launch';

/** SPEC §2 winner board: tapping an entry launches its game. */
export function WinnerRow({ game, name, loggedIn, children }: { game: LaunchTarget; name: string; loggedIn: boolean; children: ReactNode }) {
  const t = useTranslations('lobby');
  const { launch, busy, error } = useLaunch(loggedIn);
  return (
    <li>
      <button type="button" className={styles.winner} onClick={() => launch(game)} aria-busy={busy} aria-label={t('play', { name })}>
        {children}
      </button>
      <Toast message={error} kind="error" />
    </li>
  );
}

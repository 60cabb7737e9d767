'use client';

import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import styles from './frame.module.css';

/**
 * Sign out with the SPEC §8 confirm dialog (prompt title, body, cancel and submit). SPEC §4:
 * calls logout, clears session storage, stores autoLogin=0, replaces the route with /m/home.
 * The session cookie itself is cleared by the BFF's logout handler.
 */
export function SignOutButton({ className }: { className?: string }) {
  const t = useTranslations('frame.signOut');
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);

  const signOut = async () => {
    setBusy(true);
    try {
      await fetch('/wps/session/logout', { method: 'DELETE', credentials: 'same-origin' });
    } catch {
      // Even if the platform is unreachable the visitor asked to leave: forget the local state.
    }
    try {
      sessionStorage.clear();
      localStorage.setItem('autoLogin', '0');
    } catch {
      // Storage may be disabled (private mode); nothing to clear then.
    }
    dialog.current?.close();
    setBusy(false);
    router.replace('/m/home');
    router.refresh();
  };

  return (
    <>
      <button type="button" className={className} onClick={() => dialog.current?.showModal()}>
        {t('button')}
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="sign-out-title">
        <h2 id="sign-out-title">{t('title')}</h2>
        <p>{busy ? t('loading') : t('body')}</p>
        <div className={styles.dialogActions}>
          <button type="button" className={styles.buttonGhost} onClick={() => dialog.current?.close()} disabled={busy}>
            {t('cancel')}
          </button>
          <button type="button" className={styles.buttonPrimary} onClick={signOut} disabled={busy}>
            {t('submit')}
          </button>
        </div>
      </dialog>
    </>
  );
}

'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { clearClientSession } from '@/lib/auth/client-session';
import { wpsFetch } from '@/lib/net/wps-fetch';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Toast } from '@/components/ui/toast';
import { setSideMenuOpen } from './side-menu-store';

/**
 * Sign out (SPEC §4, §8): a confirm dialog (prompt title, confirm-sign-out body, cancel and
 * submit); on submit a loading toast, DELETE /wps/session/logout (the BFF clears the sealed
 * session cookie), session storage cleared, autoLogin=0, then /m/home replaces the route and
 * the server components re-render signed out, with the side menu closed. Used by the side menu and the settings screen.
 */
export function SignOutButton({ className }: { className?: string }) {
  const t = useTranslations('frame.signOut');
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const signOut = async () => {
    setConfirming(false);
    setBusy(true);
    // Even if the platform is unreachable the visitor asked to leave: the local state goes anyway.
    await wpsFetch('sessionLogout');
    clearClientSession(window);
    // The drawer closes itself on navigation, but signing out on /m/home does not change the path:
    // without this the menu would stay open, now showing "Guest".
    setSideMenuOpen(false);
    router.replace('/m/home');
    router.refresh();
    setBusy(false);
  };

  return (
    <>
      <button type="button" className={className} onClick={() => setConfirming(true)} disabled={busy}>
        {t('button')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('title')}
        body={t('body')}
        cancelLabel={t('cancel')}
        submitLabel={t('submit')}
        onCancel={() => setConfirming(false)}
        onSubmit={signOut}
      />
      <Toast kind="loading" message={busy ? t('loading') : null} />
    </>
  );
}

'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { errorMessageKey } from '@/lib/i18n/errors';
import { wpsFetch } from '@/lib/net/wps-fetch';
import { Toast } from '@/components/ui/toast';
import styles from './account.module.css';

/**
 * The free-trial button (SPEC §4): a loading message, POST /wps/session/login/freeplay (the
 * BFF keeps the trial session in the sealed cookie), then /m/home replaces the route and the
 * server components re-render with the trial member's play-money balance.
 */
export function TrialClient() {
  const t = useTranslations('account.trail');
  const te = useTranslations();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const start = async () => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    const r = await wpsFetch('sessionLoginFreeplay', {});
    if (r.success) {
      router.replace('/m/home');
      router.refresh();
      return;
    }
    setBusy(false);
    setMessage(te(errorMessageKey(r.errorCode)));
  };

  return (
    <>
      {message && (
        <p role="alert" className={styles.alert}>{message}</p>
      )}
      <button type="button" className={styles.primary} onClick={start} disabled={busy} aria-busy={busy}>
        {t('start')}
      </button>
      <Toast kind="loading" message={busy ? t('loading') : null} />
    </>
  );
}

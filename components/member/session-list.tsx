'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { errorMessageKey } from '@/lib/i18n/errors';
import { wpsFetch } from '@/lib/net/wps-fetch';
import account from '@/components/account/account.module.css';
import styles from './member.module.css';

/** One open session as the server rendered it: its id and the lines that describe it. */
export interface SessionRow {
  id: string;
  current: boolean;
  device: string;
  place: string;
  lastActive: string;
}

/**
 * The sessions still open (issue 19): the current one marked, each other with its sign-out, and
 * "sign out all other devices". A signed-out device's next call answers login.not.session, and
 * its cookie is dropped there (lib/bff/handler.ts).
 */
export function SessionList({ sessions }: { sessions: SessionRow[] }) {
  const t = useTranslations('member.security');
  const te = useTranslations();
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);

  const run = async (key: string, call: () => ReturnType<typeof wpsFetch<'sessionSignOutOthers'>>) => {
    if (busy) return;
    setBusy(key);
    setError(null);
    const r = await call();
    setBusy(null);
    if (!r.success) return setError(r.errorCode);
    setDone(r.value.signedOut);
    router.refresh();
  };

  const others = sessions.filter((s) => !s.current).length;
  return (
    <>
      <ul className={styles.rows} data-testid="open-sessions">
        {sessions.map((s) => (
          <li key={s.id} className={styles.row} data-current={s.current || undefined}>
            <span className={styles.rowText}>
              <span className={styles.rowTitle}>{s.device}{s.current && <span className={styles.tag}>{t('thisDevice')}</span>}</span>
              <span className={styles.rowHint}>{s.place}</span>
              <span className={styles.rowHint}>{s.lastActive}</span>
            </span>
            {!s.current && (
              <button type="button" className={styles.smallButton} disabled={busy !== null}
                onClick={() => run(s.id, () => wpsFetch('sessionSignOut', { id: s.id }))}>
                {t('signOut')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {done !== null && <p className={account.muted} role="status">{t('signedOut', { count: done })}</p>}
      {error && <p className={account.alert} role="alert">{te(errorMessageKey(error))}</p>}
      {others > 0 && (
        <button type="button" className={account.ghost} disabled={busy !== null} onClick={() => run('others', () => wpsFetch('sessionSignOutOthers', {}))}>
          {t('signOutOthers')}
        </button>
      )}
    </>
  );
}

import type { ReactNode } from 'react';
import Link from '@/components/frame/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getViewer } from '@/lib/data/viewer';
import { gateFor, loginHref } from '@/lib/frame/gate';
import { FreeRejectToast } from '@/components/messaging/free-reject';
import styles from './frame.module.css';

/**
 * Renders a screen only for the viewers SPEC §6 lets in: visitors go to /m/login (and come
 * back), signed-in members (not trial players) leave the login and register forms and non-agents
 * leave agent screens for /m/home, trial and non-real accounts see why
 * they are refused instead of the screen.
 */
export async function MemberGate({ path, children }: { path: string; children: ReactNode }) {
  const viewer = await getViewer();
  const gate = gateFor(path, viewer.loggedIn ? { loggedIn: true, type: viewer.member.type } : { loggedIn: false });
  if (gate.kind === 'login') redirect(loginHref(path));
  if (gate.kind === 'home') redirect('/m/home');
  if (gate.kind === 'allow') return <>{children}</>;
  const [t, te] = await Promise.all([getTranslations('gate'), getTranslations('errors')]);
  return (
    <>
      {/* SPEC §6/§8: the inbox (and chat) refuse a trial account with the free_reject toast for 1 s. */}
      {gate.reason === 'trial' && <FreeRejectToast message={te('free_reject')} />}
      <section className={styles.comingSoon} role="alert">
        <p className={styles.muted}>{t(gate.reason)}</p>
        {gate.reason === 'trialMemberCentre' ? (
          <div className={styles.gateActions}>
            <Link href="/m/home" className={styles.buttonGhost}>{t('cancel')}</Link>
            <Link href="/m/register" className={styles.buttonPrimary}>{t('register')}</Link>
          </div>
        ) : (
          <Link href="/m/home" className={styles.buttonGhost}>{t('backHome')}</Link>
        )}
      </section>
    </>
  );
}

'use client';

import { useEffect, useState } from 'react';
import { runningInstalled } from '@/lib/pwa/display';
import styles from './pwa.module.css';

/** Chrome's install prompt event (not in TypeScript's DOM library). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** The install prompt the root layout's first script kept, when it fired before this screen hydrated. */
    __installPrompt?: InstallPromptEvent;
  }
}

type State = { kind: 'installed' } | { kind: 'prompt'; event: InstallPromptEvent } | { kind: 'steps' };

/**
 * Installing the web app: an Install button where the browser offers its prompt (Chrome,
 * Edge, Samsung Internet on Android), the Share → Add to Home Screen steps on iOS, the menu's
 * entry elsewhere; inside the installed app, a line saying so.
 */
export function InstallApp({ ios, labels }: { ios: boolean; labels: { title: string; install: string; ios: string; other: string; installed: string } }) {
  const [state, setState] = useState<State>({ kind: 'steps' });
  useEffect(() => {
    if (runningInstalled()) {
      setState({ kind: 'installed' });
      return;
    }
    if (window.__installPrompt) setState({ kind: 'prompt', event: window.__installPrompt });
    const onPrompt = (e: Event) => {
      e.preventDefault();
      setState({ kind: 'prompt', event: e as InstallPromptEvent });
    };
    const onInstalled = () => setState({ kind: 'installed' });
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (state.kind === 'installed') return <p className={styles.appNote} data-testid="app-installed">{labels.installed}</p>;
  return (
    <div className={styles.install} data-testid="app-install">
      <h2 className={styles.installTitle}>{labels.title}</h2>
      {state.kind === 'prompt' ? (
        <button type="button" className={styles.installButton} data-testid="app-install-button" onClick={async () => {
          await state.event.prompt();
          const { outcome } = await state.event.userChoice;
          window.__installPrompt = undefined;
          setState(outcome === 'accepted' ? { kind: 'installed' } : { kind: 'steps' });
        }}>{labels.install}</button>
      ) : (
        <p className={styles.appNote}>{ios ? labels.ios : labels.other}</p>
      )}
    </div>
  );
}

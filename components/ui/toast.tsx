import clsx from 'clsx';
import styles from './ui.module.css';

export type ToastKind = 'loading' | 'info' | 'error';

/**
 * A toast: a short message floating above the page, announced politely (an error
 * assertively). Controlled: the screen decides when it shows and for how long (SPEC §9 toast
 * durations), so it holds no timers of its own. Nothing renders without a message.
 */
export function Toast({ message, kind = 'info' }: { message: string | null; kind?: ToastKind }) {
  if (!message) return null;
  return (
    <div className={styles.toastLayer}>
      <div
        role={kind === 'error' ? 'alert' : 'status'}
        aria-live={kind === 'error' ? 'assertive' : 'polite'}
        aria-busy={kind === 'loading' || undefined}
        className={clsx(styles.toast, kind === 'error' && styles.toastError)}
      >
        {kind === 'loading' && <span className={styles.spinner} aria-hidden="true" />}
        <span>{message}</span>
      </div>
    </div>
  );
}

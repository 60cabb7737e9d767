'use client';

import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import styles from './ui.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  /** Without one the dialog has the submit button only (a notice; Escape and the backdrop still close it). */
  cancelLabel?: string;
  submitLabel: string;
  onCancel: () => void;
  onSubmit: () => void;
  /** While the submitted action runs: both buttons disabled, Escape ignored. */
  busy?: boolean;
}

/**
 * A modal confirm dialog (SPEC §8 logout confirm: title, body, cancel and submit). Accessible
 * by hand rather than with <dialog>: role=dialog, aria-modal, labelled by its title and
 * described by its body; the submit button takes focus, Tab stays inside, Escape and the
 * backdrop cancel, and focus returns to where it was on close.
 */
export function ConfirmDialog({ open, title, body, cancelLabel, submitLabel, onCancel, onSubmit, busy = false }: ConfirmDialogProps) {
  const id = useId();
  const submit = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);

  const cancel = useRef({ onCancel, busy });
  useEffect(() => {
    cancel.current = { onCancel, busy };
  });

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    submit.current?.focus();
    // Escape is caught on the window in the capture phase: the App Router's React root is the
    // document itself, so stopping it any later would still let a drawer underneath (the side
    // menu closes on Escape too) see it.
    const onEscape = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      if (!cancel.current.busy) cancel.current.onCancel();
    };
    window.addEventListener('keydown', onEscape, true);
    return () => {
      window.removeEventListener('keydown', onEscape, true);
      before?.focus?.();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab') return;
    const buttons = Array.from(box.current?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? []);
    if (buttons.length === 0) return;
    const first = buttons[0]!;
    const last = buttons[buttons.length - 1]!;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={styles.overlay} onClick={() => !busy && onCancel()}>
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        className={styles.dialog}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`} className={styles.dialogTitle}>{title}</h2>
        <p id={`${id}-body`}>{body}</p>
        <div className={styles.dialogActions}>
          {cancelLabel !== undefined && (
            <button type="button" className={styles.buttonGhost} onClick={onCancel} disabled={busy}>
              {cancelLabel}
            </button>
          )}
          <button ref={submit} type="button" className={styles.buttonPrimary} onClick={onSubmit} disabled={busy}>
            {submitLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

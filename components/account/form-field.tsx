import type { ReactNode } from 'react';
import styles from './account.module.css';

/**
 * One labelled form row of the account screens: the label, the control(s) and, when the field
 * is wrong, its message (id `<id>-error`, which the input names in aria-describedby).
 */
export function FormField({ id, label, errorText, children }: { id: string; label: string; errorText?: string | null; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>{label}</label>
      <div className={styles.control} data-invalid={errorText ? 'true' : undefined}>{children}</div>
      {errorText && (
        <p id={`${id}-error`} className={styles.error}>{errorText}</p>
      )}
    </div>
  );
}

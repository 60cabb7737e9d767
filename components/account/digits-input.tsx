'use client';

import { digitsOnly } from '@/lib/auth/login-form';
import styles from './account.module.css';

/**
 * A numeric field of the account forms (mobile number, SMS code, captcha): digits only, cut at
 * `max` (SPEC §5: mobile 20, SMS code 10, login captcha 6), with its error wired for screen readers.
 */
export function DigitsInput({ id, name, max, value, onDigits, onBlur, placeholder, invalid, describedBy, autoComplete, tel, inputRef }: {
  id: string;
  name: string;
  max: number;
  value: string;
  onDigits: (digits: string) => void;
  /** Leaving the field: its error shows from then on (components/account/use-field-visits). */
  onBlur?: () => void;
  placeholder: string;
  invalid: boolean;
  describedBy?: string;
  autoComplete: 'tel-national' | 'one-time-code' | 'off';
  tel?: boolean;
  inputRef: (el: HTMLInputElement | null) => void;
}) {
  return (
    <input
      ref={inputRef}
      id={id}
      name={name}
      type={tel ? 'tel' : undefined}
      inputMode="numeric"
      autoComplete={autoComplete}
      className={styles.input}
      maxLength={max}
      placeholder={placeholder}
      value={value}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(e) => onDigits(digitsOnly(e.target.value, max))}
      onBlur={onBlur}
    />
  );
}

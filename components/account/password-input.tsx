import type { Ref } from 'react';
import styles from './account.module.css';

/** A password input of the account forms (autocomplete per purpose, error wiring by id). */
export function PasswordInput({
  id, name, value, onChange, onBlur, placeholder, invalid, inputRef, current = false, maxLength = 128,
}: {
  id: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
  /** Leaving the field: its error shows from then on (components/account/use-field-visits). */
  onBlur?: () => void;
  placeholder: string;
  invalid: boolean;
  inputRef?: Ref<HTMLInputElement>;
  current?: boolean;
  maxLength?: number;
}) {
  return (
    <input
      ref={inputRef}
      id={id}
      name={name}
      type="password"
      autoComplete={current ? 'current-password' : 'new-password'}
      className={styles.input}
      maxLength={maxLength}
      placeholder={placeholder}
      value={value}
      aria-invalid={invalid}
      aria-describedby={invalid ? `${id}-error` : undefined}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  );
}

'use client';

import { dialingCodes } from '@/lib/auth/dialing-codes';
import { flagEmoji } from '@/lib/i18n/flags';
import styles from './account.module.css';

/** The country dialing-code picker of the SMS login, mobile registration and phone recovery (flag and code). */
export function DialingCodeSelect({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (code: string) => void }) {
  return (
    <select id={id} className={styles.select} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {dialingCodes.map((d) => (
        <option key={`${d.country}${d.code}`} value={d.code}>
          {`${flagEmoji(d.country)} ${d.code}`}
        </option>
      ))}
    </select>
  );
}

'use client';

import { useState, useTransition } from 'react';
import clsx from 'clsx';
import { useRouter } from 'next/navigation';
import { flagEmoji } from '@/lib/i18n/flags';
import { languageRefresh } from '@/lib/i18n/language-change';
import { setPreferenceCookie } from './preference-cookie';
import styles from './frame.module.css';

export interface LanguageOption {
  code: string;
  name: string;
  /** ISO country of its flag (SPEC §9 map), or null. */
  flag: string | null;
}

/**
 * Remembers the choice in the `language` cookie (SPEC §9 stored preference); the page re-renders
 * on the server in that language 250 ms after the last pick (SPEC §4 debounce).
 */
function chooseLanguage(code: string) {
  setPreferenceCookie('language', code);
}

function FlagGlyph({ option }: { option: LanguageOption }) {
  return <span className={styles.flag} aria-hidden="true">{flagEmoji(option.flag) || option.code}</span>;
}

/** Language control: a flag button with a drop-down list (`compact`), or the whole list inline (`list`). */
export function LanguageSwitcher({ options, current, label, variant = 'compact' }: { options: LanguageOption[]; current: string; label: string; variant?: 'compact' | 'list' }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const active = options.find((o) => o.code === current) ?? options[0];

  const pick = (code: string) => {
    setOpen(false);
    // Picking the page's language again still counts while another pick waits: it is the last one.
    if (code === current && !languageRefresh.pending()) return;
    chooseLanguage(code);
    languageRefresh(() => startTransition(() => router.refresh()));
  };

  const list = (
    <ul className={variant === 'list' ? styles.langList : styles.langMenu} role="listbox" aria-label={label}>
      {options.map((o) => (
        <li key={o.code} role="option" aria-selected={o.code === current}>
          <button type="button" className={styles.langOption} onClick={() => pick(o.code)} disabled={pending} lang={o.code.toLowerCase()}>
            <FlagGlyph option={o} />
            <span>{o.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );

  if (variant === 'list') return list;
  if (!active) return null;
  return (
    <div
      className={styles.langWrap}
      onBlur={(e) => {
        // Close when focus leaves the control (a tap elsewhere), not when it moves into the list.
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
    >
      <button
        type="button"
        className={clsx(styles.iconButton, pending && styles.pending)}
        aria-label={`${label}: ${active.name}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <FlagGlyph option={active} />
      </button>
      {open && list}
    </div>
  );
}

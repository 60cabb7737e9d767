'use client';

import styles from './account.module.css';

/**
 * The method switch of the account forms (login username/SMS, register username/mobile,
 * forgot e-mail/phone): an ARIA tab list controlling the form panel `${uid}-panel`.
 */
export function MethodTabs<M extends string>({ uid, label, methods, current, onPick }: {
  uid: string;
  label: string;
  methods: readonly { value: M; label: string }[];
  current: M;
  onPick: (m: M) => void;
}) {
  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {methods.map((m) => (
        <button
          key={m.value}
          type="button"
          role="tab"
          id={`${uid}-tab-${m.value}`}
          aria-selected={current === m.value}
          aria-controls={`${uid}-panel`}
          className={styles.tab}
          onClick={() => onPick(m.value)}
        >
          {m.label}
        </button>
      ))}
    </div>
  );
}

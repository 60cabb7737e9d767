'use client';

import { useEffect, useId, useState } from 'react';
import clsx from 'clsx';
import { giftPopupFlag, pxToRem } from '@/lib/content/rules';
import type { Announcement } from '@/lib/wps/schemas/content';
import styles from './content.module.css';
import operator from './operator-html.module.css';

/** Session storage may be off (private modes, blocked storage): then the card shows on each page, never breaks it. */
function agreed(): boolean {
  try {
    return window.sessionStorage.getItem(giftPopupFlag) === '1';
  } catch {
    return false;
  }
}

/**
 * SPEC §2 notice card / one-time gift pop-up after login: the merchant's pop-up announcements
 * (type PU), once per browser session until the member agrees or closes it; agreeing sets the
 * session-storage flag of SPEC §4. It sits in the page under the header rather than over it, so
 * it never hides what a member came to do; it is decided in the browser, where the flag lives.
 */
export function LoginPopup({ popups, labels }: { popups: readonly Announcement[]; labels: { title: string; agree: string; close: string } }) {
  const [show, setShow] = useState(false);
  const id = useId();
  useEffect(() => {
    if (popups.length && !agreed()) setShow(true);
  }, [popups.length]);
  if (!show) return null;

  const done = () => {
    try {
      window.sessionStorage.setItem(giftPopupFlag, '1');
    } catch {
      // Without storage the card simply comes back on the next page.
    }
    setShow(false);
  };

  return (
    <section className={styles.giftCard} aria-labelledby={id} data-testid="login-popup">
      <h2 id={id} className={styles.giftTitle}>{popups.length === 1 ? popups[0]!.title : labels.title}</h2>
      {popups.map((p) => (
        <div key={p.id}>
          {popups.length > 1 && <h3 className={styles.noticeTitle}>{p.title}</h3>}
          {/* Operator HTML: the platform refuses scripts, frames and handlers when it is written. */}
          <div className={clsx(styles.noticeBody, operator.html)} dangerouslySetInnerHTML={{ __html: pxToRem(p.content) }} />
        </div>
      ))}
      <div className={styles.giftActions}>
        <button type="button" className={styles.secondaryButton} onClick={done}>{labels.close}</button>
        <button type="button" className={styles.primaryButton} onClick={done}>{labels.agree}</button>
      </div>
    </section>
  );
}

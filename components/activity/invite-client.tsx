'use client';

import { useEffect, useState } from 'react';
import Link from '@/components/frame/link';
import { Toast } from '@/components/ui/toast';
import styles from './activity.module.css';

/** SPEC §6/§9: with the REFERRAL promotion off, invite shows 'coming soon' for 1 s. */
export const comingSoonToast_ms = 1_000;
/** SPEC §9: a success toast shows 1 s. */
const copiedToast_ms = 1_000;

/** The 'coming soon' toast for 1 s when referral is off, and a way home. */
export function ComingSoonToast({ message, backHome }: { message: string; backHome: string }) {
  const [shown, setShown] = useState<string | null>(message);
  useEffect(() => {
    const timer = setTimeout(() => setShown(null), comingSoonToast_ms);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <Toast message={shown} />
      <p className={styles.muted}>{message}</p>
      <Link href="/m/home" className={styles.muted}>{backHome}</Link>
    </>
  );
}

/** The register link, read-only, with a button that copies it. */
export function CopyLink({ link, labels }: { link: string; labels: { copy: string; copied: string; linkLabel: string } }) {
  const [toast, setToast] = useState<string | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // Clipboard refused (an http page, an old browser): select the text so a long press copies it.
      (document.getElementById('referral-link') as HTMLInputElement | null)?.select();
      return;
    }
    setToast(labels.copied);
    setTimeout(() => setToast(null), copiedToast_ms);
  }
  return (
    <div className={styles.linkRow}>
      <input id="referral-link" aria-label={labels.linkLabel} value={link} readOnly data-testid="referral-link" onFocus={(e) => e.currentTarget.select()} />
      <button type="button" className={styles.copyButton} onClick={copy} data-testid="referral-copy">{labels.copy}</button>
      <Toast message={toast} />
    </div>
  );
}

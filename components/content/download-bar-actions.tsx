'use client';

import { useState } from 'react';
import { downloadBarHiddenAttr, type DownloadOffer } from '@/lib/content/rules';
import { AppDownloadSheet, type AppDownloadLabels } from './app-download';
import { hideDownloadBar } from './hide-download-bar';
import styles from './content.module.css';

/** The bar's Download button (opens the pop-up of options) and its close button (SPEC §4: closed for good). */
export function DownloadBarActions({ offer, labels, closeLabel }: { offer: DownloadOffer; labels: AppDownloadLabels; closeLabel: string }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    hideDownloadBar();
    document.documentElement.setAttribute(downloadBarHiddenAttr, 'hidden');
    setOpen(false);
  };
  return (
    <>
      <button type="button" className={styles.downloadButton} onClick={() => setOpen(true)} data-testid="app-download">{labels.open}</button>
      <button type="button" className={styles.downloadBarClose} onClick={close} aria-label={closeLabel} data-testid="download-bar-close">
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" /></svg>
      </button>
      {open && <AppDownloadSheet offer={offer} labels={labels} onClose={() => setOpen(false)} onHide={close} />}
    </>
  );
}

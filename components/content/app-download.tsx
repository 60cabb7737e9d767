'use client';

import { useState } from 'react';
import type { DownloadResource } from '@/lib/content/rules';
import { useAppDownload } from './use-app-download';
import styles from './content.module.css';

export interface AppDownloadLabels {
  open: string;
  title: string;
  close: string;
  hide: string;
  IOS: string;
  Android: string;
  MOBILECONFIG: string;
  iosLegacy: string;
  needsSafari: string;
}

/**
 * SPEC §2 download offer: a small button (in the ticker's row, so nothing moves when it appears)
 * that opens the download options of the merchant for this system; iOS legacy tips and the
 * use-Safari note where they apply. Nothing at all when useAppDownload says there is no offer.
 */
export function AppDownloadOffer({ resources, inNativeApp = false, labels }: { resources: readonly DownloadResource[]; inNativeApp?: boolean; labels: AppDownloadLabels }) {
  const { offer, dismiss } = useAppDownload(resources, inNativeApp);
  const [open, setOpen] = useState(false);
  if (!offer) return null;
  return (
    <>
      <button type="button" className={styles.downloadButton} onClick={() => setOpen(true)} data-testid="app-download">{labels.open}</button>
      {open && (
        <div className={styles.sheetBackdrop} onClick={() => setOpen(false)}>
          <div className={styles.sheet} role="dialog" aria-modal="true" aria-label={labels.title} onClick={(e) => e.stopPropagation()}>
            <strong>{labels.title}</strong>
            {offer.options.map((o) => (
              <a key={o.type} href={o.url} target="_blank" rel="noopener noreferrer" className={styles.sheetOption}>{labels[o.type]}</a>
            ))}
            {offer.iosLegacyTips && <p className={styles.sheetNote}>{labels.iosLegacy}</p>}
            {offer.needsSafari && <p className={styles.sheetNote}>{labels.needsSafari}</p>}
            <div className={styles.giftActions}>
              <button type="button" className={styles.secondaryButton} onClick={() => { dismiss(); setOpen(false); }}>{labels.hide}</button>
              <button type="button" className={styles.primaryButton} onClick={() => setOpen(false)}>{labels.close}</button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}

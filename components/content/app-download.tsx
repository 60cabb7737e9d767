'use client';

import type { DownloadOffer } from '@/lib/content/rules';
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

/** The download links of an offer (IOS, Android, the MOBILECONFIG profile button), with the iOS legacy tips and the use-Safari note where they apply. */
export function AppDownloadOptions({ offer, labels }: { offer: DownloadOffer; labels: AppDownloadLabels }) {
  return (
    <>
      {offer.options.map((o) => (
        <a key={o.type} href={o.url} target="_blank" rel="noopener noreferrer" className={styles.sheetOption} data-testid={`download-${o.type}`}>{labels[o.type]}</a>
      ))}
      {offer.iosLegacyTips && <p className={styles.sheetNote}>{labels.iosLegacy}</p>}
      {offer.needsSafari && <p className={styles.sheetNote} role="note">{labels.needsSafari}</p>}
    </>
  );
}

/**
 * SPEC §2 download pop-up: a sheet over the page listing the options of this system; 'Don't
 * show again' closes the bar for good (onHide), Close only the sheet.
 */
export function AppDownloadSheet({ offer, labels, onClose, onHide }: { offer: DownloadOffer; labels: AppDownloadLabels; onClose(): void; onHide(): void }) {
  return (
    <div className={styles.sheetBackdrop} onClick={onClose}>
      <div className={styles.sheet} role="dialog" aria-modal="true" aria-label={labels.title} onClick={(e) => e.stopPropagation()} data-testid="download-sheet">
        <strong>{labels.title}</strong>
        <AppDownloadOptions offer={offer} labels={labels} />
        <div className={styles.giftActions}>
          <button type="button" className={styles.secondaryButton} onClick={onHide}>{labels.hide}</button>
          <button type="button" className={styles.primaryButton} onClick={onClose}>{labels.close}</button>
        </div>
      </div>
    </div>
  );
}

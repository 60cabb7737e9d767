'use client';

import { useEffect, useState } from 'react';
import { downloadOffer, hideDownloadBarKey, parseEnvironment, type DownloadOffer, type DownloadResource } from '@/lib/content/rules';

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The app-download offer of this browser (SPEC §4 download bar rules): the merchant's download
 * links for this system, or null: closed before (hideDownloadBar=1), an installed home-screen
 * app, the native app shell, or no link. Decided after hydration, where the browser is known;
 * `dismiss` keeps it closed.
 */
export function useAppDownload(resources: readonly DownloadResource[], inNativeApp: boolean): { offer: DownloadOffer | null; dismiss(): void } {
  const [offer, setOffer] = useState<DownloadOffer | null>(null);
  useEffect(() => {
    const installed = (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches)
      || (navigator as Navigator & { standalone?: boolean }).standalone === true;
    setOffer(downloadOffer(resources, parseEnvironment(navigator.userAgent, { installed, nativeApp: inNativeApp, closed: stored(hideDownloadBarKey) === '1' })));
  }, [resources, inNativeApp]);
  return {
    offer,
    dismiss() {
      try {
        window.localStorage.setItem(hideDownloadBarKey, '1');
      } catch {
        // Storage off: it stays closed for this page only.
      }
      setOffer(null);
    },
  };
}

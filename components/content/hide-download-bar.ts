import { hideDownloadBarKey } from '@/lib/content/rules';

/** SPEC §4: the member closed the download bar; it stays closed in this browser (local storage hideDownloadBar=1). */
export function hideDownloadBar(): void {
  try {
    window.localStorage.setItem(hideDownloadBarKey, '1');
  } catch {
    // Storage off: the bar stays hidden for this page only.
  }
}

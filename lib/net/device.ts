/**
 * How the page runs, seen from the browser: as the installed web app (display-mode standalone,
 * or iOS's navigator.standalone for a home-screen web clip) or in a browser tab. SPEC §3, §7:
 * an installed app registers with registerMethod PWA and calls with Device OTHERS.
 */
export function runningInstalled(): boolean {
  if (typeof window === 'undefined') return false;
  const standalone = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return standalone || (window.navigator as (Navigator & { standalone?: boolean }) | undefined)?.standalone === true;
}

/** The Device header of a call (WPS-PROTOCOL.md: `web`, the spec's `OTHERS` when running as an installed app). */
export const deviceOf = (installed: boolean): 'OTHERS' | 'web' => (installed ? 'OTHERS' : 'web');

export { deviceOf, runningInstalled } from '@/lib/net/device';

/** The registration's registerMethod (SPEC §3): PWA from the installed app, H5 from a browser tab. */
export const registerMethodOf = (installed: boolean): 'PWA' | 'H5' => (installed ? 'PWA' : 'H5');

/**
 * SPEC §9 "page-frame user agent with app-version marker": the native app shell adds
 * `WPSApp/<version>` to its user agent (the marker's spelling is not shown; this is ours,
 * documented in lib/wps/README.md). Inside it no download is offered.
 */
export function inNativeShell(userAgent: string | null | undefined): boolean {
  return /\bWPSApp\/\d+(?:\.\d+)*/.test(userAgent ?? '');
}

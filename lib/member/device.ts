/**
 * What the security centre says of the device behind a login: the browser and the system named in
 * its User-Agent, and whether it was the installed app (the WPS Device header OTHERS, or the native
 * shell's `WPSApp/` marker, lib/pwa/display.ts). Only names a member would recognise; anything else
 * is "unknown" rather than a raw User-Agent string.
 */
export interface DeviceLabel {
  browser: string | null;
  os: string | null;
  /** The installed web app (Device OTHERS) or the native app shell. */
  app: boolean;
}

/** Checked in order: the first match names it (Edge and Opera carry "Chrome" too, Chrome carries "Safari"). */
const browsers: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bUCBrowser\//, 'UC Browser'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: readonly [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

export function deviceLabel(userAgent: string | null | undefined, device: string | null | undefined): DeviceLabel {
  const ua = userAgent ?? '';
  const header = (device ?? '').split(':')[0]!.trim().toUpperCase();
  return {
    browser: browsers.find(([re]) => re.test(ua))?.[1] ?? null,
    os: systems.find(([re]) => re.test(ua))?.[1] ?? null,
    app: header === 'OTHERS' || /\bWPSApp\//.test(ua),
  };
}

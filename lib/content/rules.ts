import type { Announcement, AnnouncementsValue } from '@/lib/wps/schemas/content';

/**
 * Rules of announcements, banners and pop-ups (SPEC §2 home and notice, §4 announcement read,
 * gift pop-up and download bar, §6 calls, §9 numbers), as plain functions tested with SPEC's
 * numbers. Components hold none of these inline.
 */

/** SPEC §9: a banner group turns every 5000 ms, each turn taking 1000 ms, only with more than one banner. */
export const bannerAutoplay_ms = 5000;
export const bannerSpeed_ms = 1000;
/** SPEC §6: marking read is throttled to one call per 150 ms. */
export const markReadThrottle_ms = 150;
/** SPEC §9: the ticker moves at 60 frames a second, one pixel a frame. */
export const marqueeFps = 60;
export const marqueePxPerFrame = 1;
/** SPEC §4: the gift pop-up's agreement is kept in session storage under this key. */
export const giftPopupFlag = 'giftPopupAgreed';
/** SPEC §4: a closed download bar stays closed (local storage hideDownloadBar=1). */
export const hideDownloadBarKey = 'hideDownloadBar';

export function bannerAutoplays(count: number): boolean {
  return count > 1;
}

/**
 * Embla's `duration` is not in milliseconds: each frame (60 a second) its scroll body adds
 * distance/duration to a velocity damped by its friction (0.68). This finds the duration at
 * which a one-slide move settles (within half a pixel of a 375 px slide) in `speed_ms`, by running
 * the same integration. SPEC's 1000 ms gives embla's own default of about 25-27.
 */
export function emblaDuration(speed_ms: number, slide_px = 375, friction = 0.68): number {
  const frames = Math.max(1, Math.round((speed_ms / 1000) * 60));
  const settleFrames = (d: number) => {
    let x = 0;
    let v = 0;
    for (let f = 1; f <= 10_000; f++) {
      v = (v + (slide_px - x) / d) * friction;
      x += v;
      if (Math.abs(slide_px - x) < 0.5 && Math.abs(v) < 0.5) return f;
    }
    return Infinity;
  };
  // Settling time grows with the duration; the largest duration that still settles in time.
  let best = 1;
  for (let d = 1; d <= 200; d++) if (settleFrames(d) <= frames) best = d;
  return best;
}

/**
 * Autoplay of a banner group: `next` every interval, only with more than one banner. `restart`
 * (after the member swipes) counts the interval again from then. Answers the stop function.
 */
export function startAutoplay(count: number, next: () => void, interval_ms = bannerAutoplay_ms): { stop(): void; restart(): void } {
  if (!bannerAutoplays(count)) return { stop() {}, restart() {} };
  let timer: ReturnType<typeof setInterval> | null = setInterval(next, interval_ms);
  return {
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    restart() {
      if (timer) clearInterval(timer);
      timer = setInterval(next, interval_ms);
    },
  };
}

/** What /m/notice lists, in order; the ticker's titles are the same list, so a title's index opens its item. */
export function noticeList(value: Pick<AnnouncementsValue, 'player' | 'popup'> | null): Announcement[] {
  if (!value) return [];
  const seen = new Set<number>();
  return [...value.player, ...value.popup].filter((a) => !seen.has(a.id) && seen.add(a.id));
}

/** SPEC §2 dates of notices and promotions: YYYY/MM/DD of an ISO time, as the platform answers it (UTC). */
export function dateYmd(iso: string): string {
  return iso.slice(0, 10).replaceAll('-', '/');
}

export function noticeHref(index: number): string {
  return `/m/notice?value=${index}`;
}

/** The item `?value=` opens: a whole number within the list, else none. */
export function openNoticeIndex(value: string | string[] | undefined, count: number): number | null {
  const v = Array.isArray(value) ? value[0] : value;
  if (v === undefined || !/^\d{1,4}$/.test(v)) return null;
  const i = Number(v);
  return i < count ? i : null;
}

/** Seconds one pass of the ticker takes at 60 px a second: across the viewport and the whole text. */
export function marqueeDuration_s(textWidth_px: number, viewport_px = 375): number {
  return Math.max(1, Math.round((textWidth_px + viewport_px) / (marqueeFps * marqueePxPerFrame)));
}

/** The ticker's width estimate without measuring: about 14 px a character at its font size (CJK wider). */
export function tickerTextWidth_px(titles: readonly string[], gap_px = 48): number {
  const chars = titles.reduce((n, t) => n + [...t].reduce((w, ch) => w + (ch.codePointAt(0)! > 0x2e80 ? 2 : 1), 0), 0);
  return chars * 7 + gap_px * titles.length;
}

/**
 * SPEC §7: pixel values in pop-up content are divided by 100 to rem. That rem is the field's
 * 750-pixel design rem (100 px of the design), not this app's 16 px root, so a value becomes that
 * many hundredths of `--popup-rem`, which the content's box sets to a 7.5th of its width
 * (content.module.css): 24px of the design is 0.24 of it, 12 CSS px on a 375 px phone.
 */
export function pxToRem(html: string): string {
  const convert = (css: string) => css.replace(/(\d+(?:\.\d+)?)px\b/g, (_, n: string) => `calc(${Number((Number(n) / 100).toFixed(4))} * var(--popup-rem, 100px))`);
  // Only inside style attributes: a "24px" in the text is text.
  return html.replace(/(\sstyle\s*=\s*)("[^"]*"|'[^']*')/gi, (_, attr: string, value: string) => attr + convert(value));
}

/**
 * Marks read (SPEC §4: local mark, then the server call, then a list reload), throttled to one
 * call per `interval_ms` (SPEC §6): ids are queued and sent one after another at that spacing,
 * each id once; when the queue runs dry `drained` runs (the list reload).
 */
export function createReadQueue(send: (id: number) => Promise<unknown>, drained: () => void, interval_ms = markReadThrottle_ms) {
  const queued: number[] = [];
  const done = new Set<number>();
  let last_ms = -Infinity;
  let running = false;

  async function pump(): Promise<void> {
    running = true;
    while (queued.length) {
      const wait = last_ms + interval_ms - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const id = queued.shift()!;
      last_ms = Date.now();
      try {
        await send(id);
      } catch {
        // A failed mark is not retried: the next list reload shows the item unread again.
      }
    }
    running = false;
    drained();
  }

  return {
    /** Queues an id (once ever); starts sending unless already sending. */
    mark(id: number): void {
      if (done.has(id)) return;
      done.add(id);
      queued.push(id);
      if (!running) void pump();
    },
    pending(): number {
      return queued.length;
    },
  };
}

// ---- the app-download offer (SPEC §2 download bar and popup, §4 download bar rules) ----

export interface DownloadResource {
  resourceType: string;
  url: string;
}

export interface DownloadEnvironment {
  /** iOS, Android or another system, from the user agent. */
  os: 'ios' | 'android' | 'other';
  /** iOS version as [major, minor], when iOS. */
  iosVersion: [number, number] | null;
  /** Running as an installed home-screen app (display-mode standalone, navigator.standalone). */
  installed: boolean;
  /** Inside the native app shell. */
  nativeApp: boolean;
  /** The member closed the bar before (local storage hideDownloadBar=1). */
  closed: boolean;
  /** Safari on iOS (other iOS browsers cannot install a profile). */
  safari: boolean;
}

export interface DownloadOffer {
  options: { type: 'IOS' | 'Android' | 'MOBILECONFIG'; url: string }[];
  /** SPEC §2: iOS 12.0-12.1 and 11 and below get the legacy install tips. */
  iosLegacyTips: boolean;
  /** SPEC §8: on iOS outside Safari, 'Please use Safari for download App.' */
  needsSafari: boolean;
}

export function parseEnvironment(userAgent: string, flags: { installed: boolean; nativeApp: boolean; closed: boolean }): DownloadEnvironment {
  const ios = /iPhone|iPad|iPod/.test(userAgent);
  const v = ios ? /OS (\d+)_(\d+)/.exec(userAgent) : null;
  return {
    os: ios ? 'ios' : /Android/i.test(userAgent) ? 'android' : 'other',
    iosVersion: v ? [Number(v[1]), Number(v[2])] : null,
    safari: ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|FBAN|FBAV|Line\//.test(userAgent),
    ...flags,
  };
}

/**
 * The download options to offer, or null when the bar is hidden (SPEC §4): closed before, an
 * installed home-screen app, the native app shell, an iOS home-screen app of a version that cannot
 * install, or no link for this system. iOS gets its IOS link and the MOBILECONFIG profile; Android
 * its Android link; another system every link there is.
 */
export function downloadOffer(resources: readonly DownloadResource[], env: DownloadEnvironment): DownloadOffer | null {
  if (env.closed || env.installed || env.nativeApp) return null;
  const link = (type: 'IOS' | 'Android' | 'MOBILECONFIG') => {
    const r = resources.find((x) => x.resourceType.toUpperCase() === type.toUpperCase() && /^https:\/\//.test(x.url));
    return r ? [{ type, url: r.url }] : [];
  };
  const options = env.os === 'ios' ? [...link('IOS'), ...link('MOBILECONFIG')]
    : env.os === 'android' ? link('Android')
      : [...link('Android'), ...link('IOS')];
  if (!options.length) return null;
  const [major, minor] = env.iosVersion ?? [99, 0];
  return {
    options,
    iosLegacyTips: env.os === 'ios' && (major <= 11 || (major === 12 && minor <= 1)),
    needsSafari: env.os === 'ios' && !env.safari && options.some((o) => o.type === 'MOBILECONFIG'),
  };
}

/** The attribute on <html> that hides the download bar before it paints (closed, or running installed). */
export const downloadBarHiddenAttr = 'data-download-bar';

/**
 * The download bar's first-paint check, run inline at the top of every document: a bar the member
 * closed (hideDownloadBar=1) or one inside the installed app (display-mode standalone, iOS's
 * navigator.standalone) is hidden by CSS before it is drawn, so it neither flashes nor moves the
 * page when the browser learns what the server could not know. It also keeps the browser's
 * install prompt, which may fire before /m/app has hydrated (components/pwa/install-app.tsx).
 */
export const downloadBarScript = `addEventListener('beforeinstallprompt',function(e){window.__installPrompt=e});try{if(localStorage.getItem(${JSON.stringify(hideDownloadBarKey)})==='1'||matchMedia('(display-mode: standalone)').matches||navigator.standalone===true)document.documentElement.setAttribute(${JSON.stringify(downloadBarHiddenAttr)},'hidden')}catch(e){}`;

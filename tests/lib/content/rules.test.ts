import {
  bannerAutoplay_ms, bannerAutoplays, bannerSpeed_ms, createReadQueue, downloadOffer, emblaDuration, giftPopupFlag, hideDownloadBarKey,
  markReadThrottle_ms, marqueeDuration_s, noticeHref, noticeList, openNoticeIndex, parseEnvironment, pxToRem, startAutoplay,
  type DownloadEnvironment,
} from '@/lib/content/rules';
import type { Announcement } from '@/lib/wps/schemas/content';

const notice = (id: number, title = `n${id}`): Announcement => ({
  id, type: 'PL', title, content: '', startDate: '2026-06-01T00:00:00.000Z', endDate: null, noExpiry: 1, promoAnnouncementCategoryIds: [],
  announcementImages: [], action: null, read: true,
});

describe('SPEC §9 numbers', () => {
  it('turns banners every 5000 ms at 1000 ms a turn, reads are throttled to 150 ms, and the flags have SPEC names', () => {
    expect([bannerAutoplay_ms, bannerSpeed_ms, markReadThrottle_ms]).toEqual([5000, 1000, 150]);
    expect(giftPopupFlag).toBe('giftPopupAgreed');
    expect(hideDownloadBarKey).toBe('hideDownloadBar');
  });
});

describe('banner autoplay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('autoplays only with more than one banner', () => {
    expect([0, 1, 2, 3].map(bannerAutoplays)).toEqual([false, false, true, true]);
    const next = jest.fn();
    startAutoplay(1, next);
    jest.advanceTimersByTime(60_000);
    expect(next).not.toHaveBeenCalled();
  });

  it('turns to the next banner every 5000 ms until stopped', () => {
    const next = jest.fn();
    const play = startAutoplay(3, next);
    jest.advanceTimersByTime(4999);
    expect(next).toHaveBeenCalledTimes(0);
    jest.advanceTimersByTime(1);
    expect(next).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10_000);
    expect(next).toHaveBeenCalledTimes(3);
    play.stop();
    jest.advanceTimersByTime(20_000);
    expect(next).toHaveBeenCalledTimes(3);
  });

  it('counts the 5000 ms again from a swipe', () => {
    const next = jest.fn();
    const play = startAutoplay(2, next);
    jest.advanceTimersByTime(4000);
    play.restart();
    jest.advanceTimersByTime(4000);
    expect(next).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(next).toHaveBeenCalledTimes(1);
    play.stop();
  });
});

describe('emblaDuration', () => {
  /** Frames embla's scroll body needs to settle a 375 px move with this duration (same integration as embla 8). */
  const settle_ms = (d: number) => {
    let x = 0;
    let v = 0;
    for (let f = 1; f < 10_000; f++) {
      v = (v + (375 - x) / d) * 0.68;
      x += v;
      if (Math.abs(375 - x) < 0.5 && Math.abs(v) < 0.5) return (f * 1000) / 60;
    }
    return Infinity;
  };

  it('settles a slide in the SPEC 1000 ms, not sooner than needed', () => {
    const d = emblaDuration(1000);
    expect(settle_ms(d)).toBeLessThanOrEqual(1000);
    expect(settle_ms(d + 1)).toBeGreaterThan(1000);
    // About embla's own default (25): the SPEC speed is a normal, unhurried turn.
    expect(d).toBeGreaterThanOrEqual(24);
    expect(d).toBeLessThanOrEqual(30);
  });

  it('grows with a slower speed', () => {
    expect(emblaDuration(2000)).toBeGreaterThan(emblaDuration(1000));
  });
});

describe('the notice list, the ticker index and ?value=', () => {
  it('lists player notices then pop-ups, each once, and links each title to its index', () => {
    const list = noticeList({ player: [notice(1), notice(2)], popup: [notice(3), notice(2)] });
    expect(list.map((a) => a.id)).toEqual([1, 2, 3]);
    expect(noticeHref(2)).toBe('/m/notice?value=2');
    expect(noticeList(null)).toEqual([]);
  });

  it('opens the item ?value= names when it is in the list, else none', () => {
    expect(openNoticeIndex('0', 3)).toBe(0);
    expect(openNoticeIndex('2', 3)).toBe(2);
    expect(openNoticeIndex(['1', '2'], 3)).toBe(1);
    for (const v of ['3', '-1', '1.5', 'abc', '', undefined]) expect(openNoticeIndex(v, 3)).toBeNull();
  });

  it('runs the marquee at 60 px a second over the text and the viewport', () => {
    expect(marqueeDuration_s(225, 375)).toBe(10);
    expect(marqueeDuration_s(0, 0)).toBe(1);
  });
});

describe('pxToRem (pop-up content)', () => {
  it('turns pixel values of style attributes into hundredths of the design rem, and leaves text alone', () => {
    expect(pxToRem('<p style="font-size:24px;margin: 10.5px 0">24px wide</p>'))
      .toBe('<p style="font-size:calc(0.24 * var(--popup-rem, 100px));margin: calc(0.105 * var(--popup-rem, 100px)) 0">24px wide</p>');
    expect(pxToRem("<img style='width:750px'>")).toBe("<img style='width:calc(7.5 * var(--popup-rem, 100px))'>");
  });
});

describe('createReadQueue (local mark, then the server, throttled 150 ms, then the reload)', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('sends one mark at once and the next ones 150 ms apart, each id once, then reloads once', async () => {
    const sent: [number, number][] = [];
    const drained = jest.fn();
    const q = createReadQueue(async (id) => void sent.push([id, Date.now()]), drained);
    q.mark(5);
    q.mark(6);
    q.mark(5);
    q.mark(7);
    await jest.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([[5, 1_000_000]]);
    await jest.advanceTimersByTimeAsync(149);
    expect(sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(sent.map(([id]) => id)).toEqual([5, 6]);
    expect(drained).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(150);
    expect(sent).toEqual([[5, 1_000_000], [6, 1_000_150], [7, 1_000_300]]);
    expect(drained).toHaveBeenCalledTimes(1);
    expect(q.pending()).toBe(0);
  });

  it('keeps the spacing for a mark that comes right after the queue ran dry, and goes on after a failure', async () => {
    const sent: number[] = [];
    const q = createReadQueue(async (id) => {
      sent.push(Date.now());
      if (id === 1) throw new Error('offline');
    }, () => {});
    q.mark(1);
    await jest.advanceTimersByTimeAsync(50);
    q.mark(2);
    await jest.advanceTimersByTimeAsync(99);
    expect(sent).toEqual([1_000_000]);
    await jest.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([1_000_000, 1_000_150]);
  });
});

describe('the download offer (SPEC §4 download bar)', () => {
  const resources = [
    { resourceType: 'Android', url: 'https://example.com/app.apk' },
    { resourceType: 'IOS', url: 'https://example.com/ios' },
    { resourceType: 'MOBILECONFIG', url: 'https://example.com/profile.mobileconfig' },
    { resourceType: 'FACEBOOK', url: 'https://example.com/fb' },
  ];
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1';
  const android = 'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
  const env = (ua: string, flags: Partial<{ installed: boolean; nativeApp: boolean; closed: boolean }> = {}): DownloadEnvironment =>
    parseEnvironment(ua, { installed: false, nativeApp: false, closed: false, ...flags });

  it('offers the links of the visitor\'s system', () => {
    expect(downloadOffer(resources, env(android))?.options.map((o) => o.type)).toEqual(['Android']);
    expect(downloadOffer(resources, env(iphone))).toEqual({
      options: [{ type: 'IOS', url: 'https://example.com/ios' }, { type: 'MOBILECONFIG', url: 'https://example.com/profile.mobileconfig' }],
      iosLegacyTips: false, needsSafari: false,
    });
    expect(downloadOffer(resources, env('Mozilla/5.0 (X11; Linux x86_64)'))?.options.map((o) => o.type)).toEqual(['Android', 'IOS']);
  });

  it('is hidden once closed, in an installed app, in the native shell, and without a link', () => {
    expect(downloadOffer(resources, env(android, { closed: true }))).toBeNull();
    expect(downloadOffer(resources, env(iphone, { installed: true }))).toBeNull();
    expect(downloadOffer(resources, env(android, { nativeApp: true }))).toBeNull();
    expect(downloadOffer([{ resourceType: 'IOS', url: 'https://example.com/ios' }], env(android))).toBeNull();
    expect(downloadOffer([{ resourceType: 'Android', url: 'javascript:alert(1)' }], env(android))).toBeNull();
  });

  it('gives iOS 12.0-12.1 and 11 and below the legacy tips, and asks other iOS browsers for Safari', () => {
    const ios = (v: string) => iphone.replace('15_0', v);
    expect(['11_4', '12_0', '12_1'].map((v) => downloadOffer(resources, env(ios(v)))!.iosLegacyTips)).toEqual([true, true, true]);
    expect(['12_2', '13_0'].map((v) => downloadOffer(resources, env(ios(v)))!.iosLegacyTips)).toEqual([false, false]);
    expect(downloadOffer(resources, env(iphone.replace('Version/15.0', 'CriOS/120.0')))!.needsSafari).toBe(true);
  });
});

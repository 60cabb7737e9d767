import { deviceLabel } from '@/lib/member';

describe('deviceLabel', () => {
  it('names the browser and system of common phones and computers', () => {
    const cases: [string, string | null, string | null][] = [
      ['Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome', 'Android'],
      ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari', 'iOS'],
      ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1', 'Chrome', 'iOS'],
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0', 'Edge', 'Windows'],
      ['Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36', 'Samsung Internet', 'Android'],
      ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox', 'macOS'],
      ['curl/8.5.0', null, null],
    ];
    for (const [ua, browser, os] of cases) expect([ua, deviceLabel(ua, 'web')]).toEqual([ua, { browser, os, app: false }]);
  });

  it('marks the installed app (Device OTHERS, with or without a device id) and the native shell', () => {
    expect(deviceLabel(null, 'OTHERS').app).toBe(true);
    expect(deviceLabel(null, 'OTHERS:7b1c0d9e').app).toBe(true);
    expect(deviceLabel('Mozilla/5.0 (Linux; Android 14) Chrome/131.0 WPSApp/2.1', 'web').app).toBe(true);
    expect(deviceLabel(null, null)).toEqual({ browser: null, os: null, app: false });
  });
});

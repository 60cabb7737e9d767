/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { DownloadBarActions } from '@/components/content/download-bar-actions';
import { downloadBarHiddenAttr, downloadBarScript, downloadOffer, parseEnvironment } from '@/lib/content/rules';

const labels = {
  open: 'App', title: 'Download the app', close: 'Close', hide: "Don't show again", IOS: 'Download for iPhone', Android: 'Download for Android',
  MOBILECONFIG: 'Install the iOS profile', iosLegacy: 'legacy', needsSafari: 'Please use Safari for download App.',
};
const resources = [
  { resourceType: 'Android', url: 'https://example.com/app.apk' }, { resourceType: 'IOS', url: 'https://example.com/ios' },
  { resourceType: 'MOBILECONFIG', url: 'https://example.com/app.mobileconfig' },
];
const flags = { installed: false, nativeApp: false, closed: false };
const iphoneChrome = 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1';

/** Runs the root layout's first-paint script as the browser would. */
const runFirstPaint = () => new Function(downloadBarScript)();

describe('the download bar', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute(downloadBarHiddenAttr);
    window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
  });

  it('opens the pop-up of this system\'s options: the profile button, the legacy tips and the Safari note on an old iPhone in Chrome', () => {
    const offer = downloadOffer(resources, parseEnvironment(iphoneChrome, flags))!;
    render(<DownloadBarActions offer={offer} labels={labels} closeLabel="Close the download bar" />);
    fireEvent.click(screen.getByRole('button', { name: 'App' }));
    const dialog = screen.getByRole('dialog', { name: 'Download the app' });
    expect([...dialog.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Download for iPhone', 'https://example.com/ios'], ['Install the iOS profile', 'https://example.com/app.mobileconfig'],
    ]);
    expect(dialog.textContent).toContain('legacy');
    expect(dialog.textContent).toContain('Please use Safari for download App.');
  });

  it('stays closed once closed: hideDownloadBar=1 is stored and the next page hides it before it paints', () => {
    const offer = downloadOffer(resources, parseEnvironment('Mozilla/5.0 (Linux; Android 14)', flags))!;
    render(<DownloadBarActions offer={offer} labels={labels} closeLabel="Close the download bar" />);
    fireEvent.click(screen.getByRole('button', { name: 'Close the download bar' }));
    expect(window.localStorage.getItem('hideDownloadBar')).toBe('1');
    expect(document.documentElement.getAttribute(downloadBarHiddenAttr)).toBe('hidden');
    document.documentElement.removeAttribute(downloadBarHiddenAttr);
    runFirstPaint();
    expect(document.documentElement.getAttribute(downloadBarHiddenAttr)).toBe('hidden');
  });

  it("'Don't show again' in the pop-up closes the bar for good too", () => {
    const offer = downloadOffer(resources, parseEnvironment('Mozilla/5.0 (Linux; Android 14)', flags))!;
    render(<DownloadBarActions offer={offer} labels={labels} closeLabel="x" />);
    fireEvent.click(screen.getByRole('button', { name: 'App' }));
    fireEvent.click(screen.getByRole('button', { name: "Don't show again" }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem('hideDownloadBar')).toBe('1');
  });

  it('is hidden before paint in the installed app, and shown in a browser tab never closed', () => {
    runFirstPaint();
    expect(document.documentElement.getAttribute(downloadBarHiddenAttr)).toBeNull();
    window.matchMedia = jest.fn((q: string) => ({ matches: q === '(display-mode: standalone)' })) as unknown as typeof window.matchMedia;
    runFirstPaint();
    expect(document.documentElement.getAttribute(downloadBarHiddenAttr)).toBe('hidden');
  });
});

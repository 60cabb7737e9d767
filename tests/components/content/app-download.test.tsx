/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { AppDownloadOffer } from '@/components/content/app-download';

const labels = {
  open: 'App', title: 'Download the app', close: 'Close', hide: "Don't show again", IOS: 'Download for iPhone', Android: 'Download for Android',
  MOBILECONFIG: 'Install the iOS profile', iosLegacy: 'legacy', needsSafari: 'Please use Safari for download App.',
};
const resources = [{ resourceType: 'Android', url: 'https://example.com/app.apk' }, { resourceType: 'IOS', url: 'https://example.com/ios' }];

describe('AppDownloadOffer', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
  });

  it('opens the download options of the merchant and can be hidden for good', () => {
    const { unmount } = render(<AppDownloadOffer resources={resources} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'App' }));
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Download for Android', 'https://example.com/app.apk'], ['Download for iPhone', 'https://example.com/ios'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: "Don't show again" }));
    expect(screen.queryByRole('button', { name: 'App' })).toBeNull();
    expect(window.localStorage.getItem('hideDownloadBar')).toBe('1');
    unmount();
    render(<AppDownloadOffer resources={resources} labels={labels} />);
    expect(screen.queryByRole('button', { name: 'App' })).toBeNull();
  });

  it('offers nothing without links, inside the native app, or in an installed web app', () => {
    const a = render(<AppDownloadOffer resources={[]} labels={labels} />);
    expect(screen.queryByRole('button', { name: 'App' })).toBeNull();
    a.unmount();
    const b = render(<AppDownloadOffer resources={resources} inNativeApp labels={labels} />);
    expect(screen.queryByRole('button', { name: 'App' })).toBeNull();
    b.unmount();
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    render(<AppDownloadOffer resources={resources} labels={labels} />);
    expect(screen.queryByRole('button', { name: 'App' })).toBeNull();
  });
});

/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { HeaderBrand, TopBar } from '@/components/frame/top-bar';
import { FrameGate } from '@/components/frame/frame-gate';
import { LanguageSwitcher } from '@/components/frame/language-switcher';
import { renderWithIntl } from './render';

const nav = { pathname: '/m/home', search: '' };
const router = { back: jest.fn(), push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
  useSearchParams: () => new URLSearchParams(nav.search),
  useRouter: () => router,
}));

function at(pathname: string, search = '') {
  nav.pathname = pathname;
  nav.search = search;
}

describe('TopBar', () => {
  it('shows the logo instead of a back button on home paths, and no row of its own', () => {
    at('/m/home');
    renderWithIntl(<><HeaderBrand logo="Casino" /><TopBar /></>);
    expect(screen.getByRole('link', { name: 'Casino' }).getAttribute('href')).toBe('/m/home');
    expect(screen.queryByLabelText('Back')).toBeNull();
    expect(screen.getByTestId('top-bar').textContent).toBe('CasinoHome');
  });

  it('goes one step back with the SPEC title elsewhere', () => {
    at('/m/set');
    renderWithIntl(<TopBar />);
    expect(screen.getByTestId('top-bar').textContent).toBe('Personal setting');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.back.mock.calls.length + router.push.mock.calls.length).toBe(1);
  });

  it('goes home from the free trial page', () => {
    at('/m/trail');
    renderWithIntl(<TopBar />);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/m/home');
    expect(screen.getByText('Free trial')).toBeTruthy();
  });

  it('has the title but no back button on change password, where the header keeps the logo', () => {
    at('/m/changePsw');
    renderWithIntl(<><HeaderBrand logo="Casino" /><TopBar /></>);
    expect(screen.queryByLabelText('Back')).toBeNull();
    expect(screen.getByTestId('top-bar').textContent).toBe('Change password');
    expect(screen.getByRole('link', { name: 'Casino' })).toBeTruthy();
  });

  it('leaves only the logo where the top bar is hidden', () => {
    at('/m/gameList', '?gameType=LIVE');
    renderWithIntl(<><HeaderBrand logo="Casino" /><TopBar /></>);
    expect(screen.queryByTestId('top-bar')).toBeNull();
    expect(screen.getByRole('link', { name: 'Casino' })).toBeTruthy();
  });
});

describe('FrameGate', () => {
  it('renders the footer where SPEC shows it and nothing where it hides it', () => {
    at('/m/withdraw');
    const { unmount } = renderWithIntl(<FrameGate rule="footer"><p>footer</p></FrameGate>);
    expect(screen.queryByText('footer')).toBeTruthy();
    unmount();
    at('/m/login');
    renderWithIntl(<FrameGate rule="footer"><p>footer</p></FrameGate>);
    expect(screen.queryByText('footer')).toBeNull();
  });
});

describe('LanguageSwitcher', () => {
  it('stores the choice in the language cookie and refreshes the page', () => {
    jest.useFakeTimers();
    renderWithIntl(
      <LanguageSwitcher
        options={[{ code: 'EN', name: 'English', flag: 'US' }, { code: 'TH', name: 'ไทย', flag: 'TH' }]}
        current="EN"
        label="Language"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    fireEvent.click(screen.getByRole('button', { name: /ไทย/ }));
    expect(document.cookie).toContain('language=TH');
    act(() => { jest.advanceTimersByTime(250); }); // the language-change debounce (language-switcher.test.tsx)
    expect(router.refresh).toHaveBeenCalled();
    jest.useRealTimers();
  });
});

/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LoginClient } from '@/components/account/login-client';
import { rememberedLoginKey } from '@/lib/auth/remembered-login';
import { renderWithIntl } from '../frame/render';
import { captchaAnswer, mockFetch, wpsAnswer, wpsRefusal, type Route } from '@/tests/support/wps-answer';
import { loginValue } from '@/tests/support/wps-values';

const router = { back: jest.fn(), push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({
  usePathname: () => '/m/login',
  useRouter: () => router,
}));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.clearAllMocks();
});

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Answers login with `login`, counts captcha images. */
function platform(login: Route) {
  let images = 0;
  const calls = mockFetch((req) => {
    if (req.path === '/wps/captcha') return captchaAnswer(++images);
    if (req.path === '/wps/session/login') return login(req);
    return { success: false, errorCode: 'not.found' };
  });
  return { calls, images: () => images };
}

const captchaSrc = () => screen.getByTestId('captcha-image').querySelector('img')?.getAttribute('src');

describe('LoginClient', () => {
  it('offers the SMS tab only when mobile-code login is on', () => {
    const { unmount } = renderWithIntl(<LoginClient smsLogin={false} next="/m/home" country={null} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.queryByLabelText('Mobile number')).toBeNull();
    unmount();

    renderWithIntl(<LoginClient smsLogin next="/m/home" country="TH" />);
    const tabs = within(screen.getByRole('tablist', { name: 'Login method' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Username', 'Mobile code']);
    fireEvent.click(screen.getByRole('tab', { name: 'Mobile code' }));
    expect(screen.getByRole('tab', { name: 'Mobile code' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('Mobile number').getAttribute('maxLength')).toBe('20');
    expect(screen.getByLabelText('SMS code').getAttribute('maxLength')).toBe('10');
    expect((screen.getByLabelText('Country dialing code') as HTMLSelectElement).value).toBe('+66');
    expect(screen.getByRole('button', { name: 'Get code' })).toBeTruthy();
  });

  it('shows the password on demand', () => {
    renderWithIntl(<LoginClient smsLogin={false} next="/m/home" country={null} />);
    const pw = screen.getByLabelText('Password');
    expect(pw.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(pw.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(pw.getAttribute('type')).toBe('password');
  });

  it('says what is missing and calls nothing', () => {
    const { calls } = platform(() => wpsAnswer('sessionLogin', loginValue()));
    renderWithIntl(<LoginClient smsLogin={false} next="/m/home" country={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Please enter your username')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(calls).toEqual([]);
  });

  it('tells a member on a break why and until when, and shows no captcha', async () => {
    platform(() => wpsRefusal('sessionLogin', 'member.self.excluded', { kind: 'selfExclusion', endsAt: '2027-05-25T12:00:00.000Z' }));
    renderWithIntl(<LoginClient smsLogin={false} next="/m/home" country={null} />);
    fill('Username', 'alice');
    fill('Password', 'secret123');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Login' })); });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/^You have excluded yourself from play\. .*Your break ends on .*2027/);
    expect(screen.queryByTestId('captcha-image')).toBeNull();
  });

  it('hides the captcha until a failure carries the flag, then refreshes it after each failure', async () => {
    const { calls, images } = platform((req) =>
      (req.body as { password: string }).password === 'right1'
        ? wpsAnswer('sessionLogin', loginValue())
        : wpsRefusal('sessionLogin', 'login.failed', { captchaRequired: calls.filter((c) => c.path === '/wps/session/login').length >= 2 }),
    );
    renderWithIntl(<LoginClient smsLogin={false} next="/m/webEmail" country={null} />);
    fill('Username', 'lucky7');
    fill('Password', 'wrong1');

    // First failure: no flag, so no captcha.
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The account or password is incorrect.');
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    expect(images()).toBe(0);

    // Second failure carries captchaRequired: the field and its image appear, the old error goes
    // and the field has the focus.
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByLabelText('Verification code');
    await waitFor(() => expect(captchaSrc()).toBe(`data:image/png;base64,${btoa('png-1')}`));
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Verification code')));
    expect(screen.getByLabelText('Verification code').getAttribute('maxLength')).toBe('6');

    // Now the captcha is required, digits only.
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter the verification code')).toBeTruthy();
    fill('Verification code', '12ab34');
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('1234');

    // A third failure sends the captcha, gets a fresh image, and says it failed.
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(captchaSrc()).toBe(`data:image/png;base64,${btoa('png-2')}`));
    expect(screen.getByRole('alert').textContent).toBe('The account or password is incorrect.');
    const third = calls.filter((c) => c.path === '/wps/session/login')[2]!;
    expect(third.body).toEqual({ type: 'username', username: 'lucky7', password: 'wrong1', captcha: '1234' });
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('');

    // Tapping the image refreshes it too.
    fireEvent.click(screen.getByRole('button', { name: 'Verification code image, tap to refresh' }));
    await waitFor(() => expect(captchaSrc()).toBe(`data:image/png;base64,${btoa('png-3')}`));

    // Success goes to next and re-renders the server components.
    fill('Password', 'right1');
    fill('Verification code', '5678');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/m/webEmail'));
    expect(router.refresh).toHaveBeenCalled();
  });

  it('shows the captcha when the first try from a new device is asked for one, and the owner who solves it logs in', async () => {
    // Others failed on this account elsewhere: the platform asks every address for a captcha (sessions/README).
    const { calls, images } = platform((req) =>
      (req.body as { captcha?: string }).captcha === '4242'
        ? wpsAnswer('sessionLogin', loginValue())
        : wpsRefusal('sessionLogin', 'captcha.invalid', { captchaRequired: true }),
    );
    renderWithIntl(<LoginClient smsLogin={false} next="/m/home" country={null} />);
    fill('Username', 'lucky7');
    fill('Password', 'right1');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByLabelText('Verification code');
    await waitFor(() => expect(captchaSrc()).toBe(`data:image/png;base64,${btoa('png-1')}`));
    expect(images()).toBe(1);
    // No 'Verification code error' for a code the member had not been shown.
    expect(screen.queryByRole('alert')).toBeNull();

    fill('Verification code', '4242');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/m/home'));
    const logins = calls.filter((c) => c.path === '/wps/session/login');
    expect(logins.map((c) => c.body)).toEqual([
      { type: 'username', username: 'lucky7', password: 'right1' },
      { type: 'username', username: 'lucky7', password: 'right1', captcha: '4242' },
    ]);
  });

  it('remembers the username and asks for a 30-day session, but stores no password', async () => {
    const { calls } = platform(() => (wpsAnswer('sessionLogin', loginValue())));
    renderWithIntl(<LoginClient smsLogin={false} next="/m/home" country={null} />);
    fill('Username', 'lucky7');
    fill('Password', 'Secret-Pa55');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/m/home'));

    expect(calls[0]!.body).toEqual({ type: 'username', username: 'lucky7', password: 'Secret-Pa55', remember: true });
    expect(JSON.parse(localStorage.getItem(rememberedLoginKey)!)).toEqual({ type: 'username', username: 'lucky7' });
    const everything = [localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`)).join('\n');
    expect(everything).not.toContain('Secret-Pa55');
    expect(everything).not.toContain(btoa('Secret-Pa55'));
    expect(everything.toLowerCase()).not.toContain('password');
  });

  it('fills the remembered values back in, per tab, and forgets them when unticked', async () => {
    localStorage.setItem(rememberedLoginKey, JSON.stringify({ type: 'sms', username: 'lucky7', mobileNum: '13800138000', countryDialingCode: '+84' }));
    platform(() => (wpsAnswer('sessionLogin', loginValue())));
    renderWithIntl(<LoginClient smsLogin next="/m/home" country={null} />);
    expect(screen.getByRole('tab', { name: 'Mobile code' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('13800138000');
    expect((screen.getByLabelText('Country dialing code') as HTMLSelectElement).value).toBe('+84');
    expect((screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: 'Username' }));
    expect((screen.getByRole('textbox', { name: 'Username' }) as HTMLInputElement).value).toBe('lucky7');

    fill('Password', 'pw1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalled());
    expect(localStorage.getItem(rememberedLoginKey)).toBeNull();
  });

  it('logs in by SMS code after sending one to a valid mobile', async () => {
    const calls = mockFetch((req) => {
      if (req.path === '/wps/verification/sms/noLogin') return wpsAnswer('verificationSmsNoLogin', { expirationTime: Date.now() + 30_000 });
      if (req.path === '/wps/session/login') return wpsAnswer('sessionLogin', loginValue({ userName: 'm' }));
      return { success: false, errorCode: 'not.found' };
    });
    renderWithIntl(<LoginClient smsLogin next="/m/home" country="CN" />);
    fireEvent.click(screen.getByRole('tab', { name: 'Mobile code' }));

    // No code without a valid mobile.
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Please enter your mobile number')).toBeTruthy();
    expect(calls).toEqual([]);

    fill('Mobile number', '138 0013 8000');
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(screen.getByTestId('sms-code-button').textContent).toBe('30s'));
    expect(calls[0]).toEqual({ method: 'POST', path: '/wps/verification/sms/noLogin', body: { mobileNum: '13800138000', countryDialingCode: '+86', purpose: 'login' } });

    fill('SMS code', '123456');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    });
    expect(calls[1]!.body).toEqual({ type: 'sms', mobileNum: '13800138000', countryDialingCode: '+86', messageCode: '123456' });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/m/home'));
  });
});

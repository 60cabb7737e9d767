/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { RegisterClient } from '@/components/account/register-client';
import { registerMethods } from '@/lib/auth/register-form';
import { renderWithIntl } from '../frame/render';
import { captchaAnswer, mockFetch, wpsAnswer, wpsRefusal } from '@/tests/support/wps-answer';
import { loginValue } from '@/tests/support/wps-values';
import { registerSettings } from './register-settings';
import { registerSettingsWithModules } from '@/lib/wps/modules';

const router = { back: jest.fn(), push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({ usePathname: () => '/m/register', useRouter: () => router }));

beforeEach(() => jest.clearAllMocks());

const both = registerMethods({ REGISTER_REE3: true, MOBILENUMREG3: true });
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submitButton = () => screen.getByRole('button', { name: 'Mystery Rewards' }) as HTMLButtonElement;

describe('RegisterClient', () => {
  it('offers the tabs only when both methods are on, and carries the mobile number across', () => {
    mockFetch(() => ({ success: false, errorCode: 'not.found' }));
    const settings = registerSettings({ mobileNum: { required: false } });
    const { unmount } = renderWithIntl(<RegisterClient settings={settings} methods={registerMethods({ REGISTER_REE3: true })} affiliate="" country={null} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(field('Username')).toBeTruthy();
    unmount();

    const { unmount: u2 } = renderWithIntl(
      <RegisterClient settings={settings} methods={registerMethods({ REGISTER_REE3: false, MOBILENUMREG3: true })} affiliate="" country={null} />,
    );
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByLabelText('Username', { selector: 'input' })).toBeNull();
    expect(field('Mobile number')).toBeTruthy();
    u2();

    renderWithIntl(<RegisterClient settings={settings} methods={both} affiliate="" country={null} />);
    expect(screen.getByRole('tab', { name: 'Username' }).getAttribute('aria-selected')).toBe('true');
    fill('Mobile number', '0812345678');
    fireEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect(screen.queryByLabelText('Username', { selector: 'input' })).toBeNull();
    expect(field('Mobile number').value).toBe('0812345678');
  });

  it('disables the button while the agreement is unticked (ticked by default)', () => {
    mockFetch(() => ({ success: false, errorCode: 'not.found' }));
    renderWithIntl(<RegisterClient settings={registerSettings()} methods={both} affiliate="" country={null} />);
    const box = screen.getByRole('checkbox') as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(submitButton().disabled).toBe(false);
    fireEvent.click(box);
    expect(submitButton().disabled).toBe(true);
    fireEvent.click(box);
    expect(submitButton().disabled).toBe(false);
  });

  it('focuses the first invalid field and calls nothing', () => {
    const calls = mockFetch(() => ({ success: false, errorCode: 'not.found' }));
    renderWithIntl(<RegisterClient settings={registerSettings({ email: {} })} methods={both} affiliate="" country={null} />);
    fill('Username', 'lucky7');
    fill('Password', 'secret1');
    fill('Confirm password', 'secret2');
    fill('E-mail', 'not-an-email');
    fireEvent.click(submitButton());
    expect(document.activeElement).toBe(field('Confirm password'));
    expect(screen.getByText('confirmation incorrect')).toBeTruthy();
    expect(screen.getByText('in_email_incorrect')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    // Changing the password re-checks the confirmation.
    fill('Password', 'secret2');
    expect(screen.queryByText('confirmation incorrect')).toBeNull();
  });

  it('refreshes the captcha image on tap', async () => {
    let n = 0;
    mockFetch((req) => (req.path === '/wps/captcha' ? captchaAnswer(++n) : { success: false, errorCode: 'not.found' }));
    renderWithIntl(<RegisterClient settings={registerSettings({ captcha: {} })} methods={both} affiliate="" country={null} />);
    const src = () => screen.getByTestId('captcha-image').querySelector('img')?.getAttribute('src');
    await waitFor(() => expect(src()).toBe(`data:image/png;base64,${btoa('png-1')}`));
    fireEvent.click(screen.getByTestId('captcha-image'));
    await waitFor(() => expect(src()).toBe(`data:image/png;base64,${btoa('png-2')}`));
  });

  it('shows no captcha and fetches no image while a captcha module is off, and registers without one', async () => {
    const calls = mockFetch((req) => (req.path === '/wps/member/register' ? wpsAnswer('memberRegister', loginValue()) : { success: false, errorCode: 'module.disabled' }));
    // The settings as the platform serves them with CAPTCHA3 off (lib/wps/modules.ts).
    const settings = registerSettingsWithModules(registerSettings({ captcha: {} }), { CAPTCHA3: false, VALID_CAPTCHA3: true });
    renderWithIntl(<RegisterClient settings={settings} methods={both} affiliate="" country={null} />);
    expect(screen.queryByTestId('captcha-image')).toBeNull();
    expect(screen.queryByLabelText('Verification code', { selector: 'input' })).toBeNull();
    fill('Username', 'lucky7');
    fill('Password', 'secret1');
    fill('Confirm password', 'secret1');
    await act(async () => { fireEvent.click(submitButton()); });
    expect(calls.map((c) => c.path)).toEqual(['/wps/member/register']);
    expect(calls[0]!.body).toMatchObject({ username: 'lucky7', captcha: '' });
  });

  it('refuses an unknown invitation code before registering, then registers and goes home', async () => {
    jest.useFakeTimers();
    try {
      const calls = mockFetch((req) => {
        if (req.path.startsWith('/wps/agent/affiliate')) return req.path.endsWith('=GOOD') ? wpsAnswer('agentAffiliate', { code: 'GOOD' }) : wpsRefusal('agentAffiliate', 'affiliate.invalid');
        if (req.path === '/wps/member/register') return wpsAnswer('memberRegister', loginValue());
        return { success: false, errorCode: 'not.found' };
      });
      renderWithIntl(<RegisterClient settings={registerSettings({ affiliateCode: { required: false } })} methods={both} affiliate="BAD" country={null} />);
      expect(field('Invitation code').value).toBe('BAD');
      fill('Username', 'lucky7');
      fill('Password', 'secret1');
      fill('Confirm password', 'secret1');
      await act(async () => { fireEvent.click(submitButton()); });
      expect(screen.getByText('invitation code error')).toBeTruthy();
      expect(document.activeElement).toBe(field('Invitation code'));
      expect(calls.some((c) => c.method === 'PUT')).toBe(false);

      fill('Invitation code', 'GOOD');
      await act(async () => { fireEvent.click(submitButton()); });
      const put = calls.find((c) => c.method === 'PUT')!;
      expect(put.path).toBe('/wps/member/register');
      expect(put.body).toMatchObject({ username: 'lucky7', password: 'secret1', affiliateCode: 'GOOD', email: '', type: 0, registerMethod: 'H5', domain: 'localhost' });
      expect(screen.getByText('registered successfully')).toBeTruthy();
      act(() => { jest.advanceTimersByTime(1000); });
      expect(router.replace).toHaveBeenCalledWith('/m/home');
      expect(router.refresh).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a server error next to the field it names', async () => {
    mockFetch((req) => (req.path === '/wps/member/register' ? wpsRefusal('memberRegister', 'user.exists', { field: 'username' }) : wpsAnswer('checkUsername', null)));
    renderWithIntl(<RegisterClient settings={registerSettings()} methods={both} affiliate="" country={null} />);
    fill('Username', 'lucky7');
    fill('Password', 'secret1');
    fill('Confirm password', 'secret1');
    await act(async () => { fireEvent.click(submitButton()); });
    expect(screen.getByText('Sorry, the username already exists.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Username'));
  });
});

describe('RegisterClient language change', () => {
  it('re-validates the filled fields 200 ms after the language changes', () => {
    jest.useFakeTimers();
    try {
      mockFetch(() => ({ success: false, errorCode: 'not.found' }));
      const ui = (locale: 'en' | 'zh') => (
        <NextIntlClientProvider locale={locale} messages={en}>
          <RegisterClient settings={registerSettings({ email: {} })} methods={both} affiliate="" country={null} />
        </NextIntlClientProvider>
      );
      const { rerender } = render(ui('en'));
      fill('Password', 'secret1');
      fill('Confirm password', 'secret2');
      rerender(ui('zh'));
      act(() => { jest.advanceTimersByTime(199); });
      expect(screen.queryByText('confirmation incorrect')).toBeNull();
      act(() => { jest.advanceTimersByTime(1); });
      expect(screen.getByText('confirmation incorrect')).toBeTruthy();
      // Empty fields (username, e-mail) stay quiet.
      expect(screen.queryByText('This field is required')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});

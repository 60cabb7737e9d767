/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { ForgotClient } from '@/components/account/forgot-client';
import { forgotMethods } from '@/lib/auth/password-forms';
import { renderWithIntl } from '../frame/render';
import { mockFetch, wpsAnswer, wpsRefusal } from '@/tests/support/wps-answer';
import { loginValue } from '@/tests/support/wps-values';

const router = { back: jest.fn(), push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({ usePathname: () => '/m/forget', useRouter: () => router }));

beforeEach(() => jest.clearAllMocks());

const settings = { mobileNum: null, password: null };
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const render = (modules: Record<string, boolean>) =>
  renderWithIntl(<ForgotClient methods={forgotMethods(modules)} settings={settings} country={null} />);

describe('ForgotClient', () => {
  it('follows the method rules of CHNGPASSVERIF3 and CHNGPASSMAIL3', () => {
    mockFetch(() => wpsAnswer('memberPasswordEmail', null));
    let r = render({ CHNGPASSVERIF3: true, CHNGPASSMAIL3: true });
    expect(screen.getByRole('tab', { name: 'E-mail' }).getAttribute('aria-selected')).toBe('true');
    expect(input('Username')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }));
    expect(input('Mobile number')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeTruthy();
    r.unmount();

    r = render({ CHNGPASSVERIF3: false, CHNGPASSMAIL3: true });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(input('Mobile number')).toBeTruthy();
    r.unmount();

    render({ CHNGPASSVERIF3: true, CHNGPASSMAIL3: false });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(input('E-mail')).toBeTruthy();
  });

  it('checks the e-mail, sends the trimmed form, shows the success message 1 s, then goes back', async () => {
    jest.useFakeTimers();
    try {
      const calls = mockFetch(() => wpsAnswer('memberPasswordEmail', null));
      render({ CHNGPASSVERIF3: true });
      fireEvent.change(input('Username'), { target: { value: ' lucky7 ' } });
      fireEvent.change(input('E-mail'), { target: { value: 'lucky@example' } });
      fireEvent.click(screen.getByRole('button', { name: 'Retrieve' }));
      expect(screen.getByText('in_email_incorrect')).toBeTruthy();
      expect(document.activeElement).toBe(input('E-mail'));
      expect(calls).toEqual([]);

      fireEvent.change(input('E-mail'), { target: { value: ' lucky@example.com ' } });
      await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Retrieve' })); });
      expect(calls).toEqual([{ method: 'POST', path: '/wps/member/password/email', body: { username: 'lucky7', email: 'lucky@example.com' } }]);
      expect(screen.getByRole('status').textContent).toMatch(/reset link/);
      expect(router.back).not.toHaveBeenCalled();
      act(() => { jest.advanceTimersByTime(1000); });
      expect(router.back).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('resets by phone and logs in; a refused attempt clears the SMS code', async () => {
    let ok = false;
    const calls = mockFetch((req) => (req.path === '/wps/member/password/sms' ? (ok ? wpsAnswer('memberPasswordSms', loginValue()) : wpsRefusal('memberPasswordSms', 'verification.code.invalid')) : wpsAnswer('verificationSmsNoLogin', { expirationTime: Date.now() + 60_000 })));
    render({ CHNGPASSVERIF3: false });
    fireEvent.change(input('Mobile number'), { target: { value: '0812345678' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Get code' })); });
    expect(calls[0]).toMatchObject({ path: '/wps/verification/sms/noLogin', body: { mobileNum: '0812345678', purpose: 'reset' } });
    fireEvent.change(input('SMS code'), { target: { value: '123456' } });
    fireEvent.change(input('New password'), { target: { value: 'newpass1' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Submit' })); });
    expect(screen.getByRole('alert').textContent).toBe('Verification code error');
    expect(input('SMS code').value).toBe('');
    ok = true;
    fireEvent.change(input('SMS code'), { target: { value: '654321' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Submit' })); });
    expect(calls.at(-1)).toMatchObject({ path: '/wps/member/password/sms', body: { mobileNum: '0812345678', verificationCode: '654321', newPassword: 'newpass1' } });
    expect(router.replace).toHaveBeenCalledWith('/m/home');
  });
});

/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ChangePasswordClient } from '@/components/account/change-password-client';
import { renderWithIntl } from '../frame/render';
import { mockFetch, wpsAnswer, wpsRefusal } from '@/tests/support/wps-answer';

const router = { back: jest.fn(), push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({ usePathname: () => '/m/changePsw', useRouter: () => router }));

beforeEach(() => jest.clearAllMocks());

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
function fill(oldPassword: string, newPassword: string, confirm = newPassword) {
  fireEvent.change(input('Old password'), { target: { value: oldPassword } });
  fireEvent.change(input('New password'), { target: { value: newPassword } });
  fireEvent.change(input('Confirm password'), { target: { value: confirm } });
}

describe('ChangePasswordClient', () => {
  it('opens the same-password popup and calls nothing when the new password equals the old', () => {
    const calls = mockFetch(() => wpsAnswer('memberPasswordV2', null));
    renderWithIntl(<ChangePasswordClient password={null} />);
    fill('secret1', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toMatch(/same as the old password/);
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Submit']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('checks the confirmation, then changes the password and goes home after 1000 ms', async () => {
    jest.useFakeTimers();
    try {
      const calls = mockFetch(() => wpsAnswer('memberPasswordV2', null));
      renderWithIntl(<ChangePasswordClient password={null} />);
      fill('secret1', 'secret2', 'secret3');
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(screen.getByText('confirmation incorrect')).toBeTruthy();
      expect(document.activeElement).toBe(input('Confirm password'));
      fireEvent.change(input('Confirm password'), { target: { value: 'secret2' } });
      await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Submit' })); });
      expect(calls).toEqual([{ method: 'POST', path: '/wps/v2/member/password', body: { oldPassword: 'secret1', newPassword: 'secret2', confirmNewPassword: 'secret2' } }]);
      expect(screen.getByText('Password changed successfully')).toBeTruthy();
      act(() => { jest.advanceTimersByTime(999); });
      expect(router.replace).not.toHaveBeenCalled();
      act(() => { jest.advanceTimersByTime(1); });
      expect(router.replace).toHaveBeenCalledWith('/m/home');
    } finally {
      jest.useRealTimers();
    }
  });

  it('names a wrong old password, and says nothing for other failures', async () => {
    let code = 'password.old.invalid';
    mockFetch(() => wpsRefusal('memberPasswordV2', code));
    renderWithIntl(<ChangePasswordClient password={null} />);
    fill('wrong1', 'secret2');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Submit' })); });
    expect(screen.getByText('The old password is incorrect')).toBeTruthy();
    code = 'unknown.error';
    fill('wrong2', 'secret2');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Submit' })); });
    expect(screen.queryByText('Unknown error')).toBeNull();
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

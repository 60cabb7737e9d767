/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SignOutButton } from '@/components/frame/sign-out-button';
import { renderWithIntl } from '../frame/render';
import { mockFetch, wpsAnswer } from '@/tests/support/wps-answer';

const router = { back: jest.fn(), push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({
  usePathname: () => '/m/set',
  useRouter: () => router,
}));

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('sign out (SPEC §4, §8)', () => {
  it('asks first: a prompt with the confirm body, focus on submit', () => {
    const calls = mockFetch(() => wpsAnswer('sessionLogout', null));
    renderWithIntl(<SignOutButton />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = screen.getByRole('dialog', { name: 'Prompt' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Are you sure you want to sign out?');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit' }));
    expect(calls).toEqual([]);
  });

  it('does nothing on cancel or Escape', () => {
    const calls = mockFetch(() => wpsAnswer('sessionLogout', null));
    sessionStorage.setItem('MC_SESSION_INFO', '{}');
    renderWithIntl(<SignOutButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
    expect(router.replace).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('MC_SESSION_INFO')).toBe('{}');
    expect(localStorage.getItem('autoLogin')).toBeNull();
  });

  it('on submit shows the loading toast, calls DELETE logout, clears the browser state and goes home', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const calls = mockFetch(() => wpsAnswer('sessionLogout', null));
    const answer = globalThis.fetch as jest.Mock;
    const inner = answer.getMockImplementation()!;
    answer.mockImplementation(async (...args: unknown[]) => {
      await gate;
      return inner(...args);
    });
    sessionStorage.setItem('MC_SESSION_INFO', '{"userName":"lucky7"}');
    renderWithIntl(<SignOutButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Signing out…');

    await act(async () => release());
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/m/home'));
    expect(calls).toEqual([{ method: 'DELETE', path: '/wps/session/logout', body: undefined }]);
    expect(router.refresh).toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('autoLogin')).toBe('0');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('still leaves when the platform cannot be reached', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    renderWithIntl(<SignOutButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/m/home'));
    expect(localStorage.getItem('autoLogin')).toBe('0');
  });
});

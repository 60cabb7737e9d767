/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TrialClient } from '@/components/account/trial-client';
import { renderWithIntl } from '../frame/render';
import { mockFetch, wpsAnswer, wpsRefusal } from '@/tests/support/wps-answer';
import { loginValue } from '@/tests/support/wps-values';

const router = { back: jest.fn(), push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({
  usePathname: () => '/m/trail',
  useRouter: () => router,
}));

beforeEach(() => jest.clearAllMocks());

describe('free trial (SPEC §4)', () => {
  it('shows the loading message, logs a trial account in and replaces the route with /m/home', async () => {
    const calls = mockFetch(() => wpsAnswer('sessionLoginFreeplay', { ...loginValue({ id: 9, userName: 'trial_9', type: 4 }), trail: true }));
    renderWithIntl(<TrialClient />);
    fireEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/m/home'));
    expect(router.refresh).toHaveBeenCalled();
    expect(calls).toEqual([{ method: 'POST', path: '/wps/session/login/freeplay', body: {} }]);
  });

  it('says why when the platform refuses, and stays', async () => {
    mockFetch(() => wpsRefusal('sessionLoginFreeplay', 'TOO_MANY_REQUESTS'));
    renderWithIntl(<TrialClient />);
    fireEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please wait a moment and try again.');
    expect(router.replace).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Start free trial' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

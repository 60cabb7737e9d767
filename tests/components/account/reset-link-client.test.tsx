/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ResetLinkClient } from '@/components/account/reset-link-client';
import { renderWithIntl } from '../frame/render';
import { mockFetch, wpsAnswer } from '@/tests/support/wps-answer';
import { loginValue } from '@/tests/support/wps-values';

const router = { back: jest.fn(), push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({ usePathname: () => '/m/forget', useRouter: () => router }));

beforeEach(() => jest.clearAllMocks());
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

describe('ResetLinkClient', () => {
  it('says a dead link is dead and offers to ask again', async () => {
    mockFetch(() => wpsAnswer('memberPasswordResetCheck', { valid: false }));
    renderWithIntl(<ResetLinkClient token="tok" password={null} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/invalid or has expired/));
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/m/forget');
  });

  it('sets the new password for a live link and logs in', async () => {
    const calls = mockFetch((req) => (req.method === 'GET' ? wpsAnswer('memberPasswordResetCheck', { valid: true }) : wpsAnswer('memberPasswordReset', loginValue())));
    renderWithIntl(<ResetLinkClient token="tok" password={null} />);
    await waitFor(() => expect(input('New password')).toBeTruthy());
    expect(calls[0]!.path).toBe('/wps/member/password/reset?token=tok');
    fireEvent.change(input('New password'), { target: { value: 'secret9' } });
    fireEvent.change(input('Confirm password'), { target: { value: 'secret9' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Set password' })); });
    expect(calls[1]).toEqual({ method: 'POST', path: '/wps/member/password/reset', body: { token: 'tok', newPassword: 'secret9', confirmNewPassword: 'secret9' } });
    expect(router.replace).toHaveBeenCalledWith('/m/home');
  });
});

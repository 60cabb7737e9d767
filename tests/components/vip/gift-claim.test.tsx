/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GiftClaim, type GiftClaimLabels } from '@/components/vip/gift-claim';
import { wpsFetch } from '@/lib/net/wps-fetch';
import { renderWithIntl } from '../frame/render';

jest.mock('@/lib/net/wps-fetch', () => ({ wpsFetch: jest.fn() }));
const fetchMock = wpsFetch as jest.MockedFunction<typeof wpsFetch>;

const labels: GiftClaimLabels = { claim: 'Claim', claimed: 'Claimed', done: '¥8.00 added to your rewards', unavailable: 'This gift cannot be claimed now.', failed: 'The claim failed.' };

beforeEach(() => fetchMock.mockReset());

describe('GiftClaim (/m/member/benefits)', () => {
  it('claims the gift once and then reads claimed, with the amount in a toast', async () => {
    fetchMock.mockResolvedValue({ success: true, errorCode: null, value: { kind: 'monthly', amount: '8.00', state: 'claimed', period: '2026-11' } } as never);
    renderWithIntl(<GiftClaim kind="monthly" labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(screen.getByText('Claimed')).toBeTruthy());
    expect(fetchMock).toHaveBeenCalledWith('vipGiftClaim', { kind: 'monthly' });
    expect(screen.getByRole('status').textContent).toBe('¥8.00 added to your rewards');
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('reads claimed when the gift was claimed elsewhere meanwhile, and keeps the button after another failure', async () => {
    fetchMock.mockResolvedValueOnce({ success: false, errorCode: 'vip.gift.unavailable', value: { state: 'claimed' } } as never);
    const { unmount } = renderWithIntl(<GiftClaim kind="birthday" labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This gift cannot be claimed now.'));
    expect(screen.getByText('Claimed')).toBeTruthy();
    unmount();
    fetchMock.mockResolvedValueOnce({ success: false, errorCode: 'upstream.unavailable', value: null } as never);
    renderWithIntl(<GiftClaim kind="birthday" labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The claim failed.'));
    expect((screen.getByRole('button', { name: 'Claim' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

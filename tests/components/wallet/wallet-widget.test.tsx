/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { WalletWidget } from '@/components/wallet/wallet-widget';
import { renderWithIntl } from '../frame/render';
import { mockFetch, wpsAnswer } from '@/tests/support/wps-answer';
import { balanceValue } from '@/tests/support/wps-values';

const router = { refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
});

describe('WalletWidget (SPEC §2)', () => {
  it('shows the balance without decimals and hides it as stars, remembering the choice', () => {
    renderWithIntl(<WalletWidget sumBalance={1234.99} symbol="¥" />);
    const shown = screen.getByTestId('wallet-widget-balance');
    expect(shown.textContent).toBe('¥1,234');
    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(shown.textContent).toBe('****');
    expect(localStorage.getItem('walletHidden')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(shown.textContent).toBe('¥1,234');
  });

  it('hides the balance while refreshing, then shows the new one', async () => {
    let release: () => void = () => {};
    const calls = mockFetch(() => wpsAnswer('walletsBalance', balanceValue(2000.5)));
    const fetch = globalThis.fetch;
    globalThis.fetch = jest.fn((...args: Parameters<typeof fetch>) => new Promise<Response>((resolve) => {
      release = () => resolve(fetch(...args));
    })) as typeof globalThis.fetch;
    renderWithIntl(<WalletWidget sumBalance={10} symbol="¥" />);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(screen.getByTestId('wallet-widget-balance').textContent).toBe('****');
    await act(async () => release());
    expect(screen.getByTestId('wallet-widget-balance').textContent).toBe('¥2,000');
    expect(calls.map((c) => c.path)).toEqual(['/wps/v2/wallets/balance']);
    expect(router.refresh).toHaveBeenCalled();
  });
});

/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { WalletWidget } from '@/components/wallet/wallet-widget';
import { BalanceFigure } from '@/components/frame/balance-figure';
import { resetBalanceChoice } from '@/components/frame/balance-visibility';
import { renderWithIntl } from '../frame/render';
import { mockFetch, wpsAnswer } from '@/tests/support/wps-answer';
import { balanceValue } from '@/tests/support/wps-values';

const router = { refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const cny = { symbol: '¥', pattern: '#,##0.00', minorDigits: 2 };
const widget = { currency: cny, hiddenRemembered: false, playMoney: false };

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  document.cookie = 'balanceHidden=; Max-Age=0; Path=/';
  act(() => resetBalanceChoice());
});

describe('WalletWidget (SPEC §2)', () => {
  it('shows the balance without decimals and hides it as stars, remembering the choice', () => {
    renderWithIntl(<WalletWidget sumBalance={1234.99} {...widget} />);
    const shown = screen.getByTestId('wallet-widget-balance');
    expect(shown.textContent).toBe('¥1,234');
    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(shown.textContent).toBe('****');
    expect(document.cookie).toContain('balanceHidden=1');
    fireEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(shown.textContent).toBe('¥1,234');
    expect(document.cookie).toContain('balanceHidden=0');
  });

  it('hides every balance on the screen with its one eye: the header\'s figure follows it', () => {
    renderWithIntl(<>
      <BalanceFigure text="¥1,234.99" remembered={false} testId="header-balance" />
      <WalletWidget sumBalance={1234.99} {...widget} />
    </>);
    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByTestId('header-balance').textContent).toBe('****');
    expect(screen.getByTestId('wallet-widget-balance').textContent).toBe('****');
  });

  it('starts hidden when the member chose so before, and keeps a choice of the old widget once', () => {
    const { unmount } = renderWithIntl(<WalletWidget sumBalance={50} {...widget} hiddenRemembered />);
    expect(screen.getByTestId('wallet-widget-balance').textContent).toBe('****');
    expect(screen.getByRole('button', { name: 'Show balance' }).getAttribute('aria-pressed')).toBe('true');
    unmount();
    act(() => resetBalanceChoice());
    localStorage.setItem('walletHidden', '1');
    renderWithIntl(<WalletWidget sumBalance={50} {...widget} />);
    expect(screen.getByTestId('wallet-widget-balance').textContent).toBe('****');
    expect(document.cookie).toContain('balanceHidden=1');
    expect(localStorage.getItem('walletHidden')).toBeNull();
  });

  it('marks play money', () => {
    renderWithIntl(<WalletWidget sumBalance={2000} {...widget} playMoney />);
    expect(screen.getByTestId('play-money').textContent).toBe('Play money');
  });

  it('hides the balance while refreshing, then shows the new one', async () => {
    let release: () => void = () => {};
    const calls = mockFetch(() => wpsAnswer('walletsBalance', balanceValue(2000.5)));
    const fetch = globalThis.fetch;
    globalThis.fetch = jest.fn((...args: Parameters<typeof fetch>) => new Promise<Response>((resolve) => {
      release = () => resolve(fetch(...args));
    })) as typeof globalThis.fetch;
    renderWithIntl(<WalletWidget sumBalance={10} {...widget} />);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(screen.getByTestId('wallet-widget-balance').textContent).toBe('****');
    await act(async () => release());
    expect(screen.getByTestId('wallet-widget-balance').textContent).toBe('¥2,000');
    expect(calls.map((c) => c.path)).toEqual(['/wps/v2/wallets/balance']);
    expect(router.refresh).toHaveBeenCalled();
  });
});

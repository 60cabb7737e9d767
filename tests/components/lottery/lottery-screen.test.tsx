/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { LotteryScreen, type LotteryScreenProps } from '@/components/lottery/lottery-screen';
import { renderWithIntl } from '../frame/render';
import { mockFetch, wpsAnswer, wpsRefusal } from '@/tests/support/wps-answer';
import { cny, drawValue, gamesValue, order, series } from './fixtures';

const router = { refresh: jest.fn(), push: jest.fn(), replace: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/m/lott' }));

const flush = () => act(async () => {});
const numero = '5d-1m-20261125-0391';

function renderScreen(over: Partial<LotteryScreenProps> = {}) {
  const v = gamesValue(over.prizeMode ?? 'ELOTT');
  return renderWithIntl(
    <LotteryScreen games={v.games} game={v.games[0]!} prizeMode={v.prizeMode} series={series} initialDraw={drawValue(numero, Date.now())}
      tab="bet" currency={cny} loginHref={null} {...over} />,
  );
}
const ball = (place: string, n: string) => within(screen.getByRole('group', { name: place })).getByRole('button', { name: n });

beforeEach(() => {
  router.refresh.mockClear();
  window.history.replaceState(null, '', '/m/lott?game=5d-1m');
});

describe('LotteryScreen, Bet', () => {
  it('counts a pick, fills the cart, chases 3 draws and places the order the platform prices', async () => {
    const calls = mockFetch(({ path }) => (path === '/lgw/orders/betting'
      ? wpsAnswer('lotteryBetting', { orderNumbers: ['LO1', 'LO2', 'LO3'], chasingOrder: 'CH1', betAmount: 6, balance: 94 })
      : wpsAnswer('lotteryDraw', drawValue(numero, Date.now()))));
    renderScreen();
    expect(screen.getByTestId('numero').textContent).toBe(`Draw ${numero}`);
    fireEvent.click(screen.getByRole('radio', { name: 'Back 2 straight' }));
    fireEvent.click(ball('4th', '1'));
    expect(screen.getByTestId('pick-summary').textContent).toBe('No bets yet');
    fireEvent.click(ball('4th', '2'));
    fireEvent.click(ball('5th', '7'));
    expect(screen.getByTestId('pick-summary').textContent).toBe('Bets: 2 · ¥2.00');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const cart = screen.getByTestId('cart');
    expect(cart.textContent).toContain('1,2 | 7');
    fireEvent.click(screen.getByRole('button', { name: 'Chase draws: More' }));
    fireEvent.click(screen.getByRole('button', { name: 'Chase draws: More' }));
    expect(screen.getByTestId('cart-total').textContent).toBe('¥6.00');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Place order' })); });
    const sent = calls.find((c) => c.path === '/lgw/orders/betting')!;
    expect(sent.body).toMatchObject({ gameId: '5d-1m', currentNumero: numero, bettingSlipString: '1,2|7~1~5d.back2.straight~1~1950~1', betCartAmountSum: 6, chase: 3, winningStop: true, device: 3 });
    expect(screen.getByRole('status').textContent).toBe('Order placed: ¥6.00');
    expect(router.refresh).toHaveBeenCalled();
    expect(within(screen.getByTestId('cart')).getByText('The cart is empty. Pick numbers and add them.')).toBeTruthy();
  });

  it('shows a Tradition prize at the chosen series in ELOTT mode and per two units in NORMAL mode', () => {
    const { unmount } = renderScreen();
    fireEvent.click(screen.getByRole('radio', { name: 'Front 3 straight' }));
    expect(screen.getByTestId('picker').textContent).toContain('Odds 975');
    expect(screen.getByText('Rebate 1.5%')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: /Prize series/ }), { target: { value: '1800' } });
    expect(screen.getByTestId('prize').textContent).toBe('900');
    expect(screen.getByText('Rebate 9%')).toBeTruthy();
    unmount();
    const v = gamesValue('NORMAL');
    v.games[0]!.plays[1]!.prizes.prize = 1950;
    renderScreen({ prizeMode: 'NORMAL', games: v.games, game: v.games[0]! });
    fireEvent.click(screen.getByRole('radio', { name: 'Front 3 straight' }));
    expect(screen.getByTestId('picker').textContent).toContain('Prize per 2 units 1950');
  });

  it('prices Entertainment options at their odds with the 0.10 unit and a multiple', () => {
    renderScreen();
    fireEvent.click(screen.getByRole('tab', { name: 'Entertainment' }));
    expect(screen.getByRole('button', { name: /Big/ }).textContent).toBe('Big1.98');
    fireEvent.click(screen.getByRole('button', { name: /Big/ }));
    fireEvent.click(screen.getByRole('button', { name: /Odd/ }));
    fireEvent.click(screen.getByRole('button', { name: '¥0.10' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Multiple' }), { target: { value: '5' } });
    expect(screen.getByTestId('pick-summary').textContent).toBe('Bets: 2 · ¥1.00');
    expect(screen.queryByRole('combobox', { name: /Prize series/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    // The options in the member's words, and the slip in the platform's: big,odd at mode 2, multiple 5.
    expect(screen.getByTestId('cart').textContent).toContain('Big, Odd');
    expect(screen.getByTestId('cart-total').textContent).toBe('¥1.00');
  });

  it('says a late order was refused, in the member’s words, and reads the draw again', async () => {
    const calls = mockFetch(({ path }) => (path === '/lgw/orders/betting' ? wpsRefusal('lotteryBetting', 'lottery.draw.closed') : wpsAnswer('lotteryDraw', drawValue('5d-1m-20261125-0392', Date.now()))));
    renderScreen();
    fireEvent.click(screen.getByRole('tab', { name: 'Entertainment' }));
    fireEvent.click(screen.getByRole('button', { name: /Small/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Place order' })); });
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('Betting on this draw has closed. Please bet on the next draw.');
    expect(calls.some((c) => c.path === '/lgw/draw?gameId=5d-1m')).toBe(true);
    expect(screen.getByTestId('numero').textContent).toBe('Draw 5d-1m-20261125-0392');
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it('sends a visitor to log in to bet, back to this game', () => {
    renderScreen({ loginHref: '/m/login?next=%2Fm%2Flott%3Fgame%3D5d-1m%26tab%3Dbet' });
    expect(screen.getByRole('link', { name: 'Log in to bet' }).getAttribute('href')).toBe('/m/login?next=%2Fm%2Flott%3Fgame%3D5d-1m%26tab%3Dbet');
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
  });

  it('says the lottery is unavailable without a draw, and offers a retry', () => {
    mockFetch(() => wpsRefusal('lotteryDraw', 'upstream.unavailable'));
    renderScreen({ initialDraw: null });
    expect(screen.getByRole('alert').textContent).toContain('The lottery is not available right now.');
    expect(screen.getByRole('button', { name: 'Place order' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('LotteryScreen, Results and My orders', () => {
  it('lists the latest results with their seeds and a link that opens the verification page with them filled in', () => {
    renderScreen({ tab: 'results' });
    const results = screen.getByTestId('lottery-results');
    expect(within(results).getByRole('list', { name: 'Result' }).textContent).toBe('33093');
    expect(results.textContent).toContain('c'.repeat(64));
    const link = new URL(within(results).getByRole('link', { name: 'Verify' }).getAttribute('href')!, 'https://web.test');
    expect(link.pathname).toBe('/games/house/lottery/verify');
    expect(Object.fromEntries(new URLSearchParams(link.hash.slice(1)))).toEqual({ f: '5d', s: 'c'.repeat(64), c: 'd'.repeat(64) });
  });

  it('filters and pages the orders, opens one and cancels it before the close', async () => {
    const calls = mockFetch(({ path, body }) => {
      if (path === '/lgw/orders') {
        const page = (body as { page: number }).page;
        return wpsAnswer('lotteryOrders', { orders: { content: [order({ orderId: 7 + page, orderNumber: `LO${7 + page}` })], totalPages: 2, totalElements: 2 } });
      }
      if (path === '/lgw/orders/detail/8/info') return wpsAnswer('lotteryOrderDetail', { order: order({ orderId: 8, orderNumber: 'LO8' }), chase: null });
      if (path === '/lgw/orders/cancel') return wpsAnswer('lotteryCancel', { cancelled: ['LO8'], refund: 1, balance: 100 });
      return wpsAnswer('lotteryDraw', drawValue(numero, Date.now()));
    });
    renderScreen({ tab: 'orders' });
    await flush();
    expect(calls[0]).toMatchObject({ path: '/lgw/orders', body: { gameId: '5d-1m', page: 0, size: 10, orderStatus: '' } });
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Next' })); });
    expect(calls.at(-1)!.body).toMatchObject({ page: 1 });
    const row = screen.getByTestId('lottery-order');
    expect(row.getAttribute('data-order')).toBe('LO8');
    expect(row.textContent).toContain('Waiting for the draw');
    await act(async () => { fireEvent.click(within(row).getByRole('button', { expanded: false })); });
    expect(screen.getByTestId('order-detail').textContent).toContain('LO8');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Cancel order' })); });
    expect(calls.find((c) => c.path === '/lgw/orders/cancel')!.body).toEqual({ orderNumber: 'LO8' });
    expect(screen.getByText('Cancelled: ¥1.00 returned')).toBeTruthy();
    expect(router.refresh).toHaveBeenCalled();
    await act(async () => { fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'won' } }); });
    expect(calls.at(-1)!.body).toMatchObject({ orderStatus: 'won', page: 0 });
  });

  it('offers no cancel for an order whose draw has closed, and shows a won order’s payout and result', async () => {
    mockFetch(({ path }) => {
      if (path === '/lgw/orders') {
        return wpsAnswer('lotteryOrders', { orders: { content: [
          order({ orderId: 1, orderNumber: 'LO1', numero: '5d-1m-20261125-0390' }),
          order({ orderId: 2, orderNumber: 'LO2', numero: '5d-1m-20261125-0389', orderStatus: 'won', winAmount: 1.98, result: [9, 9, 9, 9, 9] }),
        ], totalPages: 1, totalElements: 2 } });
      }
      if (path.startsWith('/lgw/orders/detail/')) return wpsRefusal('lotteryOrderDetail', 'upstream.unavailable');
      return wpsAnswer('lotteryDraw', drawValue(numero, Date.now()));
    });
    renderScreen({ tab: 'orders' });
    await flush();
    const [closed, won] = screen.getAllByTestId('lottery-order');
    await act(async () => { fireEvent.click(within(closed!).getByRole('button')); });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(won!.getAttribute('data-status')).toBe('won');
    expect(within(won!).getByTestId('win').textContent).toBe('¥1.98');
  });

  it('asks a visitor to log in for orders', () => {
    renderScreen({ tab: 'orders', loginHref: '/m/login?next=x' });
    expect(screen.getByRole('link', { name: 'Log in to see your orders.' })).toBeTruthy();
  });
});

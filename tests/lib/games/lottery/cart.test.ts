import { bettingBody, cartSlip, cartTotal_minor, slipModesFor, slipStake_minor } from '@/lib/games/lottery/cart';
import { parseBettingSlips } from '@/lib/wps/schemas/lottery';
import { priceOrder } from '@/platform/src/vendors/house/lottery/order';
import { lotteryGameById, openDraw } from '@/platform/src/vendors/house/lottery/schedule';

describe('the bet cart', () => {
  it('offers the 0.10 and 0.01 units only where they are whole minor units', () => {
    expect(slipModesFor(2)).toEqual([1, 2, 3]);
    expect(slipModesFor(0)).toEqual([1]);
  });

  it('prices a slip as bets × unit × multiple: 6 group-3 bets at 0.10 × 5 cost 3.00', () => {
    const slip = cartSlip('5d.front3.group3', { groups: [[1, 2, 3]], options: [] }, 2, 1950, 5)!;
    expect(slip.bets).toBe(6);
    expect(slipStake_minor(slip, 2)).toBe(300);
  });

  it('refuses a multiple outside 1–10 000 and an incomplete pick', () => {
    expect(cartSlip('5d.sum', { groups: [], options: ['big'] }, 1, 1950, 0)).toBeNull();
    expect(cartSlip('5d.sum', { groups: [], options: ['big'] }, 1, 1950, 10_001)).toBeNull();
    expect(cartSlip('5d.back2.straight', { groups: [[1], []], options: [] }, 1, 1950, 1)).toBeNull();
  });

  it('multiplies a draw by the chase and sends a sum the platform accepts to the unit', () => {
    const slips = [
      cartSlip('5d.back2.straight', { groups: [[1, 2], [3]], options: [] }, 1, 1950, 2)!,
      cartSlip('5d.sum', { groups: [], options: ['big', 'odd'] }, 3, 1950, 7)!,
    ];
    expect(cartTotal_minor(slips, 3, 2)).toEqual({ perDraw_minor: 400 + 14, total_minor: 1242 });
    const game = lotteryGameById.get('5d-1m')!;
    const now = Date.UTC(2026, 10, 25, 6, 30, 5);
    const body = bettingBody({ gameId: game.id, currentNumero: openDraw(game, now).numero, slips, chase: 3, winningStop: true, minorDigits: 2, requestId: 'r1' });
    expect(body.betCartAmountSum).toBe(12.42);
    expect(parseBettingSlips(body.bettingSlipString)).toHaveLength(2);
    const priced = priceOrder(game, body, { now, minorDigits: 2 });
    expect(priced.ok && priced.order.total_minor).toBe(1242);
  });

  it('sends winningStop only with a chase', () => {
    const slips = [cartSlip('5d.sum', { groups: [], options: ['big'] }, 1, 1950, 1)!];
    const base = { gameId: 'g', currentNumero: 'n', slips, winningStop: true, minorDigits: 2, requestId: 'r' };
    expect(bettingBody({ ...base, chase: 1 }).winningStop).toBe(false);
    expect(bettingBody({ ...base, chase: 2 }).winningStop).toBe(true);
  });
});

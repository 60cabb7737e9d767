import { chaseContinues, priceOrder, settleSlip } from '@/platform/src/vendors/house/lottery/order';
import { drawOf, drawsFrom, lotteryGameById, openDraw } from '@/platform/src/vendors/house/lottery/schedule';

const game = (id: string) => lotteryGameById.get(id)!;
const at = (iso: string) => Date.parse(iso);

describe('the lottery draw schedule', () => {
  it('names the open draw by game, UTC day and index; it closes 10 s before a 1-minute draw', () => {
    const d = openDraw(game('5d-1m'), at('2026-11-25T03:35:49Z'));
    expect(d).toEqual({ numero: '5d-1m-20261125-0216', drawAt: at('2026-11-25T03:36:00Z'), closeAt: at('2026-11-25T03:35:50Z') });
    // At the close the next draw is the open one.
    expect(openDraw(game('5d-1m'), at('2026-11-25T03:35:50Z')).numero).toBe('5d-1m-20261125-0217');
    expect(openDraw(game('11x5-5m'), at('2026-11-25T00:00:00Z')).numero).toBe('11x5-5m-20261125-0001');
  });

  it('keeps the midnight draw in its day and chases across it', () => {
    const g = game('5d-5m');
    const last = openDraw(g, at('2026-11-25T23:58:00Z'));
    expect(last.numero).toBe('5d-5m-20261125-0288');
    expect(openDraw(g, at('2026-11-25T23:59:31Z')).numero).toBe('5d-5m-20261126-0001');
    expect(drawsFrom(g, last, 3).map((d) => d.numero)).toEqual(['5d-5m-20261125-0288', '5d-5m-20261126-0001', '5d-5m-20261126-0002']);
    expect(drawOf(g, '5d-5m-20261125-0288')).toEqual(last);
    for (const bad of ['5d-5m-20261125-0289', '5d-5m-20261125-0000', '5d-1m-20261125-0001', '5d-5m-20261340-0001']) expect(drawOf(g, bad)).toBeNull();
  });
});

describe('pricing an order', () => {
  const g = game('5d-1m');
  const now = at('2026-11-25T03:35:00Z');
  const numero = openDraw(g, now).numero;
  const terms = { now, minorDigits: 2 };

  it('prices slips as bets × unit × multiple, chases included, and takes the cart that matches', () => {
    // Two first digits → 2 unit bets at 1.00 × 3 = 6.00; big at 0.10 → 0.10; three draws: 18.30.
    const r = priceOrder(g, { currentNumero: numero, chase: 3, betCartAmountSum: 18.3, bettingSlipString: '1,2|3|4|5|6~1~5d.all.straight~1~1950~3;big~1~5d.sum~2~1950~1' }, terms);
    if (!r.ok) throw new Error(r.code);
    expect(r.order.slips.map((s) => [s.bets, s.unit_minor, s.stake_minor])).toEqual([[2, 300, 600], [1, 10, 10]]);
    expect(r.order.stakePerDraw_minor).toBe(610);
    expect(r.order.total_minor).toBe(1830);
    expect(r.order.draws).toHaveLength(3);
  });

  it('refuses with a stable code: late, unknown play, bad balls, series, numero, amount, slip', () => {
    const ok = { currentNumero: numero, chase: 1, betCartAmountSum: 1, bettingSlipString: '7~1~5d.position~1~1950~1' };
    // 5d.position with one digit at the first place: check the base order passes first.
    expect(priceOrder(g, { ...ok, bettingSlipString: '7||||~1~5d.position~1~1950~1' }, terms).ok).toBe(true);
    const late = { ...terms, now: openDraw(g, now).closeAt };
    expect(priceOrder(g, { ...ok, bettingSlipString: '7||||~1~5d.position~1~1950~1' }, late)).toEqual({ ok: false, code: 'lottery.draw.closed' });
    expect(priceOrder(g, { ...ok, bettingSlipString: '01~1~11x5.any1~1~1950~1' }, terms)).toEqual({ ok: false, code: 'lottery.play.unknown' });
    expect(priceOrder(g, { ...ok, bettingSlipString: '12||||~1~5d.position~1~1950~1' }, terms)).toEqual({ ok: false, code: 'lottery.balls.invalid' });
    expect(priceOrder(g, { ...ok, bettingSlipString: '7||||~1~5d.position~1~1990~1' }, terms)).toEqual({ ok: false, code: 'lottery.series.invalid' });
    expect(priceOrder(g, { ...ok, currentNumero: '5d-5m-20261125-0001', bettingSlipString: '7||||~1~5d.position~1~1950~1' }, terms)).toEqual({ ok: false, code: 'lottery.numero.unknown' });
    expect(priceOrder(g, { ...ok, betCartAmountSum: 0.99, bettingSlipString: '7||||~1~5d.position~1~1950~1' }, terms)).toEqual({ ok: false, code: 'lottery.amount.mismatch' });
    expect(priceOrder(g, { ...ok, bettingSlipString: '7||||~2~5d.position~1~1950~1' }, terms)).toEqual({ ok: false, code: 'lottery.slip.invalid' });
    // A 0.01 unit is no whole minor unit of a currency without decimals.
    expect(priceOrder(g, { ...ok, bettingSlipString: '7||||~1~5d.position~3~1950~1' }, { now, minorDigits: 0 })).toEqual({ ok: false, code: 'lottery.slip.invalid' });
  });
});

describe('settling a slip', () => {
  const g = game('5d-1m');
  const now = at('2026-11-25T03:35:00Z');
  const price = (slip: string, sum: number) => {
    const r = priceOrder(g, { currentNumero: openDraw(g, now).numero, chase: 1, betCartAmountSum: sum, bettingSlipString: slip }, { now, minorDigits: 2 });
    if (!r.ok) throw new Error(r.code);
    return r.order.slips[0]!;
  };

  it('pays a back-two straight 97.5 × its unit at 1950, nothing on a miss, and the rebate of a lower series either way', () => {
    const s = price('4|2~1~5d.back2.straight~1~1950~1', 1);
    expect(settleSlip(s, [0, 0, 0, 4, 2])).toEqual({ payout_minor: 9750, rebate_minor: 1, won: true }); // (1980 − 1950) / 2000 of 1.00, rounded down
    expect(settleSlip(s, [0, 0, 0, 2, 4])).toEqual({ payout_minor: 0, rebate_minor: 1, won: false });
    // Series 1900 under a maximum of 1980: 97.5 → 95 per unit, and (1980 − 1900) / 2000 = 4 % back on the 1.00 stake.
    const low = price('4|2~1~5d.back2.straight~1~1900~1', 1);
    expect(settleSlip(low, [0, 0, 0, 4, 2])).toEqual({ payout_minor: 9500, rebate_minor: 4, won: true });
    expect(settleSlip(low, [1, 1, 1, 1, 1]).rebate_minor).toBe(4);
  });

  it('stops a chase with winningStop at its first win, and only then', () => {
    expect(chaseContinues(true, true)).toBe(false);
    expect(chaseContinues(true, false)).toBe(true);
    expect(chaseContinues(false, true)).toBe(true);
  });
});

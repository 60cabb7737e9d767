import { playTypeById } from '@/platform/src/vendors/house/lottery/play-types';
import { checkSeries, oddsOf, payout_minor, rebateRate, shownPrice } from '@/platform/src/vendors/house/lottery/prize';

const play = (id: string) => playTypeById.get(id)!;

describe('lottery prices', () => {
  it('prices a Tradition win by the series: 1950 for a two-unit front-three straight, 97.5 % back', () => {
    expect(oddsOf(play('5d.front3.straight'), 'prize', 1950)).toEqual({ num: 975n, den: 1n });
    expect(oddsOf(play('5d.front3.group3'), 'prize', 1950)).toEqual({ num: 325n, den: 1n });
    expect(oddsOf(play('11x5.any1'), 'prize', 1950)).toEqual({ num: 429n, den: 200n }); // 2.145
    expect(oddsOf(play('5d.sum'), 'big')).toEqual({ num: 99n, den: 50n }); // 1.98 whatever the series
  });

  it('pays each winning unit bet floor(unit × odds), pushes their stake', () => {
    expect(payout_minor(play('5d.front3.straight'), { won: { prize: 1 }, pushed: 0 }, 200, 1950)).toBe(195_000);
    expect(payout_minor(play('11x5.any1'), { won: { prize: 2 }, pushed: 0 }, 200, 1950)).toBe(858);
    expect(payout_minor(play('11x5.any1'), { won: { prize: 1 }, pushed: 0 }, 1, 1950)).toBe(2); // 2.145 rounds down
    expect(payout_minor(play('11x5.sum'), { won: { even: 1 }, pushed: 2 }, 100)).toBe(200 + 200);
  });

  it('returns the difference to the maximum series as a rebate, and keeps series in the band', () => {
    expect(rebateRate(1900, 1980)).toEqual({ num: 1n, den: 25n }); // 4 %
    expect(checkSeries(1950)).toBe(true);
    expect(checkSeries(1990)).toBe(false);
    expect(checkSeries(1950, 1900)).toBe(false);
    expect(checkSeries(1650)).toBe(false);
  });

  it('shows a Tradition prize per two units in NORMAL prize mode and as odds in ELOTT', () => {
    expect(shownPrice(play('5d.front3.straight'), 'prize', 'NORMAL', 1950)).toEqual({ as: 'prizePerTwoUnits', value: { num: 1950n, den: 1n } });
    expect(shownPrice(play('5d.front3.straight'), 'prize', 'ELOTT', 1950)).toEqual({ as: 'odds', value: { num: 975n, den: 1n } });
    expect(shownPrice(play('5d.sum'), 'odd', 'NORMAL')).toEqual({ as: 'odds', value: { num: 99n, den: 50n } });
  });
});

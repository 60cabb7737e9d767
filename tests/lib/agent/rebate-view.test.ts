import { dayParam, groupByDay, nextPages, pagesParam, percentOfBp } from '@/lib/agent/rebate-view';

describe('the rebate screens\' rules (lib/agent/rebate-view.ts)', () => {
  it('reads a day from the address only when it is a real day inside the date picker\'s bounds', () => {
    expect(dayParam('2026-11-24')).toBe('2026-11-24');
    expect(dayParam(['2026-11-24', 'x'])).toBe('2026-11-24');
    expect([dayParam('2026-02-30'), dayParam('1999-12-31'), dayParam('2031-01-01'), dayParam('24/11/2026'), dayParam(undefined)]).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('shows basis points as a percentage', () => {
    expect([percentOfBp(200), percentOfBp(150), percentOfBp(5), percentOfBp(0)]).toEqual(['2.00%', '1.50%', '0.05%', '0.00%']);
  });

  it('groups the days newest first with their exact totals', () => {
    const g = groupByDay([
      { day: '2026-11-23', productType: 'slots', bets: 1, amount: '0.10' },
      { day: '2026-11-24', productType: 'lottery', bets: 3, amount: '1.66' },
      { day: '2026-11-24', productType: 'slots', bets: 2, amount: '0.22' },
    ], 2);
    expect(g.map((d) => [d.day, d.items.length, d.total])).toEqual([['2026-11-24', 2, '1.88'], ['2026-11-23', 1, '0.10']]);
  });

  it('asks for one more page while downlines are left, up to the cap', () => {
    expect([pagesParam(undefined), pagesParam('3'), pagesParam('0'), pagesParam('99'), pagesParam('x')]).toEqual([1, 3, 1, 10, 1]);
    expect([nextPages(1, 20, 45), nextPages(3, 45, 45), nextPages(10, 200, 500)]).toEqual([2, null, null]);
  });
});

import { pnlChart } from '@/lib/agent/pnl-chart';

describe('the team P&L chart (lib/agent/pnl-chart)', () => {
  it('draws a winning day up from the zero line and a losing day down, to one scale', () => {
    const c = pnlChart([{ date: '2026-11-24', pnl: '-100.00' }, { date: '2026-11-25', pnl: '300.00' }], { width: 208, height: 108, pad: 4 });
    // span 400 over 100 px: zero sits 300/400 of the way down, at 4 + 75 = 79.
    expect(c.zeroY).toBe(79);
    expect(c.bars.map((b) => [b.positive, b.y, b.height])).toEqual([[false, 79, 25], [true, 4, 75]]);
    // Two slots of 100 px, bars 70 px wide and centred.
    expect(c.bars.map((b) => [b.x, b.width])).toEqual([[19, 70], [119, 70]]);
  });

  it('keeps a flat line in the middle when every day is zero, and draws nothing for no days', () => {
    const flat = pnlChart([{ date: '2026-11-24', pnl: '0.00' }], { width: 100, height: 50 });
    expect([flat.zeroY, flat.bars[0]!.height]).toEqual([25, 0]);
    expect(pnlChart([]).bars).toEqual([]);
  });
});

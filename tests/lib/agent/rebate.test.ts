import { checkLink, checkNewDownline, checkRaise, downlineMax_bp, quotaBandFull, quotaUsage } from '@/lib/agent/rebate';

const ceiling = { lottery: 800, slots: 200, live: 150, sports: 150, fishing: 200, poker: 150 };

describe('rebate rules (lib/agent/rebate.ts)', () => {
  it('keeps a downline at most its upline\'s rate minus the gap, never below 0', () => {
    expect(downlineMax_bp(800, 10)).toBe(790);
    expect(downlineMax_bp(5, 10)).toBe(0);
  });

  it('opens a downline up to the opener minus the gap and the ceiling; 0 always allowed', () => {
    expect(checkNewDownline({ opener: { lottery: 800 }, requested: { lottery: 790 }, ceiling, gap_bp: 10 })).toEqual([]);
    expect(checkNewDownline({ opener: { lottery: 800 }, requested: { lottery: 791 }, ceiling, gap_bp: 10 }))
      .toEqual([{ product: 'lottery', rule: 'aboveUpline', max_bp: 790 }]);
    expect(checkNewDownline({ opener: { slots: 300 }, requested: { slots: 201 }, ceiling, gap_bp: 10 }))
      .toEqual([{ product: 'slots', rule: 'aboveCeiling', max_bp: 200 }]);
    expect(checkNewDownline({ opener: {}, requested: { live: 0 }, ceiling, gap_bp: 10 })).toEqual([]);
    expect(checkNewDownline({ opener: {}, requested: { live: 1 }, ceiling, gap_bp: 10 })).toEqual([{ product: 'live', rule: 'aboveUpline', max_bp: 0 }]);
  });

  it('lets an upline raise and never lower, up to its own minus the gap', () => {
    const base = { upline: { lottery: 800, slots: 150 }, current: { lottery: 700, slots: 100 }, ceiling, gap_bp: 10 };
    expect(checkRaise({ ...base, requested: { lottery: 750 } })).toEqual([]);
    expect(checkRaise({ ...base, requested: { lottery: 700 } })).toEqual([]);
    expect(checkRaise({ ...base, requested: { lottery: 699 } })).toEqual([{ product: 'lottery', rule: 'lowered', min_bp: 700 }]);
    expect(checkRaise({ ...base, requested: { slots: 141 } })).toEqual([{ product: 'slots', rule: 'aboveUpline', max_bp: 140 }]);
    // A downline already above what the rule now allows (the gap was widened) may keep its rate.
    expect(checkRaise({ ...base, current: { lottery: 795 }, requested: { lottery: 795 } })).toEqual([]);
  });

  it('caps a link\'s rate by the link cap first, then by what a direct opening allows', () => {
    const linkCap = { ...ceiling, lottery: 700 };
    expect(checkLink({ opener: { lottery: 800 }, requested: { lottery: 701 }, ceiling, linkCap, gap_bp: 10 }))
      .toEqual([{ product: 'lottery', rule: 'aboveLinkCap', max_bp: 700 }]);
    expect(checkLink({ opener: { lottery: 650 }, requested: { lottery: 700 }, ceiling, linkCap, gap_bp: 10 }))
      .toEqual([{ product: 'lottery', rule: 'aboveUpline', max_bp: 640 }]);
    expect(checkLink({ opener: { lottery: 800 }, requested: { lottery: 700 }, ceiling, linkCap, gap_bp: 10 })).toEqual([]);
  });

  it('rations openings per band, bands nesting', () => {
    const bands = [{ minRate_bp: 750, quota: 5 }, { minRate_bp: 780, quota: 2 }];
    expect(quotaBandFull(bands, [785, 790], 781)).toEqual({ minRate_bp: 780, quota: 2 });
    expect(quotaBandFull(bands, [785, 790], 760)).toBeNull();
    expect(quotaBandFull(bands, [785, 790, 760, 755, 751], 750)).toEqual({ minRate_bp: 750, quota: 5 });
    expect(quotaBandFull(bands, [785, 790, 760, 755, 751], 749)).toBeNull();
    expect(quotaUsage(bands, [785, 760])).toEqual([{ minRate_bp: 780, quota: 2, used: 1, left: 1 }, { minRate_bp: 750, quota: 5, used: 2, left: 3 }]);
  });
});

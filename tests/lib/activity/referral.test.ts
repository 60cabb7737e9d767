import {
  cappedReward, firstDepositReward, periodStart, referralCodePattern, referralFromQuery, referralLink, turnoverTiersReached,
} from '@/lib/activity/referral';

describe('refer a friend rules', () => {
  const deposits = [{ minDeposit_minor: 10_000n, reward_minor: 1_000n }, { minDeposit_minor: 100_000n, reward_minor: 8_800n }];

  it('pays the highest first-deposit tier the deposit reaches, nothing below the first', () => {
    expect(firstDepositReward(deposits, 9_999n)).toBe(0n);
    expect(firstDepositReward(deposits, 10_000n)).toBe(1_000n);
    expect(firstDepositReward(deposits, 500_000n)).toBe(8_800n);
  });

  it('lists every turnover tier reached, lowest first', () => {
    const tiers = [{ turnover_minor: 500_000n, reward_minor: 3_000n }, { turnover_minor: 100_000n, reward_minor: 1_000n }];
    expect(turnoverTiersReached(tiers, 99_999n)).toEqual([]);
    expect(turnoverTiersReached(tiers, 600_000n).map((t) => t.turnover_minor)).toEqual([100_000n, 500_000n]);
  });

  it('cuts a reward to the room left per friend and per period, and says which limit cut it', () => {
    const limits = { inviteeMax_minor: 10_000n, periodMax_minor: 50_000n };
    expect(cappedReward(3_000n, { invitee_minor: 0n, period_minor: 0n }, limits)).toEqual({ amount_minor: 3_000n, limitedBy: null });
    expect(cappedReward(3_000n, { invitee_minor: 8_000n, period_minor: 0n }, limits)).toEqual({ amount_minor: 2_000n, limitedBy: 'invitee' });
    expect(cappedReward(3_000n, { invitee_minor: 0n, period_minor: 49_000n }, limits)).toEqual({ amount_minor: 1_000n, limitedBy: 'period' });
    expect(cappedReward(3_000n, { invitee_minor: 10_000n, period_minor: 0n }, limits)).toEqual({ amount_minor: 0n, limitedBy: 'invitee' });
    expect(cappedReward(3_000n, { invitee_minor: 99n, period_minor: 99n }, { inviteeMax_minor: 0n, periodMax_minor: 0n }).limitedBy).toBeNull();
  });

  it('counts periods from the day, the Monday of the week, the first of the month', () => {
    expect(periodStart('2026-11-25', 'day')).toBe('2026-11-25');
    expect(periodStart('2026-11-25', 'week')).toBe('2026-11-23'); // a Wednesday
    expect(periodStart('2026-11-29', 'week')).toBe('2026-11-23'); // a Sunday
    expect(periodStart('2026-11-25', 'month')).toBe('2026-11-01');
  });

  it('reads the code of a register link and builds the link', () => {
    expect(referralFromQuery({ ref: 'abcd2345' })).toBe('ABCD2345');
    expect(referralFromQuery({ ref: 'ABCD0000' })).toBe('');
    expect(referralFromQuery({})).toBe('');
    expect(referralCodePattern.test('K7Q2M9XZ')).toBe(true);
    expect(referralLink('https://casino.example/', 'K7Q2M9XZ')).toBe('https://casino.example/m/register?ref=K7Q2M9XZ');
  });
});

import { dividendPeriodDays, dividendPeriodOf, dividendRate, netLoss, settleDividends, withCarry, type DividendTier } from '@/lib/agent/dividends';

const tier = (loss: number, active: number, bp: number): DividendTier => ({ minLoss_minor: BigInt(loss * 100), minActive: active, rate_bp: bp });

describe('dividend contract rules (lib/agent/dividends.ts)', () => {
  it('takes the team\'s net loss as bets − wins − rebates − promotions and the best rate it reaches', () => {
    expect(netLoss({ bets_minor: 1_000_000n, wins_minor: 700_000n, rebates_minor: 20_000n, promotions_minor: 30_000n })).toBe(250_000n);
    const tiers = [tier(0, 0, 1000), tier(10_000, 5, 2000)];
    expect(dividendRate(tiers, 2_000_000n, 5)).toBe(2000);
    expect(dividendRate(tiers, 2_000_000n, 4)).toBe(1000);
  });

  it('carries a winning period into the next as a negative loss, until losses use it up', () => {
    expect(withCarry(-50_000n, 0n)).toEqual({ base_minor: 0n, nextCarry_minor: -50_000n });
    expect(withCarry(30_000n, -50_000n)).toEqual({ base_minor: 0n, nextCarry_minor: -20_000n });
    expect(withCarry(80_000n, -20_000n)).toEqual({ base_minor: 60_000n, nextCarry_minor: 0n });
    expect(() => withCarry(1n, 5n)).toThrow();
  });

  it('names half-month and month periods by merchant day', () => {
    expect(dividendPeriodOf('2026-11-15', 'half-month')).toBe('2026-11-H1');
    expect(dividendPeriodOf('2026-11-16', 'half-month')).toBe('2026-11-H2');
    expect(dividendPeriodOf('2026-11-30', 'month')).toBe('2026-11');
    expect(dividendPeriodDays('2026-12-H2')).toEqual({ from: '2026-12-16', to: '2027-01-01' });
    expect(dividendPeriodDays('2026-02')).toEqual({ from: '2026-02-01', to: '2026-03-01' });
  });

  it('settles a 3-level chain: each keeps its dividend less its downlines\', each upline owes its downlines theirs', () => {
    // Team losses: A 100 000 (incl. B's 60 000, incl. C's 20 000); rates A 30 %, B 20 %, C 10 %.
    const lines = settleDividends([
      { memberId: 1, uplineId: null, tiers: [tier(0, 0, 3000)], loss_minor: 10_000_000n, carry_minor: 0n, active: 3 },
      { memberId: 2, uplineId: 1, tiers: [tier(0, 0, 2000)], loss_minor: 6_000_000n, carry_minor: 0n, active: 2 },
      { memberId: 3, uplineId: 2, tiers: [tier(0, 0, 1000)], loss_minor: 2_000_000n, carry_minor: -500_000n, active: 1 },
    ]);
    // A: 30 000.00, owes B 12 000.00, keeps 18 000.00; B: 12 000.00, owes C 1 500.00 (15 000 after C's carry), keeps 10 500.00.
    expect(lines.map((l) => [l.dividend_minor, l.downline_minor, l.remainder_minor])).toEqual([
      [3_000_000n, 1_200_000n, 1_800_000n], [1_200_000n, 150_000n, 1_050_000n], [150_000n, 0n, 150_000n],
    ]);
  });
});

import { checkOffer, grossSalary, settleSalaries, tierAmount, type ContractTier } from '@/lib/agent/contracts';
import { contractPromptLinks } from '@/lib/agent/contract-prompts';

const tier = (bets: number, active: number, amount: number): ContractTier => ({ minBets_minor: BigInt(bets * 100), minActive: active, amount_minor: BigInt(amount * 100) });

describe('salary contract rules (lib/agent/contracts.ts)', () => {
  const top = [tier(0, 0, 50), tier(80_000, 2, 80)];

  it('pays the best tier whose bets and active members the team reaches', () => {
    expect(tierAmount(top, 10_000_000n, 3)).toBe(8_000n);
    // 100 000 of bets but one active member: the second tier needs two.
    expect(tierAmount(top, 10_000_000n, 1)).toBe(5_000n);
    expect(tierAmount([tier(1_000, 0, 10)], 99_999n, 5)).toBe(0n);
  });

  it('rounds a team salary down to the minor unit: 12 345.67 of bets at 33.33 per 10 000 is 41.14', () => {
    expect(grossSalary(1_234_567n, 3_333n, 2)).toBe(4_114n);
    // Without decimals: 1 000 000 units at 5 000 per 10 000 is 500 000.
    expect(grossSalary(1_000_000n, 5_000n, 0)).toBe(500_000n);
  });

  it('refuses an offer above the upline\'s terms at any tier\'s thresholds, naming the tier', () => {
    expect(checkOffer([tier(0, 0, 50)], top, [])).toBeNull();
    expect(checkOffer([tier(0, 0, 51)], top, [])).toEqual({ code: 'contract.offer.above.upline', tier: 0 });
    expect(checkOffer([tier(0, 0, 40), tier(80_000, 1, 80)], top, [])).toEqual({ code: 'contract.offer.above.upline', tier: 1 });
    expect(checkOffer([tier(0, 0, 40), tier(80_000, 2, 80)], top, [])).toBeNull();
    // The merchant's own offer (the top of a chain) has no ceiling.
    expect(checkOffer([tier(0, 0, 500)], null, [])).toBeNull();
  });

  it('refuses an offer below what the downline grants its own downlines', () => {
    const grants = [[tier(0, 0, 30)], [tier(50_000, 0, 45)]];
    expect(checkOffer([tier(0, 0, 30), tier(50_000, 0, 45)], top, grants)).toBeNull();
    expect(checkOffer([tier(0, 0, 29), tier(50_000, 0, 45)], top, grants)?.code).toBe('contract.offer.below.downline');
    expect(checkOffer([tier(0, 0, 40)], top, grants)?.code).toBe('contract.offer.below.downline');
  });

  it('refuses malformed tiers', () => {
    expect(checkOffer([], null, [])).toMatchObject({ code: 'contract.offer.invalid', reason: 'empty' });
    expect(checkOffer([tier(0, 0, 0)], null, [])).toMatchObject({ reason: 'zero' });
    expect(checkOffer([tier(100, 0, 10), tier(50, 0, 20)], null, [])).toMatchObject({ reason: 'notRising', tier: 1 });
    expect(checkOffer([tier(0, 0, 20), tier(50, 0, 10)], null, [])).toMatchObject({ reason: 'notRising', tier: 1 });
    expect(checkOffer([tier(0, 0, 20), tier(0, 0, 30)], null, [])).toMatchObject({ reason: 'duplicate' });
    expect(checkOffer(Array.from({ length: 11 }, (_, i) => tier(i, 0, 10 + i)), null, [])).toMatchObject({ reason: 'tooMany' });
  });

  it('settles a 3-level chain: each keeps its gross less its direct downlines\', and the chain costs the top\'s gross', () => {
    const lines = settleSalaries([
      { contractId: '1', memberId: 1, uplineId: null, tiers: top, teamBets_minor: 10_000_000n, teamActive: 3 },
      { contractId: '2', memberId: 2, uplineId: 1, tiers: [tier(0, 0, 40), tier(40_000, 2, 50)], teamBets_minor: 5_000_000n, teamActive: 2 },
      { contractId: '3', memberId: 3, uplineId: 2, tiers: [tier(0, 0, 30)], teamBets_minor: 2_000_000n, teamActive: 1 },
    ], 2);
    expect(lines.map((l) => [l.gross_minor, l.downline_minor, l.amount_minor])).toEqual([[80_000n, 25_000n, 55_000n], [25_000n, 6_000n, 19_000n], [6_000n, 0n, 6_000n]]);
    expect(lines.reduce((s, l) => s + l.amount_minor, 0n)).toBe(80_000n);
  });

  it('pays nothing below a chain the merchant does not fund, and never a negative difference', () => {
    const lines = settleSalaries([
      { contractId: '2', memberId: 2, uplineId: 1, tiers: [tier(0, 0, 40)], teamBets_minor: 5_000_000n, teamActive: 2 },
      { contractId: '3', memberId: 3, uplineId: 2, tiers: [tier(0, 0, 30)], teamBets_minor: 2_000_000n, teamActive: 1 },
      { contractId: '5', memberId: 5, uplineId: null, tiers: [tier(0, 0, 10)], teamBets_minor: 1_000_000n, teamActive: 1 },
      { contractId: '6', memberId: 6, uplineId: 5, tiers: [tier(0, 0, 20)], teamBets_minor: 1_000_000n, teamActive: 1 },
    ], 2);
    expect(lines.map((l) => l.amount_minor)).toEqual([0n, 0n, 0n, 2_000n]);
  });

  it('leads the prompt to each kind with something to answer, daily first', () => {
    const s = (toAnswer: number, enabled = true) => ({ toAnswer, signed: false, enabled });
    expect(contractPromptLinks({ dailySalary: s(1), hourSalary: s(2), dividend: null, dividendPeriod: null, realtimeSalary: null })).toEqual([
      { kind: 'daily', href: '/m/member/agent/getSalaryContract', count: 1 }, { kind: 'hourly', href: '/m/member/agent/getHourContract', count: 2 },
    ]);
    expect(contractPromptLinks({ dailySalary: s(0), hourSalary: s(3, false), dividend: null, dividendPeriod: null, realtimeSalary: null })).toEqual([]);
    expect(contractPromptLinks(null)).toEqual([]);
  });
});

import { payOut, rebateShares } from '@/platform/src/modules/agents/rebate-rules';

/** The rebate split of one bet along its line, and the whole-unit payment with its carry, by hand. */
describe('rebate rules (modules/agents/rebate-rules.ts)', () => {
  const line = (...rates: number[]) => rates.map((rateBp, i) => ({ memberId: 100 + i, rateBp }));

  it('gives the bettor its rate and each upline the difference to the child below, exact in 1/10000 minor units', () => {
    // A 2.0 % > B 1.5 % > C 1.0 % > member 0.5 %: a stake of 1.01 (101 minor) gives each 101 x 50 = 5 050 e4 (0.505 minor).
    expect(rebateShares(101n, line(50, 100, 150, 200)).map((s) => [s.beneficiaryId, s.depth, s.viaMemberId, s.diffBp, s.accrued_e4])).toEqual([
      [100, 0, null, 50, 5050n], [101, 1, 100, 50, 5050n], [102, 2, 101, 50, 5050n], [103, 3, 102, 50, 5050n],
    ]);
  });

  it('pays nothing for a zero or negative difference, and never assumes rates fall down the line', () => {
    // Member 0 (no rate), C 1.0 %, B 1.2 % (above C's own upline A 1.0 %): A's difference to B is -20 bp, nothing.
    expect(rebateShares(10_000n, line(0, 100, 120, 100)).map((s) => [s.beneficiaryId, s.diffBp, s.accrued_e4])).toEqual([
      [101, 100, 1_000_000n], [102, 20, 200_000n],
    ]);
    expect(rebateShares(0n, line(50, 100))).toEqual([]);
  });

  it('pays whole minor units and carries the rest, so the sum paid plus the carry is the exact sum accrued', () => {
    let carry = 0n;
    let paid = 0n;
    for (const add of [5050n, 5050n, 5050n, 9999n, 1n]) {
      const r = payOut(carry, add);
      paid += r.pay_minor;
      carry = r.carry_e4;
      expect(carry >= 0n && carry < 10_000n).toBe(true);
    }
    // 5 050 x 3 + 9 999 + 1 = 25 150 e4: 2 minor paid, 5 150 carried.
    expect([paid, carry]).toEqual([2n, 5150n]);
  });
});

import { levelFor, progressOf, rebateOf } from '@/platform/src/modules/vip/rules';
import type { LevelRule } from '@/platform/src/modules/vip/schema';

const level = (n: number, threshold_minor: bigint, rebateBp: LevelRule['rebateBp'] = {}): LevelRule => ({
  level: n, name: `L${n}`, threshold_minor, upgradeBonus_minor: 0n, monthlyGift_minor: 0n, birthdayGift_minor: 0n, rebateBp,
});
const levels = [level(0, 0n), level(1, 500_000n), level(2, 5_000_000n)];

describe('VIP rules (modules/vip/rules.ts)', () => {
  it('gives the highest level whose threshold the amount reaches', () => {
    expect(levelFor(levels, 0n)?.level).toBe(0);
    expect(levelFor(levels, 499_999n)?.level).toBe(0);
    expect(levelFor(levels, 500_000n)?.level).toBe(1);
    expect(levelFor(levels, 99_000_000n)?.level).toBe(2);
  });

  it('measures the progress between this level\'s threshold and the next, rounded down to a tenth', () => {
    expect(progressOf(levels, levels[1]!, 673_456n)).toEqual({ next: levels[2], remaining_minor: 4_326_544n, percent: 3.8 });
    expect(progressOf(levels, levels[0]!, 0n)).toMatchObject({ remaining_minor: 500_000n, percent: 0 });
    expect(progressOf(levels, levels[0]!, 499_999n).percent).toBe(99.9);
    expect(progressOf(levels, levels[2]!, 9_000_000n)).toEqual({ next: null, remaining_minor: 0n, percent: 100 });
  });

  it('pays per product the turnover × the rate, rounded down per product, and nothing for a product without a rate', () => {
    const r = rebateOf([
      { gameType: 'RNG', turnover_minor: 300_000n }, { gameType: 'LIVE', turnover_minor: 200_000n }, { gameType: 'SPORTS', turnover_minor: 100_000n },
      { gameType: 'ESPORTS', turnover_minor: 23_456n }, { gameType: 'LOTT', turnover_minor: 99_999n }, { gameType: 'BINGO', turnover_minor: 1_000_000n },
    ], { slots: 40, live: 20, sports: 20 });
    // slots 3 000.00 × 0.40 % = 12.00; live 2 000.00 × 0.20 % = 4.00; sports (SPORTS + ESPORTS) 1 234.56 × 0.20 % = 2.46; lottery no rate.
    expect(r.amount_minor).toBe(1200n + 400n + 246n);
    expect(r.products).toEqual({
      slots: { turnover_minor: 300_000n, bp: 40, rebate_minor: 1200n }, live: { turnover_minor: 200_000n, bp: 20, rebate_minor: 400n },
      sports: { turnover_minor: 123_456n, bp: 20, rebate_minor: 246n }, lottery: { turnover_minor: 99_999n, bp: 0, rebate_minor: 0n },
    });
  });
});

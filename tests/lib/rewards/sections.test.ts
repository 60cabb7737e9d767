import type { AvailablePromotion, RewardItem } from '@/lib/wps/schemas/rewards';
import { rewardSections, wageringPercent } from '@/lib/rewards/sections';

const promo = (id: string, over: Partial<AvailablePromotion> = {}): AvailablePromotion => ({
  id, title: id, reward: { type: 'fixed', amount: 5 }, wageringMultiple: 0, bonusExpiresInHours: null, forfeitOnWithdrawal: false, startsAt: null,
  endsAt: null, preview: 5, claimable: true, reason: null, claimed: 0, perMember: 1, deposit: null, ...over,
});
const reward = (id: string, status: RewardItem['status'], over: Partial<RewardItem> = {}): RewardItem => ({
  id, source: 'promotion', title: id, amount: 10, status, forfeitReason: status === 'forfeited' ? 'expired' : null, wageringMultiple: 5,
  required: 50, wagered: 0, forfeitOnWithdrawal: false, expiresAt: null, createdAt: '2026-11-25T00:00:00Z', completedAt: null, ...over,
});

describe('the reward centre sections', () => {
  it('puts each promotion and reward in its section, the promotion a claim button named first', () => {
    const s = rewardSections(
      [promo('a'), promo('b'), promo('c', { claimable: false, reason: 'deposit.required' }), promo('d', { claimable: false, reason: 'claimed' })],
      [reward('w', 'wagering'), reward('p', 'paid'), reward('v', 'converted'), reward('f', 'forfeited')],
      'b',
    );
    expect(s.claimable.map((p) => p.id)).toEqual(['b', 'a']);
    // Claimed up to its limit: it shows among the rewards, not again as unavailable.
    expect(s.unavailable.map((p) => p.id)).toEqual(['c']);
    expect(s.wagering.map((r) => r.id)).toEqual(['w']);
    expect(s.claimed.map((r) => r.id)).toEqual(['p', 'v']);
    expect(s.expired.map((r) => r.id)).toEqual(['f']);
  });

  it('measures wagering in whole percent, rounded down, 100 only when done', () => {
    expect(wageringPercent({ wagered: 0, required: 2500 })).toBe(0);
    expect(wageringPercent({ wagered: 2499.99, required: 2500 })).toBe(99);
    expect(wageringPercent({ wagered: 2500, required: 2500 })).toBe(100);
    expect(wageringPercent({ wagered: 0, required: 0 })).toBe(100);
  });
});

import type { AuditService, Clock, Merchant } from '../src/context';
import type { Db } from '../src/db';
import { boPromotionCreateSchema, createPromotionSeedService } from '../src/modules/rewards';

/**
 * The demo's promotions in the engine (modules/rewards), which the promotion screen's claim
 * buttons name (./content.ts): a first-deposit bonus and a welcome gift without deposit. Each is
 * made once, by code, so a merchant seeded before them gets them too. The rules here are the ones
 * the promotions' texts state.
 */
export const demoPromotions = [
  {
    code: 'first-deposit',
    sort: 0,
    rules: {
      title: { EN: '100% first deposit bonus', ZH: '首存 100% 奖励' },
      eligibility: { deposit: { nth: 1, min: '50', claimWithinHours: 72 } },
      reward: { type: 'percent', percent: 100, cap: '500' },
      wageringMultiple: 5,
      bonusExpiresInHours: 7 * 24,
      forfeitOnWithdrawal: true,
    },
  },
  {
    code: 'welcome-gift',
    sort: 1,
    rules: {
      title: { EN: '8.88 welcome gift', ZH: '8.88 新人礼金' },
      eligibility: { newMemberDays: 30 },
      reward: { type: 'fixed', amount: '8.88' },
      wageringMultiple: 3,
      bonusExpiresInHours: 3 * 24,
    },
  },
] as const;

export async function seedDemoRewards(db: Db, m: Merchant, clock: Clock, audit: AuditService): Promise<number> {
  const seed = createPromotionSeedService({ db, clock, audit });
  let added = 0;
  for (const p of demoPromotions) {
    if (await seed.ensure(m, boPromotionCreateSchema.parse(p))) added += 1;
  }
  return added;
}

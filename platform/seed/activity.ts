import type { AuditService, Clock, Merchant } from '../src/context';
import type { Db } from '../src/db';
import { createReferralSettingsService } from '../src/modules/referral';
import { createSigninSettingsService } from '../src/modules/signin';

/**
 * The demo's member activities (issue 19), set once: a seed that finds them configured leaves the
 * operator's choice alone. Daily sign-in pays 1, 2, 3, 5, 8, 10 and 38 CNY on days 1 to 7 with a
 * 1x wagering requirement and nothing to do first; refer a friend pays 10 CNY on a friend's first
 * deposit of 100 or more (30 from 500, 88 from 1000), then 20 CNY at 1,000 and 50 CNY at 5,000 of
 * the friend's turnover, as cash, at most 158 CNY per friend and 1,000 CNY per referrer a month.
 */
export const demoSignin = { enabled: true, amounts: ['1', '2', '3', '5', '8', '10', '38'], wageringMultiple: 1, requirement: 'none' as const, requirementAmount: '0' };
export const demoReferral = {
  firstDepositTiers: [{ minDeposit: '100', reward: '10' }, { minDeposit: '500', reward: '30' }, { minDeposit: '1000', reward: '88' }],
  turnoverTiers: [{ turnover: '1000', reward: '20' }, { turnover: '5000', reward: '50' }],
  wageringMultiple: 0,
  inviteeMax: '158',
  period: 'month' as const,
  periodMax: '1000',
};

export async function seedDemoActivity(db: Db, merchant: Merchant, clock: Clock, audit: AuditService): Promise<void> {
  const signin = createSigninSettingsService({ db, clock, audit });
  if ((await signin.settings(merchant)).updatedAt === null) await signin.configure(merchant, demoSignin, 'seed');
  const referral = createReferralSettingsService({ db, clock, audit });
  if ((await referral.settings(merchant)).updatedAt === null) await referral.configure(merchant, demoReferral, 'seed');
}

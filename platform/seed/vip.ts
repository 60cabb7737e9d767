import type { AuditService, Clock, Merchant } from '../src/context';
import type { Db } from '../src/db';
import { createVipAdminService, type BoVipLevel } from '../src/modules/vip';

/**
 * The demo merchant's VIP (/m/member/benefits): five levels by effective bets over the last 30
 * days, with upgrade bonuses, monthly and birthday gifts (wagering x1) and daily rebate rates per
 * product (paid as cash). Set once, when the merchant has no level yet, so an operator's changes
 * are never undone by a restart. Amounts in the demo's currency (CNY).
 */
export const demoVipLevels: (BoVipLevel & { name: string })[] = [
  { name: 'Bronze', threshold: '0', upgradeBonus: '0', monthlyGift: '0', birthdayGift: '8', rebate: { slots: 20, live: 10, fishing: 20, poker: 10, sports: 10, lottery: 5 } },
  { name: 'Silver', threshold: '5000', upgradeBonus: '18', monthlyGift: '8', birthdayGift: '18', rebate: { slots: 40, live: 20, fishing: 40, poker: 20, sports: 20, lottery: 10 } },
  { name: 'Gold', threshold: '50000', upgradeBonus: '88', monthlyGift: '38', birthdayGift: '88', rebate: { slots: 60, live: 30, fishing: 60, poker: 30, sports: 30, lottery: 15 } },
  { name: 'Platinum', threshold: '200000', upgradeBonus: '288', monthlyGift: '128', birthdayGift: '288', rebate: { slots: 80, live: 50, fishing: 80, poker: 40, sports: 40, lottery: 20 } },
  { name: 'Diamond', threshold: '1000000', upgradeBonus: '1888', monthlyGift: '588', birthdayGift: '888', rebate: { slots: 100, live: 70, fishing: 100, poker: 60, sports: 60, lottery: 30 } },
];

export async function seedDemoVip(db: Db, merchant: Merchant, clock: Clock, audit: AuditService): Promise<void> {
  const admin = createVipAdminService({ db, clock, audit });
  if ((await admin.show(merchant)).levels.length) return;
  await admin.setProgram(merchant, { basis: 'bets', window: 'rolling30', giftWagering: 1, rebateWagering: 0 }, 'seed');
  for (const [level, l] of demoVipLevels.entries()) await admin.setLevel(merchant, level, l, 'seed');
}

import type { AuditService, Clock, Merchant } from '../src/context';
import type { Db } from '../src/db';
import { createRedRainSlotsService, type BoSlotCreate } from '../src/modules/redrain';

/**
 * The demo merchant's red envelope rain (/m/redRain): two rains a day in the merchant's time
 * (its timeZone, the demo's Asia/Shanghai). Noon is for everyone; the evening rain is bigger and asks for
 * 100.00 of settled bets or approved deposits that day. Both pay a bonus with a 1× wagering
 * requirement. Added once, when the merchant has no slot yet, so an operator's changes stay.
 */
export const demoRainSlots: BoSlotCreate[] = [
  {
    title: 'Noon red envelope rain', start: '12:00', minutes: 10, budget: '2000',
    bands: [{ min: '1', max: '5', weight: 70 }, { min: '5', max: '20', weight: 25 }, { min: '20', max: '88', weight: 5 }],
    wagering: 1, minTurnover: null, minDeposit: null, enabled: true,
  },
  {
    title: 'Evening red envelope rain', start: '20:00', minutes: 10, budget: '5000',
    bands: [{ min: '2', max: '8', weight: 70 }, { min: '8', max: '38', weight: 25 }, { min: '38', max: '188', weight: 5 }],
    wagering: 1, minTurnover: '100', minDeposit: '100', enabled: true,
  },
];

export async function seedDemoRedRain(db: Db, merchant: Merchant, clock: Clock, audit: AuditService): Promise<void> {
  const slots = createRedRainSlotsService({ db, clock, audit });
  if ((await slots.listSlots(merchant)).length > 0) return;
  for (const s of demoRainSlots) await slots.createSlot(merchant, s, 'seed');
}

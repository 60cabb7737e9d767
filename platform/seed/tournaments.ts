import { dayStart, merchantDay } from '@/lib/time/merchant-day';
import type { AuditService, Clock, Merchant } from '../src/context';
import type { Db } from '../src/db';
import { createTournamentSetupService } from '../src/modules/tournaments';

/** The demo's tournament: the in-house slots, ranked by bet sum, for 30 days from the day the demo was made. */
export const demoTournament = {
  title: 'Slots month: most bets wins', metric: 'bet_sum' as const,
  games: ['house-lucky-5', 'house-reef-pearls', 'house-comet-forge', 'house-orchard-bells'],
  days: 30, minStake: '0.2',
  prizes: [
    { rank: 1, amount: '888', wagering: 1 }, { rank: 2, amount: '388', wagering: 1 }, { rank: 3, amount: '188', wagering: 1 },
    { rank: 4, amount: '88', wagering: 0 }, { rank: 5, amount: '38', wagering: 0 },
  ],
};

/**
 * One running tournament for the demo merchant (/m/tournaments), from the start of the merchant's
 * day the seed runs on. Added once, when the merchant has no tournament yet (the audit trail
 * holds it as the seed's), so an operator's changes and later tournaments stay.
 */
export async function seedDemoTournament(db: Db, merchant: Merchant, clock: Clock, audit: AuditService): Promise<void> {
  const setup = createTournamentSetupService({ db, clock, audit });
  if ((await setup.count(merchant)) > 0) return;
  const start = dayStart(merchantDay(clock.now(), merchant.timeZone), merchant.timeZone);
  const { days, ...t } = demoTournament;
  await setup.create(merchant, {
    ...t, gameType: null, enabled: true, startsAt: start.toISOString(), endsAt: new Date(start.getTime() + days * 86_400_000).toISOString(),
  }, 'seed');
}

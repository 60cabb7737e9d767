import type { AuditService, Clock, Merchant } from '../src/context';
import type { Db } from '../src/db';
import { createAgentRatesAdminService, createAgentSettingsService } from '../src/modules/agents';
import { createLedgerService } from '../src/modules/ledger';
import { createMembersService } from '../src/modules/members';
import { createSessionService } from '../src/modules/sessions';

/**
 * The demo merchant's agent (issue 20): `agent01` (password `agent123`, README's demo accounts)
 * with a small team whose screens show true numbers: a sub-agent `agent02` with a member
 * `team03` below it, and two direct members `team01` and `team02` (password `player123`), each
 * with rebate rates per product under the merchant's rules; agent01 holds 1,000.00 so a transfer
 * to a downline can be tried, and transfers are on for the demo. Made once: when agent01 exists
 * nothing is touched, so an operator's changes survive a restart.
 */
export const demoAgent = { username: 'agent01', password: 'agent123' } as const;
export const demoTeamPassword = 'player123';

export async function seedDemoAgents(db: Db, merchant: Merchant, clock: Clock, audit: AuditService): Promise<void> {
  // The seed never logs anybody in: sessions are built only because members need them for password changes.
  const sessions = createSessionService({
    db, clock, members: { byId: (q, m, id) => members.byId(q, m, id) }, limits: { refuseOnBreak: async () => undefined },
  });
  const members = createMembersService({ db, clock, sessions, audit });
  if (await members.byUsername(db, merchant.id, demoAgent.username)) return;
  const settings = createAgentSettingsService({ db, clock, audit });
  const rates = createAgentRatesAdminService({ db, clock, audit, members, settings });
  await settings.configure(merchant, { transfersEnabled: true }, 'seed');

  const now = clock.now();
  const make = (username: string, password: string, type: number, parentAgentId: number | null) =>
    members.createMember(db, merchant.id, { username, password, type, parentAgentId, nickname: username === 'agent01' ? 'Agent One' : null }, now);
  const a1 = await make(demoAgent.username, demoAgent.password, 3, null);
  await rates.setRates(merchant, a1.username, { lottery: 800, slots: 150, live: 120, sports: 120, fishing: 150, poker: 100 }, 'seed');
  const a2 = await make('agent02', demoAgent.password, 3, a1.id);
  await rates.setRates(merchant, a2.username, { lottery: 700, slots: 120, live: 100, sports: 100, fishing: 120, poker: 80 }, 'seed');
  for (const [name, parent, r] of [
    ['team01', a1.id, { lottery: 600, slots: 100 }], ['team02', a1.id, { slots: 80, live: 60 }], ['team03', a2.id, { lottery: 500, slots: 60 }],
  ] as const) {
    const m = await make(name, demoTeamPassword, 0, parent);
    await rates.setRates(merchant, m.username, r, 'seed');
  }

  const ledger = createLedgerService({ db });
  await db.tx(async (q) => {
    const wallet = await ledger.memberWallet(q, merchant.id, a1.id, merchant.currency.code);
    const house = await ledger.houseAccount(q, merchant.id, 'house_adjustment', merchant.currency.code, { memberIdForBucket: a1.id });
    const amount_minor = 1000n * 10n ** BigInt(merchant.currency.minorDigits);
    await ledger.post(q, merchant.id, {
      reason: 'adjustment', reference: 'seed:agent01', idempotency: { source: 'seed', key: `agent01:${a1.id}` },
      lines: [{ accountId: house.id, amount_minor: -amount_minor }, { accountId: wallet.id, amount_minor }], now,
    });
  });
}

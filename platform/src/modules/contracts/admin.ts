import { minorToDecimalString } from '@/lib/format/money';
import { WpsError } from '@/lib/wps/errors';
import type { ContractView } from '@/lib/wps/schemas/contracts';
import type { JobRun, Merchant } from '../../context';
import { invalidInput } from '../../errors';
import { contractsRepo as repo } from './repo';
import { checkOfferIn, namesOf, type ContractsDeps } from './service';
import { isAgentType, jsonOfTier, tiersFromWire, viewOf } from './rules';
import { contractJobs } from './settle';
import type { BoContractGrant, BoContractSettle, BoContractsQuery } from './schema';

/**
 * The operators' side of contracts (/bo/contracts, `npm run ops -- contracts:*`): list and show
 * contracts with their payouts, give the top of a chain the merchant's terms, cancel any
 * contract, settle a period through modules/jobs. Every change is audited in its transaction.
 */

export interface ContractPayoutView {
  period: string;
  member: string;
  teamBets: string;
  activeMembers: number;
  tierAmount: string;
  gross: string;
  downline: string;
  amount: string;
  ledgerEntryId: string | null;
  paidAt: string;
}

export interface ContractsAdmin {
  list(merchant: Merchant, query: BoContractsQuery): Promise<ContractView[]>;
  show(merchant: Merchant, id: string): Promise<{ contract: ContractView; payouts: ContractPayoutView[] }>;
  /** The merchant's terms for an agent, signed at once (a contract in force of the kind is replaced); audited `contract.grant`. */
  grant(merchant: Merchant, body: BoContractGrant, operator: string): Promise<ContractView>;
  /** Ends any contract not yet cancelled; audited `contract.cancel`. */
  cancel(merchant: Merchant, id: string, operator: string): Promise<ContractView>;
  /** Settles a period now (a rerun of the period's job: visible in jobs:list, audited `job.rerun`). */
  settle(merchant: Merchant, body: BoContractSettle, operator: string): Promise<JobRun>;
}

export function createContractsAdmin(deps: ContractsDeps): ContractsAdmin {
  const { db, clock } = deps;
  const one = async (merchant: Merchant, row: Parameters<typeof viewOf>[0]) => viewOf(row, await namesOf(deps, db, merchant, [row]), merchant, null);

  return {
    async list(merchant, query) {
      let memberId: number | undefined;
      if (query.member) {
        const m = await deps.members.byUsername(db, merchant.id, query.member);
        if (!m) return [];
        memberId = m.id;
      }
      const rows = await repo.list(db, merchant.id, { kind: query.kind, status: query.status, memberId, limit: query.limit ?? 50 });
      const names = await namesOf(deps, db, merchant, rows);
      return rows.map((r) => viewOf(r, names, merchant, null));
    },

    async show(merchant, id) {
      const row = await repo.byId(db, merchant.id, id);
      if (!row) throw new WpsError('contract.not.found');
      const payouts = await repo.payoutsOfContract(db, merchant.id, row.id, 60);
      const digits = merchant.currency.minorDigits;
      const money = (m: string) => minorToDecimalString(BigInt(m), digits);
      const contract = await one(merchant, row);
      return {
        contract,
        payouts: payouts.map((p) => ({
          period: p.period, member: contract.member, teamBets: money(p.team_bets_minor), activeMembers: p.active_members,
          tierAmount: money(p.tier_amount_minor), gross: money(p.gross_minor), downline: money(p.downline_minor), amount: money(p.amount_minor),
          ledgerEntryId: p.ledger_entry_id, paidAt: p.created_at.toISOString(),
        })),
      };
    },

    async grant(merchant, body, operator) {
      const offer = tiersFromWire(body.tiers, merchant.currency.minorDigits);
      return db.tx(async (q) => {
        const agent = await deps.members.byUsername(q, merchant.id, body.member);
        if (!agent || !isAgentType(agent.type)) throw invalidInput([{ field: 'member', message: 'no agent of this username' }]);
        await repo.lockAgent(q, merchant.id, agent.id, body.kind);
        await checkOfferIn(q, merchant.id, offer, body.kind, null, agent.id);
        const now = clock.now();
        const old = await repo.inForce(q, merchant.id, agent.id, body.kind);
        if (old) await repo.setStatus(q, merchant.id, old.id, { status: 'cancelled', endReason: 'replaced', endedAt: now, now });
        const row = await repo.insert(q, merchant.id, { kind: body.kind, memberId: agent.id, uplineId: null, tiers: offer.map(jsonOfTier), status: 'signed', now });
        const view = viewOf(row, await namesOf(deps, q, merchant, [row]), merchant, null);
        await deps.audit.record(q, {
          at: now, operator, merchantId: merchant.id, action: 'contract.grant', target: `${body.kind}:${agent.username}`,
          before: old ? { id: old.id, tiers: old.tiers } : null, after: { id: view.id, tiers: view.tiers },
        });
        return view;
      });
    },

    async cancel(merchant, id, operator) {
      return db.tx(async (q) => {
        const seen = await repo.byId(q, merchant.id, id);
        if (!seen) throw new WpsError('contract.not.found');
        await repo.lockAgent(q, merchant.id, Number(seen.member_id), seen.kind);
        const row = (await repo.byId(q, merchant.id, id, true))!;
        if (row.status === 'cancelled') throw new WpsError('contract.state', { status: row.status });
        const now = clock.now();
        const next = await repo.setStatus(q, merchant.id, id, { status: 'cancelled', endReason: 'operator', endedAt: now, now });
        await deps.audit.record(q, {
          at: now, operator, merchantId: merchant.id, action: 'contract.cancel', target: `${row.kind}:${row.id}`,
          before: { status: row.status }, after: { status: next.status },
        });
        return one(merchant, next);
      });
    },

    settle(merchant, body, operator) {
      return deps.jobs.rerun(merchant, contractJobs[body.kind], body.period, operator);
    },
  };
}

import { checkOffer, type ContractTier } from '@/lib/agent/contracts';
import { minorToDecimalString } from '@/lib/format/money';
import { WpsError } from '@/lib/wps/errors';
import type {
  AgentContractsValue, ContractActionRequest, ContractKind, ContractProposeRequest, ContractRequestState, ContractView, FundsConsolidatedQuery,
  FundsConsolidatedValue,
} from '@/lib/wps/schemas/contracts';
import type { AuditService, Clock, Merchant, MembersService, PeriodicJobs } from '../../context';
import type { Db, Queryable } from '../../db';
import type { ActiveMemberThresholds, AgentTreeService, TeamFiguresService } from '../agents';
import type { LedgerService } from '../ledger';
import { contractsRepo as repo, type ContractRow } from './repo';
import { checkAgent, checkKind, idsOf, isAgentType, jsonOfTier, kindEnabled, tierOfJson, tiersFromWire, viewOf } from './rules';

/**
 * Agents' salary contracts (issue 20, the contracts slice): an upline offers terms to a direct
 * downline agent, the downline answers; either party may ask to end a signed contract and the
 * other confirms. Every transition is in platform/src/modules/contracts/README.md. The offer
 * rules are lib/agent/contracts.ts (checkOffer); the settlement is settle.ts.
 */

/**
 * Who counts as an active member: the merchant's agent setting (modules/agents `activeMemberRule`:
 * effective bets and/or deposits at least the thresholds), applied to the contract's own period.
 * contracts depend on it through this interface; routes.ts hands in the agents module's settings.
 */
export interface ContractAgentSettings {
  activeMemberThresholds(q: Queryable, merchant: Merchant): Promise<ActiveMemberThresholds>;
}

export interface ContractsDeps {
  db: Db;
  clock: Clock;
  members: Pick<MembersService, 'byId' | 'byUsername' | 'usernamesByIds'>;
  tree: Pick<AgentTreeService, 'depthBelow'>;
  figures: TeamFiguresService;
  ledger: Pick<LedgerService, 'post' | 'houseAccount' | 'memberWallet'>;
  agentSettings: ContractAgentSettings;
  audit: AuditService;
  jobs: PeriodicJobs;
}

export interface ContractsSession {
  memberId: number;
  type: number;
}

export interface ContractsService {
  /** GET /wps/agent/contracts: the agent's contract of a kind, its pending offer, what it offered, its payouts. */
  overview(merchant: Merchant, session: ContractsSession, kind: ContractKind): Promise<AgentContractsValue>;
  /** POST /wps/agent/contracts/propose: the upline offers terms to a direct downline agent. */
  propose(merchant: Merchant, session: ContractsSession, body: ContractProposeRequest): Promise<ContractView>;
  /** POST /wps/agent/contracts/action: accept, reject, withdraw, terminate, keep. */
  act(merchant: Merchant, session: ContractsSession, body: ContractActionRequest): Promise<ContractView>;
  /** GET /wps/member/info/funds/consolidated: what waits for the agent's answer, per kind asked. */
  requests(merchant: Merchant, session: ContractsSession, query: FundsConsolidatedQuery): Promise<FundsConsolidatedValue>;
}

export const contractLimits = { offered_max: 50, payouts_max: 30 } as const;

/** An offer's checks against the offering side's terms and the downline's own grants; throws the rule's code. */
export async function checkOfferIn(q: Queryable, merchantId: number, offer: ContractTier[], kind: ContractKind, upline: ContractRow | null, downlineId: number): Promise<void> {
  const granted = (await repo.offeredBy(q, merchantId, downlineId, kind, contractLimits.offered_max)).map((r) => r.tiers.map(tierOfJson));
  const breach = checkOffer(offer, upline ? upline.tiers.map(tierOfJson) : null, granted);
  if (breach) throw new WpsError(breach.code, { tier: breach.tier });
}

export async function namesOf(deps: Pick<ContractsDeps, 'members'>, q: Queryable, merchant: Merchant, rows: ContractRow[]): Promise<Map<string, string>> {
  return deps.members.usernamesByIds(q, idsOf(rows).map((memberId) => ({ merchantId: merchant.id, memberId })));
}

export function createContractsService(deps: ContractsDeps): ContractsService {
  const { db, clock } = deps;

  async function oneView(q: Queryable, merchant: Merchant, row: ContractRow, viewer: number): Promise<ContractView> {
    return viewOf(row, await namesOf(deps, q, merchant, [row]), merchant, viewer);
  }

  return {
    async overview(merchant, session, kind) {
      checkAgent(session);
      checkKind(merchant, kind);
      const [own, pending, offered, payouts] = await Promise.all([
        repo.inForce(db, merchant.id, session.memberId, kind),
        repo.pendingOf(db, merchant.id, session.memberId, kind),
        repo.offeredBy(db, merchant.id, session.memberId, kind, contractLimits.offered_max),
        repo.payoutsOf(db, merchant.id, session.memberId, kind, contractLimits.payouts_max),
      ]);
      const rows = [own, pending, ...offered].filter((r): r is ContractRow => r !== null);
      const names = await namesOf(deps, db, merchant, rows);
      const digits = merchant.currency.minorDigits;
      const money = (m: string) => minorToDecimalString(BigInt(m), digits);
      return {
        kind,
        currency: merchant.currency.code,
        own: own ? viewOf(own, names, merchant, session.memberId) : null,
        pending: pending ? viewOf(pending, names, merchant, session.memberId) : null,
        offered: offered.map((r) => viewOf(r, names, merchant, session.memberId)),
        payouts: payouts.map((p) => ({
          period: p.period, teamBets: money(p.team_bets_minor), activeMembers: p.active_members, tierAmount: money(p.tier_amount_minor),
          gross: money(p.gross_minor), downline: money(p.downline_minor), amount: money(p.amount_minor), paidAt: p.created_at.toISOString(),
        })),
      };
    },

    async propose(merchant, session, body) {
      checkAgent(session);
      checkKind(merchant, body.kind);
      const offer = tiersFromWire(body.tiers, merchant.currency.minorDigits);
      return db.tx(async (q) => {
        const downline = await deps.members.byUsername(q, merchant.id, body.downline);
        // Another line's agent and a member who is no agent look the same: not a direct downline.
        if (!downline || downline.id === session.memberId || (await deps.tree.depthBelow(q, merchant.id, session.memberId, downline.id)) !== 1) {
          throw new WpsError('contract.not.downline');
        }
        if (!isAgentType(downline.type)) throw new WpsError('contract.not.downline');
        await repo.lockAgent(q, merchant.id, downline.id, body.kind);
        const own = await repo.inForce(q, merchant.id, session.memberId, body.kind);
        if (!own) throw new WpsError('contract.upline.unsigned');
        if (await repo.pendingOf(q, merchant.id, downline.id, body.kind)) throw new WpsError('contract.offer.pending');
        await checkOfferIn(q, merchant.id, offer, body.kind, own, downline.id);
        const row = await repo.insert(q, merchant.id, {
          kind: body.kind, memberId: downline.id, uplineId: session.memberId, tiers: offer.map(jsonOfTier), status: 'pending', now: clock.now(),
        });
        return oneView(q, merchant, row, session.memberId);
      });
    },

    async act(merchant, session, body) {
      checkAgent(session);
      return db.tx(async (q) => {
        const seen = await repo.byId(q, merchant.id, body.id);
        const mine = (r: ContractRow | null) => r && (Number(r.member_id) === session.memberId || (r.upline_id !== null && Number(r.upline_id) === session.memberId));
        // A contract of another line is answered exactly like one that does not exist.
        if (!seen || !mine(seen)) throw new WpsError('contract.not.found');
        checkKind(merchant, seen.kind);
        await repo.lockAgent(q, merchant.id, Number(seen.member_id), seen.kind);
        const row = (await repo.byId(q, merchant.id, body.id, true))!;
        const role: 'upline' | 'downline' = Number(row.member_id) === session.memberId ? 'downline' : 'upline';
        const now = clock.now();
        const refuse = () => { throw new WpsError('contract.state', { status: row.status }); };
        let next: ContractRow;
        switch (body.action) {
          case 'accept': {
            if (row.status !== 'pending' || role !== 'downline') refuse();
            // The terms are checked again: the upline's own contract or the downline's grants may have changed since the offer.
            const upline = row.upline_id === null ? null : await repo.inForce(q, merchant.id, Number(row.upline_id), row.kind);
            if (row.upline_id !== null && !upline) throw new WpsError('contract.upline.unsigned');
            await checkOfferIn(q, merchant.id, row.tiers.map(tierOfJson), row.kind, upline, session.memberId);
            const old = await repo.inForce(q, merchant.id, session.memberId, row.kind);
            if (old) await repo.setStatus(q, merchant.id, old.id, { status: 'cancelled', endReason: 'replaced', endedAt: now, now });
            next = await repo.setStatus(q, merchant.id, row.id, { status: 'signed', signedAt: now, now });
            break;
          }
          case 'reject':
            if (row.status !== 'pending' || role !== 'downline') refuse();
            next = await repo.setStatus(q, merchant.id, row.id, { status: 'cancelled', endReason: 'rejected', endedAt: now, now });
            break;
          case 'withdraw':
            if (row.status !== 'pending' || role !== 'upline') refuse();
            next = await repo.setStatus(q, merchant.id, row.id, { status: 'cancelled', endReason: 'withdrawn', endedAt: now, now });
            break;
          case 'terminate':
            if (row.status === 'signed') {
              next = await repo.setStatus(q, merchant.id, row.id, { status: 'termination_requested', terminationBy: role, now });
            } else if (row.status === 'termination_requested' && row.termination_by !== role && row.upline_id !== null) {
              next = await repo.setStatus(q, merchant.id, row.id, { status: 'cancelled', endReason: 'terminated', endedAt: now, now });
            } else {
              // The asker waits for the other party; the merchant's side of a top contract is an operator's (bo cancel).
              refuse();
            }
            break;
          case 'keep':
            if (row.status !== 'termination_requested') refuse();
            next = await repo.setStatus(q, merchant.id, row.id, { status: 'signed', now });
            break;
        }
        return oneView(q, merchant, next!, session.memberId);
      });
    },

    async requests(merchant, session, query) {
      const asked = {
        daily: query.dailysalreqtype === '1', hourly: query.contracthoursalreq === '1',
        dividend: query.divtypereq === '1' || query.divtypecompperiodreq === '1', realtime: query.realtimesalreqtype === '1',
      };
      const none: FundsConsolidatedValue = { dailySalary: null, hourSalary: null, dividend: null, dividendPeriod: null, realtimeSalary: null };
      // SPEC §6: the contract checks run only for types other than 4, 40, 41, 42 (and real members hold no contracts).
      if ([4, 40, 41, 42].includes(session.type)) return none;
      const states = await repo.requestStates(db, merchant.id, session.memberId);
      const state = (kind: ContractKind): ContractRequestState => {
        const s = states.find((x) => x.kind === kind);
        const enabled = kindEnabled(merchant, kind);
        return { toAnswer: enabled && s ? Number(s.to_answer) : 0, signed: enabled && s ? Number(s.signed) > 0 : false, enabled };
      };
      return {
        dailySalary: asked.daily ? state('daily') : null,
        hourSalary: asked.hourly ? state('hourly') : null,
        dividend: null,
        dividendPeriod: null,
        realtimeSalary: null,
      };
    },
  };
}

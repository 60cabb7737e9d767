import { randomInt } from 'node:crypto';
import { checkLink, checkNewDownline, checkRaise, downlineMax_bp, quotaBandFull, quotaUsage, type Rates, type RebateViolation } from '@/lib/agent/rebate';
import { decimalStringToMinor, minorToDecimalString } from '@/lib/format/money';
import { WpsError } from '@/lib/wps/errors';
import { agentProducts, type AgentProduct } from '@/lib/wps/schemas/agent';
import type {
  AgentDownline, AgentDownlineCreate, AgentGlobalRebateSettings, AgentLink, AgentRates, AgentTransfer, AgentDownlineKind,
} from '@/lib/wps/schemas/agent-team';
import type { AgentLinkRegistrar, Clock, Member, MembersService, Merchant } from '../../context';
import type { Db, Queryable } from '../../db';
import { invalidInput } from '../../errors';
import type { LedgerService } from '../ledger';
import { isMemberType, passwordRuleError } from '../members';
import type { AgentSettingsService } from './settings';
import { agentTreeRepo as treeRepo } from './repo';
import { teamRepo as repo, type LinkRow, type RateRow } from './team-repo';

/**
 * The agent's own team work (issue 20): opening downlines, promotion links, raising a downline's
 * rebate and transfers to downlines. Every call starts from the caller's session: a member who
 * is not an agent gets permission.denied, and a member id outside the caller's team answers
 * team.member.not.found (the same as an id that does not exist, so nothing is told about other
 * lines). Rates follow lib/agent/rebate.ts, checked inside one transaction that holds the agent's
 * member row (and the downline's, upline first: every path locks in this order, so two edits
 * never deadlock), so two edits at once are applied one after the other.
 */

/** The member type of a downline an agent opens as an agent (any type not a member type is an agent, SPEC §3). */
export const downlineAgentType = 3;
/** The member type of a downline an agent opens as a member (a real member). */
export const downlineMemberType = 0;
const typeOfKind = (kind: AgentDownlineKind) => (kind === 'agent' ? downlineAgentType : downlineMemberType);
export const kindOfType = (type: number): AgentDownlineKind => (isMemberType(type) ? 'member' : 'agent');

export interface AgentSession {
  memberId: number;
  type: number;
}

/** What the agents need of registration: its username rule and its affiliate codes (modules/registration). */
export interface AgentRegistrationPort {
  /** account.format.invalid or user.exists, else nothing. */
  checkUsername(merchant: Merchant, username: string): Promise<void>;
  createAffiliateCodeIn(q: Queryable, merchantId: number, agentMemberId: number, code: string): Promise<void>;
  deleteAffiliateCodeIn(q: Queryable, merchantId: number, agentMemberId: number, code: string): Promise<void>;
}

/** What the agents need of the payment password (modules/payments). */
export interface AgentPaymentPasswordPort {
  checkPaymentPassword(merchant: Merchant, memberId: number, password: string): Promise<void>;
}

export interface AgentTeamDeps {
  db: Db;
  clock: Clock;
  members: MembersService;
  ledger: LedgerService;
  settings: AgentSettingsService;
  registration: AgentRegistrationPort;
  paymentPassword: AgentPaymentPasswordPort;
}

export interface AgentTeamService {
  /** POST /wps/agent/downline: a new direct downline (agent or member) with its rates. */
  openDownline(merchant: Merchant, session: AgentSession | null, body: AgentDownlineCreate, ctx: { ip: string; device: string }): Promise<AgentDownline>;
  /** GET /wps/agent/globalRebateSettings. */
  globalRebateSettings(merchant: Merchant, session: AgentSession | null): Promise<AgentGlobalRebateSettings>;
  /** GET /wps/agent/downlineRebates: a team member's rates and how far the caller may raise them. */
  downlineRebates(merchant: Merchant, session: AgentSession | null, memberId: number): Promise<{ memberId: number; userName: string; rebates: AgentRates; max: AgentRates }>;
  /** PUT /wps/agent/downlineRebates: raises a direct downline's rates (never lowers). */
  raiseRebates(merchant: Merchant, session: AgentSession | null, memberId: number, rebates: AgentRates): Promise<{ memberId: number; userName: string; rebates: AgentRates; max: AgentRates }>;
  links(merchant: Merchant, session: AgentSession | null): Promise<{ list: AgentLink[]; max: number }>;
  createLink(merchant: Merchant, session: AgentSession | null, body: { kind: AgentDownlineKind; rebates: AgentRates }): Promise<AgentLink>;
  deleteLink(merchant: Merchant, session: AgentSession | null, id: number): Promise<void>;
  /** POST /wps/agent/transfer: from the agent's wallet to a team member's, once per requestId. */
  transfer(merchant: Merchant, session: AgentSession | null, body: AgentTransfer): Promise<{ memberId: number; amount: string; balance: string; replayed: boolean }>;
}

export function requireAgent(session: AgentSession | null): AgentSession {
  if (!session || isMemberType(session.type)) throw new WpsError('permission.denied');
  return session;
}

export function ratesOf(rows: RateRow[], memberId: number): Rates {
  const out: Rates = {};
  for (const r of rows) if (Number(r.member_id) === memberId && r.rate_bp > 0) out[r.product as AgentProduct] = r.rate_bp;
  return out;
}

function cleanRates(r: AgentRates): Rates {
  const out: Rates = {};
  for (const p of agentProducts) if ((r[p] ?? 0) > 0) out[p] = r[p]!;
  return out;
}

function refuse(violations: RebateViolation[]): never {
  throw new WpsError('team.rebate.invalid', { violations });
}

function linkView(l: LinkRow): AgentLink {
  return { id: Number(l.id), code: l.code, kind: l.kind, rebates: cleanRates(l.rates as AgentRates), registered: l.registered, createdAt: l.created_at.toISOString() };
}

const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');

/** Locks the agent's member row for the rest of the transaction; an agent no longer active is refused. */
async function lockAgentWith(members: MembersService, q: Queryable, merchantId: number, agentId: number): Promise<Member> {
  const m = await members.lockMember(q, merchantId, agentId);
  if (!m || m.status !== 'active' || isMemberType(m.type)) throw new WpsError('permission.denied');
  return m;
}

/**
 * The hook registration calls for a promotion link's code (Deps.agentLinks, built in deps.ts):
 * the member type the link gives, then, in the registration's transaction after the member is
 * made, its rates (the link's, lowered to what the merchant's caps and the agent's own rate allow
 * now) under the opening quota, which refuses the registration with team.quota.full when full.
 */
export function createAgentLinkRegistrar(deps: Pick<AgentTeamDeps, 'members' | 'settings'>): AgentLinkRegistrar {
  return {
    async linkOf(q, merchantId, code) {
      const l = await repo.linkByCode(q, merchantId, code);
      return l ? { memberType: typeOfKind(l.kind) } : null;
    },
    async applyIn(q, merchantId, memberId, code, now) {
      const l = await repo.linkByCode(q, merchantId, code);
      if (!l) return;
      const agentId = Number(l.agent_id);
      await lockAgentWith(deps.members, q, merchantId, agentId);
      const s = await deps.settings.settings(q, merchantId);
      const rates = cleanRates(l.rates as AgentRates);
      const opener = ratesOf(await repo.rates(q, merchantId, [agentId]), agentId);
      for (const p of Object.keys(rates) as AgentProduct[]) {
        rates[p] = Math.min(rates[p]!, s.links.rebateCap_bp[p], s.rebateCeiling_bp[p], downlineMax_bp(opener[p] ?? 0, s.minGap_bp));
      }
      const full = quotaBandFull(s.openingQuota.bands, await repo.directRates(q, merchantId, agentId, s.openingQuota.product), rates[s.openingQuota.product] ?? 0);
      if (full) throw new WpsError('team.quota.full', { field: 'affiliateCode', band: full });
      for (const p of Object.keys(rates) as AgentProduct[]) if (rates[p]! > 0) await repo.setRate(q, merchantId, memberId, p, rates[p]!, now);
      await repo.countRegistered(q, merchantId, Number(l.id));
    },
  };
}

export function createAgentTeamService(deps: AgentTeamDeps): AgentTeamService {
  const { db } = deps;
  const lockAgent = (q: Queryable, merchantId: number, agentId: number) => lockAgentWith(deps.members, q, merchantId, agentId);

  /** A member of the caller's team (depth ≥ 1, or exactly `depth`), else team.member.not.found. */
  async function teamMember(q: Queryable, merchantId: number, agentId: number, memberId: number, depth?: number): Promise<Member> {
    const d = await treeRepo.depthBelow(q, merchantId, agentId, memberId);
    if (d === null || d < 1 || (depth !== undefined && d !== depth)) throw new WpsError('team.member.not.found');
    const m = await deps.members.byId(q, merchantId, memberId);
    if (!m) throw new WpsError('team.member.not.found');
    return m;
  }

  async function rebateView(q: Queryable, merchantId: number, agentId: number, m: Member) {
    const s = await deps.settings.settings(q, merchantId);
    const rows = await repo.rates(q, merchantId, [agentId, m.id]);
    const own = ratesOf(rows, agentId);
    const max: Rates = {};
    for (const p of agentProducts) max[p] = Math.min(s.rebateCeiling_bp[p], downlineMax_bp(own[p] ?? 0, s.minGap_bp));
    return { memberId: m.id, userName: m.username, rebates: ratesOf(rows, m.id), max };
  }

  async function downlineView(q: Queryable, merchant: Merchant, m: Member, depth: number): Promise<AgentDownline> {
    const rows = await repo.rates(q, merchant.id, [m.id]);
    return {
      id: m.id, userName: m.username, kind: kindOfType(m.type), type: m.type, depth, rebates: ratesOf(rows, m.id),
      teamSize: 0, lastLoginAt: null, balance: minorToDecimalString(0n, merchant.currency.minorDigits), createdAt: m.createdAt.toISOString(),
    };
  }

  return {

    async openDownline(merchant, session, body, ctx) {
      const agent = requireAgent(session);
      await deps.registration.checkUsername(merchant, body.username);
      if (passwordRuleError(merchant, body.password)) throw new WpsError('password.format.invalid', { field: 'password' });
      const requested = cleanRates(body.rebates);
      const now = deps.clock.now();
      return db.tx(async (q) => {
        await lockAgent(q, merchant.id, agent.memberId);
        const s = await deps.settings.settings(q, merchant.id);
        const opener = ratesOf(await repo.rates(q, merchant.id, [agent.memberId]), agent.memberId);
        const violations = checkNewDownline({ opener, requested, ceiling: s.rebateCeiling_bp, gap_bp: s.minGap_bp });
        if (violations.length) refuse(violations);
        const direct = await repo.directRates(q, merchant.id, agent.memberId, s.openingQuota.product);
        const full = quotaBandFull(s.openingQuota.bands, direct, requested[s.openingQuota.product] ?? 0);
        if (full) throw new WpsError('team.quota.full', { band: full });
        const m = await deps.members.createMember(q, merchant.id, {
          username: body.username.trim(), password: body.password, type: typeOfKind(body.type), parentAgentId: agent.memberId,
          // The agent hands the password over: the member replaces it at the first login (SPEC §5 first password).
          firstTimeLogin: false, registerIp: ctx.ip, registerDevice: ctx.device.slice(0, 64),
        }, now);
        for (const p of Object.keys(requested) as AgentProduct[]) await repo.setRate(q, merchant.id, m.id, p, requested[p]!, now);
        return downlineView(q, merchant, m, 1);
      });
    },

    async globalRebateSettings(merchant, session) {
      const agent = requireAgent(session);
      const s = await deps.settings.settings(db, merchant.id);
      const own = ratesOf(await repo.rates(db, merchant.id, [agent.memberId]), agent.memberId);
      const downlineMax: Rates = {};
      for (const p of agentProducts) downlineMax[p] = Math.min(s.rebateCeiling_bp[p], downlineMax_bp(own[p] ?? 0, s.minGap_bp));
      const direct = await repo.directRates(db, merchant.id, agent.memberId, s.openingQuota.product);
      return {
        own, minGap_bp: s.minGap_bp, downlineMax, linkCap: s.links.rebateCap_bp, linksMax: s.links.max,
        quota: { product: s.openingQuota.product, bands: quotaUsage(s.openingQuota.bands, direct) },
        transfersEnabled: s.transfersEnabled,
      };
    },

    async downlineRebates(merchant, session, memberId) {
      const agent = requireAgent(session);
      const m = await teamMember(db, merchant.id, agent.memberId, memberId);
      return rebateView(db, merchant.id, agent.memberId, m);
    },

    async raiseRebates(merchant, session, memberId, rebates) {
      const agent = requireAgent(session);
      const now = deps.clock.now();
      return db.tx(async (q) => {
        await lockAgent(q, merchant.id, agent.memberId);
        await teamMember(q, merchant.id, agent.memberId, memberId, 1);
        const m = (await deps.members.lockMember(q, merchant.id, memberId))!;
        const s = await deps.settings.settings(q, merchant.id);
        const rows = await repo.rates(q, merchant.id, [agent.memberId, memberId]);
        const requested: Rates = {};
        for (const p of agentProducts) if (rebates[p] !== undefined) requested[p] = rebates[p];
        const violations = checkRaise({
          upline: ratesOf(rows, agent.memberId), current: ratesOf(rows, memberId), requested, ceiling: s.rebateCeiling_bp, gap_bp: s.minGap_bp,
        });
        if (violations.length) refuse(violations);
        for (const p of Object.keys(requested) as AgentProduct[]) await repo.setRate(q, merchant.id, memberId, p, requested[p]!, now);
        return rebateView(q, merchant.id, agent.memberId, m);
      });
    },

    async links(merchant, session) {
      const agent = requireAgent(session);
      const s = await deps.settings.settings(db, merchant.id);
      return { list: (await repo.links(db, merchant.id, agent.memberId)).map(linkView), max: s.links.max };
    },

    async createLink(merchant, session, body) {
      const agent = requireAgent(session);
      const requested = cleanRates(body.rebates);
      const now = deps.clock.now();
      return db.tx(async (q) => {
        await lockAgent(q, merchant.id, agent.memberId);
        const s = await deps.settings.settings(q, merchant.id);
        if ((await repo.links(q, merchant.id, agent.memberId)).length >= s.links.max) throw new WpsError('team.links.full', { max: s.links.max });
        const opener = ratesOf(await repo.rates(q, merchant.id, [agent.memberId]), agent.memberId);
        const violations = checkLink({ opener, requested, ceiling: s.rebateCeiling_bp, linkCap: s.links.rebateCap_bp, gap_bp: s.minGap_bp });
        if (violations.length) refuse(violations);
        // A fresh code of 8 from 32 letters and digits; a clash (one in 10^12) is refused by the unique index and retried by the agent.
        const code = newCode();
        await deps.registration.createAffiliateCodeIn(q, merchant.id, agent.memberId, code);
        return linkView(await repo.insertLink(q, merchant.id, agent.memberId, code, body.kind, requested, now));
      });
    },

    async deleteLink(merchant, session, id) {
      const agent = requireAgent(session);
      await db.tx(async (q) => {
        const gone = await repo.deleteLink(q, merchant.id, agent.memberId, id);
        if (!gone) throw new WpsError('team.link.not.found');
        await deps.registration.deleteAffiliateCodeIn(q, merchant.id, agent.memberId, gone.code);
      });
    },

    async transfer(merchant, session, body) {
      const agent = requireAgent(session);
      const digits = merchant.currency.minorDigits;
      let amount_minor: bigint;
      try {
        amount_minor = decimalStringToMinor(body.amount, digits);
      } catch {
        throw invalidInput([{ field: 'amount', message: `an amount with at most ${digits} decimals` }]);
      }
      if (amount_minor <= 0n) throw invalidInput([{ field: 'amount', message: 'above zero' }]);
      const s = await deps.settings.settings(db, merchant.id);
      if (!s.transfersEnabled) throw new WpsError('team.transfer.off');
      await teamMember(db, merchant.id, agent.memberId, body.memberId);
      // An agent who set a payment password confirms transfers with it, as withdrawals do; one who has none is not asked.
      if ((await deps.members.paymentPasswordHash(db, merchant.id, agent.memberId)) !== null) {
        await deps.paymentPassword.checkPaymentPassword(merchant, agent.memberId, body.paymentPassword ?? '');
      }
      const now = deps.clock.now();
      return db.tx(async (q) => {
        await teamMember(q, merchant.id, agent.memberId, body.memberId);
        const from = await deps.ledger.memberWallet(q, merchant.id, agent.memberId, merchant.currency.code);
        const to = await deps.ledger.memberWallet(q, merchant.id, body.memberId, merchant.currency.code);
        const posted = await deps.ledger.post(q, merchant.id, {
          reason: 'agent.transfer', reference: `${agent.memberId}>${body.memberId}`,
          idempotency: { source: 'agent.transfer', key: `${agent.memberId}:${body.requestId}` },
          lines: [{ accountId: from.id, amount_minor: -amount_minor }, { accountId: to.id, amount_minor }], now,
        });
        await repo.insertTransfer(q, { merchantId: merchant.id, agentId: agent.memberId, requestId: body.requestId, memberId: body.memberId, amount_minor, entryId: posted.entry.id, now });
        const bal = await deps.ledger.balance(q, merchant.id, from.id);
        return { memberId: body.memberId, amount: minorToDecimalString(amount_minor, digits), balance: minorToDecimalString(bal?.balance_minor ?? 0n, digits), replayed: posted.replayed };
      });
    },
  };
}

import { decimalStringToMinor, minorToWireNumber } from '@/lib/format/money';
import { WpsError } from '@/lib/wps/errors';
import type { AvailablePromotion, RewardItem } from '@/lib/wps/schemas/rewards';
import type { AuditService, Clock, Member, MembersService, Merchant } from '../../context';
import { newServerSeed } from '../../crypto/fair-stream';
import type { Db, Queryable } from '../../db';
import { invalidInput } from '../../errors';
import { decide, drawRandom, previewAmount, type ClaimFacts } from './promotion-rules';
import { promotionsRepo as repo, type PromotionRow } from './promotions-repo';
import {
  promotionRulesSchema, type BoPromotionCreate, type BoPromotionPatch, type ClaimReason, type GrantView, type PromotionRules,
  type PromotionView,
} from './schema';
import type { RewardsService } from './service';

/** SPEC §6: a trial account (type 4) never gets a reward. */
const trialType = 4;
/** The promotions a merchant may have listed to members (TigerStyle: a limit on everything). */
const promotions_max = 100;

export interface PromotionsDeps {
  db: Db;
  clock: Clock;
  /** Claims pay through the rewards core, in the claim's transaction. */
  rewards: RewardsService;
  members: MembersService;
  /** Operators' changes of promotions and tags, audited in their transaction. */
  audit: AuditService;
}

/** Who claims from where: the per-device and per-address limits count these. */
export interface ClaimOrigin {
  device: string | null;
  address: string | null;
}

export interface PromotionsService {
  /** getAvailablePromotions: the merchant's enabled promotions not yet ended, each with whether the member may claim it now and why not. */
  available(m: Merchant, memberId: number, language: string, origin: ClaimOrigin): Promise<AvailablePromotion[]>;
  /** claimRafflePromotion: pays the promotion's reward (one transaction: the promotion locked, the checks, the grant, the claim, the budget). */
  claim(m: Merchant, memberId: number, code: string, language: string, origin: ClaimOrigin): Promise<GrantView>;
  /** Whether each code names a promotion of the merchant (content's claim buttons). */
  codesKnown(q: Queryable, merchantId: number, codes: string[]): Promise<Set<string>>;
  list(m: Merchant): Promise<PromotionView[]>;
  show(m: Merchant, code: string): Promise<PromotionView>;
  create(m: Merchant, input: BoPromotionCreate, operator: string): Promise<PromotionView>;
  update(m: Merchant, code: string, patch: BoPromotionPatch, operator: string): Promise<PromotionView>;
  tags(m: Merchant, memberId: number): Promise<string[]>;
  setTag(m: Merchant, memberId: number, tag: string, on: boolean, operator: string): Promise<string[]>;
}

const date = (d: Date | string) => new Date(d);

function toView(r: PromotionRow): PromotionView {
  return {
    code: r.code,
    enabled: r.enabled,
    sort: r.sort,
    rules: promotionRulesSchema.parse(typeof r.rules === 'string' ? JSON.parse(r.rules) : r.rules),
    budget_minor: r.budget_minor === null ? null : BigInt(r.budget_minor),
    spent_minor: BigInt(r.spent_minor),
    claims: r.claims,
    createdAt: date(r.created_at),
    updatedAt: date(r.updated_at),
  };
}

/** Every amount of the rules in the merchant's minor digits; too many decimals is the operator's to fix. */
function checkAmounts(rules: PromotionRules, digits: number): bigint | null {
  const fields: [string, string][] = [];
  if (rules.reward.type === 'fixed') fields.push(['rules.reward.amount', rules.reward.amount]);
  if (rules.reward.type === 'percent') fields.push(['rules.reward.cap', rules.reward.cap]);
  if (rules.reward.type === 'random') rules.reward.bands.forEach((b, i) => fields.push([`rules.reward.bands.${i}.min`, b.min], [`rules.reward.bands.${i}.max`, b.max]));
  if (rules.eligibility.deposit) fields.push(['rules.eligibility.deposit.min', rules.eligibility.deposit.min]);
  if (rules.eligibility.turnover) fields.push(['rules.eligibility.turnover.min', rules.eligibility.turnover.min]);
  if (rules.limits.budget !== null) fields.push(['rules.limits.budget', rules.limits.budget]);
  const bad = fields.filter(([, v]) => {
    try {
      decimalStringToMinor(v, digits);
      return false;
    } catch {
      return true;
    }
  });
  if (bad.length) throw invalidInput(bad.map(([field]) => ({ field, message: `at most ${digits} decimals` })));
  if (rules.reward.type === 'fixed' && decimalStringToMinor(rules.reward.amount, digits) <= 0n) throw invalidInput([{ field: 'rules.reward.amount', message: 'above zero' }]);
  if (rules.reward.type === 'random' && rules.reward.bands.some((b) => decimalStringToMinor(b.min, digits) <= 0n)) {
    throw invalidInput([{ field: 'rules.reward.bands', message: 'every band above zero' }]);
  }
  const budget = rules.limits.budget === null ? null : decimalStringToMinor(rules.limits.budget, digits);
  if (budget !== null && budget <= 0n) throw invalidInput([{ field: 'rules.limits.budget', message: 'above zero' }]);
  return budget;
}

/** The title in the reader's language, else EN. */
const titleIn = (rules: PromotionRules, language: string) => rules.title[language.toUpperCase()] ?? rules.title.EN!;

/** A refusal as the member's error: limits and budget have their own codes, the rest names its reason. */
function refusal(reason: ClaimReason): WpsError {
  if (reason === 'claimed' || reason === 'deposit.claimed') return new WpsError('promotion.claimed');
  if (reason === 'limit.device' || reason === 'limit.address') return new WpsError('promotion.limit.reached');
  if (reason === 'budget') return new WpsError('promotion.budget.exhausted');
  if (reason === 'trial') return new WpsError('account.not.real');
  return new WpsError('promotion.not.eligible', { reason });
}

/** A grant as the reward centre shows it (wire decimals). */
export function rewardItem(g: GrantView, digits: number): RewardItem {
  const w = (v: bigint) => minorToWireNumber(v, digits);
  return {
    id: g.grantId, source: g.source, title: g.title, amount: w(g.amount_minor), status: g.status, forfeitReason: g.forfeitReason,
    wageringMultiple: g.wageringMultiple, required: w(g.required_minor), wagered: w(g.wagered_minor), forfeitOnWithdrawal: g.forfeitOnWithdrawal,
    expiresAt: g.expiresAt?.toISOString() ?? null, createdAt: g.createdAt.toISOString(), completedAt: g.completedAt?.toISOString() ?? null,
  };
}

export function createPromotionsService(deps: PromotionsDeps): PromotionsService {
  const { db, clock, rewards, members, audit } = deps;

  async function memberOf(q: Queryable, m: Merchant, memberId: number): Promise<Member> {
    const member = await members.byId(q, m.id, memberId);
    if (!member) throw new WpsError('USER_NOT_EXIST');
    return member;
  }

  /** The facts one promotion's decision needs, read in q (under the promotion's lock when claiming). */
  async function factsFor(
    q: Queryable, m: Merchant, member: Member, p: PromotionView, promotionId: number, origin: ClaimOrigin, now: Date,
    shared: { deposit: Awaited<ReturnType<typeof repo.latestDeposit>>; tags: string[] },
  ): Promise<ClaimFacts> {
    const rules = p.rules;
    const claims = await repo.claimCounts(q, m.id, promotionId, member.id, origin.device, origin.address);
    const d = shared.deposit;
    const claimedDeposits = d && rules.eligibility.deposit ? (await repo.claimedDeposits(q, m.id, [Number(d.deposit_id)])).get(promotionId) ?? [] : [];
    const turnover = rules.eligibility.turnover
      ? await repo.turnoverSince(q, m.id, member.id, new Date(now.getTime() - rules.eligibility.turnover.days * 86_400_000))
      : 0n;
    return {
      now, trial: member.type === trialType, memberCreatedAt: member.createdAt, vipLabel: member.vipLabel, tags: shared.tags, claims,
      deposit: d ? {
        id: Number(d.deposit_id), amount_minor: BigInt(d.credited_minor), creditedAt: date(d.credited_at), n: Number(d.n),
        claimed: claimedDeposits.includes(Number(d.deposit_id)),
      } : null,
      turnover_minor: turnover,
      budgetLeft_minor: p.budget_minor === null ? null : p.budget_minor - p.spent_minor,
      hasDevice: origin.device !== null,
    };
  }

  async function show(m: Merchant, code: string): Promise<PromotionView> {
    const r = await repo.byCode(db, m.id, code, false);
    if (!r) throw new WpsError('promotion.not.found');
    return toView(r);
  }

  return {
    async available(m, memberId, language, origin) {
      const now = clock.now();
      return db.tx(async (q) => {
        const member = await memberOf(q, m, memberId);
        const rows = await repo.list(q, m.id, true, promotions_max);
        const shared = { deposit: await repo.latestDeposit(q, m.id, memberId, m.currency.code), tags: await repo.tagsOf(q, m.id, memberId) };
        const out: AvailablePromotion[] = [];
        for (const r of rows) {
          const p = toView(r);
          if (p.rules.endsAt && Date.parse(p.rules.endsAt) <= now.getTime()) continue;
          const facts = await factsFor(q, m, member, p, Number(r.id), origin, now, shared);
          const v = decide(p.rules, facts, m.currency.minorDigits);
          const reward = p.rules.reward;
          const digits = m.currency.minorDigits;
          const w = (d: string) => minorToWireNumber(decimalStringToMinor(d, digits), digits);
          const preview = v.claimable
            ? previewAmount(reward, facts.deposit?.amount_minor ?? null, facts.budgetLeft_minor, digits)
            : null;
          out.push({
            id: p.code,
            title: titleIn(p.rules, language),
            reward: reward.type === 'fixed' ? { type: 'fixed', amount: w(reward.amount) }
              : reward.type === 'percent' ? { type: 'percent', percent: reward.percent, cap: w(reward.cap) }
              : { type: 'random', min: Math.min(...reward.bands.map((b) => w(b.min))), max: Math.max(...reward.bands.map((b) => w(b.max))) },
            wageringMultiple: p.rules.wageringMultiple,
            bonusExpiresInHours: p.rules.bonusExpiresInHours,
            forfeitOnWithdrawal: p.rules.forfeitOnWithdrawal,
            startsAt: p.rules.startsAt,
            endsAt: p.rules.endsAt,
            preview: preview === null ? null : minorToWireNumber(preview, digits),
            claimable: v.claimable,
            reason: v.claimable ? null : v.reason,
            claimed: facts.claims.member,
            perMember: p.rules.limits.perMember,
            deposit: p.rules.eligibility.deposit ? { nth: p.rules.eligibility.deposit.nth, min: w(p.rules.eligibility.deposit.min) } : null,
          });
        }
        return out;
      });
    },

    async claim(m, memberId, code, language, origin) {
      const now = clock.now();
      const digits = m.currency.minorDigits;
      return db.tx(async (q) => {
        // The promotion's row lock: its claims run one at a time, so the budget and the limits
        // on devices and addresses are checked against every claim before this one.
        const r = await repo.byCode(q, m.id, code, true);
        if (!r || !r.enabled) throw new WpsError('promotion.not.found');
        const p = toView(r);
        const promotionId = Number(r.id);
        const member = await memberOf(q, m, memberId);
        const shared = { deposit: await repo.latestDeposit(q, m.id, memberId, m.currency.code), tags: await repo.tagsOf(q, m.id, memberId) };
        const facts = await factsFor(q, m, member, p, promotionId, origin, now, shared);
        const v = decide(p.rules, facts, digits);
        if (!v.claimable) throw refusal(v.reason);
        const claimNo = facts.claims.member + 1;
        const sourceRef = v.depositId !== null ? `promotion:${promotionId}:deposit:${v.depositId}` : `promotion:${promotionId}:member:${memberId}:${claimNo}`;
        let drawSeed: string | null = null;
        let amount: bigint;
        if (p.rules.reward.type === 'random') {
          drawSeed = newServerSeed();
          amount = drawRandom(p.rules.reward, drawSeed, sourceRef, digits);
          if (facts.budgetLeft_minor !== null && facts.budgetLeft_minor < amount) amount = facts.budgetLeft_minor;
        } else {
          amount = previewAmount(p.rules.reward, facts.deposit?.amount_minor ?? null, facts.budgetLeft_minor, digits)!;
        }
        if (amount <= 0n) throw new WpsError('promotion.not.eligible', { reason: 'deposit.min' });
        const hours = p.rules.bonusExpiresInHours;
        const { grantId } = await rewards.grantIn(q, {
          merchantId: m.id, memberId, currency: m.currency.code, source: 'promotion', sourceRef, amount_minor: amount,
          wageringMultiple: p.rules.wageringMultiple, title: titleIn(p.rules, language),
          expiresAt: hours !== null && p.rules.wageringMultiple > 0 ? new Date(now.getTime() + hours * 3_600_000) : null, now,
          gameWeights: p.rules.gameWeights, forfeitOnWithdrawal: p.rules.forfeitOnWithdrawal,
        });
        await repo.insertClaim(q, {
          merchantId: m.id, promotionId, memberId, claimNo, grantId: Number(grantId), amount_minor: amount, depositId: v.depositId,
          device: origin.device, address: origin.address, drawSeed, now,
        });
        await repo.spend(q, m.id, promotionId, amount, now);
        return (await rewards.grantView(q, m.id, Number(grantId)))!;
      });
    },

    codesKnown: (q, merchantId, codes) => (codes.length ? repo.codesKnown(q, merchantId, codes) : Promise.resolve(new Set<string>())),

    async list(m) {
      return (await repo.list(db, m.id, false, promotions_max)).map(toView);
    },

    show,

    create: (m, input, operator) => createPromotion(db, clock, audit, m, input, operator),

    async update(m, code, patch, operator) {
      const now = clock.now();
      return db.tx(async (q) => {
        const r = await repo.byCode(q, m.id, code, true);
        if (!r) throw new WpsError('promotion.not.found');
        const before = toView(r);
        const rules = patch.rules ?? before.rules;
        const budget = checkAmounts(rules, m.currency.minorDigits);
        if (budget !== null && budget < before.spent_minor) {
          throw invalidInput([{ field: 'rules.limits.budget', message: 'below what the promotion has paid already' }]);
        }
        const after = toView(await repo.update(q, m.id, Number(r.id), {
          enabled: patch.enabled ?? before.enabled, sort: patch.sort ?? before.sort, rules, budget_minor: budget,
        }, now));
        await audit.record(q, { at: now, operator, merchantId: m.id, action: 'promotion.update', target: `promotion:${code}`, before: auditOf(before), after: auditOf(after) });
        return after;
      });
    },

    async tags(m, memberId) {
      return repo.tagsOf(db, m.id, memberId);
    },

    async setTag(m, memberId, tag, on, operator) {
      const now = clock.now();
      return db.tx(async (q) => {
        const changed = on ? await repo.addTag(q, m.id, memberId, tag, now) : await repo.removeTag(q, m.id, memberId, tag);
        if (changed) {
          await audit.record(q, {
            at: now, operator, merchantId: m.id, action: on ? 'member.tag.add' : 'member.tag.remove', target: `member:${memberId}`, before: null, after: { tag },
          });
        }
        return repo.tagsOf(q, m.id, memberId);
      });
    },
  };
}

/** A new promotion (audited); request.invalid on code when the merchant has one of that code. */
async function createPromotion(db: Db, clock: Clock, audit: AuditService, m: Merchant, input: BoPromotionCreate, operator: string): Promise<PromotionView> {
  const budget = checkAmounts(input.rules, m.currency.minorDigits);
  const now = clock.now();
  return db.tx(async (q) => {
    const r = await repo.insert(q, m.id, { code: input.code, enabled: input.enabled, sort: input.sort, rules: input.rules, budget_minor: budget }, now);
    if (!r) throw invalidInput([{ field: 'code', message: `promotion ${input.code} exists` }]);
    const after = toView(r);
    await audit.record(q, { at: now, operator, merchantId: m.id, action: 'promotion.create', target: `promotion:${input.code}`, before: null, after: auditOf(after) });
    return after;
  });
}

export interface PromotionSeedDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
}

/** What the demo seed needs: its promotions, made once, and the codes content's claim buttons name. */
export interface PromotionSeedService {
  /** Creates the promotion unless the merchant has one of that code; answers whether it did. */
  ensure(m: Merchant, input: BoPromotionCreate): Promise<boolean>;
  codesKnown(q: Queryable, merchantId: number, codes: string[]): Promise<Set<string>>;
}

export function createPromotionSeedService(deps: PromotionSeedDeps): PromotionSeedService {
  return {
    async ensure(m, input) {
      if ((await repo.codesKnown(deps.db, m.id, [input.code])).has(input.code)) return false;
      await createPromotion(deps.db, deps.clock, deps.audit, m, input, 'seed');
      return true;
    },
    codesKnown: (q, merchantId, codes) => repo.codesKnown(q, merchantId, codes),
  };
}

/** A promotion in the audit trail: bigints as text. */
const auditOf = (p: PromotionView) => ({ ...p, budget_minor: p.budget_minor?.toString() ?? null, spent_minor: p.spent_minor.toString() });

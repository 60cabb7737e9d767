import { createHash } from 'node:crypto';
import { WpsError } from '@/lib/wps/errors';
import type { AuditService, Clock, MemberLimits, MembersService } from '../../context';
import type { Db, Queryable } from '../../db';
import type { LedgerService } from '../ledger';
import { rewardsRepo as repo, type GrantRow } from './repo';
import {
  defaultGameWeights, gameTypes, gameWeightsSchema, rewardLimits, rewardSources, type GameWeights, type GrantView, type RewardSource,
} from './schema';

/** SPEC §6: a trial account (type 4) plays with play money and never gets a reward. */
const trialType = 4;

export interface RewardGrant {
  merchantId: number;
  memberId: number;
  currency: string;
  source: RewardSource;
  /** Unique per (merchant, source): the idempotency key, e.g. `day:2026-11-25:member:17`. */
  sourceRef: string;
  /** > 0 */
  amount_minor: bigint;
  /** 0: cash at once; else the bonus is held until amount x multiple of weighted turnover is wagered (at most 2 decimals, up to 1000). */
  wageringMultiple: number;
  /** What the member sees in the reward centre (callers pass the merchant's text). */
  title: string;
  /** The bonus is forfeited if wagering is not complete by then. */
  expiresAt: Date | null;
  now: Date;
  /** Percent per game type over the merchant's weights (promotions set their own); absent: the merchant's. */
  gameWeights?: GameWeights;
  /** A withdrawal before wagering completes forfeits the bonus (the member is told before confirming). Default false. */
  forfeitOnWithdrawal?: boolean;
}

export interface RewardsDeps {
  db: Db;
  clock: Clock;
  /** The only writer of money (modules/ledger): grants, conversions and forfeits post through it. */
  ledger: LedgerService;
  /** A grant's member must exist and be real (modules/members). */
  members: MembersService;
  /** Operators' changes of the reward settings, audited in their transaction (modules/audit). */
  audit: AuditService;
  /** No bonus reaches a member on a time-out or self-exclusion (modules/limits), checked in the grant's transaction. */
  limits: Pick<MemberLimits, 'refuseOnBreak'>;
}

/** A member's bonus position: what is held, and what a withdrawal now would forfeit. */
export interface BonusPosition {
  /** The sum of the member's bonuses in wagering (= the member_bonus account's balance). */
  bonus_minor: bigint;
  /** The bonuses a withdrawal requested now would forfeit (their terms say so, or they expired). */
  forfeitOnWithdrawal: GrantView[];
}

export interface RewardsService {
  /**
   * Gives a member a reward in the caller's transaction q. Replay with the same parameters → the
   * first grant, nothing moves; other parameters → WpsError 'reward.duplicate' (409). A trial
   * member → 'account.not.real'. The money: house_bonus → member wallet (wagering 0) or → the
   * member's member_bonus account (held until wagered).
   */
  grantIn(q: Queryable, grant: RewardGrant): Promise<{ grantId: string; replayed: boolean }>;
  /** One grant, in q (null when the merchant has none of that id). */
  grantView(q: Queryable, merchantId: number, grantId: number): Promise<GrantView | null>;
  /** The member's grants for the reward centre, newest first (expired bonuses are forfeited first). */
  memberGrants(merchantId: number, memberId: number): Promise<GrantView[]>;
  /** What the member holds in bonuses and what a withdrawal would forfeit, in q. */
  bonusPosition(q: Queryable, merchantId: number, memberId: number, currency: string, now: Date): Promise<BonusPosition>;
  /** What a withdrawal requested now would forfeit (bonuses in wagering whose terms say so, not expired), in minor units. */
  forfeitAmount(q: Queryable, merchantId: number, memberId: number, currency: string, now: Date): Promise<bigint>;
  /**
   * In the withdrawal's transaction q: forfeits the member's expired bonuses and those whose terms
   * forfeit them on a withdrawal (member_bonus → house_bonus, once per grant). Answers them.
   */
  forfeitForWithdrawalIn(q: Queryable, merchantId: number, memberId: number, now: Date): Promise<GrantView[]>;
  /** Forfeits expired bonuses of any member (the platform's timer); answers how many. */
  expireDue(now: Date): Promise<number>;
  /** The merchant's game weights (the defaults under the merchant's own). */
  gameWeights(merchantId: number): Promise<Record<string, number>>;
  /** An operator sets the merchant's game weights, audited. */
  setGameWeights(merchantId: number, weights: GameWeights, operator: string): Promise<Record<string, number>>;
}

/** A programmer error: the caller broke the contract. */
function assert(cond: unknown, message: string): asserts cond {
  if (!cond) throw new Error(`rewards: ${message}`);
}

const date = (d: Date | string | null): Date | null => (d === null ? null : new Date(d));

export function toView(r: GrantRow): GrantView {
  return {
    grantId: String(r.id),
    source: r.source,
    sourceRef: r.source_ref,
    title: r.title,
    currency: r.currency,
    amount_minor: BigInt(r.amount_minor),
    wageringMultiple: r.wagering_centi / 100,
    required_minor: BigInt(r.required_minor),
    wagered_minor: BigInt(r.wagered_minor),
    status: r.status,
    forfeitReason: r.forfeit_reason,
    forfeitOnWithdrawal: r.forfeit_on_withdrawal,
    expiresAt: date(r.expires_at),
    createdAt: new Date(r.created_at),
    completedAt: date(r.completed_at),
  };
}

/** amount x multiple, rounded up, in minor units (the multiple in hundredths). */
export function requiredTurnover(amount_minor: bigint, wageringCenti: number): bigint {
  const n = amount_minor * BigInt(wageringCenti);
  return n / 100n + (n % 100n === 0n ? 0n : 1n);
}

function checkGrant(g: RewardGrant): { centi: number; weights: Record<string, number> } {
  assert(Number.isSafeInteger(g.merchantId) && g.merchantId > 0, 'bad merchant id');
  assert(Number.isSafeInteger(g.memberId) && g.memberId > 0, 'bad member id');
  assert(/^[A-Z]{3}$/.test(g.currency), `bad currency ${g.currency}`);
  assert((rewardSources as readonly string[]).includes(g.source), `bad source ${g.source}`);
  assert(typeof g.sourceRef === 'string' && g.sourceRef.length >= 1 && g.sourceRef.length <= rewardLimits.source_ref_length_max, 'bad sourceRef');
  assert(typeof g.amount_minor === 'bigint' && g.amount_minor > 0n, 'amount_minor must be a positive bigint');
  assert(Number.isFinite(g.wageringMultiple) && g.wageringMultiple >= 0, 'bad wageringMultiple');
  const centi = Math.round(g.wageringMultiple * 100);
  assert(Math.abs(centi - g.wageringMultiple * 100) < 1e-6 && centi <= rewardLimits.wagering_centi_max, 'wageringMultiple has at most 2 decimals, up to 1000');
  const title = g.title?.trim() ?? '';
  assert(title.length >= 1 && title.length <= rewardLimits.title_length_max, 'bad title');
  assert(g.expiresAt === null || (g.expiresAt instanceof Date && !Number.isNaN(g.expiresAt.getTime())), 'bad expiresAt');
  assert(g.now instanceof Date && !Number.isNaN(g.now.getTime()), 'bad now');
  const w = gameWeightsSchema.safeParse(g.gameWeights ?? {});
  assert(w.success, 'bad gameWeights');
  const weights = Object.fromEntries(gameTypes.filter((t) => w.data[t] !== undefined).map((t) => [t, w.data[t]!]));
  return { centi, weights };
}

/** sha256 of what a grant means for money; title and now are not part of it (a retry may be worded or timed otherwise). */
function grantHash(g: RewardGrant, centi: number, weights: Record<string, number>): string {
  return createHash('sha256').update(JSON.stringify([
    g.memberId, g.currency, g.amount_minor.toString(), centi, g.expiresAt?.toISOString() ?? null, weights, g.forfeitOnWithdrawal ?? false,
  ])).digest('hex');
}

export function createRewardsService(deps: RewardsDeps): RewardsService {
  const { db, clock, ledger, members, audit } = deps;

  /** Moves a forfeited bonus back to the house (key reward / forfeit:<grant>, once per grant). */
  async function postForfeit(q: Queryable, r: GrantRow, now: Date): Promise<void> {
    const merchantId = r.merchant_id;
    const memberId = Number(r.member_id);
    const bonus = await ledger.memberBonus(q, merchantId, memberId, r.currency);
    const house = await ledger.houseAccount(q, merchantId, 'house_bonus', r.currency, { memberIdForBucket: memberId });
    const amount = BigInt(r.amount_minor);
    await ledger.post(q, merchantId, {
      reason: 'reward.forfeit', reference: `grant:${r.id}`, idempotency: { source: 'reward', key: `forfeit:${r.id}` },
      lines: [{ accountId: bonus.id, amount_minor: -amount }, { accountId: house.id, amount_minor: amount }], now,
    });
  }

  async function forfeitMemberIn(q: Queryable, merchantId: number, memberId: number, withdrawal: boolean, now: Date): Promise<GrantView[]> {
    const rows = await repo.forfeitMember(q, merchantId, memberId, withdrawal, now);
    for (const r of rows) await postForfeit(q, r, now);
    return rows.map(toView);
  }

  async function gameWeights(merchantId: number): Promise<Record<string, number>> {
    return { ...defaultGameWeights, ...((await repo.settings(db, merchantId)) ?? {}) };
  }

  return {
    async grantIn(q, grant) {
      const { centi, weights } = checkGrant(grant);
      const member = await members.byId(q, grant.merchantId, grant.memberId);
      assert(member, `no member ${grant.memberId} in merchant ${grant.merchantId}`);
      if (member.type === trialType) throw new WpsError('account.not.real');
      // A member on a break gets no bonus, a retried grant neither: member.timeout / member.self.excluded.
      await deps.limits.refuseOnBreak(q, grant.merchantId, grant.memberId, grant.now);
      const paramsHash = grantHash(grant, centi, weights);
      const made = await repo.insertGrant(q, {
        merchantId: grant.merchantId, memberId: grant.memberId, currency: grant.currency, source: grant.source, sourceRef: grant.sourceRef,
        paramsHash, amount_minor: grant.amount_minor, wageringCenti: centi, required_minor: requiredTurnover(grant.amount_minor, centi),
        title: grant.title.trim(), gameWeights: weights, forfeitOnWithdrawal: grant.forfeitOnWithdrawal ?? false, expiresAt: grant.expiresAt,
        now: grant.now,
      });
      if (!made) {
        const first = await repo.grantByKey(q, grant.merchantId, grant.source, grant.sourceRef);
        assert(first, `grant ${grant.source}/${grant.sourceRef} neither inserted nor found`);
        if (first.params_hash !== paramsHash) throw new WpsError('reward.duplicate', { source: grant.source, sourceRef: grant.sourceRef });
        return { grantId: String(first.id), replayed: true };
      }
      const to = centi === 0
        ? await ledger.memberWallet(q, grant.merchantId, grant.memberId, grant.currency)
        : await ledger.memberBonus(q, grant.merchantId, grant.memberId, grant.currency);
      const house = await ledger.houseAccount(q, grant.merchantId, 'house_bonus', grant.currency, { memberIdForBucket: grant.memberId });
      await ledger.post(q, grant.merchantId, {
        reason: `reward.${grant.source}`, reference: `grant:${made.id}`, idempotency: { source: 'reward', key: `grant:${made.id}` },
        lines: [{ accountId: to.id, amount_minor: grant.amount_minor }, { accountId: house.id, amount_minor: -grant.amount_minor }],
        now: grant.now,
      });
      return { grantId: String(made.id), replayed: false };
    },

    async grantView(q, merchantId, grantId) {
      const r = await repo.grantById(q, merchantId, grantId);
      return r ? toView(r) : null;
    },

    async memberGrants(merchantId, memberId) {
      const now = clock.now();
      return db.tx(async (q) => {
        await forfeitMemberIn(q, merchantId, memberId, false, now);
        return (await repo.memberGrants(q, merchantId, memberId, rewardLimits.member_grants_max)).map(toView);
      });
    },

    async bonusPosition(q, merchantId, memberId, currency, now) {
      const bonus = await ledger.memberBonus(q, merchantId, memberId, currency);
      const forfeits = (await repo.withdrawalForfeits(q, merchantId, memberId, now)).filter((r) => r.currency === currency);
      return { bonus_minor: bonus.balance_minor, forfeitOnWithdrawal: forfeits.map(toView) };
    },

    async forfeitAmount(q, merchantId, memberId, currency, now) {
      return (await repo.withdrawalForfeits(q, merchantId, memberId, now)).filter((r) => r.currency === currency).reduce((s, r) => s + BigInt(r.amount_minor), 0n);
    },

    forfeitForWithdrawalIn: (q, merchantId, memberId, now) => forfeitMemberIn(q, merchantId, memberId, true, now),

    async expireDue(now) {
      let n = 0;
      const due = await repo.membersWithExpired(db, now, rewardLimits.expiry_batch);
      for (const d of due) {
        n += (await db.tx((q) => forfeitMemberIn(q, d.merchant_id, Number(d.member_id), false, now))).length;
      }
      return n;
    },

    gameWeights,

    async setGameWeights(merchantId, weights, operator) {
      const w = gameWeightsSchema.parse(weights);
      const now = clock.now();
      await db.tx(async (q) => {
        const before = (await repo.settings(q, merchantId)) ?? {};
        const after = Object.fromEntries(gameTypes.filter((t) => w[t] !== undefined).map((t) => [t, w[t]!]));
        await repo.saveSettings(q, merchantId, after, now);
        await audit.record(q, { at: now, operator, merchantId, action: 'rewards.weights', target: `merchant:${merchantId}`, before, after });
      });
      return gameWeights(merchantId);
    },
  };
}

import { createHmac } from 'node:crypto';
import {
  cappedReward, firstDepositReward, periodStart, turnoverTiersReached, type FirstDepositTier, type ReferralPeriod, type TurnoverTier,
} from '@/lib/activity/referral';
import { maskCustomerName } from '@/lib/games/mask';
import { merchantDay } from '@/lib/time/merchant-day';
import { minorToDecimalString, minorToWireNumber } from '@/lib/format/money';
import { WpsError } from '@/lib/wps/errors';
import type { AuditService, Clock, DepositCreditListener, MemberLimits, MembersService, Merchant } from '../../context';
import type { Db, Queryable } from '../../db';
import { invalidInput, minorField } from '../../errors';
import { isMemberType, trialMemberType } from '../members';
import type { RewardsService } from '../rewards';
import { createReferralLinksService } from './links';
import { referralRepo as repo, type ReferralRewardRow, type ReferralRow, type ReferralSettingsRow } from './repo';
import { referralLimits, type BoReferralPatch, type ReferralDetailsValue, type ReferralSettingsView } from './schema';

/**
 * Refer a friend (issue 19): the member's code and friends, and the rewards a friend's first
 * deposit and turnover pay the member, by the merchant's tiers and limits, through the rewards
 * module. Each milestone of a friend is decided once (referral_rewards' key); the friend's device,
 * address and bank cards pay for one friend only (referral_marks); agents earn nothing here.
 */

/** The friend's bank card numbers (modules/payments), in the caller's transaction. */
export interface ReferralCards {
  accountNumbersIn(q: Queryable, merchantId: number, memberId: number): Promise<string[]>;
}

export interface ReferralDeps {
  db: Db;
  clock: Clock;
  /** Pays each reward (modules/rewards) in the decision's transaction. */
  rewards: Pick<RewardsService, 'grantIn'>;
  /** The referrer must be an active member, not an agent; names of friends for their list. */
  members: MembersService;
  audit: AuditService;
  cards: ReferralCards;
  /** Keys the marks' HMAC (PLATFORM_SECRET): a stored mark never shows an address or a card number. */
  secret: string;
  /** A referrer on a time-out or self-exclusion earns nothing (modules/limits): the milestone is decided at 0. */
  limits: Pick<MemberLimits, 'activeBreak'>;
}

export interface ReferralService extends DepositCreditListener {
  /** GET /wps/referral/details: the member's code, the rules, the friends with what each earned (turnover tiers due are paid first). */
  details(merchant: Merchant, member: { memberId: number; type: number }): Promise<ReferralDetailsValue>;
  /** Pays the turnover tiers the referrer's friends have reached (the details call and the deposit hook run it). */
  settleTurnover(merchant: Merchant, referrerId: number): Promise<void>;
}

/** The operator's side: the tiers and limits, read and changed (the routes and the demo seed use it). */
export interface ReferralSettingsService {
  settings(merchant: Merchant): Promise<ReferralSettingsView>;
  /** Changes the rules (tiers replaced whole, checked), audited `referral.settings`. */
  configure(merchant: Merchant, patch: BoReferralPatch, operator: string): Promise<ReferralSettingsView>;
}

export interface ReferralSettingsDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
}

interface Settings {
  firstDeposit: FirstDepositTier[];
  turnover: TurnoverTier[];
  wageringMultiple: number;
  inviteeMax_minor: bigint;
  period: ReferralPeriod;
  periodMax_minor: bigint;
}

function settingsOf(row: ReferralSettingsRow | null): Settings {
  if (!row) return { firstDeposit: [], turnover: [], wageringMultiple: 0, inviteeMax_minor: 0n, period: 'month', periodMax_minor: 0n };
  return {
    firstDeposit: row.first_deposit_tiers.map((t) => ({ minDeposit_minor: BigInt(t.minDeposit_minor), reward_minor: BigInt(t.reward_minor) })),
    turnover: row.turnover_tiers.map((t) => ({ turnover_minor: BigInt(t.turnover_minor), reward_minor: BigInt(t.reward_minor) })),
    wageringMultiple: Number(row.wagering_multiple),
    inviteeMax_minor: BigInt(row.invitee_max_minor),
    period: row.period,
    periodMax_minor: BigInt(row.period_max_minor),
  };
}

const turnoverMilestone = (t: TurnoverTier) => `turnover:${t.turnover_minor}`;

function view(merchant: Merchant, s: Settings, row: ReferralSettingsRow | null): ReferralSettingsView {
  const d = merchant.currency.minorDigits;
  const dec = (m: bigint) => minorToDecimalString(m, d);
  return {
    enabled: merchant.menu.referral,
    currency: merchant.currency.code,
    firstDepositTiers: s.firstDeposit.map((t) => ({ minDeposit: dec(t.minDeposit_minor), reward: dec(t.reward_minor) })),
    turnoverTiers: s.turnover.map((t) => ({ turnover: dec(t.turnover_minor), reward: dec(t.reward_minor) })),
    wageringMultiple: s.wageringMultiple,
    inviteeMax: dec(s.inviteeMax_minor),
    period: s.period,
    periodMax: dec(s.periodMax_minor),
    updatedAt: row ? row.updated_at.toISOString() : null,
  };
}

export function createReferralService(deps: ReferralDeps): ReferralService {
  const { db, clock } = deps;
  const links = createReferralLinksService({ db, clock });
  const hash = (merchantId: number, kind: string, value: string) =>
    createHmac('sha256', deps.secret).update(`referral:${merchantId}:${kind}:${value}`).digest('hex').slice(0, 40);

  /**
   * Decides one milestone of a friend in q, exactly once: nothing when it was decided before or
   * the friend has no referrer; refused when the referrer is not a member in good standing (an
   * agent, a trial account, disabled) or the friend's device, address or card paid for another
   * friend; cut by the limits; else paid through the rewards module.
   */
  async function decideIn(q: Queryable, merchant: Merchant, inviteeId: number, milestone: string, amount_minor: bigint, now: Date): Promise<void> {
    if (amount_minor <= 0n) return;
    const ref = await repo.lockReferral(q, merchant.id, inviteeId);
    if (!ref) return;
    if (await repo.milestoneDecided(q, merchant.id, inviteeId, milestone)) return;
    const referrerId = Number(ref.referrer_id);
    const referrer = await deps.members.byId(q, merchant.id, referrerId);
    // Agents bring downlines through affiliate codes and are paid by their contracts, not here.
    if (!referrer || referrer.status !== 'active' || !isMemberType(referrer.type) || referrer.type === trialMemberType) return;
    await repo.lockReferrer(q, merchant.id, referrerId);
    const day = merchantDay(now, merchant.timeZone);

    const marks = [
      ...(ref.device_id ? [{ kind: 'device', hash: hash(merchant.id, 'device', ref.device_id) }] : []),
      ...(ref.register_ip ? [{ kind: 'address', hash: hash(merchant.id, 'address', ref.register_ip) }] : []),
      ...(await deps.cards.accountNumbersIn(q, merchant.id, inviteeId)).map((n) => ({ kind: 'card', hash: hash(merchant.id, 'card', n) })),
    ];
    const taken = async () => (await repo.markOwners(q, merchant.id, marks)).find((o) => Number(o.invitee_id) !== inviteeId);
    let other = await taken();
    if (!other) {
      await repo.claimMarks(q, merchant.id, inviteeId, marks, now);
      // A friend claiming the same mark at this moment: the insert waited for them; look again.
      other = await taken();
    }
    if (other) {
      await repo.insertReward(q, merchant.id, { inviteeId, milestone, referrerId, amount_minor: 0n, status: 'blocked', reason: other.kind, day }, now);
      return;
    }

    const s = settingsOf(await repo.settings(q, merchant.id));
    const capped = cappedReward(amount_minor, {
      invitee_minor: await repo.paidForInvitee(q, merchant.id, inviteeId),
      period_minor: await repo.paidToReferrerSince(q, merchant.id, referrerId, periodStart(day, s.period)),
    }, { inviteeMax_minor: s.inviteeMax_minor, periodMax_minor: s.periodMax_minor });
    // Self-exclusion and time-outs stop bonuses (modules/limits): the milestone is decided, and pays nothing.
    const onBreak = (await deps.limits.activeBreak(q, merchant.id, referrerId, now)) !== null;
    const amount = onBreak ? 0n : capped.amount_minor;
    const status = amount > 0n ? 'paid' : 'capped';
    await repo.insertReward(q, merchant.id, {
      inviteeId, milestone, referrerId, amount_minor: amount, status, reason: onBreak ? 'break' : capped.limitedBy, day,
    }, now);
    if (amount > 0n) {
      const { grantId } = await deps.rewards.grantIn(q, {
        merchantId: merchant.id, memberId: referrerId, currency: merchant.currency.code, source: 'referral',
        sourceRef: `${inviteeId}:${milestone}`, amount_minor: amount, wageringMultiple: s.wageringMultiple,
        title: milestone === 'first_deposit' ? 'Refer a friend: first deposit' : 'Refer a friend: turnover', expiresAt: null, now,
      });
      await repo.setRewardGrant(q, merchant.id, inviteeId, milestone, grantId);
    }
  }

  async function settleTurnover(merchant: Merchant, referrerId: number): Promise<void> {
    if (!merchant.menu.referral) return;
    const s = settingsOf(await repo.settings(db, merchant.id));
    if (s.turnover.length === 0) return;
    const friends = await repo.friendsOf(db, merchant.id, referrerId, referralLimits.friendsShown_max);
    const stakes = await repo.stakesSince(db, merchant.id, friends.map((f) => ({ memberId: Number(f.invitee_id), since: f.created_at })));
    const decided = new Set((await repo.rewardsOfFriends(db, merchant.id, friends.map((f) => Number(f.invitee_id)))).map((r) => `${r.invitee_id}/${r.milestone}`));
    for (const f of friends) {
      const id = Number(f.invitee_id);
      for (const tier of turnoverTiersReached(s.turnover, stakes.get(id) ?? 0n)) {
        if (decided.has(`${id}/${turnoverMilestone(tier)}`)) continue;
        await db.tx((q) => decideIn(q, merchant, id, turnoverMilestone(tier), tier.reward_minor, clock.now()));
      }
    }
  }


  return {
    async depositCreditedIn(q, merchant, d) {
      if (!merchant.menu.referral) return;
      // Only the friend's first credited deposit pays (this one is already counted in the view).
      if ((await repo.creditedDeposits(q, merchant.id, d.memberId)) !== 1) return;
      const s = settingsOf(await repo.settings(q, merchant.id));
      await decideIn(q, merchant, d.memberId, 'first_deposit', firstDepositReward(s.firstDeposit, d.credited_minor), d.now);
    },

    settleTurnover,

    async details(merchant, member) {
      if (member.type === trialMemberType) throw new WpsError('free_reject');
      if (!isMemberType(member.type)) throw new WpsError('account.not.real');
      const digits = merchant.currency.minorDigits;
      const wire = (m: bigint) => minorToWireNumber(m, digits);
      const s = settingsOf(await repo.settings(db, merchant.id));
      const rules = {
        firstDeposit: s.firstDeposit.map((t) => ({ minDeposit: wire(t.minDeposit_minor), reward: wire(t.reward_minor) })),
        turnover: s.turnover.map((t) => ({ turnover: wire(t.turnover_minor), reward: wire(t.reward_minor) })),
        wageringMultiple: s.wageringMultiple, inviteeMax: wire(s.inviteeMax_minor), period: s.period, periodMax: wire(s.periodMax_minor),
      };
      if (!merchant.menu.referral) {
        return { enabled: false, code: '', registerPath: '', rules, totals: { invited: 0, earned: 0 }, friends: [] };
      }
      await settleTurnover(merchant, member.memberId);
      const code = await links.codeFor(merchant.id, member.memberId);
      const friends: ReferralRow[] = await repo.friendsOf(db, merchant.id, member.memberId, referralLimits.friendsShown_max);
      const ids = friends.map((f) => Number(f.invitee_id));
      const rewards: ReferralRewardRow[] = await repo.rewardsOfFriends(db, merchant.id, ids);
      const names = await deps.members.usernamesByIds(db, ids.map((memberId) => ({ merchantId: merchant.id, memberId })));
      const [invited, earned] = await Promise.all([repo.countFriends(db, merchant.id, member.memberId), repo.earnedBy(db, merchant.id, member.memberId)]);
      return {
        enabled: true,
        code,
        registerPath: `/m/register?ref=${code}`,
        rules,
        totals: { invited, earned: wire(earned) },
        friends: friends.map((f) => {
          const id = Number(f.invitee_id);
          const mine = rewards.filter((r) => Number(r.invitee_id) === id);
          const sum = (pred: (r: ReferralRewardRow) => boolean) => mine.filter(pred).reduce((a, r) => a + BigInt(r.amount_minor), 0n);
          const name = names.get(`${merchant.id}:${id}`) ?? '';
          return {
            name: maskCustomerName(name),
            joinedAt: f.created_at.toISOString(),
            firstDeposit: wire(sum((r) => r.milestone === 'first_deposit')),
            turnover: wire(sum((r) => r.milestone.startsWith('turnover:'))),
            earned: wire(sum(() => true)),
            blocked: mine.some((r) => r.status === 'blocked'),
          };
        }),
      };
    },
  };
}

export function createReferralSettingsService(deps: ReferralSettingsDeps): ReferralSettingsService {
  const { db, clock } = deps;
  return {
    async settings(merchant) {
      const row = await repo.settings(db, merchant.id);
      return view(merchant, settingsOf(row), row);
    },

    async configure(merchant, patch, operator) {
      const digits = merchant.currency.minorDigits;
      const toMinor = (field: string, v: string): bigint => minorField(field, v, digits);
      return db.tx(async (q) => {
        await repo.lockSettings(q, merchant.id);
        const beforeRow = await repo.settings(q, merchant.id);
        const before = settingsOf(beforeRow);
        const next: Settings = {
          firstDeposit: patch.firstDepositTiers
            ? patch.firstDepositTiers.map((t, i) => ({ minDeposit_minor: toMinor(`firstDepositTiers.${i}.minDeposit`, t.minDeposit), reward_minor: toMinor(`firstDepositTiers.${i}.reward`, t.reward) }))
            : before.firstDeposit,
          turnover: patch.turnoverTiers
            ? patch.turnoverTiers.map((t, i) => ({ turnover_minor: toMinor(`turnoverTiers.${i}.turnover`, t.turnover), reward_minor: toMinor(`turnoverTiers.${i}.reward`, t.reward) }))
            : before.turnover,
          wageringMultiple: patch.wageringMultiple ?? before.wageringMultiple,
          inviteeMax_minor: patch.inviteeMax !== undefined ? toMinor('inviteeMax', patch.inviteeMax) : before.inviteeMax_minor,
          period: patch.period ?? before.period,
          periodMax_minor: patch.periodMax !== undefined ? toMinor('periodMax', patch.periodMax) : before.periodMax_minor,
        };
        const issues: { field: string; message: string }[] = [];
        const dupes = (xs: bigint[]) => new Set(xs.map(String)).size !== xs.length;
        if (dupes(next.firstDeposit.map((t) => t.minDeposit_minor))) issues.push({ field: 'firstDepositTiers', message: 'each minimum deposit once' });
        if (dupes(next.turnover.map((t) => t.turnover_minor))) issues.push({ field: 'turnoverTiers', message: 'each turnover once' });
        if (next.turnover.some((t) => t.turnover_minor <= 0n)) issues.push({ field: 'turnoverTiers', message: 'a turnover above 0' });
        if ([...next.firstDeposit, ...next.turnover].some((t) => t.reward_minor <= 0n)) issues.push({ field: 'tiers', message: 'every tier pays a reward above 0' });
        if (issues.length) throw invalidInput(issues);
        const now = clock.now();
        const d = (m: bigint) => String(m);
        await repo.saveSettings(q, merchant.id, {
          first_deposit_tiers: next.firstDeposit.map((t) => ({ minDeposit_minor: d(t.minDeposit_minor), reward_minor: d(t.reward_minor) })),
          turnover_tiers: next.turnover.map((t) => ({ turnover_minor: d(t.turnover_minor), reward_minor: d(t.reward_minor) })),
          wagering_multiple: String(next.wageringMultiple), invitee_max_minor: d(next.inviteeMax_minor), period: next.period,
          period_max_minor: d(next.periodMax_minor),
        }, now);
        const after = view(merchant, next, { updated_at: now } as ReferralSettingsRow);
        await deps.audit.record(q, {
          at: now, operator, merchantId: merchant.id, action: 'referral.settings', target: merchant.code,
          before: beforeRow ? { ...view(merchant, before, beforeRow), updatedAt: undefined } : null, after: { ...after, updatedAt: undefined },
        });
        return after;
      });
    },
  };
}

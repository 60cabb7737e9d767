import { WpsError } from '@/lib/wps/errors';
import { minorToDecimalString } from '@/lib/format/money';
import type { AuditService, Clock, JobDefinition, JobSummary, Member, Merchant, MembersService } from '../../context';
import type { Db, Queryable } from '../../db';
import { dayOf, dayRange, endedDays, isDay, monthOf, monthRange } from '../jobs';
import type { RewardsService } from '../rewards';
import { createVipAdmin, type VipAdmin } from './admin';
import { vipRepo as repo, type LevelRow, type ProgramRow } from './repo';
import { levelFor, progressOf, qualifyingWindows, rebateOf } from './rules';
import {
  rebateJobName, vipLimits, type LevelRule, type RankProgressValue, type VipGift, type VipGiftClaim, type VipProduct, type VipProgram,
} from './schema';

export interface VipDeps {
  db: Db;
  clock: Clock;
  /** The member's birthday and type; the VIP label follows the level (modules/members). */
  members: MembersService;
  /** Every VIP payment is a reward grant (modules/rewards): source 'vip' or 'rebate'. */
  rewards: Pick<RewardsService, 'grantIn'>;
  /** Operators' changes of the rules, audited in their transaction (modules/audit). */
  audit: AuditService;
}

export interface VipService extends VipAdmin {
  /** getPlayerRankProgress: the member's level evaluated now (an upgrade bonus due is paid with it), the benefits and the gifts. */
  rankProgress(merchant: Merchant, session: { memberId: number; type: number }): Promise<RankProgressValue>;
  /** The member claims this month's gift or this year's birthday gift of their level; vip.gift.unavailable otherwise. */
  claimGift(merchant: Merchant, session: { memberId: number; type: number }, body: VipGiftClaim): Promise<VipGift>;
  /** The daily run (modules/jobs registers it): the rebate of a merchant day, and the levels of that day's players. */
  rebateJob(): JobDefinition;
  /** One merchant day's rebate (the job's work; tests call it directly to race it). */
  payRebateDay(merchant: Merchant, day: string, heartbeat: () => Promise<void>): Promise<JobSummary>;
}

/** The merchant's time zone (IANA): its days and months are VIP's. */
export function zoneOf(merchant: Merchant): string {
  return merchant.timeZone;
}

function toRule(r: LevelRow): LevelRule {
  return {
    level: r.level, name: r.name, threshold_minor: BigInt(r.threshold_minor), upgradeBonus_minor: BigInt(r.upgrade_bonus_minor),
    monthlyGift_minor: BigInt(r.monthly_gift_minor), birthdayGift_minor: BigInt(r.birthday_gift_minor), rebateBp: r.rebate_bp as Partial<Record<VipProduct, number>>,
  };
}

function toProgram(p: ProgramRow, levels: LevelRow[]): VipProgram {
  return {
    basis: p.basis, window: p.qualifying_window, giftWagering_centi: p.gift_wagering_centi, rebateWagering_centi: p.rebate_wagering_centi,
    levels: levels.map(toRule),
  };
}

function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

export function createVipService(deps: VipDeps): VipService {
  const { db, clock, members, rewards } = deps;
  const admin = createVipAdmin({ db, clock, audit: deps.audit });

  async function programOf(q: Queryable, merchantId: number): Promise<VipProgram | null> {
    const p = await repo.program(q, merchantId);
    if (!p) return null;
    const levels = await repo.levels(q, merchantId);
    return levels.length ? toProgram(p, levels) : null;
  }

  /** VIP answers only with the merchant's switch on and a program with levels; trial accounts have no VIP. */
  async function gate(merchant: Merchant, session: { type: number }): Promise<VipProgram> {
    if (!merchant.menu.vip) throw new WpsError('module.disabled');
    if (session.type === 4) throw new WpsError('account.not.real');
    const program = await programOf(db, merchant.id);
    if (!program) throw new WpsError('module.disabled');
    return program;
  }

  /** The qualifying amount of a member at `at`: the better of the windows the program counts over. */
  async function amountAt(q: Queryable, merchant: Merchant, program: VipProgram, memberId: number, at: Date): Promise<bigint> {
    const tz = zoneOf(merchant);
    const thisMonth = monthOf(at, tz);
    const windows = qualifyingWindows(program.window, at, {
      thisStart: monthRange(thisMonth, tz).from, lastStart: monthRange(previousMonth(thisMonth), tz).from,
    });
    let best = 0n;
    for (const w of windows) {
      const amount = program.basis === 'bets'
        ? await repo.settledStakes(q, merchant.id, memberId, w.from, w.to, new Date(w.from.getTime() - vipLimits.settle_lookback_ms))
        : await repo.creditedDeposits(q, merchant.id, memberId, w.from, w.to);
      if (amount > best) best = amount;
    }
    return best;
  }

  function levelOf(program: VipProgram, amount_minor: bigint): LevelRule {
    return levelFor(program.levels, amount_minor) ?? program.levels[0]!;
  }

  /**
   * Pays one VIP payment once: the payout row first (a second payment of the key finds it, or
   * waits for the first's transaction and then finds it), then the reward grant in the same
   * transaction. Answers whether this call paid.
   */
  async function payOnce(
    q: Queryable, merchant: Merchant, memberId: number,
    p: { kind: 'upgrade' | 'monthly' | 'birthday' | 'rebate'; ref: string; level: number; amount_minor: bigint; wagering_centi: number; title: string; detail: unknown },
    now: Date,
  ): Promise<boolean> {
    if (p.amount_minor <= 0n) return false;
    if (!(await repo.insertPayout(q, merchant.id, memberId, p, now))) return false;
    await rewards.grantIn(q, {
      merchantId: merchant.id, memberId, currency: merchant.currency.code, source: p.kind === 'rebate' ? 'rebate' : 'vip',
      sourceRef: `${p.kind}:${memberId}:${p.ref}`, amount_minor: p.amount_minor, wageringMultiple: p.wagering_centi / 100,
      title: p.title, expiresAt: null, now,
    });
    return true;
  }

  /**
   * Evaluates the member's level now, in q: records it, keeps the VIP label equal to its name,
   * and pays the upgrade bonus of every level up to it not paid before (once per level, ever;
   * a member who jumps two levels gets both).
   */
  async function evaluate(q: Queryable, merchant: Merchant, program: VipProgram, member: Member, now: Date): Promise<{ level: LevelRule; amount_minor: bigint }> {
    const amount_minor = await amountAt(q, merchant, program, member.id, now);
    const level = levelOf(program, amount_minor);
    await repo.setMemberLevel(q, merchant.id, member.id, level.level, amount_minor, now);
    await members.setVipLabel(q, merchant.id, member.id, level.name, now);
    for (const l of program.levels) {
      if (l.level === 0 || l.level > level.level) continue;
      await payOnce(q, merchant, member.id, {
        kind: 'upgrade', ref: String(l.level), level: l.level, amount_minor: l.upgradeBonus_minor, wagering_centi: program.giftWagering_centi,
        title: `VIP upgrade bonus: ${l.name}`, detail: null,
      }, now);
    }
    return { level, amount_minor };
  }

  /** The gifts of the member's level now, with their state (the payouts of this month and year given). */
  function giftsOf(merchant: Merchant, member: Member, level: LevelRule, paid: Set<string>, now: Date): VipGift[] {
    const tz = zoneOf(merchant);
    const month = monthOf(now, tz);
    const year = month.slice(0, 4);
    const d = (minor: bigint) => minorToDecimalString(minor, merchant.currency.minorDigits);
    const monthly: VipGift = {
      kind: 'monthly', amount: d(level.monthlyGift_minor), period: month,
      state: level.monthlyGift_minor === 0n ? 'none' : paid.has(`monthly:${month}`) ? 'claimed' : 'claimable',
    };
    const birthdayState = (): VipGift['state'] => {
      if (level.birthdayGift_minor === 0n) return 'none';
      if (paid.has(`birthday:${year}`)) return 'claimed';
      if (!member.birthday) return 'noBirthday';
      return member.birthday.slice(5, 7) === month.slice(5, 7) ? 'claimable' : 'notYet';
    };
    return [monthly, { kind: 'birthday', amount: d(level.birthdayGift_minor), period: year, state: birthdayState() }];
  }

  async function memberOf(q: Queryable, merchant: Merchant, memberId: number): Promise<Member> {
    const m = await members.byId(q, merchant.id, memberId);
    if (!m) throw new WpsError('login.not.session');
    return m;
  }

  async function payRebateDay(merchant: Merchant, day: string, heartbeat: () => Promise<void>): Promise<JobSummary> {
    if (!merchant.menu.vip) return { vip: 'off', members: 0, paid: 0, paid_minor: '0' };
    const program = await programOf(db, merchant.id);
    if (!program) return { vip: 'no levels', members: 0, paid: 0, paid_minor: '0' };
    const tz = zoneOf(merchant);
    const { from, to } = dayRange(day, tz);
    const placedSince = new Date(from.getTime() - vipLimits.settle_lookback_ms);
    // Only the newest ended day moves levels (as of now); a rerun of an older day pays that day's
    // rebate at the level its end gave, and leaves today's levels alone.
    const latest = endedDays(clock.now(), tz, 1)[0] === day;
    let members_ = 0;
    let paid = 0;
    let paid_minor = 0n;
    const evaluated = new Set<number>();
    for (let afterId = 0; ;) {
      const ids = await repo.bettors(db, merchant.id, from, to, placedSince, afterId, vipLimits.rebate_chunk);
      if (!ids.length) break;
      const rows = await repo.turnoverByType(db, merchant.id, ids, from, to, placedSince);
      for (const id of ids) {
        members_ += 1;
        const turnover = rows.filter((r) => Number(r.member_id) === id).map((r) => ({ gameType: r.game_type, turnover_minor: BigInt(r.turnover_minor) }));
        const amount = await db.tx(async (q) => {
          const member = await members.byId(q, merchant.id, id);
          if (!member || member.type === 4) return 0n;
          const now = clock.now();
          if (latest) {
            await evaluate(q, merchant, program, member, now);
            evaluated.add(id);
          }
          const level = levelOf(program, await amountAt(q, merchant, program, id, to));
          const rebate = rebateOf(turnover, level.rebateBp);
          const detail = Object.fromEntries(Object.entries(rebate.products).map(([k, v]) => [k, { turnover_minor: String(v.turnover_minor), bp: v.bp }]));
          const done = await payOnce(q, merchant, id, {
            kind: 'rebate', ref: day, level: level.level, amount_minor: rebate.amount_minor, wagering_centi: program.rebateWagering_centi,
            title: `Daily rebate ${day}`, detail,
          }, now);
          return done ? rebate.amount_minor : 0n;
        });
        if (amount > 0n) {
          paid += 1;
          paid_minor += amount;
        }
      }
      afterId = ids[ids.length - 1]!;
      await heartbeat();
    }
    // Members above level 0 who did not play that day are evaluated too: a rolling window lowers them.
    if (latest) {
      for (let afterId = 0; ;) {
        const ids = await repo.rankedMembers(db, merchant.id, afterId, vipLimits.rebate_chunk);
        if (!ids.length) break;
        for (const id of ids.filter((x) => !evaluated.has(x))) {
          await db.tx(async (q) => {
            const member = await members.byId(q, merchant.id, id);
            if (member) await evaluate(q, merchant, program, member, clock.now());
          });
          evaluated.add(id);
        }
        afterId = ids[ids.length - 1]!;
        await heartbeat();
      }
    }
    return { members: members_, paid, paid_minor: paid_minor.toString(), levelsEvaluated: evaluated.size };
  }

  return {
    ...admin,

    async rankProgress(merchant, session) {
      const program = await gate(merchant, session);
      const now = clock.now();
      const tz = zoneOf(merchant);
      const month = monthOf(now, tz);
      return db.tx(async (q) => {
        const member = await memberOf(q, merchant, session.memberId);
        const { level, amount_minor } = await evaluate(q, merchant, program, member, now);
        const payouts = await repo.memberPayouts(q, merchant.id, member.id, month, month.slice(0, 4));
        const paid = new Set(payouts.map((p) => `${p.kind}:${p.ref}`));
        const d = (minor: bigint) => minorToDecimalString(minor, merchant.currency.minorDigits);
        const progress = progressOf(program.levels, level, amount_minor);
        const rebate = payouts.find((p) => p.kind === 'rebate');
        return {
          currency: merchant.currency.code, basis: program.basis, window: program.window, amount: d(amount_minor),
          level: level.level, levelName: level.name,
          next: progress.next ? { level: progress.next.level, name: progress.next.name, threshold: d(progress.next.threshold_minor), remaining: d(progress.remaining_minor) } : null,
          progressPercent: progress.percent,
          levels: program.levels.map((l) => ({
            level: l.level, name: l.name, threshold: d(l.threshold_minor), upgradeBonus: d(l.upgradeBonus_minor), monthlyGift: d(l.monthlyGift_minor),
            birthdayGift: d(l.birthdayGift_minor), rebateBp: l.rebateBp, upgradePaid: paid.has(`upgrade:${l.level}`),
          })),
          gifts: giftsOf(merchant, member, level, paid, now),
          lastRebate: rebate ? { day: rebate.ref, amount: d(BigInt(rebate.amount_minor)) } : null,
          giftWageringMultiple: program.giftWagering_centi / 100,
          rebateWageringMultiple: program.rebateWagering_centi / 100,
        };
      });
    },

    async claimGift(merchant, session, body) {
      const program = await gate(merchant, session);
      const now = clock.now();
      const tz = zoneOf(merchant);
      const month = monthOf(now, tz);
      return db.tx(async (q) => {
        const member = await memberOf(q, merchant, session.memberId);
        const { level } = await evaluate(q, merchant, program, member, now);
        const payouts = await repo.memberPayouts(q, merchant.id, member.id, month, month.slice(0, 4));
        const gift = giftsOf(merchant, member, level, new Set(payouts.map((p) => `${p.kind}:${p.ref}`)), now).find((g) => g.kind === body.kind)!;
        if (gift.state !== 'claimable') throw new WpsError('vip.gift.unavailable', { state: gift.state });
        const amount_minor = body.kind === 'monthly' ? level.monthlyGift_minor : level.birthdayGift_minor;
        const title = body.kind === 'monthly' ? `VIP monthly gift ${gift.period}: ${level.name}` : `VIP birthday gift ${gift.period}: ${level.name}`;
        // A second claim racing this one waits on the payout row, then finds it: vip.gift.unavailable.
        if (!(await payOnce(q, merchant, member.id, { kind: body.kind, ref: gift.period, level: level.level, amount_minor, wagering_centi: program.giftWagering_centi, title, detail: null }, now))) {
          throw new WpsError('vip.gift.unavailable', { state: 'claimed' });
        }
        return { ...gift, state: 'claimed' as const };
      });
    },

    rebateJob() {
      return {
        name: rebateJobName,
        duePeriods: (merchant, now) => (merchant.menu.vip ? endedDays(now, zoneOf(merchant), vipLimits.rebate_days_back) : []),
        acceptsPeriod: (merchant, period, now) => isDay(period) && period < dayOf(now, zoneOf(merchant)),
        run: ({ merchant, period, heartbeat }) => payRebateDay(merchant, period, heartbeat),
      };
    },

    payRebateDay,
  };
}

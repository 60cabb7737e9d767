import { decimalStringToMinor, minorToWireNumber } from '@/lib/format/money';
import {
  breakEnd, depositLimitIncreaseDelay_ms, depositLimitPeriods, merchantTimeZone, periodEnd, periodStart, type DepositLimitPeriod,
} from '@/lib/wps/member-limits';
import { WpsError } from '@/lib/wps/errors';
import type {
  BreakTake, DepositLimit, DepositLimitSet, MemberBreakValue, MemberLimitsValue, RealityCheckSet, RealityCheckValue,
} from '@/lib/wps/schemas/limits';
import type { Clock, MemberBreak, MemberLimits, MemberSessions, MembersService, Merchant, VendorBets } from '../../context';
import type { Db, Queryable } from '../../db';
import { realMemberTypes } from '../members';
import { limitsRepo as repo, type BreakRow, type DepositLimitRow } from './repo';
import { limitsLimits, type OperatorLimitsView } from './schema';

/** A member's deposits since a time as a limit counts them (modules/payments owns the deposits). */
export interface DepositTotals {
  depositedSince(q: Queryable, merchantId: number, memberId: number, since: Date): Promise<bigint>;
}

export interface LimitsDeps {
  db: Db;
  clock: Clock;
  /** The member row is the lock that orders a member's deposits, limit changes and breaks. */
  members: MembersService;
  /** A break ends every session of the member; the reality check counts from the session's start. */
  sessions: MemberSessions;
  /** A break ends the member's game sessions; the reality check reads the session's bets. */
  bets: VendorBets;
  deposits: DepositTotals;
}

/** A game page's reality check (gameRealityCheck): the member API's figures, amounts in minor units for the vendor to write in its own way. */
export interface GameRealityCheck {
  minutes: number;
  sessionStartedAt: Date;
  playedSeconds: number;
  bets: number;
  stake_minor: bigint;
  payout_minor: bigint;
}

/** The member asking: the session's member. */
export interface LimitsMember {
  memberId: number;
  type: number;
}

export interface LimitsService extends MemberLimits {
  /** GET /wps/member/limits. */
  view(m: Merchant, who: LimitsMember): Promise<MemberLimitsValue>;
  /** PUT /wps/member/limits/deposit: lower (or first) at once, higher or none after 24 hours. */
  setDepositLimit(m: Merchant, who: LimitsMember, body: DepositLimitSet): Promise<MemberLimitsValue>;
  /** POST /wps/member/limits/break: the break, every session and game session of the member ended, in one transaction. */
  takeBreak(m: Merchant, who: LimitsMember, body: BreakTake): Promise<MemberBreakValue>;
  /** PUT /wps/member/limits/realityCheck. */
  setRealityCheck(m: Merchant, who: LimitsMember, body: RealityCheckSet): Promise<MemberLimitsValue>;
  /** GET /wps/member/limits/realityCheck: the session's time and its bets' result. */
  realityCheck(m: Merchant, who: LimitsMember & { token: string }): Promise<RealityCheckValue>;
  /**
   * The same reality check for a game page that knows the member only by a game launch (the
   * house vendor's pages): the member's interval and their bets since `sessionStartedAt`, the
   * start of the login session the game was launched from, in minor units. A member who is not
   * real (a trial account) gets interval 0: play money needs no reminder. USER_NOT_EXIST when no
   * such member.
   */
  gameRealityCheck(m: Merchant, memberId: number, sessionStartedAt: Date): Promise<GameRealityCheck>;
  /** The back office's read of a member's limits and breaks (operators read, never set). */
  forOperator(m: Merchant, username: string): Promise<OperatorLimitsView>;
}

const big = (v: string | number | bigint | null): bigint | null => (v === null ? null : BigInt(v));

/** A limit row as it stands at `now`: a waiting change whose time has come has applied. */
function effective(row: DepositLimitRow | undefined, now: Date): { amount: bigint | null; pendingAmount: bigint | null; pendingFrom: Date | null } {
  if (!row) return { amount: null, pendingAmount: null, pendingFrom: null };
  const from = row.pending_from ? new Date(row.pending_from) : null;
  if (from && from.getTime() <= now.getTime()) return { amount: big(row.pending_amount_minor), pendingAmount: null, pendingFrom: null };
  return { amount: big(row.amount_minor), pendingAmount: big(row.pending_amount_minor), pendingFrom: from };
}

function breakOf(r: BreakRow): MemberBreak {
  return { kind: r.kind, endsAt: new Date(r.ends_at) };
}

function breakValue(b: MemberBreak): MemberBreakValue {
  return { kind: b.kind, endsAt: b.endsAt.toISOString() };
}

function breakRefusal(b: MemberBreak): WpsError {
  return new WpsError(b.kind === 'timeout' ? 'member.timeout' : 'member.self.excluded', breakValue(b));
}

function requireReal(who: LimitsMember): void {
  if (!(realMemberTypes as readonly number[]).includes(who.type)) throw new WpsError('account.not.real');
}

function toMinor(text: string, m: Merchant): bigint {
  let minor: bigint;
  try {
    minor = decimalStringToMinor(text.trim(), m.currency.minorDigits);
  } catch {
    throw new WpsError('amount.invalid');
  }
  if (minor <= 0n || minor > limitsLimits.depositLimit_minor_max) throw new WpsError('amount.invalid');
  return minor;
}

/**
 * The member's own limits and breaks (issue 19). Every change opens a transaction that locks the
 * member row first (members.lockMember), as a deposit does before it asks checkDeposit: one
 * member's deposits, limit changes and breaks queue on that one row and take no other lock
 * before it, so they cannot deadlock and a deposit always sees the limit and break of its moment.
 */
export function createLimitsService(d: LimitsDeps): LimitsService {
  const { db, clock } = d;
  const wire = (minor: bigint, m: Merchant) => minorToWireNumber(minor, m.currency.minorDigits);

  async function activeBreak(q: Queryable, merchantId: number, memberId: number, now: Date): Promise<MemberBreak | null> {
    const r = await repo.activeBreak(q, merchantId, memberId, now);
    return r ? breakOf(r) : null;
  }

  async function depositLimits(q: Queryable, m: Merchant, memberId: number, now: Date): Promise<DepositLimit[]> {
    const rows = await repo.depositLimits(q, m.id, memberId);
    const zone = merchantTimeZone(m);
    const out: DepositLimit[] = [];
    for (const period of depositLimitPeriods) {
      const e = effective(rows.find((r) => r.period === period), now);
      const used = await d.deposits.depositedSince(q, m.id, memberId, periodStart(now, period, zone));
      const remaining = e.amount === null ? null : (e.amount > used ? e.amount - used : 0n);
      out.push({
        period,
        amount: e.amount === null ? null : wire(e.amount, m),
        pendingAmount: e.pendingAmount === null ? null : wire(e.pendingAmount, m),
        pendingFrom: e.pendingFrom?.toISOString() ?? null,
        used: wire(used, m),
        remaining: remaining === null ? null : wire(remaining, m),
        periodEndsAt: periodEnd(now, period, zone).toISOString(),
      });
    }
    return out;
  }

  async function view(q: Queryable, m: Merchant, memberId: number, now: Date): Promise<MemberLimitsValue> {
    const b = await activeBreak(q, m.id, memberId, now);
    return {
      timeZone: merchantTimeZone(m),
      deposit: await depositLimits(q, m, memberId, now),
      break: b ? breakValue(b) : null,
      realityCheckMinutes: await repo.realityMinutes(q, m.id, memberId),
    };
  }

  async function lockMember(q: Queryable, m: Merchant, memberId: number): Promise<void> {
    if (!(await d.members.lockMember(q, m.id, memberId))) throw new WpsError('login.not.session');
  }

  async function refuseOnBreak(q: Queryable, merchantId: number, memberId: number, now: Date): Promise<void> {
    const b = await activeBreak(q, merchantId, memberId, now);
    if (b) throw breakRefusal(b);
  }

  /**
   * The time since the session began and the member's bets placed since then (an open bet counts
   * its stake with nothing paid yet): what both reality checks show.
   */
  async function realityFigures(m: Merchant, memberId: number, started: Date, minutes: number): Promise<GameRealityCheck> {
    const now = clock.now();
    const bets = await d.bets.memberBetHistory(m.id, memberId, { status: null, vendor: null }, { from: started, to: new Date(now.getTime() + 1), limit: 1, offset: 0 });
    return {
      minutes,
      sessionStartedAt: started,
      playedSeconds: Math.max(0, Math.floor((now.getTime() - started.getTime()) / 1000)),
      bets: bets.total,
      stake_minor: BigInt(bets.stake),
      payout_minor: BigInt(bets.payout),
    };
  }

  return {
    activeBreak,
    refuseOnBreak,

    async checkDeposit(q, m, memberId, amount_minor, now) {
      await refuseOnBreak(q, m.id, memberId, now);
      const rows = await repo.depositLimits(q, m.id, memberId);
      const zone = merchantTimeZone(m);
      let tightest: { period: DepositLimitPeriod; limit: bigint; remaining: bigint } | null = null;
      for (const period of depositLimitPeriods) {
        const limit = effective(rows.find((r) => r.period === period), now).amount;
        if (limit === null) continue;
        const used = await d.deposits.depositedSince(q, m.id, memberId, periodStart(now, period, zone));
        const remaining = limit > used ? limit - used : 0n;
        if (amount_minor > remaining && (!tightest || remaining < tightest.remaining)) tightest = { period, limit, remaining };
      }
      if (tightest) {
        throw new WpsError('deposit.limit.exceeded', {
          period: tightest.period, limitAmount: wire(tightest.limit, m), remainingAmount: wire(tightest.remaining, m),
        });
      }
    },

    view: (m, who) => view(db, m, who.memberId, clock.now()),

    async setDepositLimit(m, who, body) {
      requireReal(who);
      const wanted = body.amount === null || body.amount === undefined ? null : toMinor(body.amount, m);
      const now = clock.now();
      return db.tx(async (q) => {
        await lockMember(q, m, who.memberId);
        const rows = await repo.depositLimits(q, m.id, who.memberId);
        const cur = effective(rows.find((r) => r.period === body.period), now).amount;
        // A first limit, a lower one, or the same one (which drops a waiting raise) applies at once;
        // a higher one or none waits 24 hours, and the limit of now stays until then.
        const atOnce = wanted !== null && (cur === null || wanted <= cur);
        const noChange = wanted === null && cur === null;
        await repo.saveDepositLimit(q, m.id, who.memberId, atOnce || noChange
          ? { period: body.period, amount_minor: wanted, pending_amount_minor: null, pending_from: null }
          : { period: body.period, amount_minor: cur, pending_amount_minor: wanted, pending_from: new Date(now.getTime() + depositLimitIncreaseDelay_ms) },
        now);
        return view(q, m, who.memberId, now);
      });
    },

    async takeBreak(m, who, body) {
      requireReal(who);
      const now = clock.now();
      const endsAt = breakEnd(now, body);
      return db.tx(async (q) => {
        await lockMember(q, m, who.memberId);
        // A member on a break has no session to ask with; one racing its own break finds it here.
        await refuseOnBreak(q, m.id, who.memberId, now);
        await repo.insertBreak(q, m.id, who.memberId, body.kind, now, endsAt);
        // In the same transaction: every session (this one too) and every game session ends, so no
        // call and no vendor's bet is accepted once the break is committed.
        await d.sessions.revokeAllFor(q, m.id, who.memberId);
        await d.bets.endGameSessions(q, m.id, who.memberId, now);
        return breakValue({ kind: body.kind, endsAt });
      });
    },

    async setRealityCheck(m, who, body) {
      const now = clock.now();
      return db.tx(async (q) => {
        await lockMember(q, m, who.memberId);
        await repo.saveRealityMinutes(q, m.id, who.memberId, body.minutes, now);
        return view(q, m, who.memberId, now);
      });
    },

    async realityCheck(m, who) {
      const started = await d.sessions.startedAt(m.id, who.token);
      if (!started) throw new WpsError('login.not.session');
      const v = await realityFigures(m, who.memberId, started, await repo.realityMinutes(db, m.id, who.memberId));
      return {
        minutes: v.minutes,
        sessionStartedAt: started.toISOString(),
        playedSeconds: v.playedSeconds,
        bets: v.bets,
        stake: wire(v.stake_minor, m),
        payout: wire(v.payout_minor, m),
        net: wire(v.payout_minor - v.stake_minor, m),
      };
    },

    async gameRealityCheck(m, memberId, sessionStartedAt) {
      const member = await d.members.byId(db, m.id, memberId);
      if (!member) throw new WpsError('USER_NOT_EXIST');
      const real = (realMemberTypes as readonly number[]).includes(member.type);
      return realityFigures(m, memberId, sessionStartedAt, real ? await repo.realityMinutes(db, m.id, memberId) : 0);
    },

    async forOperator(m, username) {
      const member = await d.members.byUsername(db, m.id, username);
      if (!member) throw new WpsError('USER_NOT_EXIST');
      const now = clock.now();
      const [v, history] = await Promise.all([
        view(db, m, member.id, now),
        repo.breaks(db, m.id, member.id, limitsLimits.boBreaks_max),
      ]);
      return {
        merchant: m.code,
        username: member.username,
        ...v,
        breaks: history.map((r) => ({ kind: r.kind, startsAt: new Date(r.starts_at).toISOString(), endsAt: new Date(r.ends_at).toISOString() })),
      };
    },
  };
}

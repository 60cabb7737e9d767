import { addDays, dayWindow, merchantDay } from '@/lib/time/merchant-day';
import {
  currentStreak, cycleDay, nextStreak, requirementMet, signinCycle_days, signinStrip, type LastSignin, type SigninRequirement,
} from '@/lib/activity/signin';
import { minorToDecimalString, minorToWireNumber } from '@/lib/format/money';
import { WpsError } from '@/lib/wps/errors';
import type { AuditService, Clock, Merchant } from '../../context';
import type { Db, Queryable } from '../../db';
import { invalidInput, minorField } from '../../errors';
import { isMemberType, trialMemberType } from '../members';
import type { RewardsService } from '../rewards';
import { signinRepo as repo, type SigninDayRow, type SigninSettingsRow } from './repo';
import type { BoSigninPatch, SigninClaimValue, SigninSettingsView, SigninValue } from './schema';

/**
 * Daily sign-in (issue 19): once per merchant day (the merchant's time zone), a streak that a
 * missed day resets, the reward of the streak's day of the 7-day strip paid through the rewards
 * module, optionally only after a deposit or settled stakes that day. The rules are
 * lib/activity/signin.ts; this service reads the day, decides in one transaction, and pays.
 */

export interface SigninDeps {
  db: Db;
  /** The sign-in's clock: what day it is for the merchant (tests and the e2e move it). */
  clock: Clock;
  /** Pays each day's reward (modules/rewards), in the sign-in's transaction. */
  rewards: SigninRewards;
  /** Operator changes are audited in their transaction. */
  audit: AuditService;
}

/** The grant of modules/rewards that the sign-in pays through. */
export type SigninRewards = Pick<RewardsService, 'grantIn'>;

/** The member as a route hands them over. */
export interface SigninMember {
  memberId: number;
  type: number;
}

export interface SigninService {
  /** GET /wps/activity/signIn: the strip, today's state and the requirement's progress. */
  status(merchant: Merchant, member: SigninMember): Promise<SigninValue>;
  /** POST /wps/activity/signIn: signs today (once; a replay answers the same day's record). */
  signIn(merchant: Merchant, member: SigninMember): Promise<SigninClaimValue>;
}

/** The operator's side: the rules, read and changed (the routes and the demo seed use it). */
export interface SigninSettingsService {
  /** The back office's view of the merchant's sign-in rules. */
  settings(merchant: Merchant): Promise<SigninSettingsView>;
  /** Changes the rules (merged over the stored ones, checked whole), audited `signin.settings`. */
  configure(merchant: Merchant, patch: BoSigninPatch, operator: string): Promise<SigninSettingsView>;
}

export interface SigninSettingsDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
}

interface Settings {
  enabled: boolean;
  amounts_minor: bigint[];
  wageringMultiple: number;
  requirement: SigninRequirement;
  requirement_minor: bigint;
}

const off: Settings = { enabled: false, amounts_minor: Array(signinCycle_days).fill(0n), wageringMultiple: 0, requirement: 'none', requirement_minor: 0n };

function settingsOf(row: SigninSettingsRow | null): Settings {
  if (!row) return off;
  return {
    enabled: row.enabled,
    amounts_minor: row.amounts_minor.map((a) => BigInt(a)),
    wageringMultiple: Number(row.wagering_multiple),
    requirement: row.requirement,
    requirement_minor: BigInt(row.requirement_minor),
  };
}

const lastOf = (row: SigninDayRow | null): LastSignin | null => (row ? { day: row.day, streak: row.streak } : null);

/** Only real members sign in: a trial account gets the trial refusal (SPEC §6), agents are not members. */
function checkMember(member: SigninMember): void {
  if (member.type === trialMemberType) throw new WpsError('free_reject');
  if (!isMemberType(member.type)) throw new WpsError('account.not.real');
}

function view(merchant: Merchant, s: Settings, row: SigninSettingsRow | null): SigninSettingsView {
  const digits = merchant.currency.minorDigits;
  return {
    enabled: s.enabled,
    currency: merchant.currency.code,
    amounts: s.amounts_minor.map((a) => minorToDecimalString(a, digits)),
    wageringMultiple: s.wageringMultiple,
    requirement: s.requirement,
    requirementAmount: minorToDecimalString(s.requirement_minor, digits),
    updatedAt: row ? row.updated_at.toISOString() : null,
  };
}

export function createSigninService(deps: SigninDeps): SigninService {
  const { db, clock } = deps;

  /** What the member did on the day toward its requirement (deposits credited, or settled stakes). */
  async function progressOf(q: Queryable, merchant: Merchant, memberId: number, s: Settings, today: string): Promise<bigint> {
    if (s.requirement === 'none') return 0n;
    const { from, to } = dayWindow(today, merchant.timeZone);
    return s.requirement === 'deposit'
      ? repo.depositedBetween(q, merchant.id, memberId, merchant.currency.code, from, to)
      : repo.stakedBetween(q, merchant.id, memberId, from, to);
  }

  function value(merchant: Merchant, s: Settings, last: LastSignin | null, today: string, progress_minor: bigint): SigninValue {
    const digits = merchant.currency.minorDigits;
    const wire = (m: bigint) => minorToWireNumber(m, digits);
    const strip = signinStrip(last, today);
    return {
      enabled: s.enabled,
      today,
      streak: currentStreak(last, today),
      signedToday: strip.signedToday,
      days: s.enabled ? strip.days.map((state, i) => ({ day: i + 1, amount: wire(s.amounts_minor[i]!), state })) : [],
      wageringMultiple: s.wageringMultiple,
      requirement: {
        type: s.requirement,
        amount: wire(s.requirement_minor),
        progress: wire(progress_minor),
        met: requirementMet(s.requirement, s.requirement_minor, progress_minor),
      },
    };
  }


  return {
    async status(merchant, member) {
      checkMember(member);
      const today = merchantDay(clock.now(), merchant.timeZone);
      const s = settingsOf(await repo.settings(db, merchant.id));
      const last = lastOf(await repo.lastUpTo(db, merchant.id, member.memberId, today));
      const progress = s.enabled ? await progressOf(db, merchant, member.memberId, s, today) : 0n;
      return value(merchant, s, last, today, progress);
    },

    async signIn(merchant, member) {
      checkMember(member);
      const now = clock.now();
      const today = merchantDay(now, merchant.timeZone);
      return db.tx(async (q) => {
        const s = settingsOf(await repo.settings(q, merchant.id));
        if (!s.enabled) throw new WpsError('signin.disabled');
        const progress = await progressOf(q, merchant, member.memberId, s, today);
        let row = await repo.dayOf(q, merchant.id, member.memberId, today);
        if (!row) {
          // The requirement holds back a new sign-in only: a member who signed today sees it again.
          if (!requirementMet(s.requirement, s.requirement_minor, progress)) {
            throw new WpsError('signin.requirement.unmet', value(merchant, s, null, today, progress).requirement);
          }
          const before = lastOf(await repo.lastUpTo(q, merchant.id, member.memberId, addDays(today, -1)));
          const streak = nextStreak(before, today);
          const day = cycleDay(streak);
          const amount_minor = s.amounts_minor[day - 1]!;
          const inserted = await repo.insertDay(q, merchant.id, member.memberId, {
            day: today, streak, cycleDay: day, amount_minor, currency: merchant.currency.code,
          }, now);
          if (inserted && amount_minor > 0n) {
            // sourceRef names the member and the day: the rewards module pays it once, whatever
            // retries or replays come after (reward.duplicate should the amount ever differ).
            const { grantId } = await deps.rewards.grantIn(q, {
              merchantId: merchant.id, memberId: member.memberId, currency: merchant.currency.code, source: 'signin',
              sourceRef: `${member.memberId}:${today}`, amount_minor, wageringMultiple: s.wageringMultiple,
              title: `Daily sign-in, day ${day}`, expiresAt: null, now,
            });
            await repo.setGrant(q, merchant.id, member.memberId, today, grantId);
          }
          // A racing tap inserted first (this insert waited for it and found it): answer its record.
          row = inserted ?? (await repo.dayOf(q, merchant.id, member.memberId, today));
          if (!row) throw new Error('signin: the day row vanished inside its transaction');
        }
        const last = { day: row.day, streak: row.streak };
        return {
          ...value(merchant, s, last, today, progress),
          claimed: { day: row.cycle_day, amount: minorToWireNumber(BigInt(row.amount_minor), merchant.currency.minorDigits), streak: row.streak },
        };
      });
    },
  };
}

export function createSigninSettingsService(deps: SigninSettingsDeps): SigninSettingsService {
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
          enabled: patch.enabled ?? before.enabled,
          amounts_minor: patch.amounts ? patch.amounts.map((a, i) => toMinor(`amounts.${i}`, a)) : before.amounts_minor,
          wageringMultiple: patch.wageringMultiple ?? before.wageringMultiple,
          requirement: patch.requirement ?? before.requirement,
          requirement_minor: patch.requirementAmount !== undefined ? toMinor('requirementAmount', patch.requirementAmount) : before.requirement_minor,
        };
        if (next.requirement !== 'none' && next.requirement_minor <= 0n) {
          throw invalidInput([{ field: 'requirementAmount', message: 'a deposit or turnover requirement needs an amount above 0' }]);
        }
        if (next.enabled && next.amounts_minor.every((a) => a === 0n)) {
          throw invalidInput([{ field: 'amounts', message: 'sign-in on needs a reward on at least one day' }]);
        }
        const now = clock.now();
        await repo.saveSettings(q, merchant.id, next, now);
        const after = view(merchant, next, { updated_at: now } as SigninSettingsRow);
        await deps.audit.record(q, {
          at: now, operator, merchantId: merchant.id, action: 'signin.settings', target: merchant.code,
          before: beforeRow ? { ...view(merchant, before, beforeRow), updatedAt: undefined } : null, after: { ...after, updatedAt: undefined },
        });
        return after;
      });
    },
  };
}

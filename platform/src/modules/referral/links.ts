import { randomInt } from 'node:crypto';
import { referralCodeAlphabet, referralCodePattern } from '@/lib/activity/referral';
import type { Clock } from '../../context';
import type { Db, Queryable } from '../../db';
import { referralRepo as repo } from './repo';

/**
 * A member's referral code and the record of who brought whom. Registration (modules/registration)
 * asks it for the member behind a code and records the friend in the registration's transaction.
 */

export interface ReferralLinksDeps {
  db: Db;
  clock: Clock;
}

/** A friend as their registration records them: who brought them, from which address and device. */
export interface NewReferral {
  merchantId: number;
  inviteeId: number;
  referrerId: number;
  ip: string | null;
  deviceId: string | null;
  now: Date;
}

export interface ReferralLinksService {
  /** The member's code, made the first time it is asked for. */
  codeFor(merchantId: number, memberId: number): Promise<string>;
  /** The member whose code this is (any case), or null. */
  referrerByCode(q: Queryable, merchantId: number, code: string): Promise<number | null>;
  /** Records who brought the new member, in the registration's transaction (once per friend). */
  recordIn(q: Queryable, r: NewReferral): Promise<void>;
}

const codeTries = 8;

function newCode(): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += referralCodeAlphabet[randomInt(referralCodeAlphabet.length)];
  return s;
}

export function createReferralLinksService(deps: ReferralLinksDeps): ReferralLinksService {
  return {
    async codeFor(merchantId, memberId) {
      const held = await repo.codeOf(deps.db, merchantId, memberId);
      if (held) return held;
      // 32^8 codes: a clash is rare; a few tries, then a programmer's problem.
      for (let i = 0; i < codeTries; i++) {
        const made = await repo.insertCode(deps.db, merchantId, memberId, newCode(), deps.clock.now());
        if (made) return made;
        // Either the code was taken, or a racing call made the member's own: read again.
        const now = await repo.codeOf(deps.db, merchantId, memberId);
        if (now) return now;
      }
      throw new Error('referral: no free code after several tries');
    },

    async referrerByCode(q, merchantId, code) {
      const c = code.trim().toUpperCase();
      return referralCodePattern.test(c) ? repo.memberByCode(q, merchantId, c) : null;
    },

    async recordIn(q, r) {
      if (r.inviteeId === r.referrerId) return;
      await repo.insertReferral(q, r.merchantId, { inviteeId: r.inviteeId, referrerId: r.referrerId, ip: r.ip, deviceId: r.deviceId }, r.now);
    },
  };
}

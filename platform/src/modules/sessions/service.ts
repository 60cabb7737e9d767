import { createHash, randomBytes } from 'node:crypto';
import type { Clock, MemberLimits, MemberSessions, MembersService, SessionIssueOptions } from '../../context';
import type { Db, Queryable } from '../../db';
import { sessionsRepo as repo } from './repo';

const day_s = 24 * 60 * 60;

/** How long a session lives, from login, and how long it may sit unused. */
export const sessionLifetimes = {
  plain: { expiry_s: day_s, idle_s: 2 * 60 * 60 },
  remember: { expiry_s: 30 * day_s, idle_s: 30 * day_s },
} as const;

/** last_seen_at moves at most this often: a member's every call must not be a write. */
export const touchGranularity_ms = 60_000;

const token_bytes = 32;
/** 32 bytes in base64url, no padding. Anything else is not one of our tokens. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

export interface SessionsDeps {
  db: Db;
  clock: Clock;
  /** A session ends as soon as its member is disabled: every lookup reads the member. */
  members: Pick<MembersService, 'byId'>;
  /**
   * No session opens while its member is on a time-out or self-exclusion (modules/limits): issue
   * is the one door of every login (password, SMS, one-click, after a reset or a registration).
   */
  limits: Pick<MemberLimits, 'refuseOnBreak'>;
}

/** The sessions service is the MemberSessions of context.ts: every route's lookup goes through it. */
export type SessionService = MemberSessions;

/** Ended sessions are kept a day (for support questions), then purged in batches. */
export const sessionPurgeAfter_ms = 24 * 60 * 60_000;
const sessionPurgeBatch = 5_000;

/**
 * Member sessions: opaque 256-bit tokens, handed out once and stored only as their sha256.
 * A session ends at its expiry, after its idle timeout without a call, when revoked (logout,
 * password change), or as soon as its member is disabled.
 */
export function createSessionService(deps: SessionsDeps): SessionService {
  const { db, clock } = deps;
  return {
    /** Deletes sessions that ended more than a day ago (main.ts calls it hourly); answers how many. */
    async purgeEnded(): Promise<number> {
      const before = new Date(clock.now().getTime() - sessionPurgeAfter_ms);
      return repo.purgeEnded(db, before, sessionPurgeBatch);
    },

    async issue(q: Queryable, merchantId: number, memberId: number, opts: SessionIssueOptions): Promise<{ token: string; expiresAt: Date }> {
      await deps.limits.refuseOnBreak(q, merchantId, memberId, clock.now());
      const token = randomBytes(token_bytes).toString('base64url');
      const life = opts.remember ? sessionLifetimes.remember : sessionLifetimes.plain;
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + life.expiry_s * 1000);
      const ip = opts.ip.slice(0, 64) || null;
      const device = opts.device.slice(0, 256) || null;
      const userAgent = opts.userAgent?.slice(0, 512) || null;
      const country = opts.country?.slice(0, 2) || null;
      await repo.insert(q, {
        tokenHash: hashSessionToken(token), merchantId, memberId, createdAt: now, expiresAt, idleTimeout_s: life.idle_s,
        ip, country, device, userAgent, remember: opts.remember,
      });
      // The login history row goes in with the session, in the caller's transaction (a login that
      // rolls back leaves neither). It outlives the session: sessions are purged a day after they end.
      await repo.insertLogin(q, { merchantId, memberId, at: now, ip, country, device, userAgent });
      // Asked again after the insert: the new row's key share on the member row waits while a break
      // is being taken (it locks that row), so a login racing a break sees it here, and its session,
      // which the break's revocation could not see yet, ends before anyone holds it.
      try {
        await deps.limits.refuseOnBreak(q, merchantId, memberId, clock.now());
      } catch (e) {
        await repo.revoke(q, merchantId, hashSessionToken(token), clock.now());
        throw e;
      }
      return { token, expiresAt };
    },

    async byToken(merchantId: number, token: string): Promise<{ memberId: number; type: number } | null> {
      if (!tokenPattern.test(token)) return null;
      const hash = hashSessionToken(token);
      const s = await repo.byHash(db, merchantId, hash);
      if (!s || s.revoked_at !== null) return null;
      const now_ms = clock.now().getTime();
      if (new Date(s.expires_at).getTime() <= now_ms) return null;
      const lastSeen_ms = new Date(s.last_seen_at).getTime();
      if (lastSeen_ms + s.idle_timeout_s * 1000 <= now_ms) return null;
      const member = await deps.members.byId(db, merchantId, Number(s.member_id));
      if (!member || member.status !== 'active') return null;
      if (now_ms - lastSeen_ms >= touchGranularity_ms) await repo.touch(db, hash, new Date(now_ms));
      return { memberId: member.id, type: member.type };
    },

    async startedAt(merchantId: number, token: string): Promise<Date | null> {
      if (!tokenPattern.test(token)) return null;
      const s = await repo.byHash(db, merchantId, hashSessionToken(token));
      return s && s.revoked_at === null ? new Date(s.created_at) : null;
    },

    async revoke(merchantId: number, token: string): Promise<void> {
      if (!tokenPattern.test(token)) return;
      await repo.revoke(db, merchantId, hashSessionToken(token), clock.now());
    },

    revokeAllFor(q: Queryable, merchantId: number, memberId: number, exceptToken?: string): Promise<number> {
      const except = exceptToken !== undefined ? hashSessionToken(exceptToken) : null;
      return repo.revokeAllFor(q, merchantId, memberId, except, clock.now());
    },
  };
}

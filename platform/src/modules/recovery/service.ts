import { createHash, randomBytes } from 'node:crypto';
import { validateEmail } from '@/lib/validation';
import { WpsError } from '@/lib/wps/errors';
import type { LoginValue } from '@/lib/wps/schemas/session';
import type { Clock, Member, MemberSessions, MembersService, Merchant, Outbox, VerificationChecks } from '../../context';
import type { Db, Queryable } from '../../db';
import { realMemberTypes } from '../members';
import { passwordRuleError } from '../members';
import { smsTarget } from '../verification';
import { resetMail } from './mail';
import { resetLink } from './origin';
import { passwordResetsRepo as repo } from './repo';
import {
  resetLinkLimits, resetTokenPattern, type PasswordEmailRequest, type PasswordResetRequest, type PasswordSmsRequest,
} from './schema';

/** What forgot password needs of the platform; routes.ts builds it from Deps. */
export interface RecoveryDeps {
  members: MembersService;
  db: Db;
  clock: Clock;
  sessions: MemberSessions;
  outbox: Outbox;
  verification: VerificationChecks;
}

/** Where a reset that logs the member in comes from (the new session records it). */
export interface ResetOrigin {
  merchant: Merchant;
  ip: string;
  device: string;
  /** For the login history of the session a reset opens. */
  userAgent?: string | null;
  country?: string | null;
  /** A session token the client still presented: the reset replaces it, as a login does. */
  presentedToken: string | undefined;
}

const realTypes: ReadonlySet<number> = new Set(realMemberTypes);

/** Forgot password is for real members (types 0, 1, 2) whose account is active. */
function canReset(m: Member | null): m is Member {
  return m !== null && m.status === 'active' && realTypes.has(m.type);
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Forgot password by e-mail link or SMS code (SPEC §2, §7). */
export interface RecoveryService {
  /** Sends a reset link when username and e-mail match an active real member; whether one was sent (the route answers success either way). */
  requestResetEmail(a: { merchant: Merchant; body: PasswordEmailRequest; ip: string; origin: string }): Promise<boolean>;
  /** Whether a reset link can still be followed. */
  resetLinkValid(merchantId: number, token: string | undefined): Promise<boolean>;
  /** Follows a reset link: new password, sessions ended, logged in anew. */
  resetWithToken(o: ResetOrigin, body: PasswordResetRequest): Promise<LoginValue>;
  /** Resets by phone with an SMS code (purpose reset), then logs in anew. */
  resetBySms(o: ResetOrigin, body: PasswordSmsRequest): Promise<LoginValue>;
}

export function createRecoveryService(deps: RecoveryDeps): RecoveryService {
  /**
   * Forgot by e-mail (SPEC §2, §7). When username and e-mail belong to an active real member,
   * ends the member's unused links, stores a new one (only the token's sha256) and enqueues the
   * e-mail in the same transaction; the outbox sends it after commit. Answers whether a link
   * was sent, for tests and logs only: the route answers success either way, since no call may
   * tell whether a username exists.
   */
  async function requestResetEmail(
    a: { merchant: Merchant; body: PasswordEmailRequest; ip: string; origin: string },
  ): Promise<boolean> {
    if (validateEmail(a.body.email) !== null) throw new WpsError('email.format.invalid');
    const found = await deps.members.byUsername(deps.db, a.merchant.id, a.body.username);
    if (!canReset(found) || found.email === null || !sameEmail(found.email, a.body.email)) return false;

    const token = randomBytes(resetLinkLimits.token_bytes).toString('base64url');
    const now = deps.clock.now();
    const sent = await deps.db.tx(async (q) => {
      // The member row lock orders two requests of one member: the later one's link is the live one.
      const member = await deps.members.lockMember(q, a.merchant.id, found.id);
      if (!canReset(member) || member.email === null) return false;
      await repo.endUnused(q, a.merchant.id, member.id, now);
      await repo.deleteExpired(q, a.merchant.id, member.id, new Date(now.getTime() - resetLinkLimits.keepExpired_ms));
      await repo.insert(q, {
        merchantId: a.merchant.id, memberId: member.id, tokenHash: hashResetToken(token),
        expiresAt: new Date(now.getTime() + resetLinkLimits.validFor_ms), createdAt: now, ip: a.ip.slice(0, 64) || null,
      });
      const mail = resetMail(a.merchant.defaultLanguage, {
        merchantName: a.merchant.name, username: member.username, link: resetLink(a.origin, token),
        validFor_min: resetLinkLimits.validFor_ms / 60_000,
      });
      await deps.outbox.enqueue(q, {
        merchantId: a.merchant.id, channel: 'email', recipient: member.email, subject: mail.subject, body: mail.body,
        purpose: 'email.password.reset',
      });
      return true;
    });
    if (sent) deps.outbox.dispatchSoon();
    return sent;
  }

  /** Whether a reset link can still be followed: known, unused, not expired, its member still eligible. */
  async function resetLinkValid(merchantId: number, token: string | undefined): Promise<boolean> {
    const t = token?.trim() ?? '';
    if (!resetTokenPattern.test(t)) return false;
    const row = await repo.byHash(deps.db, merchantId, hashResetToken(t));
    if (!row || row.used_at !== null || new Date(row.expires_at).getTime() <= deps.clock.now().getTime()) return false;
    return canReset(await deps.members.byId(deps.db, merchantId, Number(row.member_id)));
  }

  /**
   * Sets the new password, ends the member's sessions and unused reset links, and opens a new
   * session: the value of a login. Runs inside the caller's transaction with the member locked.
   */
  async function setPasswordAndLogIn(q: Queryable, o: ResetOrigin, member: Member, newPassword: string): Promise<LoginValue> {
    const now = deps.clock.now();
    await deps.members.changePassword(q, o.merchant.id, member.id, newPassword, now);
    await repo.endUnused(q, o.merchant.id, member.id, now);
    await deps.sessions.revokeAllFor(q, o.merchant.id, member.id);
    const { token } = await deps.sessions.issue(q, o.merchant.id, member.id, {
      ip: o.ip, device: o.device, remember: false, userAgent: o.userAgent ?? null, country: o.country ?? null,
    });
    // changePassword ended first-time login along with the old password.
    return { token, id: member.id, userName: member.username, type: member.type, firstTimeLogin: false };
  }

  async function endPresentedSession(o: ResetOrigin): Promise<void> {
    if (o.presentedToken) await deps.sessions.revoke(o.merchant.id, o.presentedToken);
  }

  /** Checks run before anything is consumed, so a typo in the password does not spend a link or a code. */
  function checkNewPassword(merchant: Merchant, newPassword: string, confirmation: string | undefined): void {
    if (confirmation !== undefined && confirmation !== newPassword) throw new WpsError('password.confirm.mismatch');
    if (passwordRuleError(merchant, newPassword)) throw new WpsError('password.format.invalid');
  }

  /**
   * Following the e-mailed link: the new password under the merchant's password rule, then the
   * token, once. An unknown, used, replaced or expired token all answer reset.token.invalid.
   * Success ends every session of the member and logs them in anew.
   */
  async function resetWithToken(o: ResetOrigin, body: PasswordResetRequest): Promise<LoginValue> {
    checkNewPassword(o.merchant, body.newPassword, body.confirmNewPassword);
    if (!resetTokenPattern.test(body.token)) throw new WpsError('reset.token.invalid');
    const value = await deps.db.tx(async (q) => {
      const row = await repo.lockByHash(q, o.merchant.id, hashResetToken(body.token));
      if (!row || row.used_at !== null || new Date(row.expires_at).getTime() <= deps.clock.now().getTime()) {
        throw new WpsError('reset.token.invalid');
      }
      const member = await deps.members.lockMember(q, o.merchant.id, Number(row.member_id));
      if (!canReset(member)) throw new WpsError('reset.token.invalid');
      return setPasswordAndLogIn(q, o, member, body.newPassword);
    });
    await endPresentedSession(o);
    return value;
  }

  /**
   * Forgot by phone (SPEC §2, §5, §7): the SMS code sent for purpose reset, then the member of
   * that number. A wrong code and a number without an eligible member answer the same
   * verification.code.invalid, so the call never tells whether a number is registered.
   */
  async function resetBySms(o: ResetOrigin, body: PasswordSmsRequest): Promise<LoginValue> {
    checkNewPassword(o.merchant, body.newPassword, body.confirmNewPassword);
    const number = { countryDialingCode: body.countryDialingCode, mobileNum: body.mobileNum };
    if (!smsTarget(number)) throw new WpsError('mobile.invalid');
    if (!(await deps.verification.checkSmsCode(o.merchant.id, number, 'reset', body.verificationCode))) {
      throw new WpsError('verification.code.invalid');
    }
    const found = await deps.members.byMobile(deps.db, o.merchant.id, number.countryDialingCode, number.mobileNum);
    if (!canReset(found)) throw new WpsError('verification.code.invalid');
    const value = await deps.db.tx(async (q) => {
      const member = await deps.members.lockMember(q, o.merchant.id, found.id);
      if (!canReset(member)) throw new WpsError('verification.code.invalid');
      return setPasswordAndLogIn(q, o, member, body.newPassword);
    });
    await endPresentedSession(o);
    return value;
  }

  return { requestResetEmail, resetLinkValid, resetWithToken, resetBySms };
}

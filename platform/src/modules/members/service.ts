import { validateField } from '@/lib/validation';
import { WpsError } from '@/lib/wps/errors';
import type { MemberInfoValue, PasswordChangeRequest } from '@/lib/wps/schemas/session';
import type { AuditService, Clock, Member, MembersService, MemberSessions, MemberView, Merchant } from '../../context';
import type { Db, Queryable } from '../../db';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password';
import { membersRepo as repo, type MemberRow } from './repo';
import { isMemberType, memberProfileSchema, newMemberSchema, type BoMemberPatch, type MemberStatus, type NewMember } from './schema';

export { hashPassword, verifyPassword, parsePasswordHash, defaultScryptParams } from './password';
export type { Member, MemberView } from '../../context';

function toMember(r: MemberRow): Member {
  const profile = memberProfileSchema.safeParse(r.profile ?? {});
  return {
    merchantId: r.merchant_id,
    id: Number(r.id),
    username: r.username,
    type: r.type,
    status: r.status,
    firstTimeLogin: r.first_time_login,
    nickname: r.nickname,
    email: r.email,
    mobileNum: r.mobile_num,
    countryDialingCode: r.country_dialing_code,
    payeeName: r.payee_name,
    birthday: r.birthday,
    vipLabel: r.vip_label,
    parentAgentId: r.parent_agent_id === null ? null : Number(r.parent_agent_id),
    hasPaymentPassword: r.payment_password_hash !== null,
    registerMethod: r.register_method,
    registerUrl: r.register_url,
    registerDomain: r.register_domain,
    registerIp: r.register_ip,
    registerDevice: r.register_device,
    profile: profile.success ? profile.data : {},
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
}

/** '+86' and '86' name the same country: stored and looked up without the plus. */
const normaliseDialingCode = (c: string | null | undefined) => (c ?? '').trim().replace(/^\+/, '');

/**
 * A new member. Throws user.exists when the username (any case) or the mobile number with its
 * dialing code is taken in this merchant, also when another request takes it first (the
 * unique indexes have the last word: the insert skips on conflict, leaving a transaction usable).
 */
export async function createMember(q: Queryable, merchantId: number, input: NewMember, now: Date = new Date()): Promise<Member> {
  const parsed = newMemberSchema.safeParse(input);
  if (!parsed.success) throw new WpsError('request.invalid', { fields: parsed.error.issues.map((i) => i.path.join('.')) });
  const m = parsed.data;
  if (await repo.usernameTaken(q, merchantId, m.username)) throw new WpsError('user.exists');
  const mobileNum = m.mobileNum ?? null;
  const dialing = mobileNum === null ? (m.countryDialingCode ?? null) : normaliseDialingCode(m.countryDialingCode);
  if (mobileNum !== null && (await repo.mobileTaken(q, merchantId, dialing ?? '', mobileNum))) throw new WpsError('user.exists');
  const passwordHash = await hashPassword(m.password);
  const paymentPasswordHash = m.paymentPassword ? await hashPassword(m.paymentPassword) : null;
  const profile = Object.fromEntries(Object.entries(m.profile).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
  const row = await repo.insert(q, merchantId, {
    username: m.username,
    passwordHash,
    paymentPasswordHash,
    mobileNum,
    countryDialingCode: dialing || null,
    email: m.email ?? null,
    nickname: m.nickname ?? null,
    payeeName: m.payeeName ?? null,
    birthday: m.birthday ?? null,
    type: m.type,
    vipLabel: m.vipLabel ?? null,
    parentAgentId: m.parentAgentId ?? null,
    firstTimeLogin: m.firstTimeLogin,
    registerMethod: m.registerMethod ?? null,
    registerUrl: m.registerUrl ?? null,
    registerDomain: m.registerDomain ?? null,
    registerIp: m.registerIp ?? null,
    registerDevice: m.registerDevice ?? null,
    profile,
  }, now);
  if (!row) throw new WpsError('user.exists');
  return toMember(row);
}

export async function byId(q: Queryable, merchantId: number, id: number): Promise<Member | null> {
  const r = await repo.byId(q, merchantId, id);
  return r ? toMember(r) : null;
}

/**
 * Usernames keyed `${merchantId}:${memberId}` of the members given, in one query whatever their
 * number (the back office's payment lists name a page of members at once); unknown ones are absent.
 */
export async function usernamesByIds(q: Queryable, keys: { merchantId: number; memberId: number }[]): Promise<Map<string, string>> {
  const unique = [...new Map(keys.map((k) => [`${k.merchantId}:${k.memberId}`, k])).values()];
  if (unique.length === 0) return new Map();
  const rows = await repo.usernamesByIds(q, unique.map((k) => k.merchantId), unique.map((k) => k.memberId));
  return new Map(rows.map((r) => [`${r.merchant_id}:${Number(r.id)}`, r.username]));
}

export async function byUsername(q: Queryable, merchantId: number, username: string): Promise<Member | null> {
  const r = await repo.byUsername(q, merchantId, username.trim());
  return r ? toMember(r) : null;
}

export async function byMobile(q: Queryable, merchantId: number, countryDialingCode: string, mobileNum: string): Promise<Member | null> {
  const r = await repo.byMobile(q, merchantId, normaliseDialingCode(countryDialingCode), mobileNum.trim());
  return r ? toMember(r) : null;
}

export function usernameTaken(q: Queryable, merchantId: number, username: string): Promise<boolean> {
  return repo.usernameTaken(q, merchantId, username.trim());
}

/**
 * The member whose username and password these are, or null, whatever the reason (unknown
 * username or wrong password). Both paths cost one scrypt, so timing does not tell them apart.
 * Status and type are the caller's to judge: it answers them all the same.
 */
export async function authenticate(q: Queryable, merchantId: number, username: string, password: string): Promise<Member | null> {
  const r = await repo.byUsername(q, merchantId, username.trim());
  if (!r) return verifyAgainstNothing(password).then(() => null);
  return (await verifyPassword(password, r.password_hash)) ? toMember(r) : null;
}

/** True when password is the member's login password. */
export async function checkPassword(q: Queryable, merchantId: number, memberId: number, password: string): Promise<boolean> {
  const r = await repo.byId(q, merchantId, memberId);
  if (!r) return verifyAgainstNothing(password);
  return verifyPassword(password, r.password_hash);
}

/** Sets a new login password (first-time login is over with it). */
export async function changePassword(q: Queryable, merchantId: number, memberId: number, newPassword: string, now: Date = new Date()): Promise<void> {
  const hash = await hashPassword(newPassword);
  if ((await repo.setPasswordHash(q, merchantId, memberId, hash, now)) !== 1) throw new WpsError('USER_NOT_EXIST');
}

export async function setStatus(q: Queryable, merchantId: number, memberId: number, status: MemberStatus, now: Date = new Date()): Promise<void> {
  if ((await repo.setStatus(q, merchantId, memberId, status, now)) !== 1) throw new WpsError('USER_NOT_EXIST');
}

export async function setType(q: Queryable, merchantId: number, memberId: number, type: number, now: Date = new Date()): Promise<void> {
  if ((await repo.setType(q, merchantId, memberId, type, now)) !== 1) throw new WpsError('USER_NOT_EXIST');
}

/** The member's payment password hash (withdrawals); null when none is set. */
export function paymentPasswordHash(q: Queryable, merchantId: number, memberId: number): Promise<string | null> {
  return repo.paymentPasswordHash(q, merchantId, memberId);
}

/** Sets the payment password hash; with onlyIfUnset, only when there is none yet (answers false otherwise). */
export function setPaymentPasswordHash(q: Queryable, merchantId: number, memberId: number, hash: string, onlyIfUnset: boolean, now: Date): Promise<boolean> {
  return repo.setPaymentPasswordHash(q, merchantId, memberId, hash, onlyIfUnset, now);
}

/** Names the member's payee when none is set yet (the first bank card names it). */
export function setPayeeNameIfUnset(q: Queryable, merchantId: number, memberId: number, payeeName: string, now: Date): Promise<void> {
  return repo.setPayeeNameIfUnset(q, merchantId, memberId, payeeName, now);
}

/** Locks the member for the rest of the transaction and answers it as it is now. */
export async function lockMember(q: Queryable, merchantId: number, memberId: number): Promise<Member | null> {
  const r = await repo.lockById(q, merchantId, memberId);
  return r ? toMember(r) : null;
}

export const memberListMax = 500;

export async function searchMembers(q: Queryable, filter: { merchantId?: number; text?: string; limit?: number }): Promise<Member[]> {
  const limit = Math.min(Math.max(filter.limit ?? 50, 1), memberListMax);
  const rows = await repo.search(q, filter.merchantId ?? null, filter.text?.trim() || null, limit);
  return rows.map(toMember);
}

/** `138****5678`: the first 3 and last 4 digits of a long number, the last 2 of a short one. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  if (mobile.length >= 8) return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 7)}${mobile.slice(-4)}`;
  if (mobile.length <= 2) return '*'.repeat(mobile.length);
  return `${'*'.repeat(mobile.length - 2)}${mobile.slice(-2)}`;
}

/** `ab***@example.com`: the first 2 characters of the local part (1 of a short one), the domain whole. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const keep = local.length > 3 ? 2 : 1;
  return `${local.slice(0, keep)}***${email.slice(at)}`;
}

/** GET /wps/member/info: the member as the screens show it, mobile number and e-mail masked. */
export function memberInfoValue(m: Member): MemberInfoValue {
  return {
    id: m.id,
    account: m.username,
    userName: m.username,
    nickname: m.nickname,
    type: m.type,
    clubLabel: { labelName: m.vipLabel ?? '' },
    firstTimeLogin: m.firstTimeLogin,
    mobileNum: maskMobile(m.mobileNum),
    email: maskEmail(m.email),
    countryDialingCode: m.countryDialingCode ? `+${m.countryDialingCode}` : null,
  };
}

/** The merchant's password rule (register settings), applied even where the field is switched off. */
export function passwordRuleError(merchant: Merchant, password: string): boolean {
  return validateField('password', password, { ...merchant.register.password, enabled: true, required: true }) !== null;
}

/**
 * A member changes their own password (SPEC §5, "Change password"). Checks run cheapest
 * first and nothing changes unless all pass: confirmation, new differs from old
 * (modify.new.old.same), the merchant's password rule, then the old password. Success ends
 * the member's other sessions; the one that made the change stays.
 */
async function changeOwnPassword(
  { db, sessions }: MembersDeps,
  a: { merchant: Merchant; memberId: number; token: string; body: PasswordChangeRequest; now: Date },
): Promise<void> {
  const { oldPassword, newPassword, confirmNewPassword } = a.body;
  if (newPassword !== confirmNewPassword) throw new WpsError('password.confirm.mismatch');
  if (newPassword === oldPassword) throw new WpsError('modify.new.old.same');
  if (passwordRuleError(a.merchant, newPassword)) throw new WpsError('password.format.invalid');
  if (!(await checkPassword(db, a.merchant.id, a.memberId, oldPassword))) throw new WpsError('password.old.invalid');
  const hash = await hashPassword(newPassword);
  await db.tx(async (q) => {
    if ((await repo.setPasswordHash(q, a.merchant.id, a.memberId, hash, a.now)) !== 1) throw new WpsError('login.not.session');
    await sessions.revokeAllFor(q, a.merchant.id, a.memberId, a.token);
  });
}

export function memberView(m: Member, merchantCode: string): MemberView {
  return {
    merchant: merchantCode,
    id: m.id,
    username: m.username,
    type: m.type,
    status: m.status,
    nickname: m.nickname,
    mobileNum: m.mobileNum,
    countryDialingCode: m.countryDialingCode ? `+${m.countryDialingCode}` : null,
    email: m.email,
    vipLabel: m.vipLabel,
    parentAgentId: m.parentAgentId,
    firstTimeLogin: m.firstTimeLogin,
    registerMethod: m.registerMethod,
    registerDomain: m.registerDomain,
    registerIp: m.registerIp,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

/**
 * An operator sets a member's status or type: one transaction with its audit row. Disabling
 * also ends the member's sessions, so enabling again does not bring old ones back.
 */
async function updateMemberByOperator(
  { db, sessions, audit }: MembersDeps,
  a: { merchant: Merchant; username: string; patch: BoMemberPatch; operator: string; now: Date },
): Promise<MemberView> {
  return db.tx(async (q) => {
    const found = await repo.byUsername(q, a.merchant.id, a.username.trim());
    if (!found) throw new WpsError('USER_NOT_EXIST');
    const before = await lockMember(q, a.merchant.id, Number(found.id));
    if (!before) throw new WpsError('USER_NOT_EXIST');
    if (a.patch.status !== undefined && a.patch.status !== before.status) {
      await setStatus(q, a.merchant.id, before.id, a.patch.status, a.now);
      if (a.patch.status === 'disabled') await sessions.revokeAllFor(q, a.merchant.id, before.id);
    }
    if (a.patch.type !== undefined && a.patch.type !== before.type) await setType(q, a.merchant.id, before.id, a.patch.type, a.now);
    if (a.patch.parent !== undefined) {
      // An operator places a member under an agent (or takes it out of every team); the agent
      // tree's trigger moves the member's subtree along in this transaction and refuses a cycle.
      const parent = a.patch.parent === null ? null : await repo.byUsername(q, a.merchant.id, a.patch.parent);
      if (a.patch.parent !== null && (!parent || isMemberType(parent.type) || Number(parent.id) === before.id)) {
        throw new WpsError('request.invalid', { fields: ['parent'] });
      }
      const parentId = parent ? Number(parent.id) : null;
      if (parentId !== before.parentAgentId) {
        try {
          await q.query('SAVEPOINT member_parent');
          await repo.setParentAgent(q, a.merchant.id, before.id, parentId, a.now);
          await q.query('RELEASE SAVEPOINT member_parent');
        } catch (e) {
          await q.query('ROLLBACK TO SAVEPOINT member_parent');
          if (/cycle/.test(String((e as Error).message))) throw new WpsError('request.invalid', { fields: ['parent'] });
          throw e;
        }
      }
    }
    const after = (await byId(q, a.merchant.id, before.id))!;
    await audit.record(q, {
      at: a.now, operator: a.operator, merchantId: a.merchant.id, action: 'member.update', target: `member:${before.username}`,
      // The parent is recorded when the operator set one, so the records of status and type changes keep their shape.
      before: { status: before.status, type: before.type, ...(a.patch.parent !== undefined ? { parentAgentId: before.parentAgentId } : {}) },
      after: { status: after.status, type: after.type, ...(a.patch.parent !== undefined ? { parentAgentId: after.parentAgentId } : {}) },
    });
    return memberView(after, a.merchant.code);
  });
}

export interface MembersDeps {
  db: Db;
  clock: Clock;
  /** Ends a member's sessions on a password change or when an operator disables them. */
  sessions: Pick<MemberSessions, 'revokeAllFor'>;
  audit: AuditService;
}

/**
 * The members service: MembersService of context.ts, built once in createDeps. Methods taking q
 * join the caller's transaction; a missing `now` is the clock's.
 */
export function createMembersService(deps: MembersDeps): MembersService {
  const { db, clock } = deps;
  return {
    byId, byUsername, byMobile, usernameTaken, usernamesByIds, authenticate, lockMember,
    paymentPasswordHash, setPaymentPasswordHash, setPayeeNameIfUnset,
    setVipLabel: (q, merchantId, memberId, label, now) => repo.setVipLabel(q, merchantId, memberId, label, now),
    createMember: (q, merchantId, input, now = clock.now()) => createMember(q, merchantId, input, now),
    changePassword: (q, merchantId, memberId, newPassword, now = clock.now()) => changePassword(q, merchantId, memberId, newPassword, now),
    setStatus: (q, merchantId, memberId, status, now = clock.now()) => setStatus(q, merchantId, memberId, status, now),
    search: (filter) => searchMembers(db, filter),
    changeOwnPassword: (a) => changeOwnPassword(deps, a),
    updateByOperator: (a) => updateMemberByOperator(deps, a),
  };
}

import { randomInt } from 'node:crypto';
import {
  charCount, effectiveSetting, normaliseFieldValue, validateField, validateRegistration,
  type FieldError, type RegisterMethod, type ValidationKey,
} from '@/lib/validation';
import { WpsError } from '@/lib/wps/errors';
import { registerSettingsWithModules } from '@/lib/wps/modules';
import type { RegisterFieldName } from '@/lib/wps/schemas/system';
import type { AgentLinkRegistrar, Clock, Member, MemberSessions, MembersService, Merchant, VerificationChecks } from '../../context';
import type { Db, Queryable } from '../../db';
import { isMemberType, trialMemberType, type MemberProfile } from '../members';
import { normaliseHost } from '../merchants';
import { affiliateRepo } from './repo';
import {
  affiliateCodePattern, countryDialingCodePattern, fieldErrorCodes, generatedUsernameTries, registerAgeLimit,
  type LoginValue, type RegisterRequest,
} from './schema';

/** A refused field: its SPEC §8 code, and the field (and rule) in the value so the form focuses it. */
export function fieldError(field: RegisterFieldName | 'countryDialingCode', key?: ValidationKey): WpsError {
  const code = field === 'countryDialingCode' ? 'mobile.invalid' : fieldErrorCodes[field];
  return new WpsError(code, key ? { field, key } : { field });
}

// ---------------------------------------------------------------------------------------
// Affiliate codes

export interface Affiliate {
  /** The code as the agent holds it (codes match in any case). */
  code: string;
  agentMemberId: number;
}

/** SPEC §3: types 0, 1, 2, 4, 40, 41, 42 are members; every other type is an agent. */
function isActiveAgent(m: Member | null): m is Member {
  return m !== null && m.status === 'active' && !isMemberType(m.type);
}

/**
 * The agent behind an affiliate code, or null: unknown code, or its member is no longer an
 * active agent (an operator disabled them or changed their type).
 */
async function resolveAffiliate(members: MembersService, q: Queryable, merchantId: number, code: string): Promise<Affiliate | null> {
  const c = code.trim();
  if (!affiliateCodePattern.test(c)) return null;
  const row = await affiliateRepo.byCode(q, merchantId, c);
  if (!row) return null;
  const agentMemberId = Number(row.agent_member_id);
  return isActiveAgent(await members.byId(q, merchantId, agentMemberId)) ? { code: row.code, agentMemberId } : null;
}

/** The merchant's default agent code (GET /wps/agent/default), null when none is set or its agent is gone. */
async function defaultAffiliate(members: MembersService, q: Queryable, merchantId: number): Promise<Affiliate | null> {
  const row = await affiliateRepo.defaultOf(q, merchantId);
  if (!row) return null;
  const agentMemberId = Number(row.agent_member_id);
  return isActiveAgent(await members.byId(q, merchantId, agentMemberId)) ? { code: row.code, agentMemberId } : null;
}

// ---------------------------------------------------------------------------------------
// Username availability

// ---------------------------------------------------------------------------------------
// Registration

export interface RegisterContext {
  merchant: Merchant;
  ip: string;
  /** The Device header (web, OTHERS). */
  device: string;
  /** For the login history of the session a registration opens. */
  userAgent?: string | null;
  country?: string | null;
  /** The captchaId cookie that binds the captcha image to this browser. */
  captchaId: string | undefined;
  /** The Host the visitor typed, when the payload names no domain. */
  host: string | null;
  /** The browser's device id (the SHELL_deviceId cookie), recorded with a referral; null when unknown. */
  deviceId: string | null;
}

/** What the members table holds at most, where it is less than lib/validation allows. */
const storageMax_chars: Partial<Record<RegisterFieldName, number>> = {
  username: 64, password: 128, paymentPassword: 128, nickname: 64, payeeName: 128,
  idNumber: 128, qqNum: 128, facebook: 128, wechat: 128, line: 128, whatsapp: 128, zalo: 128, recommenderId: 128,
  affiliateCode: 128,
};

const profileFields = ['qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'idNumber'] as const;

/**
 * The server-side rules of SPEC §5 for this merchant and method; throws the first failure in
 * form order. Answers the payload's values as they will be stored (trimmed but passwords),
 * with the fields that are not on this merchant's form left empty.
 */
export function checkRegistrationRules(
  merchant: Merchant, method: RegisterMethod, body: RegisterRequest, today: Date,
): Record<RegisterFieldName, string> {
  // The captcha field is off while the captcha modules are (lib/wps/modules.ts), as the web shows it.
  const settings = registerSettingsWithModules(merchant.register, merchant.modules);
  const ageLimit = settings.birthday.enabled ? registerAgeLimit : undefined;
  const errors: FieldError[] = validateRegistration(body, settings, { method, today, ageLimit });
  if (errors.length) throw fieldError(errors[0]!.field, errors[0]!.key);

  const values = {} as Record<RegisterFieldName, string>;
  for (const field of Object.keys(settings) as RegisterFieldName[]) {
    const on = effectiveSetting(field, settings, { method }) !== null;
    const v = on ? normaliseFieldValue(field, body[field] ?? '') : '';
    const max = storageMax_chars[field];
    if (max !== undefined && charCount(v) > max) throw fieldError(field, 'tooLong');
    values[field] = v;
  }
  // The agreement is the web form's to enforce (SPEC §5): the platform records nothing about it.
  return values;
}

function checkDialingCode(method: RegisterMethod, body: RegisterRequest, mobileNum: string): string | null {
  const dialing = body.countryDialingCode.trim();
  if (mobileNum === '') return null;
  if (dialing === '' && method === 'username') return null;
  if (!countryDialingCodePattern.test(dialing)) throw fieldError('countryDialingCode', 'format');
  return dialing;
}

/**
 * The parent agent of the new member: the agent of the affiliate code when one is given, else
 * the merchant's default agent. An unknown code is refused when the merchant shows the field
 * (the visitor can correct it); when it came only from a link, it is dropped.
 */
async function parentAgentOf(members: MembersService, q: Queryable, merchant: Merchant, rawCode: string, fieldOn: boolean): Promise<number | null> {
  const code = rawCode.trim();
  if (code !== '') {
    const affiliate = await resolveAffiliate(members, q, merchant.id, code);
    if (affiliate) return affiliate.agentMemberId;
    if (fieldOn) throw fieldError('affiliateCode', 'invitationCodeError');
  }
  return (await defaultAffiliate(members, q, merchant.id))?.agentMemberId ?? null;
}

/**
 * The member who recommended the new one (refer a friend), by their referral code (the link
 * /m/register?ref=), member id or username; an unknown or disabled one is refused when the field
 * is on the form, dropped otherwise.
 */
async function recommenderOf(
  members: MembersService, referrals: ReferralRecorder, q: Queryable, merchant: Merchant, raw: string, fieldOn: boolean,
): Promise<Member | null> {
  const v = raw.trim();
  if (v === '') return null;
  const byCode = await referrals.referrerByCode(q, merchant.id, v);
  const m = byCode !== null ? await members.byId(q, merchant.id, byCode)
    : /^[0-9]{1,15}$/.test(v) ? await members.byId(q, merchant.id, Number(v)) : await members.byUsername(q, merchant.id, v);
  if (m && m.status === 'active') return m;
  if (fieldOn) throw fieldError('recommenderId');
  return null;
}

/**
 * A username for a member who registered by mobile number (their form has none): `m` and the
 * number, or with a random suffix should someone already hold that name.
 */
async function generatedUsername(members: MembersService, q: Queryable, merchantId: number, mobileNum: string): Promise<string> {
  for (let i = 0; i < generatedUsernameTries; i++) {
    const name = i === 0 ? `m${mobileNum}` : `m${mobileNum}${String(randomInt(10_000)).padStart(4, '0')}`;
    if (!(await members.usernameTaken(q, merchantId, name))) return name;
  }
  throw new WpsError('user.exists', { field: 'mobileNum' });
}

// ---------------------------------------------------------------------------------------
// The service

/** What registration needs of the platform; routes.ts builds it from Deps. */
export interface RegistrationDeps {
  members: MembersService;
  db: Db;
  clock: Clock;
  /** Opens the new member's session (modules/sessions). */
  sessions: MemberSessions;
  /** The captcha and the SMS code of a registration (modules/verification). */
  verification: VerificationChecks;
  /** Member referral codes and the record of who brought whom (modules/referral). */
  referrals: ReferralRecorder;
  /** Agents' promotion links: the member type and rates an affiliate code gives (modules/agents, through Deps.agentLinks). */
  agentLinks: AgentLinkRegistrar;
}

/** What registration needs of refer a friend (modules/referral's ReferralLinksService). */
export interface ReferralRecorder {
  /** The member behind a referral code, or null (not a code, or nobody's). */
  referrerByCode(q: Queryable, merchantId: number, code: string): Promise<number | null>;
  /** Records, in the registration's transaction, who brought the new member. */
  recordIn(q: Queryable, r: { merchantId: number; inviteeId: number; referrerId: number; ip: string | null; deviceId: string | null; now: Date }): Promise<void>;
}

/** Registration (SPEC §5), username availability and affiliate codes. */
export interface RegistrationService {
  /** GET /wps/check/username: account.format.invalid, user.exists, or nothing when free. */
  checkUsername(merchant: Merchant, username: string): Promise<void>;
  /** The agent behind an affiliate code, or null (unknown, or no longer an active agent). */
  resolveAffiliate(merchantId: number, code: string): Promise<Affiliate | null>;
  /** The merchant's default agent code, null when none is set or its agent is gone. */
  defaultAffiliate(merchantId: number): Promise<Affiliate | null>;
  /** Gives an active agent an affiliate code, unique per merchant in any case; isDefault makes it the merchant's default. */
  createAffiliateCode(merchantId: number, agentMemberId: number, code: string, opts?: { isDefault?: boolean }): Promise<Affiliate>;
  /** The same in the caller's transaction (an agent's promotion link is made with its code); request.invalid when the code is taken. */
  createAffiliateCodeIn(q: Queryable, merchantId: number, agentMemberId: number, code: string): Promise<void>;
  /** Deletes an agent's affiliate code in the caller's transaction (a promotion link removed); nothing when it is not theirs. */
  deleteAffiliateCodeIn(q: Queryable, merchantId: number, agentMemberId: number, code: string): Promise<void>;
  /** PUT /wps/member/register and /register/mobile: the new member (type 0), logged in. */
  register(method: RegisterMethod, body: RegisterRequest, ctx: RegisterContext): Promise<LoginValue>;
}

export function createRegistrationService(deps: RegistrationDeps): RegistrationService {
  /**
   * Gives an agent an affiliate code (the agent module and the back office call this). The
   * member must be an active agent; a code is unique per merchant in any case; `isDefault`
   * makes it the merchant's default code in place of the previous one.
   */
  async function createAffiliateCodeIn(q: Queryable, merchantId: number, agentMemberId: number, code: string, opts: { isDefault?: boolean } = {}): Promise<Affiliate> {
    const c = code.trim();
    if (!affiliateCodePattern.test(c)) throw new WpsError('request.invalid', { fields: ['code'] });
    if (!isActiveAgent(await deps.members.byId(q, merchantId, agentMemberId))) throw new WpsError('request.invalid', { fields: ['agentMemberId'] });
    if (await affiliateRepo.byCode(q, merchantId, c)) throw new WpsError('request.invalid', { fields: ['code'] });
    if (opts.isDefault) await affiliateRepo.clearDefault(q, merchantId);
    await affiliateRepo.insert(q, merchantId, c, agentMemberId, opts.isDefault ?? false, deps.clock.now());
    return { code: c, agentMemberId };
  }
  const createAffiliateCode = (merchantId: number, agentMemberId: number, code: string, opts: { isDefault?: boolean } = {}) =>
    deps.db.tx((q) => createAffiliateCodeIn(q, merchantId, agentMemberId, code, opts));

  /**
   * GET /wps/check/username: the username against the merchant's username rules
   * (account.format.invalid), then whether a member of this merchant holds it in any case
   * (user.exists). The one call that tells; the route rate-limits it.
   */
  async function checkUsername(merchant: Merchant, username: string): Promise<void> {
    const v = username.trim();
    const setting = effectiveSetting('username', merchant.register, { method: 'username' })!;
    const key = validateField('username', v, setting);
    if (key) throw fieldError('username', key);
    if (await deps.members.usernameTaken(deps.db, merchant.id, v)) throw new WpsError('user.exists', { field: 'username' });
  }

  /**
   * PUT /wps/member/register (method username) and /register/mobile (method mobile). In this
   * order, so that the cheap and pure checks come first and nothing is spent on a payload that
   * cannot pass: the merchant's field rules; the captcha (single use, when the merchant shows
   * one); the affiliate code and recommender; the SMS code (mobile, when verification is on);
   * then, in one transaction, the member (type 0) and its session. A username or mobile number
   * already held answers user.exists.
   */
  async function register(method: RegisterMethod, body: RegisterRequest, ctx: RegisterContext): Promise<LoginValue> {
    const { merchant } = ctx;
    const settings = registerSettingsWithModules(merchant.register, merchant.modules);
    const sessions = deps.sessions;
    const verification = deps.verification;
    const values = checkRegistrationRules(merchant, method, body, deps.clock.now());
    const dialing = checkDialingCode(method, body, values.mobileNum);

    if (settings.captcha.enabled && !(await verification.checkCaptcha(merchant.id, ctx.captchaId, values.captcha))) {
      throw fieldError('captcha');
    }

    const parentAgentId = await parentAgentOf(deps.members, deps.db, merchant, body.affiliateCode, settings.affiliateCode.enabled);
    const recommender = await recommenderOf(deps.members, deps.referrals, deps.db, merchant, body.recommenderId, settings.recommenderId.enabled);

    if (method === 'mobile' && settings.verificationCode.enabled) {
      const ok = await verification.checkSmsCode(merchant.id, { countryDialingCode: dialing ?? '', mobileNum: values.mobileNum }, 'register', values.verificationCode);
      if (!ok) throw fieldError('verificationCode');
    }

    const profile: MemberProfile = {};
    for (const f of profileFields) if (values[f] !== '') profile[f] = values[f];
    if (recommender) profile.recommenderId = String(recommender.id);
    if (body.affiliateCode.trim() !== '' && parentAgentId !== null) profile.affiliateCode = body.affiliateCode.trim();
    // An agent's promotion link gives its member type (and, after the member is made, its rates).
    const linkCode = body.affiliateCode.trim() !== '' && parentAgentId !== null ? body.affiliateCode.trim() : null;
    const link = linkCode ? await deps.agentLinks.linkOf(deps.db, merchant.id, linkCode) : null;

    const now = deps.clock.now();
    return deps.db.tx(async (q) => {
      let username = values.username;
      if (method === 'mobile') {
        username = await generatedUsername(deps.members, q, merchant.id, values.mobileNum);
      } else if (await deps.members.usernameTaken(q, merchant.id, username)) {
        throw new WpsError('user.exists', { field: 'username' });
      }
      let member: Member;
      try {
        member = await deps.members.createMember(q, merchant.id, {
          username,
          password: values.password,
          paymentPassword: values.paymentPassword || null,
          mobileNum: values.mobileNum || null,
          countryDialingCode: dialing,
          email: values.email || null,
          nickname: values.nickname || null,
          payeeName: values.payeeName || null,
          birthday: values.birthday || null,
          type: link?.memberType ?? 0,
          parentAgentId,
          // The member chose this password: there is no first password to replace.
          firstTimeLogin: false,
          registerMethod: body.registerMethod ?? null,
          registerUrl: body.registerUrl.trim() || null,
          registerDomain: normaliseHost(body.domain) ?? ctx.host,
          registerIp: ctx.ip,
          registerDevice: ctx.device.slice(0, 64),
          profile,
        }, now);
      } catch (e) {
        // The username was free a moment ago, so a clash now is the mobile number (or a race).
        if (e instanceof WpsError && e.code === 'user.exists') throw new WpsError('user.exists', { field: values.mobileNum ? 'mobileNum' : 'username' });
        throw e;
      }
      if (link && linkCode) await deps.agentLinks.applyIn(q, merchant.id, member.id, linkCode, now);
      // A member brought by a member is their friend (refer a friend); agents bring downlines through affiliate codes instead.
      if (recommender && isMemberType(recommender.type) && recommender.type !== trialMemberType) {
        await deps.referrals.recordIn(q, { merchantId: merchant.id, inviteeId: member.id, referrerId: recommender.id, ip: ctx.ip, deviceId: ctx.deviceId, now });
      }
      const { token } = await sessions.issue(q, merchant.id, member.id, {
        ip: ctx.ip, device: ctx.device, remember: false, userAgent: ctx.userAgent ?? null, country: ctx.country ?? null,
      });
      return { token, id: member.id, userName: member.username, type: member.type, firstTimeLogin: member.firstTimeLogin };
    });
  }

  return {
    checkUsername,
    resolveAffiliate: (merchantId, code) => resolveAffiliate(deps.members, deps.db, merchantId, code),
    defaultAffiliate: (merchantId) => defaultAffiliate(deps.members, deps.db, merchantId),
    createAffiliateCode,
    createAffiliateCodeIn: async (q, merchantId, agentMemberId, code) => { await createAffiliateCodeIn(q, merchantId, agentMemberId, code); },
    deleteAffiliateCodeIn: (q, merchantId, agentMemberId, code) => affiliateRepo.deleteOf(q, merchantId, agentMemberId, code),
    register,
  };
}

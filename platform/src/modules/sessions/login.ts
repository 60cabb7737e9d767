import { randomBytes } from 'node:crypto';
import { WpsError } from '@/lib/wps/errors';
import { captchasOn } from '@/lib/wps/modules';
import type { FreeplayValue, LoginRequest, LoginValue } from '@/lib/wps/schemas/session';
import type { Deps, Merchant } from '../../context';
import { authenticate, byMobile, createMember, type Member } from '../members';
import { isMemberType, trialMemberType } from '../members';
import { fundTrial } from '../wallet';

/**
 * After this many failed logins of one account, or of one IP, within the window, every
 * further login there needs a captcha until the window passes (and an account's count
 * clears on its next successful login). An account is never locked: whoever fails on it,
 * from wherever, its owner still logs in by solving the captcha. What is refused outright is
 * an address: after `perIpRefused` failures within the window it gets 429 TOO_MANY_REQUESTS
 * with Retry-After for `refused_ms`, and only that address (README "Rate limits and captcha").
 */
export const loginFailureRules = {
  perAccount: 3,
  perIp: 10,
  perIpRefused: 30,
  window_ms: 15 * 60 * 1000,
  refused_ms: 15 * 60 * 1000,
} as const;

/** Which login: the member login refuses agents, the agent login refuses members (SPEC §6). */
export type LoginAudience = 'member' | 'agent';

export interface LoginAttempt {
  merchant: Merchant;
  body: LoginRequest;
  audience: LoginAudience;
  ip: string;
  device: string;
  /** The captchaId cookie of the request, which binds a captcha image to this browser. */
  captchaId: string | undefined;
  /** A token the client still presented: a login replaces the session, it never adds to it. */
  presentedToken: string | undefined;
}

/** The account a login names, as the failure counters and limits key it. */
export function loginAccountKey(body: LoginRequest): string {
  return body.type === 'sms' ? `sms:${body.countryDialingCode.trim()}:${body.mobileNum.trim()}` : `u:${body.username.trim().toLowerCase()}`;
}

const failKey = {
  account: (merchantId: number, account: string) => `login.fail.account:${merchantId}:${account}`,
  ip: (merchantId: number, ip: string) => `login.fail.ip:${merchantId}:${ip}`,
  /** Holds the epoch ms until which an address that failed too often is refused. */
  refusedIp: (merchantId: number, ip: string) => `login.refused.ip:${merchantId}:${ip}`,
};

async function count(deps: Deps, key: string): Promise<number> {
  const v = await deps.store.get(key);
  return v === null ? 0 : Number(v) || 0;
}

export async function captchaRequired(deps: Deps, merchantId: number, account: string, ip: string): Promise<boolean> {
  const [a, i] = await Promise.all([count(deps, failKey.account(merchantId, account)), count(deps, failKey.ip(merchantId, ip))]);
  return a >= loginFailureRules.perAccount || i >= loginFailureRules.perIp;
}

/**
 * Seconds an address must still wait before it may try to log in again (0: it may). Only the
 * address's own failures put it here, so no attacker elsewhere can refuse a member's logins.
 */
export async function loginRefusedFor_s(deps: Deps, merchantId: number, ip: string): Promise<number> {
  const until_ms = Number(await deps.store.get(failKey.refusedIp(merchantId, ip)));
  const left_ms = (Number.isFinite(until_ms) ? until_ms : 0) - deps.clock.now().getTime();
  return left_ms > 0 ? Math.max(1, Math.ceil(left_ms / 1000)) : 0;
}

/** Counts a failure and answers whether the next attempt needs a captcha. */
async function recordFailure(deps: Deps, merchantId: number, account: string, ip: string): Promise<boolean> {
  const [a, i] = await Promise.all([
    deps.store.incr(failKey.account(merchantId, account), loginFailureRules.window_ms),
    deps.store.incr(failKey.ip(merchantId, ip), loginFailureRules.window_ms),
  ]);
  if (i.count >= loginFailureRules.perIpRefused) {
    const until_ms = deps.clock.now().getTime() + loginFailureRules.refused_ms;
    await deps.store.set(failKey.refusedIp(merchantId, ip), String(until_ms), loginFailureRules.refused_ms);
  }
  return a.count >= loginFailureRules.perAccount || i.count >= loginFailureRules.perIp;
}

function loginValue(member: Member, token: string): LoginValue {
  return { token, id: member.id, userName: member.username, type: member.type, firstTimeLogin: member.firstTimeLogin };
}

/**
 * Logs a member or agent in. An unknown account, a wrong password and a disabled account
 * all answer login.failed with the same value, so a login never tells whether an account
 * exists. The audience check comes only after the password is right.
 */
export async function login(deps: Deps, a: LoginAttempt): Promise<LoginValue> {
  const { merchant, body } = a;
  const account = loginAccountKey(body);
  if (body.type === 'sms' && !merchant.menu.mobileCodeLogin) throw new WpsError('module.disabled');

  // With the captcha modules off (lib/wps/modules.ts) nothing asks for one: the per-address limits remain.
  const captchas = captchasOn(merchant.modules);
  if (captchas && await captchaRequired(deps, merchant.id, account, a.ip)) {
    const ok = await deps.verification.checkCaptcha(merchant.id, a.captchaId, body.captcha);
    if (!ok) throw new WpsError('captcha.invalid', { captchaRequired: true });
  }

  let member: Member | null;
  if (body.type === 'sms') {
    const target = { countryDialingCode: body.countryDialingCode, mobileNum: body.mobileNum };
    const codeOk = await deps.verification.checkSmsCode(merchant.id, target, 'login', body.messageCode);
    if (!codeOk) {
      const captcha = (await recordFailure(deps, merchant.id, account, a.ip)) && captchas;
      throw new WpsError('verification.code.invalid', { captchaRequired: captcha });
    }
    member = await byMobile(deps.db, merchant.id, body.countryDialingCode, body.mobileNum);
  } else {
    member = await authenticate(deps.db, merchant.id, body.username, body.password);
  }

  if (!member || member.status !== 'active') {
    const captcha = (await recordFailure(deps, merchant.id, account, a.ip)) && captchas;
    throw new WpsError('login.failed', { captchaRequired: captcha });
  }
  if (a.audience === 'member' && !isMemberType(member.type)) throw new WpsError('login.non.member');
  if (a.audience === 'agent' && isMemberType(member.type)) throw new WpsError('login.non.agent');

  await deps.store.del(failKey.account(merchant.id, account));
  const sessions = deps.sessions;
  if (a.presentedToken) await sessions.revoke(merchant.id, a.presentedToken);
  const device = body.loginDeviceId ? `${a.device}:${body.loginDeviceId}` : a.device;
  const { token } = await sessions.issue(deps.db, merchant.id, member.id, { ip: a.ip, device, remember: body.remember === true });
  return loginValue(member, token);
}

const trialNameAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `trial_` and 10 random characters: 36^10 names, so a clash is rare and retried. */
export function trialUsername(): string {
  const bytes = randomBytes(10);
  let s = 'trial_';
  // 256 % 36 leaves a slight bias; a trial name needs to be unlikely to clash, not uniform.
  for (const b of bytes) s += trialNameAlphabet[b % trialNameAlphabet.length];
  return s;
}

const trialAttempts = 3;

/**
 * A fresh trial (type 4) member, logged in. Its password is random and never told to anyone:
 * a trial account lives as long as its session.
 */
export async function loginTrial(deps: Deps, a: { merchant: Merchant; ip: string; device: string; presentedToken: string | undefined }): Promise<FreeplayValue> {
  const sessions = deps.sessions;
  for (let i = 0; ; i++) {
    try {
      const { member, token } = await deps.db.tx(async (q) => {
        const member = await createMember(q, a.merchant.id, {
          username: trialUsername(),
          password: randomBytes(24).toString('base64url'),
          type: trialMemberType,
          registerIp: a.ip,
          registerDevice: a.device,
        }, deps.clock.now());
        await fundTrial(q, a.merchant, member.id, deps.clock.now());
        const { token } = await sessions.issue(q, a.merchant.id, member.id, { ip: a.ip, device: a.device, remember: false });
        return { member, token };
      });
      if (a.presentedToken) await sessions.revoke(a.merchant.id, a.presentedToken);
      return { ...loginValue(member, token), trail: true };
    } catch (e) {
      if (!(e instanceof WpsError && e.code === 'user.exists') || i + 1 >= trialAttempts) throw e;
    }
  }
}

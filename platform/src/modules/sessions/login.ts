import { randomBytes } from 'node:crypto';
import { WpsError } from '@/lib/wps/errors';
import { captchasOn } from '@/lib/wps/modules';
import type { FreeplayValue, LoginRequest, LoginValue } from '@/lib/wps/schemas/session';
import type { Clock, Member, MemberSessions, MembersService, Merchant, TrialFunding, VerificationChecks } from '../../context';
import type { Db } from '../../db';
import type { Store } from '../../infra';
import { isMemberType, trialMemberType } from '../members';

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
  /** For the member's login history: the browser's User-Agent and the country of ip (null when unknown). */
  userAgent?: string | null;
  country?: string | null;
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

function loginValue(member: Member, token: string): LoginValue {
  return { token, id: member.id, userName: member.username, type: member.type, firstTimeLogin: member.firstTimeLogin };
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

export interface LoginDeps {
  members: MembersService;
  db: Db;
  clock: Clock;
  /** Failure counters and refused addresses, shared between replicas. */
  store: Store;
  verification: VerificationChecks;
  sessions: MemberSessions;
  /** Play money for a new trial account (modules/wallet), in the transaction that creates it. */
  trialFunding: TrialFunding;
}

export interface LoginService {
  /**
   * Logs a member or agent in. An unknown account, a wrong password and a disabled account
   * all answer login.failed with the same value, so a login never tells whether an account
   * exists. The audience check comes only after the password is right.
   */
  login(a: LoginAttempt): Promise<LoginValue>;
  /**
   * A fresh trial (type 4) member, logged in. Its password is random and never told to anyone:
   * a trial account lives as long as its session.
   */
  loginTrial(a: { merchant: Merchant; ip: string; device: string; presentedToken: string | undefined; userAgent?: string | null; country?: string | null }): Promise<FreeplayValue>;
  /**
   * Seconds an address must still wait before it may try to log in again (0: it may). Only the
   * address's own failures put it here, so no attacker elsewhere can refuse a member's logins.
   */
  refusedFor_s(merchantId: number, ip: string): Promise<number>;
}

export function createLoginService(deps: LoginDeps): LoginService {
  const { db, clock, store, verification, sessions } = deps;

  async function count(key: string): Promise<number> {
    const v = await store.get(key);
    return v === null ? 0 : Number(v) || 0;
  }

  async function captchaRequired(merchantId: number, account: string, ip: string): Promise<boolean> {
    const [a, i] = await Promise.all([count(failKey.account(merchantId, account)), count(failKey.ip(merchantId, ip))]);
    return a >= loginFailureRules.perAccount || i >= loginFailureRules.perIp;
  }

  /** Counts a failure and answers whether the next attempt needs a captcha. */
  async function recordFailure(merchantId: number, account: string, ip: string): Promise<boolean> {
    const [a, i] = await Promise.all([
      store.incr(failKey.account(merchantId, account), loginFailureRules.window_ms),
      store.incr(failKey.ip(merchantId, ip), loginFailureRules.window_ms),
    ]);
    if (i.count >= loginFailureRules.perIpRefused) {
      const until_ms = clock.now().getTime() + loginFailureRules.refused_ms;
      await store.set(failKey.refusedIp(merchantId, ip), String(until_ms), loginFailureRules.refused_ms);
    }
    return a.count >= loginFailureRules.perAccount || i.count >= loginFailureRules.perIp;
  }

  return {
    async login(a: LoginAttempt): Promise<LoginValue> {
      const { merchant, body } = a;
      const account = loginAccountKey(body);
      if (body.type === 'sms' && !merchant.menu.mobileCodeLogin) throw new WpsError('module.disabled');

      // With the captcha modules off (lib/wps/modules.ts) nothing asks for one: the per-address limits remain.
      const captchas = captchasOn(merchant.modules);
      if (captchas && await captchaRequired(merchant.id, account, a.ip)) {
        const ok = await verification.checkCaptcha(merchant.id, a.captchaId, body.captcha);
        if (!ok) throw new WpsError('captcha.invalid', { captchaRequired: true });
      }

      let member: Member | null;
      if (body.type === 'sms') {
        const target = { countryDialingCode: body.countryDialingCode, mobileNum: body.mobileNum };
        const codeOk = await verification.checkSmsCode(merchant.id, target, 'login', body.messageCode);
        if (!codeOk) {
          const captcha = (await recordFailure(merchant.id, account, a.ip)) && captchas;
          throw new WpsError('verification.code.invalid', { captchaRequired: captcha });
        }
        member = await deps.members.byMobile(db, merchant.id, body.countryDialingCode, body.mobileNum);
      } else {
        member = await deps.members.authenticate(db, merchant.id, body.username, body.password);
      }

      if (!member || member.status !== 'active') {
        const captcha = (await recordFailure(merchant.id, account, a.ip)) && captchas;
        throw new WpsError('login.failed', { captchaRequired: captcha });
      }
      if (a.audience === 'member' && !isMemberType(member.type)) throw new WpsError('login.non.member');
      if (a.audience === 'agent' && isMemberType(member.type)) throw new WpsError('login.non.agent');

      await store.del(failKey.account(merchant.id, account));
      if (a.presentedToken) await sessions.revoke(merchant.id, a.presentedToken);
      const device = body.loginDeviceId ? `${a.device}:${body.loginDeviceId}` : a.device;
      // The session and its login history row are written together (sessions.issue), or neither.
      const { token } = await db.tx((q) => sessions.issue(q, merchant.id, member.id, {
        ip: a.ip, device, remember: body.remember === true, userAgent: a.userAgent ?? null, country: a.country ?? null,
      }));
      return loginValue(member, token);
    },

    async loginTrial(a: { merchant: Merchant; ip: string; device: string; presentedToken: string | undefined; userAgent?: string | null; country?: string | null }): Promise<FreeplayValue> {
      for (let i = 0; ; i++) {
        try {
          const { member, token } = await db.tx(async (q) => {
            const member = await deps.members.createMember(q, a.merchant.id, {
              username: trialUsername(),
              password: randomBytes(24).toString('base64url'),
              type: trialMemberType,
              registerIp: a.ip,
              registerDevice: a.device,
            }, clock.now());
            await deps.trialFunding.fundTrial(q, a.merchant, member.id, clock.now());
            const { token } = await sessions.issue(q, a.merchant.id, member.id, {
              ip: a.ip, device: a.device, remember: false, userAgent: a.userAgent ?? null, country: a.country ?? null,
            });
            return { member, token };
          });
          if (a.presentedToken) await sessions.revoke(a.merchant.id, a.presentedToken);
          return { ...loginValue(member, token), trail: true };
        } catch (e) {
          if (!(e instanceof WpsError && e.code === 'user.exists') || i + 1 >= trialAttempts) throw e;
        }
      }
    },

    async refusedFor_s(merchantId: number, ip: string): Promise<number> {
      const until_ms = Number(await store.get(failKey.refusedIp(merchantId, ip)));
      const left_ms = (Number.isFinite(until_ms) ? until_ms : 0) - clock.now().getTime();
      return left_ms > 0 ? Math.max(1, Math.ceil(left_ms / 1000)) : 0;
    },
  };
}

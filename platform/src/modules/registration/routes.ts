import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { wpsCalls } from '@/lib/wps/calls';
import { WpsError } from '@/lib/wps/errors';
import type { Deps } from '../../context';
import { wpsRoute } from '../../http/wps-route';
import { createLimiter, type RateRule } from '../../http/rate-limit';
import { visitorHost } from '../merchants';
import { createReferralLinksService } from '../referral';
import { registrationLimits, type AffiliateValue, type AgentDefaultValue, type LoginValue, type RegistrationLimitName } from './schema';
import { createRegistrationService } from './service';

/** The device id cookie (WPS-PROTOCOL.md: the app shell's SHELL_deviceId; the platform sets one for browsers that have none). */
const deviceCookie = 'SHELL_deviceId';
const deviceIdPattern = /^[A-Za-z0-9._~+/=-]{8,128}$/;
const deviceCookieMaxAge_s = 2 * 365 * 24 * 3600;

export interface RegistrationRouteOptions {
  /** Replaces the rate limits of schema.ts (tests tighten them). */
  limits?: Partial<Record<RegistrationLimitName, RateRule>>;
}

export function registrationRoutesWith(opts: RegistrationRouteOptions = {}) {
  return async function registrationRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
    const limits = createLimiter(app, { ...registrationLimits, ...opts.limits });
    const registration = createRegistrationService({
      members: deps.members, db: deps.db, clock: deps.clock, sessions: deps.sessions, verification: deps.verification,
      referrals: createReferralLinksService({ db: deps.db, clock: deps.clock }), agentLinks: deps.agentLinks,
    });

    // GET /wps/check/username – success when the username is free; user.exists when taken
    wpsRoute(app, deps, wpsCalls.checkUsername, {}, async ({ merchant, ip, query, reply }) => {
      reply.header('Cache-Control', 'no-store');
      await limits.enforce(reply, 'checkUsername', `${merchant.id}:${ip}`);
      await registration.checkUsername(merchant, query.username);
      return null;
    });

    // GET /wps/agent/affiliate – the affiliate code as its agent holds it; affiliate.invalid when unknown
    wpsRoute(app, deps, wpsCalls.agentAffiliate, {}, async ({ merchant, ip, query, reply }): Promise<AffiliateValue> => {
      await limits.enforce(reply, 'affiliate', `${merchant.id}:${ip}`);
      const affiliate = await registration.resolveAffiliate(merchant.id, query.code);
      if (!affiliate) throw new WpsError('affiliate.invalid', { field: 'affiliateCode' });
      return { code: affiliate.code };
    });

    // GET /wps/agent/affiliate/check – success when the code is valid (domain accepted, not bound)
    wpsRoute(app, deps, wpsCalls.agentAffiliateCheck, {}, async ({ merchant, ip, query, reply }): Promise<AffiliateValue> => {
      await limits.enforce(reply, 'affiliate', `${merchant.id}:${ip}`);
      const affiliate = await registration.resolveAffiliate(merchant.id, query.code);
      if (!affiliate) throw new WpsError('affiliate.invalid', { field: 'affiliateCode' });
      return { code: affiliate.code };
    });

    // GET /wps/agent/default – the merchant's default agent code, or null
    wpsRoute(app, deps, wpsCalls.agentDefault, {}, async ({ merchant }): Promise<AgentDefaultValue> => {
      const affiliate = await registration.defaultAffiliate(merchant.id);
      return { code: affiliate?.code ?? null };
    });

    // PUT /wps/member/register – register by username (encrypted); logs the new member in
    // PUT /wps/member/register/mobile – register by mobile number (encrypted); logs the new member in
    for (const [call, method] of [[wpsCalls.memberRegister, 'username'], [wpsCalls.memberRegisterMobile, 'mobile']] as const) {
      wpsRoute(app, deps, call, {}, async ({ merchant, ip, country, device, userAgent, body, req, reply }): Promise<LoginValue> => {
        reply.header('Cache-Control', 'no-store');
        await limits.enforce(reply, 'register', `${merchant.id}:${ip}`);
        const captchaId = req.cookies?.captchaId;
        // The browser's device id: a friend registering twice from one phone pays its referrer once (modules/referral).
        let deviceId = req.cookies?.[deviceCookie];
        if (!deviceId || !deviceIdPattern.test(deviceId)) {
          deviceId = randomUUID();
          reply.setCookie(deviceCookie, deviceId, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: deviceCookieMaxAge_s });
        }
        return registration.register(method, body, { merchant, ip, device, userAgent, country, captchaId, host: visitorHost(req, deps), deviceId });
      });
    }
  };
}

export const registrationRoutes = registrationRoutesWith();

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { wpsCalls } from '@/lib/wps/calls';
import { WpsError } from '@/lib/wps/errors';
import { loginRequestSchema } from '@/lib/wps/schemas/session';
import type { Deps } from '../../context';
import { wpsRoute, type WpsContext } from '../../http/wps-route';
import { createLimiter } from '../../http/rate-limit';
import { createLoginService, type LoginAudience } from './login';
import { createSessionSecurityService } from './security';

const minute_ms = 60_000;

/**
 * Rate limits of the session calls (429 TOO_MANY_REQUESTS with Retry-After). All of them are
 * per address: a limit per account would let anyone who knows a username keep its owner out
 * (README "Rate limits and captcha"); an account is guarded by the captcha instead.
 */
export const sessionLimits = {
  'login.ip': { limit: 20, window_ms: minute_ms },
  // Every trial is a new member row: an IP gets a handful an hour.
  'freeplay.ip': { limit: 10, window_ms: 60 * minute_ms },
  // Signing sessions out is a write per call: a member gets a few a minute, plenty for a person.
  'signOut.member': { limit: 20, window_ms: minute_ms },
} as const;

/** The raw token of the request (the WPS Authorization header carries it without a prefix). */
export function presentedToken(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  const t = typeof h === 'string' ? h.trim() : '';
  return t || undefined;
}

/** The captchaId cookie (set by GET /wps/captcha), which binds a captcha answer to its image. */
export function captchaIdOf(req: FastifyRequest): string | undefined {
  const fromPlugin = (req as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies?.captchaId;
  if (fromPlugin) return fromPlugin;
  const header = req.headers.cookie;
  if (typeof header !== 'string') return undefined;
  const m = /(?:^|;\s*)captchaId=([^;]*)/.exec(header);
  return m?.[1] ? decodeURIComponent(m[1]) : undefined;
}

export async function sessionRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const limits = createLimiter(app, sessionLimits);
  const logins = createLoginService({ members: deps.members, db: deps.db, clock: deps.clock, store: deps.store, verification: deps.verification, sessions: deps.sessions, trialFunding: deps.trialFunding });

  const loginHandler = (audience: LoginAudience) => async (ctx: WpsContext<ReturnType<typeof loginRequestSchema.parse>>) => {
    const { merchant, ip, reply, req, body } = ctx;
    reply.header('Cache-Control', 'no-store');
    const refused_s = await logins.refusedFor_s(merchant.id, ip);
    if (refused_s > 0) {
      reply.header('Retry-After', String(refused_s));
      throw new WpsError('TOO_MANY_REQUESTS');
    }
    await limits.enforce(reply, 'login.ip', `${merchant.id}:${ip}`);
    return logins.login({
      merchant, body, audience, ip, device: ctx.device, captchaId: captchaIdOf(req), presentedToken: presentedToken(req),
      userAgent: ctx.userAgent, country: ctx.country,
    });
  };

  // POST /wps/session/login – member login (username or SMS), encrypted
  wpsRoute(app, deps, wpsCalls.sessionLogin, {}, loginHandler('member'));

  // POST /wps/session/login/agent – agent login (ours), encrypted
  wpsRoute(app, deps, wpsCalls.sessionLoginAgent, {}, loginHandler('agent'));

  // POST /wps/session/login/freeplay – a new trial (type 4) member, logged in
  wpsRoute(app, deps, wpsCalls.sessionLoginFreeplay, {}, async ({ merchant, ip, country, device, userAgent, reply, req }) => {
    reply.header('Cache-Control', 'no-store');
    await limits.enforce(reply, 'freeplay.ip', `${merchant.id}:${ip}`);
    return logins.loginTrial({ merchant, ip, device, presentedToken: presentedToken(req), userAgent, country });
  });

  // DELETE and POST /wps/session/logout – ends the presented session; succeeds without one too
  const logout = async ({ merchant, req }: WpsContext) => {
    const token = presentedToken(req);
    if (token) await deps.sessions.revoke(merchant.id, token);
    return null;
  };
  wpsRoute(app, deps, wpsCalls.sessionLogout, {}, logout);
  wpsRoute(app, deps, wpsCalls.sessionLogoutPost, {}, logout);

  // GET /wps/session/touch – keeps the session alive (the lookup itself moves last_seen_at)
  wpsRoute(app, deps, wpsCalls.sessionTouch, {}, async ({ reply }) => {
    reply.header('Cache-Control', 'no-store');
    return null;
  });

  const security = createSessionSecurityService({ db: deps.db, clock: deps.clock });
  const owner = ({ merchant, session }: WpsContext) => ({ merchantId: merchant.id, memberId: session!.memberId, token: session!.token });

  // GET /wps/session/logins – the member's latest logins: time, address, country, device (ours)
  wpsRoute(app, deps, wpsCalls.sessionLogins, {}, async (ctx) => {
    ctx.reply.header('Cache-Control', 'no-store');
    return security.loginHistory(owner(ctx));
  });

  // GET /wps/session/list – the member's sessions still open, the current one first (ours)
  wpsRoute(app, deps, wpsCalls.sessionList, {}, async (ctx) => {
    ctx.reply.header('Cache-Control', 'no-store');
    return security.openSessions(owner(ctx));
  });

  // POST /wps/session/signOut – {id}: ends one other session of the member (ours)
  wpsRoute(app, deps, wpsCalls.sessionSignOut, {}, async (ctx) => {
    await limits.enforce(ctx.reply, 'signOut.member', `${ctx.merchant.id}:${ctx.session!.memberId}`);
    return security.signOut(owner(ctx), ctx.body.id);
  });

  // POST /wps/session/signOutOthers – ends every other session of the member (ours)
  wpsRoute(app, deps, wpsCalls.sessionSignOutOthers, {}, async (ctx) => {
    await limits.enforce(ctx.reply, 'signOut.member', `${ctx.merchant.id}:${ctx.session!.memberId}`);
    return security.signOutOthers(owner(ctx));
  });
}

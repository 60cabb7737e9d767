import type { FastifyInstance } from 'fastify';
import { wpsCalls } from '@/lib/wps/calls';
import type { Deps } from '../../context';
import { wpsRoute } from '../../http/wps-route';
import { createLimiter } from '../../http/rate-limit';
import { presentedToken } from '../sessions';
import { resetOrigin } from './origin';
import { recoveryRateRules } from './schema';
import { createRecoveryService } from './service';

export async function recoveryRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const recovery = createRecoveryService({
    members: deps.members, db: deps.db, clock: deps.clock, sessions: deps.sessions, outbox: deps.outbox, verification: deps.verification,
  });
  const limits = createLimiter(app, recoveryRateRules);

  // POST /wps/member/password/email – a reset link by e-mail; success whether or not the account matched
  wpsRoute(app, deps, wpsCalls.memberPasswordEmail, {}, async ({ merchant, ip, req, reply, body }) => {
    await limits.enforce(reply, 'passwordEmail.ip', `${merchant.id}:${ip}`);
    await limits.enforce(reply, 'passwordEmail.username', `${merchant.id}:${body.username.toLowerCase()}`);
    const origin = resetOrigin(merchant, {
      peer: req.socket.remoteAddress ?? '',
      forwardedHost: req.headers['x-forwarded-host'],
      forwardedProto: req.headers['x-forwarded-proto'],
    }, deps.config.trustedProxies);
    await recovery.requestResetEmail({ merchant, body, ip, origin });
    return null;
  });

  // GET /wps/member/password/reset?token= – whether a reset link can still be followed (ours)
  wpsRoute(app, deps, wpsCalls.memberPasswordResetCheck, {}, async ({ merchant, ip, reply, query }) => {
    reply.header('Cache-Control', 'no-store');
    await limits.enforce(reply, 'passwordResetCheck.ip', `${merchant.id}:${ip}`);
    return { valid: await recovery.resetLinkValid(merchant.id, query.token) };
  });

  // POST /wps/member/password/reset – follows a reset link: new password, sessions ended, logged in (ours), encrypted
  wpsRoute(app, deps, wpsCalls.memberPasswordReset, {}, async ({ merchant, ip, country, device, userAgent, req, reply, body }) => {
    reply.header('Cache-Control', 'no-store');
    await limits.enforce(reply, 'passwordReset.ip', `${merchant.id}:${ip}`);
    return recovery.resetWithToken({ merchant, ip, device, userAgent, country, presentedToken: presentedToken(req) }, body);
  });

  // POST /wps/member/password/sms – reset by phone with an SMS code (purpose reset), then logged in, encrypted
  wpsRoute(app, deps, wpsCalls.memberPasswordSms, {}, async ({ merchant, ip, country, device, userAgent, req, reply, body }) => {
    reply.header('Cache-Control', 'no-store');
    await limits.enforce(reply, 'passwordSms.ip', `${merchant.id}:${ip}`);
    return recovery.resetBySms({ merchant, ip, device, userAgent, country, presentedToken: presentedToken(req) }, body);
  });
}

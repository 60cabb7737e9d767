import type { FastifyInstance } from 'fastify';
import { wpsCalls } from '@/lib/wps/calls';
import { ok } from '@/lib/wps/envelope';
import { WpsError } from '@/lib/wps/errors';
import type { Deps } from '../../context';
import { secretBox } from '../../crypto/secret-box';
import { wpsRoute } from '../../http/wps-route';
import { createLimiter } from '../../http/rate-limit';
import { jsonBody, operatorOf, parseInput, registerBo } from '../../http/bo-route';
import { presentedToken } from '../sessions';
import { socialListParamsSchema, socialParamsSchema, socialProviderPutSchema } from './schema';
import { createSocialService } from './service';

const minute_ms = 60_000;

/** Every start stores a state row and every callback may call the provider: both are limited per IP. */
export const socialLimits = {
  'social.start.ip': { limit: 30, window_ms: minute_ms },
  'social.callback.ip': { limit: 20, window_ms: minute_ms },
} as const;

export async function socialRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const limits = createLimiter(app, socialLimits);
  const social = createSocialService({
    members: deps.members, db: deps.db, clock: deps.clock, sessions: deps.sessions, box: secretBox(deps.config.platformSecret),
    log: (reason, err) => app.log.warn({ err }, `social login: ${reason}`), audit: deps.audit,
  });

  // GET /wps/session/social/start?provider=&redirectUri= – the provider's authorization URL (ours)
  wpsRoute(app, deps, wpsCalls.sessionSocialStart, {}, async ({ merchant, ip, query, reply }) => {
    reply.header('Cache-Control', 'no-store');
    await limits.enforce(reply, 'social.start.ip', `${merchant.id}:${ip}`);
    return social.start(merchant, query.provider, query.redirectUri);
  });

  // POST /wps/session/social/callback – code and state (Google, Facebook) or the Telegram widget's fields → login value (ours)
  wpsRoute(app, deps, wpsCalls.sessionSocialCallback, {}, async ({ merchant, ip, country, device, userAgent, body, req, reply }) => {
    reply.header('Cache-Control', 'no-store');
    await limits.enforce(reply, 'social.callback.ip', `${merchant.id}:${ip}`);
    return social.callback({ merchant, ip, device, userAgent, country, presentedToken: presentedToken(req) }, body);
  });

  await registerBo(app, deps, async (bo) => {
    // GET /bo/merchants/:code/social – the merchant's providers, without secrets
    bo.get('/merchants/:code/social', async (req) => {
      const { code } = parseInput(socialListParamsSchema, req.params);
      const merchant = await deps.merchants.byCode(code);
      if (!merchant) throw new WpsError('merchant.unknown');
      return ok(await social.list(merchant));
    });

    // PUT /bo/merchants/:code/social/:provider – set a provider up {enabled, clientId, clientSecret, issuer?, graphUrl?, botName?}
    bo.put('/merchants/:code/social/:provider', async (req) => {
      const { code, provider } = parseInput(socialParamsSchema, req.params);
      const input = parseInput(socialProviderPutSchema, jsonBody(req));
      const merchant = await deps.merchants.byCode(code);
      if (!merchant) throw new WpsError('merchant.unknown');
      return ok(await social.configure(merchant, provider, input, operatorOf(req)));
    });
  });
}

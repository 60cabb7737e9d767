import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { wpsCalls } from '@/lib/wps/calls';
import { ok } from '@/lib/wps/envelope';
import { WpsError } from '@/lib/wps/errors';
import { isTrusted } from '@/lib/net/client-ip';
import { registerSettingsWithModules } from '@/lib/wps/modules';
import type { Deps } from '../../context';
import { wpsRoute } from '../../http/wps-route';
import { normaliseHost } from './schema';
import { domainRouteOf, mainDomainOf, systemStatusValue, whitelabelOf } from './status';

/**
 * The Host the visitor typed. Behind a trusted proxy (the web app's BFF, a load balancer)
 * that is X-Forwarded-Host; from anyone else only the Host header counts.
 */
export function visitorHost(req: FastifyRequest, deps: Deps): string | null {
  const peer = req.socket.remoteAddress ?? '';
  const forwarded = req.headers['x-forwarded-host'];
  const raw = typeof forwarded === 'string' && forwarded && isTrusted(peer.replace(/^::ffff:/, ''), deps.config.trustedProxies)
    ? forwarded.split(',')[0]!
    : req.headers.host;
  return raw ? normaliseHost(raw) : null;
}

const domainRouteQuery = z.object({ host: z.string().max(260).optional() });

export async function merchantRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  // GET /wps/system/status – maintenance, region and the merchant's public configuration
  wpsRoute(app, deps, wpsCalls.systemStatus, { always: true }, async ({ merchant, ip, country, req, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return systemStatusValue(merchant, { ip, country, host: visitorHost(req, deps) });
  });

  // GET /wps/session/key/rsa – the merchant's RSA modulus (hex) for body encryption
  wpsRoute(app, deps, wpsCalls.sessionKeyRsa, { always: true }, async ({ merchant, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return merchant.rsa.n;
  });

  // GET /wps/system/setting/register – register field settings (the captcha off while its modules are: lib/wps/modules.ts)
  wpsRoute(app, deps, wpsCalls.systemSettingRegister, {}, async ({ merchant }) => registerSettingsWithModules(merchant.register, merchant.modules));

  // GET /wps/system/whitelabel – brand, theme, currency, languages, modules and menu switches
  wpsRoute(app, deps, wpsCalls.systemWhitelabel, {}, async ({ merchant }) => whitelabelOf(merchant));

  // GET /wps/system/settings/consolidated – what a page frame needs in one call
  wpsRoute(app, deps, wpsCalls.systemSettingsConsolidated, {}, async ({ merchant }) => ({
    whitelabel: whitelabelOf(merchant),
    register: registerSettingsWithModules(merchant.register, merchant.modules),
    mobileTemplate: merchant.mobileTemplate,
    mainDomain: mainDomainOf(merchant),
    imageCDNs: merchant.imageCDNs,
  }));

  // GET /wps/system/domainRoute – which merchant a Host belongs to; the only member-API call
  // without a Merchant header, because the web app asks it to learn that header.
  app.get(wpsCalls.systemDomainRoute.path, async (req, reply) => {
    const q = domainRouteQuery.safeParse(req.query);
    if (!q.success) throw new WpsError('request.invalid', { fields: ['host'] });
    const host = q.data.host !== undefined ? normaliseHost(q.data.host) : visitorHost(req, deps);
    if (!host) throw new WpsError('request.invalid', { fields: ['host'] });
    const merchant = await deps.merchants.byHost(host);
    if (!merchant) throw new WpsError('merchant.unknown');
    reply.header('Cache-Control', 'no-store');
    return ok(domainRouteOf(merchant, host));
  });
}

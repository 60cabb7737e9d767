import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { decryptRequestBody } from '@/lib/wps/crypto';
import { ok } from '@/lib/wps/envelope';
import { WpsError } from '@/lib/wps/errors';
import type { WpsCall } from '@/lib/wps/calls';
import type { Deps, Merchant } from '../context';
import { requestIp } from './request-ip';

export interface WpsContext<B = unknown, Q = unknown> {
  req: FastifyRequest;
  reply: FastifyReply;
  merchant: Merchant;
  ip: string;
  country: string | null;
  language: string;
  device: string;
  query: Q;
  body: B;
  session: { token: string; memberId: number; type: number } | null;
}

interface RouteOptions<B extends z.ZodType, Q extends z.ZodType> {
  body?: B;
  query?: Q;
  /** Answers while the merchant is in maintenance or the visitor's country is blocked. */
  always?: boolean;
}

/** Calls a merchant's module switch cannot turn off: the platform itself depends on them. */
const alwaysOnModules = new Set(['COMM3']);

export async function resolveMerchant(req: FastifyRequest, deps: Deps): Promise<Merchant> {
  const header = req.headers['merchant'];
  if (Array.isArray(header)) throw new WpsError('merchant.required');
  const code = header?.trim();
  if (!code) throw new WpsError('merchant.required');
  const merchant = await deps.merchants.byCode(code);
  if (!merchant) throw new WpsError('merchant.unknown');
  return merchant;
}

/** Parses the body of a plain call; bodies arrive as raw text (see the content parser in app.ts). */
function plainBody(raw: unknown, contentType: string | undefined): unknown {
  if (raw === undefined || raw === null || raw === '') return {};
  if (typeof raw !== 'string') return raw;
  if (contentType?.startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw);
  } catch {
    throw new WpsError('request.invalid');
  }
}

/**
 * Registers one call of the lib/wps table: merchant resolution, maintenance and region gates,
 * the module switch, the session, body decryption and validation, and the envelope. Every
 * platform route of the member API goes through here, so none can forget a gate.
 */
export function wpsRoute<B extends z.ZodType = z.ZodUnknown, Q extends z.ZodType = z.ZodUnknown>(
  app: FastifyInstance,
  deps: Deps,
  call: WpsCall,
  opts: RouteOptions<B, Q>,
  handler: (ctx: WpsContext<z.infer<B>, z.infer<Q>>) => Promise<unknown>,
): void {
  app.route({
    method: call.method,
    url: call.path,
    handler: async (req, reply) => {
      const merchant = await resolveMerchant(req, deps);
      const ip = requestIp(req, deps);
      const country = deps.geo.country(ip);
      if (!opts.always) {
        if (merchant.maintenance) throw new WpsError('function.not.available');
        if (country && merchant.blockedCountries.includes(country)) throw new WpsError('region.restricted');
      }
      if (!alwaysOnModules.has(call.module) && merchant.modules[call.module] === false) throw new WpsError('module.disabled');

      let session: WpsContext['session'] = null;
      const token = typeof req.headers.authorization === 'string' ? req.headers.authorization.trim() : '';
      if (token && call.session !== 'none') {
        const s = await deps.sessions.byToken(merchant.id, token);
        if (s) session = { token, ...s };
      }
      if (call.session === 'required' && !session) throw new WpsError('login.not.session');

      let body: unknown = undefined;
      if (call.method !== 'GET') {
        if (call.encrypted) {
          const key = req.headers['encryption'];
          body = decryptRequestBody(req.body, typeof key === 'string' ? key : undefined, merchant.rsa);
        } else {
          body = plainBody(req.body, req.headers['content-type']);
        }
      }
      const parsedBody = opts.body ? opts.body.safeParse(body) : { success: true as const, data: body };
      if (!parsedBody.success) throw new WpsError('request.invalid', { fields: parsedBody.error.issues.map((i) => i.path.join('.')) });
      const parsedQuery = opts.query ? opts.query.safeParse(req.query) : { success: true as const, data: req.query };
      if (!parsedQuery.success) throw new WpsError('request.invalid', { fields: parsedQuery.error.issues.map((i) => i.path.join('.')) });

      const language = String(req.headers['language'] ?? merchant.defaultLanguage).toUpperCase();
      const device = String(req.headers['device'] ?? 'web');
      const value = await handler({
        req, reply, merchant, ip, country, language, device, session,
        query: parsedQuery.data as z.infer<Q>, body: parsedBody.data as z.infer<B>,
      });
      if (reply.sent) return reply;
      return ok(value);
    },
  });
}

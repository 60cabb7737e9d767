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
  /** The browser's User-Agent as the web server relays it (printable ASCII, at most 512), null without one: the login history's device. */
  userAgent: string | null;
  query: Q;
  body: B;
  session: { token: string; memberId: number; type: number } | null;
}

interface RouteOptions<B extends z.ZodType, Q extends z.ZodType> {
  /** Narrows the call's body schema (lib/wps/calls.ts); the call's own schema is checked first. */
  body?: B;
  /** Narrows the call's query schema; the call's own schema is checked first. */
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

/** The call's own body/query schema, or any (unknown) input for a call that declares none. */
type BodySchemaOf<C> = C extends { body: infer S extends z.ZodType } ? S : z.ZodType<unknown>;
type QuerySchemaOf<C> = C extends { query: infer S extends z.ZodType } ? S : z.ZodType<unknown>;
/** What a handler must answer: the input of the call's value schema (checked again, on the wire, under test). */
type ValueOf<C> = C extends { value: infer S extends z.ZodType } ? z.input<S> : unknown;

/**
 * Validates input against the call's schema (the contract), then against the route's narrower
 * one when it gives one. Both read the raw input, so a route cannot accept what the contract
 * refuses, and the handler gets the narrower schema's output.
 */
function validated(contract: z.ZodType | undefined, narrower: z.ZodType | undefined, input: unknown): unknown {
  let data = input;
  for (const schema of contract === narrower ? [contract] : [contract, narrower]) {
    if (!schema) continue;
    const r = schema.safeParse(input);
    if (!r.success) throw new WpsError('request.invalid', { fields: r.error.issues.map((i) => i.path.join('.')) });
    data = r.data;
  }
  return data;
}

/**
 * Under test every answer is checked against the call's value schema (as it will look on the wire),
 * so a route that drifts from the contract fails its own tests instead of a screen. Production
 * skips it: the schemas are tested here, and parsing every answer twice buys a phone nothing.
 */
const checkValues = process.env.NODE_ENV === 'test';

function checkValue(call: WpsCall, value: unknown): void {
  const wire: unknown = JSON.parse(JSON.stringify(value ?? null));
  const r = call.value!.safeParse(wire);
  if (!r.success) throw new Error(`${call.method} ${call.path} answered a value outside its contract: ${r.error.message}`);
}

/**
 * Registers one call of the lib/wps table: merchant resolution, maintenance and region gates,
 * the module switch, the session, body decryption and validation, and the envelope. Every
 * platform route of the member API goes through here, so none can forget a gate. The body and
 * query are validated by the call's own schemas (lib/wps/calls.ts), so the platform cannot
 * accept something other than what the contract says; `opts.body`/`opts.query` may narrow them.
 */
export function wpsRoute<C extends WpsCall, B extends z.ZodType = BodySchemaOf<C>, Q extends z.ZodType = QuerySchemaOf<C>>(
  app: FastifyInstance,
  deps: Deps,
  call: C,
  opts: RouteOptions<B, Q>,
  handler: (ctx: WpsContext<z.infer<B>, z.infer<Q>>) => Promise<ValueOf<C>>,
): void {
  app.route({
    method: call.method,
    url: call.path,
    // An upload call (lib/wps/call-table.ts bodyBytes_max) reads more than the app's bodyLimit.
    ...(call.bodyBytes_max ? { bodyLimit: call.bodyBytes_max } : {}),
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
      const parsedBody = validated(call.body, opts.body, body);
      const parsedQuery = validated(call.query, opts.query, req.query);

      const language = String(req.headers['language'] ?? merchant.defaultLanguage).toUpperCase();
      const device = String(req.headers['device'] ?? 'web');
      const ua = typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'].replace(/[^\x20-\x7e]/g, '').trim().slice(0, 512) : '';
      const value = await handler({
        req, reply, merchant, ip, country, language, device, userAgent: ua || null, session,
        query: parsedQuery as z.infer<Q>, body: parsedBody as z.infer<B>,
      });
      if (reply.sent) return reply;
      if (checkValues && call.value) checkValue(call, value);
      return ok(value);
    },
  });
}

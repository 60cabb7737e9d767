import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { WpsError } from '@/lib/wps/errors';
import type { Deps, Merchant } from '../context';
import { invalidInput } from '../errors';

/**
 * The back-office toolkit every module's /bo routes share, beside wpsRoute (the member API):
 * the operator gate, input parsing with field-level errors, and the merchant a route names.
 * It lives here, not in modules/backoffice, so a module serving /bo routes imports no other module.
 */

/** Validates with a zod schema; failures become 400 request.invalid naming each field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const r = schema.safeParse(input);
  if (!r.success) {
    // An unknown key is named as the field itself, so `merchant:set` users see which one.
    throw invalidInput(r.error.issues.flatMap((i) =>
      i.code === 'unrecognized_keys'
        ? i.keys.map((k) => ({ field: [...i.path, k].join('.'), message: 'unknown setting' }))
        : [{ field: i.path.join('.'), message: i.message }]));
  }
  return r.data;
}

export function jsonBody(req: FastifyRequest): unknown {
  const raw = req.body;
  if (raw === undefined || raw === null || raw === '') return {};
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    throw invalidInput([{ field: '', message: 'body is not JSON' }]);
  }
}

const operators = new WeakMap<FastifyRequest, string>();

/** The operator of a /bo request (set by operatorAuth). */
export function operatorOf(req: FastifyRequest): string {
  const name = operators.get(req);
  if (!name) throw new WpsError('login.not.session');
  return name;
}

/** The merchant a /bo route names; merchant.unknown when there is none. */
export async function boMerchant(deps: Pick<Deps, 'merchants'>, code: string): Promise<Merchant> {
  const m = await deps.merchants.byCode(code);
  if (!m) throw new WpsError('merchant.unknown');
  return m;
}

/** Registers a module's back-office routes under /bo, behind the operator token. */
export async function registerBo(app: FastifyInstance, deps: Pick<Deps, 'operators'>, routes: (bo: FastifyInstance) => void | Promise<void>): Promise<void> {
  await app.register(async (bo) => {
    bo.addHook('onRequest', operatorAuth(deps));
    await routes(bo);
  }, { prefix: '/bo' });
}

/**
 * The onRequest hook of every /bo plugin: a valid operator bearer token, or 401. The token is
 * checked by the back-office module's operators (Deps.operators), injected at boot.
 */
export function operatorAuth(deps: Pick<Deps, 'operators'>) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    reply.header('Cache-Control', 'no-store');
    const header = req.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match) {
      reply.header('WWW-Authenticate', 'Bearer realm="bo"');
      throw new WpsError('login.not.session');
    }
    const op = await deps.operators.authenticate(match[1]!);
    if (!op) {
      reply.header('WWW-Authenticate', 'Bearer realm="bo", error="invalid_token"');
      throw new WpsError('user.or.token.invalid');
    }
    operators.set(req, op.name);
  };
}

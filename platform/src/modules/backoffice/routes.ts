import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok } from '@/lib/wps/envelope';
import { WpsError } from '@/lib/wps/errors';
import type { Deps, Merchant, MerchantLookup } from '../../context';
import { invalidInput, MerchantService } from '../merchants/service';
import { auditQuerySchema, merchantCreateSchema, merchantParamsSchema, merchantPatchSchema } from './schema';
import { authenticateOperator } from './service';

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

function isMerchantService(m: MerchantLookup): m is MerchantService {
  return m instanceof MerchantService;
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
export async function registerBo(app: FastifyInstance, deps: Deps, routes: (bo: FastifyInstance) => void | Promise<void>): Promise<void> {
  await app.register(async (bo) => {
    bo.addHook('onRequest', operatorAuth(deps));
    await routes(bo);
  }, { prefix: '/bo' });
}

/**
 * The onRequest hook of every /bo plugin: a valid operator bearer token, or 401. Other
 * modules that serve /bo routes register their own plugin under the prefix with this hook.
 */
export function operatorAuth(deps: Deps) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    reply.header('Cache-Control', 'no-store');
    const header = req.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match) {
      reply.header('WWW-Authenticate', 'Bearer realm="bo"');
      throw new WpsError('login.not.session');
    }
    const op = await authenticateOperator(deps.db, match[1]!);
    if (!op) {
      reply.header('WWW-Authenticate', 'Bearer realm="bo", error="invalid_token"');
      throw new WpsError('user.or.token.invalid');
    }
    operators.set(req, op.name);
  };
}

/**
 * The back office under /bo: operators change merchants with `Authorization: Bearer <token>`
 * (npm run ops is the client). Every change is audited by the merchants service.
 */
export async function backofficeRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const merchants = deps.merchants;
  // Tests of other modules may run the app over a stand-in MerchantLookup; there is nothing to administer then.
  if (!isMerchantService(merchants)) return;

  await registerBo(app, deps, async (bo) => {
    // GET /bo/merchants – every merchant, summarised
    bo.get('/merchants', async () => ok(await merchants.list()));

    // POST /bo/merchants – a new merchant {code, name?, domains[]} with default settings
    bo.post('/merchants', async (req, reply) => {
      const input = parseInput(merchantCreateSchema, jsonBody(req));
      const view = await merchants.create(input, operatorOf(req));
      return reply.code(201).send(ok(view));
    });

    // GET /bo/merchants/:code – one merchant's settings
    bo.get('/merchants/:code', async (req) => {
      const { code } = parseInput(merchantParamsSchema, req.params);
      return ok(await merchants.view(code));
    });

    // PATCH /bo/merchants/:code – change settings; answers the merchant after the change
    bo.patch('/merchants/:code', async (req) => {
      const { code } = parseInput(merchantParamsSchema, req.params);
      const patch = parseInput(merchantPatchSchema, jsonBody(req));
      return ok(await merchants.update(code, patch, operatorOf(req)));
    });

    // GET /bo/audit?merchant=&limit=&before= – the audit trail, newest first
    bo.get('/audit', async (req) => {
      const q = parseInput(auditQuerySchema, req.query);
      return ok(await merchants.audit({ merchantCode: q.merchant, limit: q.limit, beforeId: q.before }));
    });
  });
}

import type { FastifyInstance } from 'fastify';
import { ok } from '@/lib/wps/envelope';
import type { Deps } from '../../context';
import { jsonBody, operatorOf, parseInput, registerBo } from '../../http/bo-route';
import { auditQuerySchema, merchantCreateSchema, merchantParamsSchema, merchantPatchSchema } from './schema';

/**
 * The back office under /bo: operators change merchants with `Authorization: Bearer <token>`
 * (npm run ops is the client). Every change is audited by the merchants service.
 */
export async function backofficeRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const merchants = deps.merchants;
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

import type { FastifyInstance } from 'fastify';
import { ok } from '@/lib/wps/envelope';
import type { Deps } from '../../context';
import { boMerchant, jsonBody, operatorOf, parseInput, registerBo } from '../../http/bo-route';
import { boJobRerunSchema, boJobsParamsSchema, boJobsQuerySchema } from './schema';

/** The periodic runs' back office: list a merchant's runs, run a period again (audited). */
export async function jobsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await registerBo(app, deps, async (bo) => {
    // GET /bo/jobs/:merchant?job=&status=&limit= – the merchant's runs, newest first
    bo.get('/jobs/:merchant', async (req) => {
      const params = parseInput(boJobsParamsSchema, req.params);
      const q = parseInput(boJobsQuerySchema, req.query);
      return ok(await deps.jobs.list(await boMerchant(deps, params.merchant), q));
    });

    // POST /bo/jobs/:merchant/rerun – {job, period}: the period runs again now (idempotent work); audited job.rerun
    bo.post('/jobs/:merchant/rerun', async (req) => {
      const params = parseInput(boJobsParamsSchema, req.params);
      const body = parseInput(boJobRerunSchema, jsonBody(req));
      const m = await boMerchant(deps, params.merchant);
      return ok(await deps.jobs.rerun(m, body.job, body.period, operatorOf(req)));
    });
  });
}

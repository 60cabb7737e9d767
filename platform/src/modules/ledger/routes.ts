import type { FastifyInstance } from 'fastify';
import { ok } from '@/lib/wps/envelope';
import { WpsError } from '@/lib/wps/errors';
import type { Deps } from '../../context';
import { parseInput, registerBo } from '../../http/bo-route';
import { boLedgerVerifyQuerySchema } from './schema';
import { createLedgerService } from './service';

/** The ledger's back-office routes; money moves only through other modules calling its service. */
export async function ledgerRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const ledger = createLedgerService({ db: deps.db });
  await registerBo(app, deps, async (bo) => {
    // GET /bo/ledger/verify?merchant= – every ledger invariant checked; violations listed with their ids
    bo.get('/ledger/verify', async (req) => {
      const q = parseInput(boLedgerVerifyQuerySchema, req.query);
      let merchantId: number | undefined;
      if (q.merchant !== undefined) {
        const m = await deps.merchants.byCode(q.merchant);
        if (!m) throw new WpsError('merchant.unknown');
        merchantId = m.id;
      }
      const report = await ledger.verify(merchantId);
      return ok({ merchant: q.merchant ?? null, ...report, clean: report.violations.length === 0 });
    });
  });
}

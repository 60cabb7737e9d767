import type { FastifyInstance } from 'fastify';
import { ok } from '@/lib/wps/envelope';
import { WpsError } from '@/lib/wps/errors';
import type { Deps, Merchant } from '../../context';
import { jsonBody, operatorOf, parseInput, registerBo } from '../../http/bo-route';
import { boJackpotParamsSchema, boJackpotPatchSchema } from './schema';
import { createLedgerService } from '../ledger';
import { createJackpotService } from './service';

/** The jackpot's back office (the server half of `npm run ops -- jackpot:show | jackpot:set`). */
export async function jackpotRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const jackpot = createJackpotService({ db: deps.db, ledger: createLedgerService({ db: deps.db }), bets: deps.vendorWallet, audit: deps.audit });
  const merchantByCode = async (code: string): Promise<Merchant> => {
    const m = await deps.merchants.byCode(code);
    if (!m) throw new WpsError('merchant.unknown');
    return m;
  };
  await registerBo(app, deps, async (bo) => {
    // GET /bo/jackpot/:merchant – the pool's settings, amount and last wins
    bo.get('/jackpot/:merchant', async (req) => {
      const params = parseInput(boJackpotParamsSchema, req.params);
      return ok(await jackpot.show(await merchantByCode(params.merchant)));
    });

    // PATCH /bo/jackpot/:merchant – {share?, odds?}: creates or retunes the pool; audited
    bo.patch('/jackpot/:merchant', async (req) => {
      const params = parseInput(boJackpotParamsSchema, req.params);
      const body = parseInput(boJackpotPatchSchema, jsonBody(req));
      const m = await merchantByCode(params.merchant);
      await jackpot.set(m, body, operatorOf(req), deps.clock.now());
      return ok(await jackpot.show(m));
    });
  });
}

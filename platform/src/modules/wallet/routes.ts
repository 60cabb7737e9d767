import type { FastifyInstance } from 'fastify';
import { wpsCalls } from '@/lib/wps/calls';
import { ok } from '@/lib/wps/envelope';
import type { Deps } from '../../context';
import { wpsRoute } from '../../http/wps-route';
import { boMerchant, jsonBody, operatorOf, parseInput, registerBo } from '../../http/bo-route';
import { minorField } from '../../errors';
import { boWalletAdjustSchema, boWalletParamsSchema, boWalletShowQuerySchema } from './schema';
import { createBetNamesService } from '../games';
import { createLedgerService } from '../ledger';
import { createWalletReportsService } from './reports';
import { createWalletService, paidOutCache_ms } from './service';
import { createWalletTurnoverService } from './turnover';

/** The member's wallet on the wire, and the operator's view and adjustments of it. */
export async function walletRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const ledger = createLedgerService({ db: deps.db });
  const wallet = createWalletService({
    members: deps.members, db: deps.db, clock: deps.clock, store: deps.store, ledger, turnover: createWalletTurnoverService({ clock: deps.clock }), bets: deps.vendorWallet, audit: deps.audit,
  });
  const reports = createWalletReportsService({ db: deps.db, clock: deps.clock, ledger, bets: deps.vendorWallet, names: createBetNamesService({ db: deps.db }) });

  // GET /wps/v2/wallets/balance – the header balance and wallet widget (SPEC §2); never cached
  wpsRoute(app, deps, wpsCalls.walletsBalance, {}, async ({ merchant, session, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return wallet.balance(merchant, session!.memberId);
  });

  // GET /wps/wallets – the main wallet in exact decimals with the turnover still to wager
  wpsRoute(app, deps, wpsCalls.wallets, {}, async ({ merchant, session, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return wallet.wallets(merchant, { id: session!.memberId, type: session!.type });
  });

  // GET /wps/report/transaction – every movement of the member's wallet, newest first, paged
  wpsRoute(app, deps, wpsCalls.reportTransaction, {}, async ({ merchant, session, query, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return reports.transactionReport(merchant, session!.memberId, query);
  });

  // GET /wps/report/accountGameBetHistory – the member's bets, newest first, paged, with totals
  wpsRoute(app, deps, wpsCalls.reportBetHistory, {}, async ({ merchant, session, query, language, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return reports.betHistory(merchant, session!.memberId, query, language);
  });

  // GET /wps/stats/paidOut – the register screen's social-proof figure: real winnings paid, no play money
  wpsRoute(app, deps, wpsCalls.statsPaidOut, {}, async ({ merchant, reply }) => {
    reply.header('Cache-Control', `public, max-age=${paidOutCache_ms / 1000}`);
    return wallet.paidOut(merchant);
  });

  const merchantByCode = (code: string) => boMerchant(deps, code);

  await registerBo(app, deps, async (bo) => {
    // GET /bo/wallets/:merchant/:username?limit= – balance, locked, turnover and the newest lines
    bo.get('/wallets/:merchant/:username', async (req) => {
      const params = parseInput(boWalletParamsSchema, req.params);
      const q = parseInput(boWalletShowQuerySchema, req.query);
      return ok(await wallet.statement(await merchantByCode(params.merchant), params.username, q.limit ?? 20));
    });

    // POST /bo/wallets/:merchant/:username/adjust – {amount, note, key}; one audited entry, idempotent per key
    bo.post('/wallets/:merchant/:username/adjust', async (req) => {
      const params = parseInput(boWalletParamsSchema, req.params);
      const body = parseInput(boWalletAdjustSchema, jsonBody(req));
      const merchant = await merchantByCode(params.merchant);
      const amount_minor = minorField('amount', body.amount, merchant.currency.minorDigits);
      return ok(await wallet.adjust({
        merchant, username: params.username, amount_minor, note: body.note, key: body.key, operator: operatorOf(req), now: deps.clock.now(),
      }));
    });
  });
}

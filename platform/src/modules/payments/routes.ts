import { createRewardsService } from '../rewards';
import type { WithdrawalBonuses } from './withdrawals';
import type { FastifyInstance } from 'fastify';
import { wpsCalls } from '@/lib/wps/calls';
import { ok } from '@/lib/wps/envelope';
import { WpsError } from '@/lib/wps/errors';
import type { Deps } from '../../context';
import { secretBox } from '../../crypto/secret-box';
import { wpsRoute, type WpsContext } from '../../http/wps-route';
import { boMerchant, jsonBody, operatorOf, parseInput, registerBo } from '../../http/bo-route';
import {
  boDecisionBodySchema, boDepositListQuerySchema, boMerchantParamsSchema, boTransactionParamsSchema, boWithdrawalListQuerySchema,
  channelCreateSchema, channelPatchSchema, paymentLimits,
} from './schema';
import { merchantLabelsByIds } from '../merchants';
import { createLedgerService } from '../ledger';
import { createWalletTurnoverService } from '../wallet';
import { createPaymentsService } from './service';

function sessionOf(ctx: WpsContext<unknown, unknown>): { memberId: number; type: number } {
  if (!ctx.session) throw new WpsError('login.not.session');
  return { memberId: ctx.session.memberId, type: ctx.session.type };
}

/** The rewards' side of a withdrawal: bonuses it forfeits by their terms (modules/rewards). */
function withdrawalBonuses(deps: Deps): WithdrawalBonuses {
  const rewards = createRewardsService({ db: deps.db, clock: deps.clock, ledger: createLedgerService({ db: deps.db }), members: deps.members, audit: deps.audit, limits: deps.limits });
  return {
    forfeitAmount: rewards.forfeitAmount,
    forfeitIn: async (q, merchantId, memberId, now) => {
      await rewards.forfeitForWithdrawalIn(q, merchantId, memberId, now);
    },
  };
}

/**
 * Deposits and withdrawals: the member calls of lib/wps (channels, deposits, bank cards, the
 * payment password, withdrawals, reports), the PSP callback, and the back office under /bo.
 */
export async function paymentRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const payments = createPaymentsService({
    members: deps.members, db: deps.db, clock: deps.clock, store: deps.store, merchants: deps.merchants, box: secretBox(deps.config.platformSecret),
    // The back office's lists name merchants and members through their modules' own queries.
    directory: {
      merchantsByIds: (ids) => merchantLabelsByIds(deps.db, ids),
      usernames: (keys) => deps.members.usernamesByIds(deps.db, keys),
    },
    ledger: createLedgerService({ db: deps.db }),
    turnover: createWalletTurnoverService({ clock: deps.clock }),
    audit: deps.audit,
    bonuses: withdrawalBonuses(deps),
    limits: deps.limits,
    credited: deps.depositCredited,
  });
  const { channels, deposits, gatewayCallback, bankCards, paymentPassword, withdrawals, reports } = payments;

  // GET /wps/system/depositBanks – the merchant's enabled deposit channels (no secrets)
  wpsRoute(app, deps, wpsCalls.systemDepositBanks, {}, async ({ merchant }) => channels.depositBanks(merchant));

  // POST /wps/transaction/deposit/mt – a manual bank transfer, pending until an operator approves it
  wpsRoute(app, deps, wpsCalls.depositMt, {}, async (ctx) =>
    deposits.createMtDeposit(ctx.merchant, sessionOf(ctx), ctx.body));

  // POST /wps/transaction/deposit/pg – a payment through a gateway: where to pay (payUrl / qrContent)
  wpsRoute(app, deps, wpsCalls.depositPg, {}, async (ctx) =>
    deposits.createPgDeposit(ctx.merchant, sessionOf(ctx), ctx.body));

  // GET /wps/member/bankCard – the member's cards, account numbers masked
  wpsRoute(app, deps, wpsCalls.memberBankCard, {}, async (ctx) => {
    ctx.reply.header('Cache-Control', 'no-store');
    return bankCards.bankCards(ctx.merchant, sessionOf(ctx));
  });

  // PUT /wps/member/bankCard – binds a card (payee name must match), encrypted
  wpsRoute(app, deps, wpsCalls.memberBankCardPut, {}, async (ctx) =>
    bankCards.addBankCard(ctx.merchant, sessionOf(ctx), ctx.body));

  // GET /wps/member/hasWithdrawalPassword – whether a payment password is set
  wpsRoute(app, deps, wpsCalls.memberHasWithdrawalPassword, {}, async (ctx) => paymentPassword.hasPaymentPassword(ctx.merchant, sessionOf(ctx)));

  // PUT /wps/member/paymentPassword – sets the first payment password, encrypted
  wpsRoute(app, deps, wpsCalls.memberPaymentPasswordPut, {}, async (ctx) => {
    await paymentPassword.setPaymentPassword(ctx.merchant, sessionOf(ctx), ctx.body);
    return null;
  });

  // POST /wps/member/paymentPassword – changes it (old one checked, wrong attempts limited), encrypted
  wpsRoute(app, deps, wpsCalls.memberPaymentPasswordPost, {}, async (ctx) => {
    await paymentPassword.changePaymentPassword(ctx.merchant, sessionOf(ctx), ctx.body);
    return null;
  });

  // GET /wps/system/withdrawBanks – withdrawal limits, today's count, turnover still required
  wpsRoute(app, deps, wpsCalls.systemWithdrawBanks, {}, async (ctx) => withdrawals.withdrawInfo(ctx.merchant, sessionOf(ctx)));

  // POST /wps/transaction/withdraw (and /wps/v2/...) – a withdrawal: the amount is held at once, encrypted
  for (const call of [wpsCalls.withdraw, wpsCalls.withdrawV2]) {
    wpsRoute(app, deps, call, {}, async (ctx) => withdrawals.withdraw(ctx.merchant, sessionOf(ctx), ctx.body));
  }

  // GET /wps/report/depositTransaction – the member's deposits, newest first, paged
  wpsRoute(app, deps, wpsCalls.reportDeposit, {}, async (ctx) =>
    reports.depositReport(ctx.merchant, sessionOf(ctx), ctx.query));

  // GET /wps/report/withdrawTransaction – the member's withdrawals, newest first, paged
  wpsRoute(app, deps, wpsCalls.reportWithdraw, {}, async (ctx) =>
    reports.withdrawReport(ctx.merchant, sessionOf(ctx), ctx.query));

  // POST /psp/:adapter/:merchant/callback – a PSP's signed word on a payment (raw body; idempotent)
  app.post<{ Params: { adapter: string; merchant: string } }>(
    '/psp/:adapter/:merchant/callback',
    { bodyLimit: paymentLimits.pspCallbackBody_max_bytes },
    async (req, reply) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const answer = await gatewayCallback.pspCallback(req.params.adapter, req.params.merchant, raw, req.headers);
      return reply.code(answer.status).header('Content-Type', answer.contentType).send(answer.body);
    },
  );

  const merchantByCode = (code: string) => boMerchant(deps, code);

  await registerBo(app, deps, async (bo) => {
    // GET /bo/deposits?merchant=&status=&limit= – deposits, newest first
    bo.get('/deposits', async (req) => {
      const q = parseInput(boDepositListQuerySchema, req.query);
      return ok(await deposits.listDeposits({ merchant: q.merchant ? await merchantByCode(q.merchant) : null, status: q.status, limit: q.limit }));
    });

    // POST /bo/deposits/:merchant/:id/approve – credits the wallet once (audited)
    bo.post('/deposits/:merchant/:id/approve', async (req) => {
      const p = parseInput(boTransactionParamsSchema, req.params);
      return ok(await deposits.approveDeposit(await merchantByCode(p.merchant), p.id, operatorOf(req)));
    });

    // POST /bo/deposits/:merchant/:id/reject {reason?} – no money moves (audited)
    bo.post('/deposits/:merchant/:id/reject', async (req) => {
      const p = parseInput(boTransactionParamsSchema, req.params);
      const b = parseInput(boDecisionBodySchema, jsonBody(req));
      return ok(await deposits.rejectDeposit(await merchantByCode(p.merchant), p.id, operatorOf(req), b.reason));
    });

    // GET /bo/withdrawals?merchant=&status=&limit= – withdrawals, newest first (account numbers in full)
    bo.get('/withdrawals', async (req) => {
      const q = parseInput(boWithdrawalListQuerySchema, req.query);
      return ok(await withdrawals.listWithdrawals({ merchant: q.merchant ? await merchantByCode(q.merchant) : null, status: q.status, limit: q.limit }));
    });

    // POST /bo/withdrawals/:merchant/:id/approve – paid out: hold released, amount leaves the wallet (audited)
    bo.post('/withdrawals/:merchant/:id/approve', async (req) => {
      const p = parseInput(boTransactionParamsSchema, req.params);
      return ok(await withdrawals.approveWithdrawal(await merchantByCode(p.merchant), p.id, operatorOf(req)));
    });

    // POST /bo/withdrawals/:merchant/:id/reject {reason?} – hold released (audited)
    bo.post('/withdrawals/:merchant/:id/reject', async (req) => {
      const p = parseInput(boTransactionParamsSchema, req.params);
      const b = parseInput(boDecisionBodySchema, jsonBody(req));
      return ok(await withdrawals.rejectWithdrawal(await merchantByCode(p.merchant), p.id, operatorOf(req), b.reason));
    });

    // GET /bo/deposit-channels/:merchant – every channel, enabled or not (secrets as fingerprints)
    bo.get('/deposit-channels/:merchant', async (req) => {
      const p = parseInput(boMerchantParamsSchema, req.params);
      return ok(await channels.listChannels(await merchantByCode(p.merchant)));
    });

    // POST /bo/deposit-channels/:merchant – a new channel (audited)
    bo.post('/deposit-channels/:merchant', async (req, reply) => {
      const p = parseInput(boMerchantParamsSchema, req.params);
      const body = parseInput(channelCreateSchema, jsonBody(req));
      return reply.code(201).send(ok(await channels.createChannel(await merchantByCode(p.merchant), body, operatorOf(req))));
    });

    // PATCH /bo/deposit-channels/:merchant/:id – change a channel (audited)
    bo.patch('/deposit-channels/:merchant/:id', async (req) => {
      const p = parseInput(boTransactionParamsSchema, req.params);
      const body = parseInput(channelPatchSchema, jsonBody(req));
      return ok(await channels.patchChannel(await merchantByCode(p.merchant), p.id, body, operatorOf(req)));
    });
  });
}

import type { FastifyInstance } from 'fastify';
import { ok } from '@/lib/wps/envelope';
import { WpsError } from '@/lib/wps/errors';
import type { Deps } from '../../context';
import { secretBox } from '../../crypto/secret-box';
import { groupCommitDefaults } from '../../db/group-commit';
import { boMerchant, jsonBody, operatorOf, parseInput, registerBo } from '../../http/bo-route';
import {
  boVendorCreateSchema, boVendorListQuerySchema, boVendorParamsSchema, boVendorPatchSchema, boVendorTokenSchema,
  vendorWalletLimits, walletActions, type WalletAction,
} from './schema';
import { answerText, createVendorWalletService } from './service';

const defaultTestSession_ms = 60 * 60_000;

/** The seamless-wallet API vendors call (/vendor/**), and its back office (/bo/vendors). */
export async function vendorWalletRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const box = secretBox(deps.config.platformSecret);
  // Its own instance: the vendor calls and the back office need the whole service, Deps carries what other modules use.
  // This one takes every vendor call of the process, so its group commit is the process's.
  const wallet = createVendorWalletService(
    { db: deps.db, clock: deps.clock, merchants: deps.merchants, box, audit: deps.audit }, deps.config.walletBatch ?? groupCommitDefaults,
  );

  await app.register(
    async (vendor) => {
      // The signature is over the exact bytes sent: this scope reads every body as a Buffer,
      // whatever its content type, instead of the app's text parsers.
      vendor.removeAllContentTypeParsers();
      vendor.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: vendorWalletLimits.body_bytes_max }, (_req, body, done) => done(null, body));
      // Vendors get an answer they can parse for anything that goes wrong before the handler
      // (an oversized body, a broken request): HTTP 200 with INVALID_REQUEST, as for a bad field.
      vendor.setErrorHandler((err, req, reply) => {
        const status = (err as { statusCode?: number }).statusCode ?? 500;
        if (status >= 500) req.log.error({ err }, 'vendor wallet call failed');
        return reply.code(200).type('application/json')
          .send(answerText({ status: status >= 500 ? 'INTERNAL_ERROR' : 'INVALID_REQUEST', balance: null, currency: null }));
      });

      for (const action of walletActions) {
        // POST /vendor/:vendorCode/wallet/<balance|bet|win|rollback> – a signed wallet call; always HTTP 200 with {status, balance, currency}
        vendor.post<{ Params: { vendorCode: string } }>(`/:vendorCode/wallet/${action}`, async (req, reply) => {
          const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          const header = req.headers['x-signature'];
          const answer = await wallet.call(req.params.vendorCode, action as WalletAction, body, typeof header === 'string' ? header : undefined,
            (err) => req.log.error({ err }, 'vendor wallet call failed'));
          return reply.code(200).header('Cache-Control', 'no-store').type('application/json').send(answer);
        });
      }
    },
    { prefix: '/vendor' },
  );

  const merchantByCode = (code: string) => boMerchant(deps, code);

  await registerBo(app, deps, async (bo) => {
    // POST /bo/vendors – a new vendor {merchant, code, name?, maxStake?, enabled?}; answers its secret, this once only
    bo.post('/vendors', async (req, reply) => {
      const input = parseInput(boVendorCreateSchema, jsonBody(req));
      const merchant = await merchantByCode(input.merchant);
      const { merchant: _, ...rest } = input;
      const made = await wallet.createVendor(merchant, rest, operatorOf(req));
      return reply.code(201).send(ok({ ...made.vendor, secret: made.secret }));
    });

    // GET /bo/vendors?merchant= – a merchant's vendors (no secrets)
    bo.get('/vendors', async (req) => {
      const q = parseInput(boVendorListQuerySchema, req.query);
      return ok(await wallet.listVendors(await merchantByCode(q.merchant)));
    });

    // PATCH /bo/vendors/:merchant/:code – {enabled}: switch a vendor off (its calls answer GAME_DISABLED) or on; audited
    bo.patch('/vendors/:merchant/:code', async (req) => {
      const params = parseInput(boVendorParamsSchema, req.params);
      const patch = parseInput(boVendorPatchSchema, jsonBody(req));
      const merchant = await merchantByCode(params.merchant);
      return ok(await wallet.setVendorEnabled(merchant, params.code, patch.enabled, operatorOf(req)));
    });

    // POST /bo/vendors/:merchant/:code/token – {username, gameId?, ttlMinutes?}: a game session token to test an integration; audited
    bo.post('/vendors/:merchant/:code/token', async (req) => {
      const params = parseInput(boVendorParamsSchema, req.params);
      const input = parseInput(boVendorTokenSchema, jsonBody(req));
      const merchant = await merchantByCode(params.merchant);
      const ttl_ms = input.ttlMinutes !== undefined ? input.ttlMinutes * 60_000 : defaultTestSession_ms;
      const gameId = input.gameId ?? 'test';
      return ok(await deps.db.tx(async (q) => {
        const member = await deps.members.byUsername(q, merchant.id, input.username);
        if (!member) throw new WpsError('USER_NOT_EXIST');
        const { token, expiresAt } = await wallet.issueTestSession(q, merchant, member, params.code, gameId, ttl_ms, operatorOf(req));
        return { merchant: merchant.code, vendor: params.code, username: member.username, gameId, token, expiresAt: expiresAt.toISOString() };
      }));
    });
  });
}

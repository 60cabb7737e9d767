import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { MoneyFormat } from '@/lib/format/money';
import { prizeMode } from '@/lib/games/prize-mode';
import { isTrusted } from '@/lib/net/client-ip';
import type { Deps, Merchant } from '../../context';
import { secretBox } from '../../crypto/secret-box';
import { requestIp } from '../../http/request-ip';
import { createLimiter } from '../../http/rate-limit';
import { createGamesService } from '../../modules/games';
import { createJackpotService } from '../../modules/jackpot';
import { createLedgerService } from '../../modules/ledger';
import { createLimitsService } from '../../modules/limits';
import { depositedSince } from '../../modules/payments';
import { fileOffsetClock } from '../../clock';
import { houseSlotGameId, houseVendorCode } from './launch';
import { houseRealityCheck } from './reality-check';
import { tableApiRoutes } from './tables/routes';
import { slotPage } from './page';
import { HouseError, houseErrors, houseRates, houseSecret, HouseSlot, type HouseJackpot } from './service';
import { clientSeedPattern, isServerSeed } from './fair/stream';
import { slotMathOf } from './slot/evaluate';
import { fairPlay } from './slot/round';
import { createLottery, type LotteryOptions } from './lottery-engine';
import { slotTitle } from './slot/titles';
import { createTables, lotteryVerifyPage, type TableOptions } from './tables';
import { httpTransport, WalletClient, type WalletTransport } from './wallet-client';

/** A house API body is a few fields. */
const body_bytes_max = 4096;

/** The session token: in the body (web's /games proxy forwards bodies, not Authorization) or as a bearer. */
const tokenField = { token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/).optional() };
const sessionBodySchema = z.object({ ...tokenField, game: z.string().min(1).max(64), freePlay: z.boolean().default(false) }).strict();
const spinBodySchema = z.object({ ...tokenField, coinValue: z.string().min(1).max(32) }).strict();
const seedBodySchema = z.object({ ...tokenField, clientSeed: z.string().regex(clientSeedPattern).optional() }).strict();
const stateBodySchema = z.object(tokenField).strict();
const realityCheckBodySchema = z.object(tokenField).strict();
/** A page of history: at most `limit` rounds (the service caps it at history_max), older than round `before` when given. */
const historyBodySchema = z.object({
  ...tokenField, limit: z.number().int().min(1).max(100).default(20), before: z.string().regex(/^[1-9][0-9]{0,17}$/).optional(),
}).strict();
const verifyQuerySchema = z.object({
  serverSeed: z.string().refine(isServerSeed), clientSeed: z.string().regex(clientSeedPattern), nonce: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  // The jackpot odds the round was played at (its history has them): the answer then says whether it drew the jackpot.
  jackpotOdds: z.coerce.number().int().min(1).max(1_000_000_000).optional(),
  // The slot title the round was played on (its strips and pays); Lucky 5 when absent.
  game: z.string().max(64).refine((g) => slotTitle(g) !== undefined).optional(),
}).strict();
const pageQuerySchema = z.object({
  m: z.string().max(32).optional(), game: z.string().max(64).optional(), lang: z.string().max(8).optional(),
  token: z.string().max(256).optional(), mode: z.string().max(8).optional(),
  /** The exit's target (launchGame's backUrl); gameExitPath decides whether it is followed, and a bad one voids nothing else. */
  back: z.string().max(2048).optional().catch(undefined),
});

export interface HouseOptions {
  /** How wallet calls reach /vendor/house/wallet/*; by default HTTP to this platform itself. */
  walletTransport?: WalletTransport;
  /** The live tables' games and timers (tests use short rounds or games of their own). */
  tables?: TableOptions;
  /** The fast lotteries' games and runner (tests draw games of their own timing, or step draws by hand). */
  lottery?: LotteryOptions;
}

/**
 * The platform's own listening address when it listens (main.ts), else app.inject: a test
 * that only injects still goes through the same signed route, byte for byte.
 */
function selfTransport(app: FastifyInstance): WalletTransport {
  const http = httpTransport(() => {
    const a = app.server.address();
    if (!a || typeof a === 'string') throw new Error('house: the platform is not listening');
    const host = a.address === '0.0.0.0' || a.address === '::' ? '127.0.0.1' : a.family === 'IPv6' ? `[${a.address}]` : a.address;
    return `http://${host}:${a.port}`;
  });
  return {
    async post(path, body, headers) {
      if (app.server.listening) return http.post(path, body, headers);
      const r = await app.inject({ method: 'POST', url: path, headers, payload: body });
      return { status: r.statusCode, text: r.body };
    },
  };
}

/**
 * The house vendor's game server, under /games/house (web forwards /games/** here):
 * GET /games/house/slot, the client page, and the JSON API under /games/house/api/<merchant>/.
 * It holds no platform privileges: money moves only through the signed wallet calls.
 */
export async function houseRoutes(app: FastifyInstance, deps: Deps, opts: HouseOptions = {}): Promise<void> {
  const box = secretBox(deps.config.platformSecret);
  const secrets = new Map<number, string>();
  const secretOf = async (merchantId: number): Promise<string> => {
    const cached = secrets.get(merchantId);
    if (cached) return cached;
    const secret = await houseSecret(deps.db, box, merchantId);
    if (!secret) throw new HouseError('house.unconfigured');
    secrets.set(merchantId, secret);
    return secret;
  };
  const wallet = new WalletClient(opts.walletTransport ?? selfTransport(app), houseVendorCode, secretOf);
  // The jackpot pool is the platform's (modules/jackpot): this is the one place the game reaches it,
  // and only to report rounds; the pool's money moves in the platform's ledger.
  const pool = createJackpotService({ db: deps.db, ledger: createLedgerService({ db: deps.db }), bets: deps.vendorWallet, audit: deps.audit });
  const jackpot: HouseJackpot = {
    odds: (merchantId, gameId, currency) => pool.odds(merchantId, houseVendorCode, gameId, currency),
    settle: (merchantId, round) => pool.settleRound(merchantId, { vendor: houseVendorCode, ...round }),
  };
  const slot = new HouseSlot({ db: deps.db, box, clock: deps.clock, wallet, jackpot });
  // The member's reality check is the platform's (modules/limits), as a real operator hands its
  // vendors the settings at launch: the game's pages only show it. The e2e suite alone moves its
  // clock (REALITY_CLOCK_FILE), to reach a whole interval without waiting for it.
  const limits = createLimitsService({
    db: deps.db, clock: deps.config.realityClockFile ? fileOffsetClock(deps.clock, deps.config.realityClockFile) : deps.clock,
    members: deps.members, sessions: deps.sessions, bets: deps.vendorWallet, deposits: { depositedSince },
  });
  const tables = await createTables(app, { db: deps.db, box, clock: deps.clock, wallet, store: deps.store }, opts.tables);
  // The lottery's prize mode (SPEC §4) is the games module's vendor mapping (GCSGAME_getVassGameType's),
  // read through its service and catalog cache; the cache hears operators' catalog changes like the lobby's does.
  const catalog = createGamesService({
    members: deps.members, db: deps.db, clock: deps.clock, store: deps.store, bets: deps.vendorWallet, audit: deps.audit, limits: deps.limits, jackpot: pool,
  });
  const stopListening = await catalog.listenForChanges();
  app.addHook('onClose', async () => stopListening());
  const prizeModeOf = async (m: Merchant) => prizeMode((await catalog.vassGameType(m)).mapping);
  // The lottery gateway's routes (/lgw) are member calls of the platform's API; its draws are paid through the same wallet.
  createLottery(app, deps, { box, clock: deps.clock, wallet, prizeModeOf }, opts.lottery);

  const limiter = createLimiter(app, houseRates);
  /** Counts one request; over budget it answers 429 requests.too.many with Retry-After. */
  const limit = async (reply: FastifyReply, name: keyof typeof houseRates, subject: string): Promise<void> => {
    const d = await limiter.check(name, subject);
    if (d.allowed) return;
    reply.header('Retry-After', String(d.retryAfter_s));
    throw new HouseError('requests.too.many');
  };
  /** A session's key in the rate store: its token's hash, never the token itself. */
  const sessionKey = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 32);

  const merchantOf = async (code: string): Promise<Merchant> => {
    const m = /^[a-z0-9_-]{1,32}$/i.test(code) ? await deps.merchants.byCode(code) : null;
    if (!m) throw new HouseError('merchant.unknown');
    return m;
  };
  const tokenOf = (req: FastifyRequest, body: { token?: string }): string => {
    if (body.token) return body.token;
    const h = req.headers.authorization;
    const match = typeof h === 'string' ? /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/.exec(h) : null;
    if (!match) throw new HouseError('session.invalid');
    return match[1]!;
  };
  const parse = <S extends z.ZodType>(schema: S, input: unknown): z.infer<S> => {
    let value = input;
    if (typeof input === 'string') {
      try {
        value = input === '' ? {} : JSON.parse(input);
      } catch {
        throw new HouseError('request.invalid');
      }
    }
    const r = schema.safeParse(value ?? {});
    if (!r.success) throw new HouseError('request.invalid');
    return r.data;
  };

  await app.register(async (house) => {
    house.setErrorHandler((err, req, reply) => {
      if (err instanceof HouseError) {
        return reply.code(houseErrors[err.code]).header('Cache-Control', 'no-store')
          .send({ ok: false, error: err.code, ...(err.balance !== null ? { balance: err.balance } : {}) });
      }
      const status = (err as { statusCode?: number }).statusCode ?? 500;
      if (status < 500) return reply.code(400).send({ ok: false, error: 'request.invalid' });
      req.log.error({ err }, 'house game server failed');
      return reply.code(500).send({ ok: false, error: 'wallet.unavailable' });
    });
    const ok = (value: unknown) => ({ ok: true, value });

    // GET /games/house/slot – the slot's client page (?m=<merchant>&game=&lang=&back=&token= | mode=free)
    house.get('/slot', async (req, reply) => {
      const q = pageQuerySchema.safeParse(req.query);
      const query = q.success ? q.data : {};
      const m = await pageMerchant(req, deps, query.m);
      const gameId = query.game && slotTitle(query.game) ? query.game : houseSlotGameId;
      const language = pageLanguage(req, query.lang, m);
      return sendPage(reply, slotPage({ merchant: m.code, gameId, language, back: query.back, money: pageMoney(m) }));
    });

    // GET /games/house/<table game>[/verify], /games/house/lottery/verify – a live table's client page, and the tables' and lotteries' verification pages
    for (const page of [...tables.pages, lotteryVerifyPage]) {
      house.get(page.path, async (req, reply) => {
        const q = pageQuerySchema.safeParse(req.query);
        const query = q.success ? q.data : {};
        const m = await pageMerchant(req, deps, query.m);
        return sendPage(reply, await page.render({ merchant: m.code, language: pageLanguage(req, query.lang, m), back: query.back, money: pageMoney(m) }));
      });
    }

    await house.register(async (api) => {
      api.addHook('onSend', async (_req, reply) => {
        reply.header('Cache-Control', 'no-store');
      });

      // Every call carries the session token: {token} in the body, or Authorization: Bearer.

      // POST /games/house/api/:merchant/session – {token?, game, freePlay}: opens or resumes a session (free play: answers a token of its own)
      api.post<{ Params: { merchant: string } }>('/:merchant/session', { bodyLimit: body_bytes_max }, async (req, reply) => {
        await limit(reply, 'house.session', requestIp(req, deps));
        const m = await merchantOf(req.params.merchant);
        const input = parse(sessionBodySchema, req.body);
        const token = input.freePlay ? null : tokenOf(req, input);
        return ok(await slot.open(m, { token, gameId: input.game, freePlay: input.freePlay }));
      });

      // POST /games/house/api/:merchant/state – {token?}: balance, bet choices and the seeds in play
      api.post<{ Params: { merchant: string } }>('/:merchant/state', { bodyLimit: body_bytes_max }, async (req) => {
        const m = await merchantOf(req.params.merchant);
        return ok(await slot.state(m, tokenOf(req, parse(stateBodySchema, req.body))));
      });

      // POST /games/house/api/:merchant/spin – {token?, coinValue}: one paid round (and its free spins)
      api.post<{ Params: { merchant: string } }>('/:merchant/spin', { bodyLimit: body_bytes_max }, async (req, reply) => {
        const m = await merchantOf(req.params.merchant);
        const input = parse(spinBodySchema, req.body);
        const token = tokenOf(req, input);
        await limit(reply, 'house.spin', sessionKey(token));
        return ok(await slot.spin(m, token, input.coinValue));
      });

      // POST /games/house/api/:merchant/seed – {token?, clientSeed?}: reveals the server seed in play and starts a new pair
      api.post<{ Params: { merchant: string } }>('/:merchant/seed', { bodyLimit: body_bytes_max }, async (req) => {
        const m = await merchantOf(req.params.merchant);
        const input = parse(seedBodySchema, req.body);
        return ok(await slot.rotate(m, tokenOf(req, input), input.clientSeed));
      });

      // POST /games/house/api/:merchant/history – {token?, limit?, before?}: the member's last rounds of the game (across launches) with their verification data, the next page's cursor, and the revealed seeds
      api.post<{ Params: { merchant: string } }>('/:merchant/history', { bodyLimit: body_bytes_max }, async (req) => {
        const m = await merchantOf(req.params.merchant);
        const input = parse(historyBodySchema, req.body);
        return ok(await slot.history(m, tokenOf(req, input), input.limit, input.before ?? null));
      });

      // POST /games/house/api/:merchant/realityCheck – {token?}: the member's reality check (interval, time since the login session began, bets, stake, payout, net); interval 0 for free play
      api.post<{ Params: { merchant: string } }>('/:merchant/realityCheck', { bodyLimit: body_bytes_max }, async (req) => {
        const m = await merchantOf(req.params.merchant);
        return ok(await houseRealityCheck({ db: deps.db, clock: deps.clock, wallet, limits }, m, tokenOf(req, parse(realityCheckBodySchema, req.body))));
      });

      await tableApiRoutes(api, {
        engine: tables.engine, hub: tables.hub, merchantOf, tokenOf, parse, limit, sessionKey, clientIp: (req) => requestIp(req, deps),
      });

      // GET /games/house/api/verify?serverSeed=&clientSeed=&nonce=[&jackpotOdds=][&game=] – recomputes a round (and its jackpot draw) from its seeds (public, stateless)
      api.get('/verify', async (req, reply) => {
        await limit(reply, 'house.verify', requestIp(req, deps));
        const q = parse(verifyQuerySchema, req.query);
        const { round, jackpotHit } = fairPlay(q.serverSeed, q.clientSeed, q.nonce, q.jackpotOdds ?? null, slotMathOf(q.game ?? houseSlotGameId));
        return ok(q.jackpotOdds === undefined ? round : { ...round, jackpotHit });
      });
    }, { prefix: '/api' });
  }, { prefix: '/games/house' });
}

/** The language of a page: the launch URL's, else the Language header web's proxy sets, else the merchant's default. */
function pageLanguage(req: FastifyRequest, lang: string | undefined, m: Merchant): string {
  const header = req.headers['language'];
  const l = lang ?? (typeof header === 'string' ? header : '');
  return /^[A-Za-z]{2}$/.test(l) ? l.toUpperCase() : m.defaultLanguage;
}

/** The merchant's money as its pages write it (lib/format's formatDecimalText), as the lobby does. */
function pageMoney(m: Merchant): MoneyFormat {
  return { symbol: m.currency.symbol, pattern: m.currency.pattern, minorDigits: m.currency.minorDigits };
}

/** A game page: the token in its address must not leak onward (no referrer, no caching); scripts and styles inline only. */
function sendPage(reply: FastifyReply, html: string): FastifyReply {
  return reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer')
    .header('Content-Security-Policy', "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'")
    .type('text/html; charset=utf-8').send(html);
}

/**
 * The merchant of a page request: the `Merchant` header web's /games proxy sets from the
 * host, else the launch URL's `m`, else the host itself (X-Forwarded-Host only from a
 * trusted proxy, as the rest of the platform treats forwarded headers).
 */
async function pageMerchant(req: FastifyRequest, deps: Deps, code: string | undefined): Promise<Merchant> {
  const header = req.headers['merchant'];
  const byCode = (typeof header === 'string' && header.trim()) || code;
  if (byCode) {
    const m = /^[a-z0-9_-]{1,32}$/i.test(byCode) ? await deps.merchants.byCode(byCode) : null;
    if (!m) throw new HouseError('merchant.unknown');
    return m;
  }
  const forwarded = req.headers['x-forwarded-host'];
  const trusted = isTrusted(req.socket.remoteAddress ?? '', deps.config.trustedProxies);
  const host = (trusted && typeof forwarded === 'string' ? forwarded : req.headers.host ?? '').split(',')[0]!.trim().toLowerCase().replace(/:\d+$/, '');
  const m = host ? await deps.merchants.byHost(host) : null;
  if (!m) throw new HouseError('merchant.unknown');
  return m;
}

import crypto, { createHash, randomBytes } from 'node:crypto';
import { decimalStringToMinor, minorToDecimalString } from '@/lib/format/money';
import { WpsError } from '@/lib/wps/errors';
import type { AuditService, Clock, Merchant, MerchantLookup, VendorBets } from '../../context';
import type { SecretBox } from '../../crypto/secret-box';
import type { Db, Queryable } from '../../db';
import { createGroupCommit, groupCommitDefaults, type GroupCommitSettings, type GroupCommitStats } from '../../db/group-commit';
import { houseBuckets } from '../ledger';
import { vendorWalletRepo as repo, type BetHistoryRow, type BetPage, type BetRow, type VendorRow, type WalletCallArgs } from './repo';
import {
  vendorCodeSchema, vendorWalletLimits as limits, walletRequestSchemas,
  type BalanceRequest, type Bet, type BetRequest, type BoVendorCreate, type RollbackRequest, type VendorView,
  type WalletAction, type WalletAnswer, type WalletStatus, type WinRequest,
} from './schema';
import { signatureMatches } from './signing';

export type { BetHistoryRow, BetPage };

/**
 * Hex sha256 of a short text. Every wallet call takes two: crypto.hash (Node 20.12+) does it in
 * one step, about twice as fast as a Hash object; createHash on older Node.
 */
const sha256: (s: string) => string = typeof crypto.hash === 'function'
  ? (s) => crypto.hash('sha256', s, 'hex')
  : (s) => createHash('sha256').update(s).digest('hex');

/** The idempotency source of a vendor's ledger entries; the key is `<kind>:<transactionId>`. */
export const ledgerSource = (vendorCode: string) => `vendor:${vendorCode}`;

/** The JSON an answer is sent as; stored as these bytes for replays. */
export function answerText(a: WalletAnswer): string {
  return JSON.stringify({ status: a.status, balance: a.balance, currency: a.currency });
}

export interface VendorWalletDeps {
  db: Db;
  clock: Clock;
  /** The merchant a vendor's call is for (its currency), once the signature named it. */
  merchants: MerchantLookup;
  /** Seals vendors' secrets at rest and opens them to check signatures (crypto/secret-box under PLATFORM_SECRET). */
  box: SecretBox;
  /** The audit trail (modules/audit): records join this module's transaction. */
  audit: AuditService;
}

/**
 * The seamless wallet: the calls vendors make, the back office's vendors and test tokens, and
 * what other modules use (VendorBets of context.ts). One per running platform per use: it
 * keeps vendors' opened secrets in memory.
 */
export interface VendorWalletService extends VendorBets {
  /**
   * Answers one wallet call: the JSON text to send with HTTP 200. Never throws for a business
   * outcome; an unexpected failure is logged through onError and answered INTERNAL_ERROR.
   */
  call(vendorCode: string, action: WalletAction, body: Buffer, signature: string | undefined, onError: (err: unknown) => void): Promise<string>;
  /** How the calls reached the database so far: batches, their sizes, retries (the bench and operators read it). */
  batchStats(): GroupCommitStats;
  /** A new vendor with a fresh secret, which is in this answer only; audited without it. vendor.exists when the code is taken. */
  createVendor(merchant: Merchant, input: Omit<BoVendorCreate, 'merchant'>, operator: string): Promise<{ vendor: VendorView; secret: string }>;
  /** A merchant's vendors, without secrets. */
  listVendors(merchant: Merchant): Promise<VendorView[]>;
  /** Switches a vendor on or off (GAME_DISABLED while off), audited; the vendor as it is now. vendor.unknown when there is none. */
  setVendorEnabled(merchant: Merchant, code: string, enabled: boolean, operator: string): Promise<VendorView | null>;
  /**
   * A game session token to test an integration, for a member the caller found in this
   * transaction (q), audited. vendor.unknown when the merchant has no such vendor.
   */
  issueTestSession(
    q: Queryable, merchant: Merchant, member: { id: number; username: string }, vendorCode: string, gameId: string, ttl_ms: number, operator: string,
  ): Promise<{ token: string; expiresAt: Date }>;
  /** The bets of a member, newest first (1 to 500 of them). */
  betsOfMember(merchantId: number, memberId: number, limit?: number): Promise<Bet[]>;
}

// ---- views ----

function vendorView(r: VendorRow, minorDigits: number): VendorView {
  return {
    merchant: r.merchant_code,
    code: r.code,
    name: r.name,
    enabled: r.enabled,
    maxStake: r.max_stake_minor === null ? null : minorToDecimalString(BigInt(r.max_stake_minor), minorDigits),
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

function toBet(r: BetRow): Bet {
  return {
    merchantId: r.merchant_id,
    memberId: Number(r.member_id),
    vendor: r.vendor,
    transactionId: r.transaction_id,
    gameId: r.game_id,
    roundId: r.round_id,
    stake_minor: BigInt(r.stake_minor),
    payout_minor: BigInt(r.payout_minor),
    status: r.status,
    currency: r.currency,
    playMoney: r.play_money,
    winTransactionId: r.win_transaction_id,
    rollbackTransactionId: r.rollback_transaction_id,
    createdAt: new Date(r.created_at),
    settledAt: r.settled_at === null ? null : new Date(r.settled_at),
  };
}

// ---- the wallet calls ----

/**
 * The answer of a call refused before the database. This and signedBy are module functions
 * rather than closures made in every call: the platform runs under tsx, whose keepNames wraps
 * each named closure in a __name call (an Object.defineProperty) every time it is created,
 * which showed in the profile of the vendor path.
 */
function refused(status: WalletStatus): string {
  return answerText({ status, balance: null, currency: null });
}

interface VendorKey {
  merchantId: number;
  merchantCode: string;
  secret: string;
}

/** The key among `keys` whose secret signed `body`, or null. */
function signedBy(keys: readonly VendorKey[] | undefined, body: Buffer, signature: string): VendorKey | null {
  if (!keys) return null;
  for (const k of keys) if (signatureMatches(k.secret, body, signature)) return k;
  return null;
}

/**
 * Failures a batch may simply be sent again for: vendor_wallet_batch's WV001 (another member's
 * call took a transaction or bet id of the batch at the same moment) and a deadlock PostgreSQL
 * broke (40P01: a posting elsewhere that took a house account before a wallet, against the one
 * order). Either way the batch left nothing behind.
 */
const retryableStates = new Set(['WV001', '40P01']);

/**
 * A call is checked here (signature, body, amount, currency) and then queued for the wallet's
 * group commit (db/group-commit.ts): the calls that arrive together are answered by one
 * vendor_wallet_batch statement (platform/sql/functions), one round trip and one commit for the
 * batch, each call by the rules of README.md as if it ran alone. `batching` tunes the queue
 * (README.md, Wallet: WALLET_BATCH_*); the defaults suit most loads.
 */
export function createVendorWalletService(deps: VendorWalletDeps, batching: GroupCommitSettings = groupCommitDefaults): VendorWalletService {
  const { db, clock, merchants, box, audit } = deps;
  const keys = new Map<string, { keys: VendorKey[]; loaded_ms: number }>();
  const batches = createGroupCommit<WalletCallArgs, string>(
    (calls) => repo.walletBatch(db, clock.now(), houseBuckets, calls),
    batching,
    // Sent again, a batch that met another member's call on an id sees that call's rows and
    // refuses only the one call that clashed.
    { retryable: (e) => retryableStates.has((e as { code?: string }).code ?? '') },
  );

  /**
   * The vendor whose secret signed this body. A call names only the vendor code, which
   * several merchants may use, each with its own secret: the one that verifies says which
   * merchant the call is for. Secrets never change, so they are kept opened in memory; on
   * a miss the vendors are read again (at most once a second per code) in case one was added.
   */
  async function authenticate(vendorCode: string, body: Buffer, signature: string | undefined): Promise<VendorKey | null> {
    if (signature === undefined) return null;
    const now_ms = Date.now();
    // Only codes that were valid and found are kept, so a kept one needs no second check.
    let cached = keys.get(vendorCode);
    const hit = signedBy(cached?.keys, body, signature);
    if (hit) return hit;
    if (cached && now_ms - cached.loaded_ms < 1000) return null;
    if (!vendorCodeSchema.safeParse(vendorCode).success) return null;
    const rows = await repo.vendorsByCode(db, vendorCode, 1000);
    cached = {
      keys: rows.map((r) => ({ merchantId: r.merchant_id, merchantCode: r.merchant_code, secret: box.open(r.secret_enc) })),
      loaded_ms: now_ms,
    };
    if (rows.length) keys.set(vendorCode, cached);
    else keys.delete(vendorCode);
    return signedBy(cached.keys, body, signature);
  }

  /** A session row for the member (only the token's sha256 is kept, so a database reader cannot play). */
  async function issueSession(q: Queryable, merchantId: number, memberId: number, vendorCode: string, gameId: string, ttl_ms: number, now: Date) {
    if (!Number.isSafeInteger(ttl_ms) || ttl_ms <= 0 || ttl_ms > limits.session_ttl_ms_max) throw new Error(`vendor-wallet: bad session ttl ${ttl_ms}`);
    if (!(await repo.vendor(q, merchantId, vendorCode))) throw new WpsError('vendor.unknown');
    const token = randomBytes(32).toString('base64url');
    await repo.insertSession(q, merchantId, {
      tokenHash: sha256(token), memberId, vendor: vendorCode, gameId, expiresAt: new Date(now.getTime() + ttl_ms), now,
    });
    return token;
  }

  async function listVendors(merchant: Merchant): Promise<VendorView[]> {
    const rows = await repo.vendorsOf(db, merchant.id, limits.vendors_per_merchant_max);
    return rows.map((r) => vendorView(r, merchant.currency.minorDigits));
  }

  return {
    async call(vendorCode, action, body, signature, onError) {
      try {
        const key = await authenticate(vendorCode, body, signature);
        if (!key) return refused('INVALID_SIGNATURE');

        let json: unknown;
        try {
          json = JSON.parse(body.toString('utf8'));
        } catch {
          return refused('INVALID_REQUEST');
        }
        const parsed = walletRequestSchemas[action].safeParse(json);
        if (!parsed.success) return refused('INVALID_REQUEST');
        const merchant = await merchants.byCode(key.merchantCode);
        if (!merchant) throw new Error(`vendor-wallet: merchant ${key.merchantCode} of vendor ${vendorCode} is gone`);
        const { code: currency, minorDigits } = merchant.currency;
        const req = parsed.data as Partial<BetRequest & WinRequest & RollbackRequest> & BalanceRequest;
        if (req.currency !== undefined && req.currency !== currency) return refused('INVALID_REQUEST');
        const amount_minor = req.amount !== undefined ? parseAmount(req.amount, minorDigits) : null;
        if (amount_minor === 'invalid') return refused('INVALID_REQUEST');
        if (action === 'bet' && (amount_minor === null || amount_minor === 0n)) return refused('INVALID_REQUEST');

        // What a replay must repeat; the member is added in the database (a token names them).
        const params = action === 'balance' ? [] : action === 'bet'
          ? [req.roundId, req.gameId, amount_minor!.toString(), req.currency, req.roundClosed]
          : [req.roundId, req.gameId, amount_minor?.toString() ?? null, req.currency, req.roundClosed, req.referenceTransactionId];
        return await batches.submit({
          action, merchantId: merchant.id, vendor: vendorCode, tokenHash: sha256(req.token), currency, minorDigits,
          transactionId: req.transactionId ?? null, roundId: req.roundId ?? null, gameId: req.gameId ?? null, amount_minor,
          roundClosed: req.roundClosed ?? false, referenceTransactionId: req.referenceTransactionId ?? null,
          paramsHash: sha256(JSON.stringify([action, ...params])),
        });
      } catch (e) {
        onError(e);
        return refused('INTERNAL_ERROR');
      }
    },

    batchStats: () => batches.stats(),

    /**
     * A new vendor of a merchant with a fresh 256-bit secret (hex), sealed at rest. The secret is
     * in this answer only: it cannot be read back later. Audited, without the secret.
     */
    async createVendor(merchant, input, operator) {
      let maxStake_minor: bigint | null = null;
      if (input.maxStake != null) {
        try {
          maxStake_minor = decimalStringToMinor(input.maxStake, merchant.currency.minorDigits);
        } catch {
          throw new WpsError('request.invalid', { issues: [{ field: 'maxStake', message: `at most ${merchant.currency.minorDigits} decimals` }] });
        }
        if (maxStake_minor <= 0n || maxStake_minor > limits.amount_minor_max) {
          throw new WpsError('request.invalid', { issues: [{ field: 'maxStake', message: 'must be positive and not huge' }] });
        }
      }
      const secret = randomBytes(32).toString('hex');
      const now = clock.now();
      return db.tx(async (q) => {
        const row = await repo.insertVendor(q, merchant.id, {
          merchantCode: merchant.code, code: input.code, name: input.name ?? input.code, secretEnc: box.seal(secret),
          enabled: input.enabled ?? true, maxStake_minor, now,
        });
        if (!row) throw new WpsError('vendor.exists');
        const vendor = vendorView(row, merchant.currency.minorDigits);
        await audit.record(q, {
          at: now, operator, merchantId: merchant.id, action: 'vendor.create', target: `vendor:${vendor.code}`,
          before: null, after: { code: vendor.code, name: vendor.name, enabled: vendor.enabled, maxStake: vendor.maxStake },
        });
        return { vendor, secret };
      });
    },

    listVendors,

    async setVendorEnabled(merchant, code, enabled, operator) {
      const now = clock.now();
      await db.tx(async (q) => {
        if ((await repo.setVendorEnabled(q, merchant.id, code, enabled, now)) !== 1) throw new WpsError('vendor.unknown');
        await audit.record(q, {
          at: now, operator, merchantId: merchant.id, action: 'vendor.update', target: `vendor:${code}`,
          before: null, after: { enabled },
        });
      });
      return (await listVendors(merchant)).find((v) => v.code === code) ?? null;
    },

    async issueTestSession(q, merchant, member, vendorCode, gameId, ttl_ms, operator) {
      const now = clock.now();
      const token = await issueSession(q, merchant.id, member.id, vendorCode, gameId, ttl_ms, now);
      await audit.record(q, {
        at: now, operator, merchantId: merchant.id, action: 'vendor.token.issue', target: `vendor:${vendorCode}`,
        before: null, after: { username: member.username, gameId, ttlMinutes: ttl_ms / 60_000 },
      });
      return { token, expiresAt: new Date(now.getTime() + ttl_ms) };
    },

    /**
     * A game session for a member at a vendor: the token (256 bits, base64url) the vendor sends
     * back on every wallet call. launchGame calls this in its transaction.
     */
    issueGameSession(q, merchantId, memberId, vendorCode, gameId, ttl_ms) {
      return issueSession(q, merchantId, memberId, vendorCode, gameId, ttl_ms, clock.now());
    },

    async hasVendor(q, merchantId, vendorCode) {
      return (await repo.vendor(q, merchantId, vendorCode)) !== null;
    },

    async betOfTransaction(q, merchantId, vendor, transactionId) {
      const r = await repo.betByTransaction(q, merchantId, vendor, transactionId);
      return r ? toBet(r) : null;
    },

    /** Rollback tombstones (stake 0) are not bets and are left out. */
    memberBetHistory(merchantId, memberId, filter, page) {
      return repo.betHistory(db, merchantId, memberId, filter, page);
    },

    async realPayoutTotal(merchantId) {
      return BigInt(await repo.realPayoutTotal(db, merchantId));
    },

    /**
     * The hourly purge: stored answers past their replay window, and game sessions long expired
     * whose member has no open bet with the vendor. Bets stay: records and reports read them, and a
     * late replay of a purged answer still moves nothing (the bet's status refuses it, and the
     * ledger's idempotency key would too).
     */
    async purgeHistory() {
      const before = new Date(clock.now().getTime() - limits.history_retention_ms);
      const answers = await repo.purgeAnswers(db, before, limits.purge_batch);
      const sessions = await repo.purgeSessions(db, before, limits.purge_batch);
      return { answers, sessions };
    },

    endGameSessions(q, merchantId, memberId, now) {
      return repo.endSessions(q, merchantId, memberId, now);
    },

    async betsOfMember(merchantId, memberId, limit = 50) {
      return (await repo.betsOfMember(db, merchantId, memberId, Math.min(Math.max(limit, 1), 500))).map(toBet);
    },
  };
}

/** An amount in minor units within limits, or 'invalid' (too many decimals, too large). */
function parseAmount(text: string, minorDigits: number): bigint | 'invalid' {
  let minor: bigint;
  try {
    minor = decimalStringToMinor(text, minorDigits);
  } catch {
    return 'invalid';
  }
  return minor < 0n || minor > limits.amount_minor_max ? 'invalid' : minor;
}

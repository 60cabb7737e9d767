import { createHash, randomBytes } from 'node:crypto';
import { decimalStringToMinor, minorToDecimalString } from '@/lib/format/money';
import { WpsError } from '@/lib/wps/errors';
import type { Deps, Merchant } from '../../context';
import type { SecretBox } from '../../crypto/secret-box';
import type { Db, Queryable } from '../../db';
import { recordAudit } from '../audit';
import { houseBuckets } from '../ledger';
import { vendorWalletRepo as repo, type BetHistoryRow, type BetPage, type BetRow, type VendorRow } from './repo';

export type { BetHistoryRow, BetPage };
import {
  vendorCodeSchema, vendorWalletLimits as limits, walletRequestSchemas,
  type BalanceRequest, type Bet, type BetRequest, type BoVendorCreate, type RollbackRequest, type VendorView,
  type WalletAction, type WalletAnswer, type WalletStatus, type WinRequest,
} from './schema';
import { signatureMatches } from './signing';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The idempotency source of a vendor's ledger entries; the key is `<kind>:<transactionId>`. */
export const ledgerSource = (vendorCode: string) => `vendor:${vendorCode}`;

/** The JSON an answer is sent as; stored as these bytes for replays. */
export function answerText(a: WalletAnswer): string {
  return JSON.stringify({ status: a.status, balance: a.balance, currency: a.currency });
}

// ---- vendors and game sessions (back office, launchGame) ----

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

/**
 * A new vendor of a merchant with a fresh 256-bit secret (hex), sealed at rest. The secret is
 * in this answer only: it cannot be read back later. Audited, without the secret.
 */
export async function createVendor(
  db: Db, box: SecretBox, merchant: Merchant, input: Omit<BoVendorCreate, 'merchant'>, operator: string, now: Date,
): Promise<{ vendor: VendorView; secret: string }> {
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
  return db.tx(async (q) => {
    const row = await repo.insertVendor(q, merchant.id, {
      merchantCode: merchant.code, code: input.code, name: input.name ?? input.code, secretEnc: box.seal(secret),
      enabled: input.enabled ?? true, maxStake_minor, now,
    });
    if (!row) throw new WpsError('vendor.exists');
    const vendor = vendorView(row, merchant.currency.minorDigits);
    await recordAudit(q, {
      at: now, operator, merchantId: merchant.id, action: 'vendor.create', target: `vendor:${vendor.code}`,
      before: null, after: { code: vendor.code, name: vendor.name, enabled: vendor.enabled, maxStake: vendor.maxStake },
    });
    return { vendor, secret };
  });
}

export async function listVendors(q: Queryable, merchant: Merchant): Promise<VendorView[]> {
  const rows = await repo.vendorsOf(q, merchant.id, limits.vendors_per_merchant_max);
  return rows.map((r) => vendorView(r, merchant.currency.minorDigits));
}

/** Switches a vendor on or off (GAME_DISABLED while off); false when there is no such vendor. */
export async function setVendorEnabled(q: Queryable, merchantId: number, code: string, enabled: boolean, now: Date): Promise<boolean> {
  return (await repo.setVendorEnabled(q, merchantId, code, enabled, now)) === 1;
}

/**
 * A game session for a member at a vendor: the token (256 bits, base64url) the vendor sends
 * back on every wallet call. Only its sha256 is stored, so a database reader cannot play.
 * launchGame calls this; the back office too, to test an integration.
 */
export async function issueGameSession(
  q: Queryable, merchantId: number, memberId: number, vendorCode: string, gameId: string, ttl_ms: number, now: Date = new Date(),
): Promise<string> {
  if (!Number.isSafeInteger(ttl_ms) || ttl_ms <= 0 || ttl_ms > limits.session_ttl_ms_max) throw new Error(`vendor-wallet: bad session ttl ${ttl_ms}`);
  if (!(await repo.vendor(q, merchantId, vendorCode))) throw new WpsError('vendor.unknown');
  const token = randomBytes(32).toString('base64url');
  await repo.insertSession(q, merchantId, {
    tokenHash: sha256(token), memberId, vendor: vendorCode, gameId, expiresAt: new Date(now.getTime() + ttl_ms), now,
  });
  return token;
}

export function toBet(r: BetRow): Bet {
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

interface VendorKey {
  merchantId: number;
  merchantCode: string;
  secret: string;
}

/** SQLSTATE vendor_wallet_call raises when another player's call took the same transaction id first. */
const takenConcurrently = 'WV001';

/**
 * The seamless wallet: one instance per running platform (it caches vendors' opened
 * secrets). A call is checked here (signature, body, amount, currency) and then answered by
 * the vendor_wallet_call function (platform/sql/functions) in one statement: one round trip and one
 * commit per call, the rules of README.md applied under the member's wallet lock.
 */
export class VendorWallet {
  private readonly keys = new Map<string, { keys: VendorKey[]; loaded_ms: number }>();

  constructor(private readonly deps: Pick<Deps, 'db' | 'clock' | 'merchants'>, private readonly box: SecretBox) {}

  /**
   * Answers one call: the JSON text to send with HTTP 200. Never throws for a business
   * outcome; an unexpected failure is logged through onError and answered INTERNAL_ERROR.
   */
  async call(
    vendorCode: string, action: WalletAction, body: Buffer, signature: string | undefined, onError: (err: unknown) => void,
  ): Promise<string> {
    const refused = (status: WalletStatus) => answerText({ status, balance: null, currency: null });
    try {
      const key = await this.authenticate(vendorCode, body, signature);
      if (!key) return refused('INVALID_SIGNATURE');

      let json: unknown;
      try {
        json = JSON.parse(body.toString('utf8'));
      } catch {
        return refused('INVALID_REQUEST');
      }
      const parsed = walletRequestSchemas[action].safeParse(json);
      if (!parsed.success) return refused('INVALID_REQUEST');
      const merchant = await this.deps.merchants.byCode(key.merchantCode);
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
      const args = [
        action, merchant.id, vendorCode, sha256(req.token), this.deps.clock.now(), currency, minorDigits, houseBuckets,
        req.transactionId ?? null, req.roundId ?? null, req.gameId ?? null, amount_minor?.toString() ?? null, req.roundClosed ?? false,
        req.referenceTransactionId ?? null, sha256(JSON.stringify([action, ...params])),
      ];
      for (let attempt = 0; ; attempt++) {
        try {
          return await repo.walletCall(this.deps.db, args);
        } catch (e) {
          // Another player's call committed the same id first; the next try answers it as a duplicate.
          if ((e as { code?: string }).code !== takenConcurrently || attempt > 0) throw e;
        }
      }
    } catch (e) {
      onError(e);
      return refused('INTERNAL_ERROR');
    }
  }

  /**
   * The vendor whose secret signed this body. A call names only the vendor code, which
   * several merchants may use, each with its own secret: the one that verifies says which
   * merchant the call is for. Secrets never change, so they are kept opened in memory; on
   * a miss the vendors are read again (at most once a second per code) in case one was added.
   */
  private async authenticate(vendorCode: string, body: Buffer, signature: string | undefined): Promise<VendorKey | null> {
    if (signature === undefined || !vendorCodeSchema.safeParse(vendorCode).success) return null;
    const now_ms = Date.now();
    let cached = this.keys.get(vendorCode);
    const match = (c: { keys: VendorKey[] } | undefined) => c?.keys.find((k) => signatureMatches(k.secret, body, signature)) ?? null;
    const hit = match(cached);
    if (hit) return hit;
    if (cached && now_ms - cached.loaded_ms < 1000) return null;
    const rows = await repo.vendorsByCode(this.deps.db, vendorCode, 1000);
    cached = {
      keys: rows.map((r) => ({ merchantId: r.merchant_id, merchantCode: r.merchant_code, secret: this.box.open(r.secret_enc) })),
      loaded_ms: now_ms,
    };
    if (rows.length) this.keys.set(vendorCode, cached);
    else this.keys.delete(vendorCode);
    return match(cached);
  }
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

/**
 * The hourly purge: stored answers past their replay window, and game sessions long expired
 * whose member has no open bet with the vendor. Bets stay: records and reports read them, and a
 * late replay of a purged answer still moves nothing (the bet's status refuses it, and the
 * ledger's idempotency key would too).
 */
export async function purgeHistory(q: Queryable, now: Date): Promise<{ answers: number; sessions: number }> {
  const before = new Date(now.getTime() - limits.history_retention_ms);
  const answers = await repo.purgeAnswers(q, before, limits.purge_batch);
  const sessions = await repo.purgeSessions(q, before, limits.purge_batch);
  return { answers, sessions };
}

/** The bets of a member, newest first (records; the back office). */
export async function betsOfMember(q: Queryable, merchantId: number, memberId: number, limit = 50) {
  return (await repo.betsOfMember(q, merchantId, memberId, Math.min(Math.max(limit, 1), 500))).map(toBet);
}

/**
 * A member's bets placed in [from, to), newest first, with the count and the stake and payout
 * totals over the whole selection (the bet history report of modules/wallet). Rollback
 * tombstones (stake 0) are not bets and are left out.
 */
export function memberBetHistory(
  q: Queryable, merchantId: number, memberId: number, filter: { status: string | null; vendor: string | null }, page: BetPage,
): Promise<{ rows: BetHistoryRow[]; total: number; stake: bigint | number | string; payout: bigint | number | string }> {
  return repo.betHistory(q, merchantId, memberId, filter, page);
}

/** Winnings paid on settled real-money bets of a merchant, in minor units (the register screen's figure). */
export async function realPayoutTotal(q: Queryable, merchantId: number): Promise<bigint> {
  return BigInt(await repo.realPayoutTotal(q, merchantId));
}

/** The bet a vendor's transaction opened, or null (the jackpot reads the round it settles). */
export async function betOfTransaction(q: Queryable, merchantId: number, vendor: string, transactionId: string): Promise<Bet | null> {
  const r = await repo.betByTransaction(q, merchantId, vendor, transactionId);
  return r ? toBet(r) : null;
}

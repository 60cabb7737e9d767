import { createHash, randomBytes } from 'node:crypto';
import { decimalStringToMinor, minorToDecimalString } from '@/lib/format/money';
import { WpsError } from '@/lib/wps/errors';
import type { Deps, Merchant } from '../../context';
import type { SecretBox } from '../../crypto/secret-box';
import type { Db, Queryable } from '../../db';
import { recordAudit } from '../audit/service';
import { houseBuckets } from '../ledger/schema';
import { balance as ledgerBalance, houseAccount, memberWallet, post } from '../ledger/service';
import { byId as memberById } from '../members/service';
import { trialMemberType } from '../members/schema';
import { settleTurnover } from '../wallet/turnover';
import { vendorWalletRepo as repo, type BetRow, type VendorRow } from './repo';
import {
  vendorCodeSchema, vendorWalletLimits as limits, walletRequestSchemas,
  type BalanceRequest, type Bet, type BetRequest, type BoVendorCreate, type MoneyAction, type RollbackRequest, type VendorView,
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

/** A business refusal: the transaction rolls back and the vendor gets this status with the balance as it stands. */
class Refusal extends Error {
  constructor(readonly status: WalletStatus, readonly balance: string | null = null) {
    super(status);
    this.name = 'Refusal';
  }
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

/** What one call knows once its signature and body check out. */
interface CallContext {
  merchant: Merchant;
  vendor: string;
  now: Date;
  currency: string;
  minorDigits: number;
  /** Account ids opened or found in this call; kept for later calls only once it commits. */
  accounts: Map<string, number>;
}

/**
 * The seamless wallet: one instance per running platform (it caches vendors' opened secrets
 * and ledger account ids, which never change once made).
 */
export class VendorWallet {
  private readonly keys = new Map<string, { keys: VendorKey[]; loaded_ms: number }>();
  private readonly accountIds = new Map<string, number>();

  constructor(private readonly deps: Pick<Deps, 'db' | 'clock' | 'merchants'>, private readonly box: SecretBox) {}

  /**
   * Answers one call: the JSON text to send with HTTP 200. Never throws for a business
   * outcome; an unexpected failure is logged through onError and answered INTERNAL_ERROR.
   */
  async call(
    vendorCode: string, action: WalletAction, body: Buffer, signature: string | undefined, onError: (err: unknown) => void,
  ): Promise<string> {
    const refused = (status: WalletStatus, balance: string | null = null, currency: string | null = null) =>
      answerText({ status, balance, currency });
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
      const req = parsed.data;
      if (req.currency !== undefined && req.currency !== currency) return refused('INVALID_REQUEST');
      const amountText = 'amount' in req ? (req.amount as string | undefined) : undefined;
      const amount_minor = amountText !== undefined ? parseAmount(amountText, minorDigits) : null;
      if (amount_minor === 'invalid') return refused('INVALID_REQUEST');
      if (action === 'bet' && (amount_minor === null || amount_minor === 0n)) return refused('INVALID_REQUEST');

      const ctx: CallContext = { merchant, vendor: vendorCode, now: this.deps.clock.now(), currency, minorDigits, accounts: new Map() };
      try {
        const answer = await this.deps.db.tx((q) => {
          switch (action) {
            case 'balance': return this.balance(q, ctx, req as BalanceRequest);
            case 'bet': return this.bet(q, ctx, req as BetRequest, amount_minor!);
            case 'win': return this.win(q, ctx, req as WinRequest, amount_minor!);
            case 'rollback': return this.rollback(q, ctx, req as RollbackRequest, amount_minor);
          }
        });
        for (const [k, id] of ctx.accounts) this.accountIds.set(k, id);
        return answer;
      } catch (e) {
        if (e instanceof Refusal) return refused(e.status, e.balance, e.balance === null ? null : currency);
        throw e;
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

  private async walletId(q: Queryable, ctx: CallContext, memberId: number): Promise<number> {
    const key = `w:${ctx.merchant.id}:${memberId}:${ctx.currency}`;
    let id = this.accountIds.get(key) ?? ctx.accounts.get(key);
    if (id === undefined) {
      id = (await memberWallet(q, ctx.merchant.id, memberId, ctx.currency)).id;
      ctx.accounts.set(key, id);
    }
    return id;
  }

  /**
   * The house side of a member's bets, in the member's bucket: the vendor's game account, or
   * for play money (trial members) the play-money account that funded it, so real books
   * never hold play money.
   */
  private async houseId(q: Queryable, ctx: CallContext, memberId: number, playMoney: boolean): Promise<number> {
    const key = `h:${ctx.merchant.id}:${playMoney ? '' : ctx.vendor}:${memberId % houseBuckets}:${ctx.currency}`;
    let id = this.accountIds.get(key) ?? ctx.accounts.get(key);
    if (id === undefined) {
      id = playMoney
        ? (await houseAccount(q, ctx.merchant.id, 'house_play_money', ctx.currency, { memberIdForBucket: memberId })).id
        : (await houseAccount(q, ctx.merchant.id, 'house_game', ctx.currency, { vendor: ctx.vendor, memberIdForBucket: memberId })).id;
      ctx.accounts.set(key, id);
    }
    return id;
  }

  private async available(q: Queryable, ctx: CallContext, memberId: number): Promise<string> {
    const a = await ledgerBalance(q, ctx.merchant.id, await this.walletId(q, ctx, memberId));
    if (!a) throw new Error(`vendor-wallet: wallet of member ${memberId} vanished`);
    return minorToDecimalString(a.available_minor, ctx.minorDigits);
  }

  private async refuse(q: Queryable, ctx: CallContext, memberId: number, status: WalletStatus): Promise<never> {
    throw new Refusal(status, await this.available(q, ctx, memberId));
  }

  private async ok(q: Queryable, ctx: CallContext, memberId: number): Promise<string> {
    return answerText({ status: 'OK', balance: await this.available(q, ctx, memberId), currency: ctx.currency });
  }

  /** The game session behind a token, or INVALID_TOKEN (unknown, or another vendor's). */
  private async session(q: Queryable, ctx: CallContext, token: string) {
    const s = await repo.session(q, ctx.merchant.id, ctx.vendor, sha256(token));
    if (!s) throw new Refusal('INVALID_TOKEN');
    return { memberId: Number(s.member_id), expired: new Date(s.expires_at) <= ctx.now, vendorEnabled: s.vendor_enabled, maxStake_minor: s.max_stake_minor === null ? null : BigInt(s.max_stake_minor) };
  }

  /**
   * Claims the transaction id, or answers what the first call with it was answered: the same
   * bytes for the same parameters, DUPLICATE_TRANSACTION for different ones. Only accepted
   * calls are remembered (a refusal rolls its claim back), so a refused call may be retried.
   */
  private async claim(q: Queryable, ctx: CallContext, kind: MoneyAction, transactionId: string, memberId: number, params: unknown[]): Promise<string | null> {
    const paramsHash = sha256(JSON.stringify([kind, memberId, ...params]));
    if (await repo.claimTransaction(q, ctx.merchant.id, { vendor: ctx.vendor, kind, transactionId, memberId, paramsHash, now: ctx.now })) return null;
    const first = await repo.transaction(q, ctx.merchant.id, ctx.vendor, kind, transactionId);
    if (!first || first.answer === '') throw new Error(`vendor-wallet: ${kind} ${transactionId} conflicted but its answer is not visible`);
    if (first.params_hash === paramsHash) return first.answer;
    return this.refuse(q, ctx, memberId, 'DUPLICATE_TRANSACTION');
  }

  private async answer(q: Queryable, ctx: CallContext, kind: MoneyAction, transactionId: string, memberId: number): Promise<string> {
    const text = await this.ok(q, ctx, memberId);
    await repo.setAnswer(q, ctx.merchant.id, ctx.vendor, kind, transactionId, text);
    return text;
  }

  /** Posts one movement between the member's wallet and the house; ledger refusals become wallet statuses. */
  private async move(
    q: Queryable, ctx: CallContext, memberId: number, playMoney: boolean,
    m: { kind: MoneyAction; transactionId: string; roundId: string; toMember_minor: bigint },
  ): Promise<void> {
    const wallet = await this.walletId(q, ctx, memberId);
    const house = await this.houseId(q, ctx, memberId, playMoney);
    try {
      await post(q, ctx.merchant.id, {
        reason: m.kind,
        reference: `${ctx.vendor}:${m.roundId}`,
        idempotency: { source: ledgerSource(ctx.vendor), key: `${m.kind}:${m.transactionId}` },
        lines: [{ accountId: wallet, amount_minor: m.toMember_minor }, { accountId: house, amount_minor: -m.toMember_minor }],
        now: ctx.now,
      });
    } catch (e) {
      if (e instanceof WpsError && e.code === 'ledger.insufficient.funds') await this.refuse(q, ctx, memberId, 'INSUFFICIENT_FUNDS');
      if (e instanceof WpsError && e.code === 'ledger.duplicate.key') await this.refuse(q, ctx, memberId, 'DUPLICATE_TRANSACTION');
      throw e;
    }
  }

  /** A bet settled: its stake counts towards the member's turnover requirement; play money never does. */
  private async settled(q: Queryable, ctx: CallContext, memberId: number, stake_minor: bigint, playMoney: boolean): Promise<void> {
    if (!playMoney) await settleTurnover(q, ctx.merchant.id, memberId, ctx.currency, stake_minor, ctx.now);
  }

  private async balance(q: Queryable, ctx: CallContext, req: BalanceRequest): Promise<string> {
    const s = await this.session(q, ctx, req.token);
    if (s.expired) await this.refuse(q, ctx, s.memberId, 'TOKEN_EXPIRED');
    if (!s.vendorEnabled) await this.refuse(q, ctx, s.memberId, 'GAME_DISABLED');
    const member = await memberById(q, ctx.merchant.id, s.memberId);
    if (!member) throw new Refusal('INVALID_TOKEN');
    if (member.status !== 'active') await this.refuse(q, ctx, s.memberId, 'USER_DISABLED');
    return this.ok(q, ctx, s.memberId);
  }

  private async bet(q: Queryable, ctx: CallContext, req: BetRequest, stake_minor: bigint): Promise<string> {
    const s = await this.session(q, ctx, req.token);
    const replay = await this.claim(q, ctx, 'bet', req.transactionId, s.memberId,
      [req.roundId, req.gameId, stake_minor.toString(), req.currency, req.roundClosed]);
    if (replay !== null) return replay;
    if (s.expired) await this.refuse(q, ctx, s.memberId, 'TOKEN_EXPIRED');
    if (!s.vendorEnabled) await this.refuse(q, ctx, s.memberId, 'GAME_DISABLED');
    const member = await memberById(q, ctx.merchant.id, s.memberId);
    if (!member) throw new Refusal('INVALID_TOKEN');
    if (member.status !== 'active') await this.refuse(q, ctx, s.memberId, 'USER_DISABLED');
    if (s.maxStake_minor !== null && stake_minor > s.maxStake_minor) await this.refuse(q, ctx, s.memberId, 'LIMIT_REACHED');
    const playMoney = member.type === trialMemberType;
    const bet = await repo.insertBet(q, ctx.merchant.id, {
      memberId: s.memberId, vendor: ctx.vendor, transactionId: req.transactionId, gameId: req.gameId, roundId: req.roundId, stake_minor,
      status: req.roundClosed ? 'settled' : 'open', currency: req.currency, playMoney, rollbackTransactionId: null, now: ctx.now,
    });
    // The id is taken although this bet was never accepted: a rollback came first and left its tombstone.
    if (!bet) await this.refuse(q, ctx, s.memberId, 'BET_ALREADY_SETTLED');
    if (req.roundClosed) await this.settled(q, ctx, s.memberId, stake_minor, playMoney);
    await this.move(q, ctx, s.memberId, playMoney, { kind: 'bet', transactionId: req.transactionId, roundId: req.roundId, toMember_minor: -stake_minor });
    return this.answer(q, ctx, 'bet', req.transactionId, s.memberId);
  }

  private async win(q: Queryable, ctx: CallContext, req: WinRequest, payout_minor: bigint): Promise<string> {
    const s = await this.session(q, ctx, req.token);
    const replay = await this.claim(q, ctx, 'win', req.transactionId, s.memberId,
      [req.roundId, req.gameId, payout_minor.toString(), req.currency, req.roundClosed, req.referenceTransactionId]);
    if (replay !== null) return replay;
    const bet = await repo.lockBet(q, ctx.merchant.id, ctx.vendor, req.referenceTransactionId);
    if (!bet || Number(bet.member_id) !== s.memberId) await this.refuse(q, ctx, s.memberId, 'TRANSACTION_NOT_FOUND');
    if (bet!.status !== 'open') await this.refuse(q, ctx, s.memberId, 'BET_ALREADY_SETTLED');
    if (bet!.currency !== req.currency) await this.refuse(q, ctx, s.memberId, 'INVALID_REQUEST');
    // The money moves last: the ledger locks a house row other members' calls share, so it
    // is held for as few statements as possible.
    await repo.settleBet(q, ctx.merchant.id, ctx.vendor, bet!.transaction_id, payout_minor, req.transactionId, ctx.now);
    await this.settled(q, ctx, s.memberId, BigInt(bet!.stake_minor), bet!.play_money);
    // A win of zero settles the bet and moves nothing: journal lines may not be zero.
    if (payout_minor > 0n) {
      await this.move(q, ctx, s.memberId, bet!.play_money, { kind: 'win', transactionId: req.transactionId, roundId: req.roundId, toMember_minor: payout_minor });
    }
    return this.answer(q, ctx, 'win', req.transactionId, s.memberId);
  }

  private async rollback(q: Queryable, ctx: CallContext, req: RollbackRequest, amount_minor: bigint | null): Promise<string> {
    const s = await this.session(q, ctx, req.token);
    const replay = await this.claim(q, ctx, 'rollback', req.transactionId, s.memberId,
      [req.roundId, req.gameId, amount_minor?.toString() ?? null, req.currency, req.roundClosed, req.referenceTransactionId]);
    if (replay !== null) return replay;
    let bet = await repo.lockBet(q, ctx.merchant.id, ctx.vendor, req.referenceTransactionId);
    if (!bet) {
      // The rollback overtook its bet: remember it, so the bet is refused when it comes.
      const member = await memberById(q, ctx.merchant.id, s.memberId);
      const tombstone = await repo.insertBet(q, ctx.merchant.id, {
        memberId: s.memberId, vendor: ctx.vendor, transactionId: req.referenceTransactionId, gameId: req.gameId, roundId: req.roundId,
        stake_minor: 0n, status: 'rolled_back', currency: req.currency, playMoney: member?.type === trialMemberType,
        rollbackTransactionId: req.transactionId, now: ctx.now,
      });
      if (tombstone) return this.answer(q, ctx, 'rollback', req.transactionId, s.memberId);
      // The bet committed while we looked: reverse it like any other.
      bet = await repo.lockBet(q, ctx.merchant.id, ctx.vendor, req.referenceTransactionId);
      if (!bet) throw new Error(`vendor-wallet: bet ${req.referenceTransactionId} conflicted but is not visible`);
    }
    if (Number(bet.member_id) !== s.memberId) await this.refuse(q, ctx, s.memberId, 'TRANSACTION_NOT_FOUND');
    if (bet.status !== 'open') await this.refuse(q, ctx, s.memberId, 'BET_ALREADY_SETTLED');
    const stake_minor = BigInt(bet.stake_minor);
    if (amount_minor !== null && amount_minor !== stake_minor) await this.refuse(q, ctx, s.memberId, 'INVALID_REQUEST');
    await repo.rollBackBet(q, ctx.merchant.id, ctx.vendor, bet.transaction_id, req.transactionId, ctx.now);
    await this.move(q, ctx, s.memberId, bet.play_money, { kind: 'rollback', transactionId: req.transactionId, roundId: req.roundId, toMember_minor: stake_minor });
    return this.answer(q, ctx, 'rollback', req.transactionId, s.memberId);
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

/** The bets of a member, newest first (records; the back office). */
export async function betsOfMember(q: Queryable, merchantId: number, memberId: number, limit = 50) {
  return (await repo.betsOfMember(q, merchantId, memberId, Math.min(Math.max(limit, 1), 500))).map(toBet);
}

import { WpsError } from '@/lib/wps/errors';
import type { AuditService, Merchant, VendorBets } from '../../context';
import type { Db, Queryable } from '../../db';
import { houseSlotGameId, houseVendorCode } from '../../vendors/house/launch';
import type { LedgerService } from '../ledger';
import { jackpotRepo as repo, type PoolRow, type WinRow } from './repo';
import { jackpotDefaults, jackpotLimits, type BoJackpotPatch, type JackpotPool, type JackpotSettlement, type JackpotWin } from './schema';

/** The idempotency source of every jackpot posting: keys are `contribution:<vendor>:<txn>` and `win:<vendor>:<txn>`. */
export const jackpotSource = 'jackpot';

function toPool(r: PoolRow): JackpotPool {
  return {
    merchantId: r.merchant_id, currency: r.currency, share_bp: r.share_bp, odds: r.odds, vendor: r.vendor, games: r.games,
    lastWin_minor: r.last_win_minor === null ? null : BigInt(r.last_win_minor), lastWinAt: r.last_win_at === null ? null : new Date(r.last_win_at),
  };
}

function toWin(r: WinRow): JackpotWin {
  return {
    id: Number(r.id), currency: r.currency, memberId: Number(r.member_id), vendor: r.vendor, gameId: r.game_id, transactionId: r.transaction_id,
    amount_minor: BigInt(r.amount_minor), createdAt: new Date(r.created_at),
  };
}

export interface JackpotDeps {
  db: Db;
  /** Moves contributions and payouts (the only writer of money tables). */
  ledger: LedgerService;
  /** The round's bet: who played, what stake, settled or not (modules/vendor-wallet). */
  bets: VendorBets;
  /** The audit trail (modules/audit): records join this module's transaction. */
  audit: AuditService;
}

/** One finished round of a funding game, as the vendor reports it. */
export interface JackpotRound {
  vendor: string;
  transactionId: string;
  /** Whether the round's fair draw hit the jackpot. */
  hit: boolean;
  now: Date;
}

/** jackpot:show: the pool's settings, what it holds, and its last wins (amounts as decimal strings of minor units). */
export interface JackpotShow {
  merchant: string;
  currency: string;
  pool: (Omit<JackpotPool, 'lastWin_minor'> & { lastWin_minor: string | null }) | null;
  amount_minor: string;
  active: boolean;
  wins: (Omit<JackpotWin, 'amount_minor'> & { amount_minor: string })[];
}

export interface JackpotService {
  /** The pool of a merchant in its currency and what it holds now (the sum of its ledger accounts); pool null when there is none. */
  pool(merchantId: number, currency: string): Promise<{ pool: JackpotPool | null; amount_minor: bigint }>;
  /** The odds (1 in N per paid round) of the pool a game pays, or null when the game pays none. */
  odds(merchantId: number, vendor: string, gameId: string, currency: string): Promise<number | null>;
  /** Settles the jackpot side of one finished round, in one transaction (see settleRound below). */
  settleRound(merchantId: number, round: JackpotRound): Promise<JackpotSettlement>;
  /** The newest jackpot wins of a merchant (at most wins_listed_max). */
  wins(merchantId: number, limit?: number): Promise<JackpotWin[]>;
  /** jackpot:show. */
  show(m: Merchant): Promise<JackpotShow>;
  /** jackpot:set: creates the merchant's pool or changes its share and odds; audited. */
  set(m: Merchant, patch: BoJackpotPatch, operator: string, now: Date): Promise<JackpotPool>;
}

export function createJackpotService(deps: JackpotDeps): JackpotService {
  const { db, ledger, bets, audit } = deps;

  /** The pool of a merchant in its currency and what it holds now (the sum of its ledger accounts); pool null when there is none. */
  async function poolOf(q: Queryable, merchantId: number, currency: string): Promise<{ pool: JackpotPool | null; amount_minor: bigint }> {
    const row = await repo.pool(q, merchantId, currency, false);
    if (!row) return { pool: null, amount_minor: 0n };
    const accounts = await ledger.houseAccountsOfKind(q, merchantId, 'house_jackpot', currency);
    return { pool: toPool(row), amount_minor: accounts.reduce((s, a) => s + a.balance_minor, 0n) };
  }

  /** The odds (1 in N per paid round) of the pool a game pays, or null when the game pays none. */
  async function odds(merchantId: number, vendor: string, gameId: string, currency: string): Promise<number | null> {
    const row = await repo.pool(db, merchantId, currency, false);
    return row && row.vendor === vendor && row.games.includes(gameId) ? row.odds : null;
  }

  /**
   * Settles the jackpot side of one finished round, in one transaction:
   * - the round's contribution, from house_game of the vendor to house_jackpot, both in the
   *   member's bucket. The round owes stake × share exactly; the bucket's rounds add up in
   *   jackpot_owed, and the whole minor units this round completes move, so a bucket has always
   *   contributed floor(Σ stake × share);
   * - when the round's fair draw hit, the whole pool (every house_jackpot account of the
   *   currency) to the member's wallet, recorded in jackpot_wins.
   * The round is found through the vendor wallet's bet (who played, what stake, settled or not):
   * a round that is not a settled real-money bet of a funding game moves nothing.
   *
   * Idempotent per round: a round is counted once (jackpot_rounds), the ledger's keys make a
   * replayed contribution move nothing, and a round already in jackpot_wins is not paid again.
   * Payouts hold the pool row's lock, so two winners never pay out the same balance;
   * contributions lock only their bucket's jackpot_owed row (a contribution that lands while a
   * payout runs simply stays in the pool for the next winner).
   */
  async function settleRound(merchantId: number, round: JackpotRound): Promise<JackpotSettlement> {
    const none: JackpotSettlement = { contribution_minor: 0n, paid_minor: 0n };
    return db.tx(async (q) => {
      const bet = await bets.betOfTransaction(q, merchantId, round.vendor, round.transactionId);
      if (!bet || bet.playMoney || bet.status !== 'settled') return none;
      const pool = await repo.pool(q, merchantId, bet.currency, round.hit);
      if (!pool || pool.vendor !== round.vendor || !pool.games.includes(bet.gameId)) return none;
      const memberId = bet.memberId;
      const reference = `${round.vendor}:${round.transactionId}`;
      const out: JackpotSettlement = { ...none };

      // What the round owes is exact (stake × share in ten-thousandths of a unit); the ledger moves
      // the whole units its bucket's total completes with it, so small stakes fund the pool too.
      const owed_bp = bet.stake_minor * BigInt(pool.share_bp);
      let contribution_minor = 0n;
      if (owed_bp > 0n && await repo.countRound(q, merchantId, round.vendor, round.transactionId, owed_bp, round.now)) {
        const total_bp = await repo.addOwed(q, merchantId, bet.currency, ledger.houseBucket(memberId), owed_bp);
        contribution_minor = total_bp / jackpotLimits.bp_per_unit - (total_bp - owed_bp) / jackpotLimits.bp_per_unit;
      }
      if (contribution_minor > 0n) {
        const game = await ledger.houseAccount(q, merchantId, 'house_game', bet.currency, { vendor: round.vendor, memberIdForBucket: memberId });
        const jackpot = await ledger.houseAccount(q, merchantId, 'house_jackpot', bet.currency, { memberIdForBucket: memberId });
        try {
          await ledger.post(q, merchantId, {
            reason: 'jackpot_contribution', reference, idempotency: { source: jackpotSource, key: `contribution:${reference}` },
            lines: [{ accountId: game.id, amount_minor: -contribution_minor }, { accountId: jackpot.id, amount_minor: contribution_minor }],
            now: round.now,
          });
          out.contribution_minor = contribution_minor;
        } catch (e) {
          // A round settled before migration 022 and retried after it: it contributed then, by
          // the old rule (stake × share rounded down), and what was posted then stands.
          if (!(e instanceof WpsError && e.code === 'ledger.duplicate.key')) throw e;
        }
      }

      if (round.hit && !(await repo.winOf(q, merchantId, round.vendor, round.transactionId))) {
        const accounts = (await ledger.houseAccountsOfKind(q, merchantId, 'house_jackpot', bet.currency)).filter((a) => a.balance_minor > 0n);
        const amount_minor = accounts.reduce((s, a) => s + a.balance_minor, 0n);
        if (amount_minor > 0n) {
          const wallet = await ledger.memberWallet(q, merchantId, memberId, bet.currency);
          const { entry } = await ledger.post(q, merchantId, {
            reason: 'jackpot', reference, idempotency: { source: jackpotSource, key: `win:${reference}` },
            lines: [{ accountId: wallet.id, amount_minor }, ...accounts.map((a) => ({ accountId: a.accountId, amount_minor: -a.balance_minor }))],
            now: round.now,
          });
          await repo.insertWin(q, merchantId, {
            currency: bet.currency, memberId, vendor: round.vendor, gameId: bet.gameId, transactionId: round.transactionId, amount_minor,
            entryId: entry.id, now: round.now,
          });
          await repo.recordLastWin(q, merchantId, bet.currency, amount_minor, round.now);
          out.paid_minor = amount_minor;
        }
      }
      return out;
    });
  }

  /** The newest jackpot wins of a merchant (at most wins_listed_max). */
  async function wins(q: Queryable, merchantId: number, limit: number = jackpotLimits.wins_listed_max): Promise<JackpotWin[]> {
    return (await repo.recentWins(q, merchantId, Math.min(Math.max(limit, 1), jackpotLimits.wins_listed_max))).map(toWin);
  }

  /** jackpot:show: the pool's settings, what it holds, and its last wins. */
  async function show(m: Merchant): Promise<JackpotShow> {
    const q = db;
    const { pool, amount_minor } = await poolOf(q, m.id, m.currency.code);
    return {
      merchant: m.code, currency: m.currency.code, pool: pool && { ...pool, lastWin_minor: pool.lastWin_minor?.toString() ?? null },
      amount_minor: amount_minor.toString(), active: pool !== null && amount_minor > 0n,
      wins: (await wins(q, m.id, 10)).map((w) => ({ ...w, amount_minor: w.amount_minor.toString() })),
    };
  }

  /**
   * jackpot:set: creates the merchant's pool (the house slot funds and pays it; what is not given
   * takes jackpotDefaults) or changes its share and odds. Audited. A change of odds applies to
   * rounds decided from then on; a change of share to rounds settled from then on.
   */
  async function set(m: Merchant, patch: BoJackpotPatch, operator: string, now: Date): Promise<JackpotPool> {
    return db.tx(async (q) => {
      const row = await repo.pool(q, m.id, m.currency.code, true);
      const before = row ? toPool(row) : null;
      const next = {
        currency: m.currency.code,
        share_bp: patch.share ?? before?.share_bp ?? jackpotDefaults.share_bp,
        odds: patch.odds ?? before?.odds ?? jackpotDefaults.odds,
        vendor: before?.vendor ?? houseVendorCode,
        games: before?.games ?? [houseSlotGameId],
      };
      await repo.upsertPool(q, m.id, next, now);
      const after = toPool((await repo.pool(q, m.id, m.currency.code, false))!);
      const show = (p: JackpotPool | null) => p && { share_bp: p.share_bp, odds: p.odds, vendor: p.vendor, games: p.games };
      await audit.record(q, { at: now, operator, merchantId: m.id, action: 'jackpot.set', target: `jackpot:${m.currency.code}`, before: show(before), after: show(after) });
      return after;
    });
  }

  return {
    pool: (merchantId, currency) => poolOf(db, merchantId, currency),
    odds,
    settleRound,
    wins: (merchantId, limit) => wins(db, merchantId, limit),
    show,
    set,
  };
}

import { createHash, randomBytes } from 'node:crypto';
import { decimalStringToMinor, minorToDecimalString } from '@/lib/format/money';
import type { Clock, Merchant } from '../../context';
import type { SecretBox } from '../../crypto/secret-box';
import type { Db } from '../../db';
import { houseVendorCode } from './launch';
import { houseRepo as repo, type HistoryScope, type RoundRow, type SessionRow } from './repo';
import { bet_coins, line_count } from './slot/game';
import { clientSeedPattern, newClientSeed, newServerSeed, serverSeedHash } from './slot/rng';
import { slotMathOf } from './slot/evaluate';
import { fairPlay, type RoundRecord } from './slot/round';
import { slotTitle } from './slot/titles';
import type { WalletAnswer, WalletClient } from './wallet-client';
import { winTier, type WinTier } from './win-tier';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The house API's errors: a stable code and its HTTP status. */
export const houseErrors = {
  'request.invalid': 400,
  'merchant.unknown': 404,
  'game.unknown': 404,
  'session.invalid': 401,
  'session.expired': 401,
  'bet.invalid': 400,
  'funds.insufficient': 409,
  'bet.refused': 409,
  /** A table's betting window closed before the bet arrived. */
  'bet.closed': 409,
  /** A stake outside the table's limits of its bet kind. */
  'bet.limit': 400,
  'wallet.unavailable': 503,
  'house.unconfigured': 503,
  'requests.too.many': 429,
} as const;

export type HouseErrorCode = keyof typeof houseErrors;

export class HouseError extends Error {
  constructor(readonly code: HouseErrorCode, readonly balance: string | null = null) {
    super(code);
    this.name = 'HouseError';
  }
}

/** Maps a wallet answer to the balance, or throws the player's error for a refusal (every house game reads answers so). */
export function answerBalance(answer: WalletAnswer | null, action: 'balance' | 'bet'): string {
  if (!answer) throw new HouseError('wallet.unavailable');
  switch (answer.status) {
    case 'OK': return answer.balance ?? '0';
    case 'INVALID_TOKEN': throw new HouseError('session.invalid');
    case 'TOKEN_EXPIRED': throw new HouseError('session.expired', answer.balance);
    case 'INSUFFICIENT_FUNDS': throw new HouseError('funds.insufficient', answer.balance);
    case 'INVALID_SIGNATURE': throw new HouseError('house.unconfigured');
    default:
      if (action === 'bet') throw new HouseError('bet.refused', answer.balance);
      throw new HouseError('wallet.unavailable', answer.balance);
  }
}

/**
 * Request budgets of the game server's API. A thumb spins a few times a second at most, so a
 * session's spins are capped well above that; opening sessions (free play writes a row each
 * time) and the public verifier are capped per client address.
 */
export const houseRates = {
  'house.spin': { limit: 300, window_ms: 60_000 },
  'house.table.bet': { limit: 300, window_ms: 60_000 },
  'house.session': { limit: 30, window_ms: 60_000 },
  'house.verify': { limit: 120, window_ms: 60_000 },
} as const;

export const houseLimits = {
  /** A house session lives a day, like the longest wallet session. */
  session_ttl_ms: 24 * 60 * 60_000,
  history_max: 50,
  revealed_max: 20,
  /** Unfinished rounds looked at per call, and how old one must be (longer than a wallet call's retries). */
  unfinished_per_call_max: 10,
  unfinished_age_ms: 30_000,
  /** Play money a free-play session starts with, in currency units. */
  playBalance_units: 1000n,
} as const;

/**
 * The coin values a player picks from, in minor units: 0.01 to 1.00 for a currency with
 * cents (bets 0.20 to 20.00); for one without, 100 times its unit and up.
 */
export function coinValues_minor(minorDigits: number): bigint[] {
  const scale = centsScale(minorDigits);
  return [1n, 2n, 5n, 10n, 20n, 50n, 100n].map((c) => c * scale);
}

/**
 * What one cent of the house's amounts (its coins, its tables' limits, all written for a
 * currency with cents) is in minor units of a currency with these digits: 10^(digits - 2), or
 * 100 units for a currency without cents.
 */
export function centsScale(minorDigits: number): bigint {
  return minorDigits >= 2 ? 10n ** BigInt(minorDigits - 2) : 100n;
}

export interface SessionView {
  gameId: string;
  freePlay: boolean;
  balance: string | null;
  currency: string;
  minorDigits: number;
  coinValues: string[];
  lines: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface SpinView {
  roundId: string;
  nonce: number;
  serverSeedHash: string;
  clientSeed: string;
  coinValue: string;
  bet: string;
  win: string;
  /** Coins the round paid (win = coins × coin value). */
  coins: number;
  round: RoundRecord;
  /** What the member may bet now; null when the wallet could not be asked. */
  balance: string | null;
  /** False when the win is decided but the wallet has not confirmed it yet (it is retried). */
  settled: boolean;
  /** The jackpot this round won and was paid (the balance includes it); null otherwise. */
  jackpot: string | null;
  /** How the page celebrates the round's win (win-tier.ts); null when it paid nothing. */
  tier: WinTier | null;
}

export interface HistoryItem {
  roundId: string;
  nonce: number;
  serverSeedHash: string;
  /** The server seed once rotated out (null while it still decides rounds). */
  serverSeed: string | null;
  clientSeed: string;
  bet: string;
  win: string;
  freeSpins: number;
  stops: number[][];
  status: string;
  /** The jackpot odds the round was drawn at (null: no pool in play) and whether it drew the jackpot. */
  jackpotOdds: number | null;
  jackpotHit: boolean;
  createdAt: string;
}

/**
 * The merchant's jackpot pool as the house slot reaches it (modules/jackpot, wired by
 * server.ts). The pool is the operator's, not the vendor's: the game only says which rounds
 * were played and which drew the jackpot; the platform moves the money in its ledger.
 */
export interface HouseJackpot {
  /** The odds (1 in N per paid round) of the pool this game pays, or null when it pays none. */
  odds(merchantId: number, gameId: string, currency: string): Promise<number | null>;
  /** The round's contribution, and the pool to its member when hit. Idempotent per round. */
  settle(merchantId: number, round: { transactionId: string; hit: boolean; now: Date }): Promise<{ paid_minor: bigint }>;
}

export interface HouseDeps {
  db: Db;
  box: SecretBox;
  clock: Clock;
  wallet: WalletClient;
  /** Absent: the game plays without a jackpot (no draw, no contribution). */
  jackpot?: HouseJackpot;
}

/**
 * The house slot's game server: sessions by launch token, provably fair rounds, money through
 * the seamless wallet only (after each database commit, never inside a transaction), and
 * play money for free play. One instance per running platform.
 */
export class HouseSlot {
  constructor(private readonly deps: HouseDeps) {}

  private money(m: Merchant, minor: bigint): string {
    return minorToDecimalString(minor, m.currency.minorDigits);
  }

  private view(m: Merchant, s: SessionRow, balance: string | null): SessionView {
    return {
      gameId: s.game_id, freePlay: s.free_play, balance, currency: m.currency.code, minorDigits: m.currency.minorDigits,
      coinValues: coinValues_minor(m.currency.minorDigits).map((c) => this.money(m, c)), lines: line_count,
      serverSeedHash: s.server_seed_hash, clientSeed: s.client_seed, nonce: Number(s.nonce),
    };
  }

  private async walletCall(m: Merchant, action: 'balance' | 'bet' | 'win' | 'rollback', fields: Record<string, unknown>): Promise<WalletAnswer | null> {
    return this.deps.wallet.call(m.id, action, fields);
  }

  /**
   * Opens (or resumes) the session of a launch. Real play: the wallet must know the token (a
   * balance call). Free play: we issue the token, and the session holds the play money.
   */
  async open(m: Merchant, input: { token: string | null; gameId: string; freePlay: boolean }): Promise<{ token: string | null; session: SessionView }> {
    // The slot's sessions are for its titles; the tables have sessions of their own (tables/).
    if (!slotTitle(input.gameId)) throw new HouseError('game.unknown');
    const now = this.deps.clock.now();
    let token = input.token;
    let balance: string | null = null;
    if (input.freePlay) {
      token = `fp_${randomBytes(32).toString('base64url')}`;
    } else {
      if (!token) throw new HouseError('session.invalid');
      const answer = await this.walletCall(m, 'balance', { token, gameId: input.gameId });
      balance = this.checkAnswer(answer, 'balance');
      const existing = await repo.session(this.deps.db, m.id, sha256(token), false);
      if (existing) {
        await this.finishRounds(m, token, existing);
        return { token: null, session: this.view(m, existing, balance) };
      }
    }
    // The player the platform named at launch keeps this launch's rounds with their earlier ones.
    const playerId = input.freePlay ? null : await repo.launchPlayer(this.deps.db, m.id, sha256(token!));
    const seed = newServerSeed();
    const playBalance_minor = input.freePlay ? decimalStringToMinor(houseLimits.playBalance_units.toString(), m.currency.minorDigits) : null;
    const row = await repo.openSession(this.deps.db, m.id, {
      tokenHash: sha256(token), playerId, gameId: input.gameId, freePlay: input.freePlay, playBalance_minor,
      serverSeedEnc: this.deps.box.seal(seed), serverSeedHash: serverSeedHash(seed), clientSeed: newClientSeed(),
      expiresAt: new Date(now.getTime() + houseLimits.session_ttl_ms), now,
    });
    if (row.free_play) balance = this.money(m, BigInt(row.play_balance_minor!));
    return { token: input.freePlay ? token : null, session: this.view(m, row, balance) };
  }

  /** The session behind a token, or session.invalid / session.expired. */
  private async sessionOf(m: Merchant, token: string): Promise<SessionRow> {
    const s = await repo.session(this.deps.db, m.id, sha256(token), false);
    if (!s) throw new HouseError('session.invalid');
    if (new Date(s.expires_at).getTime() <= this.deps.clock.now().getTime()) throw new HouseError('session.expired');
    return s;
  }

  async state(m: Merchant, token: string): Promise<SessionView> {
    const s = await this.sessionOf(m, token);
    if (s.free_play) return this.view(m, s, this.money(m, BigInt(s.play_balance_minor!)));
    const answer = await this.walletCall(m, 'balance', { token, gameId: s.game_id });
    return this.view(m, s, this.checkAnswer(answer, 'balance'));
  }

  private checkAnswer(answer: WalletAnswer | null, action: 'balance' | 'bet'): string {
    return answerBalance(answer, action);
  }

  /**
   * Plays one paid round. The round is decided and written (with the nonce advanced) in one
   * transaction under the session's row lock, so two spins of a session never share a nonce;
   * then the stake is taken and the win paid through the wallet.
   */
  async spin(m: Merchant, token: string, coinValue: string): Promise<SpinView> {
    const coin_minor = coinValues_minor(m.currency.minorDigits).find((c) => this.money(m, c) === coinValue);
    if (coin_minor === undefined) throw new HouseError('bet.invalid');
    const bet_minor = coin_minor * BigInt(bet_coins);
    const tokenHash = sha256(token);
    const first = await this.sessionOf(m, token);
    if (!first.free_play) await this.finishRounds(m, token, first);
    const now = this.deps.clock.now();
    // Read before the session lock: the odds in force now decide this round's draw, and are kept with it.
    const jackpotOdds = first.free_play || !this.deps.jackpot ? null : await this.deps.jackpot.odds(m.id, first.game_id, m.currency.code);

    const played = await this.deps.db.tx(async (q) => {
      const s = await repo.session(q, m.id, tokenHash, true);
      if (!s) throw new HouseError('session.invalid');
      const nonce = Number(s.nonce);
      const { round, jackpotHit } = fairPlay(this.deps.box.open(s.server_seed_enc), s.client_seed, nonce, s.free_play ? null : jackpotOdds, slotMathOf(s.game_id));
      const win_minor = BigInt(round.coins) * coin_minor;
      let playBalance: bigint | null = null;
      if (s.free_play) {
        const balance = BigInt(s.play_balance_minor!);
        if (balance < bet_minor) throw new HouseError('funds.insufficient', this.money(m, balance));
        playBalance = balance - bet_minor + win_minor;
      }
      const roundId = await repo.insertRound(q, m.id, {
        tokenHash, playerId: s.player_id, gameId: s.game_id, freePlay: s.free_play, serverSeedHash: s.server_seed_hash, clientSeed: s.client_seed, nonce,
        coin_minor, bet_minor, win_minor, currency: m.currency.code, stops: [round.base, ...round.freeSpins].map((x) => x.stops),
        freeSpins: round.freeSpins.length, status: s.free_play ? 'settled' : 'pending', now,
        jackpotOdds: s.free_play ? null : jackpotOdds, jackpotHit,
      });
      await repo.advanceSession(q, m.id, tokenHash, nonce + 1, playBalance);
      return { s, nonce, round, win_minor, roundId, playBalance, jackpotHit };
    });

    const out: SpinView = {
      roundId: played.roundId, nonce: played.nonce, serverSeedHash: played.s.server_seed_hash, clientSeed: played.s.client_seed,
      coinValue, bet: this.money(m, bet_minor), win: this.money(m, played.win_minor), coins: played.round.coins, round: played.round,
      balance: played.playBalance === null ? null : this.money(m, played.playBalance), settled: true, jackpot: null,
      tier: winTier(played.round.coins, bet_coins),
    };
    if (played.s.free_play) return out;

    const txn = `hr_${played.roundId}`;
    const money = { token, transactionId: txn, roundId: txn, gameId: played.s.game_id, currency: m.currency.code };
    const bet = await this.walletCall(m, 'bet', { ...money, amount: out.bet });
    if (!bet) {
      // We cannot tell whether the bet landed: cancel it (safe either way) and tell the player.
      await this.rollback(m, played.roundId, money, out.bet);
      throw new HouseError('wallet.unavailable');
    }
    if (bet.status !== 'OK') {
      await repo.setRoundStatus(this.deps.db, m.id, played.roundId, ['pending'], 'refused', this.deps.clock.now());
      this.checkAnswer(bet, 'bet');
      throw new HouseError('bet.refused', bet.balance);
    }
    await repo.setRoundStatus(this.deps.db, m.id, played.roundId, ['pending'], 'open', this.deps.clock.now());
    out.balance = bet.balance;
    const paid = await this.payWin(m, played.roundId, money, out.win);
    out.settled = paid !== null;
    if (paid) out.balance = paid;
    if (paid !== null && jackpotOdds !== null) {
      const jackpot_minor = await this.settleJackpot(m, played.roundId, played.jackpotHit);
      if (jackpot_minor > 0n) {
        out.jackpot = this.money(m, jackpot_minor);
        out.balance = this.money(m, decimalStringToMinor(paid, m.currency.minorDigits) + jackpot_minor);
      }
    }
    return out;
  }

  /**
   * The jackpot side of a settled round: its contribution, and the pool when its draw hit. It
   * runs after the win (the wallet calls stay as fast as without a jackpot) and never fails
   * the spin: a round whose jackpot could not be settled stays due and is settled by the
   * session's next call once it is old enough (the pool's postings are idempotent per round).
   */
  private async settleJackpot(m: Merchant, roundId: string, hit: boolean): Promise<bigint> {
    if (!this.deps.jackpot) return 0n;
    try {
      const r = await this.deps.jackpot.settle(m.id, { transactionId: `hr_${roundId}`, hit, now: this.deps.clock.now() });
      await repo.clearJackpotDue(this.deps.db, m.id, roundId);
      return r.paid_minor;
    } catch {
      return 0n;
    }
  }

  /** Sends the win of an open round (a win of 0 settles a loss); the balance after it, or null to retry later. */
  private async payWin(m: Merchant, roundId: string, money: Record<string, unknown>, win: string): Promise<string | null> {
    const answer = await this.walletCall(m, 'win', { ...money, amount: win, referenceTransactionId: money.transactionId, roundClosed: true });
    // BET_ALREADY_SETTLED: an earlier try of this win landed and its answer was lost.
    if (answer?.status === 'OK' || answer?.status === 'BET_ALREADY_SETTLED') {
      await repo.setRoundStatus(this.deps.db, m.id, roundId, ['open'], 'settled', this.deps.clock.now());
      return answer.balance;
    }
    return null;
  }

  private async rollback(m: Merchant, roundId: string, money: Record<string, unknown>, bet: string): Promise<void> {
    const answer = await this.walletCall(m, 'rollback', { ...money, amount: bet, referenceTransactionId: money.transactionId, roundClosed: true });
    if (answer?.status === 'OK') await repo.setRoundStatus(this.deps.db, m.id, roundId, ['pending'], 'rolled_back', this.deps.clock.now());
  }

  /**
   * Finishes rounds a crash or a wallet outage left behind: a pending round's bet may or may
   * not have landed, so it is rolled back; an open round's win is sent again. Only rounds
   * older than any call still in flight are touched.
   */
  private async finishRounds(m: Merchant, token: string, s: SessionRow): Promise<void> {
    const before = new Date(this.deps.clock.now().getTime() - houseLimits.unfinished_age_ms);
    const rows = await repo.unfinished(this.deps.db, m.id, s.token_hash, before, houseLimits.unfinished_per_call_max);
    for (const r of rows) {
      const id = String(r.id);
      const txn = `hr_${id}`;
      const money = { token, transactionId: txn, roundId: txn, gameId: r.game_id, currency: r.currency };
      if (r.status === 'pending') await this.rollback(m, id, money, this.money(m, BigInt(r.bet_minor)));
      else if (r.status === 'settled' || (await this.payWin(m, id, money, this.money(m, BigInt(r.win_minor)))) !== null) {
        if (r.jackpot_due) await this.settleJackpot(m, id, r.jackpot_hit);
      }
    }
  }

  /**
   * Rotates the seeds: the server seed in play is revealed (and kept with the rounds it
   * decided), a new one is drawn, the nonce starts again at 0, and the client seed becomes
   * the one given (or stays).
   */
  async rotate(m: Merchant, token: string, clientSeed: string | undefined): Promise<{ revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; rounds: number }; session: SessionView }> {
    if (clientSeed !== undefined && !clientSeedPattern.test(clientSeed)) throw new HouseError('request.invalid');
    await this.sessionOf(m, token);
    const tokenHash = sha256(token);
    const now = this.deps.clock.now();
    return this.deps.db.tx(async (q) => {
      const s = (await repo.session(q, m.id, tokenHash, true))!;
      const revealed = { serverSeed: this.deps.box.open(s.server_seed_enc), serverSeedHash: s.server_seed_hash, clientSeed: s.client_seed, rounds: Number(s.nonce) };
      await repo.insertRevealed(q, m.id, tokenHash, { ...revealed, now });
      const seed = newServerSeed();
      const next = { serverSeedEnc: this.deps.box.seal(seed), serverSeedHash: serverSeedHash(seed), clientSeed: clientSeed ?? s.client_seed };
      await repo.rotateSeed(q, m.id, tokenHash, next);
      const row: SessionRow = { ...s, server_seed_enc: next.serverSeedEnc, server_seed_hash: next.serverSeedHash, client_seed: next.clientSeed, nonce: 0 };
      const balance = s.free_play ? this.money(m, BigInt(s.play_balance_minor!)) : null;
      return { revealed, session: this.view(m, row, balance) };
    });
  }

  /**
   * The member's last rounds of this game with what verifies them, across their launches (a
   * session the platform named no player for: its own rounds), a page of at most history_max
   * older than round `before` when given; and the seeds revealed so far. `next` is the cursor
   * of the following page, null on the last.
   */
  async history(m: Merchant, token: string, limit: number, before: string | null = null) {
    const s = await this.sessionOf(m, token);
    const scope: HistoryScope = s.player_id ? { playerId: s.player_id, gameId: s.game_id } : { tokenHash: s.token_hash };
    const n = Math.min(Math.max(Math.trunc(limit) || 20, 1), houseLimits.history_max);
    const rows = await repo.history(this.deps.db, m.id, scope, n, before);
    const seeds = await repo.revealedSeeds(this.deps.db, m.id, scope, houseLimits.revealed_max);
    return {
      rounds: rows.map((r) => this.historyItem(m, r)),
      next: rows.length === n ? String(rows.at(-1)!.id) : null,
      revealedSeeds: seeds.map((s) => ({
        serverSeedHash: s.server_seed_hash, serverSeed: s.server_seed, clientSeed: s.client_seed, rounds: Number(s.rounds),
        revealedAt: new Date(s.revealed_at).toISOString(),
      })),
    };
  }

  private historyItem(m: Merchant, r: RoundRow): HistoryItem {
    return {
      roundId: String(r.id), nonce: Number(r.nonce), serverSeedHash: r.server_seed_hash, serverSeed: r.server_seed, clientSeed: r.client_seed,
      bet: this.money(m, BigInt(r.bet_minor)), win: this.money(m, BigInt(r.win_minor)), freeSpins: r.free_spins,
      stops: typeof r.stops === 'string' ? (JSON.parse(r.stops) as number[][]) : r.stops, status: r.status,
      jackpotOdds: r.jackpot_odds === null ? null : Number(r.jackpot_odds), jackpotHit: r.jackpot_hit, createdAt: new Date(r.created_at).toISOString(),
    };
  }
}

/** The house vendor's wallet secret of a merchant, opened (null when it was never seeded). */
export async function houseSecret(db: Db, box: SecretBox, merchantId: number): Promise<string | null> {
  const sealed = await repo.vendorKey(db, merchantId, houseVendorCode);
  return sealed === null ? null : box.open(sealed);
}

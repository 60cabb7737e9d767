import { createHash } from 'node:crypto';
import { decimalStringToMinor, minorToDecimalString } from '@/lib/format/money';
import type { Clock, Merchant } from '../../../context';
import type { SecretBox } from '../../../crypto/secret-box';
import type { Db } from '../../../db';
import { sharedClientSeed } from '../fair/shared-seed';
import { newServerSeed, serverSeedHash } from '../fair/stream';
import { answerBalance, HouseError } from '../service';
import type { WalletAnswer, WalletClient } from '../wallet-client';
import type { SlipSpot, TableGame } from './game';
import { tablesRepo as repo, type BetRow, type BetToFinish, type RoundRow, type StoredSpot, type TableRow } from './repo';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** How the tables know a player: the sha256 of their launch token, as a vendor knows them. */
export const tokenHashOf = sha256;

/** Times and bounds of every table (the games' own betting and result times are theirs). */
export const tableLimits = {
  /** A table stays awake this long after the last sign of a player (a seat, a heartbeat, a bet). */
  awake_ms: 60_000,
  /**
   * A round whose close is further in the past than this when a process gets to it was
   * abandoned (the platform was down): it is voided and every stake returned, rather than drawn
   * for players who left long ago.
   */
  resume_max_ms: 60_000,
  /**
   * A slip still pending this long after it was written lost its wallet call (a crash between
   * the insert and the answer): longer than the wallet client's three tries of 5 s.
   */
  pending_max_ms: 20_000,
  /** How soon a step that waits for the wallet (or for a slip in flight) looks again. */
  retry_ms: 1_000,
  pendingPoll_ms: 250,
  /** Spots in one slip, results a table shows, and hands of a shoe its roads read (a shoe deals about 80). */
  slipSpots_max: 40,
  results_max: 100,
  shoeHands_max: 200,
  history_max: 50,
  /** A table session lives a day, like the longest wallet session. */
  session_ttl_ms: 24 * 60 * 60_000,
} as const;

/** A round as players see it: the hash before betting opens, the seed and outcome once drawn. */
export interface RoundView {
  id: string;
  no: number;
  status: RoundRow['status'];
  serverSeedHash: string;
  opensAt: string;
  closesAt: string;
  /** Null until the draw. */
  serverSeed: string | null;
  clientSeed: string | null;
  outcome: unknown;
}

/** A slip as its player sees it. */
export interface SlipView {
  id: string;
  roundId: string;
  /** Each spot with its stake and, for a game that issues them, its tickets (bingo's cards). */
  spots: { spot: string; amount: string; tickets?: unknown }[];
  stake: string;
  /** What it returned (stake included), once drawn. */
  payout: string | null;
  status: BetRow['status'];
}

/** What the engine tells the players at a table (and, with `to`, one player). */
export type TableEvent =
  | { type: 'round'; table: string; round: RoundView; now: string; board?: unknown }
  | { type: 'slip'; table: string; slip: SlipView; balance: string | null; now: string };

export interface TableEvents {
  /** To every connection at the table, or to one player's (by token hash) when `to` is given. */
  publish(merchantId: number, tableId: string, event: TableEvent, to?: string): void;
}

export interface TableEngineDeps {
  db: Db;
  box: SecretBox;
  clock: Clock;
  wallet: WalletClient;
  /** The table games by their catalog id (a table's id is its game's id). */
  games: Readonly<Record<string, TableGame>>;
  events: TableEvents;
  /** Called when a table wakes, so a process drives it at once rather than at its next sweep. */
  woke(merchantId: number, tableId: string): void;
}

/** A player's view of a table: the round in play (or the last), recent results, their own slips. */
export interface TableSnapshot {
  table: string;
  currency: string;
  minorDigits: number;
  limits: Record<string, { min: string; max: string; step: string }>;
  timing: { betting_ms: number; result_ms: number };
  round: RoundView | null;
  results: RoundView[];
  /** What the game shows of the seed in play (the card tables' roads), or null. */
  board: unknown;
  slips: SlipView[];
  balance: string | null;
  now: string;
}

export interface TableEngine {
  /** Seats a launch at its table (the wallet must know the token) and wakes the table. */
  sit(m: Merchant, token: string, gameId: string): Promise<TableSnapshot>;
  /** The table as the player sees it now; keeps the table awake. */
  snapshot(m: Merchant, token: string, gameId: string, withBalance: boolean): Promise<TableSnapshot>;
  /** Keeps a table awake for a player who is there (a heartbeat); false for an unknown player. */
  heartbeat(m: Merchant, tokenHash: string, gameId: string): Promise<boolean>;
  /** Places a slip in the open round: refused with bet.closed once the betting window has closed. */
  placeBets(m: Merchant, token: string, gameId: string, input: { roundId: string; bets: { spot: string; amount: string }[] }): Promise<{ slip: SlipView; balance: string }>;
  /** The player's slips with their rounds' seeds and outcomes. */
  history(m: Merchant, token: string, gameId: string, limit: number): Promise<{ slips: (SlipView & { round: RoundView })[] }>;
  /**
   * Moves a table's round on as far as the clock allows (open → closed → drawn → settled, or
   * voiding → voided) and answers when to look again; null when the table sleeps. Any process
   * may call it: each step is a conditional update and every wallet call is idempotent, so a
   * round is drawn once and settled once however many processes try.
   */
  advance(merchantId: number, tableId: string): Promise<Date | null>;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const ms = (d: Date | string) => new Date(d).getTime();

/**
 * The client seed of a shared round (fair/README.md): sharedClientSeed of its accepted slips,
 * each one bet whose selection lists its spots (`red=500,straight:17=100`) and whose stake is the
 * slip's.
 */
export function roundClientSeed(slips: readonly { id: string; stake_minor: bigint; spots: readonly StoredSpot[] }[]): string {
  return sharedClientSeed(slips.map((s) => ({
    betId: s.id, selection: s.spots.map((x) => `${x.spot}=${x.amount_minor}`).join(','), stake_minor: s.stake_minor,
  })));
}

export function createTableEngine(deps: TableEngineDeps): TableEngine {
  const { db, box, clock, wallet, games, events } = deps;

  const gameOf = (gameId: string): TableGame => {
    const g = games[gameId];
    if (!g) throw new HouseError('game.unknown');
    return g;
  };
  const money = (minor: bigint | string | number, digits: number) => minorToDecimalString(BigInt(minor), digits);

  const roundView = (r: RoundRow): RoundView => ({
    id: String(r.id), no: Number(r.round_no), status: r.status, serverSeedHash: r.server_seed_hash, opensAt: iso(r.opens_at), closesAt: iso(r.closes_at),
    serverSeed: r.server_seed, clientSeed: r.client_seed, outcome: r.outcome ?? null,
  });
  const slipView = (b: BetRow, digits: number): SlipView => ({
    id: String(b.id), roundId: String(b.round_id), spots: b.spots.map((s) => ({ spot: s.spot, amount: money(s.amount_minor, digits), ...(s.tickets === undefined ? {} : { tickets: s.tickets }) })),
    stake: money(b.stake_minor, digits), payout: b.payout_minor === null ? null : money(b.payout_minor, digits), status: b.status,
  });
  const publishRound = (merchantId: number, r: RoundRow) =>
    events.publish(merchantId, r.table_id, { type: 'round', table: r.table_id, round: roundView(r), now: clock.now().toISOString() });
  const publishSlip = (merchantId: number, tableId: string, b: BetRow, digits: number, balance: string | null) =>
    events.publish(merchantId, tableId, { type: 'slip', table: tableId, slip: slipView(b, digits), balance, now: clock.now().toISOString() }, b.token_hash);

  /** When this process last wrote each table's awake time: players' calls and heartbeats write it at most every quarter of awake_ms. */
  const woken = new Map<string, number>();
  const wake = async (m: Merchant, tableId: string, force = false): Promise<void> => {
    const now = clock.now();
    const key = `${m.id}:${tableId}`;
    const last = woken.get(key);
    if (force || last === undefined || now.getTime() - last >= tableLimits.awake_ms / 4 || now.getTime() < last) {
      await repo.wake(db, m.id, {
        tableId, currency: m.currency.code, minorDigits: m.currency.minorDigits, awakeUntil: new Date(now.getTime() + tableLimits.awake_ms), now,
      });
      // A bounded memory: tables are few (games × merchants), but nothing here may grow without end.
      if (woken.size >= 10_000) woken.clear();
      woken.set(key, now.getTime());
    }
    deps.woke(m.id, tableId);
  };

  const playerOf = async (m: Merchant, tokenHash: string, gameId: string) => {
    const p = await repo.player(db, m.id, tokenHash, false);
    if (!p || p.table_id !== gameId) throw new HouseError('session.invalid');
    if (ms(p.expires_at) <= clock.now().getTime()) throw new HouseError('session.expired');
    return p;
  };

  const limitsView = (game: TableGame, digits: number) => Object.fromEntries(Object.entries(game.limits(digits))
    .map(([k, l]) => [k, { min: money(l.min_minor, digits), max: money(l.max_minor, digits), step: money(l.step_minor, digits) }]));

  /** The game's board (roads) from the outcomes drawn so far by a seed. */
  const boardOf = async (merchantId: number, game: TableGame, seedHash: string | null) =>
    game.board(seedHash ? await repo.outcomesOfSeed(db, merchantId, game.gameId, seedHash, tableLimits.shoeHands_max) : []);

  const snapshotOf = async (m: Merchant, game: TableGame, tokenHash: string, balance: string | null): Promise<TableSnapshot> => {
    const digits = m.currency.minorDigits;
    const current = (await repo.roundInPlay(db, m.id, game.gameId)) ?? (await repo.latestRound(db, m.id, game.gameId));
    const results = await repo.results(db, m.id, game.gameId, tableLimits.results_max);
    const slips = current ? (await repo.roundBets(db, m.id, String(current.id))).filter((b) => b.token_hash === tokenHash) : [];
    return {
      table: game.gameId, currency: m.currency.code, minorDigits: digits, limits: limitsView(game, digits), timing: game.timing,
      round: current ? roundView(current) : null, results: results.map(roundView), slips: slips.map((b) => slipView(b, digits)), balance,
      board: await boardOf(m.id, game, current?.server_seed_hash ?? null), now: clock.now().toISOString(),
    };
  };

  const walletBalance = async (m: Merchant, token: string, gameId: string) =>
    answerBalance(await wallet.call(m.id, 'balance', { token, gameId }), 'balance');

  /** The wallet fields of a slip's calls: one transaction id for its bet, win and rollback (ids are unique per call kind). */
  const moneyFields = (b: { id: string | bigint | number; round_id: string | bigint | number; currency: string }, token: string, tableId: string) => ({
    token, transactionId: `htb_${b.id}`, roundId: `htr_${b.round_id}`, gameId: tableId, currency: b.currency,
  });

  /**
   * Returns a slip's stake: claimed first (so a late wallet answer of its bet cannot accept it
   * any more), then rolled back; a rollback is safe whether or not the bet ever landed. False
   * when the wallet did not answer (the slip stays rolling_back and is tried again).
   */
  const rollbackSlip = async (merchantId: number, tableId: string, b: BetRow, token: string, digits: number): Promise<boolean> => {
    const id = String(b.id);
    const now = clock.now();
    if (b.status !== 'rolling_back' && !(await repo.setBetStatus(db, merchantId, id, [b.status], 'rolling_back', now))) return false;
    const answer = await wallet.call(merchantId, 'rollback', {
      ...moneyFields(b, token, tableId), amount: money(b.stake_minor, digits), referenceTransactionId: `htb_${id}`, roundClosed: true,
    });
    if (!answer || !['OK', 'BET_ALREADY_SETTLED'].includes(answer.status)) return false;
    await repo.setBetStatus(db, merchantId, id, ['rolling_back'], 'rolled_back', clock.now());
    publishSlip(merchantId, tableId, { ...b, status: 'rolled_back' }, digits, answer.balance);
    return true;
  };

  /** Pays a drawn slip (a payout of 0 settles a loss); false when the wallet did not answer. */
  const settleSlip = async (merchantId: number, tableId: string, b: BetToFinish, digits: number): Promise<boolean> => {
    const id = String(b.id);
    const token = box.open(b.token_enc);
    const answer: WalletAnswer | null = await wallet.call(merchantId, 'win', {
      ...moneyFields(b, token, tableId), amount: money(b.payout_minor!, digits), referenceTransactionId: `htb_${id}`, roundClosed: true,
    });
    // BET_ALREADY_SETTLED: an earlier try of this win landed and its answer was lost.
    if (!answer || !['OK', 'BET_ALREADY_SETTLED'].includes(answer.status)) return false;
    await repo.setBetStatus(db, merchantId, id, ['accepted'], 'settled', clock.now());
    publishSlip(merchantId, tableId, { ...b, status: 'settled' }, digits, answer.status === 'OK' ? answer.balance : null);
    return true;
  };

  /** Spots of a slip checked against the game, merged by spot. */
  const checkSpots = (game: TableGame, bets: { spot: string; amount: string }[], digits: number): SlipSpot[] => {
    if (bets.length === 0 || bets.length > tableLimits.slipSpots_max) throw new HouseError('bet.invalid');
    const merged = new Map<string, SlipSpot>();
    for (const b of bets) {
      const s = game.spot(b.spot);
      let amount_minor: bigint;
      try {
        amount_minor = decimalStringToMinor(b.amount, digits);
      } catch {
        throw new HouseError('bet.invalid');
      }
      if (!s || amount_minor <= 0n) throw new HouseError('bet.invalid');
      const prior = merged.get(s.spot);
      merged.set(s.spot, { ...s, amount_minor: (prior?.amount_minor ?? 0n) + amount_minor });
    }
    return [...merged.values()];
  };

  /** The player's whole stake of the round (earlier slips included) within the table's limits. */
  const checkLimits = (game: TableGame, spots: SlipSpot[], earlier: StoredSpot[][], digits: number) => {
    const stakes = [...earlier.flat().map((s) => ({ spot: s.spot, amount_minor: BigInt(s.amount_minor) })), ...spots];
    const refusal = game.check(stakes, digits);
    if (refusal) throw new HouseError(refusal);
  };

  /**
   * Opens the next round with its server seed committed: a new one, or the shoe's while a
   * shoe is in play (a new shoe's seed is kept on the table until the shoe ends).
   */
  async function openRound(table: TableRow, game: TableGame, now: Date): Promise<RoundRow | null> {
    const roundNo = Number(table.last_round_no) + 1;
    const carried = game.seedSpan === 'shoe' && table.seed_enc && table.seed_hash ? { enc: table.seed_enc, hash: table.seed_hash } : null;
    const fresh = carried ? null : newServerSeed();
    const seed = carried ?? { enc: box.seal(fresh!), hash: serverSeedHash(fresh!) };
    return db.tx(async (q) => {
      const r = await repo.insertRound(q, table.merchant_id, {
        tableId: table.table_id, roundNo, serverSeedEnc: seed.enc, serverSeedHash: seed.hash, opensAt: now, closesAt: new Date(now.getTime() + game.timing.betting_ms),
      });
      if (!r) return null;
      await repo.setLastRound(q, table.merchant_id, table.table_id, roundNo);
      if (game.seedSpan === 'shoe' && !carried) await repo.setCarried(q, table.merchant_id, table.table_id, { state: null, seed: { ...seed, client: null } });
      return r;
    });
  }

  /** Rolls back every slip of a voiding round that may hold a stake; true once none does. */
  async function voidRound(table: TableRow, round: RoundRow): Promise<boolean> {
    const bets = await repo.roundBets(db, table.merchant_id, String(round.id));
    let done = true;
    for (const b of bets.filter((x) => ['pending', 'accepted', 'rolling_back'].includes(x.status))) {
      if (!(await rollbackSlip(table.merchant_id, table.table_id, b, box.open(b.token_enc), table.minor_digits))) done = false;
    }
    if (!done) return false;
    if (await repo.setRoundStatus(db, table.merchant_id, String(round.id), ['voiding'], 'voided', clock.now())) {
      publishRound(table.merchant_id, { ...round, status: 'voided' });
    }
    return true;
  }

  /**
   * Draws a closed round once no slip is in flight: slips whose bet never got an answer are
   * rolled back first, the client seed is fixed from the accepted ones, and the outcome, the
   * revealed seed, every slip's payout and the table's state are written in one transaction
   * that only the first process to get there commits. Answers when to look again, or null
   * when it was drawn (by this process or another).
   */
  async function drawRound(table: TableRow, game: TableGame, round: RoundRow, now: Date): Promise<Date | null> {
    const bets = await repo.roundBets(db, table.merchant_id, String(round.id));
    const young = bets.some((b) => b.status === 'pending' && now.getTime() - ms(b.created_at) < tableLimits.pending_max_ms);
    if (young) return new Date(now.getTime() + tableLimits.pendingPoll_ms);
    let stuck = false;
    for (const b of bets.filter((x) => x.status === 'pending' || x.status === 'rolling_back')) {
      if (!(await rollbackSlip(table.merchant_id, table.table_id, b, box.open(b.token_enc), table.minor_digits))) stuck = true;
    }
    if (stuck) return new Date(now.getTime() + tableLimits.retry_ms);
    const accepted = bets.filter((b) => b.status === 'accepted');
    // A shoe's later rounds deal on with the client seed its first round fixed.
    const inShoe = game.seedSpan === 'shoe' && table.seed_hash === round.server_seed_hash && table.seed_client !== null;
    const clientSeed = inShoe ? table.seed_client! : roundClientSeed(accepted.map((b) => ({ id: String(b.id), stake_minor: BigInt(b.stake_minor), spots: b.spots })));
    const serverSeed = box.open(round.server_seed_enc);
    const drawnOutcome = game.draw({ serverSeed, clientSeed, nonce: 0 }, inShoe ? table.state : null);
    const { state, spanEnds } = drawnOutcome;
    const outcome = game.announce ? game.announce(drawnOutcome.outcome, accepted.flatMap((b) => b.spots.map((s) => s.tickets))) : drawnOutcome.outcome;
    const reveal = game.seedSpan === 'round' || spanEnds;
    const payouts = accepted.map((b) => ({
      id: String(b.id),
      payout_minor: b.spots.reduce((sum, s) => sum + game.payout(s.spot, BigInt(s.amount_minor), outcome, s.tickets), 0n),
    }));
    const drawn = await db.tx(async (q) => {
      if (!(await repo.drawRound(q, table.merchant_id, String(round.id), { serverSeed: reveal ? serverSeed : null, clientSeed, outcome, now }))) return false;
      await repo.setPayouts(q, table.merchant_id, payouts);
      if (game.seedSpan === 'shoe') {
        await repo.setCarried(q, table.merchant_id, table.table_id, {
          state: spanEnds ? null : state, seed: spanEnds ? null : { enc: round.server_seed_enc, hash: round.server_seed_hash, client: clientSeed },
        });
        if (spanEnds) await repo.revealSeed(q, table.merchant_id, round.server_seed_hash, serverSeed);
      }
      return true;
    });
    if (drawn) {
      const board = await boardOf(table.merchant_id, game, round.server_seed_hash);
      events.publish(table.merchant_id, round.table_id, {
        type: 'round', table: round.table_id, now: clock.now().toISOString(), board,
        round: roundView({ ...round, status: 'drawn', server_seed: reveal ? serverSeed : null, client_seed: clientSeed, outcome, drawn_at: now }),
      });
    }
    return null;
  }

  /** Pays every accepted slip of a drawn round, then marks it settled; false while the wallet has not confirmed them all. */
  async function settleRound(table: TableRow, round: RoundRow): Promise<boolean> {
    const bets = await repo.roundBets(db, table.merchant_id, String(round.id));
    let done = true;
    for (const b of bets.filter((x) => x.status === 'accepted')) {
      if (!(await settleSlip(table.merchant_id, table.table_id, b, table.minor_digits))) done = false;
    }
    if (!done) return false;
    if (await repo.setRoundStatus(db, table.merchant_id, String(round.id), ['drawn'], 'settled', clock.now())) {
      publishRound(table.merchant_id, { ...round, status: 'settled' });
    }
    return true;
  }

  /** One step of a table; answers the time of the next one, 'again' to step at once, or null when the table sleeps. */
  async function step(merchantId: number, tableId: string): Promise<Date | 'again' | null> {
    const game = games[tableId];
    const found = game ? await repo.tableInPlay(db, merchantId, tableId) : null;
    if (!game || !found) return null;
    const { table, round } = found;
    const now = clock.now();
    if (!round) {
      if (ms(table.awake_until) <= now.getTime()) return null;
      const latest = await repo.latestRound(db, merchantId, tableId);
      const nextOpen_ms = latest?.finished_at ? ms(latest.finished_at) + game.timing.result_ms : now.getTime();
      if (now.getTime() < nextOpen_ms) return new Date(nextOpen_ms);
      const opened = await openRound(table, game, now);
      if (opened) publishRound(merchantId, opened);
      return 'again';
    }
    const id = String(round.id);
    const abandoned = now.getTime() - ms(round.closes_at) > tableLimits.resume_max_ms;
    switch (round.status) {
      case 'open':
      case 'closed':
        if (round.status === 'open' && now.getTime() < ms(round.closes_at)) return new Date(ms(round.closes_at));
        if (abandoned) {
          if (await repo.setRoundStatus(db, merchantId, id, [round.status], 'voiding', now)) publishRound(merchantId, { ...round, status: 'voiding' });
          return 'again';
        }
        if (round.status === 'open') {
          if (await repo.setRoundStatus(db, merchantId, id, ['open'], 'closed', now)) publishRound(merchantId, { ...round, status: 'closed' });
          return 'again';
        }
        return (await drawRound(table, game, round, now)) ?? 'again';
      case 'drawn': {
        // A game that shows its result over time (bingo's calls) is paid once the last call is shown.
        const paysAt_ms = ms(round.drawn_at ?? now) + (game.timing.calling_ms ?? 0);
        if (now.getTime() < paysAt_ms) return new Date(paysAt_ms);
        return (await settleRound(table, round)) ? 'again' : new Date(now.getTime() + tableLimits.retry_ms);
      }
      case 'voiding':
        return (await voidRound(table, round)) ? 'again' : new Date(now.getTime() + tableLimits.retry_ms);
      default:
        return 'again';
    }
  }

  return {
    async sit(m, token, gameId) {
      const game = gameOf(gameId);
      const balance = await walletBalance(m, token, gameId);
      // The table's row must exist before its player's.
      await wake(m, gameId, true);
      const now = clock.now();
      const tokenHash = sha256(token);
      const p = await repo.seat(db, m.id, {
        tokenHash, tableId: gameId, tokenEnc: box.seal(token), expiresAt: new Date(now.getTime() + tableLimits.session_ttl_ms), now,
      });
      if (p.table_id !== gameId) throw new HouseError('session.invalid');
      return snapshotOf(m, game, tokenHash, balance);
    },

    async snapshot(m, token, gameId, withBalance) {
      const game = gameOf(gameId);
      const tokenHash = sha256(token);
      await playerOf(m, tokenHash, gameId);
      await wake(m, gameId);
      return snapshotOf(m, game, tokenHash, withBalance ? await walletBalance(m, token, gameId) : null);
    },

    async heartbeat(m, tokenHash, gameId) {
      gameOf(gameId);
      const p = await repo.player(db, m.id, tokenHash, false);
      if (!p || p.table_id !== gameId) return false;
      await wake(m, gameId);
      return true;
    },

    async placeBets(m, token, gameId, input) {
      const game = gameOf(gameId);
      const digits = m.currency.minorDigits;
      const spots = checkSpots(game, input.bets, digits);
      const tokenHash = sha256(token);
      const stake_minor = spots.reduce((s, x) => s + x.amount_minor, 0n);
      const now = clock.now();
      const stored: StoredSpot[] = spots.map((s) => ({ spot: s.spot, kind: s.kind, amount_minor: s.amount_minor.toString() }));
      const betId = await db.tx(async (q) => {
        const round = /^\d{1,18}$/.test(input.roundId) ? await repo.round(q, m.id, input.roundId, 'share') : null;
        if (!round || round.table_id !== gameId) throw new HouseError('bet.invalid');
        if (round.status !== 'open' || now.getTime() >= ms(round.closes_at)) throw new HouseError('bet.closed');
        const player = await repo.player(q, m.id, tokenHash, true);
        if (!player || player.table_id !== gameId) throw new HouseError('session.invalid');
        if (ms(player.expires_at) <= now.getTime()) throw new HouseError('session.expired');
        checkLimits(game, spots, await repo.playerSlips(q, m.id, input.roundId, tokenHash), digits);
        const id = await repo.insertBet(q, m.id, { roundId: input.roundId, tokenHash, spots: stored, stake_minor, currency: m.currency.code, now });
        if (game.tickets) {
          const tickets = game.tickets(spots, { serverSeed: box.open(round.server_seed_enc), slipId: id }, digits);
          stored.forEach((s, i) => (s.tickets = tickets[i]));
          await repo.setSpots(q, m.id, id, stored);
        }
        return id;
      });
      const row: BetRow = {
        id: betId, round_id: input.roundId, token_hash: tokenHash, spots: stored, stake_minor, payout_minor: null, currency: m.currency.code,
        status: 'pending', created_at: now,
      };
      const answer = await wallet.call(m.id, 'bet', { ...moneyFields(row, token, gameId), amount: money(stake_minor, digits), roundClosed: false });
      if (!answer) {
        // Outcome unknown: the stake goes back (a rollback is safe either way); the round waits for it.
        await rollbackSlip(m.id, gameId, row, token, digits);
        throw new HouseError('wallet.unavailable');
      }
      if (answer.status !== 'OK') {
        await repo.setBetStatus(db, m.id, betId, ['pending'], 'refused', clock.now());
        answerBalance(answer, 'bet');
      }
      // A slip the draw gave up waiting for (its answer took longer than pending_max_ms) is being rolled back.
      if (!(await repo.setBetStatus(db, m.id, betId, ['pending'], 'accepted', clock.now()))) throw new HouseError('bet.closed', answer.balance);
      return { slip: slipView({ ...row, status: 'accepted' }, digits), balance: answer.balance ?? '0' };
    },

    async history(m, token, gameId, limit) {
      gameOf(gameId);
      const tokenHash = sha256(token);
      await playerOf(m, tokenHash, gameId);
      const n = Math.min(Math.max(Math.trunc(limit) || 20, 1), tableLimits.history_max);
      const rows = await repo.history(db, m.id, tokenHash, n);
      return {
        slips: rows.map((r) => ({
          ...slipView(r, m.currency.minorDigits),
          round: {
            id: String(r.round_id), no: Number(r.round_no), status: r.round_status, serverSeedHash: r.server_seed_hash, opensAt: iso(r.opens_at), closesAt: iso(r.closes_at),
            serverSeed: r.server_seed, clientSeed: r.client_seed, outcome: r.outcome ?? null,
          },
        })),
      };
    },

    async advance(merchantId, tableId) {
      // A round goes through at most five steps at once (close, draw, settle, open); the bound guards against a loop.
      for (let i = 0; i < 8; i++) {
        const next = await step(merchantId, tableId);
        if (next !== 'again') return next;
      }
      return new Date(clock.now().getTime() + tableLimits.pendingPoll_ms);
    },
  };
}

/**
 * What the round engine needs of a table game, and nothing more: the spots a player may bet on
 * (with the table's limits), how a round's outcome is drawn from its seeds, and what a stake on a
 * spot returns. The mathematics behind it (roulette/, baccarat/, dragon-tiger/, cards/) is pure
 * and lives beside this folder; each game is wired to this shape by an adapter in `games/`, so
 * the engine never knows which game it runs.
 */

/** The inputs of a round's fair stream: HMAC-SHA256(serverSeed, `clientSeed:nonce:block`). */
export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** A bet kind's limits per player and round (all chips on a spot together), in minor units; stakes in steps of step_minor. */
export interface StakeLimit {
  min_minor: bigint;
  max_minor: bigint;
  step_minor: bigint;
}

/** What a player may not do, as the house API's error codes say it. */
export type SlipRefusal = 'bet.invalid' | 'bet.limit';

export interface TableGame {
  /** The catalog's game id, which is also the table's id (`house-roulette`). */
  readonly gameId: string;
  /**
   * How long bets are taken, and how long a result stays up before the next round opens; and,
   * for a game whose result is shown over time (bingo's calls), how long after the draw the
   * round waits before it is settled, so no balance moves before the last ball is called.
   */
  readonly timing: { betting_ms: number; result_ms: number; calling_ms?: number };
  /**
   * What one server seed decides: a round (roulette: a seed per spin, revealed at its draw), or
   * a shoe (the card tables: the seed of a shoe's first round shuffles it, every round of the
   * shoe deals from it, and the seed is revealed when the shoe ends).
   */
  readonly seedSpan: 'round' | 'shoe';
  /** The spot a player names, in its one spelling, and its bet kind; null for no such spot. */
  spot(name: string): { spot: string; kind: string } | null;
  /** Table limits per bet kind, for a currency with this many minor digits (shown to players). */
  limits(minorDigits: number): Readonly<Record<string, StakeLimit>>;
  /** Checks all of a player's stakes of a round (earlier slips included, one entry per spot) against the limits. */
  check(stakes: readonly { spot: string; amount_minor: bigint }[], minorDigits: number): SlipRefusal | null;
  /**
   * The round's outcome from its seeds and what the table carried over from earlier rounds
   * (the shoe's position), the state to carry on, and, for a shoe, whether it ended with this
   * round (its seed is then revealed and the next round starts a new one).
   */
  draw(seeds: RoundSeeds, state: unknown): { outcome: unknown; state: unknown; spanEnds: boolean };
  /**
   * What a slip's spots hold besides their stakes, made when the slip is placed (bingo's cards),
   * one entry per spot in order: drawn from the round's committed server seed and the slip's id,
   * so it is fixed before the close and anyone can recompute it once the seed is revealed. The
   * engine stores it with the spot, shows it to the player at once and hands it back to payout.
   * The engine has checked the spots first (check). Absent for games whose stakes are all there is.
   */
  tickets?(spots: readonly SlipSpot[], seeds: { serverSeed: string; slipId: string }, minorDigits: number): unknown[];
  /** What a stake on a spot returns for an outcome, stake included (0: lost); tickets are the spot's own (see tickets). */
  payout(spot: string, stake_minor: bigint, outcome: unknown, tickets?: unknown): bigint;
  /**
   * The outcome as the table announces it, once every accepted slip's tickets are known (bingo:
   * which patterns won, on how many cards, at which call): stored and published as the outcome.
   * Absent when the drawn outcome says it all.
   */
  announce?(outcome: unknown, tickets: readonly unknown[]): unknown;
  /** What players see of the outcomes of the seed in play (the card tables' roads), oldest first; null when the game shows nothing more. */
  board(outcomes: readonly unknown[]): unknown;
}

/** One spot of a slip, checked: its spelling, its bet kind and its stake. */
export interface SlipSpot {
  spot: string;
  kind: string;
  amount_minor: bigint;
}

import { pocket_count, redNumbers } from './wheel';

/**
 * The bets of the European layout. Numbers 1–36 stand in 12 rows of three: row r holds
 * 3r-2, 3r-1, 3r (so 1 4 7 … 34 is the first column), and 0 sits above the first row.
 */
export const insideKinds = ['straight', 'split', 'street', 'corner', 'sixLine'] as const;
export const outsideKinds = ['dozen', 'column', 'red', 'black', 'odd', 'even', 'low', 'high'] as const;
export type InsideKind = (typeof insideKinds)[number];
export type OutsideKind = (typeof outsideKinds)[number];
export type BetKind = InsideKind | OutsideKind;
export const betKinds: readonly BetKind[] = [...insideKinds, ...outsideKinds];

/** Where the chips lie: the numbers of an inside bet, the third of a dozen or column, or nothing more. */
export type RouletteSpot =
  | { kind: InsideKind; numbers: readonly number[] }
  | { kind: 'dozen' | 'column'; index: 1 | 2 | 3 }
  | { kind: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' };

export type RouletteBet = RouletteSpot & { stake_minor: number };

/** Standard payouts, to one: a winning bet returns its stake and stake × payout. */
export const payouts: Readonly<Record<BetKind, number>> = {
  straight: 35, split: 17, street: 11, corner: 8, sixLine: 5,
  dozen: 2, column: 2, red: 1, black: 1, odd: 1, even: 1, low: 1, high: 1,
};

export interface StakeLimit {
  min_minor: number;
  max_minor: number;
}

/**
 * Table limits per bet kind, per spot (all chips on one spot count together), in minor units
 * of a currency with cents; the table scales them for others, as the slot does its coins. The
 * maxima keep the largest win of every spot near 3,000–3,500 (100 × 35 on a number, 3,000 × 1
 * on red): the table's exposure per spot is even, whatever the kind.
 */
export const tableLimits: Readonly<Record<BetKind, StakeLimit>> = {
  straight: { min_minor: 100, max_minor: 10_000 },
  split: { min_minor: 100, max_minor: 20_000 },
  street: { min_minor: 100, max_minor: 30_000 },
  corner: { min_minor: 100, max_minor: 40_000 },
  sixLine: { min_minor: 100, max_minor: 60_000 },
  dozen: { min_minor: 500, max_minor: 150_000 },
  column: { min_minor: 500, max_minor: 150_000 },
  red: { min_minor: 500, max_minor: 300_000 },
  black: { min_minor: 500, max_minor: 300_000 },
  odd: { min_minor: 500, max_minor: 300_000 },
  even: { min_minor: 500, max_minor: 300_000 },
  low: { min_minor: 500, max_minor: 300_000 },
  high: { min_minor: 500, max_minor: 300_000 },
};

/** The most one member may stake on one spin, all spots together. */
export const round_max_minor = 1_000_000;

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** Is n the right-hand number of its row (3, 6, … 36)? Nothing lies to its right. */
const endsRow = (n: number): boolean => n % 3 === 0;

/**
 * Every legal inside spot of a kind, numbers ascending. Splits join two numbers side by side
 * or one above the other, and 0 with 1, 2 or 3; streets are a row of three, plus the two
 * trios 0-1-2 and 0-2-3 (paid as streets, 11 to 1); corners are four numbers meeting at a
 * point, plus the first four 0-1-2-3 (paid as a corner, 8 to 1); six lines are two rows.
 */
function insideSpots(kind: InsideKind): number[][] {
  const numbers = range(1, 36);
  switch (kind) {
    case 'straight':
      return range(0, 36).map((n) => [n]);
    case 'split':
      return [
        [0, 1], [0, 2], [0, 3],
        ...numbers.filter((n) => !endsRow(n)).map((n) => [n, n + 1]),
        ...numbers.filter((n) => n <= 33).map((n) => [n, n + 3]),
      ];
    case 'street':
      return [[0, 1, 2], [0, 2, 3], ...numbers.filter((n) => n % 3 === 1).map((n) => [n, n + 1, n + 2])];
    case 'corner':
      return [[0, 1, 2, 3], ...numbers.filter((n) => !endsRow(n) && n <= 32).map((n) => [n, n + 1, n + 3, n + 4])];
    case 'sixLine':
      return numbers.filter((n) => n % 3 === 1 && n <= 31).map((n) => range(n, n + 5));
  }
}

const spotKey = (numbers: readonly number[]): string => numbers.join('-');
const legalInside: ReadonlyMap<InsideKind, ReadonlySet<string>> = new Map(
  insideKinds.map((k) => [k, new Set(insideSpots(k).map(spotKey))]),
);

/** Every spot of the layout: each legal inside bet, the three dozens and columns, and the six even-money bets. */
export function allSpots(): RouletteSpot[] {
  return [
    ...insideKinds.flatMap((kind) => insideSpots(kind).map((numbers) => ({ kind, numbers }))),
    ...([1, 2, 3] as const).flatMap((index) => [{ kind: 'dozen' as const, index }, { kind: 'column' as const, index }]),
    ...(['red', 'black', 'odd', 'even', 'low', 'high'] as const).map((kind) => ({ kind })),
  ];
}

const isInside = (kind: BetKind): kind is InsideKind => (insideKinds as readonly string[]).includes(kind);

/**
 * The numbers a spot covers, ascending, or null when the spot is not on the layout (two
 * numbers that do not touch, a street that is not a row, a fourth dozen). Zero is covered
 * only by inside bets: every outside bet loses on it (no la partage at this table).
 */
export function coveredNumbers(spot: RouletteSpot): number[] | null {
  if (isInside(spot.kind)) {
    const { numbers } = spot as { numbers: readonly number[] };
    if (!Array.isArray(numbers) || !numbers.every((n) => Number.isInteger(n))) return null;
    const sorted = [...numbers].sort((a, b) => a - b);
    return legalInside.get(spot.kind)!.has(spotKey(sorted)) ? sorted : null;
  }
  const all = range(1, 36);
  switch (spot.kind) {
    case 'dozen':
    case 'column': {
      const { index } = spot;
      if (index !== 1 && index !== 2 && index !== 3) return null;
      return spot.kind === 'dozen' ? range(12 * index - 11, 12 * index) : all.filter((n) => n % 3 === index % 3);
    }
    case 'red': return all.filter((n) => redNumbers.has(n));
    case 'black': return all.filter((n) => !redNumbers.has(n));
    case 'odd': return all.filter((n) => n % 2 === 1);
    case 'even': return all.filter((n) => n % 2 === 0);
    case 'low': return range(1, 18);
    case 'high': return range(19, 36);
    default: return null;
  }
}

/** A spot as short text, the same for the same chips whatever order its numbers came in: `split:17-20`, `dozen:2`, `red`. */
export function spotCode(spot: RouletteSpot): string {
  if ('numbers' in spot) return `${spot.kind}:${spotKey([...spot.numbers].sort((a, b) => a - b))}`;
  if ('index' in spot) return `${spot.kind}:${spot.index}`;
  return spot.kind;
}

export type RouletteBetError = 'roulette.badSpot' | 'roulette.badStake' | 'roulette.belowMin' | 'roulette.aboveMax' | 'roulette.aboveRoundMax';

/**
 * Checks one member's bets of a spin against the layout and the limits: the first problem,
 * with the spot it concerns, or null when the bets may stand. Stakes on the same spot add up
 * before the limits are applied, as chips stacked on one spot do.
 */
export function checkBets(
  bets: readonly RouletteBet[],
  limits: Readonly<Record<BetKind, StakeLimit>> = tableLimits,
  roundMax_minor = round_max_minor,
): { error: RouletteBetError; spot?: string } | null {
  const perSpot = new Map<string, { kind: BetKind; stake_minor: number }>();
  let total = 0;
  for (const bet of bets) {
    if (!betKinds.includes(bet.kind) || coveredNumbers(bet) === null) return { error: 'roulette.badSpot', spot: String(bet.kind) };
    const code = spotCode(bet);
    if (!Number.isSafeInteger(bet.stake_minor) || bet.stake_minor <= 0) return { error: 'roulette.badStake', spot: code };
    const entry = perSpot.get(code) ?? { kind: bet.kind, stake_minor: 0 };
    entry.stake_minor += bet.stake_minor;
    perSpot.set(code, entry);
    total += bet.stake_minor;
  }
  for (const [code, { kind, stake_minor }] of perSpot) {
    if (stake_minor < limits[kind].min_minor) return { error: 'roulette.belowMin', spot: code };
    if (stake_minor > limits[kind].max_minor) return { error: 'roulette.aboveMax', spot: code };
  }
  if (total > roundMax_minor) return { error: 'roulette.aboveRoundMax' };
  return null;
}

export interface SettledBet {
  bet: RouletteBet;
  won: boolean;
  /** What the bet returns: stake × (payout + 1) when it wins, else 0. */
  paid_minor: number;
}

export interface Settlement {
  lines: SettledBet[];
  stake_minor: number;
  paid_minor: number;
}

/** Settles bets (already checked) against the pocket the ball fell in. */
export function settleBets(bets: readonly RouletteBet[], pocket: number): Settlement {
  if (!(Number.isInteger(pocket) && pocket >= 0 && pocket < pocket_count)) throw new Error(`roulette: no pocket ${pocket}`);
  let stake = 0;
  let paid = 0;
  const lines = bets.map((bet) => {
    const covered = coveredNumbers(bet);
    if (covered === null) throw new Error(`roulette: settling a bet off the layout (${bet.kind})`);
    const won = covered.includes(pocket);
    const paid_minor = won ? bet.stake_minor * (payouts[bet.kind] + 1) : 0;
    stake += bet.stake_minor;
    paid += paid_minor;
    return { bet, won, paid_minor };
  });
  return { lines, stake_minor: stake, paid_minor: paid };
}

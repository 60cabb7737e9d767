/**
 * The lottery's selection rules, shared by the betting screen (what a pick costs before it is
 * sent) and the platform's play types (platform/src/vendors/house/lottery/play-types.ts, which
 * adds the chances, odds and settlement). One grammar, one count: the cart's total and the
 * platform's price agree by construction, or the platform refuses with lottery.amount.mismatch.
 *
 * A selection is the `<balls>` part of a betting slip: positions or groups separated by `|`,
 * numbers by `,` (`1,2|3|4,5` in 5d; `01,05,09` in 11x5), options by `,` (`big,odd`). One
 * selection makes `bets` unit bets (every combination it covers).
 */
export const lotteryFormatIds = ['5d', '11x5'] as const;
export type LotteryFormatId = (typeof lotteryFormatIds)[number];

export interface LotteryFormatLayout {
  id: LotteryFormatId;
  /** The balls a position may show. */
  balls: readonly number[];
  positions: number;
  /** Balls are different from one another (one machine) or not (a machine per position). */
  distinct: boolean;
  /** How a ball is written in a slip and a result: `7` for 5d, `07` for 11x5. */
  ballText: (ball: number) => string;
}

/** `5d`: five digits 0–9, a machine per position; `11x5`: five different balls of 01–11 from one machine. */
export const lotteryFormats: Readonly<Record<LotteryFormatId, LotteryFormatLayout>> = {
  '5d': { id: '5d', balls: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], positions: 5, distinct: false, ballText: (b) => String(b) },
  '11x5': { id: '11x5', balls: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], positions: 5, distinct: true, ballText: (b) => String(b).padStart(2, '0') },
};

export type LotteryCategory = 'tradition' | 'entertainment';

export interface LotterySelection {
  /** Numbers per position or group, ascending (number plays). */
  groups: number[][];
  /** Options chosen (entertainment plays). */
  options: string[];
}

/**
 * How a screen lets a member pick: a row of balls per position (`positions`: the draw's
 * positions, 0-based), one pool of balls of which at least `pick` are chosen, or named options.
 */
export type LotteryPicker =
  | { kind: 'positions'; positions: readonly number[]; allowEmpty: boolean }
  | { kind: 'pool'; pick: number }
  | { kind: 'options'; options: readonly string[] };

export interface LotteryPlayRule {
  /** Stable id, the slip's playId: `<format>.<name>`. */
  id: string;
  format: LotteryFormatId;
  category: LotteryCategory;
  picker: LotteryPicker;
  /** Parses a selection, normalised; null when it is not a valid selection of this play. */
  parse(text: string): LotterySelection | null;
  /** Unit bets a (parsed) selection makes. */
  bets(selection: LotterySelection): number;
}

/** Bets above this in one selection are refused (a full five-star straight makes 100 000). */
export const bets_per_selection_max = 100_000;

export const choose = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return Math.round(r);
};

/** Parses `a,b|c|…` into groups of the format's balls: exactly `count` groups, none repeated within a group. */
function parseGroups(format: LotteryFormatId, text: string, count: number, allowEmpty: boolean): number[][] | null {
  const f = lotteryFormats[format];
  const byText = new Map(f.balls.map((b) => [f.ballText(b), b]));
  const parts = text.split('|');
  if (parts.length !== count) return null;
  const groups: number[][] = [];
  for (const part of parts) {
    if (part === '') {
      if (!allowEmpty) return null;
      groups.push([]);
      continue;
    }
    const balls = part.split(',').map((t) => byText.get(t));
    if (balls.some((b) => b === undefined) || new Set(balls).size !== balls.length) return null;
    groups.push((balls as number[]).sort((a, b) => a - b));
  }
  return groups;
}

const bounded = (selection: LotterySelection | null, bets: (s: LotterySelection) => number): LotterySelection | null =>
  selection && bets(selection) >= 1 && bets(selection) <= bets_per_selection_max ? selection : null;

/** Ordered tuples, one number from each group, all different when the format's balls are. */
function tupleCount(groups: number[][], distinct: boolean): number {
  if (!distinct) return groups.reduce((n, g) => n * g.length, 1);
  const walk = (i: number, used: Set<number>): number => {
    if (i === groups.length) return 1;
    let n = 0;
    for (const b of groups[i]!) {
      if (used.has(b)) continue;
      used.add(b);
      n += walk(i + 1, used);
      used.delete(b);
    }
    return n;
  };
  return walk(0, new Set());
}

/** Straight: one number per position of `positions`, in order. */
function straight(format: LotteryFormatId, name: string, positions: number[]): LotteryPlayRule {
  const bets = (s: LotterySelection) => tupleCount(s.groups, lotteryFormats[format].distinct);
  return {
    id: `${format}.${name}`, format, category: 'tradition',
    picker: { kind: 'positions', positions, allowEmpty: false },
    parse: (text) => {
      const groups = parseGroups(format, text, positions.length, false);
      return bounded(groups && { groups, options: [] }, bets);
    },
    bets,
  };
}

/** One group of numbers whose unit bets are the `bets` of its size (any N, front-three groups). */
function pool(format: LotteryFormatId, name: string, pick: number, count: (n: number) => number): LotteryPlayRule {
  const bets = (s: LotterySelection) => count(s.groups[0]!.length);
  return {
    id: `${format}.${name}`, format, category: 'tradition',
    picker: { kind: 'pool', pick },
    parse: (text) => {
      const groups = parseGroups(format, text, 1, false);
      return bounded(groups && { groups, options: [] }, bets);
    },
    bets,
  };
}

/** Fixed position (5d): any digits in any positions; each (position, digit) is a unit bet. */
const fixedPositionBets = (s: LotterySelection) => s.groups.reduce((n, g) => n + g.length, 0);
const fixedPosition: LotteryPlayRule = {
  id: '5d.position', format: '5d', category: 'tradition',
  picker: { kind: 'positions', positions: [0, 1, 2, 3, 4], allowEmpty: true },
  parse: (text) => {
    const groups = parseGroups('5d', text, 5, true);
    return bounded(groups && { groups, options: [] }, fixedPositionBets);
  },
  bets: fixedPositionBets,
};

/** An entertainment play: named options, each option chosen a unit bet. */
function options(format: LotteryFormatId, name: string, names: readonly string[]): LotteryPlayRule {
  return {
    id: `${format}.${name}`, format, category: 'entertainment',
    picker: { kind: 'options', options: names },
    parse: (text) => {
      const chosen = text.split(',');
      if (chosen.some((o) => !names.includes(o)) || new Set(chosen).size !== chosen.length) return null;
      return { groups: [], options: chosen.sort((a, b) => names.indexOf(a) - names.indexOf(b)) };
    },
    bets: (s) => s.options.length,
  };
}

/** Every play's selection rule, in the play menu's order: Tradition first, then Entertainment, per format. */
export const lotteryPlayRules: readonly LotteryPlayRule[] = [
  straight('5d', 'all.straight', [0, 1, 2, 3, 4]),
  straight('5d', 'front3.straight', [0, 1, 2]),
  straight('5d', 'back2.straight', [3, 4]),
  // Group 3: a unit bet is a pair digit and a single digit, so n digits make n(n−1).
  pool('5d', 'front3.group3', 2, (n) => n * (n - 1)),
  pool('5d', 'front3.group6', 3, (n) => choose(n, 3)),
  fixedPosition,
  options('5d', 'sum', ['big', 'small', 'odd', 'even']),
  options('5d', 'dragonTiger', ['dragon', 'tiger', 'tie']),
  ...[1, 2, 3, 4, 5].map((n) => pool('11x5', `any${n}`, n, (k) => choose(k, n))),
  straight('11x5', 'front2.straight', [0, 1]),
  straight('11x5', 'front3.straight', [0, 1, 2]),
  pool('11x5', 'front3.group', 3, (n) => choose(n, 3)),
  options('11x5', 'sum', ['big', 'small', 'odd', 'even']),
  options('11x5', 'dragonTiger', ['dragon', 'tiger']),
];
export const lotteryPlayRuleById: ReadonlyMap<string, LotteryPlayRule> = new Map(lotteryPlayRules.map((p) => [p.id, p]));

/** Writes a selection in the grammar `parse` reads (the screen's picks → a slip's `<balls>`). */
export function selectionText(rule: LotteryPlayRule, selection: LotterySelection): string {
  if (rule.picker.kind === 'options') return selection.options.join(',');
  const f = lotteryFormats[rule.format];
  return selection.groups.map((g) => [...g].sort((a, b) => a - b).map(f.ballText).join(',')).join('|');
}

/** Unit bets of a pick, or 0 when it is not (yet) a valid selection of the play. */
export function betCount(rule: LotteryPlayRule, selection: LotterySelection): number {
  const parsed = rule.parse(selectionText(rule, selection));
  return parsed ? rule.bets(parsed) : 0;
}

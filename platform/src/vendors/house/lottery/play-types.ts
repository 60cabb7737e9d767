import { fraction, type Fraction } from '../fair/fraction';
import { choose, lotteryPlayRuleById, bets_per_selection_max, type LotterySelection } from '@/lib/games/lottery/plays';
import { formats, type FormatId } from './formats';

/**
 * Play types: what a bet on a draw can be, and how a draw settles it. Two families (SPEC's play
 * types), both for each format:
 *
 * - **Tradition**: numbers in positions or groups, priced by the prize series (the prize of a
 *   two-unit bet that had one chance in a thousand, 1950 by default): a winning unit bet returns
 *   series / (2000 × chance) per unit staked, so every Tradition play returns series / 2000.
 * - **Entertainment**: a few named options (big, small, dragon …) at fixed decimal odds.
 *
 * A selection is the `<balls>` part of a betting slip: positions or groups separated by `|`,
 * numbers by `,` (`1,2|3|4,5` in 5d; `01,05,09` in 11x5), options by `,` (`big,odd`). One
 * selection makes `bets` unit bets (all combinations it covers); `settle` says how many of them
 * a draw wins, by prize, and how many it pushes (stake returned).
 */
export type Category = 'tradition' | 'entertainment';

/** A parsed selection: numbers per position or group, ascending, or the options chosen (lib/games/lottery/plays.ts). */
export type Selection = LotterySelection;

export interface Outcome {
  /** Winning unit bets by prize: 'prize' for a tradition play, the option for an entertainment play. */
  won: Record<string, number>;
  /** Unit bets whose stake comes back (an 11x5 sum of exactly 30 on big or small). */
  pushed: number;
}

interface PlayCommon {
  /** Stable id, the slip's playId: `<format>.<name>`. */
  id: string;
  format: FormatId;
  category: Category;
  /** Parses a selection, normalised; null when it is not a valid selection of this play. */
  parse(text: string): Selection | null;
  /** Unit bets a (parsed) selection makes. */
  bets(selection: Selection): number;
  settle(selection: Selection, draw: readonly number[]): Outcome;
  /** The selections that together cover every unit bet of the play once: the enumeration proof settles these. */
  everything: readonly string[];
  /**
   * Small selections (one or two unit bets; each option) a simulation follows draw by draw:
   * `everything` would win the same every draw and prove nothing by simulation.
   */
  samples: readonly string[];
}

export interface TraditionPlay extends PlayCommon {
  category: 'tradition';
  /** The chance that one unit bet wins, declared; the enumeration checks it. */
  chance: Fraction;
}

export interface EntertainmentPlay extends PlayCommon {
  category: 'entertainment';
  /** Decimal odds per option (what a winning unit returns per unit staked, stake included). */
  odds: Readonly<Record<string, Fraction>>;
}

export type PlayType = TraditionPlay | EntertainmentPlay;

// The grammar and the unit-bet count of every play are shared with the betting screen
// (lib/games/lottery/plays.ts): the cart's total and the platform's price agree by construction.
export { bets_per_selection_max };

/** The shared selection rule of a play: its parse and bets. */
function rule(id: string): Pick<PlayCommon, 'parse' | 'bets'> {
  const r = lotteryPlayRuleById.get(id);
  if (!r) throw new Error(`lottery: no selection rule for ${id}`);
  return { parse: r.parse, bets: r.bets };
}

const prize = (won: number): Outcome => ({ won: { prize: won }, pushed: 0 });

const allBallsText = (format: FormatId): string => formats[format].balls.map(formats[format].ballText).join(',');
/** The format's first `count` balls after its lowest, as text (1 2 3 … in 5d, 01 02 … in 11x5): sample selections. */
const firstBalls = (format: FormatId, count: number): string[] => formats[format].balls.slice(1, count + 1).map(formats[format].ballText);

/** Straight: one number per position of `positions`, in order. */
function straight(format: FormatId, name: string, positions: number[], chance: Fraction): TraditionPlay {
  return {
    id: `${format}.${name}`, format, category: 'tradition', chance,
    ...rule(`${format}.${name}`),
    settle: (s, draw) => prize(positions.every((p, i) => s.groups[i]!.includes(draw[p]!)) ? 1 : 0),
    everything: [positions.map(() => allBallsText(format)).join('|')],
    samples: [firstBalls(format, positions.length).join('|')],
  };
}

/** Any N: N different numbers, all among the five drawn (11x5). */
function anyOf(n: number): TraditionPlay {
  const format = '11x5';
  return {
    id: `${format}.any${n}`, format, category: 'tradition',
    chance: fraction(choose(5, n), choose(11, n)),
    ...rule(`${format}.any${n}`),
    settle: (s, draw) => prize(choose(s.groups[0]!.filter((b) => draw.includes(b)).length, n)),
    everything: [allBallsText(format)],
    samples: [firstBalls(format, n).join(',')],
  };
}

/** A group bet on the first three, in any order: `size` different numbers from the group. */
function frontThreeGroup(format: FormatId, name: string, size: 3 | 'pair', chance: Fraction, wins: (group: number[], front: number[]) => boolean): TraditionPlay {
  return {
    id: `${format}.${name}`, format, category: 'tradition', chance,
    ...rule(`${format}.${name}`),
    settle: (s, draw) => prize(wins(s.groups[0]!, draw.slice(0, 3)) ? 1 : 0),
    everything: [allBallsText(format)],
    samples: [firstBalls(format, size === 'pair' ? 2 : 3).join(',')],
  };
}

/** Fixed position (5d): any digits in any positions; each (position, digit) is a unit bet. */
const fixedPosition: TraditionPlay = {
  id: '5d.position', format: '5d', category: 'tradition', chance: fraction(1, 10),
  ...rule('5d.position'),
  settle: (s, draw) => prize(s.groups.filter((g, p) => g.includes(draw[p]!)).length),
  everything: [new Array(5).fill(allBallsText('5d')).join('|')],
  samples: ['7||||'],
};

type Verdict = 'won' | 'lost' | 'pushed';

/** An entertainment play: named options, each a verdict on the draw, at fixed odds. */
function optionsPlay(format: FormatId, name: string, options: Record<string, { odds: Fraction; verdict: (draw: readonly number[]) => Verdict }>): EntertainmentPlay {
  const names = Object.keys(options);
  const shared = lotteryPlayRuleById.get(`${format}.${name}`)?.picker;
  // The odds are the platform's; the options and their order are the shared rule's.
  if (shared?.kind !== 'options' || shared.options.join() !== names.join()) throw new Error(`lottery: ${format}.${name} options differ from lib/games/lottery`);
  return {
    id: `${format}.${name}`, format, category: 'entertainment',
    odds: Object.fromEntries(names.map((o) => [o, options[o]!.odds])),
    ...rule(`${format}.${name}`),
    settle: (s, draw) => {
      const outcome: Outcome = { won: {}, pushed: 0 };
      for (const o of s.options) {
        const v = options[o]!.verdict(draw);
        if (v === 'won') outcome.won[o] = (outcome.won[o] ?? 0) + 1;
        else if (v === 'pushed') outcome.pushed++;
      }
      return outcome;
    },
    everything: names,
    samples: names,
  };
}

const sum = (draw: readonly number[]): number => draw.reduce((s, b) => s + b, 0);
const odds = (decimal: string): Fraction => {
  const [whole, cents = ''] = decimal.split('.');
  return fraction(BigInt(whole! + cents.padEnd(2, '0')), 100n);
};
const when = (won: boolean): Verdict => (won ? 'won' : 'lost');

/** Tradition plays of 5d. The front three are positions 1–3, the back two 4–5. */
const fiveD: PlayType[] = [
  straight('5d', 'all.straight', [0, 1, 2, 3, 4], fraction(1, 100_000)),
  straight('5d', 'front3.straight', [0, 1, 2], fraction(1, 1000)),
  straight('5d', 'back2.straight', [3, 4], fraction(1, 100)),
  // Group 3: a unit bet is a pair digit and a single digit; it wins when the front three are those, in any order.
  frontThreeGroup('5d', 'front3.group3', 'pair', fraction(3, 1000), (group, front) => {
    const [a, b, c] = [...front].sort((x, y) => x - y) as [number, number, number];
    const isPair = (a === b) !== (b === c);
    return isPair && group.includes(a) && group.includes(c);
  }),
  // Group 6: three different digits from the group, in any order.
  frontThreeGroup('5d', 'front3.group6', 3, fraction(6, 1000), (group, front) => new Set(front).size === 3 && front.every((d) => group.includes(d))),
  fixedPosition,
  optionsPlay('5d', 'sum', {
    big: { odds: odds('1.98'), verdict: (d) => when(sum(d) >= 23) },
    small: { odds: odds('1.98'), verdict: (d) => when(sum(d) <= 22) },
    odd: { odds: odds('1.98'), verdict: (d) => when(sum(d) % 2 === 1) },
    even: { odds: odds('1.98'), verdict: (d) => when(sum(d) % 2 === 0) },
  }),
  optionsPlay('5d', 'dragonTiger', {
    dragon: { odds: odds('2.2'), verdict: (d) => when(d[0]! > d[4]!) },
    tiger: { odds: odds('2.2'), verdict: (d) => when(d[0]! < d[4]!) },
    tie: { odds: odds('9.5'), verdict: (d) => when(d[0] === d[4]) },
  }),
];

const elevenFive: PlayType[] = [
  anyOf(1), anyOf(2), anyOf(3), anyOf(4), anyOf(5),
  straight('11x5', 'front2.straight', [0, 1], fraction(1, 110)),
  straight('11x5', 'front3.straight', [0, 1, 2], fraction(1, 990)),
  frontThreeGroup('11x5', 'front3.group', 3, fraction(1, 165), (group, front) => front.every((b) => group.includes(b))),
  // Sum of the five balls, 15–45: big above 30, small below, exactly 30 returns big and small stakes.
  optionsPlay('11x5', 'sum', {
    big: { odds: odds('1.98'), verdict: (d) => (sum(d) === 30 ? 'pushed' : when(sum(d) > 30)) },
    small: { odds: odds('1.98'), verdict: (d) => (sum(d) === 30 ? 'pushed' : when(sum(d) < 30)) },
    // An odd sum comes 51.08 % of the time (not half): the odds differ so neither side pays over 1.
    odd: { odds: odds('1.92'), verdict: (d) => when(sum(d) % 2 === 1) },
    even: { odds: odds('2'), verdict: (d) => when(sum(d) % 2 === 0) },
  }),
  optionsPlay('11x5', 'dragonTiger', {
    dragon: { odds: odds('1.98'), verdict: (d) => when(d[0]! > d[4]!) },
    tiger: { odds: odds('1.98'), verdict: (d) => when(d[0]! < d[4]!) },
  }),
];

export const playTypes: readonly PlayType[] = [...fiveD, ...elevenFive];
export const playTypeById: ReadonlyMap<string, PlayType> = new Map(playTypes.map((p) => [p.id, p]));

import { checkKindBets, type KindLimit } from '../cards/bets';
import { beadPlate, bigRoad } from '../cards/roads';
import { dealFromShoe, shoeFromSeeds, shoeStart, type Card, type ShoeState } from '../cards/shoe';
import { centsScale } from '../service';
import type { SlipRefusal, TableGame } from './game';

/** What every card table's hand records besides its own cards: the winner, and where the shoe stands. */
export interface CardOutcome {
  winner: string;
  /** The hand's number in its shoe, from 1. */
  hand: number;
  /** Cards left before the cut card comes out. */
  left: number;
  /** The first hand of a shoe shows the burn: the card turned up and how many went face down after it. */
  burn?: { shown: Card; faceDown: number };
}

/** One card game on the shoe (baccarat, dragon tiger), as its pure mathematics defines it. */
export interface CardGameDef<K extends string, H extends { winner: string }> {
  /** The prefix of its mathematics' error codes (`baccarat`, `dragonTiger`). */
  game: string;
  /** The two sides a hand's winner is one of (or a tie): the roads' colours. */
  sides: readonly [string, string];
  kinds: readonly K[];
  limits: Readonly<Record<K, KindLimit>>;
  deal(draw: () => Card): H;
  returnOf(bet: { kind: K; stake_minor: number }, hand: H): number;
  /** Marks a road cell carries besides the winner (pairs, a natural, a suited tie). */
  marks(hand: H): Record<string, boolean>;
}

/**
 * A card game at a table: one server seed per shoe (fair/README.md): the shoe's first round
 * shuffles it from that seed and the round's client seed, every round deals the next hand from
 * it as it lies, and the seed is revealed once the cut card has ended the shoe. The table keeps
 * the shoe's position (ShoeState) between rounds; the board is the shoe's bead plate and big road.
 */
export function cardTable<K extends string, H extends { winner: string }>(
  gameId: string, timing: TableGame['timing'], def: CardGameDef<K, H>,
): TableGame {
  const scaled = (digits: number) => {
    const k = centsScale(digits);
    return Object.fromEntries(def.kinds.map((kind) => [kind, {
      min_minor: BigInt(def.limits[kind].min_minor) * k, max_minor: BigInt(def.limits[kind].max_minor) * k, step_minor: BigInt(def.limits[kind].step_minor) * k,
    }]));
  };
  const isKind = (s: string): s is K => (def.kinds as readonly string[]).includes(s);
  return {
    gameId,
    timing,
    seedSpan: 'shoe',
    spot: (name) => (isKind(name) ? { spot: name, kind: name } : null),
    limits: scaled,
    check(stakes, digits) {
      if (!stakes.every((s) => isKind(s.spot))) return 'bet.invalid';
      const limits = Object.fromEntries(Object.entries(scaled(digits))
        .map(([kind, l]) => [kind, { min_minor: Number(l.min_minor), max_minor: Number(l.max_minor), step_minor: Number(l.step_minor) }])) as Record<K, KindLimit>;
      const problem = checkKindBets(def.game, def.kinds, limits, stakes.map((s) => ({ kind: s.spot as K, stake_minor: Number(s.amount_minor) })));
      if (!problem) return null;
      const refusal: SlipRefusal = problem.error.endsWith('.belowMin') || problem.error.endsWith('.aboveMax') ? 'bet.limit' : 'bet.invalid';
      return refusal;
    },
    draw(seeds, state) {
      const shoe = shoeFromSeeds(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
      const before = (state as ShoeState | null) ?? shoeStart(shoe);
      const dealt = dealFromShoe(shoe, before, def.deal);
      const outcome: H & CardOutcome = {
        ...dealt.hand, hand: dealt.state.hands, left: Math.max(shoe.cutAt - dealt.state.next, 0),
        ...(before.hands === 0 ? { burn: { shown: shoe.burnShown, faceDown: shoe.burnedFaceDown } } : {}),
      };
      return { outcome, state: dealt.state, spanEnds: dealt.state.finished };
    },
    payout(spot, stake_minor, outcome) {
      if (!isKind(spot)) throw new Error(`${def.game} table: no spot ${spot}`);
      return BigInt(def.returnOf({ kind: spot, stake_minor: Number(stake_minor) }, outcome as H));
    },
    board(outcomes) {
      const results = (outcomes as (H & CardOutcome)[]).map((o) => ({ winner: o.winner, marks: def.marks(o) }));
      const big = bigRoad(results);
      const count = (w: string) => results.filter((r) => r.winner === w).length;
      return {
        bead: beadPlate(results).map((c) => ({ col: c.col, row: c.row, winner: c.result.winner, marks: c.result.marks })),
        big: { cells: big.cells.map((c) => ({ col: c.col, row: c.row, winner: c.result.winner, ties: c.ties })), leadingTies: big.leadingTies },
        counts: Object.fromEntries([...def.sides, 'tie'].map((w) => [w, count(w)])),
        hands: results.length,
      };
    },
  };
}

import { complement, fraction, sameFraction, type Fraction } from '../fair/fraction';
import { allSpots, betKinds, settleBets, spotCode, type BetKind } from './bets';
import { pocket_count } from './wheel';

export interface KindEdge {
  kind: BetKind;
  /** How many distinct spots of this kind the layout has (60 splits, 14 streets with the trios …). */
  spots: number;
  /** The house edge of every one of them: settleBets over all 37 pockets, each equally likely. */
  edge: Fraction;
}

/**
 * The exact house edge of each bet kind, by enumeration: every spot of the layout is settled
 * by settleBets against each of the 37 pockets with a stake of 1, and the returns summed.
 * A kind's edge is reported once all its spots agree; a spot that differed would throw,
 * naming it (the trios and the first four are the spots that could).
 */
export function houseEdges(): KindEdge[] {
  const byKind = new Map<BetKind, KindEdge>();
  for (const spot of allSpots()) {
    let returned = 0;
    for (let pocket = 0; pocket < pocket_count; pocket++) returned += settleBets([{ ...spot, stake_minor: 1 }], pocket).paid_minor;
    const edge = complement(fraction(returned, pocket_count));
    const seen = byKind.get(spot.kind);
    if (!seen) byKind.set(spot.kind, { kind: spot.kind, spots: 1, edge });
    else if (!sameFraction(seen.edge, edge)) throw new Error(`roulette: ${spotCode(spot)} has edge ${edge.num}/${edge.den}, its kind ${seen.edge.num}/${seen.edge.den}`);
    else seen.spots++;
  }
  return betKinds.map((k) => byKind.get(k)!);
}

/**
 * The slips the lottery's multi-process test and its settlement bench make orders of: Tradition and Entertainment
 * plays of the 5D game, 1.00 or 0.10 a unit bet. The bench imports this file too, so both measure the same orders.
 */
export const lotterySlipKinds: { slip: string; stake_minor: number }[] = [
  { slip: '1|2|3~1~5d.front3.straight~1~1950~1', stake_minor: 100 },
  { slip: '0,1,2,3,4|5|6~1~5d.front3.straight~2~1900~1', stake_minor: 50 },
  { slip: 'big~1~5d.sum~1~1950~1', stake_minor: 100 },
  { slip: 'small,odd~1~5d.sum~2~1950~3', stake_minor: 60 },
  { slip: 'dragon~1~5d.dragonTiger~1~1950~1', stake_minor: 100 },
  { slip: '7||||~1~5d.position~1~1950~2', stake_minor: 200 },
];

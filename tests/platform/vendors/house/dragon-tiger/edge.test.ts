import { dragonTigerExact } from '@/platform/src/vendors/house/dragon-tiger/edge';
import { fractionToPercent } from '@/platform/src/vendors/house/fair/fraction';

describe('dragon tiger edge, by enumeration of every two-card deal off 8 decks', () => {
  it('counts 416 × 415 deals: 79 872 each side, 12 896 ties, 2 912 suited ties', () => {
    expect(dragonTigerExact().counts).toEqual({ total: 172_640n, dragon: 79_872n, tiger: 79_872n, tie: 12_896n, suitedTie: 2_912n });
  });

  it('gives the published edges: dragon and tiger 3.73 %, tie at 11 to 1 10.36 %, suited tie at 50 to 1 13.98 %', () => {
    const { edges } = dragonTigerExact();
    expect(edges.dragon).toEqual({ num: 31n, den: 830n }); // half of 31/415, the chance of a tie
    expect(edges.tiger).toEqual(edges.dragon);
    expect(edges.tie).toEqual({ num: 43n, den: 415n });
    expect(edges.suitedTie).toEqual({ num: 58n, den: 415n });
    expect([edges.dragon, edges.tie, edges.suitedTie].map((f) => fractionToPercent(f, 2))).toEqual(['3.73', '10.36', '13.98']);
  });
});

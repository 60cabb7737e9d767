import { fractionToPercent } from '@/platform/src/vendors/house/fair/fraction';
import { houseEdges } from '@/platform/src/vendors/house/roulette/edge';

describe('roulette house edge, by enumeration over the 37 pockets', () => {
  it('is exactly 1/37 = 2.70 % for every bet kind and every spot of it', () => {
    const edges = houseEdges();
    expect(edges.map((e) => e.kind)).toEqual([
      'straight', 'split', 'street', 'corner', 'sixLine', 'dozen', 'column', 'red', 'black', 'odd', 'even', 'low', 'high',
    ]);
    for (const e of edges) {
      expect([e.kind, e.edge]).toEqual([e.kind, { num: 1n, den: 37n }]);
      expect(fractionToPercent(e.edge, 2)).toBe('2.70');
    }
    expect(edges.reduce((n, e) => n + e.spots, 0)).toBe(37 + 60 + 14 + 23 + 11 + 3 + 3 + 6);
  });
});

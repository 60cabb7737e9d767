import { footerCategories } from '@/lib/frame/categories';
import { footerVendorLogosMax, vendorLogos, vendorsOf } from '@/lib/games';
import type { VassGameTypeValue, VendorEntry } from '@/lib/wps/schemas/games';

const entry = (vassalage: string, gameType: VendorEntry['gameType']): VendorEntry => ({
  vassalage, displayName: vassalage.toLowerCase(), gameType, accountTypeName: 'Main', mobileLargeIcon: `/l/${vassalage}`,
  icons: { COLOR: `/c/${vassalage}`, WHITE: `/w/${vassalage}` }, gameId: null, nodeId: null, gameCount: 3,
});
const data = (types: Record<string, string[]>, order: Record<string, string[]> = {}): VassGameTypeValue => ({
  content: Object.fromEntries(Object.entries(types).map(([t, vs]) => [t, Object.fromEntries(vs.map((v) => [v, [entry(v, t as VendorEntry['gameType'])]]))])),
  sorting: { gameCategory: Object.keys(types) as VassGameTypeValue['sorting']['gameCategory'], vendorNames: order },
  mapping: {},
});

describe('vendor data rules', () => {
  it('lists a type\'s vendors in the operator\'s order, the unsorted ones after', () => {
    const d = data({ RNG: ['A', 'B', 'C'] }, { RNG: ['C', 'A'] });
    expect(vendorsOf(d, 'RNG').map((v) => v.vassalage)).toEqual(['C', 'A', 'B']);
    expect(vendorsOf(d, 'LIVE')).toEqual([]);
    expect(vendorsOf(null, 'RNG')).toEqual([]);
  });

  it('gives the footer each vendor once, white logos, at most 22', () => {
    const d = data({ RNG: ['A', 'B'], LIVE: ['B', 'C'] });
    expect(vendorLogos(d)).toEqual([
      { vassalage: 'A', displayName: 'a', src: '/w/A' }, { vassalage: 'B', displayName: 'b', src: '/w/B' }, { vassalage: 'C', displayName: 'c', src: '/w/C' },
    ]);
    const many = data({ RNG: Array.from({ length: 30 }, (_, i) => `V${i}`) });
    expect(vendorLogos(many)).toHaveLength(footerVendorLogosMax);
    expect(footerVendorLogosMax).toBe(22);
  });

  it('orders the footer categories by the vendor sorting, with the defaults when there is none', () => {
    expect(footerCategories(['LIVE', 'RNG', 'ELOTT']).map((c) => c.gameType)).toEqual(['LIVE', 'RNG']);
    expect(footerCategories(undefined).map((c) => c.gameType)).toEqual(['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'ESPORTS', 'LOTT']);
  });
});

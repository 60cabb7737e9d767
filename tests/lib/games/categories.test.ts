import { categoryScreenType, vendorCategory } from '@/lib/games/categories';

describe('game categories', () => {
  it('splits sports into SPORTS, ESPORTS and COCKFIGHT', () => {
    expect(vendorCategory('SPORTS', 'SBO')).toBe('SPORTS');
    expect(vendorCategory('ESPORTS', 'SBO')).toBe('ESPORTS');
    expect(vendorCategory('COCKFIGHT', 'DIGI')).toBe('COCKFIGHT');
  });

  it('files sports games of the cockfight list (SV3) under COCKFIGHT', () => {
    expect(vendorCategory('SPORTS', 'sv3')).toBe('COCKFIGHT');
    expect(vendorCategory('RNG', 'SV3')).toBe('RNG');
  });

  it('shows ESPORTS and COCKFIGHT on the sports screen', () => {
    expect(categoryScreenType('ESPORTS')).toBe('SPORTS');
    expect(categoryScreenType('cockfight')).toBe('SPORTS');
    expect(categoryScreenType('RNG')).toBe('RNG');
  });
});

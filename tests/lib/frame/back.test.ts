import { backTarget, categoryHomePath } from '@/lib/frame';
import { label, specRoutes, type Back } from './spec-routes';

const asBack = (b: Back) => (b === 'none' ? { kind: 'none' } : b === 'history' ? { kind: 'history' } : { kind: 'href', href: b });

describe('backTarget (SPEC §2 back button)', () => {
  it.each(specRoutes.map((r) => [label(r), r] as const))('%s', (_, r) => {
    expect(backTarget(r.path, r.search ?? '')).toEqual(asBack(r.back));
  });

  it('reads the gameType from the path when no search is given', () => {
    expect(backTarget('/m/gameList?gameType=LIVE&vassalage=EVO')).toEqual({ kind: 'href', href: '/m/live-games' });
  });

  it('accepts URLSearchParams and lower-case types', () => {
    expect(backTarget('/m/gameList', new URLSearchParams('gameType=fish'))).toEqual({ kind: 'href', href: '/m/fishing-games' });
  });

  it('sends an unknown or absent game type home', () => {
    expect(categoryHomePath('HOT')).toBe('/m/home');
    expect(categoryHomePath(null)).toBe('/m/home');
    expect(categoryHomePath('')).toBe('/m/home');
  });
});

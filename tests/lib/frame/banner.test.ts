import { isHomePath, showBanner } from '@/lib/frame';
import { label, specRoutes } from './spec-routes';

describe('showBanner (home paths only)', () => {
  it.each(specRoutes.map((r) => [label(r), r] as const))('%s', (_, r) => {
    expect(showBanner(r.path)).toBe(r.banner);
  });

  it('knows exactly the six home paths of SPEC §2', () => {
    expect(['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html'].every(isHomePath)).toBe(true);
    expect(['/m/homes', '/home', '/m/member/home', '/m/index.htm', '/index.html'].some(isHomePath)).toBe(false);
  });
});

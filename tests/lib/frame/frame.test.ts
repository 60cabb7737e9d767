import {
  backTarget, screenBack, showBanner, showBottomMenu, showExtraFooterBar, showFooter, showTopBar, titleKey,
  type BackTarget,
} from '@/lib/frame';
import { allRoutes, routeRedirect } from '@/lib/routes';
import { label, specRoutes, type Back, type SpecRoute } from './spec-routes';

const asBack = (b: BackTarget): Back => (b.kind === 'href' ? (b.href as Back) : b.kind);

/** Everything the frame rules of lib/frame decide for one screen, in the shape of a SPEC §2 row. */
function frameOf(path: string, search = ''): Omit<SpecRoute, 'path' | 'search'> {
  return {
    topBar: showTopBar(path),
    footer: showFooter(path),
    banner: showBanner(path),
    extraFooter: showExtraFooterBar(path),
    bottomMenu: showBottomMenu(path),
    back: asBack(backTarget(path, search)),
    ownBack: asBack(screenBack(path, search)),
    title: titleKey(`${path}${search}`),
  };
}

const row = ({ path: _p, search: _s, ...frame }: SpecRoute) => frame;

describe('the page frame of every route (SPEC §2)', () => {
  it('has a SPEC §2 row for every route of lib/routes, and every row is a route or an alias of one', () => {
    const rows = new Set(specRoutes.map((r) => r.path));
    expect(allRoutes.filter((p) => !rows.has(p))).toEqual([]);
    expect(specRoutes.filter((r) => !allRoutes.includes(routeRedirect(r.path) ?? r.path)).map(label)).toEqual([]);
  });

  it.each(specRoutes.map((r) => [label(r), r] as const))('%s', (_, r) => {
    expect(frameOf(r.path, r.search)).toEqual(row(r));
  });
});

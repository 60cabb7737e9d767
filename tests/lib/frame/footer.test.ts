import { showExtraFooterBar, showFooter } from '@/lib/frame';
import { label, specRoutes } from './spec-routes';

describe('showFooter (SPEC §2 page frame)', () => {
  it.each(specRoutes.map((r) => [label(r), r] as const))('%s', (_, r) => {
    expect(showFooter(r.path)).toBe(r.footer);
  });
});

describe('showExtraFooterBar (webmail and member home only)', () => {
  it.each(specRoutes.map((r) => [label(r), r] as const))('%s', (_, r) => {
    expect(showExtraFooterBar(r.path)).toBe(r.extraFooter);
  });
});

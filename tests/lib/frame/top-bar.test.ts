import { showTopBar } from '@/lib/frame';
import { label, specRoutes } from './spec-routes';

describe('showTopBar (SPEC §2 page frame)', () => {
  it.each(specRoutes.map((r) => [label(r), r] as const))('%s', (_, r) => {
    expect(showTopBar(r.path)).toBe(r.topBar);
  });

  it('ignores a trailing slash and the query', () => {
    expect(showTopBar('/m/login/')).toBe(false);
    expect(showTopBar('/m/help?title=affiliate')).toBe(false);
    expect(showTopBar('/m/withdraw/')).toBe(true);
  });

  it('hides the bar below the agent home as well', () => {
    expect(showTopBar('/m/agent/anything')).toBe(false);
    expect(showTopBar('/m/agentRegister')).toBe(true);
  });
});

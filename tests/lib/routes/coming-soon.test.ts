import { existsSync } from 'node:fs';
import { join } from 'node:path';
import en from '@/messages/en.json';
import { allRoutes, comingSoonScreen, comingSoonScreens } from '@/lib/routes';

const root = join(__dirname, '..', '..', '..');
/** The static page file a built screen has (app/m/<path>/page.tsx). */
const built = (path: string) => existsSync(join(root, 'app', ...path.slice(1).split('/'), 'page.tsx'));
const placeholders = Object.keys(comingSoonScreens);

describe('comingSoonScreens', () => {
  it('names only screens of SPEC §2', () => {
    for (const p of placeholders) expect(allRoutes).toContain(p);
  });

  it('loses a screen once its page is built, so the catch-all never shadows a real one', () => {
    for (const p of placeholders) expect({ p, built: built(p) }).toEqual({ p, built: false });
  });

  it('leaves no screen of SPEC §2 without a page: built or coming soon', () => {
    for (const p of allRoutes) expect({ p, served: built(p) || placeholders.includes(p) }).toEqual({ p, served: true });
  });

  it('gives every screen a title in the English catalogue', () => {
    for (const key of Object.values(comingSoonScreens)) expect(typeof en.pages[key]).toBe('string');
  });
});

describe('comingSoonScreen', () => {
  it('finds a nested screen still to be built and its title key', () => {
    expect(comingSoonScreen(['member', 'agent', 'agentDivident'])).toEqual({ path: '/m/member/agent/agentDivident', page: 'agentDividend' });
    expect(comingSoonScreen(['member', 'agent', 'getDevidendContract'])).toEqual({ path: '/m/member/agent/getDevidendContract', page: 'dividendContract' });
  });

  it('answers null for a built screen, one segment or nested: the real page serves it', () => {
    expect(comingSoonScreen(['agentRegister'])).toBeNull();
    expect(comingSoonScreen(['agent', 'team', 'overview'])).toBeNull();
    expect(comingSoonScreen(['agent', 'team', 'pnl'])).toBeNull();
  });

  it.each([
    [['home']], [['member']], [['agent', 'team']], [['Activity']], [['activity', '']], [['toString']], [['__proto__']],
    [['..', 'activity']], [['activity%2FsignIn']],
  ])('knows nothing of %j', (segments) => {
    expect(comingSoonScreen(segments)).toBeNull();
  });
});

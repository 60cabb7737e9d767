import { titleKey, titleKeys } from '@/lib/frame';
import { allRoutes } from '@/lib/routes';
import { label, specRoutes } from './spec-routes';

describe('titleKey (SPEC §2 titles by path)', () => {
  it.each(specRoutes.map((r) => [label(r), r] as const))('%s', (_, r) => {
    expect(titleKey(`${r.path}${r.search ?? ''}`)).toBe(r.title);
  });

  it('titles every route of lib/routes by its own name, none but /m/home as home, no two alike', () => {
    const byRoute = allRoutes.map((path) => [path, titleKey(path)] as const);
    expect(byRoute.filter(([path, key]) => (key === 'home') !== (path === '/m/home'))).toEqual([]);
    const seen = new Map<string, string>();
    const shared = byRoute.filter(([path, key]) => seen.get(key) !== undefined || !seen.set(key, path));
    expect(shared).toEqual([]);
    // The titles issue 15 found wrong: Deposit, Withdraw and Records said Home, slots centre RNG, change password First password.
    expect(Object.fromEntries(byRoute.filter(([p]) => ['/m/voucherCenter', '/m/withdraw', '/m/gameRecord', '/m/slotsCenter', '/m/changePsw'].includes(p)))).toEqual({
      '/m/voucherCenter': 'deposit', '/m/withdraw': 'withdraw', '/m/gameRecord': 'bettingRecord',
      '/m/slotsCenter': 'slotsCentre', '/m/changePsw': 'changePassword',
    });
  });

  it('uses every title key on some screen, except the first-password heading of the change-password form', () => {
    const used = new Set(specRoutes.map((r) => r.title));
    expect([...titleKeys].filter((k) => !used.has(k))).toEqual(['firstPassword']);
  });

  it('falls back to home for paths it does not know', () => {
    expect(titleKey('/m/unknown')).toBe('home');
  });
});

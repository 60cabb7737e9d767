import { titleKey, titleKeys } from '@/lib/frame';
import { label, specRoutes } from './spec-routes';

describe('titleKey (SPEC §2 titles by path)', () => {
  it.each(specRoutes.map((r) => [label(r), r] as const))('%s', (_, r) => {
    expect(titleKey(r.path)).toBe(r.title);
  });

  it('uses every SPEC title somewhere', () => {
    const used = new Set(specRoutes.map((r) => r.title));
    expect([...titleKeys].filter((k) => !used.has(k))).toEqual([]);
  });

  it('falls back to home for paths it does not know', () => {
    expect(titleKey('/m/unknown')).toBe('home');
  });
});

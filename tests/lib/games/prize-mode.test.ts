import { prizeMode } from '@/lib/games/prize-mode';

describe('prizeMode (SPEC §4)', () => {
  it('is electronic lottery when TCG_LOTTO_VN is mapped to ELOTT', () => {
    expect(prizeMode({ TCG_LOTTO_VN: ['ELOTT'], HOUSE: ['RNG'] })).toBe('ELOTT');
  });

  it('is electronic lottery when LOTT is mapped to ELOTT, in any case', () => {
    expect(prizeMode({ LOTT: ['LOTT', 'elott'] })).toBe('ELOTT');
  });

  it('is normal when the lottery vendors are mapped to LOTT only', () => {
    expect(prizeMode({ TCG_LOTTO_VN: ['LOTT'], LOTT: ['LOTT'] })).toBe('NORMAL');
  });

  it('is normal when another vendor has ELOTT', () => {
    expect(prizeMode({ TCG_SEA: ['ELOTT'] })).toBe('NORMAL');
  });

  it('is normal without vendor data', () => {
    expect(prizeMode(null)).toBe('NORMAL');
    expect(prizeMode({})).toBe('NORMAL');
  });
});

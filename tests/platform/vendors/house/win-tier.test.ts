import { winTier } from '@/platform/src/vendors/house/win-tier';

describe('winTier', () => {
  it('celebrates nothing for a round that paid nothing', () => {
    expect(winTier(0, 20)).toBeNull();
  });

  it('calls any win below 10 bets a plain win, even one smaller than the stake', () => {
    expect(winTier(1, 20)).toBe('win');
    expect(winTier(20, 20)).toBe('win');
    expect(winTier(199, 20)).toBe('win');
  });

  it('calls a win of 10 bets or more big, and of 50 bets or more mega', () => {
    expect(winTier(200, 20)).toBe('big');
    expect(winTier(999, 20)).toBe('big');
    expect(winTier(1000, 20)).toBe('mega');
    expect(winTier(12.5, 0.25)).toBe('mega');
  });

  it('refuses a stake of zero (a programmer error: every paid round has one)', () => {
    expect(() => winTier(5, 0)).toThrow(/bet must be positive/);
  });
});

import { badgeText } from '@/lib/frame';

describe('badgeText (SPEC §9 unread badge cap 99+)', () => {
  it.each([
    [0, ''], [-3, ''], [1, '1'], [5, '5'], [99, '99'], [100, '99+'], [120, '99+'],
  ])('%d → %j', (n, text) => {
    expect(badgeText(n)).toBe(text);
  });

  it('shows nothing for a missing or broken count', () => {
    expect(badgeText(undefined)).toBe('');
    expect(badgeText(null)).toBe('');
    expect(badgeText(Number.NaN)).toBe('');
  });
});

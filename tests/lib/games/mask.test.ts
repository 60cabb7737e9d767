import { maskCustomerName } from '@/lib/games/mask';

describe('maskCustomerName', () => {
  it('keeps two characters, three stars and the last one', () => {
    expect(maskCustomerName('abcdez')).toBe('ab***z');
    expect(maskCustomerName('player88')).toBe('pl***8');
  });

  it('shows less of short names and never a whole name', () => {
    expect(maskCustomerName('abcd')).toBe('a***d');
    expect(maskCustomerName('abc')).toBe('a***c');
    expect(maskCustomerName('ab')).toBe('a***');
    expect(maskCustomerName('a')).toBe('a***');
    expect(maskCustomerName('')).toBe('***');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maskCustomerName('玩家小明很幸运')).toBe('玩家***运');
  });
});

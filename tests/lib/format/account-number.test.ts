import { accountNumberGroups } from '@/lib/format';

describe('accountNumberGroups', () => {
  it('cuts a bare card or account number into fours from the left', () => {
    expect(accountNumberGroups('6222020200112233')).toEqual(['6222', '0202', '0011', '2233']);
    expect(accountNumberGroups('62220202001')).toEqual(['6222', '0202', '001']);
    expect(accountNumberGroups('GB29NWBK60161331926819')).toEqual(['GB29', 'NWBK', '6016', '1331', '9268', '19']);
  });

  it('keeps the separators a number is written with, breaking after them', () => {
    expect(accountNumberGroups('123-456-789')).toEqual(['123-', '456-', '789']);
    expect(accountNumberGroups('6222 0202  0011')).toEqual(['6222', '0202', '0011']);
  });

  it('leaves anything else whole', () => {
    expect(accountNumberGroups('pay.me@wallet.example')).toEqual(['pay.me@wallet.example']);
    expect(accountNumberGroups('  ')).toEqual([]);
  });
});

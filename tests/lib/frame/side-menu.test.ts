import { sideMenuEntries, withDividers, type SideMenuFlags } from '@/lib/frame';

const allOn: SideMenuFlags = {
  deposit: true, withdraw: true, bettingRecord: true, rewardCenter: true, customerService: true,
  appDownload: true, vip: true, referral: true,
};
const allOff: SideMenuFlags = Object.fromEntries(Object.keys(allOn).map((k) => [k, false])) as unknown as SideMenuFlags;
const ids = (flags: SideMenuFlags | null, viewer: Parameters<typeof sideMenuEntries>[1]) => sideMenuEntries(flags, viewer).map((e) => e.id);

describe('sideMenuEntries (SPEC §2 left side menu)', () => {
  it('lists every entry in SPEC order when every switch is on', () => {
    expect(sideMenuEntries(allOn, { loggedIn: true }).map((e) => [e.id, e.href])).toEqual([
      ['deposit', '/m/voucherCenter'],
      ['withdraw', '/m/withdraw'],
      ['bettingRecord', '/m/gameRecord'],
      ['rewardCenter', '/m/rewardCenter'],
      ['customerService', '/m/message'],
      ['appDownload', '/m/app'],
      ['feedback', '/m/feedback'],
      ['vip', '/m/member/benefits'],
      ['referral', '/m/inviteFriends'],
      ['bonus', '/m/gameRecord'],
      ['allPromotions', '/m/activity'],
      ['tournaments', '/m/tournaments'],
      ['redRain', '/m/redRain'],
    ]);
  });

  it('keeps feedback, bonus, all promotions, tournaments and (signed in) the red envelope rain when every switch is off', () => {
    expect(ids(allOff, { loggedIn: true })).toEqual(['feedback', 'bonus', 'allPromotions', 'tournaments', 'redRain']);
  });

  it('offers refer a friend to visitors even with the referral promotion off', () => {
    expect(ids(allOff, { loggedIn: false })).toEqual(['feedback', 'referral', 'bonus', 'allPromotions', 'tournaments']);
  });

  it('treats an unknown configuration as every switch off', () => {
    expect(ids(null, { loggedIn: false })).toEqual(['feedback', 'referral', 'bonus', 'allPromotions', 'tournaments']);
  });

  it('hides each switched entry on its own', () => {
    for (const key of Object.keys(allOn) as Array<keyof SideMenuFlags>) {
      const got = ids({ ...allOn, [key]: false }, { loggedIn: true });
      expect(got).toHaveLength(12);
      expect(got).not.toContain(key);
    }
  });

  it('never offers app download inside the native app or an installed web app', () => {
    expect(ids(allOn, { loggedIn: true, inNativeApp: true })).not.toContain('appDownload');
    expect(ids(allOn, { loggedIn: true, installedWebApp: true })).not.toContain('appDownload');
  });
});

describe('withDividers (a divider after every 3 entries)', () => {
  const kinds = (n: number) => withDividers(Array.from({ length: n }, (_, i) => ({ kind: 'entry' as const, i }))).map((x) => ('i' in x ? x.i : '|'));

  it('puts a divider after the 3rd and 6th entries', () => {
    expect(kinds(7)).toEqual([0, 1, 2, '|', 3, 4, 5, '|', 6]);
  });

  it('adds no trailing divider', () => {
    expect(kinds(6)).toEqual([0, 1, 2, '|', 3, 4, 5]);
    expect(kinds(3)).toEqual([0, 1, 2]);
    expect(kinds(0)).toEqual([]);
  });
});

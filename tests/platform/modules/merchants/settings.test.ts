import { WpsError } from '@/lib/wps/errors';
import { applyPatch } from '@/platform/src/modules/merchants';
import { defaultMenu } from '@/platform/src/modules/merchants/schema';
import { defaultWalletSettings } from '@/lib/wps/schemas/wallet';
import { merchant } from './helpers';

describe('applyPatch', () => {
  it('merges switch maps key by key and replaces lists', () => {
    const next = applyPatch(merchant(), { modules: { CBS3: false }, blockedCountries: ['US'], menu: { vip: true } });
    expect(next.modules.CBS3).toBe(false);
    expect(next.modules.COMM3).toBe(true);
    expect(next.menu).toEqual({ ...defaultMenu(), vip: true });
    expect(next.blockedCountries).toEqual(['US']);
  });

  it('names every field that does not hold together', () => {
    try {
      applyPatch(merchant(), { defaultLanguage: 'ZH', register: { email: { required: true } }, mainDomain: 'other.example' });
      throw new Error('no error');
    } catch (e) {
      expect(e).toBeInstanceOf(WpsError);
      expect((e as WpsError).value).toMatchObject({ fields: ['register.email.required', 'defaultLanguage', 'mainDomain'] });
    }
  });

  it('merges wallet settings key by key and refuses ones that do not hold together', () => {
    const next = applyPatch(merchant(), { wallet: { turnoverMultiple: 1.5, withdraw: { dailyCount: 2 } } });
    expect(next.wallet).toEqual({ ...defaultWalletSettings(), turnoverMultiple: 1.5, withdraw: { ...defaultWalletSettings().withdraw, dailyCount: 2 } });
    const fields = (patch: Parameters<typeof applyPatch>[1]) => {
      try {
        applyPatch(merchant(), patch);
        return [];
      } catch (e) {
        return ((e as WpsError).value as { fields: string[] }).fields;
      }
    };
    expect(fields({ wallet: { turnoverMultiple: 1.555 } })).toEqual(['wallet.turnoverMultiple']);
    expect(fields({ wallet: { withdraw: { min_minor: 10, max_minor: 5 } } })).toEqual(['wallet.withdraw.min_minor']);
    expect(fields({ wallet: { trialBalance_minor: -1 } })).toEqual(['wallet.trialBalance_minor']);
  });

  it('refuses a register pattern that is not a regular expression', () => {
    expect(() => applyPatch(merchant(), { register: { username: { acceptedPattern: '([' } } })).toThrow(WpsError);
  });
});

import { loginOptions, type LoginWhitelabel } from '@/lib/auth/login-options';

const wl = (over: { modules?: Record<string, boolean>; mobileCodeLogin?: boolean; telegramLogin?: boolean } = {}): LoginWhitelabel => ({
  modules: over.modules ?? {},
  menu: { mobileCodeLogin: over.mobileCodeLogin ?? false, telegramLogin: over.telegramLogin ?? false },
});

describe('login options', () => {
  it('offers the SMS tab only with mobile-code login on', () => {
    expect(loginOptions(wl()).smsLogin).toBe(false);
    expect(loginOptions(wl({ mobileCodeLogin: true })).smsLogin).toBe(true);
  });

  it('shows each one-click icon per its setting, in SPEC order', () => {
    expect(loginOptions(wl()).oneClick).toEqual([]);
    expect(loginOptions(wl({ modules: { GOOGLELOGIN3: true } })).oneClick).toEqual(['google']);
    expect(loginOptions(wl({ modules: { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true }, telegramLogin: true })).oneClick).toEqual([
      'facebook', 'google', 'telegram',
    ]);
    expect(loginOptions(wl({ modules: { FACEBOOKLOGIN3: false } })).oneClick).toEqual([]);
  });

  it('offers the username login alone when the configuration is unknown', () => {
    expect(loginOptions(null)).toEqual({ smsLogin: false, oneClick: [] });
  });
});

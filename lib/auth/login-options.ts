/** The part of the merchant's white-label configuration (SPEC §3 status info.whitelabel) the login screen reads. */
export interface LoginWhitelabel {
  modules: Readonly<Record<string, boolean>>;
  menu: { readonly mobileCodeLogin: boolean; readonly telegramLogin: boolean };
}

export type OneClickProvider = 'facebook' | 'google' | 'telegram';

export interface LoginOptions {
  /** SPEC §2: the SMS tab exists only when mobile-code login is on. */
  smsLogin: boolean;
  /** SPEC §2 one-click icons, each per its setting, in the order facebook, google, telegram. */
  oneClick: OneClickProvider[];
}

/** What the login screen offers; with the configuration unknown, only the username login. */
export function loginOptions(wl: LoginWhitelabel | null | undefined): LoginOptions {
  if (!wl) return { smsLogin: false, oneClick: [] };
  const oneClick: OneClickProvider[] = [];
  if (wl.modules.FACEBOOKLOGIN3 === true) oneClick.push('facebook');
  if (wl.modules.GOOGLELOGIN3 === true) oneClick.push('google');
  if (wl.menu.telegramLogin) oneClick.push('telegram');
  return { smsLogin: wl.menu.mobileCodeLogin, oneClick };
}

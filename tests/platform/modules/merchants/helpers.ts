import type { Merchant } from '@/platform/src/context';
import { defaultMenu, defaultMobileTemplate, defaultModules, defaultRegisterSettings } from '@/platform/src/modules/merchants/schema';
import { defaultWalletSettings } from '@/lib/wps/schemas/wallet';

/** A merchant built in memory, with defaults, for the pure rules' tests. */
export function merchant(over: Partial<Merchant> = {}): Merchant {
  return {
    id: 1, code: 'm1', name: 'M1', maintenance: false, blockedCountries: [], modules: defaultModules(), defaultLanguage: 'EN', languages: ['EN'],
    currency: { code: 'CNY', symbol: '¥', pattern: '#,##0.00', minorDigits: 2 }, rsa: { n: 'ab', d: 'cd' }, domains: ['m1.example'], mainDomain: '', timeZone: 'UTC',
    logoUrl: null, theme: { mode: 'dark', colors: {} }, mobileTemplate: defaultMobileTemplate(), register: defaultRegisterSettings(), menu: defaultMenu(),
    wallet: defaultWalletSettings(), socialLinks: [], resources: [], imageCDNs: [], customerService: [], ...over,
  };
}

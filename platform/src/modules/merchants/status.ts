import { systemStatus } from '@/lib/system/status';
import { registerSettingsWithModules } from '@/lib/wps/modules';
import type { DomainRoute, SystemStatusValue, Whitelabel } from '@/lib/wps/schemas/system';
import type { Merchant } from '../../context';
import { productPaths } from './schema';

/** What visitors and members see of a merchant: its white label, domain route and system status (pure). */

/** The merchant's canonical host: its main domain, else its first domain. */
export function mainDomainOf(m: Merchant): string {
  return m.mainDomain || m.domains[0] || '';
}

export function whitelabelOf(m: Merchant): Whitelabel {
  return {
    merchantCode: m.code,
    name: m.name,
    logoUrl: m.logoUrl,
    theme: m.theme,
    currency: m.currency,
    languages: { supported: m.languages, default: m.defaultLanguage },
    modules: m.modules,
    menu: m.menu,
    socialLinks: m.socialLinks,
  };
}

export function domainRouteOf(m: Merchant, host: string | null): DomainRoute {
  const main = mainDomainOf(m);
  return { host: host && m.domains.includes(host) ? host : main, merchantCode: m.code, mainDomain: main };
}

/** GET /wps/system/status value: SPEC §3 status response, status code per SPEC §4. */
export function systemStatusValue(m: Merchant, visitor: { ip: string; country: string | null; host: string | null }): SystemStatusValue {
  const regionRestriction = visitor.country !== null && m.blockedCountries.includes(visitor.country);
  return {
    status: systemStatus({ maintenance: m.maintenance, regionRestriction }),
    info: {
      customerService: m.customerService,
      domainRoute: domainRouteOf(m, visitor.host),
      mobileTemplate: m.mobileTemplate,
      paths: productPaths,
      register: registerSettingsWithModules(m.register, m.modules),
      resources: m.resources,
      whitelabel: whitelabelOf(m),
      mainDomain: mainDomainOf(m),
      imageCDNs: m.imageCDNs,
    },
    location: { ip: visitor.ip, country: visitor.country },
    maintenance: m.maintenance,
    regionRestriction,
  };
}

import type { CustomerServiceEntry, RegisterSettings } from '@/lib/wps/schemas/system';
import type { Merchant } from '../../context';

/** A merchant as the back office shows it: every setting, contacts with their ids and order. */
export interface MerchantView {
  code: string;
  name: string;
  maintenance: boolean;
  blockedCountries: string[];
  domains: string[];
  mainDomain: string;
  defaultLanguage: string;
  languages: string[];
  currency: Merchant['currency'];
  modules: Record<string, boolean>;
  register: RegisterSettings;
  menu: Merchant['menu'];
  theme: Merchant['theme'];
  mobileTemplate: Merchant['mobileTemplate'];
  socialLinks: Merchant['socialLinks'];
  resources: Merchant['resources'];
  imageCDNs: string[];
  logoUrl: string | null;
  customerService: (CustomerServiceEntry & { sort: number })[];
  rsaModulus: string;
  createdAt: string;
  updatedAt: string;
}

export interface MerchantSummary {
  code: string;
  name: string;
  maintenance: boolean;
  blockedCountries: string[];
  domains: string[];
  languages: string[];
  currency: string;
  updatedAt: string;
}

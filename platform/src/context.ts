import type {
  CustomerServiceEntry, MobileTemplate, RegisterSettings, Resource, SocialLink, Theme, WhitelabelMenu,
} from '@/lib/wps/schemas/system';
import type { PlatformConfig } from './config';
import type { Db } from './db';
import type { Store } from './infra';

/** A merchant as every module sees it (loaded and decrypted by the merchants module). */
export interface Merchant {
  id: number;
  code: string;
  name: string;
  maintenance: boolean;
  blockedCountries: string[];
  modules: Record<string, boolean>;
  defaultLanguage: string;
  languages: string[];
  currency: { code: string; symbol: string; pattern: string; minorDigits: number };
  /** RSA key for the WPS body encryption: modulus and private exponent, hex. */
  rsa: { n: string; d: string };
  /** Hosts (lower case, no port) that belong to this merchant. */
  domains: string[];
  /** The merchant's canonical host; '' when not set (then its first domain stands in). */
  mainDomain: string;
  logoUrl: string | null;
  theme: Theme;
  mobileTemplate: MobileTemplate;
  register: RegisterSettings;
  menu: WhitelabelMenu;
  socialLinks: SocialLink[];
  resources: Resource[];
  /** Image CDN base URLs; empty means images come from the same origin. */
  imageCDNs: string[];
  /** Contacts with their paths decrypted, in display order. */
  customerService: CustomerServiceEntry[];
}

export interface MerchantLookup {
  byCode(code: string): Promise<Merchant | null>;
  byHost(host: string): Promise<Merchant | null>;
}

export interface GeoLookup {
  /** ISO 3166-1 alpha-2 country of an IP, or null when unknown (private ranges, loopback). */
  country(ip: string): string | null;
}

/** Resolves the member session behind an Authorization token (the accounts module fills it). */
export interface SessionLookup {
  byToken(merchantId: number, token: string): Promise<{ memberId: number; type: number } | null>;
}

export interface Clock {
  now(): Date;
}

export interface Deps {
  config: PlatformConfig;
  db: Db;
  clock: Clock;
  geo: GeoLookup;
  merchants: MerchantLookup;
  sessions?: SessionLookup;
  /** Shared state and the broadcast channel between replicas (in-process or Redis). */
  store: Store;
}

export const systemClock: Clock = { now: () => new Date() };

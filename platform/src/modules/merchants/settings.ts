import { createHash } from 'node:crypto';
import { z } from 'zod';
import { moduleIds } from '@/lib/wps/modules';
import {
  currencySchema, mobileTemplateSchema, registerFieldNames, registerFieldSettingSchema, resourceSchema,
  socialLinkSchema, themeSchema, whitelabelMenuSchema,
  type RegisterSettings,
} from '@/lib/wps/schemas/system';
import { defaultWalletSettings, walletSettingsSchema, type WalletSettings } from '@/lib/wps/schemas/wallet';
import { isTimeZone } from '@/lib/time/merchant-day';
import type { SecretBox } from '../../crypto/secret-box';
import { invalidInput } from '../../errors';
import type { Merchant } from '../../context';
import type { MerchantRow, MerchantSettingsRow } from './repo';
import { defaultMenu, defaultMobileTemplate, defaultModules, defaultRegisterSettings, type MerchantPatch } from './schema';

/**
 * A merchant's settings as rules, without the database: a stored row to a Merchant and back,
 * a patch applied and checked, and what the audit trail records of them. Pure functions.
 */

// Stored settings are merged over today's defaults so that a module id or register field
// added to lib/wps later gets its default for merchants created before it existed.
const storedRegisterSchema = z.record(z.string(), z.record(z.string(), z.unknown()));
const knownModules = new Set<string>(moduleIds);

function loadRegister(stored: unknown): RegisterSettings {
  const rec = storedRegisterSchema.parse(stored ?? {});
  const defaults = defaultRegisterSettings();
  const out = {} as RegisterSettings;
  for (const f of registerFieldNames) out[f] = registerFieldSettingSchema.parse({ ...defaults[f], ...(rec[f] ?? {}) });
  return out;
}

/** Stored wallet settings over the defaults; a setting the schema no longer accepts falls back to its default. */
function loadWallet(stored: unknown): WalletSettings {
  const d = defaultWalletSettings();
  const s = (stored && typeof stored === 'object' ? stored : {}) as Partial<WalletSettings>;
  const merged = walletSettingsSchema.safeParse({ ...d, ...s, withdraw: { ...d.withdraw, ...s.withdraw } });
  return merged.success ? merged.data : d;
}

function loadModules(stored: unknown): Record<string, boolean> {
  const rec = z.record(z.string(), z.boolean()).parse(stored ?? {});
  const out: Record<string, boolean> = defaultModules();
  for (const [id, on] of Object.entries(rec)) if (knownModules.has(id)) out[id] = on;
  return out;
}

export function rowToMerchant(row: MerchantRow, box: SecretBox): Merchant {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    maintenance: row.maintenance,
    blockedCountries: row.blocked_countries,
    modules: loadModules(row.modules),
    defaultLanguage: row.default_language,
    languages: row.languages,
    currency: { code: row.currency_code, symbol: row.currency_symbol, pattern: row.currency_pattern, minorDigits: row.currency_minor_digits },
    rsa: { n: row.rsa_n, d: box.open(row.rsa_d_enc) },
    domains: row.domains,
    mainDomain: row.main_domain,
    // A zone this runtime no longer knows counts in UTC rather than failing every call of the merchant.
    timeZone: isTimeZone(row.time_zone) ? row.time_zone : 'UTC',
    logoUrl: row.logo_url,
    theme: themeSchema.parse(row.theme),
    mobileTemplate: mobileTemplateSchema.parse({ ...defaultMobileTemplate(), ...(row.mobile_template as object) }),
    register: loadRegister(row.register_fields),
    menu: whitelabelMenuSchema.parse({ ...defaultMenu(), ...(row.menu as object) }),
    wallet: loadWallet(row.wallet),
    socialLinks: z.array(socialLinkSchema).parse(row.social_links),
    resources: z.array(resourceSchema).parse(row.resources),
    imageCDNs: row.image_cdns,
    customerService: row.customer_service.map((c) => ({
      id: c.id, title: c.title, csType: c.csType, position: c.position, path: box.open(c.pathEnc),
    })),
  };
}

export function settingsRow(m: Merchant): MerchantSettingsRow {
  return {
    name: m.name,
    maintenance: m.maintenance,
    blocked_countries: m.blockedCountries,
    default_language: m.defaultLanguage,
    languages: m.languages,
    currency_code: m.currency.code,
    currency_symbol: m.currency.symbol,
    currency_pattern: m.currency.pattern,
    currency_minor_digits: m.currency.minorDigits,
    theme: m.theme,
    mobile_template: m.mobileTemplate,
    modules: m.modules,
    register_fields: m.register,
    menu: m.menu,
    wallet: m.wallet,
    social_links: m.socialLinks,
    resources: m.resources,
    image_cdns: m.imageCDNs,
    main_domain: m.mainDomain,
    time_zone: m.timeZone,
    logo_url: m.logoUrl,
  };
}

function validRegex(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/**
 * The merchant after a patch (customer-service entries aside: they are rows of their own).
 * Pure; throws request.invalid naming every field that does not hold together.
 */
export function applyPatch(current: Merchant, patch: MerchantPatch): Merchant {
  const issues: { field: string; message: string }[] = [];
  const next: Merchant = { ...current };
  if (patch.name !== undefined) next.name = patch.name;
  if (patch.maintenance !== undefined) next.maintenance = patch.maintenance;
  if (patch.blockedCountries !== undefined) next.blockedCountries = patch.blockedCountries;
  if (patch.domains !== undefined) next.domains = patch.domains;
  if (patch.languages !== undefined) next.languages = patch.languages;
  if (patch.defaultLanguage !== undefined) next.defaultLanguage = patch.defaultLanguage;
  if (patch.mainDomain !== undefined) next.mainDomain = patch.mainDomain;
  if (patch.logoUrl !== undefined) next.logoUrl = patch.logoUrl;
  if (patch.timeZone !== undefined) next.timeZone = patch.timeZone;
  if (patch.socialLinks !== undefined) next.socialLinks = patch.socialLinks;
  if (patch.resources !== undefined) next.resources = patch.resources;
  if (patch.imageCDNs !== undefined) next.imageCDNs = patch.imageCDNs;
  if (patch.modules !== undefined) next.modules = { ...current.modules, ...patch.modules };
  if (patch.menu !== undefined) next.menu = { ...current.menu, ...patch.menu };
  if (patch.wallet !== undefined) {
    const w = walletSettingsSchema.safeParse({
      ...current.wallet, ...patch.wallet, withdraw: { ...current.wallet.withdraw, ...patch.wallet.withdraw },
    });
    if (w.success) next.wallet = w.data;
    else for (const i of w.error.issues) issues.push({ field: ['wallet', ...i.path].join('.'), message: i.message });
  }
  if (patch.mobileTemplate !== undefined) next.mobileTemplate = { ...current.mobileTemplate, ...patch.mobileTemplate };
  // Colours are replaced as a set, so an operator can also remove one.
  if (patch.theme !== undefined) next.theme = { mode: patch.theme.mode ?? current.theme.mode, colors: patch.theme.colors ?? current.theme.colors };
  if (patch.currency !== undefined) {
    const c = currencySchema.safeParse({ ...current.currency, ...patch.currency });
    if (c.success) next.currency = c.data;
    else issues.push({ field: 'currency', message: c.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
  }
  if (patch.register !== undefined) {
    const reg = { ...current.register };
    for (const [field, change] of Object.entries(patch.register)) {
      const name = field as keyof RegisterSettings;
      const s = { ...reg[name], ...change };
      if (s.required && !s.enabled) issues.push({ field: `register.${field}.required`, message: 'a required field must be enabled' });
      if (s.minLength !== null && s.maxLength !== null && s.minLength > s.maxLength) {
        issues.push({ field: `register.${field}.minLength`, message: 'minLength is above maxLength' });
      }
      if (s.acceptedPattern !== null && !validRegex(s.acceptedPattern)) {
        issues.push({ field: `register.${field}.acceptedPattern`, message: 'not a regular expression' });
      }
      reg[name] = s;
    }
    next.register = reg;
  }
  if (!next.languages.includes(next.defaultLanguage)) {
    issues.push({ field: 'defaultLanguage', message: `must be one of the languages (${next.languages.join(', ')})` });
  }
  if (next.mainDomain !== '' && !next.domains.includes(next.mainDomain)) {
    issues.push({ field: 'mainDomain', message: 'must be one of the domains' });
  }
  if (issues.length) throw invalidInput(issues);
  return next;
}

/** A short fingerprint that shows in the audit trail that a secret changed, not what it is. */
function fingerprint(secret: string): string {
  return `sha256:${createHash('sha256').update(secret).digest('hex').slice(0, 12)}`;
}

/** The operator-visible settings of a merchant, without its customer-service entries. */
export function settingsOf(m: Merchant) {
  return {
    name: m.name,
    maintenance: m.maintenance,
    blockedCountries: m.blockedCountries,
    domains: m.domains,
    mainDomain: m.mainDomain,
    timeZone: m.timeZone,
    defaultLanguage: m.defaultLanguage,
    languages: m.languages,
    currency: m.currency,
    modules: m.modules,
    register: m.register,
    menu: m.menu,
    wallet: m.wallet,
    theme: m.theme,
    mobileTemplate: m.mobileTemplate,
    socialLinks: m.socialLinks,
    resources: m.resources,
    imageCDNs: m.imageCDNs,
    logoUrl: m.logoUrl,
  };
}

/** The settings of a merchant as the audit trail records them (secrets fingerprinted). */
export function auditSnapshot(m: Merchant): Record<string, unknown> {
  return { ...settingsOf(m), customerService: m.customerService.map((c) => ({ ...c, path: fingerprint(c.path) })) };
}

// For maps an operator changes key by key, the audit row shows only the keys the patch named.
const mapKeys = new Set(['modules', 'register', 'menu', 'currency', 'mobileTemplate', 'wallet']);

export function pickPatched(snapshot: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, change] of Object.entries(patch)) {
    const value = snapshot[key];
    if (mapKeys.has(key) && change && typeof change === 'object' && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.keys(change).map((k) => [k, (value as Record<string, unknown>)[k] ?? null]));
    } else {
      out[key] = value ?? null;
    }
  }
  return out;
}

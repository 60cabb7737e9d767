import { createHash } from 'node:crypto';
import { z } from 'zod';
import { systemStatus } from '@/lib/system/status';
import { WpsError } from '@/lib/wps/errors';
import { moduleIds, registerSettingsWithModules } from '@/lib/wps/modules';
import { generateRsaKeyPair, type RsaKeyPair } from '@/lib/wps/rsa-keys';
import {
  currencySchema, mobileTemplateSchema, registerFieldNames, registerFieldSettingSchema, resourceSchema,
  socialLinkSchema, themeSchema, whitelabelMenuSchema,
  type CustomerServiceEntry, type DomainRoute, type RegisterSettings, type SystemStatusValue, type Whitelabel,
} from '@/lib/wps/schemas/system';
import { defaultWalletSettings, walletSettingsSchema, type WalletSettings } from '@/lib/wps/schemas/wallet';
import type { SecretBox } from '../../crypto/secret-box';
import type { Db, Queryable } from '../../db';
import type { Clock, Merchant, MerchantLookup } from '../../context';
import { loadCache, type LoadCache, type Store } from '../../infra';
import { listAudit, recordAudit, type AuditEntry } from '../audit/service';
import { merchantsRepo as repo, type MerchantRow, type MerchantSettingsRow } from './repo';
import {
  defaultMenu, defaultMobileTemplate, defaultModules, defaultRegisterSettings, merchantCodeSchema, normaliseHost,
  productPaths, type MerchantCreate, type MerchantPatch,
} from './schema';

/** A field-level input error: 400 request.invalid with the fields an operator must fix. */
export function invalidInput(issues: { field: string; message: string }[]): WpsError {
  return new WpsError('request.invalid', { fields: issues.map((i) => i.field), issues });
}

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

export interface MerchantServiceOptions {
  db: Db;
  box: SecretBox;
  clock: Clock;
  /** How long a loaded merchant is served from memory. Other replicas see a change after this. */
  cacheTtl_ms?: number;
  generateKeyPair?: () => RsaKeyPair;
  /** Broadcasts changes so every replica's cache forgets the merchant, not only this one's. */
  store?: Store;
}

export const merchantsChangedChannel = 'merchants.changed';

/** Merchants (by code, by host) kept per cache: a flood of distinct unknown keys must not grow memory without bound. */
const cacheMax_entries = 10_000;
const listMax = 1000;

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

function settingsRow(m: Merchant): MerchantSettingsRow {
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
function settingsOf(m: Merchant) {
  return {
    name: m.name,
    maintenance: m.maintenance,
    blockedCountries: m.blockedCountries,
    domains: m.domains,
    mainDomain: m.mainDomain,
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

function pickPatched(snapshot: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
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

function isUniqueViolation(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505';
}

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

/**
 * Merchants: creation and settings changes (each audited in its own transaction), and the
 * MerchantLookup every request goes through, served from a short in-process cache that
 * every change on this process clears.
 */
export class MerchantService implements MerchantLookup {
  private readonly db: Db;
  private readonly box: SecretBox;
  private readonly clock: Clock;
  private readonly generateKeyPair: () => RsaKeyPair;
  private readonly byCodeCache: LoadCache<Merchant | null>;
  private readonly byHostCache: LoadCache<Merchant | null>;
  private readonly store: Store | undefined;

  constructor(opts: MerchantServiceOptions) {
    this.db = opts.db;
    this.box = opts.box;
    this.clock = opts.clock;
    this.generateKeyPair = opts.generateKeyPair ?? (() => generateRsaKeyPair(1024));
    this.store = opts.store;
    const ttl_ms = opts.cacheTtl_ms ?? 5000;
    // Loaded once per key and kept a few seconds, unknown merchants (null) too.
    this.byCodeCache = loadCache({ max: cacheMax_entries, ttl_ms, clock: this.clock });
    this.byHostCache = loadCache({ max: cacheMax_entries, ttl_ms, clock: this.clock });
  }

  invalidate(): void {
    this.byCodeCache.clear();
    this.byHostCache.clear();
  }

  /** Subscribes to other replicas' changes (call once at boot when there is a store). */
  async listenForChanges(): Promise<void> {
    await this.store?.subscribe(merchantsChangedChannel, () => this.invalidate());
  }

  /**
   * After a change commits: this cache forgets at once, other replicas when the broadcast
   * arrives; should the broadcast fail, their TTL still bounds how stale they can be.
   */
  private changed(code: string): void {
    this.invalidate();
    this.store?.publish(merchantsChangedChannel, code).catch(() => undefined);
  }

  byCode(code: string): Promise<Merchant | null> {
    const key = code.trim().toLowerCase();
    if (!merchantCodeSchema.safeParse(key).success) return Promise.resolve(null);
    return this.byCodeCache.get(key, async () => {
      const row = await repo.byCode(this.db, key);
      return row ? rowToMerchant(row, this.box) : null;
    });
  }

  byHost(host: string): Promise<Merchant | null> {
    const key = normaliseHost(host);
    if (!key) return Promise.resolve(null);
    return this.byHostCache.get(key, async () => {
      const row = await repo.byHost(this.db, key);
      return row ? rowToMerchant(row, this.box) : null;
    });
  }

  async list(): Promise<MerchantSummary[]> {
    const rows = await repo.list(this.db, listMax);
    return rows.map((r) => ({
      code: r.code,
      name: r.name,
      maintenance: r.maintenance,
      blockedCountries: r.blocked_countries,
      domains: r.domains,
      languages: r.languages,
      currency: r.currency_code,
      updatedAt: new Date(r.updated_at).toISOString(),
    }));
  }

  /** The back-office view, read from the database (never the cache). */
  async view(code: string): Promise<MerchantView> {
    const row = await repo.byCode(this.db, code);
    if (!row) throw new WpsError('merchant.unknown');
    return this.toView(row);
  }

  /**
   * A new merchant with default settings, over which `settings` (the PATCH shape) may be
   * applied in the same transaction (the seed uses this so it never leaves a half-made merchant).
   */
  async create(input: MerchantCreate, operator: string, settings: Omit<MerchantPatch, 'domains'> = {}): Promise<MerchantView> {
    const key = this.generateKeyPair();
    if (key.e !== 65537) throw new Error('merchant RSA keys must use exponent 65537 (WPS clients assume it)');
    const now = this.clock.now();
    const base: Merchant = {
      id: 0,
      code: input.code,
      name: input.name ?? input.code,
      maintenance: false,
      blockedCountries: [],
      modules: defaultModules(),
      defaultLanguage: 'EN',
      languages: ['EN'],
      currency: { code: 'CNY', symbol: '¥', pattern: '#,##0.00', minorDigits: 2 },
      rsa: { n: key.n, d: key.d },
      domains: input.domains,
      mainDomain: input.domains[0] ?? '',
      logoUrl: null,
      theme: { mode: 'dark', colors: { primary: '#f5a623', accent: '#e94e3c', background: '#14161b', surface: '#1e2128', text: '#f2f2f2' } },
      mobileTemplate: defaultMobileTemplate(),
      register: defaultRegisterSettings(),
      menu: defaultMenu(),
      wallet: defaultWalletSettings(),
      socialLinks: [],
      resources: [],
      imageCDNs: [],
      customerService: [],
    };
    const { customerService, ...rest } = settings as MerchantPatch;
    delete rest.domains;
    const merchant = Object.keys(rest).length ? applyPatch(base, rest) : base;
    try {
      const view = await this.db.tx(async (q) => {
        if (await repo.lockByCode(q, input.code)) throw invalidInput([{ field: 'code', message: 'a merchant with this code exists' }]);
        await this.assertHostsFree(q, null, input.domains);
        const id = await repo.insert(q, { ...settingsRow(merchant), code: input.code, rsa_n: key.n, rsa_d_enc: this.box.seal(key.d) }, now);
        await repo.insertDomains(q, id, input.domains);
        if (customerService) await this.replaceCustomerService(q, id, customerService);
        const row = await this.mustLoad(q, input.code);
        await recordAudit(q, {
          at: now, operator, merchantId: id, action: 'merchant.create', target: input.code,
          before: null, after: auditSnapshot(rowToMerchant(row, this.box)),
        });
        return this.toView(row);
      });
      return view;
    } catch (e) {
      if (isUniqueViolation(e)) throw invalidInput([{ field: 'code', message: 'a merchant with this code or one of these domains exists' }]);
      throw e;
    } finally {
      this.changed(input.code);
    }
  }

  async update(code: string, patch: MerchantPatch, operator: string): Promise<MerchantView> {
    if (Object.keys(patch).length === 0) throw invalidInput([{ field: '', message: 'nothing to change' }]);
    const now = this.clock.now();
    try {
      return await this.db.tx(async (q) => {
        const id = await repo.lockByCode(q, code);
        if (!id) throw new WpsError('merchant.unknown');
        const current = rowToMerchant(await this.mustLoad(q, code), this.box);
        const next = applyPatch(current, patch);
        if (patch.domains) {
          await this.assertHostsFree(q, id, next.domains);
          await repo.deleteDomainsExcept(q, id, next.domains);
          await repo.insertDomains(q, id, next.domains);
        }
        await repo.updateSettings(q, id, settingsRow(next), now);
        if (patch.customerService) await this.replaceCustomerService(q, id, patch.customerService);
        const row = await this.mustLoad(q, code);
        const after = rowToMerchant(row, this.box);
        await recordAudit(q, {
          at: now, operator, merchantId: id, action: 'merchant.update', target: current.code,
          before: pickPatched(auditSnapshot(current), patch), after: pickPatched(auditSnapshot(after), patch),
        });
        return this.toView(row);
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw invalidInput([{ field: 'domains', message: 'a domain belongs to another merchant' }]);
      throw e;
    } finally {
      this.changed(code);
    }
  }

  /** Audit rows, newest first; `merchantCode` narrows to one merchant (unknown code: 404). */
  async audit(filter: { merchantCode?: string; limit?: number; beforeId?: number }): Promise<(Omit<AuditEntry, 'merchantId'> & { merchant: string | null })[]> {
    let merchantId: number | undefined;
    if (filter.merchantCode !== undefined) {
      const row = await repo.byCode(this.db, filter.merchantCode);
      if (!row) throw new WpsError('merchant.unknown');
      merchantId = row.id;
    }
    const entries = await listAudit(this.db, { merchantId, limit: filter.limit, beforeId: filter.beforeId });
    const codes = new Map((await repo.list(this.db, listMax)).map((r) => [r.id, r.code]));
    return entries.map(({ merchantId: mid, ...e }) => ({ ...e, merchant: mid === null ? null : (codes.get(mid) ?? String(mid)) }));
  }

  private async mustLoad(q: Queryable, code: string): Promise<MerchantRow> {
    const row = await repo.byCode(q, code);
    if (!row) throw new WpsError('merchant.unknown');
    return row;
  }

  private async assertHostsFree(q: Queryable, merchantId: number | null, hosts: string[]): Promise<void> {
    const taken = await repo.hostsTakenByOthers(q, merchantId, hosts);
    if (taken.length) throw invalidInput([{ field: 'domains', message: `already used by another merchant: ${taken.join(', ')}` }]);
  }

  private async replaceCustomerService(q: Queryable, merchantId: number, entries: NonNullable<MerchantPatch['customerService']>): Promise<void> {
    const keep = entries.filter((e) => e.id !== undefined).map((e) => e.id!);
    await repo.deleteCustomerServiceExcept(q, merchantId, keep);
    for (const [i, e] of entries.entries()) {
      const row = { title: e.title, csType: e.csType, position: e.position ?? null, pathEnc: this.box.seal(e.path), sort: e.sort ?? i };
      if (e.id === undefined) {
        await repo.insertCustomerService(q, merchantId, row);
      } else if ((await repo.updateCustomerService(q, merchantId, e.id, row)) === 0) {
        throw invalidInput([{ field: `customerService.${i}.id`, message: 'no such entry' }]);
      }
    }
  }

  private toView(row: MerchantRow): MerchantView {
    const m = rowToMerchant(row, this.box);
    return {
      code: m.code,
      ...settingsOf(m),
      customerService: m.customerService.map((c, i) => ({ ...c, sort: row.customer_service[i]!.sort })),
      rsaModulus: m.rsa.n,
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  }
}

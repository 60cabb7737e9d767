import { WpsError } from '@/lib/wps/errors';
import type { RsaKeyPair } from '@/lib/wps/rsa-keys';
import { defaultWalletSettings } from '@/lib/wps/schemas/wallet';
import type { SecretBox } from '../../crypto/secret-box';
import type { Db, Queryable } from '../../db';
import { invalidInput } from '../../errors';
import type { AuditService, Clock, Merchant, MerchantService } from '../../context';
import { replaceCustomerService } from './customer-service';
import { assertHostsFree, replaceDomains } from './domains';
import { newMerchantKey } from './keys';
import type { MerchantCache } from './lookup';
import { merchantsRepo as repo, type MerchantRow } from './repo';
import { defaultMenu, defaultMobileTemplate, defaultModules, defaultRegisterSettings, type MerchantCreate, type MerchantPatch } from './schema';
import { applyPatch, auditSnapshot, pickPatched, rowToMerchant, settingsOf, settingsRow } from './settings';
import type { MerchantSummary, MerchantView } from './views';

/**
 * The back office's merchants: the list, one merchant's settings, creation and settings
 * changes (each audited in its own transaction, the cache told after commit), and the audit trail.
 */

export interface MerchantAdminDeps {
  db: Db;
  box: SecretBox;
  clock: Clock;
  /** Makes a new merchant's RSA key pair (generateMerchantKeyPair; tests pass a fixed one). */
  generateKeyPair: () => RsaKeyPair;
  /** Told of every change, so no process serves the old settings for long. */
  cache: MerchantCache;
  /** The audit trail (modules/audit): records join this module's transaction. */
  audit: AuditService;
}

/** The back office's half of MerchantService (context.ts). */
export type MerchantAdmin = Pick<MerchantService, 'list' | 'view' | 'create' | 'update' | 'audit'>;

const listMax = 1000;

function isUniqueViolation(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505';
}

export function createMerchantAdmin(d: MerchantAdminDeps): MerchantAdmin {
  async function mustLoad(q: Queryable, code: string): Promise<MerchantRow> {
    const row = await repo.byCode(q, code);
    if (!row) throw new WpsError('merchant.unknown');
    return row;
  }

  function toView(row: MerchantRow): MerchantView {
    const m = rowToMerchant(row, d.box);
    return {
      code: m.code,
      ...settingsOf(m),
      customerService: m.customerService.map((c, i) => ({ ...c, sort: row.customer_service[i]!.sort })),
      rsaModulus: m.rsa.n,
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  }

  return {
    async list() {
      const rows = await repo.list(d.db, listMax);
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
    },

    async view(code) {
      const row = await repo.byCode(d.db, code);
      if (!row) throw new WpsError('merchant.unknown');
      return toView(row);
    },

    async create(input, operator, settings = {}) {
      const key = newMerchantKey(d.generateKeyPair);
      const now = d.clock.now();
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
        timeZone: 'UTC',
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
        const view = await d.db.tx(async (q) => {
          if (await repo.lockByCode(q, input.code)) throw invalidInput([{ field: 'code', message: 'a merchant with this code exists' }]);
          await assertHostsFree(q, null, input.domains);
          const id = await repo.insert(q, { ...settingsRow(merchant), code: input.code, rsa_n: key.n, rsa_d_enc: d.box.seal(key.d) }, now);
          await repo.insertDomains(q, id, input.domains);
          if (customerService) await replaceCustomerService(q, d.box, id, customerService);
          const row = await mustLoad(q, input.code);
          await d.audit.record(q, {
            at: now, operator, merchantId: id, action: 'merchant.create', target: input.code,
            before: null, after: auditSnapshot(rowToMerchant(row, d.box)),
          });
          return toView(row);
        });
        return view;
      } catch (e) {
        if (isUniqueViolation(e)) throw invalidInput([{ field: 'code', message: 'a merchant with this code or one of these domains exists' }]);
        throw e;
      } finally {
        d.cache.changed(input.code);
      }
    },

    async update(code, patch, operator) {
      if (Object.keys(patch).length === 0) throw invalidInput([{ field: '', message: 'nothing to change' }]);
      const now = d.clock.now();
      try {
        return await d.db.tx(async (q) => {
          const id = await repo.lockByCode(q, code);
          if (!id) throw new WpsError('merchant.unknown');
          const current = rowToMerchant(await mustLoad(q, code), d.box);
          const next = applyPatch(current, patch);
          if (patch.domains) await replaceDomains(q, id, next.domains);
          await repo.updateSettings(q, id, settingsRow(next), now);
          if (patch.customerService) await replaceCustomerService(q, d.box, id, patch.customerService);
          const row = await mustLoad(q, code);
          const after = rowToMerchant(row, d.box);
          await d.audit.record(q, {
            at: now, operator, merchantId: id, action: 'merchant.update', target: current.code,
            before: pickPatched(auditSnapshot(current), patch), after: pickPatched(auditSnapshot(after), patch),
          });
          return toView(row);
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw invalidInput([{ field: 'domains', message: 'a domain belongs to another merchant' }]);
        throw e;
      } finally {
        d.cache.changed(code);
      }
    },

    async audit(filter) {
      let merchantId: number | undefined;
      if (filter.merchantCode !== undefined) {
        const row = await repo.byCode(d.db, filter.merchantCode);
        if (!row) throw new WpsError('merchant.unknown');
        merchantId = row.id;
      }
      const entries = await d.audit.list({ merchantId, limit: filter.limit, beforeId: filter.beforeId });
      const codes = new Map((await repo.list(d.db, listMax)).map((r) => [r.id, r.code]));
      return entries.map(({ merchantId: mid, ...e }) => ({ ...e, merchant: mid === null ? null : (codes.get(mid) ?? String(mid)) }));
    },
  };
}

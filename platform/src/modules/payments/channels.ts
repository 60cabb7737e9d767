import { createHash } from 'node:crypto';
import { minorToDecimalString, minorToWireNumber } from '@/lib/format/money';
import type { DepositChannel } from '@/lib/wps/schemas/payments';
import { WpsError } from '@/lib/wps/errors';
import type { AuditService, Clock, Merchant } from '../../context';
import type { SecretBox } from '../../crypto/secret-box';
import type { Db } from '../../db';
import type { PspAdapter } from './psp/adapter';
import { pspAdapters } from './psp/registry';
import { paymentsRepo as repo, type ChannelInsert, type ChannelRow } from './repo';
import { paymentLimits, type ChannelCreate, type ChannelPatch } from './schema';
import { big, toMinor } from './common';

/** Deposit channels: what members see of them, and the back office's list, create and change. */

export interface ChannelsDeps {
  db: Db;
  clock: Clock;
  /** Seals PSP secrets at rest (crypto/secret-box under PLATFORM_SECRET). */
  box: SecretBox;
  /** The audit trail (modules/audit): records join this module's transaction. */
  audit: AuditService;
}

/** A channel as the back office sees it: everything but the PSP secret, of which only a fingerprint. */
export interface ChannelView extends DepositChannel {
  enabled: boolean;
  sort: number;
  psp: { adapter: string; baseUrl: string; merchantId: string; callbackBaseUrl: string; secretFingerprint: string } | null;
}

export interface ChannelsService {
  /** GET /wps/system/depositBanks: the enabled channels in display order; never a secret. */
  depositBanks(merchant: Merchant): Promise<DepositChannel[]>;
  listChannels(merchant: Merchant): Promise<ChannelView[]>;
  /** A new deposit channel (audited; the audit shows the secret's fingerprint, never the secret). */
  createChannel(merchant: Merchant, input: ChannelCreate, operator: string): Promise<ChannelView>;
  /** Changes a channel's settings (audited); a PSP secret left out is kept. */
  patchChannel(merchant: Merchant, id: number, patch: ChannelPatch, operator: string): Promise<ChannelView>;
}

export function channelValue(c: ChannelRow, m: Merchant): DepositChannel {
  return {
    id: Number(c.id),
    method: c.method,
    name: c.name,
    minAmount: minorToWireNumber(big(c.min_minor), m.currency.minorDigits),
    maxAmount: minorToWireNumber(big(c.max_minor), m.currency.minorDigits),
    presets: (c.presets_minor ?? []).map((p) => minorToWireNumber(big(p), m.currency.minorDigits)),
    bank: c.method === 'mt' ? { bankName: c.bank_name ?? '', accountName: c.account_name ?? '', accountNumber: c.account_number ?? '' } : null,
  };
}

function fingerprint(sealed: string | null, box: SecretBox): string {
  if (!sealed) return '';
  try {
    return `sha256:${createHash('sha256').update(box.open(sealed)).digest('hex').slice(0, 12)}`;
  } catch {
    return 'unreadable';
  }
}

function channelView(c: ChannelRow, m: Merchant, box: SecretBox): ChannelView {
  const cfg = c.psp_config as { baseUrl?: string; merchantId?: string; callbackBaseUrl?: string };
  return {
    ...channelValue(c, m),
    enabled: c.enabled,
    sort: c.sort,
    psp: c.method === 'pg'
      ? {
        adapter: c.psp_adapter ?? '', baseUrl: cfg.baseUrl ?? '', merchantId: cfg.merchantId ?? '', callbackBaseUrl: cfg.callbackBaseUrl ?? '',
        secretFingerprint: fingerprint(c.psp_secret_sealed, box),
      }
      : null,
  };
}

/** A channel's PSP adapter, its secret opened; deposit.channel.unavailable when it has none. */
export function openAdapter(box: SecretBox, c: ChannelRow): PspAdapter {
  const factory = c.psp_adapter ? pspAdapters[c.psp_adapter] : undefined;
  if (!factory || !c.psp_secret_sealed) throw new WpsError('deposit.channel.unavailable');
  const cfg = c.psp_config as { baseUrl?: string; merchantId?: string; callbackBaseUrl?: string };
  return factory({
    baseUrl: cfg.baseUrl ?? '', merchantId: cfg.merchantId ?? '', callbackBaseUrl: cfg.callbackBaseUrl ?? '',
    secret: box.open(c.psp_secret_sealed), timeout_ms: paymentLimits.pspTimeout_ms,
  });
}

/** Where a PSP posts its word on a payment (routes.ts serves it). */
export function callbackPath(adapter: string, merchantCode: string): string {
  return `/psp/${adapter}/${encodeURIComponent(merchantCode)}/callback`;
}

type ChannelInput = Required<Omit<ChannelPatch, 'bank' | 'psp'>> & {
  bank: { bankName?: string; accountName?: string; accountNumber?: string } | null;
  psp: { adapter: string; baseUrl: string; merchantId: string; callbackBaseUrl: string; secret?: string } | null;
};

function channelInsert(box: SecretBox, m: Merchant, method: 'mt' | 'pg', input: ChannelInput, existingSealed: string | null): ChannelInsert {
  const min = toMinor(input.minAmount, m);
  const max = toMinor(input.maxAmount, m);
  if (max < min) throw new WpsError('request.invalid', { fields: ['maxAmount'], issues: [{ field: 'maxAmount', message: 'below minAmount' }] });
  const presets = input.presets.map((p) => toMinor(p, m));
  return {
    method, name: input.name, min_minor: min, max_minor: max, presets_minor: presets, enabled: input.enabled, sort: input.sort,
    bank_name: method === 'mt' ? input.bank?.bankName ?? null : null,
    account_name: method === 'mt' ? input.bank?.accountName ?? null : null,
    account_number: method === 'mt' ? input.bank?.accountNumber ?? null : null,
    psp_adapter: method === 'pg' ? input.psp?.adapter ?? null : null,
    psp_config: method === 'pg' && input.psp
      ? { baseUrl: input.psp.baseUrl, merchantId: input.psp.merchantId, callbackBaseUrl: input.psp.callbackBaseUrl }
      : {},
    psp_secret_sealed: method === 'pg' ? (input.psp?.secret ? box.seal(input.psp.secret) : existingSealed) : null,
  };
}

export function createChannelsService(d: ChannelsDeps): ChannelsService {
  return {
    async depositBanks(merchant) {
      const rows = await repo.channels(d.db, merchant.id, true, paymentLimits.channelsPerMerchant_max);
      return rows.map((c) => channelValue(c, merchant));
    },

    async listChannels(merchant) {
      const rows = await repo.channels(d.db, merchant.id, false, paymentLimits.channelsPerMerchant_max);
      return rows.map((c) => channelView(c, merchant, d.box));
    },

    async createChannel(merchant, input, operator) {
      const row = channelInsert(d.box, merchant, input.method, {
        name: input.name, minAmount: input.minAmount, maxAmount: input.maxAmount, presets: input.presets, enabled: input.enabled, sort: input.sort,
        bank: input.bank ?? null, psp: input.psp ?? null,
      }, null);
      const now = d.clock.now();
      return d.db.tx(async (q) => {
        if ((await repo.countChannels(q, merchant.id)) >= paymentLimits.channelsPerMerchant_max) {
          throw new WpsError('request.invalid', { fields: [], issues: [{ field: '', message: `at most ${paymentLimits.channelsPerMerchant_max} channels` }] });
        }
        const made = channelView(await repo.insertChannel(q, merchant.id, row, now), merchant, d.box);
        await d.audit.record(q, { at: now, operator, merchantId: merchant.id, action: 'deposit.channel.create', target: `channel:${made.id}`, before: null, after: made });
        return made;
      });
    },

    async patchChannel(merchant, id, patch, operator) {
      const now = d.clock.now();
      return d.db.tx(async (q) => {
        const cur = await repo.channel(q, merchant.id, id, true);
        if (!cur) throw new WpsError('not.found');
        const before = channelView(cur, merchant, d.box);
        const digits = merchant.currency.minorDigits;
        const cfg = cur.psp_config as { baseUrl?: string; merchantId?: string; callbackBaseUrl?: string };
        const row = channelInsert(d.box, merchant, cur.method, {
          name: patch.name ?? cur.name,
          minAmount: patch.minAmount ?? minorToDecimalString(big(cur.min_minor), digits),
          maxAmount: patch.maxAmount ?? minorToDecimalString(big(cur.max_minor), digits),
          presets: patch.presets ?? cur.presets_minor.map((p) => minorToDecimalString(big(p), digits)),
          enabled: patch.enabled ?? cur.enabled,
          sort: patch.sort ?? cur.sort,
          bank: cur.method === 'mt'
            ? { bankName: cur.bank_name ?? undefined, accountName: cur.account_name ?? undefined, accountNumber: cur.account_number ?? undefined, ...patch.bank }
            : null,
          psp: cur.method === 'pg'
            ? {
              adapter: cur.psp_adapter ?? '', baseUrl: patch.psp?.baseUrl ?? cfg.baseUrl ?? '', merchantId: patch.psp?.merchantId ?? cfg.merchantId ?? '',
              callbackBaseUrl: patch.psp?.callbackBaseUrl ?? cfg.callbackBaseUrl ?? '', secret: patch.psp?.secret,
            }
            : null,
        }, cur.psp_secret_sealed);
        const after = channelView((await repo.updateChannel(q, merchant.id, id, row, now))!, merchant, d.box);
        await d.audit.record(q, { at: now, operator, merchantId: merchant.id, action: 'deposit.channel.update', target: `channel:${id}`, before, after });
        return after;
      });
    },
  };
}

/**
 * The demo merchant's manual-transfer channel (a made-up bank account; 100.00 to 50,000.00),
 * added when the merchant has no channel at all, so a second seed run changes nothing. No pg
 * channel is seeded: it needs a running PSP (README.md says how to add one).
 */
export async function seedDemoChannel(db: Db, merchantId: number, now: Date): Promise<void> {
  await db.tx(async (q) => {
    if ((await repo.countChannels(q, merchantId)) > 0) return;
    await repo.insertChannel(q, merchantId, {
      method: 'mt', name: 'Bank transfer', min_minor: 10_000n, max_minor: 5_000_000n, presets_minor: [10_000n, 50_000n, 100_000n, 500_000n],
      enabled: true, sort: 0, bank_name: 'Demo Bank', account_name: 'Demo Casino Ltd', account_number: '6222020200112233',
      psp_adapter: null, psp_config: {}, psp_secret_sealed: null,
    }, now);
  });
}

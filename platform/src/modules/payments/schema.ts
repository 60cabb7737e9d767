import { z } from 'zod';
import { amountInputSchema } from '@/lib/wps/schemas/payments';
import { merchantCodeSchema } from '../merchants';

/** Member types that may deposit and withdraw (SPEC §5, §9: account types deposit-allowed 0, 1, 2). */
export const realMemberTypes: readonly number[] = [0, 1, 2];

/** A limit on everything (TigerStyle). */
export const paymentLimits = {
  /** Deposits of one member waiting at once (pending or in review); more is deposit.pending.limit. */
  pendingDepositsPerMember_max: 5,
  bankCardsPerMember_max: 5,
  channelsPerMerchant_max: 50,
  /** Back-office lists. */
  boPage_max: 200,
  boPageDefault: 50,
  /** Wrong payment passwords of one member before a pause (payment.password.invalid → TOO_MANY_REQUESTS). */
  paymentPasswordFailures_max: 5,
  paymentPasswordWindow_ms: 15 * 60_000,
  /** A PSP call must answer within this. */
  pspTimeout_ms: 10_000,
  /** A PSP callback body larger than this is refused unread. */
  pspCallbackBody_max_bytes: 16 * 1024,
} as const;

/**
 * Withdrawal limits used until the merchant's wallet settings (`merchant.wallet.withdraw`,
 * modules/wallet) are there: 100.00 to 50,000.00 in a two-digit currency, 5 requests a day.
 */
export const fallbackWithdrawLimits = { min_minor: 10_000, max_minor: 5_000_000, dailyCount: 5 } as const;

/** Suggested bank names for a new card (GET /wps/system/withdrawBanks); free text is accepted too. */
export const suggestedBanks: readonly string[] = [];

// ---------------------------------------------------------------------------------------------
// Back office

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const text = (max: number) => z.string().trim().min(1).max(max);

export const boTransactionParamsSchema = z.object({ merchant: merchantCodeSchema, id }).strict();
export const boMerchantParamsSchema = z.object({ merchant: merchantCodeSchema }).strict();

export const boDepositListQuerySchema = z
  .object({
    merchant: merchantCodeSchema.optional(),
    status: z.enum(['pending', 'approved', 'rejected', 'failed', 'review']).optional(),
    limit: z.coerce.number().int().min(1).max(paymentLimits.boPage_max).optional(),
  })
  .strict();

export const boWithdrawalListQuerySchema = z
  .object({
    merchant: merchantCodeSchema.optional(),
    status: z.enum(['pending', 'approved', 'rejected']).optional(),
    limit: z.coerce.number().int().min(1).max(paymentLimits.boPage_max).optional(),
  })
  .strict();

/** POST /bo/deposits/:merchant/:id/reject (and withdrawals): an optional reason the member sees. */
export const boDecisionBodySchema = z.object({ reason: z.string().trim().max(200).optional() }).strict();

const bankSchema = z.object({ bankName: text(64), accountName: text(128), accountNumber: text(64) }).strict();

const httpUrl = z.string().trim().max(2048).url().refine((u) => /^https?:\/\//.test(u), 'http or https URL');

/** The PSP settings of a pg channel; the secret is sealed at rest and never answered. */
export const pspSettingsSchema = z
  .object({
    adapter: z.enum(['simpay']),
    /** Where the platform reaches the PSP. */
    baseUrl: httpUrl,
    /** Our merchant id at the PSP. */
    merchantId: text(64),
    /** Where the PSP reaches the platform (the platform's public origin); /psp/<adapter>/<merchant>/callback is appended. */
    callbackBaseUrl: httpUrl,
    secret: z.string().min(16).max(256),
  })
  .strict();
export type PspSettings = z.infer<typeof pspSettingsSchema>;

/** POST /bo/deposit-channels/:merchant: a new channel; amounts in currency units. */
export const channelCreateSchema = z
  .object({
    method: z.enum(['mt', 'pg']),
    name: text(64),
    minAmount: amountInputSchema,
    maxAmount: amountInputSchema,
    presets: z.array(amountInputSchema).max(12).default([]),
    enabled: z.boolean().default(true),
    sort: z.number().int().min(-1000).max(1000).default(0),
    bank: bankSchema.optional(),
    psp: pspSettingsSchema.optional(),
  })
  .strict()
  .refine((c) => (c.method === 'mt' ? !!c.bank && !c.psp : !!c.psp && !c.bank), {
    message: 'mt needs bank (and no psp); pg needs psp (and no bank)',
    path: ['method'],
  });
export type ChannelCreate = z.infer<typeof channelCreateSchema>;

/** PATCH /bo/deposit-channels/:merchant/:id: any of the settings; psp.secret kept when left out. */
export const channelPatchSchema = z
  .object({
    name: text(64).optional(),
    minAmount: amountInputSchema.optional(),
    maxAmount: amountInputSchema.optional(),
    presets: z.array(amountInputSchema).max(12).optional(),
    enabled: z.boolean().optional(),
    sort: z.number().int().min(-1000).max(1000).optional(),
    bank: bankSchema.partial().strict().optional(),
    psp: pspSettingsSchema.omit({ adapter: true }).partial().strict().optional(),
  })
  .strict();
export type ChannelPatch = z.infer<typeof channelPatchSchema>;

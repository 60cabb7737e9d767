import { z } from 'zod';
import { merchantCodeSchema } from '../merchants';

export const walletLimits = {
  /** wallet:show lists at most this many lines. */
  statement_lines_max: 500,
  /** An operator's note on an adjustment (the entry's reference). */
  note_length_max: 200,
  key_length_max: 100,
} as const;

/** /bo/wallets/:merchant/:username */
export const boWalletParamsSchema = z
  .object({ merchant: merchantCodeSchema, username: z.string().trim().min(1).max(64) })
  .strict();

export const boWalletShowQuerySchema = z
  .object({ limit: z.coerce.number().int().min(1).max(walletLimits.statement_lines_max).optional() })
  .strict();

/** POST /bo/wallets/:merchant/:username/adjust: a signed decimal in currency units ("-12.50"). */
export const boWalletAdjustSchema = z
  .object({
    amount: z.string().trim().regex(/^-?\d{1,15}(\.\d{1,8})?$/, 'a signed decimal like 100.00 or -12.5'),
    note: z.string().trim().min(1).max(walletLimits.note_length_max),
    key: z.string().trim().min(1).max(walletLimits.key_length_max).regex(/^[\w.:-]+$/, 'letters, digits and . _ : -'),
  })
  .strict();

import { z } from 'zod';
import { lotteryChasingStatuses, lotteryOrderStatuses, slipModeUnitHundredths, type BettingSlip } from '../words';

export { formatBettingSlips, lotteryChasingStatuses, lotteryOrderStatuses, slipModeUnitHundredths, type BettingSlip } from '../words';

/**
 * The lottery gateway (`/lgw/...`, WPS-PROTOCOL.md; our design where the field showed no shape,
 * documented in ../README.md). Amounts are decimal currency units on the wire, as every WPS
 * call; the platform keeps minor units inside.
 */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const dateText = z.preprocess(blankToUndefined, z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional());
const optional = <T extends z.ZodTypeAny>(s: T) => z.preprocess(blankToUndefined, s.optional());
/** A draw's number: the game's id, the draw day and the draw of the day (`5d-1m-20261125-0213`). */
const numero = z.string().trim().min(1).max(40);
const gameId = z.string().trim().min(1).max(40);

/** One play type of a game's play menu: the slip's playId, its category and the prizes shown in the merchant's prize mode. */
export const lotteryPlaySchema = z.object({
  playId: z.string(),
  playType: z.enum(['trad', 'ent']),
  /** Prize name → price shown: a Tradition prize per two units at the default series (NORMAL) or decimal odds (ELOTT, and every Entertainment option). */
  prizes: z.record(z.string(), z.number()),
});

/** One game of GET /lgw/games: a format drawn every `intervalSeconds`. */
export const lotteryGameSchema = z.object({
  gameId: z.string(),
  gameName: z.string(),
  /** `5d` or `11x5` (platform/src/vendors/house/lottery/README.md). */
  format: z.string(),
  /** LOTT or ELOTT: the menu the game is listed under. */
  gameType: z.enum(['LOTT', 'ELOTT']),
  intervalSeconds: z.number().int().positive(),
  plays: z.array(lotteryPlaySchema),
});

/** GET /lgw/games value: the games, the merchant's prize mode and the series band a member may choose from. */
export const lotteryGamesValueSchema = z.object({
  prizeMode: z.enum(['NORMAL', 'ELOTT']),
  series: z.object({ min: z.number().int(), max: z.number().int(), default: z.number().int() }),
  games: z.array(lotteryGameSchema),
});

/** A drawn result: the numero, its balls and the seeds that prove it (server seed revealed once drawn). */
export const lotteryResultSchema = z.object({
  numero: z.string(),
  drawTime: z.string(),
  result: z.array(z.number().int()),
  serverSeedHash: z.string(),
  serverSeed: z.string(),
  clientSeed: z.string(),
});

/** GET /lgw/draw?gameId= */
export const lotteryDrawQuerySchema = z.object({ gameId });
/** GET /lgw/draw value: the draw open for betting (its server seed's hash committed before it opened) and the latest results. */
export const lotteryDrawValueSchema = z.object({
  gameId: z.string(),
  current: z.object({
    numero: z.string(),
    /** ISO time after which bets are refused (lottery.draw.closed). */
    closeTime: z.string(),
    drawTime: z.string(),
    serverSeedHash: z.string(),
  }),
  recent: z.array(lotteryResultSchema),
});

/** One order as lists and detail show it. */
export const lotteryOrderSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  gameId: z.string(),
  numero: z.string(),
  playId: z.string(),
  balls: z.string(),
  series: z.number().int(),
  multiple: z.number().int(),
  betCount: z.number().int(),
  betAmount: z.number(),
  winAmount: z.number(),
  orderStatus: z.enum(lotteryOrderStatuses),
  /** The chase this order is one draw of, or null. */
  chasingOrder: z.string().nullable(),
  createTime: z.string(),
  result: z.array(z.number().int()).nullable(),
});

/** POST /lgw/orders: filters and a 0-based page. */
export const lotteryOrdersRequestSchema = z.object({
  startDate: dateText,
  endDate: dateText,
  orderStatus: optional(z.enum(lotteryOrderStatuses)),
  gameId: optional(gameId),
  orderNumber: optional(z.string().trim().max(40)),
  chasingOrder: optional(z.string().trim().max(40)),
  numero: optional(numero),
  chasingStatus: optional(z.enum(lotteryChasingStatuses)),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const lotteryOrdersValueSchema = z.object({
  orders: z.object({ content: z.array(lotteryOrderSchema), totalPages: z.number().int(), totalElements: z.number().int() }),
});

/** GET /lgw/orders/today value: the member's orders of the merchant's day, newest first. */
export const lotteryOrdersTodayValueSchema = z.object({ orders: z.array(lotteryOrderSchema) });

/** GET /lgw/orders/detail/{id}/info value: one order and, when it belongs to a chase, the chase. */
export const lotteryOrderDetailValueSchema = z.object({
  order: lotteryOrderSchema,
  chase: z
    .object({
      chasingOrder: z.string(),
      chasingStatus: z.enum(lotteryChasingStatuses),
      winningStop: z.boolean(),
      draws: z.number().int(),
    })
    .nullable(),
});

/**
 * POST /lgw/orders/betting. `bettingSlipString` holds one or more slips separated by `;`, each
 * `<balls>~1~<playId>~<mode>~<series>~<multiple>` (see parseBettingSlips). `chase` draws in a
 * row from `currentNumero` (1 = no chase); `winningStop` ends a chase at its first win.
 * `betCartAmountSum` is what the member saw in the cart; the platform recomputes it and refuses
 * a difference (lottery.amount.mismatch).
 */
export const lotteryBettingRequestSchema = z.object({
  gameId,
  currentNumero: numero,
  winningStop: z.coerce.boolean().default(true),
  abandoning: z.coerce.boolean().default(false),
  betCartAmountSum: z.coerce.number().positive(),
  chase: z.coerce.number().int().min(1).max(120).default(1),
  device: z.coerce.number().int().default(3),
  orderType: z.coerce.number().int().default(0),
  quickChase: z.coerce.boolean().default(false),
  prizeModeId: z.coerce.number().int().default(0),
  bettingSlipString: z.string().trim().min(1).max(20_000),
  /** Ours: a key the client picks per cart so a retried request places its orders once. */
  requestId: optional(z.string().trim().max(64)),
});
export const lotteryBettingValueSchema = z.object({
  orderNumbers: z.array(z.string()),
  chasingOrder: z.string().nullable(),
  betAmount: z.number(),
  balance: z.number(),
});

/** POST /lgw/orders/cancel (ours): cancels an open order, or every open draw of a chase, before its close. */
export const lotteryCancelRequestSchema = z
  .object({ orderNumber: optional(z.string().trim().max(40)), chasingOrder: optional(z.string().trim().max(40)) })
  .refine((r) => !!r.orderNumber !== !!r.chasingOrder, 'orderNumber or chasingOrder, one of them');
export const lotteryCancelValueSchema = z.object({
  cancelled: z.array(z.string()),
  refund: z.number(),
  balance: z.number(),
});

/**
 * Parses `bettingSlipString`: slips separated by `;`, each `<balls>~1~<playId>~<mode>~<series>~<multiple>`.
 * The second field is always 1 (the field's format version); null when any slip is malformed.
 * The platform checks the balls against the play type; this checks only the shape.
 */
export function parseBettingSlips(text: string): BettingSlip[] | null {
  const slips: BettingSlip[] = [];
  for (const part of text.split(';')) {
    const fields = part.trim().split('~');
    if (fields.length !== 6 || fields[1] !== '1') return null;
    const [balls, , playId, mode, series, multiple] = fields;
    const nums = [mode, series, multiple].map((x) => (/^\d{1,6}$/.test(x) ? Number(x) : NaN));
    if (!balls || !playId || nums.some((n) => !Number.isSafeInteger(n))) return null;
    const [m, s, k] = nums;
    if (!(m in slipModeUnitHundredths) || k < 1 || k > 10_000) return null;
    slips.push({ balls, playId, mode: m, series: s, multiple: k });
  }
  return slips.length && slips.length <= 100 ? slips : null;
}

export type LotteryPlay = z.infer<typeof lotteryPlaySchema>;
export type LotteryGame = z.infer<typeof lotteryGameSchema>;
export type LotteryGamesValue = z.infer<typeof lotteryGamesValueSchema>;
export type LotteryResult = z.infer<typeof lotteryResultSchema>;
export type LotteryDrawValue = z.infer<typeof lotteryDrawValueSchema>;
export type LotteryOrder = z.infer<typeof lotteryOrderSchema>;
export type LotteryOrderDetailValue = z.infer<typeof lotteryOrderDetailValueSchema>;

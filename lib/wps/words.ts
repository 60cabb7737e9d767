/**
 * Word lists and patterns of the wire that screens need in the browser (a filter's options, a
 * field's pattern), kept apart from the zod schemas that use them: a client component importing
 * them from here gets a few bytes, where importing them from `schemas/*` brings zod and the
 * whole schema module along. The schema modules re-export them, so either import is right on
 * the server.
 */

/**
 * pending: waiting for the transfer (mt) or the gateway's callback (pg); approved: credited to
 * the wallet; rejected: an operator refused it; failed: the gateway reported a failed payment;
 * review: the gateway reported a different amount, an operator decides.
 */
export const depositStatuses = ['pending', 'approved', 'rejected', 'failed', 'review'] as const;

/** pending: the amount is held (locked) in the wallet; approved: paid out; rejected: the hold is released. */
export const withdrawalStatuses = ['pending', 'approved', 'rejected'] as const;

/** A payment password: exactly 6 digits (payment.password.format.invalid otherwise). */
export const paymentPasswordPattern = /^[0-9]{6}$/;

/** Report dates are days (UTC), clipped to the date picker's bounds (SPEC §5). */
export const reportDateBounds = { min: '2000-02-01', max: '2030-02-01' } as const;

/** What a wallet movement was, as the transaction record shows it (from the ledger entry's reason). */
export const transactionTypes = ['deposit', 'withdrawal', 'bet', 'win', 'rollback', 'adjustment', 'bonus'] as const;

export const betStatuses = ['open', 'settled', 'rolled_back'] as const;

export const socialProviders = ['google', 'facebook', 'telegram'] as const;
export type SocialProvider = (typeof socialProviders)[number];

export function isSocialProvider(x: unknown): x is SocialProvider {
  return typeof x === 'string' && (socialProviders as readonly string[]).includes(x);
}

/** The Telegram widget's field names, in the order they are read from a callback query. */
export const telegramWidgetFields = ['id', 'first_name', 'last_name', 'username', 'photo_url', 'auth_date', 'hash'] as const;

/** A lottery order's status (lib/wps/README.md, lottery gateway): its life from betting to settlement. */
export const lotteryOrderStatuses = ['open', 'won', 'lost', 'cancelled'] as const;
/** A chasing order's status: running over its draws, stopped by a win (winningStop), finished, cancelled. */
export const lotteryChasingStatuses = ['running', 'stopped', 'finished', 'cancelled'] as const;

/** The unit a slip's `mode` names: 1 = 1.00 a unit bet, 2 = 0.10, 3 = 0.01 (the yuan/jiao/fen modes), in hundredths. */
export const slipModeUnitHundredths: Readonly<Record<number, number>> = { 1: 100, 2: 10, 3: 1 };

/** One slip of a lottery order's `bettingSlipString` (schemas/lottery.ts parses them). */
export interface BettingSlip {
  balls: string;
  playId: string;
  mode: number;
  series: number;
  multiple: number;
}

/** Writes slips as `bettingSlipString`, `<balls>~1~<playId>~<mode>~<series>~<multiple>` joined by `;` (the cart's side of parseBettingSlips). */
export function formatBettingSlips(slips: readonly BettingSlip[]): string {
  return slips.map((s) => `${s.balls}~1~${s.playId}~${s.mode}~${s.series}~${s.multiple}`).join(';');
}

/** Inbox pages (ours): 20 messages by default, 50 at most. */
export const inboxPageSizeDefault = 20;
export const inboxPageSizeMax = 50;

/** What an inbox message is: an operator's notice, the answer to the member's feedback, a message of the system. */
export const inboxKinds = ['notice', 'feedback', 'system'] as const;

/** SPEC §3 feedback types, in the picker's order; the web starts with none chosen (-1) and sends `other` then. */
export const feedbackTypes = { deposit: 1, withdrawal: 2, game: 3, customerService: 4, agentApplication: 6, other: 0 } as const;
export type FeedbackTypeName = keyof typeof feedbackTypes;
export const feedbackTypeValues: readonly number[] = Object.values(feedbackTypes);
/** SPEC §3: the type a form starts with, before the member picks one. */
export const feedbackTypeInitial = -1;

/**
 * The product types a rebate rate is set for, VIP's and agents' alike (basis points of the settled
 * stake per product; the catalog's game types map onto them by vipProductOfGameType). The
 * agents' screens choose rates per product in the browser.
 */
export const rebateProducts = ['slots', 'live', 'fishing', 'poker', 'sports', 'lottery'] as const;

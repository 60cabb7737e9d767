import { z } from 'zod';
import { depositStatuses, paymentPasswordPattern, reportDateBounds, withdrawalStatuses } from '../words';

export { depositStatuses, paymentPasswordPattern, reportDateBounds, withdrawalStatuses } from '../words';

/**
 * Wire shapes of deposits, withdrawals and their reports (SPEC §2 /m/voucherCenter and
 * /m/withdraw, §3, §5; WPS-PROTOCOL.md "Transactions", "Reports"). Served by
 * platform/src/modules/payments.
 *
 * Money: answers carry decimal numbers in currency units (`amount: 1234.5`, DESIGN.md Money);
 * requests may send an amount as a number or a decimal string ('1234.50'), never with more
 * decimals than the merchant's currency has (amount.invalid). Times are ISO 8601 strings (UTC).
 */

/** Clients send blank optional fields as empty strings (SPEC §3); blank means absent. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

/**
 * An amount in a request: a decimal number or a decimal string in currency units. Read as the
 * text the client wrote; the platform converts it to minor units exactly (no float rounding)
 * and refuses anything else with amount.invalid.
 */
export const amountInputSchema = z
  .union([z.string().trim().min(1).max(32), z.number().finite().positive()])
  .transform((v) => (typeof v === 'number' ? String(v) : v));
export type AmountInput = z.input<typeof amountInputSchema>;

/** Ids are the merchant's own integers; clients may send them as text. */
const idInput = z.union([z.number().int().positive(), z.string().trim().regex(/^[1-9][0-9]{0,15}$/).transform(Number)]);

/** An amount in an answer: a decimal number in currency units. */
const amount = z.number();

// ---------------------------------------------------------------------------------------------
// Deposit channels

export const depositMethods = ['mt', 'pg'] as const;
/** mt: manual bank transfer to the merchant's account; pg: a payment gateway (PSP) page or QR code. */
export type DepositMethod = (typeof depositMethods)[number];

/** The merchant's receiving account of a manual-transfer channel: where the member sends the money. */
export const receivingBankSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
});
export type ReceivingBank = z.infer<typeof receivingBankSchema>;

export const depositChannelSchema = z.object({
  id: z.number().int(),
  method: z.enum(depositMethods),
  name: z.string(),
  minAmount: amount,
  maxAmount: amount,
  /** Quick amounts the deposit screen offers, in currency units. */
  presets: z.array(amount),
  /** Only for method mt. */
  bank: receivingBankSchema.nullable(),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

/** GET /wps/system/depositBanks: the merchant's enabled channels in display order (never a PSP secret). */
export const depositBanksValueSchema = z.array(depositChannelSchema);
export type DepositBanksValue = z.infer<typeof depositBanksValueSchema>;

// ---------------------------------------------------------------------------------------------
// Deposits

/** The statuses of ../words.ts (depositStatuses). */
export type DepositStatus = (typeof depositStatuses)[number];

/** POST /wps/transaction/deposit/mt: a manual transfer the member made (or is about to make). */
export const depositMtRequestSchema = z.object({
  channelId: idInput,
  amount: amountInputSchema,
  /** The member's transfer note or reference, so the operator can match the bank statement. */
  reference: z.string().trim().min(1).max(64),
  /** The name on the account the money comes from, when it differs from the payee name. */
  depositorName: optionalText(128),
});
export type DepositMtRequest = z.input<typeof depositMtRequestSchema>;

/** POST /wps/transaction/deposit/pg: a payment through a gateway. */
export const depositPgRequestSchema = z.object({
  channelId: idInput,
  amount: amountInputSchema,
});
export type DepositPgRequest = z.input<typeof depositPgRequestSchema>;

/**
 * The value of both deposit calls: the pending deposit. mt answers the receiving bank (the
 * member transfers there, quoting `reference`); pg answers where to pay: `payUrl` (open it)
 * and/or `qrContent` (render it as a QR code).
 */
export const depositCreatedValueSchema = z.object({
  depositId: z.number().int(),
  method: z.enum(depositMethods),
  status: z.enum(depositStatuses),
  amount,
  createdAt: z.string(),
  bank: receivingBankSchema.nullable(),
  payUrl: z.string().nullable(),
  qrContent: z.string().nullable(),
});
export type DepositCreatedValue = z.infer<typeof depositCreatedValueSchema>;

// ---------------------------------------------------------------------------------------------
// Bank cards and the payment password

/** GET /wps/member/bankCard: one of the member's cards; the account number shows only its last 4 digits. */
export const bankCardSchema = z.object({
  id: z.number().int(),
  bankName: z.string(),
  /** Masked: '**** **** 1234'. */
  accountNumber: z.string(),
  payeeName: z.string(),
  branch: z.string().nullable(),
  createdAt: z.string(),
});
export type BankCard = z.infer<typeof bankCardSchema>;

export const bankCardListValueSchema = z.array(bankCardSchema);
export type BankCardListValue = z.infer<typeof bankCardListValueSchema>;

/**
 * PUT /wps/member/bankCard, encrypted: binds a card. payeeName must be the member's registered
 * payee name (the first card sets it when there is none); at most 5 cards; answers the card.
 */
export const bankCardAddRequestSchema = z.object({
  bankName: z.string().trim().min(1).max(64),
  /** Digits; spaces and dashes are dropped before checking (8 to 30 digits). */
  accountNumber: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().max(40)),
  payeeName: z.string().trim().min(1).max(128),
  branch: optionalText(128),
});
export type BankCardAddRequest = z.input<typeof bankCardAddRequestSchema>;

/** GET /wps/member/hasWithdrawalPassword: whether the member has a payment password. */
export const hasWithdrawalPasswordValueSchema = z.boolean();

const paymentPasswordText = z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(128));

/** PUT /wps/member/paymentPassword, encrypted: sets the first payment password (payment.password.exists when there is one). */
export const paymentPasswordSetRequestSchema = z.object({
  paymentPassword: paymentPasswordText,
  /** Checked when sent (password.confirm.mismatch). */
  confirmPaymentPassword: paymentPasswordText.optional(),
});
export type PaymentPasswordSetRequest = z.input<typeof paymentPasswordSetRequestSchema>;

/** POST /wps/member/paymentPassword, encrypted: changes it (old one checked; wrong attempts are rate-limited). */
export const paymentPasswordChangeRequestSchema = z.object({
  oldPassword: paymentPasswordText,
  newPassword: paymentPasswordText,
  confirmNewPassword: paymentPasswordText.optional(),
});
export type PaymentPasswordChangeRequest = z.input<typeof paymentPasswordChangeRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Withdrawals

/** The statuses of ../words.ts (withdrawalStatuses). */
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/**
 * GET /wps/system/withdrawBanks: what the withdraw screen needs besides the balance: the
 * merchant's limits, how many withdrawals are left today, the wagering still required and
 * suggested bank names for a new card (free text is accepted too).
 */
export const withdrawBanksValueSchema = z.object({
  minAmount: amount,
  maxAmount: amount,
  dailyCount: z.number().int(),
  todayCount: z.number().int(),
  remainingTurnover: amount,
  banks: z.array(z.string()),
  /**
   * Bonuses still in wagering that a withdrawal now forfeits, by their promotion's terms
   * (modules/rewards): the screen says so before the member confirms; 0 when none.
   */
  bonusForfeit: amount.optional(),
});
export type WithdrawBanksValue = z.infer<typeof withdrawBanksValueSchema>;

/** POST /wps/transaction/withdraw, encrypted. Only real members (types 0, 1, 2). */
export const withdrawRequestSchema = z.object({
  amount: amountInputSchema,
  bankCardId: idInput,
  paymentPassword: paymentPasswordText,
  /** The member confirms giving up the bonuses a withdrawal forfeits (withdraw.bonus.forfeit without it). */
  forfeitBonus: z.boolean().optional(),
});
export type WithdrawRequest = z.input<typeof withdrawRequestSchema>;

export const withdrawValueSchema = z.object({
  withdrawalId: z.number().int(),
  status: z.enum(withdrawalStatuses),
  amount,
  createdAt: z.string(),
});
export type WithdrawValue = z.infer<typeof withdrawValueSchema>;

/** The value of withdraw.turnover.required: the wagering still needed before a withdrawal. */
export const turnoverRequiredValueSchema = z.object({ remainingTurnover: amount });
/** withdraw.bonus.forfeit: what the withdrawal would forfeit. */
export const bonusForfeitValueSchema = z.object({ bonusForfeit: amount });
/** A refused withdrawal's value: the wagering left, or the bonus it would forfeit. */
export const withdrawFailureValueSchema = z.union([turnoverRequiredValueSchema, bonusForfeitValueSchema]);

// ---------------------------------------------------------------------------------------------
// Reports

/** A report covers at most this many days, both ends included (date.range.invalid beyond). */
export const reportRangeDaysMax = 31;
export const reportPageSizeMax = 50;
export const reportPageSizeDefault = 10;

const dateText = z.preprocess(blankToUndefined, z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional());
const pageNumber = (max: number, fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(max).default(fallback));

export const reportQueryBase = {
  /** YYYY-MM-DD; default: 30 days before endDate. */
  startDate: dateText,
  /** YYYY-MM-DD; default: today. */
  endDate: dateText,
  pageNo: pageNumber(100_000, 1),
  pageSize: pageNumber(reportPageSizeMax, reportPageSizeDefault),
};

/** GET /wps/report/depositTransaction?status=&startDate=&endDate=&pageNo=&pageSize= */
export const depositReportQuerySchema = z.object({
  ...reportQueryBase,
  status: z.preprocess(blankToUndefined, z.enum(depositStatuses).optional()),
});
export type DepositReportQuery = z.input<typeof depositReportQuerySchema>;

/** GET /wps/report/withdrawTransaction?status=&startDate=&endDate=&pageNo=&pageSize= */
export const withdrawReportQuerySchema = z.object({
  ...reportQueryBase,
  status: z.preprocess(blankToUndefined, z.enum(withdrawalStatuses).optional()),
});
export type WithdrawReportQuery = z.input<typeof withdrawReportQuerySchema>;

export const depositReportItemSchema = z.object({
  id: z.number().int(),
  method: z.enum(depositMethods),
  channelName: z.string(),
  amount,
  status: z.enum(depositStatuses),
  /** The member's transfer reference (mt); null for pg. */
  reference: z.string().nullable(),
  createdAt: z.string(),
  /** When it was approved, rejected or failed; null while pending or in review. */
  completedAt: z.string().nullable(),
});
export type DepositReportItem = z.infer<typeof depositReportItemSchema>;

export const withdrawReportItemSchema = z.object({
  id: z.number().int(),
  amount,
  status: z.enum(withdrawalStatuses),
  bankName: z.string(),
  /** Masked like the bank card list. */
  accountNumber: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** The operator's reason for a rejection; null otherwise. */
  remark: z.string().nullable(),
});
export type WithdrawReportItem = z.infer<typeof withdrawReportItemSchema>;

export const reportPage = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
    /** The days the report covers after defaults and clipping. */
    startDate: z.string(),
    endDate: z.string(),
  });

export const depositReportValueSchema = reportPage(depositReportItemSchema);
export type DepositReportValue = z.infer<typeof depositReportValueSchema>;

export const withdrawReportValueSchema = reportPage(withdrawReportItemSchema);
export type WithdrawReportValue = z.infer<typeof withdrawReportValueSchema>;

import { z } from 'zod';
import { agentTeamKpiQuerySchema, agentTeamKpiValueSchema } from './schemas/agent';
import {
  agentAffiliateUrlsValueSchema, agentDownlineCreateSchema, agentDownlineCreateValueSchema, agentDownlineRebatesPutSchema,
  agentDownlineRebatesQuerySchema, agentDownlineRebatesValueSchema, agentDownlinesQuerySchema, agentDownlinesValueSchema,
  agentGlobalRebateSettingsValueSchema, agentLinkCreateSchema, agentLinkDeleteSchema, agentLinkSchema, agentTeamOverviewValueSchema,
  agentTransferSchema, agentTransferValueSchema,
} from './schemas/agent-team';
import { agentRebateQuerySchema, agentRebateValueSchema, rebateSettingsValueSchema, teamRebateQuerySchema, teamRebateValueSchema } from './schemas/agent-rebates';
import {
  agentTransactionsQuerySchema, agentTransactionsValueSchema, teamBetsQuerySchema, teamBetsValueSchema, teamPnlQuerySchema, teamPnlValueSchema,
} from './schemas/agent-reports';
import { callRoutes, type WpsCallName, type WpsCallRoute } from './call-table';
import {
  announcementReadSchema, announcementReadValueSchema, announcementsQuerySchema, announcementsValueSchema,
  promotionCategoriesQuerySchema, promotionCategoriesValueSchema,
} from './schemas/content';
import { referralDetailsValueSchema, signinClaimValueSchema, signinFailureValueSchema, signinValueSchema } from './schemas/activity';
import { feedbackRequestSchema } from './schemas/feedback';
import {
  tournamentDetailQuerySchema, tournamentDetailValueSchema, tournamentJoinSchema, tournamentJoinValueSchema, tournamentsValueSchema,
} from './schemas/tournaments';
import { redRainClaimSchema, redRainClaimValueSchema, redRainNotEligibleSchema, redRainStateValueSchema } from './schemas/redrain';
import { rankProgressValueSchema, vipGiftClaimSchema, vipGiftClaimValueSchema } from './schemas/vip';
import {
  availablePromotionsValueSchema, claimPromotionFailureValueSchema, claimPromotionRequestSchema, claimPromotionValueSchema,
  promotionClaimListValueSchema,
} from './schemas/rewards';
import {
  breakRefusedValueSchema, breakTakeSchema, depositLimitExceededValueSchema, depositLimitSetSchema, memberBreakSchema, memberLimitsValueSchema, realityCheckSetSchema,
  realityCheckValueSchema,
} from './schemas/limits';
import {
  favouriteChangeSchema, favouriteChangeValueSchema, favouriteGamesQuerySchema, favouriteGamesValueSchema,
  favouriteIdsQuerySchema, favouriteIdsValueSchema, favouriteRemoveBodySchema, gameListQuerySchema, gameListValueSchema, hotGamesQuerySchema,
  hotGamesValueSchema, jackpotValueSchema, launchGameQuerySchema, launchGameValueSchema, rankListQuerySchema,
  rankListValueSchema, recentAddQuerySchema, recentAddValueSchema, recentGamesQuerySchema, recentGamesValueSchema,
  vassGameTypeQuerySchema, vassGameTypeValueSchema, winnerBoardQuerySchema, winnerBoardValueSchema,
} from './schemas/games';
import {
  lotteryBettingRequestSchema, lotteryBettingValueSchema, lotteryCancelRequestSchema, lotteryCancelValueSchema, lotteryDrawQuerySchema,
  lotteryDrawValueSchema, lotteryGamesValueSchema, lotteryOrderDetailValueSchema, lotteryOrdersRequestSchema, lotteryOrdersTodayValueSchema,
  lotteryOrdersValueSchema,
} from './schemas/lottery';
import {
  chatImageBodySchema, chatImageValueSchema, chatLaunchQuerySchema, chatLaunchValueSchema, chatMessagesQuerySchema, chatMessagesValueSchema,
  chatReadValueSchema, chatSendBodySchema, chatSendValueSchema, chatUnreadCountValueSchema, inboxQuerySchema, inboxValueSchema, messageDeleteSchema,
  messageDeleteValueSchema, messageReadSchema, messageReadValueSchema, messageUnreadCountValueSchema,
} from './schemas/messages';
import {
  bankCardAddRequestSchema, bankCardListValueSchema, bankCardSchema, depositBanksValueSchema, depositCreatedValueSchema,
  depositMtRequestSchema, depositPgRequestSchema, depositReportQuerySchema, depositReportValueSchema,
  hasWithdrawalPasswordValueSchema, paymentPasswordChangeRequestSchema, paymentPasswordSetRequestSchema,
  withdrawBanksValueSchema, withdrawFailureValueSchema, withdrawReportQuerySchema, withdrawReportValueSchema, withdrawRequestSchema,
  withdrawValueSchema,
} from './schemas/payments';
import {
  passwordEmailRequestSchema, passwordResetCheckQuerySchema, passwordResetCheckValueSchema, passwordResetRequestSchema,
  passwordSmsRequestSchema,
} from './schemas/recovery';
import {
  affiliateCheckQuerySchema, affiliateQuerySchema, affiliateValueSchema, agentDefaultValueSchema, checkUsernameQuerySchema,
  registerFailureValueSchema, registerRequestSchema,
} from './schemas/registration';
import {
  freeplayValueSchema, loginFailureValueSchema, loginRequestSchema, loginValueSchema, memberInfoValueSchema, passwordChangeRequestSchema,
} from './schemas/session';
import {
  contactBoundValueSchema, emailBindRequestSchema, emailCodeRequestSchema, headIconRequestSchema, headIconValueSchema,
  loginHistoryValueSchema, mobileBindRequestSchema, mobileCodeRequestSchema, openSessionsValueSchema, securityValueSchema,
  signedOutValueSchema, signOutSessionRequestSchema,
} from './schemas/security';
import { socialCallbackRequestSchema, socialStartQuerySchema, socialStartValueSchema } from './schemas/social';
import {
  domainRouteQuerySchema, domainRouteSchema, helpCenterQuerySchema, helpCenterValueSchema, registerSettingsSchema, rsaKeyValueSchema,
  settingsConsolidatedValueSchema, systemStatusValueSchema, whitelabelSchema,
} from './schemas/system';
import {
  agentContractsQuerySchema, agentContractsValueSchema, contractActionRequestSchema, contractOfferFailureValueSchema, contractProposeRequestSchema,
  contractViewSchema, fundsConsolidatedQuerySchema, fundsConsolidatedValueSchema,
} from './schemas/contracts';
import { captchaValueSchema, smsCodeValueSchema, smsNoLoginRequestSchema, smsRegisterRequestSchema } from './schemas/verification';
import {
  betHistoryQuerySchema, betHistoryValueSchema, paidOutValueSchema, transactionReportQuerySchema, transactionReportValueSchema,
  walletsBalanceValueSchema, walletsValueSchema,
} from './schemas/wallet';

export { changesState } from './call-table';
export type { Method, WpsCallName, WpsCallRoute } from './call-table';

/**
 * The schemas of one call. `body` validates the request body of a call that has one, `query` the
 * query string, `value` the `value` of a successful envelope, `failure` the value a refusal may
 * carry (only where a screen reads one; other refusals carry null). A call without `body`/`query` takes
 * none that anyone validates today; the platform's wpsRoute validates exactly these (a route may
 * narrow them further, never widen them).
 */
export interface WpsCallSchemas {
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  readonly value: z.ZodType;
  readonly failure?: z.ZodType;
}

/** One call of the WPS API: its route (./call-table.ts) and its schemas. */
export interface WpsCall extends WpsCallRoute {
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  readonly value?: z.ZodType;
  readonly failure?: z.ZodType;
}

/** A call that answers no value: `value` is null on success. */

/** What a refused deposit may carry: a channel's bound (amount.below.min, amount.above.max), the member's own limit, or their break. */
const depositRefusedValueSchema = z.union([
  depositLimitExceededValueSchema, z.object({ minAmount: z.number() }), z.object({ maxAmount: z.number() }), breakRefusedValueSchema,
]);
const none = z.null();

/**
 * Calls our platform does not serve yet: their issues (feedback, agent screens, profile pictures, wallet transfers) will design and document the shapes. Until then no
 * screen reads them, so nothing may rely on their value.
 */
const notBuilt = z.unknown();

/**
 * Every call's schemas, keyed like the route table so a call without schemas does not compile.
 * Requests are what the platform route validates; values are what it answers (the route tests
 * parse them through these, see tests/support/wps-answer.ts).
 */
const callSchemas = {
  // System
  systemStatus: { value: systemStatusValueSchema },
  systemWhitelabel: { value: whitelabelSchema },
  systemDomainRoute: { query: domainRouteQuerySchema, value: domainRouteSchema },
  systemSettingsConsolidated: { value: settingsConsolidatedValueSchema },
  systemTemplateConsolidated: { value: notBuilt },
  // SPEC §7 names the call (system country GET) but not its shape.
  systemCountry: { value: notBuilt },
  systemHelpCenter: { query: helpCenterQuerySchema, value: helpCenterValueSchema },
  systemAnnouncements: { query: announcementsQuerySchema, value: announcementsValueSchema },
  systemAnnouncementsPopular: { query: announcementsQuerySchema, value: announcementsValueSchema },
  systemAnnouncementRead: { body: announcementReadSchema, value: announcementReadValueSchema },
  systemCustomerService: { value: notBuilt },
  systemDepositBanks: { value: depositBanksValueSchema },
  systemWithdrawBanks: { value: withdrawBanksValueSchema },
  systemSettingRegister: { value: registerSettingsSchema },
  systemSettingRegisterList: { value: notBuilt },
  // Session
  sessionKeyRsa: { value: rsaKeyValueSchema },
  // A refusal carries the captcha flag, or (member.timeout, member.self.excluded) the break and when it ends.
  sessionLogin: { body: loginRequestSchema, value: loginValueSchema, failure: loginFailureValueSchema.or(breakRefusedValueSchema) },
  sessionLoginVerification: { value: notBuilt },
  sessionLoginAgent: { body: loginRequestSchema, value: loginValueSchema, failure: loginFailureValueSchema.or(breakRefusedValueSchema) },
  sessionLoginFreeplay: { value: freeplayValueSchema },
  sessionLogout: { value: none },
  sessionLogoutPost: { value: none },
  sessionTouch: { value: none },
  sessionLogins: { value: loginHistoryValueSchema },
  sessionList: { value: openSessionsValueSchema },
  sessionSignOut: { body: signOutSessionRequestSchema, value: signedOutValueSchema },
  sessionSignOutOthers: { value: signedOutValueSchema },
  sessionSocialStart: { query: socialStartQuerySchema, value: socialStartValueSchema },
  sessionSocialCallback: { body: socialCallbackRequestSchema, value: loginValueSchema },
  captcha: { value: captchaValueSchema },
  // Register and verification
  memberRegister: { body: registerRequestSchema, value: loginValueSchema, failure: registerFailureValueSchema },
  memberRegisterMobile: { body: registerRequestSchema, value: loginValueSchema, failure: registerFailureValueSchema },
  checkUsername: { query: checkUsernameQuerySchema, value: none },
  agentAffiliate: { query: affiliateQuerySchema, value: affiliateValueSchema },
  agentAffiliateCheck: { query: affiliateCheckQuerySchema, value: affiliateValueSchema },
  agentDefault: { value: agentDefaultValueSchema },
  verificationSmsRegister: { body: smsRegisterRequestSchema, value: smsCodeValueSchema },
  verificationSmsNoLogin: { body: smsNoLoginRequestSchema, value: smsCodeValueSchema },
  verification: { value: notBuilt },
  // Member
  memberInfo: { value: memberInfoValueSchema },
  memberInfoPost: { value: memberInfoValueSchema },
  // SPEC §7: contract daily salary and dividend requests, "shapes not shown".
  memberFundsConsolidated: { query: fundsConsolidatedQuerySchema, value: fundsConsolidatedValueSchema },
  memberPassword: { body: passwordChangeRequestSchema, value: none },
  memberPasswordV2: { body: passwordChangeRequestSchema, value: none },
  memberPasswordVerification: { value: notBuilt },
  // SPEC §7: forgot by e-mail, "response not read, success assumed".
  memberPasswordEmail: { body: passwordEmailRequestSchema, value: none },
  memberPasswordSms: { body: passwordSmsRequestSchema, value: loginValueSchema },
  memberPasswordReset: { body: passwordResetRequestSchema, value: loginValueSchema },
  memberPasswordResetCheck: { query: passwordResetCheckQuerySchema, value: passwordResetCheckValueSchema },
  memberEmail: { body: emailBindRequestSchema, value: contactBoundValueSchema },
  memberHeadIcon: { value: headIconValueSchema },
  memberHeadIconPost: { body: headIconRequestSchema, value: headIconValueSchema },
  memberSecurity: { value: securityValueSchema },
  memberMobile: { body: mobileBindRequestSchema, value: contactBoundValueSchema },
  verificationEmailBind: { body: emailCodeRequestSchema, value: smsCodeValueSchema },
  verificationSmsBind: { body: mobileCodeRequestSchema, value: smsCodeValueSchema },
  memberLimits: { value: memberLimitsValueSchema },
  memberDepositLimit: { body: depositLimitSetSchema, value: memberLimitsValueSchema },
  // A break ends every session of the member, the one that asked too: the answer is the last thing it gets.
  memberBreak: { body: breakTakeSchema, value: memberBreakSchema, failure: breakRefusedValueSchema },
  memberRealityCheckSet: { body: realityCheckSetSchema, value: memberLimitsValueSchema },
  memberRealityCheck: { value: realityCheckValueSchema },
  memberBankCard: { value: bankCardListValueSchema },
  memberBankCardPut: { body: bankCardAddRequestSchema, value: bankCardSchema },
  memberHasWithdrawalPassword: { value: hasWithdrawalPasswordValueSchema },
  memberPaymentPasswordPut: { body: paymentPasswordSetRequestSchema, value: none },
  memberPaymentPasswordPost: { body: paymentPasswordChangeRequestSchema, value: none },
  // Wallets and transactions
  walletsBalance: { value: walletsBalanceValueSchema },
  wallets: { value: walletsValueSchema },
  walletsGcs: { value: notBuilt },
  walletsTransfer: { value: notBuilt },
  statsPaidOut: { value: paidOutValueSchema },
  depositPg: { body: depositPgRequestSchema, value: depositCreatedValueSchema, failure: depositRefusedValueSchema },
  depositMt: { body: depositMtRequestSchema, value: depositCreatedValueSchema, failure: depositRefusedValueSchema },
  depositMa: { value: notBuilt },
  depositQr: { value: notBuilt },
  // withdraw.turnover.required says how much wagering is left; withdraw.bonus.forfeit what bonus the withdrawal would forfeit.
  withdraw: { body: withdrawRequestSchema, value: withdrawValueSchema, failure: withdrawFailureValueSchema },
  withdrawV2: { body: withdrawRequestSchema, value: withdrawValueSchema, failure: withdrawFailureValueSchema },
  // Reports
  reportDeposit: { query: depositReportQuerySchema, value: depositReportValueSchema },
  reportWithdraw: { query: withdrawReportQuerySchema, value: withdrawReportValueSchema },
  reportTransaction: { query: transactionReportQuerySchema, value: transactionReportValueSchema },
  reportBetHistory: { query: betHistoryQuerySchema, value: betHistoryValueSchema },
  // SPEC §7: "contract, dividend and team calls: shapes not shown".
  reportDownlineTransaction: { value: notBuilt },
  reportIncome: { value: notBuilt },
  reportCommission: { value: notBuilt },
  // Games
  gameList: { query: gameListQuerySchema, value: gameListValueSchema },
  gameVassGameType: { query: vassGameTypeQuerySchema, value: vassGameTypeValueSchema },
  gameHot: { query: hotGamesQuerySchema, value: hotGamesValueSchema },
  gameRankList: { query: rankListQuerySchema, value: rankListValueSchema },
  gameRecent: { query: recentGamesQuerySchema, value: recentGamesValueSchema },
  gameRecentAdd: { query: recentAddQuerySchema, value: recentAddValueSchema },
  gameFavourites: { query: favouriteGamesQuerySchema, value: favouriteGamesValueSchema },
  gameFavouriteIds: { query: favouriteIdsQuerySchema, value: favouriteIdsValueSchema },
  gameFavouriteAdd: { body: favouriteChangeSchema, value: favouriteChangeValueSchema },
  // {nodeId, vendor} in the body or, for clients that send no DELETE body, the query: the route
  // validates the query with favouriteChangeSchema when the body is empty.
  gameFavouriteRemove: { body: favouriteRemoveBodySchema, value: favouriteChangeValueSchema },
  winnerBoard: { query: winnerBoardQuerySchema, value: winnerBoardValueSchema },
  jackpot: { value: jackpotValueSchema },
  launchGame: { query: launchGameQuerySchema, value: launchGameValueSchema },
  // Content and messages
  announcements: { query: announcementsQuerySchema, value: announcementsValueSchema },
  agentAnnouncements: { query: announcementsQuerySchema, value: announcementsValueSchema },
  promotionCategories: { query: promotionCategoriesQuerySchema, value: promotionCategoriesValueSchema },
  // SPEC §7: feedback answers "success only".
  feedback: { body: feedbackRequestSchema, value: none },
  feedbackPost: { body: feedbackRequestSchema, value: none },
  activitySignIn: { value: signinValueSchema },
  activitySignInPost: { value: signinClaimValueSchema, failure: signinFailureValueSchema },
  rewardPromotions: { value: availablePromotionsValueSchema },
  rewardClaimList: { value: promotionClaimListValueSchema },
  // promotion.not.eligible names the reason.
  rewardClaim: { body: claimPromotionRequestSchema, value: claimPromotionValueSchema, failure: claimPromotionFailureValueSchema },
  referralDetails: { value: referralDetailsValueSchema },
  messageUnreadCount: { value: messageUnreadCountValueSchema },
  messageInbox: { query: inboxQuerySchema, value: inboxValueSchema },
  messageRead: { body: messageReadSchema, value: messageReadValueSchema },
  messageDelete: { body: messageDeleteSchema, value: messageDeleteValueSchema },
  chatUnreadCount: { value: chatUnreadCountValueSchema },
  chatLaunch: { query: chatLaunchQuerySchema, value: chatLaunchValueSchema },
  chatMessages: { query: chatMessagesQuerySchema, value: chatMessagesValueSchema },
  chatSend: { body: chatSendBodySchema, value: chatSendValueSchema },
  chatImageSend: { body: chatImageBodySchema, value: chatSendValueSchema },
  chatImage: { value: chatImageValueSchema },
  chatRead: { value: chatReadValueSchema },
  // Rewards
  redRainState: { value: redRainStateValueSchema },
  redRainClaim: { body: redRainClaimSchema, value: redRainClaimValueSchema, failure: redRainNotEligibleSchema.nullable() },
  tournaments: { value: tournamentsValueSchema },
  tournamentDetail: { query: tournamentDetailQuerySchema, value: tournamentDetailValueSchema },
  tournamentJoin: { body: tournamentJoinSchema, value: tournamentJoinValueSchema },
  // Agent (SPEC §7: team and agent shapes not shown beyond value.footer)
  vipRankProgress: { value: rankProgressValueSchema },
  vipGiftClaim: { body: vipGiftClaimSchema, value: vipGiftClaimValueSchema },
  agentDownlines: { query: agentDownlinesQuerySchema, value: agentDownlinesValueSchema },
  agentDownlineRebates: { query: agentDownlineRebatesQuerySchema, value: agentDownlineRebatesValueSchema },
  agentGlobalRebateSettings: { value: agentGlobalRebateSettingsValueSchema },
  agentAffiliateUrls: { value: agentAffiliateUrlsValueSchema },
  agentDownlineCreate: { body: agentDownlineCreateSchema, value: agentDownlineCreateValueSchema },
  agentTeamKpi: { query: agentTeamKpiQuerySchema, value: agentTeamKpiValueSchema },
  // Agents slice of issue 20 (lib/wps/schemas/agent-team.ts).
  agentDownlineRebatesPut: { body: agentDownlineRebatesPutSchema, value: agentDownlineRebatesValueSchema },
  agentAffiliateUrlCreate: { body: agentLinkCreateSchema, value: agentLinkSchema },
  agentAffiliateUrlDelete: { body: agentLinkDeleteSchema, value: none },
  agentTransfer: { body: agentTransferSchema, value: agentTransferValueSchema },
  agentTeamOverview: { value: agentTeamOverviewValueSchema },
  // Agent rebates (the rebates slice of issue 20)
  agentRebateSettings: { value: rebateSettingsValueSchema },
  agentRebate: { query: agentRebateQuerySchema, value: agentRebateValueSchema },
  agentTeamRebate: { query: teamRebateQuerySchema, value: teamRebateValueSchema },
  // Agents' team reports (reports slice)
  agentTeamPnl: { query: teamPnlQuerySchema, value: teamPnlValueSchema },
  agentTeamBets: { query: teamBetsQuerySchema, value: teamBetsValueSchema },
  agentTransactions: { query: agentTransactionsQuerySchema, value: agentTransactionsValueSchema },
  // Contracts (the contracts slice of issue 20)
  agentContracts: { query: agentContractsQuerySchema, value: agentContractsValueSchema },
  agentContractPropose: { body: contractProposeRequestSchema, value: contractViewSchema, failure: contractOfferFailureValueSchema },
  agentContractAction: { body: contractActionRequestSchema, value: contractViewSchema, failure: contractOfferFailureValueSchema },
  // Lottery gateway
  lotteryGames: { value: lotteryGamesValueSchema },
  lotteryDraw: { query: lotteryDrawQuerySchema, value: lotteryDrawValueSchema },
  lotteryOrders: { body: lotteryOrdersRequestSchema, value: lotteryOrdersValueSchema },
  lotteryOrdersToday: { value: lotteryOrdersTodayValueSchema },
  lotteryOrderDetail: { value: lotteryOrderDetailValueSchema },
  lotteryBetting: { body: lotteryBettingRequestSchema, value: lotteryBettingValueSchema },
  lotteryCancel: { body: lotteryCancelRequestSchema, value: lotteryCancelValueSchema },
} as const satisfies Record<WpsCallName, WpsCallSchemas>;

type CallSchemaTable = typeof callSchemas;

/** A call of the table with its route and its schemas. */
export type WpsCallOf<N extends WpsCallName> = (typeof callRoutes)[N] & CallSchemaTable[N];

function joinTable(): { readonly [N in WpsCallName]: WpsCallOf<N> } {
  const out: Record<string, WpsCall> = {};
  for (const name of Object.keys(callRoutes) as WpsCallName[]) out[name] = { ...callRoutes[name], ...callSchemas[name] };
  return out as { readonly [N in WpsCallName]: WpsCallOf<N> };
}

/** The single table of every call of SPEC §7 and WPS-PROTOCOL.md, each with its schemas. */
export const wpsCalls = joinTable();

/** The request body a call takes (its schema's input), `undefined` for a call that takes none. */
export type CallBody<N extends WpsCallName> = CallSchemaTable[N] extends { body: infer S extends z.ZodType } ? z.input<S> : undefined;
/** The query a call takes (its schema's input). */
export type CallQuery<N extends WpsCallName> = CallSchemaTable[N] extends { query: infer S extends z.ZodType } ? z.input<S> : undefined;
/**
 * Keys of a value the BFF never passes to the browser, at any depth: the session token stays in
 * the sealed cookie (DESIGN, the wire).
 */
export const secretValueKeys = ['token', 'sessionToken', 'accessToken', 'refreshToken', 'authorization'] as const;
export type SecretValueKey = (typeof secretValueKeys)[number];

/** A value as the browser receives it from the BFF: without the secret keys. */
export type BrowserValue<T> = T extends readonly unknown[]
  ? T
  : T extends object ? { [K in keyof T as K extends SecretValueKey ? never : K]: T[K] } : T;

/**
 * The value schema of a call as the browser sees it (without the secret keys), for tests that
 * fake the BFF's answers.
 */
export function browserValueSchema(schema: z.ZodType): z.ZodType {
  if (!(schema instanceof z.ZodObject)) return schema;
  const secret = secretValueKeys.filter((k) => k in schema.shape);
  if (!secret.length) return schema;
  const mask: Record<string, true> = {};
  for (const k of secret) mask[k] = true;
  return (schema as z.ZodObject).omit(mask as never);
}

/** The value of a successful answer of a call. */
export type CallValue<N extends WpsCallName> = z.output<CallSchemaTable[N]['value']>;
/** The value a refusal of a call may carry: the call's failure shape, or null (unknown where none is declared). */
export type CallFailureValue<N extends WpsCallName> = CallSchemaTable[N] extends { failure: infer S extends z.ZodType } ? z.output<S> | null : unknown;

const byKey = new Map<string, WpsCall & { name: WpsCallName }>();
/** Calls whose path has a parameter segment (`:id`), matched segment by segment. */
const templated: (WpsCall & { name: WpsCallName; segments: string[] })[] = [];
for (const [name, call] of Object.entries(wpsCalls) as [WpsCallName, WpsCall][]) {
  const key = `${call.method} ${call.path}`;
  if (byKey.has(key)) throw new Error(`lib/wps: duplicate call ${key}`);
  byKey.set(key, { ...call, name });
  if (call.path.includes('/:')) templated.push({ ...call, name, segments: call.path.split('/') });
}

/** A path parameter's value: an id, never a further path or a query. */
const paramSegment = /^[A-Za-z0-9_-]{1,64}$/;

/** The call for a method and path, or null when the path is not in the table. */
export function findCall(method: string, path: string): (WpsCall & { name: WpsCallName }) | null {
  const clean = path.replace(/\/+$/, '') || '/';
  const m = method.toUpperCase();
  const exact = byKey.get(`${m} ${clean}`);
  if (exact) return exact;
  const parts = clean.split('/');
  for (const { segments, ...call } of templated) {
    if (call.method !== m || segments.length !== parts.length) continue;
    if (segments.every((s, i) => (s.startsWith(':') ? paramSegment.test(parts[i]) : s === parts[i]))) return call;
  }
  return null;
}

export function allCalls(): (WpsCall & { name: WpsCallName })[] {
  return [...byKey.values()];
}

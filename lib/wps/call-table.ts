import { feedbackBody_bytes_max, headIconBody_bytes_max, imageUploadBody_bytes_max } from './limits';
import type { ModuleId } from './modules';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The route half of one call of the WPS API: what the browser, the BFF and the platform need to
 * address it. This file holds no schemas (and imports no zod), so the browser's client
 * (lib/net/wps-fetch.ts) can carry the whole table for a few hundred bytes; `wpsCalls` in
 * ./calls.ts adds each call's request and value schemas. `session`: 'none' anonymous, 'optional' answers more with a
 * session, 'required' answers 401 login.not.session without one. `encrypted`: the request
 * body travels DES-encrypted with an RSA-wrapped key. `ours`: the path was never seen in the
 * field; we chose it in the same style (WPS-PROTOCOL.md, Our decisions).
 */
export interface WpsCallRoute {
  readonly method: Method;
  readonly path: string;
  readonly module: ModuleId;
  readonly session: 'none' | 'optional' | 'required';
  readonly encrypted?: boolean;
  readonly form?: boolean;
  readonly ours?: boolean;
  /**
   * A GET that changes state (adds, launches, claims, marks read). Every other method changes
   * state anyway; the BFF refuses a cross-site request for any call that does (`changesState`).
   */
  readonly changesState?: boolean;
  /** A body larger than the usual limit (lib/wps/limits.ts requestBody_bytes_max): an upload (chat pictures, the feedback's images). */
  readonly bodyBytes_max?: number;
}

/** Whether a call changes state: every call but a GET, and the GETs marked so. */
export function changesState(call: WpsCallRoute): boolean {
  return call.method !== 'GET' || call.changesState === true;
}

/**
 * A path of the table with its `:name` segments filled (`/lgw/orders/detail/:id/info` with
 * `{id: 12}` → `/lgw/orders/detail/12/info`). A value must be an id (letters, digits, `_`, `-`,
 * at most 64), the only segment the BFF's findCall matches; anything else throws, a programmer's
 * error rather than a request to send.
 */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/\/:([A-Za-z]+)/g, (_, name: string) => {
    const v = String(params[name] ?? '');
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(v)) throw new Error(`lib/wps: path parameter ${name} of ${path} is ${JSON.stringify(v)}`);
    return `/${v}`;
  });
}

const c = (method: Method, path: string, module: ModuleId, session: WpsCallRoute['session'], extra: Partial<WpsCallRoute> = {}): WpsCallRoute =>
  ({ method, path, module, session, ...extra });

/** The single table of every call of SPEC §7 and WPS-PROTOCOL.md (routes only; schemas in ./calls.ts). */
export const callRoutes = {
  // System
  systemStatus: c('GET', '/wps/system/status', 'COMM3', 'none'),
  systemWhitelabel: c('GET', '/wps/system/whitelabel', 'COMM3', 'none'),
  systemDomainRoute: c('GET', '/wps/system/domainRoute', 'COMM3', 'none'),
  systemSettingsConsolidated: c('GET', '/wps/system/settings/consolidated', 'COMM3', 'none'),
  systemTemplateConsolidated: c('GET', '/wps/system/template/consolidated', 'COMM3', 'none', { ours: true }),
  systemCountry: c('GET', '/wps/system/country', 'COMM3', 'none'),
  systemHelpCenter: c('GET', '/wps/system/helpCenter', 'COMM3', 'none'),
  systemAnnouncements: c('GET', '/wps/system/announcements', 'COMM3', 'optional'),
  systemAnnouncementsPopular: c('GET', '/wps/system/announcements/popular', 'COMM3', 'optional', { ours: true }),
  // SPEC §6 mark read: {announcementId, read: true} (lib/wps/schemas/content.ts); idempotent.
  systemAnnouncementRead: c('POST', '/wps/system/announcements/read', 'COMM3', 'required', { ours: true }),
  systemCustomerService: c('GET', '/wps/system/customerService', 'CBS3', 'none', { ours: true }),
  systemDepositBanks: c('GET', '/wps/system/depositBanks', 'MEMTRANS3', 'required'),
  systemWithdrawBanks: c('GET', '/wps/system/withdrawBanks', 'MEMTRANS3', 'required'),
  systemSettingRegister: c('GET', '/wps/system/setting/register', 'REG3', 'none'),
  systemSettingRegisterList: c('GET', '/wps/system/setting/register/list', 'REG3', 'none', { ours: true }),
  // Session
  sessionKeyRsa: c('GET', '/wps/session/key/rsa', 'COMM3', 'none'),
  sessionLogin: c('POST', '/wps/session/login', 'COMM3', 'none', { encrypted: true }),
  sessionLoginVerification: c('POST', '/wps/session/login/verification', 'LOGINIPVERF3', 'none', { encrypted: true }),
  // The agent login (SPEC §6: agents log in apart from members); the path is ours.
  sessionLoginAgent: c('POST', '/wps/session/login/agent', 'COMM3', 'none', { encrypted: true, ours: true }),
  sessionLoginFreeplay: c('POST', '/wps/session/login/freeplay', 'FREEPLAY3', 'none'),
  sessionLogout: c('DELETE', '/wps/session/logout', 'COMM3', 'optional'),
  sessionLogoutPost: c('POST', '/wps/session/logout', 'COMM3', 'optional'),
  sessionTouch: c('GET', '/wps/session/touch', 'COMM3', 'required'),
  // The security centre's login history and open sessions (issue 19, ours).
  sessionLogins: c('GET', '/wps/session/logins', 'COMM3', 'required', { ours: true }),
  sessionList: c('GET', '/wps/session/list', 'COMM3', 'required', { ours: true }),
  sessionSignOut: c('POST', '/wps/session/signOut', 'COMM3', 'required', { ours: true }),
  sessionSignOutOthers: c('POST', '/wps/session/signOutOthers', 'COMM3', 'required', { ours: true }),
  sessionSocialStart: c('GET', '/wps/session/social/start', 'COMM3', 'none', { ours: true }),
  sessionSocialCallback: c('POST', '/wps/session/social/callback', 'COMM3', 'none', { ours: true }),
  captcha: c('GET', '/wps/captcha', 'VALID_CAPTCHA3', 'none'),
  // Register and verification
  memberRegister: c('PUT', '/wps/member/register', 'REGISTER_REE3', 'none', { encrypted: true }),
  memberRegisterMobile: c('PUT', '/wps/member/register/mobile', 'MOBILENUMREG3', 'none', { encrypted: true }),
  checkUsername: c('GET', '/wps/check/username', 'REG3', 'none'),
  agentAffiliate: c('GET', '/wps/agent/affiliate', 'AFFMAN3', 'none'),
  agentAffiliateCheck: c('GET', '/wps/agent/affiliate/check', 'AFFMAN3', 'none', { ours: true }),
  agentDefault: c('GET', '/wps/agent/default', 'AFFMAN3', 'none'),
  verificationSmsRegister: c('POST', '/wps/verification/sms/register', 'REGMOBVERF3', 'none'),
  verificationSmsNoLogin: c('POST', '/wps/verification/sms/noLogin', 'REGMOBVERF3', 'none'),
  verification: c('GET', '/wps/verification', 'VERIFICATION3', 'none', { ours: true }),
  // Member
  memberInfo: c('GET', '/wps/member/info', 'COMM3', 'required'),
  memberInfoPost: c('POST', '/wps/member/info', 'COMM3', 'required'),
  // SPEC §3/§7: the contract requests (daily salary, dividend, hourly, real-time) of an agent; the flags and the value are ours (lib/wps/schemas/contracts.ts).
  memberFundsConsolidated: c('GET', '/wps/member/info/funds/consolidated', 'COMM3', 'required'),
  memberPassword: c('POST', '/wps/member/password', 'PASS3', 'required', { encrypted: true }),
  memberPasswordV2: c('POST', '/wps/v2/member/password', 'PASS3', 'required', { encrypted: true }),
  memberPasswordVerification: c('POST', '/wps/member/password/verification', 'CHNGPASSVERIF3', 'none', { encrypted: true }),
  memberPasswordEmail: c('POST', '/wps/member/password/email', 'CHNGPASSMAIL3', 'none', { form: true }),
  memberPasswordSms: c('POST', '/wps/member/password/sms', 'PWRESETSMS3', 'none', { encrypted: true }),
  // Following the e-mailed reset link (forgot by e-mail): the paths are ours.
  memberPasswordReset: c('POST', '/wps/member/password/reset', 'CHNGPASSMAIL3', 'none', { encrypted: true, ours: true }),
  memberPasswordResetCheck: c('GET', '/wps/member/password/reset', 'CHNGPASSMAIL3', 'none', { ours: true }),
  memberEmail: c('POST', '/wps/member/email', 'COMM3', 'required', { form: true }),
  // The member's own limits and breaks and the reality check (issue 19; ours): platform/src/modules/limits/README.md.
  memberLimits: c('GET', '/wps/member/limits', 'COMM3', 'required', { ours: true }),
  memberDepositLimit: c('PUT', '/wps/member/limits/deposit', 'COMM3', 'required', { ours: true }),
  memberBreak: c('POST', '/wps/member/limits/break', 'COMM3', 'required', { ours: true }),
  memberRealityCheckSet: c('PUT', '/wps/member/limits/realityCheck', 'COMM3', 'required', { ours: true }),
  memberRealityCheck: c('GET', '/wps/member/limits/realityCheck', 'COMM3', 'required', { ours: true }),
  memberHeadIcon: c('GET', '/wps/member/headIcon', 'PROFPIC3', 'required', { ours: true }),
  memberHeadIconPost: c('POST', '/wps/member/headIcon', 'PROFPIC3', 'required', { form: true, ours: true, bodyBytes_max: headIconBody_bytes_max }),
  // The security centre (issue 19): bound e-mail and mobile proved by a code, what is bound (ours).
  memberSecurity: c('GET', '/wps/member/security', 'COMM3', 'required', { ours: true }),
  memberMobile: c('POST', '/wps/member/mobile', 'COMM3', 'required', { ours: true }),
  verificationEmailBind: c('POST', '/wps/verification/email/bind', 'COMM3', 'required', { ours: true }),
  verificationSmsBind: c('POST', '/wps/verification/sms/bind', 'REGMOBVERF3', 'required', { ours: true }),
  memberBankCard: c('GET', '/wps/member/bankCard', 'MEMTRANS3', 'required'),
  memberBankCardPut: c('PUT', '/wps/member/bankCard', 'MEMTRANS3', 'required', { encrypted: true }),
  memberHasWithdrawalPassword: c('GET', '/wps/member/hasWithdrawalPassword', 'MEMTRANS3', 'required'),
  memberPaymentPasswordPut: c('PUT', '/wps/member/paymentPassword', 'MEMTRANS3', 'required', { encrypted: true }),
  memberPaymentPasswordPost: c('POST', '/wps/member/paymentPassword', 'MEMTRANS3', 'required', { encrypted: true }),
  // Wallets and transactions
  walletsBalance: c('GET', '/wps/v2/wallets/balance', 'FUNDTRANS3', 'required'),
  wallets: c('GET', '/wps/wallets', 'FUNDTRANS3', 'required'),
  walletsGcs: c('GET', '/wps/wallets/gcs', 'FUNDTRANS3', 'required'),
  walletsTransfer: c('POST', '/wps/wallets/transfer', 'FUNDTRANS3', 'required', { ours: true }),
  // The register screen's social-proof figure (SPEC §2): what members were really paid out.
  statsPaidOut: c('GET', '/wps/stats/paidOut', 'COMM3', 'none', { ours: true }),
  depositPg: c('POST', '/wps/transaction/deposit/pg', 'MEMTRANS3', 'required'),
  depositMt: c('POST', '/wps/transaction/deposit/mt', 'MEMTRANS3', 'required'),
  depositMa: c('POST', '/wps/transaction/deposit/ma', 'MEMTRANS3', 'required'),
  depositQr: c('POST', '/wps/transaction/deposit/qr', 'MEMTRANS3', 'required'),
  withdraw: c('POST', '/wps/transaction/withdraw', 'MEMTRANS3', 'required', { encrypted: true }),
  withdrawV2: c('POST', '/wps/v2/transaction/withdraw', 'MEMTRANS3', 'required', { encrypted: true }),
  // Reports
  reportDeposit: c('GET', '/wps/report/depositTransaction', 'MEMTRANS3', 'required'),
  reportWithdraw: c('GET', '/wps/report/withdrawTransaction', 'MEMTRANS3', 'required'),
  reportTransaction: c('GET', '/wps/report/transaction', 'MEMTRANS3', 'required'),
  reportBetHistory: c('GET', '/wps/report/accountGameBetHistory', 'MEMTRANS3', 'required'),
  reportDownlineTransaction: c('GET', '/wps/report/downlineTransaction', 'AGEINFO3', 'required'),
  reportIncome: c('GET', '/wps/report/income', 'PERSPNL3', 'required'),
  reportCommission: c('GET', '/wps/report/commission', 'AGEINFO3', 'required'),
  // Games (relays answer under value.content)
  gameList: c('GET', '/wps/relay/GCSGAME_gameList', 'GAMELO3', 'optional'),
  gameVassGameType: c('GET', '/wps/relay/GCSGAME_getVassGameType', 'GAMELO3', 'none'),
  gameHot: c('GET', '/wps/relay/GCSGAME_hotGamesV2', 'GAMELOHOT3', 'optional'),
  gameRankList: c('GET', '/wps/relay/GCSGAME_getRankList', 'GAMELO3', 'none'),
  gameRecent: c('GET', '/wps/relay/GCSGAME_recentGames', 'GAMELOREC3', 'required', { ours: true }),
  gameRecentAdd: c('GET', '/wps/relay/GCSGAME_addRecentGame', 'GAMELOREC3', 'required', { ours: true, changesState: true }),
  gameFavourites: c('GET', '/wps/relay/GCSGAME_favoriteGames', 'GAMELOFAV3', 'required', { ours: true }),
  gameFavouriteIds: c('GET', '/wps/relay/GCSGAME_favoriteGameIds', 'GAMELOFAV3', 'required', { ours: true }),
  gameFavouriteAdd: c('POST', '/wps/game/favorite', 'GAMELOFAV3', 'required', { ours: true }),
  gameFavouriteRemove: c('DELETE', '/wps/game/favorite', 'GAMELOFAV3', 'required', { ours: true }),
  winnerBoard: c('GET', '/wps/relay/ODSFE2_getWinnerBoard', 'GAMELO3', 'none'),
  jackpot: c('GET', '/wps/relay/VIS_getJackpot', 'GAMELO3', 'none'),
  launchGame: c('GET', '/wps/game/launchGame', 'GAMELO3', 'required', { changesState: true }),
  // Content and messages
  // SPEC §3/§6 announcements and banners: types, groupName, language → {promotion, banners, player, popup, hot, agent, footer}
  // (lib/wps/schemas/content.ts); read flags with a session. The agents' call answers type A the same way.
  // Type A is for agents' sessions only: dropped for anybody else, 403 permission.denied when asked alone
  // (and the agents' call refuses members with permission.denied): platform/src/modules/content/README.md.
  announcements: c('GET', '/wps/relay/MCSFE_getListAnnouncements', 'COMM3', 'optional'),
  agentAnnouncements: c('GET', '/wps/agent/announcements', 'AGEANNOUNCE3', 'required'),
  // SPEC §2/§3 promotion categories (the promotion screen's menu) → value.content [{id, name, sort}]; anonymous
  // (SPEC §6: promotions load for guests). The promotions are `announcements` with types=PR.
  promotionCategories: c('GET', '/wps/relay/PROMOFE_getPromotionAnnouncementCategory', 'COMM3', 'none'),
  // SPEC §7 feedback: content, sender, type, captcha, and (ours) up to 3 images as Base64 (lib/wps/schemas/feedback.ts).
  feedback: c('PUT', '/wps/feedback', 'FEEDBACK3', 'required', { bodyBytes_max: feedbackBody_bytes_max }),
  feedbackPost: c('POST', '/wps/feedback', 'FEEDBACK3', 'required', { bodyBytes_max: feedbackBody_bytes_max }),
  // Daily sign-in (issue 19, ours): the strip and today's state; signing in (once per merchant day).
  activitySignIn: c('GET', '/wps/activity/signIn', 'REWCEN3', 'required', { ours: true }),
  activitySignInPost: c('POST', '/wps/activity/signIn', 'REWCEN3', 'required', { ours: true }),
  // The reward centre (REWCEN3: the field's names, shapes ours; lib/wps/schemas/rewards.ts).
  rewardPromotions: c('GET', '/wps/relay/REWCEN_getAvailablePromotions', 'REWCEN3', 'required', { ours: true }),
  // It forfeits the member's expired bonuses before listing them: a read that changes state.
  rewardClaimList: c('GET', '/wps/relay/REWCEN_getPromotionClaimList', 'REWCEN3', 'required', { ours: true, changesState: true }),
  rewardClaim: c('POST', '/wps/relay/REWCEN_claimRafflePromotion', 'REWCEN3', 'required', { ours: true }),
  // Refer a friend (issue 19, ours; the field's getReferralDetails): the member's code, the rules, the friends.
  referralDetails: c('GET', '/wps/referral/details', 'REWCEN3', 'required', { ours: true }),
  messageUnreadCount: c('GET', '/wps/message/unreadCount', 'INBOX3', 'required'),
  messageInbox: c('GET', '/wps/message/inbox', 'INBOX3', 'required'),
  messageRead: c('POST', '/wps/message/read', 'INBOX3', 'required'),
  // The field showed no delete call: ours, a POST so that no client has to send a DELETE body.
  messageDelete: c('POST', '/wps/message/delete', 'INBOX3', 'required', { ours: true }),
  chatUnreadCount: c('GET', '/wps/relay/CSP_unreadCount', 'CBS3', 'required'),
  chatLaunch: c('GET', '/wps/chat/launch', 'CBS3', 'required', { ours: true, changesState: true }),
  // The in-house chat screen's calls (platform/src/modules/chat); its socket is /wps/chat/ws through the web server.
  chatMessages: c('GET', '/wps/chat/messages', 'CBS3', 'required', { ours: true }),
  chatSend: c('POST', '/wps/chat/message', 'CBS3', 'required', { ours: true }),
  chatImageSend: c('POST', '/wps/chat/image', 'CBS3', 'required', { ours: true, bodyBytes_max: imageUploadBody_bytes_max }),
  chatImage: c('GET', '/wps/chat/image/:id', 'CBS3', 'required', { ours: true }),
  chatRead: c('POST', '/wps/chat/read', 'CBS3', 'required', { ours: true }),
  // Rewards: the red envelope rain (platform/src/modules/redrain; shapes in lib/wps/schemas/redrain.ts, ours).
  redRainState: c('GET', '/wps/redRain/state', 'REWCEN3', 'required', { ours: true }),
  redRainClaim: c('POST', '/wps/redRain/claim', 'REWCEN3', 'required', { ours: true }),
  // VIP (SPEC §2 /m/member/benefits, only with menu.vip): the field's getPlayerRankProgress (shape ours) and the gift claim.
  // It records the level it finds and pays an upgrade bonus that is due: a cross-site request may not set that off.
  vipRankProgress: c('GET', '/wps/vip/getPlayerRankProgress', 'COMM3', 'required', { ours: true, changesState: true }),
  vipGiftClaim: c('POST', '/wps/vip/gift/claim', 'COMM3', 'required', { ours: true }),
  // Rewards: tournaments over the in-house games (platform/src/modules/tournaments; lib/wps/schemas/tournaments.ts, ours).
  tournaments: c('GET', '/wps/tournaments', 'REWCEN3', 'optional', { ours: true }),
  tournamentDetail: c('GET', '/wps/tournaments/detail', 'REWCEN3', 'optional', { ours: true }),
  tournamentJoin: c('POST', '/wps/tournaments/join', 'REWCEN3', 'required', { ours: true }),
  // Agent
  agentDownlines: c('GET', '/wps/agent/downlines', 'AGEDOWNMAN3', 'required'),
  agentDownlineRebates: c('GET', '/wps/agent/downlineRebates', 'AGEDOWNMAN3', 'required'),
  agentGlobalRebateSettings: c('GET', '/wps/agent/globalRebateSettings', 'AGEDOWNMAN3', 'required'),
  agentAffiliateUrls: c('GET', '/wps/agent/affiliateUrls', 'AFFMAN3', 'required'),
  agentDownlineCreate: c('POST', '/wps/agent/downline', 'AGEDOWNMAN3', 'required', { encrypted: true }),
  agentTeamKpi: c('GET', '/wps/agent/team/kpi', 'AGEINFO3', 'required', { ours: true }),
  // Agents slice of issue 20 (platform/src/modules/agents; shapes in lib/wps/schemas/agent-team.ts, ours).
  agentDownlineRebatesPut: c('PUT', '/wps/agent/downlineRebates', 'AGEDOWNMAN3', 'required', { ours: true }),
  agentAffiliateUrlCreate: c('POST', '/wps/agent/affiliateUrls', 'AFFMAN3', 'required', { ours: true }),
  agentAffiliateUrlDelete: c('DELETE', '/wps/agent/affiliateUrls', 'AFFMAN3', 'required', { ours: true }),
  agentTransfer: c('POST', '/wps/agent/transfer', 'FUNDTRANS3', 'required', { encrypted: true, ours: true }),
  agentTeamOverview: c('GET', '/wps/agent/team/overview', 'AGEINFO3', 'required', { ours: true }),
  // Agent rebates (issue 20, the rebates slice; lib/wps/schemas/agent-rebates.ts). The rates keep the field's relay name
  // (issue 20 names MCSFE_getCustomerRebateSettingByProductType; shape ours); the two screens' paths are ours.
  agentRebateSettings: c('GET', '/wps/relay/MCSFE_getCustomerRebateSettingByProductType', 'AGEDOWNMAN3', 'required', { ours: true }),
  agentRebate: c('GET', '/wps/agent/rebate', 'AGEINFO3', 'required', { ours: true }),
  agentTeamRebate: c('GET', '/wps/agent/teamRebate', 'AGEINFO3', 'required', { ours: true }),
  // Agents' team reports (issue 20, reports slice; lib/wps/schemas/agent-reports.ts): team P&L and the agent's own
  // transaction record are ours; the team's betting records take the field's teamPVPRNGBetting path (every product).
  agentTeamPnl: c('GET', '/wps/agent/team/pnl', 'AGEINFO3', 'required', { ours: true }),
  agentTeamBets: c('GET', '/wps/report/teamPVPRNGBetting', 'AGEINFO3', 'required'),
  agentTransactions: c('GET', '/wps/agent/transactions', 'MEMTRANS3', 'required', { ours: true }),
  // Contracts (issue 20, the contracts slice; ours: lib/wps/schemas/contracts.ts). The platform checks the kind's module (DAILYSALCONT3, HOURSAL3, SIGNCONDIV3).
  agentContracts: c('GET', '/wps/agent/contracts', 'DAILYSALCONT3', 'required', { ours: true }),
  agentContractPropose: c('POST', '/wps/agent/contracts/propose', 'DAILYSALCONT3', 'required', { ours: true }),
  agentContractAction: c('POST', '/wps/agent/contracts/action', 'DAILYSALCONT3', 'required', { ours: true }),
  // Lottery gateway
  lotteryGames: c('GET', '/lgw/games', 'GAMELO3', 'none'),
  lotteryDraw: c('GET', '/lgw/draw', 'GAMELO3', 'none'),
  lotteryOrders: c('POST', '/lgw/orders', 'GAMELO3', 'required'),
  lotteryOrdersToday: c('GET', '/lgw/orders/today', 'GAMELO3', 'required'),
  // The field's /lgw/orders/detail/{id}/info, written with Fastify's :id; the answer's shape is ours.
  lotteryOrderDetail: c('GET', '/lgw/orders/detail/:id/info', 'GAMELO3', 'required'),
  lotteryBetting: c('POST', '/lgw/orders/betting', 'GAMELO3', 'required'),
  lotteryCancel: c('POST', '/lgw/orders/cancel', 'GAMELO3', 'required', { ours: true }),
} as const satisfies Record<string, WpsCallRoute>;

export type WpsCallName = keyof typeof callRoutes;

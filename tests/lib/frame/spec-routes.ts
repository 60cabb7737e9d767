/**
 * Every path of SPEC §2 once, with what SPEC §2 "Page frame" says about it. Written from the
 * SPEC text, not from lib/frame: top bar hidden on login, register, message, app, lottery,
 * forget, agent, activity, gameList, activityDetail, notice, game category pages and help;
 * footer hidden on login, register, slotsCenter, gameList, lottery, forget, changePsw, app,
 * notice, agent and help; banner on home paths only; extra footer bar on webmail and member
 * home; back to the category home on gameList, to /m/home on fishing and poker pages, login,
 * register, trail, activity, forget and the message center, none (logo) on changePsw and home
 * paths, else one step back; titles per screen, and where SPEC says default home, the
 * screen's own name (issue 15). The bottom menu frames every screen (SPEC names none without
 * it). Where the top bar is hidden, forget draws its own back arrow (SPEC §2 screens: "back
 * arrow, logo, title"), and so does every other screen without a top bar, to its back target
 * (issue 15: login, register, help, notice, lottery, agent and the category screens had no way
 * back).
 */
export type Back = 'none' | 'history' | `/m/${string}`;

export interface SpecRoute {
  path: string;
  search?: string;
  topBar: boolean;
  footer: boolean;
  banner: boolean;
  extraFooter: boolean;
  bottomMenu: boolean;
  back: Back;
  /** The back arrow the screen draws in its own heading, where SPEC §2 hides the top bar. */
  ownBack: Back;
  title: string;
}

type Row = Partial<Omit<SpecRoute, 'path'>>;
/**
 * A screen as SPEC §2 frames it. Where the top bar is hidden, the screen's own heading carries
 * the back arrow to the same target (ownBack = back), unless a row says otherwise.
 */
const screen = (path: string, row: Row = {}): SpecRoute => {
  const full = { path, topBar: true, footer: true, banner: false, extraFooter: false, bottomMenu: true, back: 'history' as Back, title: 'home', ...row };
  return { ownBack: full.topBar ? 'none' : full.back, ...full };
};
const home = (path: string): SpecRoute => screen(path, { banner: true, back: 'none', title: 'home' });

export const specRoutes: SpecRoute[] = [
  // Home paths
  home('/'), home('/m'), home('/m/'), home('/m/home'), home('/m/index'), home('/m/index.html'),
  // Routes
  screen('/m/login', { topBar: false, footer: false, back: '/m/home', ownBack: '/m/home', title: 'login' }),
  screen('/m/register', { topBar: false, footer: false, back: '/m/home', ownBack: '/m/home', title: 'signUp' }),
  screen('/m/register.html', { topBar: false, footer: false, back: '/m/home', ownBack: '/m/home', title: 'signUp' }),
  screen('/m/forget', { topBar: false, footer: false, back: '/m/home', ownBack: '/m/home', title: 'forgotPassword' }),
  screen('/m/changePsw', { footer: false, back: 'none', title: 'changePassword' }),
  screen('/m/agent', { topBar: false, footer: false, title: 'agent' }),
  screen('/m/set', { title: 'personalSetting' }),
  screen('/m/help', { topBar: false, footer: false, title: 'helpCenter' }),
  screen('/m/help', { search: '?i=2', topBar: false, footer: false, title: 'helpCenter' }),
  screen('/m/help', { search: '?title=affiliate', topBar: false, footer: false, title: 'helpCenter' }),
  screen('/m/notice', { search: '?value=3', topBar: false, footer: false, title: 'announcement' }),
  screen('/m/feedback', { title: 'feedback' }),
  screen('/m/activity', { topBar: false, back: '/m/home', title: 'promotionActivity' }),
  screen('/m/activityDetail', { search: '?id=12', topBar: false, title: 'details' }),
  screen('/m/message', { topBar: false, back: '/m/home', title: 'messages' }),
  screen('/m/hot-games', { title: 'hotGames' }),
  screen('/m/app', { topBar: false, footer: false, title: 'appDownload' }),
  screen('/m/webEmail', { extraFooter: true, title: 'inbox' }),
  screen('/m/member/home', { extraFooter: true, title: 'memberCentre' }),
  screen('/m/voucherCenter', { title: 'deposit' }),
  screen('/m/withdraw', { title: 'withdraw' }),
  screen('/m/gameRecord', { title: 'bettingRecord' }),
  screen('/m/rewardCenter', { title: 'rewardCentre' }),
  screen('/m/inviteFriends', { title: 'referFriend' }),
  screen('/m/member/benefits', { title: 'vipBenefits' }),
  screen('/m/activity/signIn', { title: 'dailySignIn' }),
  screen('/m/trail', { back: '/m/home', title: 'freeTrial' }),
  screen('/m/slotsCenter', { footer: false, title: 'slotsCentre' }),
  screen('/m/gameCenter', { title: 'gameCenter' }),
  screen('/m/lottery', { topBar: false, footer: false, title: 'lottery' }),
  screen('/m/lott', { title: 'lotto' }),
  screen('/m/elott', { title: 'eLottery' }),
  screen('/m/gameList', { search: '?gameType=RNG&vassalage=PG', topBar: false, footer: false, back: '/m/slot-games', title: 'gameList' }),
  screen('/m/gameList', { search: '?gameType=RNG&gameClassify=BG', topBar: false, footer: false, back: '/m/slot-games', title: 'gameList' }),
  screen('/m/gameList', { search: '?gameType=LIVE', topBar: false, footer: false, back: '/m/live-games', title: 'gameList' }),
  screen('/m/gameList', { search: '?gameType=PVP', topBar: false, footer: false, back: '/m/poker-games', title: 'gameList' }),
  screen('/m/gameList', { search: '?gameType=FISH&vassalage=JDB', topBar: false, footer: false, back: '/m/fishing-games', title: 'gameList' }),
  screen('/m/gameList', { search: '?gameType=SPORTS', topBar: false, footer: false, back: '/m/sport-games', title: 'gameList' }),
  screen('/m/gameList', { search: '?gameType=ESPORTS', topBar: false, footer: false, back: '/m/sport-games', title: 'gameList' }),
  screen('/m/gameList', { search: '?gameType=COCKFIGHT', topBar: false, footer: false, back: '/m/sport-games', title: 'gameList' }),
  screen('/m/gameList', { search: '?gameType=LOTT', topBar: false, footer: false, back: '/m/lottery', title: 'gameList' }),
  screen('/m/gameList', { topBar: false, footer: false, back: '/m/home', title: 'gameList' }),
  // Game lists (game category pages)
  screen('/m/slot-games', { topBar: false, title: 'slotGames' }),
  screen('/m/slot-games', { search: '?gameClassify=BG', topBar: false, title: 'slotGames' }),
  screen('/m/live-games', { topBar: false, title: 'liveCasino' }),
  screen('/m/poker-games', { topBar: false, back: '/m/home', title: 'poker' }),
  screen('/m/fishing-games', { topBar: false, back: '/m/home', title: 'fishing' }),
  screen('/m/sport-games', { topBar: false, title: 'sports' }),
  screen('/m/esport-games', { topBar: false, title: 'esports' }),
  // Not a SPEC §2 screen: the in-house live chat (issue 18) draws its own header and composer.
  screen('/m/chat', { topBar: false, footer: false, title: 'liveChat' }),
  // Not a SPEC §2 screen: the member's own limits and breaks (issue 19), under the security centre.
  screen('/m/securityCenter/limits', { title: 'limits' }),
  // Not a SPEC §2 screen: the tournaments over the in-house games (issue 19), framed as a plain screen.
  screen('/m/tournaments', { title: 'tournaments' }),
  // Agent routes
  screen('/m/agent/team/overview', { topBar: false, footer: false, title: 'teamOverview' }),
  screen('/m/transaction/record', { search: '?types=A', title: 'transactionRecord' }),
  screen('/m/member/team', { title: 'myTeam' }),
  screen('/m/redRain', { title: 'redRain' }),
  screen('/m/agent/team/pnl', { topBar: false, footer: false, title: 'teamProfitLoss' }),
  screen('/m/teamBetting', { title: 'teamBetting' }),
  screen('/m/member/agent/agentRebeat', { title: 'agentRebate' }),
  screen('/m/member/teamRebate', { title: 'teamRebate' }),
  screen('/m/securityCenter', { title: 'securityCentre' }),
  screen('/m/agentRegister', { title: 'agentRegister' }),
  screen('/m/member/agent/agentDivident', { title: 'agentDividend' }),
  screen('/m/member/notice', { search: '?types=A', title: 'memberNotices' }),
  screen('/m/member/agent/getSalaryContract', { title: 'salaryContract' }),
  screen('/m/member/agent/getDevidendContract', { title: 'dividendContract' }),
  screen('/m/member/agent/getHourContract', { title: 'hourlyContract' }),
];

export const label = (r: SpecRoute) => `${r.path}${r.search ?? ''}`;

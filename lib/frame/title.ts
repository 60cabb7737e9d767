import { isHomePath } from './home';
import { normalizePath } from './path';

/**
 * The top-bar titles, as keys of the `titles` message namespace. firstPassword is not a screen's
 * title: it heads the change-password form after a first login (app/m/changePsw).
 */
export const titleKeys = [
  'home', 'login', 'signUp', 'forgotPassword', 'changePassword', 'agent', 'personalSetting', 'helpCenter',
  'announcement', 'feedback', 'promotionActivity', 'details', 'messages', 'hotGames', 'appDownload', 'inbox',
  'memberCentre', 'deposit', 'withdraw', 'bettingRecord', 'rewardCentre', 'referFriend', 'vipBenefits',
  'dailySignIn', 'freeTrial', 'slotsCentre', 'gameCenter', 'lottery', 'lotto', 'eLottery', 'gameList', 'slotGames',
  'liveCasino', 'poker', 'fishing', 'sports', 'esports', 'teamOverview', 'transactionRecord', 'myTeam', 'redRain',
  'teamProfitLoss', 'teamBetting', 'agentRebate', 'teamRebate', 'securityCentre', 'agentRegister', 'agentDividend',
  'memberNotices', 'salaryContract', 'dividendContract', 'hourlyContract', 'firstPassword', 'liveChat', 'limits', 'tournaments',
] as const;
export type TitleKey = (typeof titleKeys)[number];

/**
 * Every screen of SPEC §2 is titled by its own name (issue 15: a member on Deposit read "Home").
 * SPEC §2 names the titles of login, register, forget, trail, notice, activity, activityDetail,
 * help, message, set and gameCenter; where it says "default home" the screen's own name is used,
 * and slotsCenter and changePsw say what they are ("Slots centre", "Change password") instead of
 * "RNG" and "First password". The list covers lib/routes' allRoutes; a test keeps the two in step.
 */
const byScreen: Readonly<Record<string, TitleKey>> = {
  '/m/home': 'home',
  '/m/login': 'login',
  '/m/register': 'signUp',
  '/m/forget': 'forgotPassword',
  '/m/changePsw': 'changePassword',
  '/m/agent': 'agent',
  '/m/set': 'personalSetting',
  '/m/help': 'helpCenter',
  '/m/notice': 'announcement',
  '/m/feedback': 'feedback',
  '/m/activity': 'promotionActivity',
  '/m/activityDetail': 'details',
  '/m/message': 'messages',
  '/m/hot-games': 'hotGames',
  '/m/app': 'appDownload',
  '/m/webEmail': 'inbox',
  '/m/member/home': 'memberCentre',
  '/m/voucherCenter': 'deposit',
  '/m/withdraw': 'withdraw',
  '/m/gameRecord': 'bettingRecord',
  '/m/rewardCenter': 'rewardCentre',
  '/m/inviteFriends': 'referFriend',
  '/m/member/benefits': 'vipBenefits',
  '/m/activity/signIn': 'dailySignIn',
  '/m/trail': 'freeTrial',
  '/m/slotsCenter': 'slotsCentre',
  '/m/gameCenter': 'gameCenter',
  '/m/lottery': 'lottery',
  '/m/lott': 'lotto',
  '/m/elott': 'eLottery',
  '/m/gameList': 'gameList',
  '/m/slot-games': 'slotGames',
  '/m/live-games': 'liveCasino',
  '/m/poker-games': 'poker',
  '/m/fishing-games': 'fishing',
  '/m/sport-games': 'sports',
  '/m/esport-games': 'esports',
  '/m/chat': 'liveChat',
  '/m/securityCenter/limits': 'limits',
  '/m/tournaments': 'tournaments',
  '/m/agent/team/overview': 'teamOverview',
  '/m/transaction/record': 'transactionRecord',
  '/m/member/team': 'myTeam',
  '/m/redRain': 'redRain',
  '/m/agent/team/pnl': 'teamProfitLoss',
  '/m/teamBetting': 'teamBetting',
  '/m/member/agent/agentRebeat': 'agentRebate',
  '/m/member/teamRebate': 'teamRebate',
  '/m/securityCenter': 'securityCentre',
  '/m/agentRegister': 'agentRegister',
  '/m/member/agent/agentDivident': 'agentDividend',
  '/m/member/notice': 'memberNotices',
  '/m/member/agent/getSalaryContract': 'salaryContract',
  '/m/member/agent/getDevidendContract': 'dividendContract',
  '/m/member/agent/getHourContract': 'hourlyContract',
};

/** The title of a path; home paths, and any path no screen owns, are titled home. */
export function titleKey(path: string): TitleKey {
  if (isHomePath(path)) return 'home';
  return byScreen[normalizePath(path)] ?? 'home';
}

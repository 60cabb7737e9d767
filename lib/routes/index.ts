/**
 * Every screen path of SPEC §2. A /m path not in this list is unknown and goes to /m/home.
 * Aliases (home paths, /m/register.html) are redirected before this list is consulted.
 */
export const memberRoutes = [
  '/m/home', '/m/login', '/m/register', '/m/forget', '/m/changePsw', '/m/agent', '/m/set', '/m/help', '/m/notice',
  '/m/feedback', '/m/activity', '/m/activityDetail', '/m/message', '/m/hot-games', '/m/app', '/m/webEmail',
  '/m/member/home', '/m/voucherCenter', '/m/withdraw', '/m/gameRecord', '/m/rewardCenter', '/m/inviteFriends',
  '/m/member/benefits', '/m/activity/signIn', '/m/trail', '/m/slotsCenter', '/m/gameCenter', '/m/lottery', '/m/lott',
  '/m/elott', '/m/gameList', '/m/slot-games', '/m/live-games', '/m/poker-games', '/m/fishing-games', '/m/sport-games',
  '/m/esport-games', '/m/chat',
  // The member's own limits and breaks (issue 19), a sub-screen of the security centre.
  '/m/securityCenter/limits',
  // The tournaments over the in-house games (issue 19).
  '/m/tournaments',
] as const;

export const agentRoutes = [
  '/m/agent/team/overview', '/m/transaction/record', '/m/member/team', '/m/redRain', '/m/agent/team/pnl',
  '/m/teamBetting', '/m/member/agent/agentRebeat', '/m/member/teamRebate', '/m/securityCenter', '/m/agentRegister',
  '/m/member/agent/agentDivident', '/m/member/notice', '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract', '/m/member/agent/getHourContract',
] as const;

export const allRoutes: readonly string[] = [...memberRoutes, ...agentRoutes];

const known = new Set(allRoutes);
const homeAliases = new Set(['/', '/m', '/m/', '/m/index', '/m/index.html']);

/**
 * Where a request path must be sent before rendering, or null when it renders as is:
 * home aliases and unknown /m paths → /m/home; /m/register.html → /m/register.
 */
export function routeRedirect(pathname: string): string | null {
  if (homeAliases.has(pathname)) return '/m/home';
  if (pathname === '/m/register.html') return '/m/register';
  if (!pathname.startsWith('/m/')) return null;
  const clean = pathname.length > 3 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (known.has(clean)) return clean === pathname ? null : clean;
  return '/m/home';
}

export { comingSoonScreen, comingSoonScreens, type ComingSoonPath, type PageKey } from './coming-soon';

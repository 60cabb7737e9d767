import { agentRoutes } from '@/lib/routes';

/** Who is looking, as far as the gates of SPEC §6 care. */
export type GateViewer = { loggedIn: false } | { loggedIn: true; type: number };

/**
 * What a screen does with its viewer (SPEC §6): let them in, send them to /m/login, replace the
 * route with /m/home, or show a refusal in place of the screen.
 */
export type Gate =
  | { kind: 'allow' }
  | { kind: 'login' }
  | { kind: 'home' }
  | { kind: 'refuse'; reason: 'trial' | 'realAccountOnly' | 'trialMemberCentre' };

/** SPEC §3: 0, 1, 2 real members; 4 trial; 40, 41, 42 other; every other type is an agent. */
export const realMemberTypes: readonly number[] = [0, 1, 2];
export const trialType = 4;
const nonAgentTypes: readonly number[] = [0, 1, 2, 4, 40, 41, 42];

export const isAgentType = (type: number) => !nonAgentTypes.includes(type);
export const canDeposit = (type: number) => realMemberTypes.includes(type);

/**
 * Screens a visitor is sent to /m/login from: SPEC §6 names inbox, change password, member
 * centre, invite and feedback; deposit, withdraw and the betting record hold a member's money
 * and history, so they ask for a login too.
 */
const loginRequired = new Set([
  '/m/webEmail', '/m/changePsw', '/m/member/home', '/m/inviteFriends', '/m/feedback', '/m/voucherCenter',
  '/m/withdraw', '/m/gameRecord', '/m/member/benefits', '/m/chat', '/m/redRain', '/m/securityCenter', '/m/securityCenter/limits',
  '/m/rewardCenter', '/m/activity/signIn',
]);
/** Rewards a trial account cannot earn (issue 19): it sees the trial refusal, as on the inbox. */
const trialRefused = new Set(['/m/webEmail', '/m/chat', '/m/redRain', '/m/activity/signIn', '/m/inviteFriends']);
/** Money screens only real members (types 0, 1, 2) use (SPEC §5: deposit refused for other types). */
const realAccountOnly = new Set(['/m/voucherCenter', '/m/withdraw', '/m/securityCenter/limits', '/m/rewardCenter']);
/**
 * Screens of SPEC's agent table that members open too: the red envelope rain is an agent's menu
 * entry (SPEC §2 agent home) and a member's reward alike, so it is gated as a member screen. The
 * security centre is in the agent home's menu too, but a member's password, sessions and bound
 * contacts are theirs as much as an agent's.
 */
const membersAndAgents = new Set(['/m/redRain', '/m/securityCenter']);
const agentOnly = new Set<string>([...agentRoutes, '/m/agent'].filter((p) => !membersAndAgents.has(p)));
/**
 * The sign-in forms: a logged-in member who opens them is sent home. A trial player (type 4) still
 * reaches them, because SPEC §6 sends a trial player from the member centre to register a real
 * account, and logging in with a real account is how a trial player leaves play money.
 */
const signInForms = new Set(['/m/login', '/m/register']);

export function gateFor(path: string, viewer: GateViewer): Gate {
  // SPEC §6 agent home: a visitor or a member of type 0, 4 or 40 is replaced to /m/home.
  if (agentOnly.has(path)) return viewer.loggedIn && isAgentType(viewer.type) ? { kind: 'allow' } : { kind: 'home' };
  if (signInForms.has(path)) return viewer.loggedIn && viewer.type !== trialType ? { kind: 'home' } : { kind: 'allow' };
  if (!loginRequired.has(path)) return { kind: 'allow' };
  if (!viewer.loggedIn) return { kind: 'login' };
  // SPEC §6: a trial account is refused the inbox and the live chat (free_reject); play money earns no red envelopes, sign-in or referral either.
  if (viewer.type === trialType && trialRefused.has(path)) return { kind: 'refuse', reason: 'trial' };
  if (viewer.type === trialType && path === '/m/member/home') return { kind: 'refuse', reason: 'trialMemberCentre' };
  // A trial account has nothing of its own to secure (its password is random and never told).
  if (viewer.type === trialType && path === '/m/securityCenter') return { kind: 'refuse', reason: 'realAccountOnly' };
  if (realAccountOnly.has(path) && !canDeposit(viewer.type)) return { kind: 'refuse', reason: 'realAccountOnly' };
  return { kind: 'allow' };
}

/** The login URL that brings the member back to `path` afterwards. */
export function loginHref(path: string): string {
  return `/m/login?next=${encodeURIComponent(path)}`;
}

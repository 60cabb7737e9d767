import { gateFor, isAgentType, loginHref } from '@/lib/frame/gate';
import { agentRoutes } from '@/lib/routes';

const visitor = { loggedIn: false } as const;
const member = (type: number) => ({ loggedIn: true, type }) as const;

describe('gateFor (SPEC §6)', () => {
  it('sends a visitor to /m/login from the inbox, change password, member centre, invite and feedback', () => {
    for (const p of ['/m/webEmail', '/m/changePsw', '/m/member/home', '/m/inviteFriends', '/m/feedback']) {
      expect(gateFor(p, visitor)).toEqual({ kind: 'login' });
    }
  });

  it('lets a visitor browse home, games, promotions and the login screens', () => {
    for (const p of ['/m/home', '/m/slot-games', '/m/activity', '/m/login', '/m/register', '/m/forget', '/m/trail']) {
      expect(gateFor(p, visitor)).toEqual({ kind: 'allow' });
    }
  });

  it('sends a signed-in member home from the login and register forms, but lets a trial player reach them', () => {
    for (const p of ['/m/login', '/m/register']) {
      for (const t of [0, 1, 2, 3, 40]) expect(gateFor(p, member(t))).toEqual({ kind: 'home' });
      expect(gateFor(p, member(4))).toEqual({ kind: 'allow' });
    }
    expect(gateFor('/m/forget', member(0))).toEqual({ kind: 'allow' });
  });

  it('refuses a trial player the inbox and shows the real-account prompt in the member centre', () => {
    expect(gateFor('/m/webEmail', member(4))).toEqual({ kind: 'refuse', reason: 'trial' });
    expect(gateFor('/m/member/home', member(4))).toEqual({ kind: 'refuse', reason: 'trialMemberCentre' });
  });

  it('sends a visitor to log in from daily sign-in and invite friends, and refuses a trial player both (their rewards are real money)', () => {
    for (const path of ['/m/activity/signIn', '/m/inviteFriends']) {
      expect(gateFor(path, { loggedIn: false })).toEqual({ kind: 'login' });
      expect(gateFor(path, member(4))).toEqual({ kind: 'refuse', reason: 'trial' });
      expect(gateFor(path, member(0))).toEqual({ kind: 'allow' });
    }
  });

  it('lets only types 0, 1 and 2 deposit and withdraw', () => {
    for (const t of [0, 1, 2]) expect(gateFor('/m/voucherCenter', member(t))).toEqual({ kind: 'allow' });
    for (const t of [4, 40, 41, 42, 3]) {
      expect(gateFor('/m/voucherCenter', member(t))).toEqual({ kind: 'refuse', reason: 'realAccountOnly' });
      expect(gateFor('/m/withdraw', member(t))).toEqual({ kind: 'refuse', reason: 'realAccountOnly' });
    }
  });

  it('replaces visitors and members of type 0, 4 and 40 with /m/home on every agent screen but the red envelope rain and the security centre', () => {
    for (const p of [...agentRoutes, '/m/agent'].filter((x) => x !== '/m/redRain' && x !== '/m/securityCenter')) {
      expect(gateFor(p, visitor)).toEqual({ kind: 'home' });
      for (const t of [0, 4, 40]) expect(gateFor(p, member(t))).toEqual({ kind: 'home' });
      expect(gateFor(p, member(3))).toEqual({ kind: 'allow' });
    }
  });

  it('opens the red envelope rain to members and agents alike, sends a visitor to log in and refuses a trial player', () => {
    for (const t of [0, 1, 2, 3, 40]) expect(gateFor('/m/redRain', member(t))).toEqual({ kind: 'allow' });
    expect(gateFor('/m/redRain', visitor)).toEqual({ kind: 'login' });
    expect(gateFor('/m/redRain', member(4))).toEqual({ kind: 'refuse', reason: 'trial' });
  });

  it('opens the security centre to members and agents, sends a visitor to log in and refuses a trial account', () => {
    expect(gateFor('/m/securityCenter', visitor)).toEqual({ kind: 'login' });
    for (const t of [0, 1, 2, 3, 40, 41, 42]) expect(gateFor('/m/securityCenter', member(t))).toEqual({ kind: 'allow' });
    expect(gateFor('/m/securityCenter', member(4))).toEqual({ kind: 'refuse', reason: 'realAccountOnly' });
  });

  it('treats every type outside 0, 1, 2, 4, 40, 41, 42 as an agent', () => {
    expect([0, 1, 2, 4, 40, 41, 42].some(isAgentType)).toBe(false);
    expect([3, 5, 10, 43].every(isAgentType)).toBe(true);
  });

  it('builds a login link that returns to the screen', () => {
    expect(loginHref('/m/webEmail')).toBe('/m/login?next=%2Fm%2FwebEmail');
  });
});

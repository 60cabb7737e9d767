import { allCalls, browserValueSchema, changesState, findCall, wpsCalls } from '@/lib/wps/calls';
import { isModuleId } from '@/lib/wps/modules';

describe('the lib/wps call table', () => {
  it('has every call of SPEC §7 with its method', () => {
    const spec: [string, string][] = [
      ['POST', '/wps/session/login'], ['DELETE', '/wps/session/logout'], ['POST', '/wps/session/login/freeplay'],
      ['GET', '/wps/captcha'], ['PUT', '/wps/member/register'], ['PUT', '/wps/member/register/mobile'],
      ['POST', '/wps/verification/sms/noLogin'], ['POST', '/wps/verification/sms/register'], ['GET', '/wps/check/username'],
      ['GET', '/wps/system/helpCenter'], ['GET', '/wps/member/info'], ['GET', '/wps/wallets/gcs'],
      ['POST', '/wps/transaction/withdraw'], ['GET', '/wps/game/launchGame'], ['PUT', '/wps/feedback'], ['POST', '/lgw/orders'],
    ];
    for (const [m, p] of spec) expect(findCall(m, p)).not.toBeNull();
  });

  it('marks the encrypted calls of WPS-PROTOCOL.md', () => {
    for (const name of ['sessionLogin', 'memberRegister', 'memberRegisterMobile', 'withdraw', 'memberBankCardPut', 'memberPaymentPasswordPut'] as const) {
      expect(wpsCalls[name].encrypted).toBe(true);
    }
    expect(findCall('GET', '/wps/system/status')?.encrypted).toBeUndefined();
  });

  it('uses only known module ids', () => {
    for (const c of allCalls()) expect(isModuleId(c.module)).toBe(true);
  });

  it('finds nothing outside the table, nor a known path with the wrong method', () => {
    expect(findCall('GET', '/wps/admin/secret')).toBeNull();
    expect(findCall('GET', '/wps/session/login')).toBeNull();
    expect(findCall('POST', '/wps/session/login/')).not.toBeNull();
  });

  it('counts every call but a GET as changing state, and the GETs that add or launch too', () => {
    for (const c of allCalls().filter((c) => c.method !== 'GET')) expect(changesState(c)).toBe(true);
    for (const name of ['gameRecentAdd', 'launchGame', 'chatLaunch', 'vipRankProgress'] as const) expect(changesState(wpsCalls[name])).toBe(true);
    // A GET named for what it does to the member's state (add, launch, claim, mark read) must be marked.
    const named = allCalls().filter((c) => c.method === 'GET' && /add|launch|claim|markRead|readAll/i.test(c.path));
    expect(named.filter((c) => !changesState(c)).map((c) => c.name)).toEqual([]);
    expect(changesState(wpsCalls.gameRecent)).toBe(false);
    expect(changesState(wpsCalls.memberInfo)).toBe(false);
  });
});

describe('the schemas of the call table', () => {
  it('gives every call a value schema, a GET only a query schema and any other method only a body schema', () => {
    for (const c of allCalls()) {
      expect(c.value).toBeDefined();
      if (c.method === 'GET') expect(c.body).toBeUndefined();
      else expect(c.query).toBeUndefined();
    }
  });

  it('describes what the platform answers (a login value, a balance) and refuses what it does not', () => {
    const login = { token: 't', id: 1, userName: 'lucky7', type: 0, firstTimeLogin: false };
    expect(wpsCalls.sessionLogin.value.safeParse(login).success).toBe(true);
    expect(wpsCalls.sessionLogin.value.safeParse({ ...login, id: '1' }).success).toBe(false);
    expect(wpsCalls.sessionLogin.body.safeParse({ username: 'lucky7', password: 'pw' }).success).toBe(true);
    expect(wpsCalls.sessionLogin.body.safeParse({ username: '', password: 'pw' }).success).toBe(false);
    expect(wpsCalls.walletsBalance.value.safeParse({ sumBalance: 1 }).success).toBe(false);
  });

  it('shows the browser a session-issuing value without its token', () => {
    const schema = browserValueSchema(wpsCalls.sessionLogin.value);
    expect(schema.safeParse({ id: 1, userName: 'lucky7', type: 0, firstTimeLogin: false }).success).toBe(true);
    expect(schema.parse({ token: 't', id: 1, userName: 'lucky7', type: 0, firstTimeLogin: false })).not.toHaveProperty('token');
    expect(browserValueSchema(wpsCalls.captcha.value)).toBe(wpsCalls.captcha.value);
  });

  it('takes a favourite to remove from the DELETE body when it holds one, else leaves it to the query', () => {
    const body = wpsCalls.gameFavouriteRemove.body;
    expect(body.parse({ nodeId: 42, vendor: 'house' })).toMatchObject({ nodeId: '42', vendor: 'HOUSE' });
    expect(body.parse({})).toBeUndefined();
    expect(body.safeParse({ nodeId: 42 }).success).toBe(false);
  });
});

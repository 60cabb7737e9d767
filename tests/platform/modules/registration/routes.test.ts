import { loginValueSchema } from '@/lib/wps/schemas/session';
import type { RegisterRequestInput } from '@/lib/wps/schemas/registration';
import type { RegisterFieldSetting } from '@/lib/wps/schemas/system';
import { merchantPatchSchema } from '@/platform/src/modules/merchants/schema';
import { createReferralLinksService } from '@/platform/src/modules/referral';
import { createRegistrationService } from '@/platform/src/modules/registration';
import { demoSettings } from '@/platform/seed';
import { describeEachDb } from '@/tests/support/db';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';

/** Every captcha answer and SMS code of this file is made of 3s. */
const threes = { int: (max: number) => 3 % max };
const captchaAnswer = '3333';

let ipSeq = 0;
/** A fresh client address per test: rate limits count per IP. */
const nextIp = () => `198.51.100.${++ipSeq}`;

/** The SPEC §3 payload as the web sends it: every field present, blanks as empty strings. */
function payload(p: Partial<RegisterRequestInput> = {}): RegisterRequestInput {
  return {
    countryDialingCode: '', registerUrl: 'https://localhost/m/register?aff=', registerMethod: 'H5', username: '',
    password: 'secret12', confirmPassword: 'secret12', affiliateCode: '', paymentPassword: '', recommenderId: '',
    nickname: '', payeeName: '', email: '', mobileNum: '', idNumber: '', qqNum: '', facebook: '', wechat: '', line: '',
    whatsapp: '', zalo: '', birthday: '', captcha: '', type: 0, domain: 'localhost', verificationCode: '',
    ...p,
  };
}

describeEachDb('registration WPS routes', (get) => {
  let p: TestPlatform;
  let merchantId: number;

  const platform = usePlatform(get, { deps: { random: threes } });
  beforeAll(async () => {
    p = platform();
    merchantId = (await p.deps.merchants.byCode('demo'))!.id;
  });
  /** The service as the routes build it, for what no route offers (affiliate codes). */
  const registration = () => createRegistrationService({
    members: p.deps.members, db: p.deps.db, clock: p.deps.clock, sessions: p.deps.sessions, verification: p.deps.verification,
    referrals: createReferralLinksService({ db: p.deps.db, clock: p.deps.clock }), agentLinks: p.deps.agentLinks,
  });

  const setRegister = async (register: Record<string, Partial<RegisterFieldSetting>>) => {
    await p.merchants.update('demo', merchantPatchSchema.parse({ register }), 'test');
  };
  afterEach(async () => {
    await setRegister(demoSettings().register as Record<string, RegisterFieldSetting>);
  });

  /** A captcha for this client, as the register form fetches it: the cookie that binds it. */
  const captcha = async (ip: string): Promise<string> => {
    const r = await wpsCall(p.app, 'captcha', { ip });
    expect(r.statusCode).toBe(200);
    const c = r.cookies.find((x) => x.name === 'captchaId');
    return `captchaId=${c!.value}`;
  };

  const registerAs = async (body: RegisterRequestInput, o: { ip?: string; withCaptcha?: boolean; cookie?: string } = {}) => {
    const ip = o.ip ?? nextIp();
    const cookie = o.cookie ?? (o.withCaptcha === false ? undefined : await captcha(ip));
    const withAnswer = o.withCaptcha === false || body.captcha ? body : { ...body, captcha: captchaAnswer };
    return wpsCall(p.app, 'memberRegister', { body: withAnswer, ip, cookie });
  };

  describe('PUT /wps/member/register', () => {
    it('creates a type 0 member, logs it in and records where it registered', async () => {
      const ip = nextIp();
      const r = await registerAs(payload({ username: 'Newbie01' }), { ip });
      expect(r.statusCode).toBe(200);
      const body = r.json();
      expect(body.success).toBe(true);
      const v = loginValueSchema.parse(body.value);
      expect(v).toMatchObject({ userName: 'Newbie01', type: 0, firstTimeLogin: false });

      const info = await wpsCall(p.app, 'memberInfo', { token: v.token, ip });
      expect(info.statusCode).toBe(200);
      expect(info.json().value).toMatchObject({ id: v.id, userName: 'Newbie01', type: 0 });

      const m = await p.deps.members.byId(p.deps.db, merchantId, v.id);
      expect(m).toMatchObject({
        registerMethod: 'H5', registerUrl: 'https://localhost/m/register?aff=', registerDomain: 'localhost',
        registerIp: ip, registerDevice: 'web', parentAgentId: null, status: 'active', email: null, nickname: null,
      });
      expect(r.headers['cache-control']).toBe('no-store');
    });

    it('refuses a username held in another case with user.exists', async () => {
      expect((await registerAs(payload({ username: 'Twin01' }))).statusCode).toBe(200);
      const r = await registerAs(payload({ username: 'tWIN01' }));
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ success: false, errorCode: 'user.exists', value: { field: 'username' } });
    });

    it.each([
      [{ username: '' }, 'account.format.invalid', 'username', 'required'],
      [{ username: 'abc' }, 'account.format.invalid', 'username', 'tooShort'],
      [{ username: 'a'.repeat(17) }, 'account.format.invalid', 'username', 'tooLong'],
      [{ username: '1abcd' }, 'account.format.invalid', 'username', 'format'],
      [{ username: 'okname1', password: 'abc12', confirmPassword: 'abc12' }, 'password.format.invalid', 'password', 'tooShort'],
      [{ username: 'okname1', password: 'abc12!x', confirmPassword: 'abc12!x' }, 'password.format.invalid', 'password', 'format'],
      [{ username: 'okname1', confirmPassword: 'secret13' }, 'password.confirm.mismatch', 'confirmPassword', 'confirmationIncorrect'],
      [{ username: 'okname1', confirmPassword: '' }, 'password.confirm.mismatch', 'confirmPassword', 'incorrectPassword'],
      [{ username: 'okname1', email: 'a@mail' }, 'email.format.invalid', 'email', 'emailIncorrect'],
      [{ username: 'okname1', mobileNum: '12345' }, 'mobile.invalid', 'mobileNum', 'tooShort'],
      [{ username: 'okname1', affiliateCode: 'x'.repeat(33) }, 'affiliate.invalid', 'affiliateCode', 'invitationCodeError'],
    ])('refuses %j with %s', async (fields, code, field, key) => {
      const r = await registerAs(payload(fields), { withCaptcha: false });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ success: false, errorCode: code, value: { field, key } });
    });

    it('lets optional fields pass empty and stores them when filled', async () => {
      const r = await registerAs(payload({ username: 'Optional1', email: '', mobileNum: '' }));
      expect(r.statusCode).toBe(200);
      const r2 = await registerAs(payload({ username: 'Optional2', email: ' me@mail.com ', mobileNum: '13800000001', countryDialingCode: '86' }));
      expect(r2.statusCode).toBe(200);
      const m = await p.deps.members.byUsername(p.deps.db, merchantId, 'Optional2');
      expect(m).toMatchObject({ email: 'me@mail.com', mobileNum: '13800000001', countryDialingCode: '86' });
    });

    it('follows the merchant settings: a required nickname with a minimum length', async () => {
      await setRegister({ nickname: { enabled: true, required: true, minLength: 2, maxLength: 10 } });
      const empty = await registerAs(payload({ username: 'Nick01' }), { withCaptcha: false });
      expect(empty.json()).toMatchObject({ errorCode: 'name.format.invalid', value: { field: 'nickname', key: 'required' } });
      const short = await registerAs(payload({ username: 'Nick01', nickname: 'A' }), { withCaptcha: false });
      expect(short.json()).toMatchObject({ errorCode: 'name.format.invalid', value: { field: 'nickname', key: 'tooShort' } });
      const r = await registerAs(payload({ username: 'Nick01', nickname: 'Al' }));
      expect(r.statusCode).toBe(200);
      expect((await p.deps.members.byUsername(p.deps.db, merchantId, 'nick01'))?.nickname).toBe('Al');
    });

    it('applies an operator pattern and ignores fields the merchant does not show', async () => {
      await setRegister({ qqNum: { enabled: true, acceptedPattern: '^[1-9][0-9]{4,10}$' } });
      const bad = await registerAs(payload({ username: 'Qq0001', qqNum: '0123' }), { withCaptcha: false });
      expect(bad.json()).toMatchObject({ errorCode: 'request.invalid', value: { field: 'qqNum', key: 'format' } });
      const r = await registerAs(payload({ username: 'Qq0001', qqNum: '12345', wechat: 'not shown' }));
      expect(r.statusCode).toBe(200);
      expect((await p.deps.members.byUsername(p.deps.db, merchantId, 'Qq0001'))?.profile).toEqual({ qqNum: '12345' });
    });

    it('keeps members under the age limit out where the birthday is asked', async () => {
      await setRegister({ birthday: { enabled: true, required: true } });
      const thisYear = new Date().getFullYear();
      const child = await registerAs(payload({ username: 'Young01', birthday: `${thisYear - 10}-01-01` }), { withCaptcha: false });
      expect(child.json()).toMatchObject({ errorCode: 'request.invalid', value: { field: 'birthday', key: 'underAge' } });
      const old = await registerAs(payload({ username: 'Young01', birthday: '1899-12-31' }), { withCaptcha: false });
      expect(old.json()).toMatchObject({ value: { field: 'birthday', key: 'dateOutOfRange' } });
      const r = await registerAs(payload({ username: 'Adult01', birthday: `${thisYear - 30}-02-28` }));
      expect(r.statusCode).toBe(200);
      expect((await p.deps.members.byUsername(p.deps.db, merchantId, 'Adult01'))?.birthday).toBe(`${thisYear - 30}-02-28`);
    });

    it('refuses a type other than 0', async () => {
      const r = await registerAs(payload({ username: 'Agent00', type: 5 as unknown as 0 }), { withCaptcha: false });
      expect(r.statusCode).toBe(400);
      expect(r.json().errorCode).toBe('request.invalid');
    });
  });

  describe('captcha', () => {
    it('is required when the merchant shows it: missing, wrong, then right', async () => {
      const ip = nextIp();
      const none = await registerAs(payload({ username: 'Capt01' }), { ip, withCaptcha: false });
      expect(none.json()).toMatchObject({ errorCode: 'captcha.invalid', value: { field: 'captcha', key: 'enterTheCode' } });
      const noCookie = await registerAs(payload({ username: 'Capt01', captcha: captchaAnswer }), { ip, withCaptcha: false });
      expect(noCookie.json()).toMatchObject({ errorCode: 'captcha.invalid', value: { field: 'captcha' } });
      const wrong = await registerAs(payload({ username: 'Capt01', captcha: '1234' }), { ip });
      expect(wrong.json()).toMatchObject({ errorCode: 'captcha.invalid' });
      expect(await p.deps.members.byUsername(p.deps.db, merchantId, 'Capt01')).toBeNull();
      expect((await registerAs(payload({ username: 'Capt01' }), { ip })).statusCode).toBe(200);
    });

    it('is single use: a replayed captcha is refused', async () => {
      const ip = nextIp();
      const cookie = await captcha(ip);
      expect((await registerAs(payload({ username: 'Replay01' }), { ip, cookie })).statusCode).toBe(200);
      const again = await registerAs(payload({ username: 'Replay02' }), { ip, cookie });
      expect(again.json()).toMatchObject({ errorCode: 'captcha.invalid' });
      expect(await p.deps.members.byUsername(p.deps.db, merchantId, 'Replay02')).toBeNull();
    });

    it('is not asked when the merchant switches the field off', async () => {
      await setRegister({ captcha: { enabled: false, required: false } });
      expect((await registerAs(payload({ username: 'NoCapt01' }), { withCaptcha: false })).statusCode).toBe(200);
    });

    describe('the captcha modules: on only while CAPTCHA3 and VALID_CAPTCHA3 are both on', () => {
      const setModules = async (modules: Record<string, boolean>) => {
        await p.merchants.update('demo', merchantPatchSchema.parse({ modules }), 'test');
      };
      afterEach(async () => setModules({ CAPTCHA3: true, VALID_CAPTCHA3: true }));

      /** What the web reads to decide whether the form shows the captcha, on all three calls. */
      const captchaShownToWeb = async () => {
        const status = (await wpsCall(p.app, 'systemStatus', { ip: nextIp() })).json().value.info.register.captcha;
        const settings = (await wpsCall(p.app, 'systemSettingRegister', { ip: nextIp() })).json().value.captcha;
        const consolidated = (await wpsCall(p.app, 'systemSettingsConsolidated', { ip: nextIp() })).json().value.register.captcha;
        expect(settings).toEqual(status);
        expect(consolidated).toEqual(status);
        return status.enabled as boolean;
      };

      it.each<[string, Record<string, boolean>, string]>([
        ['both off', { CAPTCHA3: false, VALID_CAPTCHA3: false }, 'OffBoth01'],
        ['CAPTCHA3 off', { CAPTCHA3: false }, 'OffCapt01'],
        ['VALID_CAPTCHA3 off', { VALID_CAPTCHA3: false }, 'OffValid01'],
      ])('with %s: no image, no captcha field, and registration succeeds without one', async (_label, modules, name) => {
        await setModules(modules);
        const image = await wpsCall(p.app, 'captcha', { ip: nextIp() });
        expect([image.statusCode, image.json().errorCode]).toEqual([403, 'module.disabled']);
        expect(await captchaShownToWeb()).toBe(false);
        const r = await registerAs(payload({ username: name }), { withCaptcha: false });
        expect(r.statusCode).toBe(200);
        expect(r.json().value.userName).toBe(name);
      });

      it('asks for the captcha again once both are back on, with the field as the operator set it', async () => {
        await setModules({ CAPTCHA3: false });
        expect(await captchaShownToWeb()).toBe(false);
        await setModules({ CAPTCHA3: true });
        expect(await captchaShownToWeb()).toBe(true);
        const none = await registerAs(payload({ username: 'BackOn01' }), { withCaptcha: false });
        expect(none.json()).toMatchObject({ errorCode: 'captcha.invalid', value: { field: 'captcha' } });
        expect((await registerAs(payload({ username: 'BackOn01' }))).statusCode).toBe(200);
      });
    });
  });

  describe('PUT /wps/member/register/mobile', () => {
    const smsCode = async (ip: string, mobileNum: string): Promise<string> => {
      const sent = await wpsCall(p.app, 'verificationSmsRegister', { ip, body: { mobileNo: mobileNum, countryDialingCode: '86' } });
      expect(sent.statusCode).toBe(200);
      const out = await p.app.inject({
        method: 'GET', url: '/bo/outbox', headers: { authorization: `Bearer ${p.opsToken}` },
        query: { merchant: 'demo', channel: 'sms', recipient: `+86${mobileNum}` },
      });
      const text: string = out.json().value[0].body;
      return /code is (\d+)/.exec(text)![1]!;
    };

    const registerMobile = async (body: RegisterRequestInput, ip: string) =>
      wpsCall(p.app, 'memberRegisterMobile', { body: { ...body, captcha: captchaAnswer }, ip, cookie: await captcha(ip) });

    it('registers with the SMS code from the outbox and names the member after the number', async () => {
      await setRegister({ verificationCode: { enabled: true } });
      const ip = nextIp();
      const code = await smsCode(ip, '13900000001');
      const r = await registerMobile(payload({ mobileNum: '13900000001', countryDialingCode: '86', verificationCode: code, registerMethod: 'PWA' }), ip);
      expect(r.statusCode).toBe(200);
      const v = loginValueSchema.parse(r.json().value);
      expect(v.userName).toBe('m13900000001');
      expect(await p.deps.members.byId(p.deps.db, merchantId, v.id)).toMatchObject({ mobileNum: '13900000001', countryDialingCode: '86', registerMethod: 'PWA' });
      expect((await wpsCall(p.app, 'memberInfo', { token: v.token, ip })).statusCode).toBe(200);
    });

    it('refuses a wrong SMS code and creates nothing', async () => {
      await setRegister({ verificationCode: { enabled: true } });
      const ip = nextIp();
      const code = await smsCode(ip, '13900000002');
      const wrong = code === '000000' ? '111111' : '000000';
      const r = await registerMobile(payload({ mobileNum: '13900000002', countryDialingCode: '86', verificationCode: wrong }), ip);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ errorCode: 'verification.code.invalid', value: { field: 'verificationCode' } });
      expect(await p.deps.members.byUsername(p.deps.db, merchantId, 'm13900000002')).toBeNull();
    });

    it('asks for the SMS code when verification is on', async () => {
      await setRegister({ verificationCode: { enabled: true } });
      const r = await registerMobile(payload({ mobileNum: '13900000003', countryDialingCode: '86' }), nextIp());
      expect(r.json()).toMatchObject({ errorCode: 'verification.code.invalid', value: { field: 'verificationCode', key: 'required' } });
    });

    it('needs a mobile number and a dialing code', async () => {
      const none = await registerMobile(payload({ username: 'ignored1' }), nextIp());
      expect(none.json()).toMatchObject({ errorCode: 'mobile.invalid', value: { field: 'mobileNum', key: 'required' } });
      const noDial = await registerMobile(payload({ mobileNum: '13900000004' }), nextIp());
      expect(noDial.json()).toMatchObject({ errorCode: 'mobile.invalid', value: { field: 'countryDialingCode' } });
    });

    it('refuses a number already registered with user.exists', async () => {
      expect((await registerMobile(payload({ mobileNum: '13900000005', countryDialingCode: '86' }), nextIp())).statusCode).toBe(200);
      const r = await registerMobile(payload({ mobileNum: '13900000005', countryDialingCode: '86' }), nextIp());
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ errorCode: 'user.exists', value: { field: 'mobileNum' } });
    });
  });

  describe('encrypted body', () => {
    it('answers request_body_required for garbage and creates nothing', async () => {
      const before = await p.deps.db.query<{ n: string }>('SELECT count(*)::text AS n FROM members');
      for (const [payloadText, encryption] of [['{"value":"bm90IGRlcw=="}', 'abcdef'], ['garbage', '00'], ['', ''], ['{"username":"Plain01"}', '1234']]) {
        const r = await p.app.inject({
          method: 'PUT', url: '/wps/member/register', remoteAddress: '127.0.0.1',
          headers: { merchant: 'demo', 'content-type': 'application/json', encryption, 'x-forwarded-for': nextIp() },
          payload: payloadText,
        });
        expect(r.statusCode).toBe(400);
        expect(r.json()).toMatchObject({ success: false, errorCode: 'request_body_required' });
      }
      const after = await p.deps.db.query<{ n: string }>('SELECT count(*)::text AS n FROM members');
      expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    });
  });

  describe('rate limit', () => {
    it('lets one IP try to register 10 times an hour', async () => {
      const ip = nextIp();
      for (let i = 0; i < 10; i++) {
        const r = await registerAs(payload({ username: '' }), { ip, withCaptcha: false });
        expect(r.json().errorCode).toBe('account.format.invalid');
      }
      const r = await registerAs(payload({ username: 'Limited1' }), { ip, withCaptcha: false });
      expect(r.statusCode).toBe(429);
      expect(r.json().errorCode).toBe('TOO_MANY_REQUESTS');
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('GET /wps/check/username', () => {
    const check = (username: string, ip: string) => wpsCall(p.app, 'checkUsername', { query: { username }, ip });

    it('answers success for a free username and user.exists for a taken one in any case', async () => {
      const ip = nextIp();
      const free = await check('FreeName1', ip);
      expect(free.statusCode).toBe(200);
      expect(free.json()).toMatchObject({ success: true, errorCode: null });
      expect((await registerAs(payload({ username: 'FreeName1' }))).statusCode).toBe(200);
      const taken = await check('freename1', ip);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ success: false, errorCode: 'user.exists' });
    });

    it('answers account.format.invalid for a username the rules refuse', async () => {
      const r = await check('9lives', nextIp());
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ success: false, errorCode: 'account.format.invalid', value: { field: 'username', key: 'format' } });
    });

    it('is limited to 30 a minute per IP', async () => {
      const ip = nextIp();
      for (let i = 0; i < 30; i++) expect((await check(`Probe${i}x`, ip)).statusCode).toBe(200);
      const r = await check('Probe99x', ip);
      expect(r.statusCode).toBe(429);
      expect(r.json().errorCode).toBe('TOO_MANY_REQUESTS');
      expect((await check('Probe99x', nextIp())).statusCode).toBe(200);
    });
  });

  describe('affiliate codes', () => {
    let agentId: number;
    beforeAll(async () => {
      const agent = await p.deps.members.createMember(p.deps.db, merchantId, { username: 'TopAgent', password: 'agentpw1', type: 5 });
      agentId = agent.id;
      await registration().createAffiliateCode(merchantId, agentId, 'AGENT7');
    });

    it('answers the code of an agent in any case, affiliate.invalid for an unknown one', async () => {
      const r = await wpsCall(p.app, 'agentAffiliate', { query: { code: 'agent7' }, ip: nextIp() });
      expect(r.json()).toMatchObject({ success: true, value: { code: 'AGENT7' } });
      const bad = await wpsCall(p.app, 'agentAffiliate', { query: { code: 'NOPE1' }, ip: nextIp() });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, errorCode: 'affiliate.invalid', message: 'Invalid invitation code' });
    });

    it('checks a code with its domain', async () => {
      const ok = await wpsCall(p.app, 'agentAffiliateCheck', { query: { code: 'AGENT7', domain: 'localhost' }, ip: nextIp() });
      expect(ok.json().success).toBe(true);
      const bad = await wpsCall(p.app, 'agentAffiliateCheck', { query: { code: 'AGENT8', domain: 'localhost' }, ip: nextIp() });
      expect(bad.json()).toMatchObject({ success: false, errorCode: 'affiliate.invalid' });
    });

    it('gives no code to a member who is not an agent', async () => {
      const player = await p.deps.members.createMember(p.deps.db, merchantId, { username: 'JustPlayer', password: 'playerpw1', type: 0 });
      await expect(registration().createAffiliateCode(merchantId, player.id, 'PLAYER1')).rejects.toMatchObject({ code: 'request.invalid' });
    });

    it('makes the new member a downline of the agent of the code', async () => {
      const r = await registerAs(payload({ username: 'Downline1', affiliateCode: 'agent7' }));
      expect(r.statusCode).toBe(200);
      const m = await p.deps.members.byUsername(p.deps.db, merchantId, 'Downline1');
      expect(m).toMatchObject({ parentAgentId: agentId, profile: { affiliateCode: 'agent7' } });
    });

    it('refuses an unknown code where the field is shown, and drops it where it is not', async () => {
      const r = await registerAs(payload({ username: 'Downline2', affiliateCode: 'WRONG1' }));
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ errorCode: 'affiliate.invalid', value: { field: 'affiliateCode' } });
      await setRegister({ affiliateCode: { enabled: false, required: false } });
      const r2 = await registerAs(payload({ username: 'Downline2', affiliateCode: 'WRONG1' }));
      expect(r2.statusCode).toBe(200);
      expect((await p.deps.members.byUsername(p.deps.db, merchantId, 'Downline2'))?.parentAgentId).toBeNull();
    });

    it('stops honouring the code of a disabled agent', async () => {
      const agent = await p.deps.members.createMember(p.deps.db, merchantId, { username: 'GoneAgent', password: 'agentpw1', type: 7 });
      await registration().createAffiliateCode(merchantId, agent.id, 'GONE1');
      await p.deps.members.setStatus(p.deps.db, merchantId, agent.id, 'disabled');
      const r = await wpsCall(p.app, 'agentAffiliate', { query: { code: 'GONE1' }, ip: nextIp() });
      expect(r.json().errorCode).toBe('affiliate.invalid');
    });

    // Last: once a merchant has a default agent, every member without a code goes under it.
    it('answers the default agent code, null until there is one, and places members without a code under it', async () => {
      const none = await wpsCall(p.app, 'agentDefault', { ip: nextIp() });
      expect(none.json()).toMatchObject({ success: true, value: { code: null } });
      await registration().createAffiliateCode(merchantId, agentId, 'HOUSE', { isDefault: true });
      const r = await wpsCall(p.app, 'agentDefault', { ip: nextIp() });
      expect(r.json()).toMatchObject({ success: true, value: { code: 'HOUSE' } });
      expect((await registerAs(payload({ username: 'Walkin1' }))).statusCode).toBe(200);
      expect((await p.deps.members.byUsername(p.deps.db, merchantId, 'Walkin1'))?.parentAgentId).toBe(agentId);
    });
  });
});

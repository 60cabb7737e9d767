import { describeEachDb } from '@/tests/support/db';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';

// Every challenge digit is 6: the demo merchant's plain captcha then reads 6666.
const fixedRandom = { int: (max: number) => 6 % max };

describeEachDb('login with the real captcha of modules/verification', (get) => {
  let p: TestPlatform;
  const platform = usePlatform(get, { deps: { random: fixedRandom } });
  beforeAll(() => {
    p = platform();
  });

  const captchaCookie = async () => {
    const r = await wpsCall(p.app, 'captcha');
    expect(r.statusCode).toBe(200);
    const c = r.cookies.find((x) => x.name === 'captchaId');
    return `captchaId=${c!.value}`;
  };

  it('needs the captcha after three failures, and one image answers one try only', async () => {
    const m = await makeMember(p);
    const ip = '192.0.2.10';
    const bad = { type: 'username', username: m.username, password: 'wrong-pass' };
    for (let i = 0; i < 3; i++) await wpsCall(p.app, 'sessionLogin', { body: bad, ip });
    const good = { type: 'username', username: m.username, password: m.password, captcha: '6666' };

    const noCookie = await wpsCall(p.app, 'sessionLogin', { body: good, ip });
    expect(noCookie.json()).toMatchObject({ errorCode: 'captcha.invalid', value: { captchaRequired: true } });

    const cookie = await captchaCookie();
    const wrongAnswer = await wpsCall(p.app, 'sessionLogin', { body: { ...good, captcha: '1234' }, ip, cookie });
    expect(wrongAnswer.json().errorCode).toBe('captcha.invalid');
    // One image, one try: the cookie of a wrong answer does not work with the right one either.
    expect((await wpsCall(p.app, 'sessionLogin', { body: good, ip, cookie })).json().errorCode).toBe('captcha.invalid');

    const fresh = await captchaCookie();
    // The captcha passes but the password is still wrong: the captcha stays required.
    const stillWrong = await wpsCall(p.app, 'sessionLogin', { body: { ...bad, captcha: '6666' }, ip, cookie: fresh });
    expect(stillWrong.json()).toMatchObject({ errorCode: 'login.failed', value: { captchaRequired: true } });

    const last = await captchaCookie();
    const ok = await wpsCall(p.app, 'sessionLogin', { body: good, ip, cookie: last });
    expect(ok.json()).toMatchObject({ success: true, value: { userName: m.username } });
    // The success cleared the account's count: the next login needs no captcha at all.
    expect((await wpsCall(p.app, 'sessionLogin', { body: { ...good, captcha: undefined }, ip })).json().success).toBe(true);
  });
});

import sharp from 'sharp';
import { contactBoundValueSchema, headIconValueSchema, securityValueSchema } from '@/lib/wps/schemas/security';
import type { OutboxProvider } from '@/platform/src/modules/outbox';
import { freshIp } from '@/tests/support/clock';
import { describeEachDb } from '@/tests/support/db';
import { imageExifMarker, testJpegWithExif, testPng } from '@/tests/support/images';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';

describeEachDb('profile picture and bound contacts', (get) => {
  let p: TestPlatform;
  /** What the outbox handed to its e-mail and SMS providers. */
  const sent: { channel: string; to: string; text: string }[] = [];
  const provider = (channel: string): OutboxProvider => ({
    name: `test-${channel}`,
    holds: false,
    send: async (m) => {
      sent.push({ channel, to: m.recipient, text: m.body });
    },
  });
  const platform = usePlatform(get, { deps: { outboxProviders: { email: provider('email'), sms: provider('sms') } } });
  beforeAll(() => {
    p = platform();
  });

  const login = async (username: string, password: string) => {
    const r = await wpsCall(p.app, 'sessionLogin', { body: { type: 'username', username, password }, ip: freshIp() });
    return r.json().value.token as string;
  };
  const member = async () => {
    const m = await makeMember(p);
    return { ...m, token: await login(m.username, m.password) };
  };
  /** The last code sent to a recipient, read from the message as its reader would. */
  const codeSentTo = async (to: string) => {
    await p.deps.outbox.dispatchPending();
    const m = [...sent].reverse().find((s) => s.to === to);
    return /\b(\d{6})\b/.exec(m?.text ?? '')?.[1] ?? null;
  };

  describe('head icon (PROFPIC3)', () => {
    it('has none at first, then keeps an upload re-encoded at most 256 px without its metadata', async () => {
      const m = await member();
      expect((await wpsCall(p.app, 'memberHeadIcon', { token: m.token })).json().value).toEqual({ headIcon: null });
      const jpeg = await testJpegWithExif(800, 600);
      expect(jpeg.includes(imageExifMarker)).toBe(true);
      const up = await wpsCall(p.app, 'memberHeadIconPost', { token: m.token, body: { headIcon: `data:image/jpeg;base64,${jpeg.toString('base64')}` } });
      expect(up.statusCode).toBe(200);
      const kept = headIconValueSchema.parse(up.json().value).headIcon!;
      expect(kept.startsWith('data:image/jpeg;base64,')).toBe(true);
      const bytes = Buffer.from(kept.split(',')[1]!, 'base64');
      expect(bytes.includes(imageExifMarker)).toBe(false);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 256, 192]);
      expect((await wpsCall(p.app, 'memberHeadIcon', { token: m.token })).json().value).toEqual({ headIcon: kept });
    });

    it('takes plain Base64 of a PNG and replaces the previous picture', async () => {
      const m = await member();
      await wpsCall(p.app, 'memberHeadIconPost', { token: m.token, body: { headIcon: (await testJpegWithExif()).toString('base64') } });
      const r = await wpsCall(p.app, 'memberHeadIconPost', { token: m.token, body: { headIcon: (await testPng(40, 40)).toString('base64') } });
      expect(r.statusCode).toBe(200);
      const now = headIconValueSchema.parse((await wpsCall(p.app, 'memberHeadIcon', { token: m.token })).json().value).headIcon!;
      expect(now.startsWith('data:image/png;base64,')).toBe(true);
    });

    it('judges by content: text named png, a GIF and a truncated PNG are image.invalid; over 5 MB image.too.large; nothing changes', async () => {
      const m = await member();
      const png = await testPng(64, 64);
      const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
      for (const bad of [Buffer.from('not a picture at all'), gif, png.subarray(0, png.length - 20)]) {
        const r = await wpsCall(p.app, 'memberHeadIconPost', { token: m.token, body: { headIcon: `data:image/png;base64,${bad.toString('base64')}` } });
        expect([r.statusCode, r.json().errorCode]).toEqual([400, 'image.invalid']);
      }
      const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
      const r = await wpsCall(p.app, 'memberHeadIconPost', { token: m.token, body: { headIcon: big.toString('base64') } });
      expect([r.statusCode, r.json().errorCode]).toEqual([413, 'image.too.large']);
      expect((await wpsCall(p.app, 'memberHeadIcon', { token: m.token })).json().value).toEqual({ headIcon: null });
    });

    it('keeps each member\'s picture their own', async () => {
      const a = await member();
      const b = await member();
      await wpsCall(p.app, 'memberHeadIconPost', { token: a.token, body: { headIcon: (await testPng()).toString('base64') } });
      expect((await wpsCall(p.app, 'memberHeadIcon', { token: b.token })).json().value).toEqual({ headIcon: null });
      expect((await wpsCall(p.app, 'memberHeadIcon')).statusCode).toBe(401);
    });
  });

  describe('e-mail bound by a code', () => {
    it('e-mails a code to the address and binds it with that code only', async () => {
      const m = await member();
      const before = securityValueSchema.parse((await wpsCall(p.app, 'memberSecurity', { token: m.token })).json().value);
      expect(before).toMatchObject({ email: null, emailVerified: false, hasPaymentPassword: false });
      const email = `${m.username}@example.com`;
      const send = await wpsCall(p.app, 'verificationEmailBind', { token: m.token, body: { email }, ip: freshIp() });
      expect(send.json()).toMatchObject({ success: true, value: { expirationTime: expect.any(Number) } });
      const code = await codeSentTo(email);
      expect(code).toMatch(/^\d{6}$/);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const refused = await wpsCall(p.app, 'memberEmail', { token: m.token, body: { email, verificationCode: wrong } });
      expect([refused.statusCode, refused.json().errorCode]).toEqual([400, 'verification.code.invalid']);
      // A code proves the address it was sent to, not another one.
      const other = await wpsCall(p.app, 'memberEmail', { token: m.token, body: { email: `x${email}`, verificationCode: code } });
      expect(other.json().errorCode).toBe('verification.code.invalid');
      const ok = await wpsCall(p.app, 'memberEmail', { token: m.token, body: { email, verificationCode: code } });
      expect(ok.statusCode).toBe(200);
      expect(contactBoundValueSchema.parse(ok.json().value).email).toMatch(/^.{2}\*\*\*@example\.com$/);
      const after = securityValueSchema.parse((await wpsCall(p.app, 'memberSecurity', { token: m.token })).json().value);
      expect(after).toMatchObject({ emailVerified: true });
      // Used once: the same code binds nothing again.
      expect((await wpsCall(p.app, 'memberEmail', { token: m.token, body: { email, verificationCode: code } })).json().errorCode)
        .toBe('verification.code.invalid');
    });

    it('refuses an address outside SPEC §5\'s rule with email.format.invalid, before sending anything', async () => {
      const m = await member();
      const count = sent.length;
      for (const email of ['no-at-sign', 'a@b', 'x@mail.example.toolong']) {
        const r = await wpsCall(p.app, 'verificationEmailBind', { token: m.token, body: { email }, ip: freshIp() });
        expect([email, r.statusCode, r.json().errorCode]).toEqual([email, 400, 'email.format.invalid']);
      }
      await p.deps.outbox.dispatchPending();
      expect(sent.length).toBe(count);
    });

    it('sends one code a minute per member (429 with Retry-After)', async () => {
      const m = await member();
      expect((await wpsCall(p.app, 'verificationEmailBind', { token: m.token, body: { email: `${m.username}@example.com` } })).statusCode).toBe(200);
      const again = await wpsCall(p.app, 'verificationEmailBind', { token: m.token, body: { email: `${m.username}2@example.com` } });
      expect([again.statusCode, again.json().errorCode]).toEqual([429, 'TOO_MANY_REQUESTS']);
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('mobile bound by a code', () => {
    it('texts a code and binds the number; a number another member holds is mobile.taken', async () => {
      const m = await member();
      const number = { countryDialingCode: '+86', mobileNum: `139${String(m.id).padStart(8, '0')}` };
      expect((await wpsCall(p.app, 'verificationSmsBind', { token: m.token, body: number })).statusCode).toBe(200);
      const code = await codeSentTo(`+86${number.mobileNum}`);
      const ok = await wpsCall(p.app, 'memberMobile', { token: m.token, body: { ...number, verificationCode: code } });
      expect(ok.statusCode).toBe(200);
      const s = securityValueSchema.parse((await wpsCall(p.app, 'memberSecurity', { token: m.token })).json().value);
      expect(s).toMatchObject({ mobileVerified: true, countryDialingCode: '+86', mobileNum: `139****${number.mobileNum.slice(-4)}` });

      const other = await member();
      const taken = await wpsCall(p.app, 'verificationSmsBind', { token: other.token, body: number });
      expect([taken.statusCode, taken.json().errorCode]).toEqual([409, 'mobile.taken']);
    });
  });
});

import sharp from 'sharp';
import type { Merchant } from '@/platform/src/context';
import { merchantPatchSchema } from '@/platform/src/modules/merchants/schema';
import { feedbackBody_bytes_max, uploadMax_bytes } from '@/lib/wps/limits';
import type { FeedbackRequestInput } from '@/lib/wps/schemas/feedback';
import { describeEachDb } from '@/tests/support/db';
import { freshIp, manualClock } from '@/tests/support/clock';
import { imageExifMarker, testJpegWithExif, testPng } from '@/tests/support/images';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';

/** Every captcha answer of this file is made of 3s. */
const threes = { int: (max: number) => 3 % max };
const captchaAnswer = '3333';
const minute_ms = 60_000;

describeEachDb('feedback (modules/feedback)', (get) => {
  let p: TestPlatform;
  let demo: Merchant;
  let png: Buffer;
  let jpeg: Buffer;
  const clock = manualClock(Date.parse('2026-06-01T12:00:00Z'));

  const platform = usePlatform(get, { clock, deps: { random: threes } });
  beforeAll(async () => {
    p = platform();
    demo = (await p.deps.merchants.byCode('demo'))!;
    png = await testPng();
    jpeg = await testJpegWithExif();
    const r = await p.app.inject({
      method: 'POST', url: '/bo/merchants', headers: { authorization: `Bearer ${p.opsToken}` }, payload: { code: 'fb2', domains: ['fb2.example'] },
    });
    expect(r.statusCode).toBe(201);
  });

  const bo = (method: 'GET' | 'POST', url: string, body?: unknown) => p.app.inject({
    method, url, headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  async function session(merchant = 'demo') {
    const m = await makeMember(p, {}, merchant);
    const mm = (await p.deps.merchants.byCode(merchant))!;
    const token = (await p.deps.sessions.issue(p.deps.db, mm.id, m.id, { ip: freshIp(), device: 'H5', remember: false })).token;
    return { ...m, token };
  }
  /** A captcha for this client, as the form fetches it: the cookie that binds it. */
  async function captcha(merchant = 'demo'): Promise<string> {
    const r = await wpsCall(p.app, 'captcha', { ip: freshIp(), merchant });
    expect(r.statusCode).toBe(200);
    return `captchaId=${r.cookies.find((c) => c.name === 'captchaId')!.value}`;
  }
  async function send(token: string, body: Partial<FeedbackRequestInput>, o: { merchant?: string; cookie?: string | null } = {}) {
    const merchant = o.merchant ?? 'demo';
    const cookie = o.cookie === undefined ? await captcha(merchant) : o.cookie;
    return wpsCall(p.app, 'feedback', {
      token, merchant, cookie, ip: freshIp(),
      body: { content: 'My deposit has not arrived', sender: 'me', type: 1, captcha: captchaAnswer, ...body },
    });
  }
  const image = (name: string, bytes: Buffer) => ({ name, data: bytes.toString('base64') });
  const listFor = async (merchant: string, query = '') => (await bo('GET', `/bo/feedback/${merchant}${query}`)).json().value as { id: number; username: string; content: string; status: string; images: unknown[] }[];
  const setImages = (on: boolean) => p.merchants.update('demo', merchantPatchSchema.parse({ menu: { feedbackImages: on } }), 'test');
  afterEach(() => clock.advance(11 * minute_ms));

  it('stores a member\'s feedback as new, for the operator of its merchant', async () => {
    const m = await session();
    const r = await send(m.token, { content: '  Withdrawal pending for two days  ', type: 2, sender: m.username });
    expect(r.json()).toMatchObject({ success: true, value: null });
    const [f] = await listFor('demo', `?username=${m.username}`);
    expect(f).toMatchObject({ username: m.username, content: 'Withdrawal pending for two days', status: 'new', type: 2, sender: m.username, images: [] });
  });

  it('answers a stable code for each refused field, and stores nothing', async () => {
    const m = await session();
    expect((await send(m.token, { content: '   ' })).json()).toMatchObject({ errorCode: 'feedback.content.invalid', value: { field: 'content', key: 'required' } });
    expect((await send(m.token, { content: 'x'.repeat(141) })).json()).toMatchObject({ errorCode: 'feedback.content.invalid', value: { key: 'tooLong' } });
    expect((await send(m.token, { content: '字'.repeat(140) })).json()).toMatchObject({ success: true });
    clock.advance(11 * minute_ms);
    expect((await send(m.token, { type: 5 })).json()).toMatchObject({ errorCode: 'feedback.type.invalid' });
    expect((await send(m.token, { type: -1 })).json()).toMatchObject({ errorCode: 'feedback.type.invalid' });
    const bad = await send(m.token, { type: 'one' as unknown as number });
    expect([bad.statusCode, bad.json().errorCode]).toEqual([400, 'request.invalid']);
    expect((await listFor('demo', `?username=${m.username}`)).map((f) => f.content)).toEqual(['字'.repeat(140)]);
  });

  it('refuses a visitor with login.not.session', async () => {
    const r = await wpsCall(p.app, 'feedback', { body: { content: 'hi', type: 0, captcha: captchaAnswer }, ip: freshIp() });
    expect([r.statusCode, r.json().errorCode]).toEqual([401, 'login.not.session']);
  });

  it('refuses a missing, wrong or reused captcha', async () => {
    const m = await session();
    expect((await send(m.token, { captcha: '' })).json()).toMatchObject({ errorCode: 'captcha.invalid', value: { field: 'captcha', key: 'enterTheCode' } });
    expect((await send(m.token, { captcha: '1234' })).json()).toMatchObject({ errorCode: 'captcha.invalid' });
    expect((await send(m.token, {}, { cookie: null })).json()).toMatchObject({ errorCode: 'captcha.invalid' });
    const cookie = await captcha();
    expect((await send(m.token, {}, { cookie })).json()).toMatchObject({ success: true });
    expect((await send(m.token, {}, { cookie })).json()).toMatchObject({ errorCode: 'captcha.invalid' });
    expect(await listFor('demo', `?username=${m.username}`)).toHaveLength(1);
  });

  describe('images', () => {
    beforeAll(() => setImages(true));
    afterAll(() => setImages(false));

    it('stores up to three images re-encoded, without their EXIF, and serves them to operators only', async () => {
      const m = await session();
      const r = await send(m.token, { images: [image('photo.JPG', jpeg), image('shot.png', png)] });
      expect(r.json()).toMatchObject({ success: true });
      const [f] = await listFor('demo', `?username=${m.username}`);
      expect(f!.images).toEqual([
        { sequence: 1, mime: 'image/jpeg', width: 32, height: 24, size_bytes: expect.any(Number) },
        { sequence: 2, mime: 'image/png', width: 32, height: 24, size_bytes: expect.any(Number) },
      ]);
      const first = await bo('GET', `/bo/feedback/demo/${f!.id}/images/1`);
      expect([first.statusCode, first.headers['content-type'], first.headers['x-content-type-options']]).toEqual([200, 'image/jpeg', 'nosniff']);
      expect(first.rawPayload.includes(imageExifMarker)).toBe(false);
      expect((await sharp(first.rawPayload).metadata()).exif).toBeUndefined();
      const anonymous = await p.app.inject({ method: 'GET', url: `/bo/feedback/demo/${f!.id}/images/1` });
      expect(anonymous.statusCode).toBe(401);
      expect((await bo('GET', `/bo/feedback/demo/${f!.id}/images/3`)).statusCode).toBe(404);
    });

    it('refuses images by content: a .png name with JPEG or text bytes, over 5 MB, a fourth', async () => {
      const m = await session();
      const tries: [unknown[], number, string][] = [
        [[image('shot.png', jpeg)], 400, 'image.invalid'],
        [[image('shot.png', Buffer.from('just some text'))], 400, 'image.invalid'],
        [[image('cut.png', png.subarray(0, png.length - 20))], 400, 'image.invalid'],
        [[{ name: 'shot.png', data: '***' }], 400, 'image.invalid'],
        [[image('big.png', Buffer.concat([png, Buffer.alloc(uploadMax_bytes + 1 - png.length)]))], 413, 'image.too.large'],
        [[1, 2, 3, 4].map((i) => image(`${i}.png`, png)), 400, 'feedback.image.too.many'],
      ];
      for (const [images, status, code] of tries) {
        clock.advance(11 * minute_ms);
        const r = await send(m.token, { images: images as FeedbackRequestInput['images'] });
        expect([r.statusCode, r.json().errorCode]).toEqual([status, code]);
      }
      expect(await listFor('demo', `?username=${m.username}`)).toEqual([]);
    });

    it('takes three images of nearly 5 MB each in one call, and refuses a body past the call\'s limit unread', async () => {
      // Noise does not compress: 1250 × 1250 RGB is a PNG of about 4.7 MB.
      const noise = Buffer.alloc(1250 * 1250 * 3);
      for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
      const big = await sharp(noise, { raw: { width: 1250, height: 1250, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
      expect(big.length).toBeGreaterThan(4_500_000);
      expect(big.length).toBeLessThanOrEqual(uploadMax_bytes);
      const m = await session();
      const three = await send(m.token, { images: [1, 2, 3].map((i) => image(`${i}.png`, big)) });
      expect(three.json()).toMatchObject({ success: true });
      const [f] = await listFor('demo', `?username=${m.username}`);
      expect(f!.images).toHaveLength(3);
      clock.advance(11 * minute_ms);
      const over = await p.app.inject({
        method: 'PUT', url: '/wps/feedback', remoteAddress: '127.0.0.1',
        headers: { merchant: 'demo', authorization: m.token, 'content-type': 'application/json' },
        payload: JSON.stringify({ content: 'x'.repeat(feedbackBody_bytes_max) }),
      });
      expect([over.statusCode, over.json().errorCode]).toEqual([413, 'request.too.large']);
    });

    it('refuses images where the merchant does not allow them', async () => {
      await setImages(false);
      try {
        const m = await session();
        expect((await send(m.token, { images: [image('shot.png', png)] })).json()).toMatchObject({ errorCode: 'feedback.images.off' });
        clock.advance(11 * minute_ms);
        expect((await send(m.token, {})).json()).toMatchObject({ success: true });
      } finally {
        await setImages(true);
      }
    });
  });

  it('limits a member to 5 submissions in 10 minutes, refused ones included', async () => {
    const m = await session();
    const other = await session();
    for (let i = 0; i < 4; i++) expect((await send(m.token, {})).json()).toMatchObject({ success: true });
    expect((await send(m.token, { content: '' })).json()).toMatchObject({ errorCode: 'feedback.content.invalid' });
    const sixth = await send(m.token, {});
    expect([sixth.statusCode, sixth.json().errorCode]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(other.token, {})).json()).toMatchObject({ success: true });
    clock.advance(10 * minute_ms + 1000);
    expect((await send(m.token, {})).json()).toMatchObject({ success: true });
  });

  it('moves the status only as allowed, audited, and answers once', async () => {
    const m = await session();
    await send(m.token, { content: 'Game froze during a spin', type: 3 });
    const [f] = await listFor('demo', `?username=${m.username}`);
    const url = `/bo/feedback/demo/${f!.id}`;
    const taken = await bo('POST', `${url}/status`, { status: 'in_progress' });
    expect(taken.json().value).toMatchObject({ status: 'in_progress', answer: null });
    const again = await bo('POST', `${url}/status`, { status: 'in_progress' });
    expect([again.statusCode, again.json().errorCode, again.json().value]).toEqual([409, 'feedback.status.invalid', { status: 'in_progress', allowed: ['answered', 'closed'] }]);
    expect((await bo('POST', `${url}/status`, { status: 'new' })).json().errorCode).toBe('request.invalid');
    const answered = await bo('POST', `${url}/answer`, { answer: 'We restored your round; the win is in your wallet.' });
    expect(answered.json().value).toMatchObject({ status: 'answered', answer: 'We restored your round; the win is in your wallet.', answeredBy: 'admin' });
    expect((await bo('POST', `${url}/answer`, { answer: 'Second answer' })).json().errorCode).toBe('feedback.status.invalid');
    expect((await bo('POST', `${url}/status`, { status: 'closed' })).json().value).toMatchObject({ status: 'closed' });
    expect((await bo('POST', `${url}/status`, { status: 'closed' })).json().errorCode).toBe('feedback.status.invalid');
    expect((await bo('POST', `${url}/answer`, { answer: 'Late' })).json().errorCode).toBe('feedback.status.invalid');
    const trail = await p.deps.audit.list({ merchantId: demo.id, limit: 10 });
    expect(trail.filter((a) => a.target === `feedback:${f!.id}`).map((a) => [a.action, a.before, a.after])).toEqual([
      ['feedback.status', { status: 'answered' }, { status: 'closed' }],
      ['feedback.answer', { status: 'in_progress' }, { status: 'answered', answer: 'We restored your round; the win is in your wallet.' }],
      ['feedback.status', { status: 'new' }, { status: 'in_progress' }],
    ]);
  });

  it('delivers the answer to the member\'s inbox once, and to nobody else', async () => {
    const m = await session();
    const other = await session();
    await send(m.token, { content: 'Where is my <b>bonus</b>?', type: 4 });
    const [f] = await listFor('demo', `?username=${m.username}`);
    const inbox = async (token: string) => (await wpsCall(p.app, 'messageInbox', { token, ip: freshIp() })).json().value as {
      content: { kind: string; title: string; content: string; read: boolean }[]; unreadCount: number;
    };
    expect((await inbox(m.token)).content.filter((x) => x.kind === 'feedback')).toEqual([]);
    expect((await bo('POST', `/bo/feedback/demo/${f!.id}/answer`, { answer: 'Credited.\nSee your wallet.' })).statusCode).toBe(200);
    const mine = await inbox(m.token);
    expect(mine.content.filter((x) => x.kind === 'feedback')).toEqual([{
      id: expect.any(Number), kind: 'feedback', title: 'Re: Where is my <b>bonus</b>?', read: false, createdAt: expect.any(String),
      content: '<p>Credited.<br />See your wallet.</p><blockquote>Where is my &lt;b&gt;bonus&lt;/b&gt;?</blockquote>',
    }]);
    // A refused second answer and the close send nothing more.
    await bo('POST', `/bo/feedback/demo/${f!.id}/answer`, { answer: 'Again' });
    await bo('POST', `/bo/feedback/demo/${f!.id}/status`, { status: 'closed' });
    expect((await inbox(m.token)).content.filter((x) => x.kind === 'feedback')).toHaveLength(1);
    expect((await inbox(other.token)).content.filter((x) => x.kind === 'feedback')).toEqual([]);
  });

  it('keeps merchants and members apart', async () => {
    const a = await session();
    const b = await session('fb2');
    await send(a.token, { content: 'from demo' });
    // A demo session is no session at fb2.
    expect((await send(a.token, {}, { merchant: 'fb2' })).json().errorCode).toBe('login.not.session');
    expect((await send(b.token, { content: 'from fb2' }, { merchant: 'fb2' })).json()).toMatchObject({ success: true });
    const fb2 = await listFor('fb2');
    expect(fb2.map((f) => [f.username, f.content])).toEqual([[b.username, 'from fb2']]);
    const [mine] = await listFor('demo', `?username=${a.username}`);
    // The fb2 operator's path does not reach a demo feedback, to read, answer or close.
    expect((await bo('GET', `/bo/feedback/fb2/${mine!.id}`)).json().errorCode).toBe('feedback.not.found');
    expect((await bo('POST', `/bo/feedback/fb2/${mine!.id}/answer`, { answer: 'x' })).json().errorCode).toBe('feedback.not.found');
    expect((await bo('GET', `/bo/feedback/demo/${mine!.id}`)).json().value).toMatchObject({ content: 'from demo', username: a.username });
    // Another member's list holds none of a's.
    const c = await session();
    expect(await listFor('demo', `?username=${c.username}`)).toEqual([]);
  });
});

import sharp from 'sharp';
import type { Response } from 'light-my-request';
import { chatLanguage } from '@/lib/wps/schemas/messages';
import { freshIp } from '@/tests/support/clock';
import { describeEachDb } from '@/tests/support/db';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { openTableSocket, type TableSocket } from '@/tests/support/table-socket';
import { wpsCall } from '@/tests/support/wps-client';

/** A PNG whose metadata says where it was taken: the re-encoding must drop it. */
async function pngWithExif(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366ff' } })
    .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'gps-48.85N-2.35E' } })
    .png().toBuffer();
}

describeEachDb('live chat (modules/chat)', (get) => {
  let p: TestPlatform;
  const platform = usePlatform(get);
  let port = 0;
  const sockets: TableSocket[] = [];
  beforeAll(async () => {
    p = platform();
    await p.app.listen({ port: 0, host: '127.0.0.1' });
    port = (p.app.server.address() as { port: number }).port;
  });
  afterAll(() => {
    for (const s of sockets) s.ws.terminate();
  });

  async function member(type = 0, merchant = 'demo') {
    const m = await makeMember(p, { type }, merchant);
    const mm = (await p.deps.merchants.byCode(merchant))!;
    const token = (await p.deps.sessions.issue(p.deps.db, mm.id, m.id, { ip: freshIp(), device: 'H5', remember: false })).token;
    return { ...m, token, merchant };
  }
  type Who = Awaited<ReturnType<typeof member>>;
  const send = (who: Who, body: string) => wpsCall(p.app, 'chatSend', { token: who.token, merchant: who.merchant, body: { body }, ip: freshIp() });
  const sendImage = (who: Who, image: string) => wpsCall(p.app, 'chatImageSend', { token: who.token, merchant: who.merchant, body: { image }, ip: freshIp() });
  const unread = async (who: Who) => {
    const r = await wpsCall(p.app, 'chatUnreadCount', { token: who.token, merchant: who.merchant });
    expect(r.statusCode).toBe(200);
    return r.json().value.unReadCount as number;
  };
  const bo = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<Response> => p.app.inject({
    method, url, headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  const conversationOf = async (who: Who) => {
    const r = await bo('GET', `/bo/chat/${who.merchant}/conversations?status=all`);
    return (r.json().value as { id: string; username: string; unread: number; operator: string | null; status: string }[]).find((c) => c.username === who.username)!;
  };

  it('keeps a member\'s message, shows it to the operators as unread, and counts the operator\'s answers as the member\'s unread until read', async () => {
    const a = await member();
    expect(await unread(a)).toBe(0);
    const sent = await send(a, 'Hello, my deposit has not arrived');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value.message).toMatchObject({ sender: 'member', body: 'Hello, my deposit has not arrived', image: null });

    const conv = await conversationOf(a);
    expect(conv).toMatchObject({ unread: 1, operator: null, status: 'open' });
    const answer = await bo('POST', `/bo/chat/demo/conversations/${conv.id}/messages`, { body: 'We are checking it now.' });
    expect(answer.statusCode).toBe(200);
    await bo('POST', `/bo/chat/demo/conversations/${conv.id}/messages`, { body: 'It has arrived.' });
    // Answering a conversation nobody held took it; the member has two unread answers.
    expect((await conversationOf(a)).operator).toBe('admin');
    expect(await unread(a)).toBe(2);

    const page = await wpsCall(p.app, 'chatMessages', { token: a.token, query: { limit: 10 } });
    expect(page.json().value.messages.map((m: { sender: string; body: string; operator: unknown }) => [m.sender, m.body, m.operator])).toEqual([
      ['member', 'Hello, my deposit has not arrived', null], ['operator', 'We are checking it now.', null], ['operator', 'It has arrived.', null],
    ]);
    expect(page.json().value.unReadCount).toBe(2);
    expect((await wpsCall(p.app, 'chatRead', { token: a.token, body: {} })).statusCode).toBe(200);
    expect(await unread(a)).toBe(0);

    await bo('POST', `/bo/chat/demo/conversations/${conv.id}/read`);
    expect((await conversationOf(a)).unread).toBe(0);
  });

  it('pages a long conversation from the newest, older pages on request', async () => {
    const a = await member();
    for (let i = 1; i <= 5; i++) expect((await send(a, `m${i}`)).statusCode).toBe(200);
    const last = (await wpsCall(p.app, 'chatMessages', { token: a.token, query: { limit: 2 } })).json().value;
    expect(last.messages.map((m: { body: string }) => m.body)).toEqual(['m4', 'm5']);
    expect(last.more).toBe(true);
    const older = (await wpsCall(p.app, 'chatMessages', { token: a.token, query: { limit: 10, before: last.messages[0].id } })).json().value;
    expect(older.messages.map((m: { body: string }) => m.body)).toEqual(['m1', 'm2', 'm3']);
    expect(older.more).toBe(false);
  });

  it('refuses a trial member every chat call and the socket (free_reject)', async () => {
    const trial = await member(4);
    for (const r of [
      await wpsCall(p.app, 'chatUnreadCount', { token: trial.token }),
      await send(trial, 'hi'),
      await wpsCall(p.app, 'chatMessages', { token: trial.token }),
      await wpsCall(p.app, 'chatLaunch', { token: trial.token, query: { b2c: '1' } }),
    ]) {
      expect(r.statusCode).toBe(403);
      expect(r.json().errorCode).toBe('free_reject');
    }
    await expect(openTableSocket(`ws://127.0.0.1:${port}/wps/chat/ws`, null, { headers: { merchant: 'demo', authorization: trial.token } })).rejects.toThrow('403');
    await expect(openTableSocket(`ws://127.0.0.1:${port}/wps/chat/ws`, null, { headers: { merchant: 'demo' } })).rejects.toThrow('401');
    // Without a session at all: the call needs one.
    expect((await wpsCall(p.app, 'chatUnreadCount', {})).json().errorCode).toBe('login.not.session');
  });

  it('keeps each merchant\'s conversations to itself', async () => {
    const made = await bo('POST', '/bo/merchants', { code: 'chat2', domains: ['chat2.example'] });
    expect(made.statusCode).toBe(201);
    const theirs = await member(0, 'chat2');
    await send(theirs, 'only chat2 sees this');
    const ours = await bo('GET', '/bo/chat/demo/conversations?status=all');
    expect(ours.json().value.map((c: { username: string }) => c.username)).not.toContain(theirs.username);
    const conv = await conversationOf(theirs);
    expect(conv).toBeDefined();
    // The demo merchant's route cannot read or answer chat2's conversation by its id.
    expect((await bo('GET', `/bo/chat/demo/conversations/${conv.id}/messages`)).statusCode).toBe(404);
    expect((await bo('POST', `/bo/chat/demo/conversations/${conv.id}/messages`, { body: 'wrong merchant' })).statusCode).toBe(404);
    // A chat2 session is no session for demo.
    expect((await wpsCall(p.app, 'chatMessages', { token: theirs.token, merchant: 'demo' })).json().errorCode).toBe('login.not.session');
  });

  it('takes a PNG or JPEG by its content, re-encodes it without metadata, and shows it only to its member and the operators', async () => {
    const a = await member();
    const b = await member();
    const png = await pngWithExif();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const r = await sendImage(a, `data:image/png;base64,${png.toString('base64')}`);
    expect(r.statusCode).toBe(200);
    const msg = r.json().value.message as { image: { id: string; width: number; height: number } };
    expect(msg.image).toMatchObject({ width: 40, height: 30 });

    const read = (who: Who, id: string) => p.app.inject({ method: 'GET', url: `/wps/chat/image/${id}`, headers: { merchant: 'demo', authorization: who.token } });
    const mine = await read(a, msg.image.id);
    expect(mine.statusCode).toBe(200);
    const dataUrl = mine.json().value.dataUrl as string;
    expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
    const stored = Buffer.from(dataUrl.split(',')[1]!, 'base64');
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('png');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);
    // Another member cannot read it; the operators can.
    expect((await read(b, msg.image.id)).statusCode).toBe(404);
    expect((await bo('GET', `/bo/chat/demo/images/${msg.image.id}`)).json().value.dataUrl).toBe(dataUrl);

    // A JPEG is kept a JPEG; a big one is scaled down to 1600 px.
    const jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#884422' } }).jpeg().toBuffer();
    const j = await sendImage(a, jpeg.toString('base64'));
    expect(j.json().value.message.image).toMatchObject({ width: 1600, height: 800 });
  });

  it('refuses a picture that is not a PNG or JPEG by its bytes, a truncated one, and one over 5 MB', async () => {
    const a = await member();
    const text = Buffer.from('this is not a picture at all, whatever its name says');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const png = await pngWithExif(200, 200);
    for (const [bytes, code] of [
      [text, 'image.invalid'], [gif, 'image.invalid'], [png.subarray(0, 60), 'image.invalid'],
    ] as const) {
      const r = await sendImage(a, `data:image/png;base64,${bytes.toString('base64')}`);
      expect([r.statusCode, r.json().errorCode]).toEqual([400, code]);
    }
    // 5 MB and one byte, starting like a PNG.
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length, 7)]);
    const r = await sendImage(a, big.toString('base64'));
    expect([r.statusCode, r.json().errorCode]).toEqual([413, 'image.too.large']);
    // Not base64 at all.
    expect((await sendImage(a, '%%%%not-base64%%%%')).json().errorCode).toBe('image.invalid');
    // Nothing of these reached the conversation.
    expect((await wpsCall(p.app, 'chatMessages', { token: a.token })).json().value.messages).toEqual([]);
  });

  it('limits a member to 20 messages a minute', async () => {
    const a = await member();
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await send(a, `flood ${i}`)).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('launches the in-house chat screen with the SPEC §7 parameters, or the operator\'s external chat', async () => {
    const a = await member();
    const launch = (query: Record<string, string>, headers: Record<string, string> = {}) =>
      wpsCall(p.app, 'chatLaunch', { token: a.token, query, headers });
    // The seed's demo merchant points its LIVECHAT contact at the in-house screen: not external.
    const demo = new URL((await launch({ b2c: '1', language: 'en' })).json().value.chatUrl as string, 'https://x.example');
    expect([demo.host, demo.pathname]).toEqual(['x.example', '/m/chat']);

    await bo('POST', '/bo/merchants', { code: 'chat3', domains: ['chat3.example'] });
    const c = await member(0, 'chat3');
    const inHouse = await wpsCall(p.app, 'chatLaunch', {
      token: c.token, merchant: 'chat3', query: { b2c: '1', language: 'zh-tw', backUrl: '/m/message', headerColor: '#ff8800', title: 'Support' },
    });
    const url = new URL(inHouse.json().value.chatUrl as string, 'https://x.example');
    expect(url.pathname).toBe('/m/chat');
    expect(Object.fromEntries(url.searchParams)).toEqual({ lang: 'CN', back: '/m/message', color: '#ff8800', title: 'Support' });
    expect(inHouse.json().value.chatUrl).not.toContain(c.token);
    // An off-site backUrl is refused rather than redirected to.
    const off = await wpsCall(p.app, 'chatLaunch', { token: c.token, merchant: 'chat3', query: { b2c: '1', backUrl: '//evil.example/x' } });
    expect(off.json().errorCode).toBe('request.invalid');

    // An operator's external chat (a LIVECHAT contact with an https link) wins over the in-house screen.
    const external = 'https://chat.example/chat3';
    expect((await bo('PATCH', '/bo/merchants/chat3', { customerService: [{ title: 'Chat', csType: 'LIVECHAT', position: 'LIVECHAT-1', path: external }] })).statusCode).toBe(200);
    expect((await wpsCall(p.app, 'chatLaunch', { token: c.token, merchant: 'chat3', query: { b2c: '1' } })).json().value.chatUrl).toBe(external);
  });

  it('reads the chat language as SPEC §7 does: upper case, any CN variant CN, CN by default', () => {
    expect(['zh', 'zh-CN', 'zh_TW', 'ZH-HANS', 'cn', '', undefined, 'x!'].map(chatLanguage)).toEqual(['CN', 'CN', 'CN', 'CN', 'CN', 'CN', 'CN', 'CN']);
    expect(['en', 'th', 'vi', 'id', 'pt-br'].map(chatLanguage)).toEqual(['EN', 'TH', 'VI', 'ID', 'PT-BR']);
  });

  it('pushes messages and typing live: the member hears the operator, the operators hear the member', async () => {
    const a = await member();
    await send(a, 'first');
    const conv = await conversationOf(a);
    const ms = await openTableSocket(`ws://127.0.0.1:${port}/wps/chat/ws`, null, { headers: { merchant: 'demo', authorization: a.token } });
    const os = await openTableSocket(`ws://127.0.0.1:${port}/bo/chat/demo/ws`, null, { headers: { authorization: `Bearer ${p.opsToken}` } });
    sockets.push(ms, os);
    await Promise.all([ms.next((m) => m.type === 'pong'), os.next((m) => m.type === 'pong')]);

    ms.ws.send(JSON.stringify({ type: 'typing' }));
    expect(await os.next((m) => m.type === 'typing')).toEqual({ type: 'typing', conversationId: conv.id, from: 'member' });
    await send(a, 'are you there?');
    const heard = await os.next((m) => m.type === 'message' && (m.message as { body: string }).body === 'are you there?');
    expect((heard.message as { conversationId: string }).conversationId).toBe(conv.id);
    expect(await os.next((m) => m.type === 'conversation' && (m.conversation as { unread: number }).unread === 2)).toBeDefined();

    os.ws.send(JSON.stringify({ type: 'typing', conversationId: conv.id }));
    expect(await ms.next((m) => m.type === 'typing')).toEqual({ type: 'typing', conversationId: conv.id, from: 'operator' });
    await bo('POST', `/bo/chat/demo/conversations/${conv.id}/messages`, { body: 'Yes, here.' });
    const answer = await ms.next((m) => m.type === 'message' && (m.message as { sender: string }).sender === 'operator');
    expect(answer.message).toMatchObject({ body: 'Yes, here.', operator: null });

    // Another member's socket hears none of it.
    const other = await member();
    const xs = await openTableSocket(`ws://127.0.0.1:${port}/wps/chat/ws`, null, { headers: { merchant: 'demo', authorization: other.token } });
    sockets.push(xs);
    await xs.next((m) => m.type === 'pong');
    await bo('POST', `/bo/chat/demo/conversations/${conv.id}/messages`, { body: 'private' });
    await ms.next((m) => m.type === 'message' && (m.message as { body: string }).body === 'private');
    expect(xs.messages.filter((m) => m.type !== 'pong')).toEqual([]);
  });

  it('assigns, closes, reopens on the member\'s next message, and answers with canned texts', async () => {
    const a = await member();
    await send(a, 'help');
    const conv = await conversationOf(a);
    expect((await bo('POST', `/bo/chat/demo/conversations/${conv.id}/assign`, {})).json().value.operator).toBe('admin');
    expect((await bo('POST', `/bo/chat/demo/conversations/${conv.id}/assign`, { operator: 'alice' })).json().value.operator).toBe('alice');
    expect((await bo('POST', `/bo/chat/demo/conversations/${conv.id}/assign`, { operator: null })).json().value.operator).toBeNull();
    const canned = await bo('POST', '/bo/chat/demo/canned', { title: 'Greeting', body: 'Hello! How can we help you today?' });
    expect(canned.statusCode).toBe(200);
    const list = await bo('GET', '/bo/chat/demo/canned');
    expect(list.json().value.map((c: { title: string }) => c.title)).toContain('Greeting');
    const r = await bo('POST', `/bo/chat/demo/conversations/${conv.id}/messages`, { cannedId: canned.json().value.id });
    expect(r.json().value.message.body).toBe('Hello! How can we help you today?');

    expect((await bo('POST', `/bo/chat/demo/conversations/${conv.id}/status`, { status: 'closed' })).json().value.status).toBe('closed');
    const open = await bo('GET', '/bo/chat/demo/conversations');
    expect(open.json().value.map((c: { id: string }) => c.id)).not.toContain(conv.id);
    await send(a, 'one more question');
    expect((await conversationOf(a)).status).toBe('open');
    expect((await bo('DELETE', `/bo/chat/demo/canned/${canned.json().value.id}`)).statusCode).toBe(200);
    expect((await bo('POST', `/bo/chat/demo/conversations/${conv.id}/messages`, { cannedId: canned.json().value.id })).statusCode).toBe(404);
    // Without the operator token nothing of this answers.
    expect((await p.app.inject({ method: 'GET', url: '/bo/chat/demo/conversations' })).statusCode).toBe(401);
  });
});

import type { Merchant } from '@/platform/src/context';
import { inboxValueSchema, type InboxValue } from '@/lib/wps/schemas/messages';
import { createInboxService } from '@/platform/src/modules/inbox';
import { describeEachDb } from '@/tests/support/db';
import { manualClock, freshIp } from '@/tests/support/clock';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';

describeEachDb('the inbox (modules/inbox)', (get) => {
  let p: TestPlatform;
  let demo: Merchant;
  const clock = manualClock(Date.parse('2026-06-01T12:00:00Z'));
  const platform = usePlatform(get, { clock });

  beforeAll(async () => {
    p = platform();
    demo = (await p.deps.merchants.byCode('demo'))!;
    const r = await bo('POST', '/bo/merchants', { code: 'other', domains: ['other.example'] });
    expect(r.statusCode).toBe(201);
  });

  const bo = (method: 'GET' | 'POST', url: string, body?: unknown) => p.app.inject({
    method, url, headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  async function member(input: { type?: number; vipLabel?: string; parentAgentId?: number } = {}, merchant = 'demo') {
    clock.advance(1);
    const m = await makeMember(p, input, merchant);
    const mm = (await p.deps.merchants.byCode(merchant))!;
    const token = (await p.deps.sessions.issue(p.deps.db, mm.id, m.id, { ip: freshIp(), device: 'H5', remember: false })).token;
    return { ...m, token, merchant };
  }
  type Who = { token: string; merchant: string };
  async function send(body: Record<string, unknown>, merchant = 'demo') {
    clock.advance(1);
    const r = await bo('POST', `/bo/inbox/${merchant}`, { title: 'Hello', content: '<p>Hi</p>', ...body });
    expect(r.statusCode).toBe(201);
    return r.json().value as { id: number; audience: string; recipientCount: number };
  }
  const unread = async (w: Who) => {
    const r = await wpsCall(p.app, 'messageUnreadCount', { token: w.token, merchant: w.merchant, ip: freshIp() });
    expect(r.statusCode).toBe(200);
    return r.json().value as number;
  };
  const inbox = async (w: Who, query: Record<string, string> = {}): Promise<InboxValue> => {
    const r = await wpsCall(p.app, 'messageInbox', { token: w.token, merchant: w.merchant, query, ip: freshIp() });
    expect(r.statusCode).toBe(200);
    return inboxValueSchema.parse(r.json().value);
  };
  const ids = async (w: Who) => (await inbox(w)).content.map((x) => x.id);
  const read = (w: Who, body: unknown) => wpsCall(p.app, 'messageRead', { token: w.token, merchant: w.merchant, body, ip: freshIp() });
  const del = (w: Who, body: unknown) => wpsCall(p.app, 'messageDelete', { token: w.token, merchant: w.merchant, body, ip: freshIp() });

  it('delivers a message to the one member named; the read mark and the unread count are theirs alone', async () => {
    const a = await member();
    const b = await member();
    const sent = await send({ usernames: [a.username], title: 'Your bonus', content: '<p>Claim it <b>today</b><script>alert(1)</script></p>' });
    expect(sent).toMatchObject({ audience: 'members', recipientCount: 1 });

    expect(await unread(a)).toBe(1);
    expect(await unread(b)).toBe(0);
    const page = await inbox(a);
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 1, unreadCount: 1 });
    expect(page.content[0]).toMatchObject({ id: sent.id, title: 'Your bonus', kind: 'notice', read: false, content: '<p>Claim it <b>today</b></p>' });
    expect(await ids(b)).toEqual([]);

    // b cannot read or delete a's message: the same not.found as a message that does not exist.
    for (const r of [await read(b, { messageId: sent.id }), await del(b, { messageId: sent.id }), await read(b, { messageId: 999_999 })]) {
      expect(r.statusCode).toBe(404);
      expect(r.json().errorCode).toBe('not.found');
    }

    const r = await read(a, { messageId: sent.id, read: true });
    expect(r.statusCode).toBe(200);
    expect(r.json().value).toEqual({ messageId: sent.id, read: true, unreadCount: 0 });
    expect((await read(a, { messageId: String(sent.id) })).statusCode).toBe(200);
    expect(await unread(a)).toBe(0);
    expect((await inbox(a)).content[0]!.read).toBe(true);
  });

  it('sends to everyone with one row: each member reads and deletes for themselves, later members do not get it', async () => {
    const a = await member();
    const b = await member();
    const before = await unread(b);
    const sent = await send({ everyone: true, title: 'Maintenance on Sunday' });
    expect(sent).toMatchObject({ audience: 'everyone', recipientCount: 0 });
    const late = await member();

    expect(await unread(a)).toBe(before + 1);
    expect(await unread(b)).toBe(before + 1);
    expect(await ids(late)).not.toContain(sent.id);

    expect((await read(a, { messageId: sent.id })).statusCode).toBe(200);
    expect(await unread(a)).toBe(before);
    expect(await unread(b)).toBe(before + 1);

    const d = await del(b, { messageId: sent.id });
    expect(d.statusCode).toBe(200);
    expect(d.json().value).toEqual({ messageId: sent.id, deleted: true, unreadCount: before });
    expect(await ids(b)).not.toContain(sent.id);
    expect(await ids(a)).toContain(sent.id);
    // Deleted is gone for good: reading it now is not.found.
    expect((await read(b, { messageId: sent.id })).statusCode).toBe(404);
    const rows = await p.deps.db.query('SELECT count(*)::int AS n FROM inbox_messages WHERE merchant_id = $1 AND id = $2', [demo.id, sent.id]);
    expect(rows.rows[0]).toEqual({ n: 1 });
  });

  it('reaches a VIP label and an agent\'s whole line, and nobody else', async () => {
    const gold = await member({ vipLabel: 'Gold' });
    const silver = await member({ vipLabel: 'Silver' });
    const top = await member({ type: 11 });
    const sub = await member({ type: 11, parentAgentId: top.id });
    const deep = await member({ parentAgentId: sub.id });
    const outside = await member();

    const vip = await send({ vipLabel: 'Gold', title: 'For Gold' });
    const line = await send({ agent: top.username, title: 'For the line' });
    expect(await ids(gold)).toContain(vip.id);
    expect(await ids(silver)).not.toContain(vip.id);
    expect(await ids(sub)).toContain(line.id);
    expect(await ids(deep)).toContain(line.id);
    expect(await ids(top)).not.toContain(line.id);
    expect(await ids(outside)).not.toContain(line.id);

    // An agent line needs an agent; an unknown member or a trial account is refused by name.
    const notAgent = await bo('POST', '/bo/inbox/demo', { agent: outside.username, title: 'x' });
    expect(notAgent.statusCode).toBe(400);
    const trial = await member({ type: 4 });
    const toTrial = await bo('POST', '/bo/inbox/demo', { usernames: [trial.username], title: 'x' });
    expect(toTrial.statusCode).toBe(400);
    expect(toTrial.json().value.fields).toEqual(['memberIds']);
    expect((await bo('POST', '/bo/inbox/demo', { usernames: ['nobody-here'], title: 'x' })).statusCode).toBe(400);
    expect((await bo('POST', '/bo/inbox/demo', { everyone: true, vipLabel: 'Gold', title: 'x' })).statusCode).toBe(400);
  });

  it('keeps merchants apart: another merchant\'s members neither see nor reach the demo messages', async () => {
    const here = await member();
    const there = await member({}, 'other');
    const all = await send({ everyone: true, title: 'Demo only' });
    const mine = await send({ usernames: [here.username] });
    expect(await ids(here)).toEqual(expect.arrayContaining([all.id, mine.id]));
    expect(await ids(there)).toEqual([]);
    expect(await unread(there)).toBe(0);
    expect((await read(there, { messageId: all.id })).statusCode).toBe(404);
    // The same username in another merchant is another member.
    expect((await bo('POST', '/bo/inbox/other', { usernames: [here.username], title: 'x' })).statusCode).toBe(400);
    const theirs = await send({ everyone: true, title: 'Other only' }, 'other');
    expect(await ids(there)).toEqual([theirs.id]);
    expect(await ids(here)).not.toContain(theirs.id);
  });

  it('refuses a trial member every inbox call with free_reject, and a visitor with login.not.session', async () => {
    const trial = await member({ type: 4 });
    for (const r of [
      await wpsCall(p.app, 'messageUnreadCount', { token: trial.token, ip: freshIp() }),
      await wpsCall(p.app, 'messageInbox', { token: trial.token, ip: freshIp() }),
      await read(trial, { all: true }),
      await del(trial, { messageId: 1 }),
    ]) {
      expect(r.statusCode).toBe(403);
      expect(r.json().errorCode).toBe('free_reject');
    }
    const visitor = await wpsCall(p.app, 'messageUnreadCount', { ip: freshIp() });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().errorCode).toBe('login.not.session');
  });

  it('pages newest first, marks all read at once, and refuses malformed input with request.invalid', async () => {
    const a = await member();
    for (let i = 1; i <= 3; i += 1) await send({ usernames: [a.username], title: `M${i}` });
    const first = await inbox(a, { pageNo: '1', pageSize: '2' });
    expect(first.content.map((x) => x.title)).toEqual(['M3', 'M2']);
    expect(first).toMatchObject({ totalPages: 2, unreadCount: 3 });
    expect((await inbox(a, { pageNo: '2', pageSize: '2' })).content.map((x) => x.title)).toEqual(['M1']);
    const all = await read(a, { all: true });
    expect(all.json().value).toEqual({ messageId: null, read: true, unreadCount: 0 });
    for (const bad of [{}, { messageId: 'x' }, { messageId: 1, all: true }, { all: false }]) {
      const r = await read(a, bad);
      expect(r.statusCode).toBe(400);
      expect(r.json().errorCode).toBe('request.invalid');
    }
    expect((await wpsCall(p.app, 'messageInbox', { token: a.token, query: { pageSize: '500' }, ip: freshIp() })).statusCode).toBe(400);
  });

  it('lets another module send inside its own transaction: a rollback delivers nothing', async () => {
    const a = await member();
    const inboxService = createInboxService({ db: p.deps.db, clock: p.deps.clock, members: p.deps.members, audit: p.deps.audit });
    await expect(p.deps.db.tx(async (q) => {
      await inboxService.sendIn(q, { merchantId: demo.id, memberIds: [a.id], title: 'Answer', html: '<p>We fixed it</p>', kind: 'feedback', sentBy: 'feedback' });
      throw new Error('the feedback change failed');
    })).rejects.toThrow('the feedback change failed');
    expect(await unread(a)).toBe(0);
    const sent = await inboxService.send({ merchantId: demo.id, memberIds: [a.id], title: 'Answer', html: '<p>We fixed it</p>', kind: 'feedback', sentBy: 'feedback' });
    expect((await inbox(a)).content).toEqual([expect.objectContaining({ id: sent.id, kind: 'feedback', title: 'Answer', read: false })]);
  });

  it('lists sent messages for the operator with read counts, and audits each send', async () => {
    const a = await member();
    const sent = await send({ usernames: [a.username], title: 'Counted' });
    await read(a, { messageId: sent.id });
    const r = await bo('GET', '/bo/inbox/demo?limit=5');
    expect(r.statusCode).toBe(200);
    expect(r.json().value[0]).toMatchObject({ id: sent.id, title: 'Counted', reads: 1, recipientCount: 1, sentBy: 'admin' });
    const audit = await p.deps.audit.list({ merchantId: demo.id, limit: 5 });
    expect(audit.find((e) => e.target === `inbox:${sent.id}`)).toMatchObject({ action: 'inbox.send', operator: 'admin' });
  });
});

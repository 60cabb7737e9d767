import type { Merchant } from '@/platform/src/context';
import { announcementsValueSchema, type AnnouncementsValue } from '@/lib/wps/schemas/content';
import { describeEachDb } from '@/tests/support/db';
import { freshIp } from '@/tests/support/clock';
import { makeMember } from '@/tests/support/members';
import type { TestPlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';
import { useContentPlatform } from './support';

const hour_ms = 60 * 60_000;

describeEachDb('announcements and banners (modules/content)', (get) => {
  const { ctx, bo } = useContentPlatform(get);
  const { clock } = ctx;
  let p: TestPlatform;
  let demo: Merchant;
  beforeAll(() => {
    ({ p, demo } = ctx);
  });
  async function list(o: { token?: string | null; query?: Record<string, string>; language?: string; merchant?: string } = {}): Promise<AnnouncementsValue> {
    const r = await wpsCall(p.app, 'announcements', {
      token: o.token ?? null, query: o.query ?? {}, merchant: o.merchant ?? 'demo', ip: freshIp(), headers: o.language ? { language: o.language } : {},
    });
    expect(r.statusCode).toBe(200);
    return announcementsValueSchema.parse(r.json().value);
  }
  const markRead = (token: string | null, body: unknown, merchant = 'demo') =>
    wpsCall(p.app, 'systemAnnouncementRead', { token, body, merchant, ip: freshIp() });
  async function session(type = 0, merchant = 'demo') {
    const m = await makeMember(p, { type }, merchant);
    const mm = (await p.deps.merchants.byCode(merchant))!;
    const token = (await p.deps.sessions!.issue(p.deps.db, mm.id, m.id, { ip: freshIp(), device: 'H5', remember: false })).token;
    return { ...m, token };
  }
  async function create(body: Record<string, unknown>, merchant = 'demo') {
    const r = await bo('POST', `/bo/announcements/${merchant}`, body);
    expect(r.statusCode).toBe(201);
    return r.json().value as { id: number };
  }

  it('answers the demo seed to a visitor grouped by kind, with every notice counted as read', async () => {
    const v = await list();
    expect(v.banners.filter((b) => b.groupName === 'm_home')).toHaveLength(3);
    expect(v.banners.map((b) => b.groupName).sort()).toEqual(['m_home', 'm_home', 'm_home', 'm_login', 'm_reg']);
    expect(v.banners[0]).toMatchObject({ width: 750, height: 300, title: 'Welcome Bonus', linkUrl: '/m/activity' });
    expect(v.banners[0]!.url).toMatch(/^\/games\/art\/banner\/m_home\/welcome\.webp\?/);
    expect(v.player.map((a) => a.title)).toEqual(['New: the House Slot is open', 'Scheduled maintenance on Sunday', 'Play responsibly']);
    expect(v.hot).toHaveLength(2);
    expect(v.popup.map((a) => a.title)).toEqual(['A gift for today']);
    expect(v.promotion.map((a) => a.title)).toEqual(['100% welcome bonus', 'Daily sign-in: 67 in seven days', 'Slots month tournament', 'VIP daily rebate']);
    expect([...v.player, ...v.hot, ...v.popup, ...v.promotion].every((a) => a.read)).toBe(true);
    expect(v.footer.unreadCount).toBe(0);
    expect(v.player[0]).toMatchObject({ noExpiry: 1, endDate: null, announcementImages: [] });
  });

  it('narrows to the asked types and to one banner group', async () => {
    const reg = await list({ query: { types: 'B', groupName: 'm_reg' } });
    expect(reg.banners.map((b) => b.title)).toEqual(['Join Demo Casino']);
    expect(reg.player).toEqual([]);
    const notice = await list({ query: { types: 'B,PL,PU' } });
    expect(notice.hot).toEqual([]);
    expect(notice.player).toHaveLength(3);
    expect(notice.popup).toHaveLength(1);
  });

  it('speaks the caller\'s language and falls back to English where a text is missing', async () => {
    const zh = await list({ language: 'ZH' });
    expect(zh.player[0]!.title).toBe('新游戏：自营老虎机上线');
    expect(zh.banners[0]!.title).toBe('首存双倍');
    // The query's language wins over the header; CN reads the Chinese texts.
    expect((await list({ language: 'EN', query: { language: 'cn' } })).player[0]!.title).toBe('新游戏：自营老虎机上线');
    // Thai is a language of the demo merchant without Thai texts: English.
    expect((await list({ language: 'TH' })).player[0]!.title).toBe('New: the House Slot is open');
    // A language the merchant does not offer reads English too.
    expect((await list({ language: 'FR' })).player[0]!.title).toBe('New: the House Slot is open');
  });

  it('shows an announcement only inside its window, and an operator change at once', async () => {
    const start = new Date(clock.now().getTime() + hour_ms).toISOString();
    const end = new Date(clock.now().getTime() + 3 * hour_ms).toISOString();
    const { id } = await create({ type: 'PL', title: { EN: 'Window test' }, content: { EN: '<p>soon</p>' }, startDate: start, endDate: end, sort: -5 });
    const titles = async () => (await list()).player.map((a) => a.title);
    expect(await titles()).not.toContain('Window test');
    clock.advance(hour_ms);
    expect((await titles())[0]).toBe('Window test');
    clock.advance(2 * hour_ms);
    expect(await titles()).not.toContain('Window test');
    // Reopened without expiry, then disabled: each change shows on the next call, not after the cache.
    expect((await bo('PATCH', `/bo/announcements/demo/${id}`, { endDate: null })).statusCode).toBe(200);
    expect((await titles())[0]).toBe('Window test');
    expect((await bo('PATCH', `/bo/announcements/demo/${id}`, { enabled: false })).statusCode).toBe(200);
    expect(await titles()).not.toContain('Window test');
  });

  it('keeps read marks per member: one member\'s read leaves another\'s unread', async () => {
    const a = await session();
    const b = await session();
    const before = await list({ token: a.token });
    expect(before.player.every((x) => !x.read)).toBe(true);
    const unread = before.footer.unreadCount;
    expect(unread).toBe(before.player.length + before.hot.length + before.popup.length + before.promotion.length);
    const target = before.player[1]!.id;

    const r = await markRead(a.token, { announcementId: target, read: true });
    expect(r.statusCode).toBe(200);
    expect(r.json().value).toEqual({ announcementId: target, read: true });
    // Marking again is harmless.
    expect((await markRead(a.token, { announcementId: String(target), read: true })).statusCode).toBe(200);

    const afterA = await list({ token: a.token });
    expect(afterA.player.find((x) => x.id === target)!.read).toBe(true);
    expect(afterA.footer.unreadCount).toBe(unread - 1);
    const afterB = await list({ token: b.token });
    expect(afterB.player.find((x) => x.id === target)!.read).toBe(false);
    expect(afterB.footer.unreadCount).toBe(unread);
  });

  it('treats everything as read for a trial member and keeps no marks for them', async () => {
    const trial = await session(4);
    const v = await list({ token: trial.token });
    expect(v.player.length).toBeGreaterThan(0);
    expect([...v.player, ...v.hot, ...v.popup].every((x) => x.read)).toBe(true);
    expect(v.footer.unreadCount).toBe(0);
    expect((await markRead(trial.token, { announcementId: v.player[0]!.id, read: true })).statusCode).toBe(200);
    const kept = await p.deps.db.query('SELECT 1 FROM announcement_reads WHERE merchant_id = $1 AND member_id = $2', [demo.id, trial.id]);
    expect(kept.rows).toHaveLength(0);
  });

  it('asks for a session to mark read and refuses malformed marks', async () => {
    const v = await list();
    const id = v.player[0]!.id;
    const anonymous = await markRead(null, { announcementId: id, read: true });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errorCode).toBe('login.not.session');
    const s = await session();
    for (const body of [{ announcementId: id, read: false }, { announcementId: 'abc', read: true }, { read: true }, {}]) {
      const r = await markRead(s.token, body);
      expect(r.statusCode).toBe(400);
      expect(r.json().errorCode).toBe('request.invalid');
    }
    const missing = await markRead(s.token, { announcementId: 987654321, read: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('not.found');
  });

  it('refuses unknown types and banner groups in the list query', async () => {
    for (const query of [{ types: 'B,XX' }, { groupName: 'm_nowhere' }, { language: 'english' }]) {
      const r = await wpsCall(p.app, 'announcements', { query, ip: freshIp() });
      expect(r.statusCode).toBe(400);
      expect(r.json().errorCode).toBe('request.invalid');
    }
  });

  it('scopes announcements, banners and read marks by merchant', async () => {
    const made = await p.app.inject({
      method: 'POST', url: '/bo/merchants', headers: { authorization: `Bearer ${p.opsToken}` }, payload: { code: 'cnt2', domains: ['cnt2.example'] },
    });
    expect(made.statusCode).toBe(201);
    const theirs = await create({ type: 'PL', title: { EN: 'Only for cnt2' } }, 'cnt2');
    const other = await list({ merchant: 'cnt2' });
    expect(other.player.map((a) => a.title)).toEqual(['Only for cnt2']);
    expect(other.banners).toEqual([]);
    expect((await list()).player.map((a) => a.title)).not.toContain('Only for cnt2');

    // A demo member cannot mark the other merchant's announcement, nor does a mark there show here.
    const s = await session();
    const r = await markRead(s.token, { announcementId: theirs.id, read: true });
    expect(r.statusCode).toBe(404);
    const ops = await bo('GET', '/bo/announcements/demo?type=PL');
    expect((ops.json().value as { id: number }[]).map((a) => a.id)).not.toContain(theirs.id);
  });

  it('validates operator input with field errors and audits each change', async () => {
    const bad = [
      [{ type: 'B', title: { EN: 'No group' }, images: [{ url: '/x.svg' }] }, 'groupName'],
      [{ type: 'B', groupName: 'm_home', title: { EN: 'No image' } }, 'images'],
      [{ type: 'PL', groupName: 'm_home', title: { EN: 'Group on a notice' } }, 'groupName'],
      [{ type: 'PL', title: { ZH: '没有英文' } }, 'title.EN'],
      [{ type: 'PL', title: { EN: 'Backwards' }, startDate: '2026-06-02', endDate: '2026-06-01' }, 'endDate'],
      [{ type: 'PL', title: { EN: 'Bad link' }, linkUrl: 'javascript:alert(1)' }, 'linkUrl'],
      [{ type: 'XX', title: { EN: 'Bad type' } }, 'type'],
    ] as const;
    for (const [body, field] of bad) {
      const r = await bo('POST', '/bo/announcements/demo', body);
      expect(r.statusCode).toBe(400);
      expect(r.json().errorCode).toBe('request.invalid');
      expect(r.json().value.fields).toContain(field);
    }
    const { id } = await create({ type: 'PR', title: { EN: 'Audited', ZH: '审计' }, content: { EN: '<b>x</b>' } });
    const patched = await bo('PATCH', `/bo/announcements/demo/${id}`, { sort: 7, title: { TH: 'ไทย' } });
    expect(patched.json().value).toMatchObject({ sort: 7, texts: { EN: { title: 'Audited' }, ZH: { title: '审计' }, TH: { title: 'ไทย', content: '' } } });
    expect((await bo('PATCH', `/bo/announcements/demo/${id}`, {})).statusCode).toBe(400);
    expect((await bo('PATCH', '/bo/announcements/demo/999999999', { sort: 1 })).statusCode).toBe(404);
    const audit = await p.deps.db.query<{ action: string; operator: string }>(
      "SELECT action, operator FROM audit_log WHERE merchant_id = $1 AND target = $2 ORDER BY id", [demo.id, `announcement:${id}`]);
    expect(audit.rows.map((a) => a.action)).toEqual(['announcement.create', 'announcement.set']);
    expect(audit.rows[0]!.operator).toBe('admin');
    // The promotion shows under its kind, in Thai for a Thai caller.
    expect((await list({ language: 'TH' })).promotion.map((a) => a.title)).toContain('ไทย');
  });

  it('keeps only allowlisted HTML: what could run code, leave the page or cover it is gone, formatting stays', async () => {
    const dirty = [
      '<p onclick="x()" style="color:#f00;font-size:28px;position:fixed;top:0">Red <b>bold</b></p>',
      '<script>alert(1)</script><img/onerror=alert(2) src="https://cdn.example.com/a.png" width="300">',
      '<a href="jav&#x61;script:alert(3)">bad</a><a href="https://example.com/promo" target="_top">good</a>',
      '<iframe src="https://evil.example"></iframe><div class="bottom-menu" id="x">fake</div><img src="http://plain.example/b.png">',
    ].join('');
    const { id } = await create({ type: 'PL', title: { EN: 'Cleaned' }, content: { EN: dirty } });
    const stored = (await bo('GET', '/bo/announcements/demo?type=PL')).json().value.find((a: { id: number }) => a.id === id).texts.EN.content as string;
    const shown = (await list()).player.find((a) => a.id === id)!.content;
    for (const html of [stored, shown]) {
      expect(html).toBe([
        '<p style="color:#f00;font-size:28px">Red <b>bold</b></p>',
        '<img src="https://cdn.example.com/a.png" width="300" />',
        '<a>bad</a><a href="https://example.com/promo" target="_blank" rel="noopener noreferrer">good</a>',
        '<div>fake</div>',
      ].join(''));
    }
    // A row written past the back office is cleaned on the way out too.
    await p.deps.db.query("UPDATE announcement_texts SET content = '<p>ok</p><script>alert(4)</script>' WHERE merchant_id = $1 AND announcement_id = $2", [demo.id, id]);
    await bo('PATCH', `/bo/announcements/demo/${id}`, { sort: 3 }); // drops the cached list
    expect((await list()).player.find((a) => a.id === id)!.content).toBe('<p>ok</p>');
  });

  it('answers agents their type A announcements with the unread count, and nobody else', async () => {
    await create({ type: 'A', title: { EN: 'Agent contract update' }, content: { EN: '<p>New rebate table.</p>' } });
    expect((await list()).agent).toEqual([]);
    const agent = await session(3);
    const agentList = async () => {
      const r = await wpsCall(p.app, 'agentAnnouncements', { token: agent.token, query: { types: 'A', groupName: 'm_home' }, ip: freshIp() });
      expect(r.statusCode).toBe(200);
      return announcementsValueSchema.parse(r.json().value);
    };
    const v = await agentList();
    expect(v.agent.map((a) => a.title)).toEqual(['Agent contract update']);
    expect(v.player).toEqual([]);
    expect(v.footer.unreadCount).toBe(1);
    expect((await markRead(agent.token, { announcementId: v.agent[0]!.id, read: true })).statusCode).toBe(200);
    expect((await agentList()).footer.unreadCount).toBe(0);
    const anonymous = await wpsCall(p.app, 'agentAnnouncements', { query: { types: 'A' }, ip: freshIp() });
    expect(anonymous.json().errorCode).toBe('login.not.session');
  });

  it('keeps type A from visitors and members on both calls, and answers it to agents', async () => {
    const { id } = await create({ type: 'A', title: { EN: 'Agents only: dividend table' }, content: { EN: '<p>Secret rates.</p>' } });
    const ask = (call: 'announcements' | 'agentAnnouncements', token: string | null, types: string) =>
      wpsCall(p.app, call, { token, query: { types }, ip: freshIp() });
    const member = await session(0);
    const trial = await session(4);
    const agent = await session(3);

    // Asked alone, A is refused with a stable code for a visitor and every member type.
    for (const token of [null, member.token, trial.token]) {
      const r = await ask('announcements', token, 'A');
      expect([r.statusCode, r.json().errorCode]).toEqual([403, 'permission.denied']);
      expect(r.body).not.toContain('Secret rates');
    }
    // Mixed with other types, A is dropped and the rest answered.
    for (const token of [null, member.token]) {
      const r = await ask('announcements', token, 'A,PL');
      expect(r.statusCode).toBe(200);
      const v = announcementsValueSchema.parse(r.json().value);
      expect(v.agent).toEqual([]);
      expect(v.player.length).toBeGreaterThan(0);
      expect(r.body).not.toContain('Secret rates');
    }
    // The agents' call refuses a member's session before reading anything.
    const plain = await ask('agentAnnouncements', member.token, 'A');
    expect([plain.statusCode, plain.json().errorCode]).toEqual([403, 'permission.denied']);

    // An agent reads it on both calls.
    for (const call of ['announcements', 'agentAnnouncements'] as const) {
      const r = await ask(call, agent.token, 'A');
      expect(r.statusCode).toBe(200);
      expect(announcementsValueSchema.parse(r.json().value).agent.map((a) => a.id)).toContain(id);
    }
  });

  it('draws banner art at a sized, long-cached SVG URL and refuses malformed ones', async () => {
    const v = await list({ query: { types: 'B', groupName: 'm_home' } });
    const r = await p.app.inject({ method: 'GET', url: v.banners[0]!.url });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(r.headers['cache-control']).toContain('immutable');
    expect(r.body).toContain('width="750" height="300"');
    expect(r.body).toContain('Welcome Bonus');
    // A banner stored before the art moved to /games/art/banner/ is still drawn at its old path.
    const stored = await p.app.inject({ method: 'GET', url: '/games/content/banner/side.svg?t=Side&h=10' });
    expect([stored.statusCode, stored.headers['content-type'], stored.headers['cache-control']]).toEqual([200, 'image/svg+xml; charset=utf-8', 'public, max-age=31536000, immutable']);
    expect(stored.body).toContain('Side');
    expect((await p.app.inject({ method: 'GET', url: '/games/content/banner/side.webp?t=Side&h=10' })).statusCode).toBe(404);
    expect((await p.app.inject({ method: 'GET', url: '/games/content/banner/x.svg?t=a&h=999' })).statusCode).toBe(404);
    expect((await p.app.inject({ method: 'GET', url: '/games/content/banner/..%2Fx.svg?t=a&h=1' })).statusCode).toBe(404);
  });
});

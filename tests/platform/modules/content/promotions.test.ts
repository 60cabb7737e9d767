import { drawArt } from '@/lib/games/art-request';
import type { Merchant } from '@/platform/src/context';
import { announcementsValueSchema, promotionCategoriesValueSchema, type Announcement, type PromotionCategory } from '@/lib/wps/schemas/content';
import { describeEachDb } from '@/tests/support/db';
import { freshIp } from '@/tests/support/clock';
import type { TestPlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';
import { useContentPlatform } from './support';

const hour_ms = 60 * 60_000;

describeEachDb('promotions and their categories (modules/content)', (get) => {
  const { ctx, bo } = useContentPlatform(get);
  const { clock } = ctx;
  let p: TestPlatform;
  let demo: Merchant;
  beforeAll(() => {
    ({ p, demo } = ctx);
  });
  /** The promotions a visitor (no session) reads, as the promotion screen asks for them. */
  async function promotions(o: { language?: string; query?: Record<string, string>; merchant?: string } = {}): Promise<Announcement[]> {
    const r = await wpsCall(p.app, 'announcements', {
      token: null, query: { types: 'PR', ...o.query }, merchant: o.merchant ?? 'demo', ip: freshIp(), headers: o.language ? { language: o.language } : {},
    });
    expect(r.statusCode).toBe(200);
    return announcementsValueSchema.parse(r.json().value).promotion;
  }
  async function categories(o: { language?: string; query?: Record<string, string>; merchant?: string } = {}): Promise<PromotionCategory[]> {
    const r = await wpsCall(p.app, 'promotionCategories', {
      token: null, query: o.query ?? {}, merchant: o.merchant ?? 'demo', ip: freshIp(), headers: o.language ? { language: o.language } : {},
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toMatch(/^public/);
    return promotionCategoriesValueSchema.parse(r.json().value).content;
  }
  async function create(body: Record<string, unknown>, merchant = 'demo') {
    const r = await bo('POST', `/bo/announcements/${merchant}`, body);
    expect(r.json()).toMatchObject({ success: true });
    return r.json().value as { id: number };
  }
  async function createCategory(names: Record<string, string>, merchant = 'demo', extra: Record<string, unknown> = {}) {
    const r = await bo('POST', `/bo/promotion-categories/${merchant}`, { names, ...extra });
    expect(r.statusCode).toBe(201);
    return r.json().value as { id: number };
  }
  const refusedFields = async (r: Awaited<ReturnType<typeof bo>>) => {
    expect(r.statusCode).toBe(400);
    expect(r.json().errorCode).toBe('request.invalid');
    return r.json().value.fields as string[];
  };

  it('answers a visitor without a session the seeded promotions, their categories, art, dates and actions', async () => {
    const cats = await categories();
    expect(cats.map((c) => c.name)).toEqual(['Welcome', 'Slots', 'Live casino']);
    const promos = await promotions();
    expect(promos.map((a) => a.title)).toEqual(['100% welcome bonus', 'Daily sign-in: 67 in seven days', 'Slots month tournament', 'VIP daily rebate']);
    const [welcome, signin, , rebate] = promos;
    expect(welcome).toMatchObject({ type: 'PR', noExpiry: 1, endDate: null, action: { type: 'claim', claimId: 'first-deposit' }, read: true });
    expect(welcome!.promoAnnouncementCategoryIds).toEqual([cats[0]!.id]);
    expect(rebate!.promoAnnouncementCategoryIds).toEqual([cats[1]!.id, cats[2]!.id]);
    expect(signin).toMatchObject({ noExpiry: 0 });
    expect(Date.parse(signin!.endDate!) - Date.parse(signin!.startDate)).toBe(30 * 24 * hour_ms);
    // The art of sequence 1 is drawn by the web origin at a path that exists.
    expect(welcome!.announcementImages).toEqual([{ url: expect.stringMatching(/^\/games\/art\/banner\/promotion\/welcome\.webp\?t=Welcome\+Bonus/), sequence: 1 }]);
    const url = new URL(welcome!.announcementImages[0]!.url, 'https://x.example');
    const [, , , kind, group, file] = url.pathname.split('/');
    expect(drawArt(kind!, group!, file!, Object.fromEntries(url.searchParams))).toMatchObject({ ok: true, format: 'webp' });
  });

  it('speaks the caller\'s language for promotions and categories, falling back to English', async () => {
    expect((await categories({ language: 'ZH' })).map((c) => c.name)).toEqual(['新人优惠', '老虎机', '真人娱乐']);
    expect((await promotions({ language: 'ZH' }))[0]!.title).toBe('首存 100% 奖励');
    // The query's language wins over the header; CN reads Chinese.
    expect((await categories({ language: 'EN', query: { language: 'cn' } }))[0]!.name).toBe('新人优惠');
    // Thai is offered by the demo merchant but nothing is written in Thai: English.
    expect((await categories({ language: 'TH' }))[0]!.name).toBe('Welcome');
    expect((await promotions({ language: 'TH' }))[0]!.title).toBe('100% welcome bonus');
    // One language given for one category only: the others stay English.
    const { id } = await createCategory({ EN: 'Sports', TH: 'กีฬา' }, 'demo', { sort: 50 });
    const th = await categories({ language: 'TH' });
    expect(th.find((c) => c.id === id)!.name).toBe('กีฬา');
    expect(th[0]!.name).toBe('Welcome');
    const bad = await wpsCall(p.app, 'promotionCategories', { token: null, query: { language: 'english' }, merchant: 'demo', ip: freshIp() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('request.invalid');
  });

  it('shows a promotion only inside its window, and one without expiry from its start on', async () => {
    const [slots] = (await categories()).slice(1);
    const start = new Date(clock.now().getTime() + hour_ms).toISOString();
    const end = new Date(clock.now().getTime() + 3 * hour_ms).toISOString();
    await create({ type: 'PR', title: { EN: 'Happy hours' }, startDate: start, endDate: end, sort: -5, promoCategoryIds: [slots!.id] });
    await create({ type: 'PR', title: { EN: 'Forever' }, startDate: start, noExpiry: true, sort: -4 });
    const titles = async () => (await promotions()).map((a) => a.title);
    expect(await titles()).not.toContain('Happy hours');
    expect(await titles()).not.toContain('Forever');
    clock.advance(hour_ms);
    expect((await titles()).slice(0, 2)).toEqual(['Happy hours', 'Forever']);
    clock.advance(2 * hour_ms);
    expect(await titles()).not.toContain('Happy hours');
    expect((await promotions()).find((a) => a.title === 'Forever')).toMatchObject({ noExpiry: 1, endDate: null });
    clock.advance(1000 * 24 * hour_ms);
    expect(await titles()).toContain('Forever');
  });

  it('keeps each merchant\'s promotions and categories to itself', async () => {
    const made = await bo('POST', '/bo/merchants', { code: 'promo2', domains: ['promo2.example'] });
    expect(made.statusCode).toBe(201);
    const theirs = await createCategory({ EN: 'Theirs' }, 'promo2');
    await create({ type: 'PR', title: { EN: 'Only for promo2' }, promoCategoryIds: [theirs.id] }, 'promo2');
    expect((await categories({ merchant: 'promo2' })).map((c) => c.name)).toEqual(['Theirs']);
    expect((await promotions({ merchant: 'promo2' })).map((a) => a.title)).toEqual(['Only for promo2']);
    expect((await categories()).map((c) => c.name)).not.toContain('Theirs');
    expect((await promotions()).map((a) => a.title)).not.toContain('Only for promo2');
    // The demo merchant cannot file a promotion under the other merchant's category, nor change it.
    expect(await refusedFields(await bo('POST', '/bo/announcements/demo', { type: 'PR', title: { EN: 'x' }, promoCategoryIds: [theirs.id] }))).toEqual(['promoCategoryIds']);
    expect((await bo('PATCH', `/bo/promotion-categories/demo/${theirs.id}`, { sort: 1 })).statusCode).toBe(404);
  });

  it('validates promotions with field errors: categories, actions and links', async () => {
    const [welcome] = await categories();
    const bad = [
      [{ type: 'PR', title: { EN: 'Unknown category' }, promoCategoryIds: [2_000_000] }, 'promoCategoryIds'],
      [{ type: 'PR', title: { EN: 'Twice' }, promoCategoryIds: [welcome!.id, welcome!.id] }, 'promoCategoryIds'],
      [{ type: 'PL', title: { EN: 'Category on a notice' }, promoCategoryIds: [welcome!.id] }, 'promoCategoryIds'],
      [{ type: 'PR', title: { EN: 'Elsewhere' }, action: { type: 'link', url: 'https://example.com/' } }, 'action.url'],
      [{ type: 'PR', title: { EN: 'Protocol-relative' }, action: { type: 'link', url: '//evil.example/m/home' } }, 'action.url'],
      [{ type: 'PR', title: { EN: 'Script' }, action: { type: 'link', url: 'javascript:alert(1)' } }, 'action.url'],
      [{ type: 'PR', title: { EN: 'Unknown action' }, action: { type: 'open', url: '/m/home' } }, 'action.type'],
      [{ type: 'PR', title: { EN: 'Bad claim' }, action: { type: 'claim', claimId: 'a b' } }, 'action.claimId'],
      [{ type: 'PR', title: { EN: 'Claim of nothing' }, action: { type: 'claim', claimId: 'welcome_100' } }, 'action.claimId'],
      [{ type: 'PL', title: { EN: 'Action on a notice' }, action: { type: 'link', url: '/m/home' } }, 'action'],
      [{ type: 'PR', title: { EN: 'Link beside the action' }, linkUrl: '/m/home' }, 'linkUrl'],
      [{ type: 'PR', title: { EN: 'No end' }, endDate: null, noExpiry: false }, 'endDate'],
    ] as const;
    for (const [body, field] of bad) expect(await refusedFields(await bo('POST', '/bo/announcements/demo', body))).toContain(field);

    const { id } = await create({ type: 'PR', title: { EN: 'Editable' }, action: { type: 'link', url: '/m/gameList?gameType=RNG' }, promoCategoryIds: [welcome!.id] });
    expect((await bo('PATCH', `/bo/announcements/demo/${id}`, { action: { type: 'link', url: '/m/hot-games' } })).json().value)
      .toMatchObject({ action: { type: 'link', url: '/m/hot-games' }, linkUrl: '/m/hot-games', promoCategoryIds: [welcome!.id] });
    expect(await refusedFields(await bo('PATCH', `/bo/announcements/demo/${id}`, { linkUrl: '/m/home' }))).toEqual(['linkUrl']);
    expect(await refusedFields(await bo('PATCH', `/bo/announcements/demo/${id}`, { promoCategoryIds: [2_000_000] }))).toEqual(['promoCategoryIds']);
    expect(await refusedFields(await bo('PATCH', `/bo/announcements/demo/${id}`, { action: { type: 'claim', claimId: 'x' } }))).toEqual(['action.claimId']);
    // A claim of a promotion of the engine (the demo's first-deposit bonus) is a button that claims.
    expect((await bo('PATCH', `/bo/announcements/demo/${id}`, { action: { type: 'claim', claimId: 'first-deposit' } })).json().value)
      .toMatchObject({ action: { type: 'claim', claimId: 'first-deposit' } });
    // Taking the button off: the promotion answers no action.
    expect((await bo('PATCH', `/bo/announcements/demo/${id}`, { action: null, promoCategoryIds: [] })).json().value).toMatchObject({ action: null, promoCategoryIds: [] });
    expect((await promotions()).find((a) => a.id === id)).toMatchObject({ action: null, promoAnnouncementCategoryIds: [] });
    const audit = await p.deps.db.query<{ action: string }>('SELECT action FROM audit_log WHERE merchant_id = $1 AND target = $2 ORDER BY id', [demo.id, `announcement:${id}`]);
    expect(audit.rows.map((a) => a.action)).toEqual(['announcement.create', 'announcement.set', 'announcement.set', 'announcement.set']);
  });

  it('lets operators name, order and disable categories, audited, and shows the change at once', async () => {
    for (const [body, field] of [
      [{ names: { ZH: '没有英文' } }, 'names.EN'],
      [{ names: { EN: '' } }, 'names.EN'],
      [{ names: { EN: 'x'.repeat(41) } }, 'names.EN'],
      [{ names: { EN: 'ok' }, colour: 'red' }, ''],
    ] as const) {
      const fields = await refusedFields(await bo('POST', '/bo/promotion-categories/demo', body));
      if (field) expect(fields).toContain(field);
    }
    const before = await categories(); // cached now: the change below must drop it
    const { id } = await createCategory({ EN: 'First', ZH: '第一' }, 'demo', { sort: -10 });
    expect((await categories())[0]).toEqual({ id, name: 'First', sort: -10 });
    expect(before.map((c) => c.id)).not.toContain(id);
    const renamed = await bo('PATCH', `/bo/promotion-categories/demo/${id}`, { names: { EN: 'Top' } });
    expect(renamed.json().value).toMatchObject({ names: { EN: 'Top', ZH: '第一' } });
    expect((await bo('PATCH', `/bo/promotion-categories/demo/${id}`, {})).statusCode).toBe(400);
    expect((await bo('PATCH', `/bo/promotion-categories/demo/${id}`, { enabled: false })).statusCode).toBe(200);
    expect((await categories()).map((c) => c.id)).not.toContain(id);
    // Operators still see it, disabled.
    expect(((await bo('GET', '/bo/promotion-categories/demo')).json().value as { id: number; enabled: boolean }[]).find((c) => c.id === id))
      .toMatchObject({ enabled: false });
    const audit = await p.deps.db.query<{ action: string; operator: string }>(
      'SELECT action, operator FROM audit_log WHERE merchant_id = $1 AND target = $2 ORDER BY id', [demo.id, `promotion-category:${id}`]);
    expect(audit.rows.map((a) => a.action)).toEqual(['promotion.category.create', 'promotion.category.set', 'promotion.category.set']);
    expect(audit.rows[0]!.operator).toBe('admin');
  });

  it('cleans promotion HTML with the announcement allowlist, stored and shown', async () => {
    const { id } = await create({
      type: 'PR', title: { EN: 'Dirty' },
      content: { EN: '<p style="font-size:28px;position:absolute" onmouseover="x()">Win</p><script>steal()</script><a href="javascript:x()">go</a><form><input></form>' },
    });
    const shown = (await promotions()).find((a) => a.id === id)!.content;
    expect(shown).toBe('<p style="font-size:28px">Win</p><a>go</a>');
  });
});

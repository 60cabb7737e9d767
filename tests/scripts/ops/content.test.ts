import { announcementsValueSchema } from '@/lib/wps/schemas/content';
import { OpsUsageError } from '@/scripts/ops/command';
import { opsHelp, parseOpsArgs } from '@/scripts/ops/program';
import { freshIp } from '@/tests/support/clock';
import { describeEachDb } from '@/tests/support/db';
import { useOpsCli } from '@/tests/support/ops';
import { usePlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';

describe('ops announcement:* and banner:* arguments', () => {
  const parse = (line: string) => parseOpsArgs(line.split(' '));

  it('lists the content commands in the help text', () => {
    for (const c of ['announcement:list', 'announcement:create', 'announcement:set', 'banner:list', 'banner:create']) expect(opsHelp()).toContain(c);
    expect(opsHelp()).not.toContain('undefined');
    for (const c of ['announcement:list', 'announcement:create', 'announcement:set', 'banner:list', 'banner:create']) expect(opsHelp(c)).not.toContain('undefined');
  });

  it('turns announcement:create key=value pairs into a body with EN as the plain title', () => {
    expect(parseOpsArgs(['announcement:create', 'demo', 'pl', 'title=Hello all', 'title.zh=你好', 'content=<p>x</p>', 'start=2026-06-01', 'end=2026-06-08T00:00:00+08:00', 'sort=-2'])).toEqual({
      command: 'announcement:create', merchant: 'demo', json: false,
      body: {
        type: 'PL', title: { EN: 'Hello all', ZH: '你好' }, content: { EN: '<p>x</p>' }, startDate: '2026-06-01',
        endDate: '2026-06-08T00:00:00+08:00', noExpiry: false, sort: -2,
      },
    });
    expect(parse('announcement:set demo 12 enabled=false end=none')).toEqual({
      command: 'announcement:set', merchant: 'demo', id: 12, json: false, patch: { enabled: false, endDate: null, noExpiry: true },
    });
    expect(parse('banner:create demo m_home image=/b.svg width=750 height=300 link=/m/activity')).toEqual({
      command: 'banner:create', merchant: 'demo', json: false,
      body: { type: 'B', groupName: 'm_home', images: [{ url: '/b.svg', width: 750, height: 300 }], linkUrl: '/m/activity', title: { EN: 'm_home' } },
    });
    expect(parse('announcement:list demo --type pu --json')).toEqual({ command: 'announcement:list', merchant: 'demo', type: 'PU', json: true });
    expect(parse('banner:list demo m_reg')).toEqual({ command: 'banner:list', merchant: 'demo', group: 'm_reg', json: false });
  });

  it('turns promotion keys into categories and an action, and category commands into their bodies', () => {
    expect(parse('announcement:create demo PR title=Reload category=3,5 action=/m/voucherCenter')).toMatchObject({
      body: { type: 'PR', title: { EN: 'Reload' }, promoCategoryIds: [3, 5], action: { type: 'link', url: '/m/voucherCenter' } },
    });
    expect(parse('announcement:set demo 4 category=none action=none')).toMatchObject({ patch: { promoCategoryIds: [], action: null } });
    expect(parse('promotion:category-create demo name=Slots name.zh=老虎机 sort=2')).toEqual({
      command: 'promotion:category-create', merchant: 'demo', json: false, body: { names: { EN: 'Slots', ZH: '老虎机' }, sort: 2 },
    });
    expect(parse('promotion:category-set demo 7 enabled=false')).toEqual({ command: 'promotion:category-set', merchant: 'demo', id: 7, json: false, patch: { enabled: false } });
    for (const c of ['promotion:categories', 'promotion:category-create', 'promotion:category-set']) expect(opsHelp()).toContain(c);
  });

  it.each([
    ['announcement:create demo PL content=<p>x</p>', /title=/],
    ['announcement:create demo B title=x', /banner:create/],
    ['announcement:create demo XX title=x', /usage/],
    ['announcement:create demo PL title=x start=tomorrow', /start: expected a date/],
    ['announcement:create demo PL title=x colour=red', /unknown announcement setting "colour"/],
    ['announcement:set demo abc enabled=true', /usage/],
    ['announcement:set demo 3', /at least one/],
    ['banner:create demo m_side image=/x.svg', /usage/],
    ['banner:create demo m_home title=x', /image=/],
    ['banner:create demo m_home image=/x.svg width=750', /both width= and height=/],
    ['banner:list demo m_side', /group must be/],
    ['announcement:list demo --type ZZ', /--type must be/],
    ['announcement:create demo PR title=x category=a', /category ids separated by commas/],
    ['announcement:create demo PR title=x action=https://example.com', /a screen of the site/],
    ['announcement:create demo PR title=x action=/m/x?<script>', /action\.url/],
    ['announcement:create demo PL title=x action=/m/home', /action/],
    ['banner:create demo m_home image=/x.svg action=/m/home', /unknown banner setting "action"/],
    ['promotion:category-create demo sort=1', /name=/],
    ['promotion:category-create demo name=x colour=red', /unknown promotion category setting "colour"/],
    ['promotion:category-set demo 3', /at least one/],
    ['banner:list demo --type B', /does not take --type/],
    // Refused by the route's own schema before any call: a banner image is a site path or an https URL.
    ['banner:create demo m_home image=http://cdn.example.com/b.jpg', /images\.0\.url/],
  ])('refuses "%s"', (line, message) => {
    expect(() => parse(line)).toThrow(OpsUsageError);
    expect(() => parse(line)).toThrow(message);
  });
});

describeEachDb('ops content commands against the platform', (get) => {
  const platform = usePlatform(get);
  const { ops } = useOpsCli(platform);
  const live = async () => announcementsValueSchema.parse((await wpsCall(platform().app, 'announcements', { ip: freshIp() })).json().value);
  const ok = async (line: string) => {
    const r = await ops(line);
    expect(r).toMatchObject({ code: 0, err: '' });
    return r.out;
  };

  it('creates, lists, reorders and disables announcements and banners as an operator would', async () => {
    expect(await ok('announcement:create demo H title=From_ops title.ZH=运营 sort=-9')).toMatch(/^Created announcement H \d+ for demo: "From_ops", .* no expiry\.$/);
    const id = (await live()).hot.find((a) => a.title === 'From_ops')!.id;
    expect((await live()).hot[0]!.title).toBe('From_ops');

    expect(await ok('announcement:list demo --type H')).toContain('From_ops');
    expect(await ok(`announcement:set demo ${id} sort=50`)).toContain('sort 50');
    expect((await live()).hot.at(-1)!.title).toBe('From_ops');
    expect(await ok(`announcement:set demo ${id} enabled=false`)).toContain('disabled');
    expect((await live()).hot.map((a) => a.title)).not.toContain('From_ops');

    expect(await ok('banner:create demo m_leftmenu image=/games/content/banner/side.svg?t=Side&h=10 link=/m/activity')).toMatch(/^Created banner m_leftmenu \d+/);
    const listed = await ok('banner:list demo m_leftmenu');
    expect(listed).toContain('m_leftmenu');
    expect(listed).toContain('/m/activity');
    expect((await live()).banners.filter((b) => b.groupName === 'm_leftmenu')).toHaveLength(1);

    // A promotion in a new category, with a button to a screen.
    expect(await ok('promotion:category-create demo name=Ops_cat name.ZH=运营类')).toMatch(/^Created promotion category \d+ for demo: "Ops_cat"\.$/);
    const cat = Number(/^\s*(\d+)\s+Ops_cat/m.exec(await ok('promotion:categories demo'))![1]);
    await ok(`announcement:create demo PR title=Ops_promo category=${cat} action=/m/hot-games`);
    expect((await live()).promotion.find((a) => a.title === 'Ops_promo')).toMatchObject({ promoAnnouncementCategoryIds: [cat], action: { type: 'link', url: '/m/hot-games' } });
    expect(await ok(`promotion:category-set demo ${cat} enabled=false`)).toContain('disabled');
    const claim = await ops(`announcement:create demo PR title=Claim action=claim:welcome`);
    expect(claim.code).toBe(1);
    expect(claim.err).toMatch(/request.invalid/);

    const refused = await ops(`announcement:set demo ${id} end=2000-01-01`);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/request.invalid/);
  });
});

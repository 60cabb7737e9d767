import { prizeMode } from '@/lib/games/prize-mode';
import { gameListValueSchema, vassGameTypeValueSchema, type GameListQuery } from '@/lib/wps/schemas/games';
import type { Merchant } from '@/platform/src/context';
import { demoCatalog } from '@/platform/seed/games';
import { houseGames } from '@/platform/src/vendors/house/launch';
import { demoAndExternalCatalog, seedExternalCatalog } from '@/tests/support/external-catalog';
import { describeEachDb } from '@/tests/support/db';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';

describeEachDb('game catalog', (get) => {
  let p: TestPlatform;
  let demo: Merchant;
  // The demo's own games and, as an operator adds them, outside vendors' (tests/support/external-catalog.ts).
  const catalog = demoAndExternalCatalog();
  const platform = usePlatform(get);
  beforeAll(async () => {
    p = platform();
    demo = (await p.deps.merchants.byCode('demo'))!;
    await seedExternalCatalog(p.deps.db, demo.id);
  });

  const list = async (query: GameListQuery & Record<string, unknown>, headers: Record<string, string> = {}) => {
    const r = await wpsCall(p.app, 'gameList', { query: query as Record<string, string>, headers });
    expect(r.statusCode).toBe(200);
    return gameListValueSchema.parse(r.json().value).content;
  };
  const bo = (method: 'PATCH' | 'GET', url: string, payload?: unknown) =>
    p.app.inject({ method, url, headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' }, ...(payload ? { payload: JSON.stringify(payload) } : {}) });

  it('seeds the demo with the house games alone, every one with a page that plays it, named in English and Chinese', () => {
    const own = demoCatalog();
    expect(own.vendors.map((v) => [v.vassalage, v.walletVendor])).toEqual([['HOUSE', 'house']]);
    expect(own.games.length).toBeGreaterThanOrEqual(4);
    expect(own.games.every((g) => g.vassalage === 'HOUSE' && houseGames[g.gameId] !== undefined)).toBe(true);
    expect(own.games.every((g) => g.names.EN && g.names.ZH)).toBe(true);
    expect(new Set(own.games.map((g) => g.nodeId)).size).toBe(own.games.length);
    expect(own.games.find((g) => g.gameId === 'house-lucky-5')).toMatchObject({ nodeId: 1001, vassalage: 'HOUSE', gameType: 'RNG', supportPlay: true });
    expect(own.games.every((g) => g.iconUrl.startsWith('/games/art/') && /[?&]a=/.test(g.iconUrl))).toBe(true);
    // The outside vendors of these tests: every type, bingo among the slots.
    const types = new Set(catalog.games.map((g) => g.gameType));
    for (const t of ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT']) expect(types.has(t as never)).toBe(true);
    expect(catalog.games.some((g) => g.gameType === 'RNG' && g.gameClassify === 'BG')).toBe(true);
  });

  it('lists a game type 25 to a page with every field of SPEC §3', async () => {
    const page = await list({ gameType: 'RNG' });
    const rng = catalog.games.filter((g) => g.gameType === 'RNG').length;
    expect(page).toMatchObject({ pageNum: 1, pageSize: 25, totalCount: rng, totalPages: Math.ceil(rng / 25) });
    expect(page.games).toHaveLength(25);
    expect(page.games.every((g) => g.gameType === 'RNG' && g.favourite === false)).toBe(true);
    const lucky = (await list({ gameName: 'Lucky 5' })).games.find((g) => g.gameId === 'house-lucky-5')!;
    expect(lucky).toEqual({
      gameId: 'house-lucky-5', nodeId: '1001', nodeName: 'Lucky 5', gameName: 'Lucky 5', displayName: 'Lucky 5', gameType: 'RNG', vassalage: 'HOUSE',
      gameClassify: null, gameClassifyNew: [], minBet: 0.2, mobileLargeIcon: expect.stringContaining('v=large'), showIcon: expect.stringContaining('v=square'),
      iconUrl: expect.stringMatching(/^\/games\/art\/game\/HOUSE\/house-lucky-5\.webp\?/), roomId: null, supportPlay: true, favourite: false,
    });
  });

  it('pages: 9 for home previews, the last page short, past the end empty', async () => {
    const total = catalog.games.filter((g) => g.gameType === 'LIVE').length;
    const first = await list({ gameType: 'LIVE', pageSize: 9 });
    expect(first.games).toHaveLength(9);
    expect(first.totalPages).toBe(Math.ceil(total / 9));
    const last = await list({ gameType: 'LIVE', pageSize: 9, pageNo: first.totalPages });
    expect(last.games).toHaveLength(total - 9 * (first.totalPages - 1));
    const seen = new Set<string>();
    for (let n = 1; n <= first.totalPages; n++) for (const g of (await list({ gameType: 'LIVE', pageSize: 9, pageNo: n })).games) seen.add(g.nodeId);
    expect(seen.size).toBe(total);
    const past = await list({ gameType: 'LIVE', pageSize: 9, pageNo: first.totalPages + 1 });
    expect(past).toMatchObject({ games: [], totalCount: total });
  });

  it('refuses page sizes outside 1 to 100 and unknown types', async () => {
    for (const query of [{ pageSize: '101' }, { pageSize: '0' }, { pageNo: '0' }, { gameType: 'CASINO' }, { gameClassify: 'XX' }, { minBet: '-1' }]) {
      const r = await wpsCall(p.app, 'gameList', { query });
      expect(r.statusCode).toBe(400);
      expect(r.json().errorCode).toBe('request.invalid');
    }
    expect((await list({ pageSize: 100 })).games).toHaveLength(100);
  });

  it('filters by vendor, in any case', async () => {
    const page = await list({ vassalage: 'acepoker', pageSize: 100 });
    expect(page.totalCount).toBe(catalog.games.filter((g) => g.vassalage === 'ACEPOKER').length);
    expect(page.games.every((g) => g.vassalage === 'ACEPOKER')).toBe(true);
  });

  it('filters bingo as RNG with classification BG, and by the newer classifications too', async () => {
    const bingo = await list({ gameType: 'RNG', gameClassify: 'BG', pageSize: 100 });
    expect(bingo.totalCount).toBe(catalog.games.filter((g) => g.gameClassify === 'BG').length);
    expect(bingo.games.every((g) => g.gameClassify === 'BG')).toBe(true);
    const jackpot = await list({ gameClassify: 'JP', pageSize: 100 });
    expect(jackpot.games.some((g) => g.gameClassify === 'BG' && g.gameClassifyNew.includes('JP'))).toBe(true);
    expect(jackpot.games.every((g) => g.gameClassify === 'JP' || g.gameClassifyNew.includes('JP'))).toBe(true);
  });

  it('keeps games whose minimum bet is at most the chosen stake', async () => {
    const cheap = await list({ minBet: '0.05', pageSize: 100 });
    expect(cheap.totalCount).toBe(catalog.games.filter((g) => g.minBet_minor <= 5n).length);
    expect(cheap.games.every((g) => g.minBet <= 0.05)).toBe(true);
    expect(cheap.games.some((g) => g.minBet === 0.05)).toBe(true);
  });

  it('searches names case-insensitively, in any language, taking wildcards literally', async () => {
    const lucky = await list({ gameName: 'LUCKY', pageSize: 100 });
    const expected = catalog.games.filter((g) => Object.values(g.names).some((n) => n.gameName.toLowerCase().includes('lucky')));
    expect(lucky.totalCount).toBe(expected.length);
    expect((await list({ gameName: '幸运', pageSize: 100 })).games.map((g) => g.gameId)).toContain('house-lucky-5');
    expect((await list({ gameName: '%' })).totalCount).toBe(0);
    expect((await list({ gameName: 'zzzz-nothing' })).games).toEqual([]);
  });

  it('names games in the language asked for, falling back to English', async () => {
    const zh = await list({ gameName: 'Lucky 5', language: 'ZH' });
    expect(zh.games[0]).toMatchObject({ gameId: 'house-lucky-5', gameName: '幸运5', displayName: '幸运5', nodeName: 'Lucky 5' });
    const header = await list({ gameName: 'Lucky 5' }, { language: 'zh' });
    expect(header.games[0]!.gameName).toBe('幸运5');
    const th = await list({ gameName: 'Lucky 5', language: 'TH' });
    expect(th.games[0]!.gameName).toBe('Lucky 5');
  });

  it('answers each merchant its own catalog', async () => {
    const made = await bo('GET', '/bo/merchants');
    expect(made.statusCode).toBe(200);
    const r = await p.app.inject({
      method: 'POST', url: '/bo/merchants', headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ code: 'bare', domains: ['bare.example'] }),
    });
    expect(r.statusCode).toBe(201);
    const other = await wpsCall(p.app, 'gameList', { merchant: 'bare' });
    expect(gameListValueSchema.parse(other.json().value).content).toMatchObject({ games: [], totalCount: 0 });
    const vendors = vassGameTypeValueSchema.parse((await wpsCall(p.app, 'gameVassGameType', { merchant: 'bare' })).json().value);
    expect(vendors).toEqual({ content: {}, sorting: { gameCategory: [], vendorNames: {} }, mapping: {} });
  });

  it('gives the vendors of each game type in order, sports split into SPORTS, ESPORTS and COCKFIGHT', async () => {
    const r = await wpsCall(p.app, 'gameVassGameType', { query: { typeId: 1, merchant_code: 'demo' } });
    expect(r.statusCode).toBe(200);
    const v = vassGameTypeValueSchema.parse(r.json().value);
    expect(v.sorting.gameCategory).toEqual(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']);
    expect(v.sorting.vendorNames.RNG).toEqual(['HOUSE', 'LUCKYSTAR', 'DRAGONREEL']);
    expect(Object.keys(v.content.SPORTS!)).toEqual(['GOALSPORTS']);
    expect(Object.keys(v.content.ESPORTS!)).toEqual(['GOALSPORTS', 'ARENAX']);
    expect(Object.keys(v.content.COCKFIGHT!)).toEqual(['SV3']);
    expect(v.mapping.GOALSPORTS).toEqual(['SPORTS', 'ESPORTS']);
    expect(v.mapping.LUCKYSTAR).toEqual(['RNG', 'FISH']);
    // The in-house fast lotteries sit under LOTT (5D) and ELOTT (11 choose 5).
    expect(v.mapping.HOUSE).toEqual(expect.arrayContaining(['LOTT', 'ELOTT']));
    // A sportsbook tile launches its game; a slot vendor's tile opens the list.
    expect(v.content.SPORTS!.GOALSPORTS![0]).toMatchObject({ gameType: 'SPORTS', gameId: 'goalsports-sportsbook-1', nodeId: expect.any(String), gameCount: 2 });
    const house = v.content.RNG!.HOUSE![0]!;
    // The slots and bingo (classified BG) are its RNG games.
    const houseSlots = demoCatalog().games.filter((g) => g.gameType === 'RNG').length;
    expect(house).toMatchObject({ vassalage: 'HOUSE', displayName: 'House Games', gameId: null, nodeId: null, gameCount: houseSlots });
    expect(house.icons.COLOR).toMatch(/^\/games\/art\/vendor\/HOUSE\/COLOR\.webp\?/);
    expect(house.icons.WHITE).toMatch(/^\/games\/art\/vendor\/HOUSE\/WHITE\.webp\?/);
    expect(prizeMode(v.mapping)).toBe('NORMAL');
  });

  it('lets operators disable, enable and order vendors (vendor:set) and games (game:set)', async () => {
    expect((await bo('PATCH', '/bo/catalog/vendors/demo/dragonreel', { sort: 1 })).statusCode).toBe(200);
    let v = vassGameTypeValueSchema.parse((await wpsCall(p.app, 'gameVassGameType')).json().value);
    expect(v.sorting.vendorNames.RNG).toEqual(['DRAGONREEL', 'HOUSE', 'LUCKYSTAR']);

    const off = await bo('PATCH', '/bo/catalog/vendors/demo/DRAGONREEL', { enabled: false });
    expect(off.json().value).toMatchObject({ vassalage: 'DRAGONREEL', enabled: false, sort: 1 });
    v = vassGameTypeValueSchema.parse((await wpsCall(p.app, 'gameVassGameType')).json().value);
    expect(v.sorting.vendorNames.RNG).toEqual(['HOUSE', 'LUCKYSTAR']);
    expect((await list({ vassalage: 'DRAGONREEL' })).totalCount).toBe(0);
    await bo('PATCH', '/bo/catalog/vendors/demo/DRAGONREEL', { enabled: true, sort: 30 });

    const game = catalog.games.find((g) => g.vassalage === 'ACEPOKER' && g.sort === 5)!;
    const set = await bo('PATCH', `/bo/catalog/games/demo/ACEPOKER/${game.gameId}`, { sort: -1, minBet: '0.25' });
    expect(set.statusCode).toBe(200);
    const first = (await list({ vassalage: 'ACEPOKER' })).games[0]!;
    expect(first).toMatchObject({ gameId: game.gameId, minBet: 0.25 });
    await bo('PATCH', `/bo/catalog/games/demo/ACEPOKER/${game.gameId}`, { enabled: false });
    expect((await list({ vassalage: 'ACEPOKER', pageSize: 100 })).games.map((g) => g.gameId)).not.toContain(game.gameId);
    const all = await bo('GET', '/bo/catalog/games/demo?vassalage=ACEPOKER');
    expect((all.json().value as { gameId: string; enabled: boolean }[]).find((g) => g.gameId === game.gameId)?.enabled).toBe(false);

    const audit = await bo('GET', '/bo/audit?merchant=demo&limit=10');
    expect((audit.json().value as { action: string }[]).map((a) => a.action)).toEqual(expect.arrayContaining(['catalog.game.set', 'catalog.vendor.set']));
  });

  it('refuses bad operator changes with the field named', async () => {
    const cases: [string, unknown, string][] = [
      ['/bo/catalog/vendors/demo/HOUSE', { walletVendor: 'nosuchvendor' }, 'walletVendor'],
      ['/bo/catalog/vendors/demo/HOUSE', { launchUrl: 'http://insecure.example/' }, 'launchUrl'],
      ['/bo/catalog/vendors/demo/HOUSE', { colour: 'red' }, 'colour'],
      ['/bo/catalog/games/demo/HOUSE/house-lucky-5', { minBet: '0.001' }, 'minBet'],
    ];
    for (const [url, body, field] of cases) {
      const r = await bo('PATCH', url, body);
      expect(r.statusCode).toBe(400);
      expect(JSON.stringify(r.json().value)).toContain(field);
    }
    expect((await bo('PATCH', '/bo/catalog/games/demo/HOUSE/no-such-game', { enabled: true })).json().errorCode).toBe('game.not.found');
    expect((await bo('PATCH', '/bo/catalog/vendors/demo/NOSUCH', { enabled: true })).json().errorCode).toBe('vendor.unknown');
  });

  it('draws game and vendor art from the path, as SVG', async () => {
    const lucky = catalog.games.find((g) => g.gameId === 'house-lucky-5')!;
    const r = await p.app.inject({ method: 'GET', url: lucky.mobileLargeIcon });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('image/svg+xml');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The tile writes the name under the art: the art itself has no text but its picture's.
    expect(r.body).toContain('<title>Lucky 5</title>');
    expect(r.body).not.toMatch(/<text[^>]*>Lucky 5/);
    const again = await p.app.inject({ method: 'GET', url: lucky.mobileLargeIcon, headers: { 'if-none-match': String(r.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const vendor = await p.app.inject({ method: 'GET', url: '/games/art/vendor/HOUSE/WHITE.svg?t=House&h=10' });
    expect(vendor.statusCode).toBe(200);
    // The platform draws every path as SVG; the WebP rasters are the web origin's (lib/bff/art-raster.ts).
    const banner = await p.app.inject({ method: 'GET', url: '/games/art/banner/m_home/welcome.webp?t=Welcome&h=28&k=gift' });
    expect([banner.statusCode, banner.headers['content-type']]).toEqual([200, 'image/svg+xml; charset=utf-8']);
    expect(banner.body).toContain('Welcome');
    expect((await p.app.inject({ method: 'GET', url: '/games/art/game/HOUSE/x.svg?t=&h=999' })).statusCode).toBe(404);
  });

  it('seeds again without changing what operators set, switching off the made-up vendors of earlier seeds no operator linked', async () => {
    const { seedDemo } = await import('@/platform/seed');
    await p.app.inject({ method: 'PATCH', url: '/bo/catalog/games/demo/HOUSE/house-lucky-5', headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' }, payload: '{"sort":7}' });
    expect((await bo('PATCH', '/bo/catalog/vendors/demo/GOALSPORTS', { launchUrl: 'https://goal.example/play?t={token}&g={gameId}' })).statusCode).toBe(200);
    await seedDemo(p.deps.db, p.config);
    const n = await p.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM games WHERE merchant_id = $1', [demo.id]);
    expect(n.rows[0]!.n).toBe(catalog.games.length);
    const sort = await p.deps.db.query<{ sort: number }>("SELECT sort FROM games WHERE merchant_id = $1 AND game_id = 'house-lucky-5'", [demo.id]);
    expect(sort.rows[0]!.sort).toBe(7);
    const on = await p.deps.db.query<{ vassalage: string }>('SELECT vassalage FROM game_vendors WHERE merchant_id = $1 AND enabled ORDER BY sort', [demo.id]);
    expect(on.rows.map((r) => r.vassalage)).toEqual(['HOUSE', 'GOALSPORTS']);
  });
});

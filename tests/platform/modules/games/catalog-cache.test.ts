import { gameListValueSchema, vassGameTypeValueSchema, type GameListQuery } from '@/lib/wps/schemas/games';
import { buildApp } from '@/platform/src/app';
import type { Merchant } from '@/platform/src/context';
import { createDeps } from '@/platform/src/deps';
import { MemoryStore, RedisStore, type Store } from '@/platform/src/infra';
import { createAuditService } from '@/platform/src/modules/audit';
import { createBackofficeService } from '@/platform/src/modules/backoffice';
import { catalogCacheLimits } from '@/platform/src/modules/games/cache';
import { createCatalogSeedService } from '@/platform/src/modules/games';
import { demoAndExternalCatalog, seedExternalCatalog } from '@/tests/support/external-catalog';
import { seedDemo } from '@/platform/seed';
import type { FastifyInstance } from 'fastify';
import { freshIp, manualClock } from '@/tests/support/clock';
import { describeEachDb } from '@/tests/support/db';
import { makeMember } from '@/tests/support/members';
import { testConfig, usePlatform, type TestPlatform } from '@/tests/support/platform';
import { redisReachable, testRedisPrefix, testRedisUrl } from '@/tests/support/redis';
import { wpsCall } from '@/tests/support/wps-client';

/**
 * The catalog cache (platform/src/modules/games/cache.ts): lobby lists come from memory, an
 * operator's change shows on the very next call (on this replica and the others), merchants
 * never share entries, and a member's favourite flags are never served to anybody else.
 */
// The demo's own games and outside vendors' (tests/support/external-catalog.ts), as an operator adds them.
const catalog = demoAndExternalCatalog();
const lucky = catalog.games.find((g) => g.gameId === 'house-lucky-5')!;

const listOn = async (app: FastifyInstance, query: GameListQuery & Record<string, unknown>, o: { merchant?: string; token?: string } = {}) => {
  const r = await wpsCall(app, 'gameList', { query: query as Record<string, string>, ...o });
  expect(r.statusCode).toBe(200);
  return gameListValueSchema.parse(r.json().value).content;
};
const vendorsOn = async (app: FastifyInstance, merchant = 'demo') =>
  vassGameTypeValueSchema.parse((await wpsCall(app, 'gameVassGameType', { merchant })).json().value);
const boOn = (app: FastifyInstance, token: string, url: string, payload: unknown) =>
  app.inject({ method: 'PATCH', url, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

describeEachDb('game catalog cache', (get) => {
  let p: TestPlatform;
  let demo: Merchant;
  const clock = manualClock(Date.parse('2026-11-20T10:00:00Z'));
  const list = (query: GameListQuery & Record<string, unknown>, o: { merchant?: string; token?: string } = {}) => listOn(p.app, query, o);
  const bo = (url: string, payload: unknown) => boOn(p.app, p.opsToken, url, payload);

  const platform = usePlatform(get, { clock });
  beforeAll(async () => {
    p = platform();
    demo = (await p.deps.merchants.byCode('demo'))!;
    await seedExternalCatalog(p.deps.db, demo.id);
  });

  it('serves lists from memory: a change made behind the operators\' back shows only once the TTL has run out', async () => {
    const before = await list({ vassalage: 'HOUSE', gameType: 'RNG' });
    expect(before.games[0]).toMatchObject({ gameId: 'house-lucky-5', gameName: 'Lucky 5' });
    expect((await vendorsOn(p.app)).content.RNG!.HOUSE![0]!.displayName).toBe('House Games');
    // Straight in the database, as no operator command does: nothing tells the cache.
    await p.deps.db.query("UPDATE game_names SET game_name = 'Lucky Five' WHERE merchant_id = $1 AND node_id = $2 AND language = 'EN'", [demo.id, lucky.nodeId]);
    await p.deps.db.query("UPDATE game_vendors SET display_name = 'House Casino' WHERE merchant_id = $1 AND vassalage = 'HOUSE'", [demo.id]);
    expect((await list({ vassalage: 'HOUSE', gameType: 'RNG' })).games[0]!.gameName).toBe('Lucky 5');
    expect((await vendorsOn(p.app)).content.RNG!.HOUSE![0]!.displayName).toBe('House Games');
    clock.advance(catalogCacheLimits.ttl_ms + 1);
    expect((await list({ vassalage: 'HOUSE', gameType: 'RNG' })).games[0]!.gameName).toBe('Lucky Five');
    expect((await vendorsOn(p.app)).content.RNG!.HOUSE![0]!.displayName).toBe('House Casino');
    await p.deps.db.query("UPDATE game_names SET game_name = 'Lucky 5' WHERE merchant_id = $1 AND node_id = $2 AND language = 'EN'", [demo.id, lucky.nodeId]);
    await p.deps.db.query("UPDATE game_vendors SET display_name = 'House Games' WHERE merchant_id = $1 AND vassalage = 'HOUSE'", [demo.id]);
    clock.advance(catalogCacheLimits.ttl_ms + 1);
  });

  it('shows an operator\'s game:set and vendor:set on the next call', async () => {
    const slots = catalog.games.filter((g) => g.vassalage === 'LUCKYSTAR' && g.gameType === 'RNG');
    const first = await list({ vassalage: 'LUCKYSTAR', gameType: 'RNG' });
    expect(first.totalCount).toBe(slots.length);
    const target = first.games[1]!;
    expect((await bo(`/bo/catalog/games/demo/LUCKYSTAR/${target.gameId}`, { sort: -5, minBet: '0.30' })).statusCode).toBe(200);
    expect((await list({ vassalage: 'LUCKYSTAR', gameType: 'RNG' })).games[0]).toMatchObject({ gameId: target.gameId, minBet: 0.3 });

    expect((await bo(`/bo/catalog/games/demo/LUCKYSTAR/${target.gameId}`, { enabled: false })).statusCode).toBe(200);
    const without = await list({ vassalage: 'LUCKYSTAR', gameType: 'RNG' });
    expect(without.totalCount).toBe(slots.length - 1);
    expect(without.games.map((g) => g.gameId)).not.toContain(target.gameId);

    expect((await vendorsOn(p.app)).sorting.vendorNames.RNG).toContain('LUCKYSTAR');
    expect((await bo('/bo/catalog/vendors/demo/LUCKYSTAR', { enabled: false })).statusCode).toBe(200);
    expect((await vendorsOn(p.app)).sorting.vendorNames.RNG).not.toContain('LUCKYSTAR');
    expect((await list({ vassalage: 'LUCKYSTAR' })).totalCount).toBe(0);

    await bo('/bo/catalog/vendors/demo/LUCKYSTAR', { enabled: true });
    await bo(`/bo/catalog/games/demo/LUCKYSTAR/${target.gameId}`, { enabled: true, sort: slots.find((g) => g.gameId === target.gameId)!.sort });
    expect((await list({ vassalage: 'LUCKYSTAR', gameType: 'RNG' })).totalCount).toBe(slots.length);
  });

  it('never shows one merchant the catalog of another, nor clears one for the other\'s change', async () => {
    const made = await p.app.inject({
      method: 'POST', url: '/bo/merchants', headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ code: 'other', domains: ['other.example'] }),
    });
    expect(made.statusCode).toBe(201);
    const other = (await p.deps.merchants.byCode('other'))!;
    // The same node id as demo's Lucky 5, under another name: only the merchant tells them apart.
    await createCatalogSeedService({ db: p.deps.db }).seedCatalog(other.id, {
      vendors: catalog.vendors.filter((v) => v.vassalage === 'HOUSE').map((v) => ({ ...v, displayName: 'Other House' })),
      games: catalog.games.filter((g) => g.gameId === 'house-lucky-5').map((g) => ({ ...g, nodeName: `Other ${g.nodeName}`, names: { EN: { gameName: 'Other Lucky', displayName: 'Other Lucky' } } })),
    }, clock.now());

    for (let round = 0; round < 2; round++) {
      expect((await list({ vassalage: 'HOUSE', gameType: 'RNG' })).games[0]!.gameName).toBe('Lucky 5');
      expect((await list({ vassalage: 'HOUSE', gameType: 'RNG' }, { merchant: 'other' })).games[0]!.gameName).toBe('Other Lucky');
      expect((await vendorsOn(p.app)).content.RNG!.HOUSE![0]!.displayName).toBe('House Games');
      expect((await vendorsOn(p.app, 'other')).content.RNG!.HOUSE![0]!.displayName).toBe('Other House');
      expect((await list({ gameType: 'RNG' }, { merchant: 'other' })).totalCount).toBe(1);
    }

    expect((await bo('/bo/catalog/games/other/HOUSE/house-lucky-5', { enabled: false })).statusCode).toBe(200);
    expect((await list({ vassalage: 'HOUSE', gameType: 'RNG' }, { merchant: 'other' })).totalCount).toBe(0);
    expect((await list({ vassalage: 'HOUSE', gameType: 'RNG' })).games[0]).toMatchObject({ gameId: 'house-lucky-5', gameName: 'Lucky 5' });
  });

  it('keeps each member\'s favourite flags to that member, though the page behind them is shared', async () => {
    const session = async () => {
      const m = await makeMember(p);
      return (await p.deps.sessions!.issue(p.deps.db, demo.id, m.id, { ip: freshIp(), device: 'H5', remember: false })).token;
    };
    const [a, b] = [await session(), await session()];
    const heart = async (token?: string) =>
      (await list({ vassalage: 'HOUSE', gameType: 'RNG' }, token ? { token } : {})).games.find((g) => g.gameId === 'house-lucky-5')!.favourite;

    expect(await heart(a)).toBe(false);
    const add = await wpsCall(p.app, 'gameFavouriteAdd', { token: a, body: { nodeId: String(lucky.nodeId), vendor: 'HOUSE' } });
    expect(add.statusCode).toBe(200);
    expect(await heart(a)).toBe(true);
    expect(await heart(b)).toBe(false);
    expect(await heart()).toBe(false);
    expect(await heart(a)).toBe(true);

    const removed = await wpsCall(p.app, 'gameFavouriteRemove', { token: a, body: { nodeId: String(lucky.nodeId), vendor: 'HOUSE' } });
    expect(removed.statusCode).toBe(200);
    expect(await heart(a)).toBe(false);
  });
});

/** Two replicas over one database and one store: what one operator changes on one, the other shows at once. */
const storeKinds: ('memory' | 'redis')[] = redisReachable() ? ['memory', 'redis'] : ['memory'];

describeEachDb('game catalog cache across replicas', (get) => {
  for (const kind of storeKinds) {
    it(`forgets a merchant's lists on every replica when an operator changes its catalog (${kind} store)`, async () => {
      const db = get().db;
      const clock = manualClock(Date.parse('2026-11-20T10:00:00Z'));
      const config = testConfig();
      const prefix = testRedisPrefix();
      const stores: Store[] = kind === 'memory'
        ? [new MemoryStore({ clock })]
        : [await RedisStore.connect({ url: testRedisUrl()!, prefix }), await RedisStore.connect({ url: testRedisUrl()!, prefix })];
      await createBackofficeService({ db, clock, config, audit: createAuditService({ db }) }).ensureBootstrapOperator();
      await seedDemo(db, config, clock);
      await seedExternalCatalog(db, (await db.query<{ id: number }>("SELECT id FROM merchants WHERE code = 'demo'")).rows[0]!.id);
      const [one, two] = await Promise.all([0, 1].map(async (i) => {
        const app = await buildApp(await createDeps(config, db, { clock, store: stores[i] ?? stores[0]! }));
        await app.ready();
        return app;
      }));
      try {
        const game = catalog.games.find((g) => g.vassalage === 'ACEPOKER')!;
        const names = async (app: FastifyInstance) => (await listOn(app, { vassalage: 'ACEPOKER', pageSize: 100 })).games.map((g) => g.gameId);
        expect(await names(one)).toContain(game.gameId);
        expect(await names(two)).toContain(game.gameId);

        expect((await boOn(one, config.opsToken!, `/bo/catalog/games/demo/ACEPOKER/${game.gameId}`, { enabled: false })).statusCode).toBe(200);
        expect(await names(one)).not.toContain(game.gameId);
        // The broadcast reaches the other replica asynchronously (at once in memory, a round trip with Redis).
        let seen: string[] = [];
        for (let i = 0; i < 50; i++) {
          seen = await names(two);
          if (!seen.includes(game.gameId)) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        expect(seen).not.toContain(game.gameId);
        // Well inside the TTL: it was the broadcast, not the backstop.
        expect(clock.now().getTime() - Date.parse('2026-11-20T10:00:00Z')).toBeLessThan(catalogCacheLimits.ttl_ms);

        expect((await boOn(two, config.opsToken!, '/bo/catalog/vendors/demo/ACEPOKER', { enabled: false })).statusCode).toBe(200);
        let vendors: string[] = [];
        for (let i = 0; i < 50; i++) {
          vendors = Object.values((await vendorsOn(one)).sorting.vendorNames).flat();
          if (!vendors.includes('ACEPOKER')) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        expect(vendors).not.toContain('ACEPOKER');
        await boOn(two, config.opsToken!, '/bo/catalog/vendors/demo/ACEPOKER', { enabled: true });
        await boOn(two, config.opsToken!, `/bo/catalog/games/demo/ACEPOKER/${game.gameId}`, { enabled: true });
      } finally {
        await one.close();
        await two.close();
        for (const s of new Set(stores)) await s.close();
      }
    });
  }
});

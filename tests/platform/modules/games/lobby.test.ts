import {
  favouriteGamesValueSchema, favouriteIdsValueSchema, hotGamesValueSchema, jackpotValueSchema, launchGameValueSchema, rankListValueSchema,
  recentGamesValueSchema, winnerBoardValueSchema,
} from '@/lib/wps/schemas/games';
import { freeplayValueSchema } from '@/lib/wps/schemas/session';
import type { Merchant } from '@/platform/src/context';
import { demoAndExternalCatalog, seedExternalCatalog } from '@/tests/support/external-catalog';
import { describeEachDb } from '@/tests/support/db';
import { freshIp, manualClock } from '@/tests/support/clock';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { makeVendor, vendorClient, type VendorClient } from '@/tests/support/vendor';
import { secretBox } from '@/platform/src/crypto/secret-box';
import { houseRepo } from '@/platform/src/vendors/house/repo';
import { wpsCall } from '@/tests/support/wps-client';

describeEachDb('game lobby', (get) => {
  let p: TestPlatform;
  let demo: Merchant;
  let lucky: VendorClient;
  const clock = manualClock(Date.parse('2026-11-20T10:00:00Z'));
  // The demo's own games and outside vendors' (tests/support/external-catalog.ts), as an operator adds them.
  const catalog = demoAndExternalCatalog();
  const nodeOf = (gameId: string) => String(catalog.games.find((g) => g.gameId === gameId)!.nodeId);
  const slotA = 'luckystar-reels-1';
  const slotB = 'luckystar-reels-2';
  const liveGame = catalog.games.find((g) => g.vassalage === 'GOLDENPALACE')!.gameId;
  const noFreePlay = catalog.games.find((g) => g.vassalage === 'LUCKYSTAR' && g.gameType === 'RNG' && !g.supportPlay)!.gameId;

  const bo = (url: string, payload: unknown) =>
    p.app.inject({ method: 'PATCH', url, headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

  const platform = usePlatform(get, { clock });
  beforeAll(async () => {
    p = platform();
    demo = (await p.deps.merchants.byCode('demo'))!;
    await seedExternalCatalog(p.deps.db, demo.id);
    // LUCKYSTAR gets a game server: a wallet vendor of its own and a launch URL.
    lucky = await makeVendor(p, { code: 'luckystar' });
    const link = await bo('/bo/catalog/vendors/demo/LUCKYSTAR', { walletVendor: 'luckystar', launchUrl: 'https://luckystar.example/play?t={token}&g={gameId}&l={lang}&m={mode}&b={backUrl}' });
    expect(link.statusCode).toBe(200);
  });

  /** A real member with money and a session token. */
  async function player(balance = '1000') {
    const m = await makeMember(p);
    const token = (await p.deps.sessions!.issue(p.deps.db, demo.id, m.id, { ip: freshIp(), device: 'H5', remember: false })).token;
    const r = await p.app.inject({
      method: 'POST', url: `/bo/wallets/demo/${m.username}/adjust`, headers: { authorization: `Bearer ${p.opsToken}` },
      payload: { amount: balance, note: 'test funds', key: `lobby-${m.id}` },
    });
    expect(r.statusCode).toBe(200);
    return { ...m, token };
  }

  const launch = async (token: string, query: Record<string, string | number>) => wpsCall(p.app, 'launchGame', { token, query });
  const tokenOf = (url: string) => new URL(url).searchParams.get('t')!;

  /** Launches a LUCKYSTAR game and plays a bet (and a win) with the session token it issued. */
  async function play(member: { token: string; id: number }, gameId: string, stake: string, payout?: string) {
    const r = await launch(member.token, { vassalage: 'LUCKYSTAR', gameId, accountType: 1, platform: 'html5', clientType: 2 });
    expect(r.statusCode).toBe(200);
    const session = tokenOf(launchGameValueSchema.parse(r.json().value).content.game_url);
    const id = `${member.id}-${gameId}-${Math.random().toString(36).slice(2, 8)}`;
    const bet = await lucky.call('bet', { requestId: `r-${id}`, token: session, transactionId: `b-${id}`, roundId: `round-${id}`, gameId, currency: 'CNY', amount: stake });
    expect(bet.json.status).toBe('OK');
    if (payout !== undefined) {
      const win = await lucky.call('win', {
        requestId: `rw-${id}`, token: session, transactionId: `w-${id}`, roundId: `round-${id}`, gameId, currency: 'CNY', amount: payout,
        referenceTransactionId: `b-${id}`, roundClosed: true,
      });
      expect(win.json.status).toBe('OK');
    }
  }

  const hot = async () => hotGamesValueSchema.parse((await wpsCall(p.app, 'gameHot', { query: { isPlatform: 2, language: 'EN', platform: 'html5' } })).json().value).content.list;
  const winners = async () => winnerBoardValueSchema.parse(
    (await wpsCall(p.app, 'winnerBoard', { query: { gameCategory: 'ALL', language: 'EN', limitNum: 20 } })).json().value).content;

  it('shows no hot games, no winners and no jackpot before anybody has played', async () => {
    expect(await hot()).toEqual([]);
    expect(await winners()).toEqual({ list: [], jackpotList: [] });
    const rank = rankListValueSchema.parse((await wpsCall(p.app, 'gameRankList')).json().value);
    expect(rank.content.list).toEqual([]);
    const jackpot = jackpotValueSchema.parse((await wpsCall(p.app, 'jackpot')).json().value);
    expect(jackpot.content).toEqual({ active: false, amount: 0, currency: 'CNY', currencySymbol: '¥' });
  });

  it('needs a session for launch, favourites and recent games', async () => {
    for (const name of ['launchGame', 'gameFavourites', 'gameFavouriteIds', 'gameRecent'] as const) {
      const r = await wpsCall(p.app, name, { query: { gameId: slotA, vassalage: 'LUCKYSTAR', nodeId: nodeOf(slotA) } });
      expect(r.statusCode).toBe(401);
      expect(r.json().errorCode).toBe('login.not.session');
    }
    const add = await wpsCall(p.app, 'gameFavouriteAdd', { body: { nodeId: nodeOf(slotA), vendor: 'LUCKYSTAR' } });
    expect(add.statusCode).toBe(401);
  });

  it('launches with a one-time session the vendor wallet accepts, and records the launch in recent games', async () => {
    const m = await player();
    const r = await launch(m.token, { gameId: slotA, nodeId: nodeOf(slotA), vassalage: 'LUCKYSTAR', gameType: 'RNG', platform: 'html5', clientType: 2, accountType: 1 });
    expect(r.statusCode).toBe(200);
    const { content } = launchGameValueSchema.parse(r.json().value);
    expect(content.accountType).toBe(1);
    const url = new URL(content.game_url);
    expect(url.origin).toBe('https://luckystar.example');
    expect(url.searchParams.get('g')).toBe(slotA);
    expect(url.searchParams.get('l')).toBe('EN');
    expect(url.searchParams.get('m')).toBe('real');
    const session = url.searchParams.get('t')!;
    expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const balance = await lucky.call('balance', { requestId: 'rb-1', token: session });
    expect(balance.json).toEqual({ status: 'OK', balance: '1000.00', currency: 'CNY' });
    const bet = await lucky.call('bet', { requestId: 'rb-2', token: session, transactionId: `launch-${m.id}`, roundId: 'r1', gameId: slotA, currency: 'CNY', amount: '10' });
    expect(bet.json).toEqual({ status: 'OK', balance: '990.00', currency: 'CNY' });

    const again = await launch(m.token, { gameId: slotA, vassalage: 'LUCKYSTAR', accountType: 1 });
    expect(tokenOf(launchGameValueSchema.parse(again.json().value).content.game_url)).not.toBe(session);

    const recent = recentGamesValueSchema.parse((await wpsCall(p.app, 'gameRecent', { token: m.token, query: { page: 1, pageSize: 25, language: 'EN', clientType: 2 } })).json().value);
    expect(recent.content.list.map((g) => g.gameId)).toEqual([slotA]);
  });

  it('offers free play only where the game supports it, without a wallet session', async () => {
    const m = await player();
    const free = await launch(m.token, { vassalage: 'LUCKYSTAR', gameId: slotA, accountType: 0 });
    expect(free.statusCode).toBe(200);
    const url = new URL(launchGameValueSchema.parse(free.json().value).content.game_url);
    expect(url.searchParams.get('m')).toBe('free');
    expect(url.searchParams.get('t')).toBe('');
    const refused = await launch(m.token, { vassalage: 'LUCKYSTAR', gameId: noFreePlay, accountType: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorCode).toBe('game.free.play.unsupported');
    const house = await launch(m.token, { vassalage: 'HOUSE', gameId: 'house-lucky-5', accountType: 0, language: 'ZH' });
    const houseUrl = new URL(launchGameValueSchema.parse(house.json().value).content.game_url, 'http://web.example');
    expect(houseUrl.pathname).toBe('/games/house/slot');
    expect(Object.fromEntries(houseUrl.searchParams)).toEqual({ m: 'demo', game: 'house-lucky-5', lang: 'ZH', mode: 'free', back: '/m/home' });
  });

  it('leads a game page\'s exit back to the lobby screen it was launched from (backUrl), and never off the site', async () => {
    const m = await player();
    const exitOf = async (vassalage: string, gameId: string, param: string, backUrl?: string) => {
      const r = await launch(m.token, { vassalage, gameId, accountType: 1, ...(backUrl === undefined ? {} : { backUrl }) });
      expect(r.statusCode).toBe(200);
      return new URL(launchGameValueSchema.parse(r.json().value).content.game_url, 'http://web.example').searchParams.get(param);
    };
    const lobby = '/m/gameList?gameType=LIVE&vassalage=GOLDENPALACE';
    expect(await exitOf('HOUSE', 'house-lucky-5', 'back', lobby)).toBe(lobby);
    expect(await exitOf('HOUSE', 'house-lucky-5', 'back')).toBe('/m/home');
    expect(await exitOf('LUCKYSTAR', slotA, 'b', lobby)).toBe(lobby);
    expect(await exitOf('LUCKYSTAR', slotA, 'b')).toBe('');
    for (const bad of ['https://evil.example/m/home', '//evil.example/m/home', '/m/../wps/session/logout', 'javascript:alert(1)', '/bo/merchants']) {
      expect([bad, await exitOf('HOUSE', 'house-lucky-5', 'back', bad)]).toEqual([bad, '/m/home']);
      expect([bad, await exitOf('LUCKYSTAR', slotA, 'b', bad)]).toEqual([bad, '/m/home']);
    }
  });

  it('answers game.unavailable for vendors without a game server, and game.not.found for unknown or disabled games', async () => {
    const m = await player();
    const live = await launch(m.token, { vassalage: 'GOLDENPALACE', gameId: liveGame });
    expect(live.statusCode).toBe(503);
    expect(live.json().errorCode).toBe('game.unavailable');
    expect((await launch(m.token, { vassalage: 'LUCKYSTAR', gameId: 'no-such-game' })).json().errorCode).toBe('game.not.found');
    expect((await launch(m.token, { nodeId: nodeOf(slotA), vassalage: 'ACEPOKER' })).json().errorCode).toBe('game.not.found');
    expect((await launch(m.token, { gameId: slotA })).json().errorCode).toBe('request.invalid');
    await bo(`/bo/catalog/games/demo/LUCKYSTAR/${slotB}`, { enabled: false });
    expect((await launch(m.token, { vassalage: 'LUCKYSTAR', gameId: slotB })).json().errorCode).toBe('game.not.found');
    await bo(`/bo/catalog/games/demo/LUCKYSTAR/${slotB}`, { enabled: true });
  });

  it('launches the in-house slot at /games/house/slot with a token the house wallet vendor accepts', async () => {
    const m = await player();
    const r = await launch(m.token, { vassalage: 'HOUSE', gameId: 'house-lucky-5', accountType: 1 });
    expect(r.statusCode).toBe(200);
    const url = new URL(launchGameValueSchema.parse(r.json().value).content.game_url, 'http://web.example');
    expect(url.pathname).toBe('/games/house/slot');
    expect(url.searchParams.get('lang')).toBe('EN');
    expect(url.searchParams.get('game')).toBe('house-lucky-5');
    const token = url.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The house vendor keeps its wallet secret sealed in its own table (platform/src/vendors/house/seed.ts): sign with it as its server does.
    const sealed = await houseRepo.vendorKey(p.deps.db, demo.id, 'house');
    expect(sealed).not.toBeNull();
    const house = vendorClient(p.app, 'house', secretBox(p.config.platformSecret).open(sealed!));
    const bet = await house.call('bet', { requestId: 'h-1', token, transactionId: `h-${m.id}`, roundId: 'h-r1', gameId: 'house-lucky-5', currency: 'CNY', amount: '1' });
    expect(bet.json).toEqual({ status: 'OK', balance: '999.00', currency: 'CNY' });
  });

  it('tells the house slot when the wallet holds play money (a trial member), so the game marks it; a real member\'s launch says nothing', async () => {
    const moneyOf = async (token: string) => {
      const r = await launch(token, { vassalage: 'HOUSE', gameId: 'house-lucky-5', accountType: 1 });
      return new URL(launchGameValueSchema.parse(r.json().value).content.game_url, 'http://web.example').searchParams.get('money');
    };
    const trial = freeplayValueSchema.parse((await wpsCall(p.app, 'sessionLoginFreeplay', { ip: freshIp() })).json().value);
    expect(await moneyOf(trial.token)).toBe('play');
    expect(await moneyOf((await player()).token)).toBeNull();
  });

  it('opens a house lottery on the lobby\'s own betting screen, with the game chosen and no game session', async () => {
    const m = await player('10');
    for (const [gameId, url] of [['house-lottery-5d-1m', '/m/lott?game=5d-1m'], ['house-lottery-11x5-5m', '/m/elott?game=11x5-5m']] as const) {
      const r = await launch(m.token, { vassalage: 'HOUSE', gameId, accountType: 1 });
      expect(r.statusCode).toBe(200);
      expect(launchGameValueSchema.parse(r.json().value).content).toEqual({ game_url: url, accountType: 1 });
    }
    const sessions = await p.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM house_launches WHERE merchant_id = $1 AND player_id = $2', [demo.id, String(m.id)]);
    expect(sessions.rows[0]!.n).toBe(0);
  });

  it('keeps favourites per member: add, ignore a second add, list, ids as strings, remove', async () => {
    const a = await player();
    const b = await player();
    const add = (token: string, gameId: string, vendor = 'LUCKYSTAR') => wpsCall(p.app, 'gameFavouriteAdd', { token, body: { nodeId: nodeOf(gameId), vendor } });
    expect((await add(a.token, slotA)).json().value).toEqual({ nodeId: nodeOf(slotA), favourite: true });
    clock.advance(1000);
    expect((await add(a.token, slotB)).statusCode).toBe(200);
    clock.advance(1000);
    expect((await add(a.token, slotA)).statusCode).toBe(200);
    expect((await add(a.token, slotA, 'ACEPOKER')).json().errorCode).toBe('game.not.found');

    const ids = favouriteIdsValueSchema.parse((await wpsCall(p.app, 'gameFavouriteIds', { token: a.token, query: { pageNo: 1, pageSize: 100 } })).json().value);
    expect(ids.content).toMatchObject({ content: [nodeOf(slotB), nodeOf(slotA)], totalCount: 2, pageNum: 1, totalPages: 1 });
    const favs = favouriteGamesValueSchema.parse((await wpsCall(p.app, 'gameFavourites', { token: a.token, query: { pageNo: 1, pageSize: 20, language: 'ZH' } })).json().value);
    expect(favs.content.content.map((g) => [g.gameId, g.favourite])).toEqual([[slotB, true], [slotA, true]]);
    expect(favs.content.content[1]!.gameName).toBe('幸运之星 转轴 1');
    const one = favouriteGamesValueSchema.parse((await wpsCall(p.app, 'gameFavourites', { token: a.token, query: { pageNo: 2, pageSize: 1 } })).json().value);
    expect(one.content).toMatchObject({ pageNum: 2, totalPages: 2, totalCount: 2 });
    expect(one.content.content.map((g) => g.gameId)).toEqual([slotA]);
    expect((await wpsCall(p.app, 'gameFavourites', { token: a.token, query: { gameType: 'LIVE' } })).json().value.content.totalCount).toBe(0);

    // The list marks favourites for the member asking, and only for them.
    const listA = await wpsCall(p.app, 'gameList', { token: a.token, query: { vassalage: 'LUCKYSTAR', gameName: 'Lucky Star Reels 1' } });
    expect(listA.json().value.content.games[0].favourite).toBe(true);
    const listB = await wpsCall(p.app, 'gameList', { token: b.token, query: { vassalage: 'LUCKYSTAR', gameName: 'Lucky Star Reels 1' } });
    expect(listB.json().value.content.games[0].favourite).toBe(false);
    const idsB = favouriteIdsValueSchema.parse((await wpsCall(p.app, 'gameFavouriteIds', { token: b.token })).json().value);
    expect(idsB.content.content).toEqual([]);

    const removed = await wpsCall(p.app, 'gameFavouriteRemove', { token: a.token, body: { nodeId: nodeOf(slotA), vendor: 'LUCKYSTAR' } });
    expect(removed.json().value).toEqual({ nodeId: nodeOf(slotA), favourite: false });
    const viaQuery = await wpsCall(p.app, 'gameFavouriteRemove', { token: a.token, query: { nodeId: nodeOf(slotB), vendor: 'luckystar' } });
    expect(viaQuery.statusCode).toBe(200);
    expect((await wpsCall(p.app, 'gameFavouriteRemove', { token: a.token, body: { nodeId: nodeOf(slotB), vendor: 'LUCKYSTAR' } })).statusCode).toBe(200);
    const after = favouriteIdsValueSchema.parse((await wpsCall(p.app, 'gameFavouriteIds', { token: a.token })).json().value);
    expect(after.content.content).toEqual([]);
    expect((await wpsCall(p.app, 'gameFavouriteAdd', { token: a.token, body: { nodeId: 'abc', vendor: 'LUCKYSTAR' } })).json().errorCode).toBe('request.invalid');
  });

  it('keeps recent games per member, newest first, one row per game', async () => {
    const a = await player();
    const b = await player();
    const addRecent = (token: string, gameId: string) => wpsCall(p.app, 'gameRecentAdd', { token, query: { nodeId: nodeOf(gameId) } });
    expect((await addRecent(a.token, slotA)).statusCode).toBe(200);
    clock.advance(1000);
    await addRecent(a.token, 'house-lucky-5');
    clock.advance(1000);
    await addRecent(a.token, slotA);
    const recent = recentGamesValueSchema.parse((await wpsCall(p.app, 'gameRecent', { token: a.token })).json().value);
    expect(recent.content.list.map((g) => g.gameId)).toEqual([slotA, 'house-lucky-5']);
    expect(recent.content).toMatchObject({ totalCount: 2, pageNum: 1, pageSize: 25 });
    const rng = recentGamesValueSchema.parse((await wpsCall(p.app, 'gameRecent', { token: a.token, query: { gameType: 'FISH' } })).json().value);
    expect(rng.content.list).toEqual([]);
    expect(recentGamesValueSchema.parse((await wpsCall(p.app, 'gameRecent', { token: b.token })).json().value).content.list).toEqual([]);
    expect((await wpsCall(p.app, 'gameRecentAdd', { token: a.token, query: { nodeId: '999999' } })).json().errorCode).toBe('game.not.found');
  });

  it('ranks hot games by real bets and shows the biggest real wins with masked names', async () => {
    const a = await player();
    const b = await player();
    await play(a, slotB, '5');
    await play(b, slotB, '5');
    await play(a, slotB, '5', '0');
    await play(b, slotB, '5');
    await play(a, slotA, '10', '480');
    clock.advance(1000);
    await play(b, slotA, '10', '30');

    // Play money (a trial account) moves neither list.
    const trial = freeplayValueSchema.parse((await wpsCall(p.app, 'sessionLoginFreeplay', { ip: freshIp() })).json().value);
    for (let i = 0; i < 5; i++) await play({ token: trial.token, id: trial.id }, 'luckystar-reels-3', '1', '900');

    const list = await hot();
    expect(list.slice(0, 2).map((g) => g.gameId)).toEqual([slotB, slotA]);
    expect(list.map((g) => g.gameId)).not.toContain('luckystar-reels-3');
    const rank = rankListValueSchema.parse((await wpsCall(p.app, 'gameRankList', { query: { gameType: 'RNG' } })).json().value);
    expect(rank.content.list.slice(0, 2).map((g) => [g.gameId, g.rank])).toEqual([[slotB, 1], [slotA, 2]]);

    const board = await winners();
    expect(board.jackpotList).toEqual([]);
    const top = board.list[0]!.vo;
    expect(top).toMatchObject({ gameName: 'Lucky Star Reels 1', winAmount: 480, currencySymbol: '¥', iconUrl: expect.stringContaining('/games/art/') });
    expect(top.customerName).toBe(`${a.username.slice(0, 2)}***${a.username.slice(-1)}`);
    expect(top.customerName).not.toBe(a.username);
    expect(top.game).toMatchObject({ gameId: slotA, vassalage: 'LUCKYSTAR', nodeId: nodeOf(slotA) });
    expect(board.list.map((e) => e.vo.winAmount)).toEqual([...board.list.map((e) => e.vo.winAmount)].sort((x, y) => y - x));
    expect(board.list.every((e) => e.vo.winAmount !== 900)).toBe(true);
    const live = winnerBoardValueSchema.parse((await wpsCall(p.app, 'winnerBoard', { query: { gameCategory: 'LIVE' } })).json().value);
    expect(live.content.list).toEqual([]);

    // A week later the bets are no longer hot; the wins stay on the board for 30 days.
    clock.advance(8 * 24 * 60 * 60_000);
    expect(await hot()).toEqual([]);
    expect((await winners()).list.length).toBeGreaterThan(0);
    clock.advance(30 * 24 * 60 * 60_000);
    expect((await winners()).list).toEqual([]);
  });
});

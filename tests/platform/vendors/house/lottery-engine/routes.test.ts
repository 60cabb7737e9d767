import type { Merchant } from '@/platform/src/context';
import { secretBox } from '@/platform/src/crypto/secret-box';
import { createCatalogSeedService } from '@/platform/src/modules/games';
import { createLedgerService, type LedgerService } from '@/platform/src/modules/ledger';
import { createLotteryEngine, type LotteryEngine } from '@/platform/src/vendors/house/lottery-engine/engine';
import { lotteryDrawFromSeeds } from '@/platform/src/vendors/house/lottery/formats';
import { lotteryGameDefs } from '@/platform/src/vendors/house/lottery/schedule';
import { manualClock, freshIp } from '@/tests/support/clock';
import { describeEachDb } from '@/tests/support/db';
import { externalCatalog } from '@/tests/support/external-catalog';
import { troubledHouseWallet } from '@/tests/support/house-wallet';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';
import { createHash } from 'node:crypto';

describeEachDb('the lottery gateway (/lgw)', (get) => {
  // 10:00:05 UTC: draw 601 of 5d-1m (10:01:00) closes at 10:00:50.
  const clock = manualClock(Date.parse('2026-12-01T10:00:05Z'));
  const platform = usePlatform(get, { clock, build: { house: { lottery: { runner: false } } } });
  let p: TestPlatform;
  let demo: Merchant;
  let ledger: LedgerService;
  let engine: LotteryEngine;
  const failing = new Set<string>();
  const calls: string[] = [];

  beforeAll(async () => {
    p = platform();
    demo = (await p.deps.merchants.byCode('demo'))!;
    ledger = createLedgerService({ db: p.deps.db });
    engine = createLotteryEngine({
      db: p.deps.db, box: secretBox(p.config.platformSecret), clock, wallet: troubledHouseWallet(p, { failing, calls }), games: lotteryGameDefs,
      walletGameId: (id) => `house-lottery-${id}`, gameName: (id) => id,
    });
  });
  afterEach(() => failing.clear());

  async function member(amount = '100') {
    const m = await makeMember(p);
    await p.app.inject({
      method: 'POST', url: `/bo/wallets/demo/${m.username}/adjust`, headers: { authorization: `Bearer ${p.opsToken}` },
      payload: { amount, note: 'lottery test', key: `lottery-${m.id}` },
    });
    const token = (await p.deps.sessions.issue(p.deps.db, demo.id, m.id, { ip: freshIp(), device: 'H5', remember: false })).token;
    return { m, token };
  }
  const balance = async (memberId: number) => (await ledger.memberWallet(p.deps.db, demo.id, memberId, 'CNY')).balance_minor;
  const current = async (gameId: string) => (await wpsCall(p.app, 'lotteryDraw', { query: { gameId } })).json().value.current as { numero: string; closeTime: string; serverSeedHash: string };
  const bet = (token: string, body: Record<string, unknown>) => wpsCall(p.app, 'lotteryBetting', { token, body: { device: 3, orderType: 0, prizeModeId: 0, ...body } });
  /** Moves the clock past a draw's close and lets the engine close, draw and settle it. */
  async function drawNow(gameId: string, numero: string) {
    const d = (await p.deps.db.query<{ id: string; closes_at: Date }>('SELECT id, closes_at FROM house_lottery_draws WHERE merchant_id = $1 AND game_id = $2 AND numero = $3', [demo.id, gameId, numero])).rows[0]!;
    if (clock.now().getTime() < new Date(d.closes_at).getTime()) clock.advance(new Date(d.closes_at).getTime() - clock.now().getTime());
    expect(await engine.advance(demo.id, String(d.id))).toBeNull();
  }

  it('lists the four games with their play menus and shows the open draw with its committed seed hash', async () => {
    const games = (await wpsCall(p.app, 'lotteryGames')).json().value;
    expect(games.games.map((g: { gameId: string; gameType: string }) => `${g.gameId}:${g.gameType}`)).toEqual(['5d-1m:LOTT', '5d-5m:LOTT', '11x5-1m:ELOTT', '11x5-5m:ELOTT']);
    expect(games.games[0].plays.find((x: { playId: string }) => x.playId === '5d.front3.straight').prizes).toEqual({ prize: 1950 });
    const draw = (await wpsCall(p.app, 'lotteryDraw', { query: { gameId: '5d-1m' } })).json().value;
    expect(draw.current).toMatchObject({ numero: '5d-1m-20261201-0601', closeTime: '2026-12-01T10:00:50.000Z', drawTime: '2026-12-01T10:01:00.000Z' });
    expect(draw.current.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    // Asked again, the same draw keeps the same committed seed.
    expect((await current('5d-1m')).serverSeedHash).toBe(draw.current.serverSeedHash);
  });

  it('lists ELOTT prices to a merchant whose lottery vendor maps ELOTT, and NORMAL ones to the demo (SPEC §4)', async () => {
    const made = await p.app.inject({
      method: 'POST', url: '/bo/merchants', headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ code: 'elott', domains: ['elott.example'] }),
    });
    expect(made.statusCode).toBe(201);
    const elott = (await p.deps.merchants.byCode('elott'))!;
    // An outside lottery vendor (TCG_LOTTO_VN) with one electronic-lottery game: its mapping has ELOTT.
    const outside = externalCatalog();
    const tcgGame = outside.games.find((g) => g.vassalage === 'TCG_LOTTO_VN')!;
    await createCatalogSeedService({ db: p.deps.db }).seedCatalog(elott.id, {
      vendors: outside.vendors.filter((v) => v.vassalage === 'TCG_LOTTO_VN'),
      games: [{ ...tcgGame, gameType: 'ELOTT' }],
    }, clock.now());
    expect((await wpsCall(p.app, 'gameVassGameType', { merchant: 'elott' })).json().value.mapping).toEqual({ TCG_LOTTO_VN: ['ELOTT'] });

    const elottGames = (await wpsCall(p.app, 'lotteryGames', { merchant: 'elott' })).json().value;
    expect(elottGames.prizeMode).toBe('ELOTT');
    // The front-three straight pays 1950 for a two-unit bet, shown in ELOTT as decimal odds on one unit.
    expect(elottGames.games[0].plays.find((x: { playId: string }) => x.playId === '5d.front3.straight').prizes).toEqual({ prize: 975 });
    const plays = (v: { games: { plays: unknown }[] }) => JSON.parse(JSON.stringify(v.games.map((g) => g.plays)));
    expect(plays(elottGames)).toEqual(plays(engine.games('EN', 'ELOTT')));

    const demoGames = (await wpsCall(p.app, 'lotteryGames')).json().value;
    expect(demoGames.prizeMode).toBe('NORMAL');
    expect(demoGames.games[0].plays.find((x: { playId: string }) => x.playId === '5d.front3.straight').prizes).toEqual({ prize: 1950 });
    expect(plays(demoGames)).toEqual(plays(engine.games('EN', 'NORMAL')));
  });

  it('opens a lottery tile of the lobby on its betting screen, with no token in the address', async () => {
    const { token } = await member();
    const r = await wpsCall(p.app, 'launchGame', { token, query: { vassalage: 'HOUSE', gameId: 'house-lottery-11x5-1m', accountType: 1 } });
    expect(r.json().value.content.game_url).toBe('/m/elott?game=11x5-1m');
  });

  it('refuses bad input with stable codes and never a 5xx', async () => {
    const { token } = await member();
    const cur = await current('5d-1m');
    const cases: [Record<string, unknown>, string][] = [
      [{ gameId: '5d-1m', currentNumero: cur.numero, betCartAmountSum: 2, bettingSlipString: 'nonsense' }, 'lottery.slip.invalid'],
      [{ gameId: '5d-1m', currentNumero: cur.numero, betCartAmountSum: 2, bettingSlipString: '1|2|3~1~11x5.any1~1~1950~1' }, 'lottery.play.unknown'],
      [{ gameId: '5d-1m', currentNumero: cur.numero, betCartAmountSum: 2, bettingSlipString: '1|2~1~5d.front3.straight~1~1950~1' }, 'lottery.balls.invalid'],
      [{ gameId: '5d-1m', currentNumero: '5d-1m-20261201-9999', betCartAmountSum: 1, bettingSlipString: '1|2|3~1~5d.front3.straight~1~1950~1' }, 'lottery.numero.unknown'],
      [{ gameId: '5d-1m', currentNumero: cur.numero, betCartAmountSum: 3, bettingSlipString: '1|2|3~1~5d.front3.straight~1~1950~1' }, 'lottery.amount.mismatch'],
      [{ gameId: 'nope', currentNumero: cur.numero, betCartAmountSum: 1, bettingSlipString: '1|2|3~1~5d.front3.straight~1~1950~1' }, 'game.not.found'],
      [{ gameId: '5d-1m' }, 'request.invalid'],
    ];
    for (const [body, code] of cases) {
      const r = await bet(token, body);
      expect([r.statusCode, r.json().errorCode ?? r.json().code]).toEqual([expect.any(Number), code]);
      expect(r.statusCode).toBeLessThan(500);
    }
    expect((await wpsCall(p.app, 'lotteryOrders', { body: {} })).statusCode).toBeLessThan(500);
    expect((await wpsCall(p.app, 'lotteryOrders', { token, body: { page: -1 } })).statusCode).toBe(400);
    for (const id of ['abc', '0', '99999999999999999999']) {
      const r = await p.app.inject({ method: 'GET', url: `/lgw/orders/detail/${id}/info`, headers: { merchant: 'demo', authorization: token } });
      expect(r.statusCode).toBe(404);
    }
  });

  it('places an order, lists it, refuses an order after the close, draws it from the revealed seed and pays it once', async () => {
    const { m, token } = await member();
    const cur = await current('5d-1m');
    const placed = await bet(token, { gameId: '5d-1m', currentNumero: cur.numero, betCartAmountSum: 2, bettingSlipString: '1|2|3~1~5d.front3.straight~1~1950~1;big~1~5d.sum~1~1950~1' });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().value).toMatchObject({ orderNumbers: [expect.stringMatching(/^LO\d+$/), expect.stringMatching(/^LO\d+$/)], chasingOrder: null, betAmount: 2, balance: 98 });
    expect(await balance(m.id)).toBe(98_00n);

    const list = (await wpsCall(p.app, 'lotteryOrders', { token, body: { page: 0, size: 1 } })).json().value.orders;
    expect(list).toMatchObject({ totalElements: 2, totalPages: 2, content: [{ orderStatus: 'open', numero: cur.numero }] });
    const today = (await wpsCall(p.app, 'lotteryOrdersToday', { token })).json().value.orders;
    expect(today).toHaveLength(2);

    clock.advance(Date.parse(cur.closeTime) - clock.now().getTime());
    const late = await bet(token, { gameId: '5d-1m', currentNumero: cur.numero, betCartAmountSum: 1, bettingSlipString: '1|2|3~1~5d.front3.straight~1~1950~1' });
    expect([late.statusCode, late.json().errorCode ?? late.json().code]).toEqual([409, 'lottery.draw.closed']);

    await drawNow('5d-1m', cur.numero);
    const d = (await p.deps.db.query<{ server_seed: string; server_seed_hash: string; client_seed: string; result: number[]; status: string }>(
      'SELECT server_seed, server_seed_hash, client_seed, result, status FROM house_lottery_draws WHERE merchant_id = $1 AND numero = $2', [demo.id, cur.numero])).rows[0]!;
    expect(d.status).toBe('settled');
    expect(createHash('sha256').update(d.server_seed).digest('hex')).toBe(cur.serverSeedHash);
    expect(lotteryDrawFromSeeds('5d', d.server_seed, d.client_seed, 0)).toEqual(d.result.map(Number));
    const settled = (await wpsCall(p.app, 'lotteryOrders', { token, body: {} })).json().value.orders.content as { orderStatus: string; winAmount: number; orderId: number }[];
    expect(settled.every((o) => ['won', 'lost'].includes(o.orderStatus))).toBe(true);
    const won = settled.reduce((s, o) => s + Math.round(o.winAmount * 100), 0);
    expect(await balance(m.id)).toBe(BigInt(98_00 + won));
    const detail = await p.app.inject({ method: 'GET', url: `/lgw/orders/detail/${settled[0]!.orderId}/info`, headers: { merchant: 'demo', authorization: token } });
    expect(detail.json().value).toMatchObject({ order: { orderId: settled[0]!.orderId, result: d.result.map(Number) }, chase: null });
    const stranger = await member();
    const hidden = await p.app.inject({ method: 'GET', url: `/lgw/orders/detail/${settled[0]!.orderId}/info`, headers: { merchant: 'demo', authorization: stranger.token } });
    expect(hidden.statusCode).toBe(404);
    const recent = (await wpsCall(p.app, 'lotteryDraw', { query: { gameId: '5d-1m' } })).json().value.recent;
    expect(recent[0]).toMatchObject({ numero: cur.numero, serverSeed: d.server_seed, clientSeed: d.client_seed });
    // Stepping a settled draw again moves nothing.
    await drawNow('5d-1m', cur.numero);
    expect(await balance(m.id)).toBe(BigInt(98_00 + won));
    expect((await ledger.verify()).violations).toEqual([]);
  });

  it('returns the stake exactly once when two cancels of one order race', async () => {
    const { m, token } = await member();
    const cur = await current('5d-5m');
    const placed = (await bet(token, { gameId: '5d-5m', currentNumero: cur.numero, betCartAmountSum: 5, bettingSlipString: '1|2|3~1~5d.front3.straight~1~1950~5' })).json().value;
    expect(await balance(m.id)).toBe(95_00n);
    const [a, b] = await Promise.all([0, 1].map(() => wpsCall(p.app, 'lotteryCancel', { token, body: { orderNumber: placed.orderNumbers[0] } })));
    const codes = [a, b].map((r) => (r.statusCode === 200 ? 'ok' : r.json().errorCode ?? r.json().code)).sort();
    expect(codes).toEqual(['lottery.order.not.cancellable', 'ok']);
    const okOne = [a, b].find((r) => r.statusCode === 200)!.json().value;
    expect(okOne).toMatchObject({ cancelled: placed.orderNumbers, refund: 5, balance: 100 });
    expect(await balance(m.id)).toBe(100_00n);
    const again = await wpsCall(p.app, 'lotteryCancel', { token, body: { orderNumber: placed.orderNumbers[0] } });
    expect(again.statusCode).toBe(409);
    expect(await balance(m.id)).toBe(100_00n);
    const listed = (await wpsCall(p.app, 'lotteryOrders', { token, body: { orderStatus: 'cancelled' } })).json().value.orders.totalElements;
    expect(listed).toBe(1);
    expect((await ledger.verify()).violations).toEqual([]);
  });

  it('places a cart once when its request is sent twice at once (requestId)', async () => {
    const { m, token } = await member();
    const cur = await current('11x5-5m');
    const body = { gameId: '11x5-5m', currentNumero: cur.numero, betCartAmountSum: 6, chase: 3, winningStop: false, requestId: 'cart-1', bettingSlipString: '01,02~1~11x5.any2~1~1950~1;03~1~11x5.any1~1~1950~1' };
    const [a, b] = await Promise.all([bet(token, body), bet(token, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().value.orderNumbers).toHaveLength(6);
    expect(b.json().value.orderNumbers).toEqual(a.json().value.orderNumbers);
    expect(a.json().value.chasingOrder).toMatch(/^LC\d+$/);
    const c = await bet(token, body);
    expect(c.json().value.orderNumbers).toEqual(a.json().value.orderNumbers);
    expect(await balance(m.id)).toBe(94_00n);
    // Cancelling the chase returns every draw's stake that has not closed.
    const cancelled = (await wpsCall(p.app, 'lotteryCancel', { token, body: { chasingOrder: a.json().value.chasingOrder } })).json().value;
    expect(cancelled).toMatchObject({ refund: 6, balance: 100 });
    expect(await balance(m.id)).toBe(100_00n);
  });

  it('refuses a cart whole when the wallet refuses a bet, and a replay answers the same refusal', async () => {
    const { m, token } = await member('3');
    const cur = await current('5d-5m');
    const body = { gameId: '5d-5m', currentNumero: cur.numero, betCartAmountSum: 4, requestId: 'poor-1', bettingSlipString: '1|2|3~1~5d.front3.straight~1~1950~2;4|5|6~1~5d.front3.straight~1~1950~2' };
    const r = await bet(token, body);
    expect([r.statusCode, r.json().errorCode ?? r.json().code]).toEqual([400, 'ledger.insufficient.funds']);
    expect(await balance(m.id)).toBe(3_00n);
    const again = await bet(token, body);
    expect(again.json().errorCode ?? again.json().code).toBe('ledger.insufficient.funds');
    expect((await wpsCall(p.app, 'lotteryOrders', { token, body: {} })).json().value.orders.totalElements).toBe(0);
    expect((await ledger.verify()).violations).toEqual([]);
  });
});

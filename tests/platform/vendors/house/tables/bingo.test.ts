import { createHash } from 'node:crypto';
import type { Merchant } from '@/platform/src/context';
import { secretBox, type SecretBox } from '@/platform/src/crypto/secret-box';
import { createLedgerService, type LedgerService } from '@/platform/src/modules/ledger';
import { cardFromSeeds, drawOrderFromSeeds, isValidCard } from '@/platform/src/vendors/house/bingo/card';
import { bingoPaytable, callTimes, playCard } from '@/platform/src/vendors/house/bingo/paytable';
import { exactBingo } from '@/platform/src/vendors/house/bingo/rtp';
import { toNumber } from '@/platform/src/vendors/house/fair/fraction';
import { RunningMean } from '@/platform/src/vendors/house/fair/stats';
import { houseBingoGameId, houseLaunchUrl } from '@/platform/src/vendors/house/launch';
import { HouseError } from '@/platform/src/vendors/house/service';
import { bingoPrice, bingoTable, type BingoOutcome } from '@/platform/src/vendors/house/tables/bingo';
import type { TableEvent } from '@/platform/src/vendors/house/tables/engine';
import type { SlipSpot } from '@/platform/src/vendors/house/tables/game';
import { manualClock } from '@/tests/support/clock';
import { describeEachDb } from '@/tests/support/db';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { engineTable, seatedPlayer } from '@/tests/support/table-engine';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const seedOf = (i: number) => sha256(`bingo test seed ${i}`);
const spot = (name: string, amount_minor: bigint): SlipSpot => ({ spot: name, kind: 'card', amount_minor });

describe('bingo on the tables’ engine: the game', () => {
  const game = bingoTable('test-bingo');

  it('sells cards at the listed prices only, in whole cards, at most 12 a member and round', () => {
    expect(game.spot('card:50')).toEqual({ spot: 'card:50', kind: 'card' });
    expect(['card:30', 'card:', 'cards:50', 'card:050x'].map((s) => game.spot(s))).toEqual([null, null, null, null]);
    expect(bingoPrice('card:500')).toBe(500);
    // Two digits (CNY): 0.50 a card.
    expect(game.check([spot('card:50', 150n)], 2)).toBeNull();
    expect(game.check([spot('card:50', 125n)], 2)).toBe('bet.invalid');
    expect(game.check([spot('card:50', 600n)], 2)).toBeNull();
    expect(game.check([spot('card:50', 550n), spot('card:10', 20n)], 2)).toBe('bet.limit');
    // No cents (scale 100): a 0.10 card costs 10 units; three decimals (scale 10).
    expect(game.check([spot('card:10', 3000n)], 0)).toBeNull();
    expect(game.check([spot('card:10', 1500n)], 0)).toBe('bet.invalid');
    expect(game.check([spot('card:100', 2000n)], 3)).toBeNull();
    expect(game.limits(2)).toEqual({ card: { min_minor: 10n, max_minor: 6000n, step_minor: 10n } });
  });

  it('makes a purchase’s cards from the round’s seed and the purchase number, card k at nonce k across its spots', () => {
    const serverSeed = seedOf(1);
    const tickets = game.tickets!([spot('card:50', 100n), spot('card:10', 30n)], { serverSeed, slipId: '42' }, 2) as number[][][];
    expect(tickets.map((t) => t.length)).toEqual([2, 3]);
    expect(tickets.flat()).toEqual([0, 1, 2, 3, 4].map((k) => cardFromSeeds(serverSeed, 'card:42', k)));
    expect(tickets.flat().every(isValidCard)).toBe(true);
    // Another purchase of the round gets other cards.
    expect((game.tickets!([spot('card:50', 50n)], { serverSeed, slipId: '43' }, 2) as number[][][])[0]![0]).not.toEqual(tickets[0]![0]);
  });

  it('draws the round’s first 40 balls of its order and pays each card its best pattern times its price; the winners are announced by pattern and call', () => {
    const seeds = { serverSeed: seedOf(2), clientSeed: sha256('bets'), nonce: 0 };
    const { outcome } = game.draw(seeds, null);
    const order = drawOrderFromSeeds(seeds.serverSeed, seeds.clientSeed, 0);
    expect((outcome as BingoOutcome).balls).toEqual(order.slice(0, 40));
    // Enough cards that some win.
    const tickets = game.tickets!([spot('card:50', 600n)], { serverSeed: seeds.serverSeed, slipId: '7' }, 2);
    const cards = tickets[0] as number[][];
    const at = callTimes(order);
    const pays = cards.map((c) => playCard(c, at).pays);
    expect(game.payout('card:50', 600n, outcome, cards)).toBe(BigInt(pays.reduce((a, b) => a + b, 0) * 50));
    const announced = game.announce!(outcome, tickets) as BingoOutcome;
    expect(announced.balls).toEqual((outcome as BingoOutcome).balls);
    expect(announced.winners.reduce((n, w) => n + w.cards, 0)).toBe(pays.filter((p) => p > 0).length);
    for (const w of announced.winners) expect(w.at).toBeLessThanOrEqual(40);
    expect(announced.winners.map((w) => w.at)).toEqual([...announced.winners.map((w) => w.at)].sort((a, b) => a - b));
  });

  it('returns the proven RTP through the game’s own purchase, draw and payout (seeded simulation, 4 standard errors)', () => {
    // Everything as in play: HMAC seeds, a purchase of 12 cards at 1.00 per round, the round's
    // own draw. 3 000 rounds × 12 cards = 36 000 cards; the standard error comes from the spread
    // of the round means, since a round's cards share its balls.
    const rounds = 3_000;
    const cards_per_round = 12;
    const exact = toNumber(exactBingo().rtp);
    const mean = new RunningMean();
    let staked = 0n;
    let paid = 0n;
    for (let r = 0; r < rounds; r++) {
      const serverSeed = seedOf(1_000 + r);
      const buy = [spot('card:100', 1_200n)];
      const tickets = game.tickets!(buy, { serverSeed, slipId: String(r + 1) }, 2);
      const { outcome } = game.draw({ serverSeed, clientSeed: sha256(`round ${r}`), nonce: 0 }, null);
      const payout = game.payout('card:100', 1_200n, outcome, tickets[0]);
      staked += 1_200n;
      paid += payout;
      mean.add(Number(payout) / 1_200);
    }
    const est = mean.estimate;
    const off = (est.mean - exact) / est.standardError;
    console.log(`[bingo table RTP] ${rounds} rounds × ${cards_per_round} cards (${rounds * cards_per_round} cards): ${est.mean.toFixed(5)} ± ${est.standardError.toFixed(5)} `
      + `against the exact ${exact.toFixed(6)} (${off.toFixed(2)} SE); paid ${paid} of ${staked}`);
    expect(Number(paid) / Number(staked)).toBeCloseTo(est.mean, 10);
    expect(est.standardError).toBeLessThan(0.03);
    expect(Math.abs(off)).toBeLessThan(4);
  });
});

describeEachDb('bingo on the tables’ engine: a round', (get) => {
  const clock = manualClock(Date.parse('2026-12-01T10:00:00Z'));
  const platform = usePlatform(get, { clock });
  let p: TestPlatform;
  let demo: Merchant;
  let ledger: LedgerService;
  let box: SecretBox;
  const timing = { betting_ms: 15_000, result_ms: 5_000, calling_ms: 12_000 };
  let n = 0;

  beforeAll(async () => {
    p = platform();
    demo = (await p.deps.merchants.byCode('demo'))!;
    ledger = createLedgerService({ db: p.deps.db });
    box = secretBox(p.config.platformSecret);
  });

  const newTable = () => engineTable({ p, box, clock, trouble: { failing: new Set(), hanging: new Set(), calls: [] } }, bingoTable(`test-bingo-${++n}`, timing));
  const player = (t: ReturnType<typeof newTable>, amount: string) => seatedPlayer(p, demo, t, amount, 'bingo');
  const balance = async (memberId: number) => (await ledger.memberWallet(p.deps.db, demo.id, memberId, 'CNY')).balance_minor;

  it('sells cards while the round is open, shows them at once, refuses the 13th card and a purchase after the close, and pays each card once after the last call', async () => {
    const t = newTable();
    const a = await player(t, '100');
    const b = await player(t, '100');
    await t.engine.advance(demo.id, t.id);
    const open = (await t.engine.snapshot(demo, a.token, t.id, false)).round!;
    expect(open).toMatchObject({ status: 'open', serverSeed: null });

    const buyA = await t.engine.placeBets(demo, a.token, t.id, { roundId: open.id, bets: [{ spot: 'card:50', amount: '3' }] });
    expect(buyA.balance).toBe('97.00');
    const cardsA = buyA.slip.spots[0]!.tickets as number[][];
    expect(cardsA).toHaveLength(6);
    expect(cardsA.every(isValidCard)).toBe(true);
    await expect(t.engine.placeBets(demo, a.token, t.id, { roundId: open.id, bets: [{ spot: 'card:100', amount: '7' }] }))
      .rejects.toEqual(new HouseError('bet.limit'));
    await t.engine.placeBets(demo, a.token, t.id, { roundId: open.id, bets: [{ spot: 'card:100', amount: '6' }] });
    await expect(t.engine.placeBets(demo, a.token, t.id, { roundId: open.id, bets: [{ spot: 'card:10', amount: '0.10' }] }))
      .rejects.toEqual(new HouseError('bet.limit'));
    await expect(t.engine.placeBets(demo, b.token, t.id, { roundId: open.id, bets: [{ spot: 'card:50', amount: '0.75' }] }))
      .rejects.toEqual(new HouseError('bet.invalid'));
    const buyB = await t.engine.placeBets(demo, b.token, t.id, { roundId: open.id, bets: [{ spot: 'card:500', amount: '10' }] });
    // The snapshot (a reload) shows the member's cards as the purchase did.
    expect((await t.engine.snapshot(demo, a.token, t.id, false)).slips[0]!.spots[0]!.tickets).toEqual(cardsA);

    clock.advance(timing.betting_ms);
    await expect(t.engine.placeBets(demo, b.token, t.id, { roundId: open.id, bets: [{ spot: 'card:50', amount: '0.50' }] }))
      .rejects.toEqual(new HouseError('bet.closed'));
    // Closed and drawn now, but paid only once the 40 calls have been shown.
    const payAt = await t.engine.advance(demo.id, t.id);
    expect(payAt!.getTime()).toBe(clock.now().getTime() + timing.calling_ms);
    const drawn = (await t.engine.snapshot(demo, a.token, t.id, false)).round!;
    expect(drawn.status).toBe('drawn');
    expect(await balance(a.m.id)).toBe(91_00n);
    clock.advance(timing.calling_ms);
    await t.engine.advance(demo.id, t.id);

    const done = (await t.engine.snapshot(demo, a.token, t.id, false)).round!;
    expect(done.status).toBe('settled');
    expect(sha256(done.serverSeed!)).toBe(open.serverSeedHash);
    // Anyone holding the revealed seed recomputes the cards and the balls, and so each payout.
    expect(cardsA).toEqual([0, 1, 2, 3, 4, 5].map((k) => cardFromSeeds(done.serverSeed!, `card:${buyA.slip.id}`, k)));
    const order = drawOrderFromSeeds(done.serverSeed!, done.clientSeed!, 0);
    const outcome = done.outcome as BingoOutcome;
    expect(outcome.balls).toEqual(order.slice(0, bingoPaytable.balls_drawn));
    const at = callTimes(order);
    const paysOf = (cards: number[][], price_minor: number) => cards.reduce((s, c) => s + playCard(c, at).pays * price_minor, 0);
    const history = (await t.engine.history(demo, a.token, t.id, 10)).slips;
    expect(history.map((s) => s.status)).toEqual(['settled', 'settled']);
    const paidA = history.reduce((s, x) => s + Math.round(Number(x.payout) * 100), 0);
    const cardsA2 = history.find((s) => s.id !== buyA.slip.id)!.spots[0]!.tickets as number[][];
    expect(paidA).toBe(paysOf(cardsA, 50) + paysOf(cardsA2, 100));
    expect(await balance(a.m.id)).toBe(BigInt(91_00 + paidA));
    const paidB = paysOf(buyB.slip.spots[0]!.tickets as number[][], 500);
    expect(await balance(b.m.id)).toBe(BigInt(90_00 + paidB));
    // The announcement counts every winning card of the round.
    const winning = [...cardsA, ...cardsA2, ...(buyB.slip.spots[0]!.tickets as number[][])].filter((c) => playCard(c, at).pays > 0).length;
    expect(outcome.winners.reduce((s, w) => s + w.cards, 0)).toBe(winning);
    const statuses = t.events.filter((e) => e.event.type === 'round' && !e.to).map((e) => (e.event as Extract<TableEvent, { type: 'round' }>).round.status);
    expect(statuses).toEqual(['open', 'closed', 'drawn', 'settled']);
    expect((await ledger.verify()).violations).toEqual([]);
  });

  it('opens its page from a launch, light and self-contained, marking a trial member’s play money; its verification page is served beside it', async () => {
    const url = houseLaunchUrl({ merchantCode: 'demo', gameId: houseBingoGameId, token: 'tok_abcdefghijklmnop123', language: 'ZH', freePlay: false, playMoney: true });
    expect(url).toMatch(/^\/games\/house\/bingo\?m=demo&game=house-bingo&lang=ZH&token=tok_abcdefghijklmnop123&money=play&back=/);
    const page = await p.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(Buffer.byteLength(page.body)).toBeLessThan(40 * 1024);
    expect(page.body).not.toMatch(/(src|href)="https?:/);
    expect(page.body).toContain('<title>宾果</title>');
    // The script shows the play-money mark when the address says money=play (page-bingo.test.ts runs it).
    expect(page.body).toContain('id="play" hidden>试玩金');
    const verify = await p.app.inject({ method: 'GET', url: '/games/house/bingo/verify?m=demo&lang=EN' });
    expect(verify.statusCode).toBe(200);
    expect(verify.body).toContain('Purchase number');
  });

  it('pays a round drawn before a restart once its calls are over, never before, and once', async () => {
    const t = newTable();
    const a = await player(t, '20');
    await t.engine.advance(demo.id, t.id);
    const open = (await t.engine.snapshot(demo, a.token, t.id, false)).round!;
    await t.engine.placeBets(demo, a.token, t.id, { roundId: open.id, bets: [{ spot: 'card:100', amount: '12' }] });
    clock.advance(timing.betting_ms);
    await t.engine.advance(demo.id, t.id);
    expect((await t.engine.snapshot(demo, a.token, t.id, false)).round!.status).toBe('drawn');
    // The process stops 5 s into the calls; another starts: it waits for the rest of them.
    clock.advance(5_000);
    const other = t.restarted();
    const payAt = await other.advance(demo.id, t.id);
    expect(payAt!.getTime()).toBe(clock.now().getTime() + timing.calling_ms - 5_000);
    expect(await balance(a.m.id)).toBe(8_00n);
    clock.advance(timing.calling_ms - 5_000);
    await Promise.all([other.advance(demo.id, t.id), t.restarted().advance(demo.id, t.id)]);
    const [slip] = (await other.history(demo, a.token, t.id, 5)).slips;
    expect(slip!.status).toBe('settled');
    expect(await balance(a.m.id)).toBe(8_00n + BigInt(Math.round(Number(slip!.payout) * 100)));
    expect((await ledger.verify()).violations).toEqual([]);
  });

  it('voids a round found long after its close with every card’s price returned', async () => {
    const t = newTable();
    const a = await player(t, '50');
    await t.engine.advance(demo.id, t.id);
    const open = (await t.engine.snapshot(demo, a.token, t.id, false)).round!;
    await t.engine.placeBets(demo, a.token, t.id, { roundId: open.id, bets: [{ spot: 'card:200', amount: '8' }] });
    expect(await balance(a.m.id)).toBe(42_00n);
    clock.advance(timing.betting_ms + 61_000);
    await t.engine.advance(demo.id, t.id);
    expect((await t.engine.snapshot(demo, a.token, t.id, false)).round).toMatchObject({ status: 'voided', outcome: null });
    expect(await balance(a.m.id)).toBe(50_00n);
    expect((await ledger.verify()).violations).toEqual([]);
  });
});

import type { Merchant } from '@/platform/src/context';
import { secretBox } from '@/platform/src/crypto/secret-box';
import type { LedgerService } from '@/platform/src/modules/ledger';
import { createLotteryEngine, type LotteryEngine } from '@/platform/src/vendors/house/lottery-engine/engine';
import { lotteryGameDefs, openDraw, type DrawSlot } from '@/platform/src/vendors/house/lottery/schedule';
import { manualClock } from '@/tests/support/clock';
import { describeOnPostgres, type TestDb } from '@/tests/support/db';
import { troubledHouseWallet } from '@/tests/support/house-wallet';
import { lotterySlipKinds } from '@/tests/support/lottery-slips';
import { makeMember } from '@/tests/support/members';
import { platformOnPostgres, stopProcessesAndPlatform, type TestPlatform } from '@/tests/support/platform';
import { startReplica, stopReplicas, type Replica } from '@/tests/support/replica';
import { gameToken } from '@/tests/support/vendor';

const describePg = describeOnPostgres('house lottery, processes');

const game = lotteryGameDefs.find((g) => g.id === '5d-5m')!;

describePg('house lottery, platform processes on one PostgreSQL [postgres]', () => {
  let t: TestDb;
  let p: TestPlatform;
  let ledger: LedgerService;
  let demo: Merchant;
  let replicas: Replica[] = [];
  const clock = manualClock(0);
  let engine: LotteryEngine;

  beforeAll(async () => {
    // The test's own instance seeds, funds and places orders; its lottery runner stays off.
    ({ t, p, ledger, demo } = await platformOnPostgres({ house: { lottery: { runner: false } } }));
    engine = createLotteryEngine({
      db: t.db, box: secretBox(p.config.platformSecret), clock, wallet: troubledHouseWallet(p, { failing: new Set(), calls: [] }), games: lotteryGameDefs,
      walletGameId: (id) => `house-lottery-${id}`, gameName: (id) => id,
    });
  }, 60_000);
  afterAll(() => stopProcessesAndPlatform(replicas, p, t), 30_000);

  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  async function players(n: number) {
    return Promise.all(Array.from({ length: n }, async () => {
      const m = await makeMember(p);
      await p.app.inject({
        method: 'POST', url: `/bo/wallets/demo/${m.username}/adjust`, headers: { authorization: `Bearer ${p.opsToken}` },
        payload: { amount: '100000', note: 'lottery processes test', key: `lp-${m.id}` },
      });
      return { memberId: m.id, playerId: String(m.id), token: await gameToken(p, 'house', m.username, { gameId: `house-lottery-${game.id}` }) };
    }));
  }

  /**
   * Places `orders` orders on a draw whose close is already past in real time, on the test's
   * own engine whose clock stands a minute before that close: the replicas, on the real clock,
   * find the draw due as soon as they look. Carts of 100 slips, 4 carts at once.
   */
  async function placeOrders(slot: DrawSlot, ps: Awaited<ReturnType<typeof players>>, orders: number) {
    clock.advance(slot.closeAt - 60_000 - clock.now().getTime());
    const carts = Array.from({ length: orders / 100 }, (_, c) => {
      const kinds = Array.from({ length: 100 }, (__, i) => lotterySlipKinds[(c + i) % lotterySlipKinds.length]!);
      return { player: ps[c % ps.length]!, slips: kinds.map((k) => k.slip).join(';'), sum: kinds.reduce((s, k) => s + k.stake_minor, 0) / 100 };
    });
    for (let i = 0; i < carts.length; i += 4) {
      await Promise.all(carts.slice(i, i + 4).map((c) => engine.place(demo, c.player, c.player.token, {
        gameId: game.id, currentNumero: slot.numero, bettingSlipString: c.slips, betCartAmountSum: c.sum, chase: 1, winningStop: true,
        abandoning: false, device: 3, orderType: 0, quickChase: false, prizeModeId: 0, requestId: undefined,
      })));
    }
  }

  const drawOf = async (numero: string) => (await t.db.query<{ id: string; status: string; lease_owner: string | null; settled_at: Date | null; drawn_at: Date | null }>(
    'SELECT id, status, lease_owner, settled_at, drawn_at FROM house_lottery_draws WHERE merchant_id = $1 AND game_id = $2 AND numero = $3', [demo.id, game.id, numero])).rows[0]!;
  const paidCount = async (drawId: string) => (await t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM house_lottery_orders WHERE merchant_id = $1 AND draw_id = $2 AND paid_at IS NOT NULL', [demo.id, drawId])).rows[0]!.n;
  async function waitSettled(numero: string, timeout_ms: number) {
    const until = Date.now() + timeout_ms;
    for (;;) {
      const d = await drawOf(numero);
      if (d.status === 'settled') return d;
      if (Date.now() > until) throw new Error(`draw ${numero} still ${d.status}`);
      await sleep(100);
    }
  }

  /** Every order of the draw won or lost and paid once; each member's wallet is their funding less stakes plus payouts; the ledger verifies. */
  async function expectBooksBalance(drawId: string, ps: Awaited<ReturnType<typeof players>>, orders: number) {
    const rows = (await t.db.query<{ status: string; paid: boolean; n: number }>(
      `SELECT status, paid_at IS NOT NULL AS paid, count(*)::int AS n FROM house_lottery_orders WHERE merchant_id = $1 AND draw_id = $2 GROUP BY 1, 2 ORDER BY 1`,
      [demo.id, drawId])).rows;
    expect(rows.every((r) => ['won', 'lost'].includes(r.status) && r.paid)).toBe(true);
    expect(rows.reduce((s, r) => s + r.n, 0)).toBe(orders);
    // One wallet bet per order, each settled by exactly one win.
    const bets = (await t.db.query<{ status: string; n: number }>(
      `SELECT b.status, count(*)::int AS n FROM bets b JOIN house_lottery_orders o ON b.transaction_id = 'hlo_' || o.id
       WHERE b.merchant_id = $1 AND b.vendor = 'house' AND o.merchant_id = $1 AND o.draw_id = $2 GROUP BY 1`, [demo.id, drawId])).rows;
    expect(bets.map((b) => [b.status, b.n])).toEqual([['settled', orders]]);
    for (const pl of ps) {
      const mine = (await t.db.query<{ stakes: string; payouts: string }>(
        `SELECT coalesce(sum(stake_minor), 0)::text AS stakes, coalesce(sum(payout_minor), 0)::text AS payouts FROM house_lottery_orders
         WHERE merchant_id = $1 AND player_id = $2 AND status IN ('won', 'lost')`, [demo.id, pl.playerId])).rows[0]!;
      expect((await ledger.memberWallet(t.db, demo.id, pl.memberId, 'CNY')).balance_minor).toBe(100_000_00n - BigInt(mine.stakes) + BigInt(mine.payouts));
    }
    expect((await ledger.verify()).violations).toEqual([]);
  }

  it('draws and settles a draw of 10,000 orders exactly once while two processes race for it', async () => {
    const ps = await players(50);
    const slot = openDraw(game, Date.now() - 20 * 60_000);
    const placing = performance.now();
    await placeOrders(slot, ps, 10_000);
    const placed_ms = performance.now() - placing;
    const started = performance.now();
    replicas = await Promise.all([startReplica(t.location, p.config.platformSecret), startReplica(t.location, p.config.platformSecret)]);
    const d = await waitSettled(slot.numero, 180_000);
    const settled_ms = performance.now() - started;
    console.log(`[house lottery, processes] 10,000 orders: placed in ${(placed_ms / 1000).toFixed(1)} s; two processes started, drew and settled the draw in ${(settled_ms / 1000).toFixed(1)} s (drawn→settled ${((new Date(d.settled_at!).getTime() - new Date(d.drawn_at!).getTime()) / 1000).toFixed(1)} s)`);
    expect(d.lease_owner).toBeNull();
    await expectBooksBalance(d.id, ps, 10_000);
  }, 300_000);

  it('finishes a draw whose settling process is killed mid-settlement: a restarted process resumes it and pays each order once', async () => {
    await stopReplicas(replicas);
    const ps = await players(20);
    const slot = openDraw(game, Date.now() - 40 * 60_000);
    await placeOrders(slot, ps, 5_000);
    const [first] = replicas = [await startReplica(t.location, p.config.platformSecret)];
    const { id } = await drawOf(slot.numero);
    // Kill it once the draw is drawn and some wins, not all, are paid.
    for (let i = 0; ; i++) {
      const d = await drawOf(slot.numero);
      const paid = d.status === 'drawn' ? await paidCount(id) : 0;
      if (paid > 0 && paid < 5_000) break;
      if (d.status === 'settled' || i > 2_000) throw new Error(`draw went ${d.status} before the kill`);
      await sleep(20);
    }
    await stopReplicas([first!], 'SIGKILL');
    const paidAtKill = await paidCount(id);
    expect(paidAtKill).toBeLessThan(5_000);
    const restarted = performance.now();
    replicas = [await startReplica(t.location, p.config.platformSecret)];
    const d = await waitSettled(slot.numero, 120_000);
    console.log(`[house lottery, processes] killed with ${paidAtKill} of 5,000 paid; the restarted process settled the rest in ${((performance.now() - restarted) / 1000).toFixed(1)} s (the dead lease runs out first)`);
    expect(d.status).toBe('settled');
    await expectBooksBalance(id, ps, 5_000);
  }, 300_000);
});

import type { Merchant } from '@/platform/src/context';
import { secretBox } from '@/platform/src/crypto/secret-box';
import type { LedgerService } from '@/platform/src/modules/ledger';
import { createLotteryEngine, type LotteryEngine } from '@/platform/src/vendors/house/lottery-engine/engine';
import { lotteryGameDefs, openDraw } from '@/platform/src/vendors/house/lottery/schedule';
import { WpsError } from '@/lib/wps/errors';
import { manualClock } from '@/tests/support/clock';
import { describeOnPostgres, type TestDb } from '@/tests/support/db';
import { troubledHouseWallet } from '@/tests/support/house-wallet';
import { makeMember } from '@/tests/support/members';
import { platformOnPostgres, stopProcessesAndPlatform, type TestPlatform } from '@/tests/support/platform';
import { gameToken } from '@/tests/support/vendor';

// PGlite runs one statement at a time: nothing would race there.
const describePg = describeOnPostgres('house lottery, cancel against close');

const game = lotteryGameDefs.find((g) => g.id === '5d-1m')!;
const rounds = 25;
const playersPerRound = 6;
const advancesPerRound = 3;
const stake_minor = 100n;
const funds_minor = 1000_00n;

/**
 * The README's claim (a cancel never lands after its draw's close: the cancel share-locks the
 * open draw, the close updates it) put to the test on PostgreSQL, where the statements really
 * interleave. The canceller's clock stands 1 ms before the close, the closer's at the close: both
 * believe they are in time, so only the database decides. Each order must end either cancelled
 * (one rollback, never in the draw's settlement) or settled (one win), as its cancel answered.
 */
describePg('house lottery: a cancel racing the draw\'s close [postgres]', () => {
  let t: TestDb;
  let p: TestPlatform;
  let ledger: LedgerService;
  let demo: Merchant;
  const clock = manualClock(Date.parse('2026-12-03T09:00:05Z'));
  const cancelClock = manualClock(0);
  let closer: LotteryEngine;
  let canceller: LotteryEngine;

  beforeAll(async () => {
    ({ t, p, ledger, demo } = await platformOnPostgres({ house: { lottery: { runner: false } } }));
    const engine = (c: typeof clock) => createLotteryEngine({
      db: t.db, box: secretBox(p.config.platformSecret), clock: c, wallet: troubledHouseWallet(p, { failing: new Set(), calls: [] }), games: lotteryGameDefs,
      walletGameId: (id) => `house-lottery-${id}`, gameName: (id) => id,
    });
    closer = engine(clock);
    canceller = engine(cancelClock);
  }, 60_000);
  afterAll(() => stopProcessesAndPlatform([], p, t), 30_000);

  const jitter = () => new Promise((r) => setTimeout(r, Math.floor(Math.random() * 4)));

  it('ends every order either cancelled with one refund or settled, never both, never neither', async () => {
    const players = await Promise.all(Array.from({ length: rounds * playersPerRound }, async () => {
      const m = await makeMember(p);
      await p.app.inject({
        method: 'POST', url: `/bo/wallets/demo/${m.username}/adjust`, headers: { authorization: `Bearer ${p.opsToken}` },
        payload: { amount: '1000', note: 'lottery cancel race', key: `lcr-${m.id}` },
      });
      return { memberId: m.id, playerId: String(m.id), token: await gameToken(p, 'house', m.username, { gameId: `house-lottery-${game.id}` }) };
    }));
    /** Each order's number, its player, and whether its cancel answered OK. */
    const outcome: { orderNumber: string; memberId: number; cancelled: boolean }[] = [];
    let settledDraws = 0;

    for (let round = 0; round < rounds; round++) {
      const slot = openDraw(game, clock.now().getTime());
      const ps = players.slice(round * playersPerRound, (round + 1) * playersPerRound);
      const numbers = await Promise.all(ps.map(async (pl) => (await closer.place(demo, pl, pl.token, {
        gameId: game.id, currentNumero: slot.numero, bettingSlipString: 'big~1~5d.sum~1~1950~1', betCartAmountSum: 1, chase: 1, winningStop: false,
        abandoning: false, device: 3, orderType: 0, quickChase: false, prizeModeId: 0,
      })).orderNumbers[0]!));
      const drawId = String((await t.db.query<{ id: string }>(
        'SELECT id FROM house_lottery_draws WHERE merchant_id = $1 AND game_id = $2 AND numero = $3', [demo.id, game.id, slot.numero])).rows[0]!.id);

      cancelClock.advance(slot.closeAt - 1 - cancelClock.now().getTime());
      clock.advance(slot.closeAt - clock.now().getTime());
      const cancels = ps.map(async (pl, i) => {
        await jitter();
        try {
          const r = await canceller.cancel(demo, pl, { orderNumber: numbers[i]! });
          expect(r).toMatchObject({ cancelled: [numbers[i]], refund: 1 });
          return true;
        } catch (e) {
          // Refused because the close got there first: the only refusal allowed.
          expect(e).toEqual(new WpsError('lottery.order.not.cancellable'));
          return false;
        }
      });
      // An advance must not throw either: a cancel claimed after the close, between the draw reading
      // its accepted orders and writing their outcomes, makes the draw's transaction fail ("fixed 5
      // of 6 orders") — money stays safe, but the README's promise is broken. With the share lock
      // removed from lockCancellableDraws this test failed that way in 3 runs of 3 ("fixed 0 of 1", "2 of 3").
      const advances = Array.from({ length: advancesPerRound }, async () => {
        await jitter();
        return closer.advance(demo.id, drawId);
      });
      const [answers] = await Promise.all([Promise.all(cancels), Promise.all(advances)]);
      ps.forEach((pl, i) => outcome.push({ orderNumber: numbers[i]!, memberId: pl.memberId, cancelled: answers[i]! }));
      // Whatever the race left, the draw is drawn and settled by the next steps.
      let next: Date | null = new Date(0);
      for (let step = 0; step < 10 && next; step++) next = await closer.advance(demo.id, drawId);
      expect(next).toBeNull();
      settledDraws += 1;
      // The next round's draw: 5 s into the next minute.
      clock.advance(15_000);
    }
    expect(settledDraws).toBe(rounds);
    // Rollbacks the wallet did not confirm would be owed here; none may be left over.
    expect(await closer.finishCancels(1000)).toBe(0);

    const rows = (await t.db.query<{ id: string; order_number: string; status: string; paid: boolean; payout_minor: string | null; bet_status: string | null; bets: number }>(
      `SELECT o.id, o.order_number, o.status, o.paid_at IS NOT NULL AS paid, o.payout_minor::text AS payout_minor,
              min(b.status) AS bet_status, count(b.*)::int AS bets
         FROM house_lottery_orders o LEFT JOIN bets b ON b.merchant_id = o.merchant_id AND b.vendor = 'house' AND b.transaction_id = 'hlo_' || o.id
        WHERE o.merchant_id = $1 AND o.order_number = ANY($2::text[]) GROUP BY o.id, o.order_number, o.status, o.paid_at, o.payout_minor`, [demo.id, outcome.map((o) => o.orderNumber)])).rows;
    expect(rows).toHaveLength(outcome.length);
    const byNumber = new Map(rows.map((r) => [r.order_number, r]));
    const expected = new Map<number, bigint>();
    for (const o of outcome) {
      const r = byNumber.get(o.orderNumber)!;
      // One wallet bet per order, whichever way it ended.
      expect([o.orderNumber, r.bets]).toEqual([o.orderNumber, 1]);
      if (o.cancelled) {
        // Cancelled: its stake rolled back once, and the draw's settlement never touched it.
        expect([o.orderNumber, r.status, r.bet_status, r.paid]).toEqual([o.orderNumber, 'cancelled', 'rolled_back', false]);
        expected.set(o.memberId, funds_minor);
      } else {
        expect([o.orderNumber, ['won', 'lost'].includes(r.status), r.bet_status === 'rolled_back', r.paid]).toEqual([o.orderNumber, true, false, true]);
        expected.set(o.memberId, funds_minor - stake_minor + BigInt(r.payout_minor ?? '0'));
      }
    }
    for (const [memberId, balance_minor] of expected) {
      expect([memberId, (await ledger.memberWallet(t.db, demo.id, memberId, 'CNY')).balance_minor]).toEqual([memberId, balance_minor]);
    }
    expect((await ledger.verify()).violations).toEqual([]);
    const cancelled = outcome.filter((o) => o.cancelled).length;
    console.log(`[house lottery, cancel against close] ${rounds} draws, ${outcome.length} orders: ${cancelled} cancelled, ${outcome.length - cancelled} settled`);
    // Both sides won some races (61 and 29 of 90 orders in the first run of 15 draws): the race was run, not one side's walkover.
    expect(cancelled).toBeGreaterThan(0);
    expect(cancelled).toBeLessThan(outcome.length);
  }, 120_000);
});
